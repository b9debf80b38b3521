"""Скаттергорис as the platform runs it: the engine, its presenter, buttons, settings and content."""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from bot.games.skattergoris.buttons import BUTTONS
from bot.games.skattergoris.legacy import LEGACY
from bot.games.skattergoris.presenter import SkattergorisPresenter
from bot.games.spec import Capabilities, GameSpec, json_content
from engines.core import JsonValue
from engines.skattergoris import (
    TIMER_SPEED,
    Reason,
    Skattergoris,
    SkattergorisContent,
    SkattergorisSettings,
    die_language,
)
from locales import LANGUAGES

_BOX = SkattergorisSettings()

# What /settings cycles through: the box's timer and its two speed marks, then custom lengths
# (60–300 s: the engine itself takes any positive timer, as GAME_TIME_SCALE makes them).
SETTING_CHOICES: Mapping[str, Sequence[JsonValue]] = {
    "rounds": (3, 4, 5, 1, 2),
    "timer": (int(_BOX.timer), *(int(s) for s in TIMER_SPEED), 90, 60, 240, 300),
    "hard_die": (False, True),
    "bonus": (False, True),
    "challenge_time": (45, 30, 60, 90),
    "review_time": (90, 60, 120, 180),
}

_lists = json_content("skattergoris", SkattergorisContent)


def load_content(locale: str) -> SkattergorisContent:
    """The lists of the game's language; a language without lists plays the Russian ones (as it
    plays the Russian die)."""
    language = die_language(locale)
    return _lists(language if language in LANGUAGES else "ru")


SPEC: GameSpec[SkattergorisSettings, SkattergorisContent, Skattergoris] = GameSpec(
    kind="skattergoris",
    rules=Skattergoris,
    engine_type=Skattergoris,
    presenter=SkattergorisPresenter(),
    settings_type=SkattergorisSettings,
    content_type=SkattergorisContent,
    load_content=load_content,
    # Answers are private. Group messages still reach the engine, so that an answer posted there
    # is caught and deleted: a secret seen by all is no secret. The game does not need to read the
    # group otherwise, so the lobby gives no privacy-mode warning.
    capabilities=Capabilities(private_chat=True, private_answers=True, guards_secrets=True),
    buttons=BUTTONS,
    ephemeral_commands=("a",),  # `/a 3 кит` in the group, seen by its sender and the bot only
    reasons=(Reason,),
    setting_choices=SETTING_CHOICES,
    legacy=LEGACY,
)
