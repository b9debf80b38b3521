from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class Player:
    """A seat at the table: the Telegram user id and the name shown in the chat."""

    id: int
    name: str

    def to_json(self) -> dict[str, object]:
        return {"id": self.id, "name": self.name}

    @classmethod
    def from_json(cls, data: dict[str, object]) -> Player:
        return cls(id=int(str(data["id"])), name=str(data["name"]))
