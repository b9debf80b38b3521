"""What Скаттергорис is dealt from: the numbered category lists of the box, one set per language.

Read from `locales/<lang>/skattergoris.json` by the game's spec; the state keeps only list ids.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class CategoryList:
    """One card of the box: a numbered list of categories."""

    id: int
    categories: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class SkattergorisContent:
    lists: tuple[CategoryList, ...]

    def card(self, list_id: int) -> CategoryList:
        return next(card for card in self.lists if card.id == list_id)
