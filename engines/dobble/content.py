"""What a game of Доббль is dealt from: the 57 symbols of one language.

Read from `locales/<lang>/dobble.json` with `serial.load(DobbleContent, data)`. A symbol's id is
its index: both languages list the same pictures in the same order, so a card (a tuple of
symbol ids, `deck.CARDS`) reads the same in either.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class Symbol:
    emoji: str  # the picture (drawn with Twemoji's artwork)
    name: str  # what the players call it, in the nominative («звезда»)
    aliases: tuple[str, ...] = ()  # what else people really say («звёздочка»)

    @property
    def names(self) -> tuple[str, ...]:
        return (self.name, *self.aliases)


@dataclass(frozen=True, slots=True)
class DobbleContent:
    symbols: tuple[Symbol, ...]

    def symbol(self, symbol_id: int) -> Symbol:
        return self.symbols[symbol_id]
