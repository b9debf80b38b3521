"""The base every game's events share: JSON, and who may learn what an event says.

An event that carries hidden information (a hand of letters, the leader's word) names the field
holding the one player who may see it (`private_to = "player_id"`). The platform presents such an
event on its own and refuses every resulting action that is not addressed to that player: a
presenter slip cannot post a secret to the group.
"""

from __future__ import annotations

from collections.abc import Iterable
from types import UnionType
from typing import Any, ClassVar

from engines.core import serial


class Event:
    """Base of a game's events (frozen slotted dataclasses). Each game subclasses it as its own
    `Event`, so that its engine's `list[Event]` still says which game the events come from."""

    __slots__ = ()
    private_to: ClassVar[str | None] = None

    @property
    def audience(self) -> int | None:
        """The player this event is for alone, or None when the whole table may know it."""
        if self.private_to is None:
            return None
        player = getattr(self, self.private_to)
        assert isinstance(player, int), f"{type(self).__name__}.{self.private_to} must be a player id"
        return player

    def to_json(self) -> serial.JsonDict:
        return {"event": type(self).__name__, **serial.dump_dict(self)}


def closed(events: Iterable[Event], union: UnionType) -> list[Any]:
    """`events` as members of a game's closed union of event classes (`GameEvent`), so that a
    presenter's `match` over them is checked whole by mypy (`assert_never`). An event of another game
    is a wiring slip, not something to skip: it raises."""
    found = list(events)
    for event in found:
        if not isinstance(event, union):
            raise TypeError(f"{type(event).__name__} is not one of {union}")
    return found


JsonEvent = Event  # the name the first two games' events were written against
