"""What every game engine shares: players, commands, events, refusals, settings, JSON, the RNG."""

from engines.core.commands import (
    Command,
    Leave,
    Order,
    Posted,
    Press,
    PressedAt,
    Reachable,
    Say,
    Tick,
    Unreachable,
    Vote,
    command_from_json,
    command_to_json,
    register_command,
    split_command,
)
from engines.core.engine import Engine, GameRules, Memory, PlatformReason, Refusal, verified
from engines.core.events import Event, JsonEvent, closed
from engines.core.player import Player
from engines.core.rng import Rng
from engines.core.serial import JsonDict, JsonValue
from engines.core.settings import FIRST_RULES, READ_AS_SHOWN, RULES, duration, duration_fields, scaled

__all__ = [
    "FIRST_RULES",
    "READ_AS_SHOWN",
    "RULES",
    "Command",
    "Engine",
    "Event",
    "GameRules",
    "JsonDict",
    "JsonEvent",
    "JsonValue",
    "Leave",
    "Memory",
    "Order",
    "PlatformReason",
    "Player",
    "Posted",
    "Press",
    "PressedAt",
    "Reachable",
    "Refusal",
    "Rng",
    "Say",
    "Tick",
    "Unreachable",
    "Vote",
    "closed",
    "command_from_json",
    "command_to_json",
    "duration",
    "duration_fields",
    "register_command",
    "scaled",
    "split_command",
    "verified",
]
