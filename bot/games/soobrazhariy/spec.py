"""The GameSpec that plugs Соображарий into the platform (and a test hook to deal known decks)."""

from __future__ import annotations

import dataclasses
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from bot.games.soobrazhariy.cards_text import game_content
from bot.games.soobrazhariy.engine import ChatSoobrazhariy, KnownDeal, dealing
from bot.games.soobrazhariy.presenter import SoobrazhariyPresenter
from bot.games.spec import GameSpec, is_timer_field
from engines.soobrazhariy import Settings

# Durations on the platform clock. The engine's names do not follow the platform's `*_seconds`
# convention, so GAME_TIME_SCALE would miss them; `count_time` is whole Telegram seconds and stays.
CLOCK_FIELDS = ("letter_pause", "challenge_window", "no_answer_time", "more_time", "vote_time", "bid_time",
                "post_wait")


@dataclass(frozen=True, slots=True)
class SoobrazhariySpec(GameSpec):
    def make_settings(self, overrides: Mapping[str, Any], time_scale: float = 1.0) -> Any:
        settings = GameSpec.make_settings(self, overrides, time_scale)
        changes: dict[str, Any] = {}
        for name in CLOCK_FIELDS:
            value = getattr(settings, name)
            if time_scale != 1.0 and not is_timer_field(name):
                value = float(value) * time_scale
            # Whole seconds read as "3", not "3.0", on the /settings buttons.
            changes[name] = int(value) if float(value).is_integer() else float(value)
        return dataclasses.replace(settings, **changes)


SPEC = SoobrazhariySpec(
    kind="soobrazhariy",
    engine=ChatSoobrazhariy,
    presenter=SoobrazhariyPresenter(),
    settings_type=Settings,
    min_players=ChatSoobrazhariy.min_players,
    max_players=ChatSoobrazhariy.max_players,
    needs_group_messages=True,  # answers are plain messages in the group: the race is public
    presents_final_scores=True,  # the final message lists each player's cards and sums
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
