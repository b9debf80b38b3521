"""GAME_TIME_SCALE reaches every game timer: the fields declared with `duration()`, and no others."""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass

from engines.core import duration
from tests.games.quick.spec import SPEC


@dataclass(frozen=True)
class Timings:
    pause: float = duration(3.0)  # no naming convention needed: the field says it is a duration
    vote: float = duration(45.0)
    count_time: int = 5  # Telegram seconds compared with message dates: never scaled
    rounds: int = 3


def test_declared_durations_are_scaled_and_other_fields_are_not() -> None:
    spec = dataclasses.replace(SPEC, settings_type=Timings)
    scaled = spec.settings({}, time_scale=0.5)
    assert (scaled.pause, scaled.vote, scaled.count_time, scaled.rounds) == (1.5, 22.5, 5, 3)
    assert spec.durations() == ("pause", "vote")


def test_a_chats_choice_is_scaled_too_and_whole_seconds_stay_whole() -> None:
    spec = dataclasses.replace(SPEC, settings_type=Timings)
    chosen = spec.settings({"pause": 6.0, "rounds": 2}, time_scale=0.5)
    assert chosen.pause == 3 and isinstance(chosen.pause, int)  # reads "3", not "3.0"
    assert chosen.rounds == 2
    assert spec.settings({"pause": 5.0}).pause == 5.0  # no scale: as chosen
