"""The Dobble deck: the projective plane of order 7, less two cards.

A projective plane of order n has n² + n + 1 points and as many lines; every line holds n + 1
points and any two lines meet in exactly one point. With n = 7 the points are the 57 symbols
and the lines the 57 cards of 8 symbols; the box has 55 of them (two are left out), and any two
cards still share exactly one symbol. A card's id is its index in `CARDS`; a symbol's id is its
index in the content's symbol list.
"""

from __future__ import annotations

from collections.abc import Iterable

ORDER = 7
SYMBOLS = ORDER * ORDER + ORDER + 1  # 57
SYMBOLS_PER_CARD = ORDER + 1  # 8
DECK_SIZE = 55  # the box: the whole plane but two cards


def projective_plane(order: int) -> tuple[tuple[int, ...], ...]:
    """The lines of the plane over the integers mod `order` (a prime), each a sorted tuple.

    Points (x, y) are numbered x·n + y; the points at infinity n² + m stand for the slopes m,
    and n² + n for the vertical direction.
    """
    n = order
    if n < 2 or any(n % d == 0 for d in range(2, int(n**0.5) + 1)):
        raise ValueError(f"the order must be a prime, got {n}")
    lines: list[tuple[int, ...]] = []
    for slope in range(n):
        for offset in range(n):
            points = [x * n + (slope * x + offset) % n for x in range(n)]
            lines.append(tuple(sorted([*points, n * n + slope])))
    for x in range(n):
        lines.append(tuple(sorted([*(x * n + y for y in range(n)), n * n + n])))
    lines.append(tuple(range(n * n, n * n + n + 1)))
    return tuple(lines)


CARDS: tuple[tuple[int, ...], ...] = projective_plane(ORDER)[:DECK_SIZE]


def card_symbols(card: int) -> tuple[int, ...]:
    """The 8 symbol ids on a card."""
    return CARDS[card]


def shared_symbols(a: Iterable[int], b: Iterable[int]) -> set[int]:
    """The symbols two cards have in common (for two cards of the deck: exactly one)."""
    return set(a) & set(b)
