"""Chats that change or go away; players who cannot be reached (issue 3, recovery section)."""

from __future__ import annotations

from bot.storage import GameStatus
from tests.platform.harness import Harness, game_in_group, play, question, texts


async def test_kicked_from_a_group_the_game_is_closed_and_kept(harness: Harness) -> None:
    app, group, (_ann, bob), session = await game_in_group(harness, "Аня", "Боб")
    await bob.says(group, "кот")
    await group.kick_bot()
    assert (group.id, 0) not in app.live.by_key
    record = await app.repo.game(session.id)
    assert record is not None and record.status is GameStatus.CLOSED
    assert len(await app.repo.journal(session.id)) == 2  # kept: the state and journal stay
    await harness.tg.advance(60)  # its timer was cancelled: nothing more is attempted
    assert not harness.tg.handler_errors


async def test_migrated_group_the_game_settings_and_stats_move_and_the_game_goes_on(harness: Harness) -> None:
    harness.tg.privacy_mode = False
    app = await harness.boot()
    ann, bob = harness.tg.users("Аня", "Боб")
    group = harness.tg.group("Игротека", ann, bob)
    await group.set_member(ann, "creator")
    await ann.says(group, "/lang en")
    session = await play(harness, group, ann, bob, join="Join", start="Start")
    super_group = await group.migrate()
    assert session.chat_id == super_group.id
    assert app.live.by_key[(super_group.id, 0)] is session
    await bob.says(super_group, "cat")
    await harness.tg.advance(40)
    assert "Round 1: Боб was first (“cat”)." in texts(super_group)
    assert (await app.repo.chat(super_group.id)).locale == "en"
    record = await app.repo.game(session.id)
    assert record is not None and record.chat_id == super_group.id


async def test_a_blocked_player_fails_softly_and_the_group_is_told_once(harness: Harness) -> None:
    app = await harness.boot()
    ann, bob = harness.tg.users("Аня", "Боб")
    ann.start_bot()
    bob.start_bot()
    group = harness.tg.group("Игротека", ann, bob)
    session = await play(harness, group, ann, bob, command="/start_testprivate")
    assert texts(bob.private)[-1].startswith("Вопрос 1:")
    await bob.block_bot()
    await ann.says(ann.private, "кит")
    await ann.presses(question(group), "Закончить раунд")  # round 2 prompts everybody again
    await ann.presses(question(group, 2), "Закончить раунд")
    # The engine is told (`Unreachable`) and decides what the group hears: once.
    told = [t for t in texts(group) if t.startswith("Боб пока не получает личные сообщения бота")]
    assert len(told) == 1
    assert session.status is GameStatus.FINISHED
    assert not harness.tg.handler_errors
    assert app.live.by_id == {}


async def test_a_write_refused_because_the_bot_was_kicked_closes_the_game(harness: Harness) -> None:
    app, group, (_ann, _bob), session = await game_in_group(harness, "Аня", "Боб")
    await app.changes.on_chat_gone(group.id, "kicked", None)  # the outbox's hook after a 403
    record = await app.repo.game(session.id)
    assert record is not None and record.status is GameStatus.CLOSED
    assert app.live.by_id == {}


async def test_making_the_bot_an_admin_removes_the_privacy_warning(harness: Harness) -> None:
    app = await harness.boot()
    (ann,) = harness.tg.users("Аня")
    group = harness.tg.group("Игротека", ann)
    await group.set_member(app.driver.me.id, "administrator")  # type: ignore[union-attr]
    await ann.says(group, "/start_testgame")
    assert "не вижу" not in texts(group)[-1]
