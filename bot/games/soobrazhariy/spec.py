"""The GameSpec that plugs Соображарий into the platform (and a test hook to deal known decks)."""

from __future__ import annotations

import dataclasses

from bot.games.soobrazhariy.cards_text import game_content
from bot.games.soobrazhariy.engine import ChatSoobrazhariy, KnownDeal, dealing
from bot.games.soobrazhariy.presenter import SoobrazhariyPresenter
from bot.games.spec import GameSpec
from engines.soobrazhariy import Settings

# Durations on the platform clock. The engine's names do not follow the platform's `*_seconds`
# convention, so they are named for GAME_TIME_SCALE; `count_time` is whole Telegram seconds and stays.
CLOCK_FIELDS = ("letter_pause", "challenge_window", "no_answer_time", "more_time", "vote_time", "bid_time",
                "post_wait")


SPEC = GameSpec(
    kind="soobrazhariy",
    engine=ChatSoobrazhariy,
    presenter=SoobrazhariyPresenter(),
    settings_type=Settings,
    min_players=ChatSoobrazhariy.min_players,
    max_players=ChatSoobrazhariy.max_players,
    needs_group_messages=True,  # answers are plain messages in the group: the race is public
    presents_final_scores=True,  # the final message lists each player's cards and sums
    timer_fields=CLOCK_FIELDS,
    content=game_content,
    setting_choices={
        "short_game": (False, True),
        # The first value is the default (engines/soobrazhariy/settings.py).
        "letter_pause": (3, 5, 10),
        "challenge_window": (8, 15, 5),
        "no_answer_time": (45, 60, 90, 30),
        "more_time": (60, 90),
    },
)


def spec_with_deal(deal: KnownDeal) -> GameSpec:
    """The same game, but every new game is dealt `deal` (tests: known cards, no shuffle)."""
    return dataclasses.replace(SPEC, engine=dealing(deal))
