"""State, journal, replay and recovery (issue 3, "State, persistence, recovery")."""

from __future__ import annotations

import pytest

from bot.services.driver import SNAPSHOT_EVERY
from bot.services.replay import caught_up
from bot.storage import GameStatus
from tests.platform.harness import Harness, game_in_group, question, texts

pytestmark = pytest.mark.both_engines  # restarts and replays, on each storage engine


async def test_replaying_the_journal_from_the_seed_gives_the_state_the_game_is_in(harness: Harness) -> None:
    app, group, (ann, bob, cat), session = await game_in_group(harness, "Аня", "Боб", "Кира")
    q = question(group)
    await cat.says(group, "пёс", date=int(q.date.timestamp()) + 2)
    await bob.says(group, "кот", date=int(q.date.timestamp()) + 1)
    await harness.tg.advance(40)
    await ann.says(group, "кит")
    record = await app.repo.game(session.id)
    assert record is not None and record.version == len(await app.repo.journal(session.id)) == 6
    assert session.engine is not None and record.content_digest is not None
    assert await app.replay(session.id) == session.engine.to_json()
    # So does the stored snapshot with the journal rows after it.
    content = await app.repo.content(record.content_digest)
    engine, since = await caught_up(app.repo, session.spec, record, content)
    assert engine.to_json() == session.engine.to_json()
    assert len(since) == record.version - record.state_version


async def test_a_command_writes_its_journal_row_and_the_state_only_every_few_commands(
        harness: Harness) -> None:
    """The journal is the truth: the whole state is written every `snapshot_every` commands and at
    the end, not with every command (a turn of many answers made every command write kilobytes)."""
    app, group, (_ann, bob), session = await game_in_group(harness, "Аня", "Боб")
    assert app.driver.snapshot_every == SNAPSHOT_EVERY > 1
    every = app.driver.snapshot_every = 3  # the test game is too short for the real figure
    first = await app.repo.game(session.id)
    assert first is not None and first.state_version == 0
    snapshots = []
    for n in range(20):
        await bob.says(group, "кот")  # accepted or refused: only an accepted one is journalled
        await harness.tg.advance(40)  # the round ends: a Tick is journalled
        record = await app.repo.game(session.id)
        assert record is not None
        if record.status is not GameStatus.RUNNING:
            break
        snapshots.append((record.version, record.state_version))
        assert record.version - record.state_version < every, n
        if record.state_version != record.version:
            assert record.state != session.engine.to_json()  # type: ignore[union-attr]
    assert any(at > 0 for _, at in snapshots) and all(at % every == 0 for _, at in snapshots)
    assert any(version > at for version, at in snapshots)  # commands that wrote no state
    final = await app.repo.game(session.id)
    assert final is not None and final.status is GameStatus.FINISHED
    assert final.state_version == final.version  # the end is written whole
    assert await app.replay(session.id) == final.state


async def test_a_restart_between_snapshots_replays_the_commands_after_the_last_one(harness: Harness) -> None:
    app, group, (_ann, bob), session = await game_in_group(harness, "Аня", "Боб")
    await bob.says(group, "кот")
    await harness.tg.advance(40)
    await bob.says(group, "пёс")
    record = await app.repo.game(session.id)
    assert record is not None and record.version > record.state_version  # not written whole since
    before = session.engine.to_json()  # type: ignore[union-attr]
    await harness.shutdown()
    app = await harness.boot()
    revived = app.live.by_key[(group.id, 0)]
    assert revived.engine is not None and revived.engine.to_json() == before
    assert len(revived.since_snapshot) == record.version - record.state_version


async def test_every_accepted_command_is_journalled_and_refusals_are_not(harness: Harness) -> None:
    app, group, (_ann, bob), session = await game_in_group(harness, "Аня", "Боб")
    await bob.says(group, "кот")
    await bob.says(group, "ещё кот")  # refused: one answer per round
    journal = await app.repo.journal(session.id)
    assert [c["type"] for _, c, _ in journal] == ["posted", "say"]
    assert journal[1][1]["text"] == "кот"


async def test_restart_mid_game_the_game_and_its_timer_go_on(harness: Harness) -> None:
    app, group, (_ann, bob), session = await game_in_group(harness, "Аня", "Боб")
    await bob.says(group, "кот")
    await harness.tg.advance(10)
    await harness.shutdown()  # as on SIGTERM: the database is closed cleanly

    app = await harness.boot()  # same database
    revived = app.live.by_key[(group.id, 0)]
    assert revived.id == session.id and revived.engine is not None
    assert revived.engine.to_json() == session.engine.to_json()  # type: ignore[union-attr]
    await harness.tg.advance(25)  # the stored deadline (30 s + 2 s grace) passes
    assert "Раунд 1: первым был Боб («кот»)." in texts(group)
    assert any(t.startswith("Вопрос 2:") for t in texts(group))


async def test_a_timer_already_due_at_restart_fires_at_once(harness: Harness) -> None:
    _, group, (_ann, bob), _ = await game_in_group(harness, "Аня", "Боб")
    await bob.says(group, "кот")
    await harness.shutdown()
    await harness.clock.advance(100)  # the bot was down while the deadline passed
    await harness.boot()
    assert "Раунд 1: первым был Боб («кот»)." in texts(group)


async def test_an_open_lobby_survives_a_restart_and_is_edited_in_place(harness: Harness) -> None:
    await harness.boot()
    ann, bob = harness.tg.users("Аня", "Боб")
    group = harness.tg.group("Игротека", ann, bob)
    await ann.says(group, "/start_testgame")
    lobby = group.last_bot_message()
    await harness.shutdown()
    app = await harness.boot()
    await bob.presses(group.message(lobby.message_id), "Играю")
    assert "• Боб" in (group.message(lobby.message_id).text or "")
    await ann.presses(group.message(lobby.message_id), "Начать")
    assert app.live.by_key[(group.id, 0)].status is GameStatus.RUNNING


async def test_a_command_is_committed_before_its_result_is_announced(harness: Harness) -> None:
    app, group, (_ann, bob), _ = await game_in_group(harness, "Аня", "Боб")
    log: list[str] = []
    record, show = app.repo.record_command, app.outbox.show

    async def recording(*args: object, **kwargs: object) -> None:
        log.append("commit")
        await record(*args, **kwargs)  # type: ignore[arg-type]

    def showing(*args: object, **kwargs: object) -> object:
        log.append("announce")
        return show(*args, **kwargs)  # type: ignore[arg-type]

    app.repo.record_command = recording  # type: ignore[method-assign]
    app.outbox.show = showing  # type: ignore[method-assign,assignment]
    await bob.says(group, "кот")  # accepted: the answers counter (a status message) is announced
    assert log == ["commit", "announce"]
