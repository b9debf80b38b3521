"""The cards of Соображарий as plain strings, and the two decks shuffled from the game's seed.

A category card is `"cat:<n>"` (n indexes the content's category list); a special card is
its kind (`"last"`, `"longer"`, `"shorter"`, `"more"`); a letter card is its letter.
Copies are equal strings: the decks are multisets, which is all the rules need.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Literal

from engines.core import Rng
from engines.soobrazhariy.settings import Settings

Special = Literal["last", "longer", "shorter", "more"]
SPECIALS: tuple[Special, ...] = ("last", "longer", "shorter", "more")
ORDINARY_CATEGORIES = 52


def category_card(index: int) -> str:
    return f"cat:{index}"


def is_special(card: str) -> bool:
    return card in SPECIALS


def is_category(card: str) -> bool:
    return card.startswith("cat:")


def category_index(card: str) -> int:
    return int(card.removeprefix("cat:"))


def category_deck(category_count: int, settings: Settings, rng: Rng) -> list[str]:
    """Ordinary categories + `special_copies` of each special, shuffled; the top card is last."""
    cards = [category_card(i) for i in range(category_count)]
    cards += [kind for kind in SPECIALS for _ in range(settings.special_copies)]
    rng.shuffle(cards)
    return cards


def letter_deck(letters: Sequence[str], settings: Settings, rng: Rng) -> tuple[list[str], list[str]]:
    """(the letter cards in play, top last; the cards left in the box for a short game)."""
    cards = [letter for letter in letters for _ in range(settings.letter_copies)]
    rng.shuffle(cards)
    keep = settings.letters_in_game(len(letters))
    return cards[:keep], cards[keep:]
