"""The shape every game engine has (python-chess's Board, PokerKit's verify/can/do).

An engine is a plain object you can play a whole game with in a REPL:

    game = Skattergoris.new(players, settings, seed=7, now=0.0)
    events = game.handle(Say(player_id=1, text="3 Кит", date=5, message_id=12, private=True), now=5.0)

`handle` checks the command (raising `Refusal` with a reason code the
presenter turns into a polite sentence), applies it, and returns the events —
small frozen dataclasses saying what happened. The engine never reads a clock:
`now` comes with each command, and `deadline()` tells the platform when to
send the next `Tick`.
"""

from __future__ import annotations

from typing import Any, ClassVar, Protocol, Self

from engines.core.commands import Command


class Refusal(Exception):
    """A command that breaks a rule. `reason` is a stable code such as "not-a-player"."""

    def __init__(self, reason: str, **details: Any) -> None:
        super().__init__(reason)
        self.reason = reason
        self.details = details


class Engine(Protocol):
    kind: ClassVar[str]
    min_players: ClassVar[int]
    max_players: ClassVar[int]

    def verify(self, command: Command, now: float) -> None:
        """Raise `Refusal` when `command` may not be applied now."""

    def can(self, command: Command, now: float) -> bool: ...

    def handle(self, command: Command, now: float) -> list[Any]:
        """Verify, apply and return the events. State changes only when no Refusal is raised."""

    def deadline(self) -> float | None:
        """When the platform must send the next Tick (platform clock seconds), if ever."""

    def scores(self) -> dict[int, int]: ...

    def is_over(self) -> bool: ...

    def to_json(self) -> dict[str, Any]: ...

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> Self: ...
