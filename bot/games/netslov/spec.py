"""The GameSpec that plugs «Нет слов» into the platform."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from functools import cache

from bot.games.netslov.buttons import BUTTONS
from bot.games.netslov.presenter import NetSlovPresenter
from bot.games.netslov.texts import KIND
from bot.games.spec import Capabilities, GameSpec, json_content
from engines.core import JsonValue
from engines.netslov import NetSlov, NetSlovContent, NetSlovSettings, Reason

_BOX = NetSlovSettings()

# What /settings cycles through; the first value of each is the default (engines/netslov/settings.py).
SETTING_CHOICES: Mapping[str, Sequence[JsonValue]] = {
    "penalty_limit": (_BOX.penalty_limit, 5, 7, 15),
    "allow_proper_names": (False, True),
    "allow_slang": (False, True),
    "vote_seconds": (int(_BOX.vote_seconds), 60, 90, 30),
}

SPEC: GameSpec[NetSlovSettings, NetSlovContent, NetSlov] = GameSpec(
    kind=KIND,
    rules=NetSlov,
    engine_type=NetSlov,
    presenter=NetSlovPresenter(),
    settings_type=NetSlovSettings,
    content_type=NetSlovContent,
    load_content=cache(json_content(KIND, NetSlovContent)),  # read once per language
    # «Не говори ДОМ!» is a plain group message: the bot must see those. `/word дом` is a command,
    # so it reaches the bot even with privacy mode on (the lobby's warning says so).
    capabilities=Capabilities(group_messages=True),
    buttons=BUTTONS,
    reasons=(Reason,),
    commands=("word",),
    setting_choices=SETTING_CHOICES,
    presents_final_scores=True,  # the final message ranks the penalties and names the missed words
    lower_scores_win=True,  # scores are penalty points: the fewest wins, in a game and over a series
)
