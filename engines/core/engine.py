"""The shape every game engine has (python-chess's Board, PokerKit's verify/can/do).

An engine is a plain object you can play a whole game with in a REPL:

    game, events = Skattergoris.new(players, SkattergorisSettings(), seed=7, now=0.0,
                                    content=content, locale="ru")
    events = game.handle(Say(player_id=1, text="3 Кит", date=5, message_id=12, private=True), now=5.0)

`handle` checks the command (raising `Refusal` with a reason from the game's own `Reason` enum,
which the presenter turns into a polite sentence), applies it, and returns the events — small
frozen dataclasses saying what happened. The engine never reads a clock: `now` comes with each
command, and `deadline()` tells the platform when to send the next `Tick`.

Two protocols: `Engine` is a running game (an instance); `GameRules` is what the platform calls on
the engine's class to start one or to load one from JSON. Content (category lists, decks, symbols)
is passed in as a typed value and is never copied into the state: `from_json` gets it back.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from enum import StrEnum
from typing import Protocol, TypeVar

from engines.core.commands import Command
from engines.core.events import Event
from engines.core.player import Player
from engines.core.serial import JsonDict

S_contra = TypeVar("S_contra", contravariant=True)
C_contra = TypeVar("C_contra", contravariant=True)
G_co = TypeVar("G_co", bound="Engine", covariant=True)

# What a chat remembers between games of one kind (`Remember`): e.g. the lists played lately.
Memory = Mapping[str, Sequence[int | str]]


class PlatformReason(StrEnum):
    """Refusals the platform gives without asking an engine."""

    NOT_RUNNING = "not-running"


class Refusal(Exception):
    """A command that breaks a rule: `reason` is a member of the game's `Reason` enum."""

    def __init__(self, reason: StrEnum, **details: object) -> None:
        super().__init__(str(reason))
        self.reason = reason
        self.details = details


class Engine(Protocol):
    """A running game."""

    def verify(self, command: Command, now: float) -> None:
        """Raise `Refusal` when `command` may not be applied now."""

    def can(self, command: Command, now: float) -> bool: ...

    def handle(self, command: Command, now: float) -> Sequence[Event]:
        """Verify, apply and return the events. State changes only when no Refusal is raised."""

    def deadline(self) -> float | None:
        """When the platform must send the next Tick (platform clock seconds), if ever."""

    def scores(self) -> Mapping[int, int]: ...

    def winners(self) -> Sequence[int]:
        """Who won (several on a shared win); meaningful once `is_over()`."""

    def is_over(self) -> bool: ...

    def to_json(self) -> JsonDict: ...


class GameRules(Protocol[S_contra, C_contra, G_co]):
    """The engine's class as the platform uses it (classmethods satisfy these methods)."""

    @property
    def kind(self) -> str: ...

    @property
    def min_players(self) -> int: ...

    @property
    def max_players(self) -> int: ...

    def new(
        self,
        players: Sequence[Player],
        settings: S_contra,
        seed: int,
        now: float,
        *,
        content: C_contra,
        locale: str,
        memory: Memory,
    ) -> tuple[G_co, Sequence[Event]]: ...

    def from_json(self, data: JsonDict, *, content: C_contra) -> G_co: ...


def verified(engine: Engine, command: Command, now: float) -> bool:
    """`can` from `verify`: what every engine's `can` is."""
    try:
        engine.verify(command, now)
    except Refusal:
        return False
    return True
