"""What the cards are worth at the end: 1 per category and per «Кто последний?»/«Кто длиннее?»/
«Кто короче?», 2 per «Кто больше?», −2 per penalty letter."""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence

PENALTY_LETTER_POINTS = -2
_SPECIAL_POINTS = {"last": 1, "longer": 1, "shorter": 1, "more": 2}


def card_points(card: str) -> int:
    """A won card's worth: a special card its own price, a category card one point."""
    return _SPECIAL_POINTS.get(card, 1)


def cards_points(cards: Iterable[str]) -> int:
    return sum(card_points(card) for card in cards)


def player_score(won: Sequence[str], penalties: Sequence[str]) -> int:
    return cards_points(won) + PENALTY_LETTER_POINTS * len(penalties)


def winners(scores: Mapping[int, int]) -> tuple[int, ...]:
    """Everyone with the top score: a tie is a shared win."""
    if not scores:
        return ()
    top = max(scores.values())
    return tuple(pid for pid, score in scores.items() if score == top)
