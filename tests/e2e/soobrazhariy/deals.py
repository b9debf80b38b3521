"""A test hook: Соображарий dealt from decks laid out by hand instead of shuffled from the seed.

Not part of the product: a test-only engine class whose `new` lays out a `KnownDeal`
(`Soobrazhariy.from_decks`), and the game's spec with that class as its rules. The platform
cannot tell it apart from the real game.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Self

from bot.games.soobrazhariy import SPEC
from bot.games.spec import GameSpec
from engines.core import Memory, Player
from engines.soobrazhariy import Settings, Soobrazhariy, SoobrazhariyContent
from engines.soobrazhariy.events import Event


@dataclass(frozen=True, slots=True)
class KnownDeal:
    """Decks laid out by hand, top card first (the seed is ignored)."""

    category_deck: tuple[str, ...]  # "cat:<n>" (n indexes the content's categories) or a special
    letter_deck: tuple[str, ...]
    opener_seat: int = 0  # index into the players in join order


def dealing(deal: KnownDeal) -> type[Soobrazhariy]:
    """An engine class that starts every game with `deal` instead of shuffling."""

    class Dealt(Soobrazhariy):
        @classmethod
        def new(
            cls,
            players: Sequence[Player],
            settings: Settings,
            seed: int,
            now: float,
            *,
            content: SoobrazhariyContent,
            locale: str,
            memory: Memory,
        ) -> tuple[Self, list[Event]]:
            return cls.from_decks(
                players,
                settings,
                now,
                content=content,
                locale=locale,
                category_deck=deal.category_deck,
                letter_deck=deal.letter_deck,
                opener=players[deal.opener_seat].id,
            )

    return Dealt


def spec_with_deal(deal: KnownDeal) -> GameSpec[Settings, SoobrazhariyContent, Soobrazhariy]:
    """The game as the bot plays it, but every new game is dealt `deal`."""
    engine = dealing(deal)
    return dataclasses.replace(SPEC, rules=engine, engine_type=engine)
