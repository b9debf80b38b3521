"""Скаттергорис's spec: settings the chat chooses, strings in every language, buttons, content, secrets."""

from __future__ import annotations

import dataclasses
import json

import pytest
from skattergoris_views import ANN, BOB, PLAYERS, T0, translator, view

from bot.games.actions import audience
from bot.games.buttons import ANYONE
from bot.games.skattergoris import SPEC
from bot.games.skattergoris.buttons import PickButton
from bot.games.spec import ViewContext
from engines.core import RULES, PressedAt, duration_fields
from engines.skattergoris import (
    Challenge,
    Done,
    Reason,
    SheetShown,
    Skattergoris,
    SkattergorisContent,
    SkattergorisSettings,
)
from locales import LANGUAGES


@pytest.mark.parametrize("locale", LANGUAGES)
def test_every_refusal_reason_is_translated_in_every_locale(locale: str) -> None:
    assert SPEC.reasons == (Reason,)
    missing = [r.value for r in Reason if not translator().has(locale, f"skattergoris-refused-{r.value}")]
    assert missing == []


@pytest.mark.parametrize("locale", LANGUAGES)
def test_every_setting_the_chat_chooses_is_named_in_every_locale(locale: str) -> None:
    fields = {field.name for field in dataclasses.fields(SkattergorisSettings)}
    for name, values in SPEC.setting_choices.items():
        assert name in fields and values
        assert translator().has(locale, f"setting-skattergoris-{name}"), name
    assert translator().has(locale, "rules-skattergoris")


def test_the_chats_choices_and_the_time_scale_make_the_engines_settings() -> None:
    settings = SPEC.settings({"rounds": 2, "timer": 150, "hard_die": True, "bonus": True,
                              "challenge_time": 30, "review_time": 60, "no-such-option": 1})
    assert settings == SkattergorisSettings(rounds=2, timer=150, hard_die=True, bonus=True, challenge_time=30,
                                            review_time=60, rules=RULES)
    assert SPEC.settings({}) == SkattergorisSettings(rules=RULES)  # the box's defaults, today's rulings
    assert SPEC.settings({"rules": 1}).rules == RULES  # not a chat's choice
    fast = SPEC.settings({"timer": 180}, time_scale=0.1)
    assert (fast.timer, fast.challenge_time, fast.review_time, fast.answer_grace) == (18, 4.5, 9, 0.2)
    assert SPEC.durations() == duration_fields(SkattergorisSettings)
    # 60–300 s, with the box's marks
    assert set(SPEC.setting_choices["timer"]) == {180, 150, 120, 90, 60, 240, 300}


def test_the_engine_takes_a_timer_outside_the_chats_choices() -> None:
    game, _ = SPEC.start(list(PLAYERS.values())[:2], SPEC.settings({"timer": 1.8}), 1, T0,
                         content=SPEC.content("ru")[1], locale="ru", memory={})
    assert game.deadline() == T0 + 1.8 + 2


def test_content_is_kept_once_beside_the_state_and_handed_back() -> None:
    content, stored = SPEC.content("ru")
    assert isinstance(content, SkattergorisContent) and len(content.lists) >= 16
    game, _ = SPEC.start([ANN, BOB], SkattergorisSettings(), 7, T0, content=stored, locale="ru", memory={})
    state = json.loads(json.dumps(game.to_json()))
    restored = SPEC.restore(state, json.loads(json.dumps(stored)))
    assert isinstance(restored, Skattergoris) and restored.to_json() == game.to_json()
    assert restored.categories == game.categories


def test_a_language_without_lists_plays_the_russian_ones() -> None:
    assert SPEC.load_content("de") == SPEC.load_content("ru")
    assert SPEC.load_content("en-US") == SPEC.load_content("en") != SPEC.load_content("ru")


@pytest.mark.parametrize("command", [
    Done(player_id=5, round=3, phase="review"),
    Challenge(player_id=5, round=3, row=12, author=2**40),
])
def test_a_button_packs_short_and_is_its_engine_command(command: Done | Challenge) -> None:
    """issue 27 (item 6): the button carries the command itself; a press names the presser."""
    packed = SPEC.buttons.pack(dataclasses.replace(command, player_id=ANYONE), 2**40)
    assert len(packed.encode()) <= 64  # Telegram's callback_data limit
    tapped = SPEC.buttons.unpack(packed)
    assert tapped is not None and tapped.game == 2**40
    assert tapped.command(5, PressedAt()) == command


def test_the_picker_is_a_choice_only_button() -> None:
    tapped = SPEC.buttons.unpack(PickButton(game=9, round=1).pack())
    assert tapped is not None and tapped.does == PickButton(game=9, round=1)
    assert tapped.command(5, PressedAt()) is None


def test_a_sheet_is_presented_to_its_player_alone() -> None:
    _, events = SPEC.start([ANN, BOB], SkattergorisSettings(), 7, T0, content=SPEC.content("ru")[1],
                              locale="ru", memory={})
    ctx = ViewContext("ru", translator(), PLAYERS)
    sheets = [event for event in events if isinstance(event, SheetShown)]
    assert {event.audience for event in sheets} == {ANN.id, BOB.id}
    for event in sheets:  # presented on its own, as the platform does with a secret
        actions = SPEC.present([event], ctx, SkattergorisSettings(), look_ahead=events)
        assert actions and all(audience(action) == event.audience for action in actions)


def test_the_view_speaks_the_games_language() -> None:
    assert view("en").t("skat-done") == "Done" and view("ru").t("skat-done") == "Готово"
