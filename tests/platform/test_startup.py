"""On start: getMe, setMyCommands for ru and en in both scopes, a privacy-mode warning (issue 3)."""

from __future__ import annotations

import logging

import pytest

from tests.platform.harness import Harness


async def test_start_sets_commands_for_both_languages_and_scopes(harness: Harness) -> None:
    await harness.boot()
    calls = [c for c in harness.tg.calls if c["method"] == "setMyCommands"]
    seen = {(c["params"]["language_code"], str(c["params"]["scope"])) for c in calls}
    assert len(seen) == 4 and all(c["ok"] for c in calls)
    assert {lang for lang, _ in seen} == {"ru", "en"}
    assert any(c["method"] == "getMe" for c in harness.tg.calls)


async def test_privacy_mode_on_is_logged_as_a_warning(
    harness: Harness, caplog: pytest.LogCaptureFixture
) -> None:
    with caplog.at_level(logging.WARNING, logger="bot.app"):
        await harness.boot()
    assert any("privacy mode is on" in r.getMessage() for r in caplog.records)


async def test_privacy_mode_off_is_not_warned_about(
    harness: Harness, caplog: pytest.LogCaptureFixture
) -> None:
    harness.tg.privacy_mode = False
    with caplog.at_level(logging.WARNING, logger="bot.app"):
        await harness.boot()
    assert not any("privacy mode is on" in r.getMessage() for r in caplog.records)


async def test_a_forum_topic_holds_its_own_game(harness: Harness) -> None:
    harness.tg.privacy_mode = False
    app = await harness.boot()
    ann, bob = harness.tg.users("Аня", "Боб")
    forum = harness.tg.supergroup("Клуб", ann, bob, is_forum=True)
    one = (await app.bot.create_forum_topic(forum.id, "Один")).message_thread_id
    two = (await app.bot.create_forum_topic(forum.id, "Два")).message_thread_id
    await ann.says(forum, "/start_testgame", thread_id=one)
    await bob.says(forum, "/start_testgame", thread_id=two)
    assert set(app.live.by_key) == {(forum.id, one), (forum.id, two)}
    lobbies = [m for m in forum.bot_messages() if (m.text or "").startswith("Собираемся")]
    assert sorted(m.message_thread_id or 0 for m in lobbies) == sorted([one, two])
