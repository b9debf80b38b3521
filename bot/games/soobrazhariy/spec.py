"""The GameSpec that plugs Соображарий into the platform."""

from __future__ import annotations

from bot.games.soobrazhariy.buttons import BUTTONS
from bot.games.soobrazhariy.legacy import LEGACY
from bot.games.soobrazhariy.presenter import SoobrazhariyPresenter
from bot.games.soobrazhariy.texts import KIND, load_content
from bot.games.spec import Capabilities, GameSpec
from engines.soobrazhariy import Reason, Settings, Soobrazhariy, SoobrazhariyContent

SPEC: GameSpec[Settings, SoobrazhariyContent, Soobrazhariy] = GameSpec(
    kind=KIND,
    rules=Soobrazhariy,
    engine_type=Soobrazhariy,
    presenter=SoobrazhariyPresenter(),
    settings_type=Settings,
    content_type=SoobrazhariyContent,
    load_content=load_content,
    capabilities=Capabilities(group_messages=True),  # answers are plain messages in the group: a public race
    buttons=BUTTONS,
    reasons=(Reason,),
    setting_choices={
        "short_game": (False, True),
        # The first value is the default (engines/soobrazhariy/settings.py).
        "letter_pause": (3, 5, 10),
        "challenge_window": (8, 15, 5),
        "no_answer_time": (45, 60, 90, 30),
        "more_time": (60, 90),
    },
    presents_final_scores=True,  # the final message lists each player's cards and sums
    legacy=LEGACY,
)
