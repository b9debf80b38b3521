"""Every game is started under today's rulings and a stored game keeps its own (issue 26, item 6):
the rulings are kept in the game's settings (`rules`), which its lobby stores with it, so a replay of
a stored game reaches the rulings it was played under."""

from __future__ import annotations

import pytest

from bot.games.registry import default_registry
from engines.core import FIRST_RULES, RULES

SPECS = list(default_registry())


@pytest.mark.parametrize("spec", SPECS, ids=lambda spec: spec.kind)
def test_a_new_game_is_judged_by_todays_rulings(spec: object) -> None:
    settings = spec.settings({"rules": FIRST_RULES})  # type: ignore[attr-defined]  # not a chat's choice
    assert settings.rules == RULES


@pytest.mark.parametrize("spec", SPECS, ids=lambda spec: spec.kind)
def test_a_game_stored_before_the_rulings_had_a_version_keeps_the_first(spec: object) -> None:
    stored = spec.settings_to_json(spec.settings({}))  # type: ignore[attr-defined]
    del stored["rules"]
    assert spec.settings_from_json(stored).rules == FIRST_RULES  # type: ignore[attr-defined]


def test_the_rulings_are_no_setting_a_chat_is_offered() -> None:
    assert all("rules" not in spec.setting_choices for spec in SPECS)
