"""The Соображарий engine as the platform starts it.

The platform passes the chat's content as keyword arguments to `new(...)`; here that content
also carries the chat's language, so answers in an English chat are judged as English. Tests
may deal known decks instead of a shuffle (`dealing`), which the platform cannot tell apart.

`handle` adds the chat's own events (`narration.py`) to the engine's: a challenged answer's
verdict, an answer overtaken, the bidding going on after someone left.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Self

from bot.games.soobrazhariy.narration import Before, bidding_goes_on, narrate, with_skippers, with_standing
from engines.core import Command, Leave, Player
from engines.soobrazhariy import Settings, Soobrazhariy
from engines.soobrazhariy.events import Event


def localised(settings: Settings | None, lang: str | None) -> Settings:
    settings = settings or Settings()
    return settings if lang is None else dataclasses.replace(settings, lang=lang)


class ChatSoobrazhariy(Soobrazhariy):
    """`Soobrazhariy` whose content names the language its answers are judged in, and whose
    events come with the chat's own narration."""

    def handle(self, command: Command, now: float) -> list[Event]:
        before = Before.of(self.turn)
        events = with_standing(narrate(before, super().handle(command, now)), self.turn)
        events = with_skippers(events, before, self.present)
        if isinstance(command, Leave):
            events += bidding_goes_on(self.turn)
        return events

    @classmethod
    def new(
        cls,
        players: Sequence[Player],
        settings: Settings | None = None,
        seed: int = 0,
        now: float = 0.0,
        *,
        categories: Sequence[str],
        letters: str | None = None,
        lang: str | None = None,
    ) -> tuple[Self, list[Event]]:
        return super().new(
            players, localised(settings, lang), seed, now, categories=categories, letters=letters
        )


@dataclass(frozen=True, slots=True)
class KnownDeal:
    """Decks laid out by hand, top card first (a test hook: the seed is ignored)."""

    category_deck: tuple[str, ...]  # "cat:<n>" (n indexes the content's categories) or a special
    letter_deck: tuple[str, ...]
    opener_seat: int = 0  # index into the players in join order


def dealing(deal: KnownDeal) -> type[ChatSoobrazhariy]:
    """An engine class that starts every game with `deal` instead of shuffling."""

    class Dealt(ChatSoobrazhariy):
        @classmethod
        def new(
            cls,
            players: Sequence[Player],
            settings: Settings | None = None,
            seed: int = 0,
            now: float = 0.0,
            *,
            categories: Sequence[str],
            letters: str | None = None,
            lang: str | None = None,
        ) -> tuple[Self, list[Event]]:
            settings = localised(settings, lang)
            if letters is not None:
                settings = dataclasses.replace(settings, letters=letters)
            return cls.from_decks(
                players,
                settings,
                now,
                categories=categories,
                category_deck=deal.category_deck,
                letter_deck=deal.letter_deck,
                opener=players[deal.opener_seat].id,
            )

    return Dealt
