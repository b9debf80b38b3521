"""A small seeded generator whose whole state is one integer.

`random.Random` would do, but its state is 625 integers and its algorithms may
change between Python versions; a journal replayed next year must deal the same
cards, so the engines use this splitmix64 generator instead.
"""

from __future__ import annotations

from collections.abc import MutableSequence, Sequence
from dataclasses import dataclass
from typing import TypeVar

T = TypeVar("T")

_MASK = (1 << 64) - 1


@dataclass(slots=True)
class Rng:
    """The generator; `state` is all there is to it (a game's state keeps it as a field)."""

    state: int

    def __post_init__(self) -> None:
        self.state &= _MASK

    def next_u64(self) -> int:
        self.state = (self.state + 0x9E3779B97F4A7C15) & _MASK
        z = self.state
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
        return z ^ (z >> 31)

    def randrange(self, n: int) -> int:
        """A uniform integer in [0, n), without modulo bias."""
        if n <= 0:
            raise ValueError("randrange() needs a positive bound")
        limit = (1 << 64) - ((1 << 64) % n)
        while True:
            x = self.next_u64()
            if x < limit:
                return x % n

    def choice(self, items: Sequence[T]) -> T:
        return items[self.randrange(len(items))]

    def shuffle(self, items: MutableSequence[T]) -> None:
        for i in range(len(items) - 1, 0, -1):
            j = self.randrange(i + 1)
            items[i], items[j] = items[j], items[i]

    def to_json(self) -> int:
        return self.state

    @classmethod
    def from_json(cls, state: int) -> Rng:
        rng = cls(0)
        rng.state = state & _MASK
        return rng
