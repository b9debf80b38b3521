"""What «Нет слов» is dealt from: the red and black letter cards, read from `locales/<lang>/netslov.json`.

The game is Russian whatever the chat's language: the cards are Russian letters and every word is
judged in Russian (`language` is always "ru"; the English file is the same deck under an English
interface). Each card is a distinct object with an id, so the engine can check that no card is
ever lost or doubled: the reds come first (ids 0–7), then the blacks in the file's order.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class CardKind:
    """One letter of the deck and how many cards carry it («Н» ×7)."""

    letter: str
    count: int


@dataclass(frozen=True, slots=True)
class Card:
    """One physical card: its id, its letter (uppercase, as printed) and its colour."""

    id: int
    letter: str
    red: bool


@dataclass(frozen=True, slots=True)
class NetSlovContent:
    red: tuple[CardKind, ...]
    black: tuple[CardKind, ...]
    language: str = "ru"
    about: str = ""

    def cards(self) -> tuple[Card, ...]:
        """Every card of the game, indexed by id: reds first, then blacks."""
        cards: list[Card] = []
        for red, kinds in ((True, self.red), (False, self.black)):
            for kind in kinds:
                for _ in range(kind.count):
                    cards.append(Card(len(cards), kind.letter, red))
        return tuple(cards)

    @property
    def red_count(self) -> int:
        return sum(kind.count for kind in self.red)

    @property
    def black_count(self) -> int:
        return sum(kind.count for kind in self.black)
