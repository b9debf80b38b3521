"""GAME_TIME_SCALE reaches every game timer (issue 3, settings): by name and by the spec's list."""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass

from bot.games.testgame import SPEC


@dataclass(frozen=True)
class Timings:
    pause: float = 3.0  # a duration the `*_seconds` convention does not catch
    vote_seconds: float = 45.0
    rounds: int = 3


def test_listed_timer_fields_are_scaled_like_conventional_ones() -> None:

    spec = dataclasses.replace(SPEC, settings_type=Timings, timer_fields=("pause",))
    scaled = spec.make_settings({}, time_scale=0.5)
    assert (scaled.pause, scaled.vote_seconds, scaled.rounds) == (1.5, 22.5, 3)


def test_unlisted_fields_keep_their_value_and_whole_seconds_read_as_integers() -> None:

    spec = dataclasses.replace(SPEC, settings_type=Timings)
    assert spec.make_settings({}, time_scale=0.5).pause == 3.0
    unscaled = dataclasses.replace(spec, timer_fields=("pause",)).make_settings({"pause": 5.0})
    assert unscaled.pause == 5 and isinstance(unscaled.pause, int)
