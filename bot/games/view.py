"""What a presenter may know while rendering: the game's language, strings, players and settings."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Generic, Protocol, TypeVar

from engines.core import Event, Player

S = TypeVar("S")

Args = str | int | float
IN_GROUP = "-in-group"  # the suffix of a text's variant for secrets kept inside the group


class Translates(Protocol):
    def t(self, locale: str | None, key: str, **args: Args) -> str: ...

    def has(self, locale: str, key: str) -> bool: ...


@dataclass(frozen=True, slots=True)
class View(Generic[S]):
    """`t(key, …)` translates into the game's language; `name(id)` names a player.

    `events` are all the events of the command being presented (a presenter may look ahead, e.g.
    not name the next opener when the game is over in the same command).

    When the game keeps players' secrets inside the group (`secrets_in_group`: Bot API 10.3
    ephemeral messages and commands, not the private chat), a text that says where to write has
    its variant `<key>-in-group`, and `t` takes it: the presenter never asks where secrets go.
    """

    kind: str
    locale: str
    translator: Translates
    players: Mapping[int, Player]
    settings: S
    events: Sequence[Event] = field(default=())
    secrets_in_group: bool = False

    def t(self, key: str, **args: Args) -> str:
        if self.secrets_in_group and self.translator.has(self.locale, f"{key}{IN_GROUP}"):
            key = f"{key}{IN_GROUP}"
        return self.translator.t(self.locale, key, **args)

    def has(self, key: str) -> bool:
        return self.translator.has(self.locale, key)

    def name(self, player_id: int) -> str:
        player = self.players.get(player_id)
        return player.name if player else str(player_id)
