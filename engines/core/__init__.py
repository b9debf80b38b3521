"""What every game engine shares: players, commands, refusals, the seeded RNG."""

from engines.core.commands import Command, Leave, Press, Say, Tick, Vote, command_from_json, command_to_json
from engines.core.engine import Engine, Refusal
from engines.core.events import JsonEvent
from engines.core.player import Player
from engines.core.rng import Rng

__all__ = [
    "Command",
    "Engine",
    "JsonEvent",
    "Leave",
    "Player",
    "Press",
    "Refusal",
    "Rng",
    "Say",
    "Tick",
    "Vote",
    "command_from_json",
    "command_to_json",
]
