"""The base every game's events share: JSON, and who may learn what an event says.

An event that carries hidden information (a hand of letters, the leader's word) names the field
holding the one player who may see it (`private_to = "player_id"`). The platform presents such an
event on its own and refuses every resulting action that is not addressed to that player: a
presenter slip cannot post a secret to the group.
"""

from __future__ import annotations

from typing import ClassVar

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


JsonEvent = Event  # the name the first two games' events were written against
