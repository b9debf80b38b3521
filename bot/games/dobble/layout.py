"""Where the 8 symbols sit on a card: as on the real cards, of different sizes and turned every
which way, and the same every time a card is drawn in one game (seeded by the game's `look` and
the card's id), so a re-render is identical and Telegram's file_id cache can reuse it.

Positions are in the unit disc (the card's radius is 1); `size` is the side of the symbol's square
artwork, as a fraction of the card's radius.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from engines.core import Rng

_SALT = 0xD0BB1E_CA4D


@dataclass(frozen=True, slots=True)
class Spot:
    symbol: int  # index into the card's symbols
    x: float
    y: float
    size: float
    angle: float  # degrees, counter-clockwise


def _uniform(rng: Rng, low: float, high: float) -> float:
    return low + (high - low) * rng.randrange(1 << 20) / (1 << 20)


# A pattern is its rings of slots: (distance from the centre, slot radius, slots, phase as a
# fraction of the gap between slots: the outer ring's slots sit between the inner ones). No two
# slots meet and every slot lies inside the card's rim, so symbols kept in their slots never overlap.
_PATTERNS: tuple[tuple[tuple[float, float, int, float], ...], ...] = (
    ((0.0, 0.30, 1, 0.0), (0.655, 0.275, 7, 0.0)),  # one in the middle, seven around
    ((0.24, 0.21, 2, 0.0), (0.69, 0.26, 6, 0.5)),  # two in the middle, six around
)


# No symbol smaller than this share of the card's radius (issue 26, item 10): the small ones in the
# two middle slots were hard to make out on a phone (a dark 🕷️ especially).
MIN_SYMBOL = 0.30


def card_spots(look: int, card: int, count: int = 8) -> tuple[Spot, ...]:
    """The spots of a card's `count` symbols, deterministic from `look` and `card`."""
    rng = Rng((look * 1_000_003 + card) ^ _SALT)
    pattern = _PATTERNS[rng.randrange(len(_PATTERNS))]
    slots: list[tuple[float, float, float]] = []  # x, y, slot radius
    turn = _uniform(rng, 0.0, 2 * math.pi)
    for distance, radius, n, phase in pattern:
        for i in range(n):
            a = turn + 2 * math.pi * (i + phase) / n
            slots.append((distance * math.cos(a), distance * math.sin(a), radius))
    slots = slots[:count]
    order = list(range(count))
    rng.shuffle(order)
    spots: list[Spot] = []
    for symbol, (x, y, radius) in zip(order, slots, strict=True):
        # Some symbols big, some small: the real cards' look (and why the eye must not trust size).
        scale = max(_uniform(rng, 0.62, 1.0), min(1.0, MIN_SYMBOL / (2 * radius)))
        # A smaller symbol wanders in its slot, never past the slot's edge.
        drift, heading = radius * (1.0 - scale) * _uniform(rng, 0.0, 1.0), _uniform(rng, 0.0, 2 * math.pi)
        spots.append(Spot(
            symbol=symbol,
            x=x + drift * math.cos(heading),
            y=y + drift * math.sin(heading),
            size=2 * radius * scale,
            angle=_uniform(rng, 0.0, 360.0),
        ))
    return tuple(spots)
