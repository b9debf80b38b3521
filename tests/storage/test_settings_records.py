"""A game's and a chat's settings are typed, frozen records written through `serial` (issue 27,
item 4): what older bots stored still reads, with today's defaults for what they did not write."""

from __future__ import annotations

import dataclasses

import pytest
from hypothesis import given
from hypothesis import strategies as st

from bot.storage.records import ChatSettings, GameSettings

names = st.text(min_size=1, max_size=8)
values = st.one_of(st.integers(), st.booleans(), st.text(max_size=8), st.none())


@given(st.builds(
    GameSettings,
    locale=st.sampled_from(["ru", "en"]),
    options=st.dictionaries(names, values, max_size=4),
    join=st.text(max_size=12),
    chat_title=st.text(max_size=20),
    secrets=st.sampled_from(["group", "private"]),
    private_secrets=st.lists(st.integers(1, 10**10), max_size=3).map(tuple),
    memory=st.dictionaries(names, st.lists(st.integers() | st.text(max_size=4), max_size=3), max_size=2),
    message_id_offset=st.integers(0, 10**6),
))
def test_a_games_settings_come_back_as_they_were_saved(settings: GameSettings) -> None:
    assert GameSettings.from_json(settings.to_json()) == settings


def test_a_game_stored_before_secrets_could_stay_in_the_group_keeps_them_private() -> None:
    """The first lobbies stored only a locale and the options; secrets went to the private chat."""
    old = GameSettings.from_json({"locale": "en", "options": {"rounds": 3}})
    assert old == GameSettings(locale="en", options={"rounds": 3}, secrets="private")
    assert GameSettings.from_json({}).locale == "ru"


def test_a_key_no_bot_writes_any_more_is_dropped_not_fatal() -> None:
    assert GameSettings.from_json({"locale": "ru", "legacy_flag": True}) == GameSettings()


def test_a_wrong_value_is_refused_when_read() -> None:
    with pytest.raises(ValueError):
        GameSettings.from_json({"secrets": "everywhere"})


def test_settings_are_frozen() -> None:
    with pytest.raises(dataclasses.FrozenInstanceError):
        GameSettings().locale = "en"  # type: ignore[misc]


def test_a_chats_settings_round_trip_and_default_to_nothing_chosen() -> None:
    chosen = ChatSettings(games={"dobble": {"target": 20}}, memory={"skattergoris": {"recent": [1, "b"]}})
    assert ChatSettings.from_json(chosen.to_json()) == chosen
    assert ChatSettings.from_json({}) == ChatSettings(games={}, memory={})
