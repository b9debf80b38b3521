"""Where every card is: the two face-down decks, the open stack, the discards, and what each
player has won or keeps as a penalty. Cards only ever move between these places."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field


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
