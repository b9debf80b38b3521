"""What a game of Соображарий is dealt from: `locales/<lang>/soobrazhariy.json`.

The engine keeps only card ids in its state (`"cat:<n>"` indexes `categories`); the texts stay
here and come back with `from_json(..., content=…)`.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

RUSSIAN_LETTERS = tuple("АБВГДЕЖЗИКЛМНОПРСТУФХЦЧШЭЯ")  # the 26 letters of the box


@dataclass(frozen=True, slots=True)
class Category:
    id: str  # the same card in every language
    text: str


@dataclass(frozen=True, slots=True)
class SpecialNames:
    """The four special cards as printed on them."""

    last: str = "Кто последний?"
    longer: str = "Кто длиннее?"
    shorter: str = "Кто короче?"
    more: str = "Кто больше?"

    def of(self, special: str) -> str:
        names = {"last": self.last, "longer": self.longer, "shorter": self.shorter, "more": self.more}
        return names[special]


@dataclass(frozen=True, slots=True)
class SoobrazhariyContent:
    categories: tuple[Category, ...]  # the ordinary category cards, in card order
    specials: SpecialNames = SpecialNames()
    letters: tuple[str, ...] = RUSSIAN_LETTERS  # one letter card face each

    @classmethod
    def of_texts(cls, texts: Sequence[str], letters: Sequence[str] = RUSSIAN_LETTERS) -> SoobrazhariyContent:
        """Content from bare category texts (puzzles and tests)."""
        categories = tuple(Category(f"c{i}", text) for i, text in enumerate(texts))
        return cls(categories=categories, letters=tuple(letters))

    def category_text(self, index: int) -> str:
        return self.categories[index].text
