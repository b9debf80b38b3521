"""The chat's options for Скаттергорис and the engine as the platform starts it.

The platform builds a game's settings from the chat's /settings choices and scales every
timer by GAME_TIME_SCALE. The engine's own settings check the box's ranges (a 60–300 s timer)
and know the language of the die, which the chat's locale decides; so the chat's options are
this separate dataclass, turned into the engine's settings when the game starts.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any, ClassVar

from engines.core import Player
from engines.skattergoris import (
    MAX_PLAYERS,
    MIN_PLAYERS,
    TIMER_SPEED,
    Event,
    Skattergoris,
    SkattergorisSettings,
)
from engines.skattergoris.draw import CategoryList
from engines.skattergoris.settings import DIE_FACES

_BOX = SkattergorisSettings()  # the engine holds every default; the options start from it


@dataclass(frozen=True, slots=True)
class SkattergorisOptions:
    """What /settings changes. Names ending in `_seconds` (and `timer`) follow GAME_TIME_SCALE."""

    rounds: int = _BOX.rounds
    timer: float = int(_BOX.timer)  # an int reads better in /settings ("180", not "180.0")
    # A yes/no switch, not the engine's "standard"/"hard": /settings shows a value as it is, and
    # a bare English word read oddly in a Russian chat (✓/✗ reads in any language).
    hard_die: bool = _BOX.die == "hard"
    bonus: bool = _BOX.bonus
    challenge_seconds: float = int(_BOX.challenge_time)
    review_seconds: float = int(_BOX.review_time)
    answer_grace: float = _BOX.answer_grace


# What /settings cycles through: the box's timer and its two speed marks, then custom lengths.
SETTING_CHOICES: Mapping[str, Sequence[Any]] = {
    "rounds": (3, 4, 5, 1, 2),
    "timer": (int(_BOX.timer), *(int(s) for s in TIMER_SPEED), 90, 60, 240, 300),
    "hard_die": (False, True),
    "bonus": (False, True),
    "challenge_seconds": (45, 30, 60, 90),
    "review_seconds": (90, 60, 120, 180),
}


def engine_settings(options: SkattergorisOptions, language: str) -> SkattergorisSettings:
    """The engine's settings for a game in `language` with the chat's `options`.

    The timer comes already scaled by GAME_TIME_SCALE; an unknown language plays with the Russian die.
    """
    return SkattergorisSettings(
        rounds=options.rounds,
        timer=float(options.timer),
        die="hard" if options.hard_die else "standard",
        bonus=bool(options.bonus),
        challenge_time=float(options.challenge_seconds),
        review_time=float(options.review_seconds),
        answer_grace=float(options.answer_grace),
        language=language if language in DIE_FACES else "ru",
    )


class ChatSkattergoris:
    """The engine class the platform calls: `new` takes the chat's options, language and memory."""

    kind: ClassVar[str] = Skattergoris.kind
    min_players: ClassVar[int] = MIN_PLAYERS
    max_players: ClassVar[int] = MAX_PLAYERS

    @classmethod
    def new(
        cls,
        players: Sequence[Player],
        options: SkattergorisOptions,
        seed: int,
        now: float,
        *,
        lists: Iterable[CategoryList | dict[str, Any]] = (),
        language: str = "ru",
        recent_list_ids: Sequence[int] = (),
    ) -> tuple[Skattergoris, list[Event]]:
        settings = engine_settings(options, language)
        return Skattergoris.new(players, settings, seed, now, lists=lists, recent_list_ids=recent_list_ids)

    @staticmethod
    def from_json(data: dict[str, Any]) -> Skattergoris:
        return Skattergoris.from_json(data)


def content(locale: str) -> Mapping[str, Any]:
    """The category lists of the chat's language, and the language itself (the die's letters)."""
    from locales import load_content

    data = load_content(locale, "skattergoris")
    return {"lists": data["lists"], "language": locale}
