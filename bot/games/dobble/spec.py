"""Доббль as the platform runs it: the engine, its presenter, the symbol buttons, the pictures."""

from __future__ import annotations

from functools import cache

from bot.games.dobble.buttons import BUTTONS
from bot.games.dobble.pictures import DobbleRenderer
from bot.games.dobble.presenter import DobblePresenter
from bot.games.spec import Capabilities, GameSpec, json_content
from engines.dobble import Dobble, DobbleContent, DobbleSettings, Reason

SPEC: GameSpec[DobbleSettings, DobbleContent, Dobble] = GameSpec(
    kind="dobble",
    rules=Dobble,
    engine_type=Dobble,
    presenter=DobblePresenter(),
    settings_type=DobbleSettings,
    content_type=DobbleContent,
    load_content=cache(json_content("dobble", DobbleContent)),  # the 57 symbols, read once per language
    # Typed names are plain group messages (the bot must see them); the buttons work without.
    capabilities=Capabilities(group_messages=True),
    buttons=BUTTONS,
    reasons=(Reason,),
    renderer=DobbleRenderer(),
    setting_choices={
        # The first value is the default (engines/dobble/settings.py).
        "text_mode": (False, True),
        "lock_after_wrong": (True, False),
        "countdown": (3, 5, 0),
    },
    presents_final_scores=True,  # the final message lists every pile and checks the sum
)
