"""The game seam: GameSpec settings and the registry (issue 3, "get the seams right")."""

from __future__ import annotations

import pytest

from bot.games.registry import KNOWN_GAMES, Registry, default_registry
from tests.games.quick.spec import PRIVATE_SPEC, SPEC, QuickSettings


def test_game_timers_are_scaled_by_game_time_scale_and_counts_are_not() -> None:
    settings = SPEC.settings({}, time_scale=0.1)
    assert settings.round_seconds == pytest.approx(3.0)
    assert settings.answer_grace == pytest.approx(0.2)
    assert settings.rounds == QuickSettings().rounds


def test_chat_overrides_apply_and_survive_a_json_round_trip() -> None:
    settings = SPEC.settings({"rounds": 3, "round_seconds": 60}, time_scale=0.5)
    assert (settings.rounds, settings.round_seconds) == (3, 30.0)
    assert SPEC.settings_from_json(SPEC.settings_to_json(settings)) == settings


def test_a_game_registers_once_and_the_menu_lists_the_five_games_first() -> None:
    registry = Registry(SPEC)
    with pytest.raises(ValueError, match="twice"):
        registry.register(SPEC)
    registry.register(PRIVATE_SPEC)
    assert registry.menu() == [*KNOWN_GAMES, "testgame", "testprivate"]
    assert registry.get("dobble") is None and "testgame" in registry


def test_the_test_game_is_not_offered_by_the_real_bot() -> None:
    assert "testgame" not in default_registry()
    assert SPEC.command == "start_testgame" and SPEC.title_key == "game-testgame"
