"""Where every card is: the two face-down decks, the open stack, the discards, and what each
player has won or keeps as a penalty. Cards only ever move between these places."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field
from typing import Any


@dataclass(slots=True)
class Cards:
    category_deck: list[str]  # face down, top card last
    letter_deck: list[str]  # face down, top card last
    box_letters: list[str] = field(default_factory=list)  # a short game leaves these in the box
    open_stack: list[str] = field(default_factory=list)  # face up, bottom first: the winner takes it all
    discard: list[str] = field(default_factory=list)  # category and special cards out of play
    letter_discard: list[str] = field(default_factory=list)
    won: dict[int, list[str]] = field(default_factory=dict)
    penalties: dict[int, list[str]] = field(default_factory=dict)  # letters kept, −2 each

    @classmethod
    def deal(
        cls, category_deck: list[str], letter_deck: list[str], box: list[str], players: Iterable[int]
    ) -> Cards:
        ids = list(players)
        return cls(
            category_deck,
            letter_deck,
            box,
            won={pid: [] for pid in ids},
            penalties={pid: [] for pid in ids},
        )

    def open_category(self) -> str | None:
        """Turn the top category card face up onto the open stack (None: the deck is empty)."""
        if not self.category_deck:
            return None
        card = self.category_deck.pop()
        self.open_stack.append(card)
        return card

    def draw_letter(self) -> str:
        return self.letter_deck.pop()

    def take_stack(self, winner: int) -> tuple[str, ...]:
        cards = tuple(self.open_stack)
        self.won[winner] += self.open_stack
        self.open_stack = []
        return cards

    def discard_top_two(self) -> tuple[str, str]:
        """A failed «Кто больше?»: the category and the special right under it go to the discard."""
        category = self.open_stack.pop()
        special = self.open_stack.pop()
        self.discard += [special, category]
        return special, category

    def to_json(self) -> dict[str, Any]:
        return {
            "category_deck": list(self.category_deck),
            "letter_deck": list(self.letter_deck),
            "box_letters": list(self.box_letters),
            "open_stack": list(self.open_stack),
            "discard": list(self.discard),
            "letter_discard": list(self.letter_discard),
            "won": [[pid, list(cards)] for pid, cards in self.won.items()],
            "penalties": [[pid, list(cards)] for pid, cards in self.penalties.items()],
        }

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> Cards:
        def cards(key: str) -> list[str]:
            return [str(card) for card in data[key]]

        return cls(
            category_deck=cards("category_deck"),
            letter_deck=cards("letter_deck"),
            box_letters=cards("box_letters"),
            open_stack=cards("open_stack"),
            discard=cards("discard"),
            letter_discard=cards("letter_discard"),
            won={int(pid): [str(c) for c in won] for pid, won in data["won"]},
            penalties={int(pid): [str(c) for c in kept] for pid, kept in data["penalties"]},
        )
