"""The die and the lists: what each round is played on."""

from __future__ import annotations

from collections.abc import Sequence

from engines.core import Rng
from engines.skattergoris.content import CategoryList


def roll_letter(rng: Rng, faces: Sequence[str], played: Sequence[str]) -> tuple[str, tuple[str, ...]]:
    """Roll the die; a letter already played in this game is rerolled (text 001).

    Returns the letter and the faces rerolled before it. Should every face have been played,
    the first roll stands.
    """
    if set(faces) <= set(played):
        return rng.choice(faces), ()
    rerolled: list[str] = []
    while True:
        face = rng.choice(faces)
        if face not in played:
            return face, tuple(rerolled)
        rerolled.append(face)


def pick_list(
    rng: Rng, lists: Sequence[CategoryList], played: Sequence[int], recent: Sequence[int]
) -> CategoryList:
    """A list not played in this game and not among the chat's recent ones, while such lists remain."""
    fresh = [card for card in lists if card.id not in played and card.id not in recent]
    if not fresh:
        fresh = [card for card in lists if card.id not in played]
    if not fresh:
        fresh = [card for card in lists if not played or card.id != played[-1]] or list(lists)
    return rng.choice(fresh)
