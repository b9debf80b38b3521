"""The whole state of a game of Соображарий as dataclasses: what `to_json` writes (through
`engines.core.serial`). Cards are ids (`deck.py`): the category texts stay in the content."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

from engines.core import Player, Rng
from engines.soobrazhariy.cards import Cards
from engines.soobrazhariy.settings import Settings
from engines.soobrazhariy.turn import Turn

OverReason = Literal["letters-played", "categories-exhausted", "players-left"]


@dataclass(slots=True)
class State:
    players: list[Player]  # seat order
    present: list[int]  # still in the game, in seat order
    settings: Settings
    lang: str  # the chat's language when the game started: answers are judged in it
    letters: tuple[str, ...]  # the letter faces the letter deck was made of (the content's)
    rng: Rng
    cards: Cards
    opener: int
    turn: Turn | None = None
    turns: int = 0
    letters_opened: int = 0
    now: float = 0.0  # the latest platform time seen: timers up to it have been acted on
    over_reason: OverReason | None = None
