"""The base every game's event dataclasses share: one way to turn an event into JSON-ready data."""

from __future__ import annotations

import dataclasses
from typing import Any


class JsonEvent:
    """Base of a game's events (frozen slotted dataclasses): `to_json()` names the event and
    lists its fields; the tuples in it are written as lists by `json.dumps`.

    Each game subclasses it as its own `Event`, so that its engine's `list[Event]` still says
    which game the events come from.
    """

    __slots__ = ()

    def to_json(self) -> dict[str, Any]:
        assert dataclasses.is_dataclass(self)
        return {"event": type(self).__name__, **dataclasses.asdict(self)}
