"""The storage contract (bot/storage/contract.py), the same tests on each engine: SQLite always,
PostgreSQL on a throwaway server (tests/pg_cluster.py; skipped with the reason when there is none)."""

from __future__ import annotations

import asyncio
import json
from collections.abc import AsyncIterator

import pytest

from bot.storage import (
    ChatRecord,
    GameStatus,
    PollRecord,
    Repository,
    Results,
    StorageError,
    open_repository,
)
from bot.storage.contract import TABLES
from bot.storage.records import ChatSettings, GameSettings
from bot.storage.sqlite.migrations import SCHEMA_VERSION
from engines.core import Player

pytestmark = pytest.mark.both_engines

ANN, BOB = Player(1, "Аня"), Player(2, "Боб")
BIG_CHAT = -1002345678901  # a supergroup's id: past 32 bits
BIG_USER = 7_123_456_789


@pytest.fixture
async def repo(database_url: str) -> AsyncIterator[Repository]:
    opened = await open_repository(database_url)
    yield opened
    await opened.close()


async def running_game(repo: Repository, *, chat_id: int = BIG_CHAT) -> int:
    game = await repo.create_game(kind="testgame", chat_id=chat_id, thread_id=0, creator=ANN,
                                  settings=GameSettings(locale="ru"), seed=2**61 + 7, now=10.0)
    await repo.start_game(game.id, [ANN, BOB], {"v": 0, "zebra": 1, "apple": 2}, {"round": 70.0}, 11.0,
                          content={"words": ["кот"]}, settings=GameSettings(locale="ru"))
    return game.id


async def test_the_schema_is_at_this_bots_version_and_opening_again_migrates_nothing(
        database_url: str) -> None:
    repo = await open_repository(database_url)
    assert await repo.schema_version() == SCHEMA_VERSION
    await repo.close()
    again = await open_repository(database_url)
    assert await again.schema_version() == SCHEMA_VERSION
    await again.close()


async def test_two_processes_starting_at_once_migrate_once(database_url: str) -> None:
    """Issue 23: migrations run under a lock (an advisory lock on PostgreSQL, the write lock on
    SQLite): two openings racing on a new database both end at this version, nothing applied twice."""
    first, second = await asyncio.gather(open_repository(database_url), open_repository(database_url))
    assert await first.schema_version() == await second.schema_version() == SCHEMA_VERSION
    await first.close()
    await second.close()


async def test_chats_keep_their_locale_and_settings(repo: Repository) -> None:
    assert await repo.chat(BIG_CHAT) == ChatRecord(BIG_CHAT, None, ChatSettings())
    await repo.save_chat(ChatRecord(BIG_CHAT, "en", ChatSettings(games={"x": {"rounds": 3}})), 1.0)
    await repo.save_chat(ChatRecord(BIG_CHAT, "ru", ChatSettings(games={"x": {"rounds": 4}})), 2.0)
    assert await repo.chat(BIG_CHAT) == ChatRecord(BIG_CHAT, "ru", ChatSettings(games={"x": {"rounds": 4}}))


async def test_a_game_keeps_64_bit_ids_and_its_states_key_order(repo: Repository) -> None:
    game_id = await running_game(repo)
    record = await repo.game(game_id)
    assert record is not None and record.chat_id == BIG_CHAT and record.seed == 2**61 + 7
    assert record.status is GameStatus.RUNNING and record.players == [ANN, BOB]
    assert record.state is not None and list(record.state) == ["v", "zebra", "apple"]
    assert record.content_digest is not None
    assert await repo.content(record.content_digest) == {"words": ["кот"]}
    assert [t.key for t in await repo.timers()] == ["round"]
    assert [g.id for g in await repo.live_games()] == [game_id]
    assert [g.id for g in await repo.games(chat_id=BIG_CHAT, status="running")] == [game_id]
    assert await repo.games(chat_id=BIG_CHAT, status="finished") == []


async def test_a_command_commits_its_journal_row_timers_update_outbox_and_results_together(
        repo: Repository) -> None:
    game_id = await running_game(repo)
    await repo.inbox_add([(900, json.dumps({"update_id": 900}))], 12.0)
    await repo.add_poll(PollRecord("poll-1", BIG_CHAT, game_id, "vote-1", 44, True))
    batch = await repo.record_command(
        game_id, version=1, command={"type": "finish"}, state={"v": 1}, status=GameStatus.FINISHED,
        timers={}, now=13.0, update_id=900, outbox=[{"kind": "SendText", "text": "🏁"}],
        results=Results(BIG_CHAT, "testgame", ((ANN, 5, True), (Player(BIG_USER, "Вика"), 2, False))))
    assert batch is not None
    assert await repo.journal(game_id) == [(1, {"type": "finish"}, 13.0)]
    assert await repo.timers() == [] and await repo.open_polls() == []
    assert await repo.inbox_unfinished() == []
    assert await repo.outbox_pending() == [(batch, game_id, [{"index": 0, "action": {"kind": "SendText",
                                                                                      "text": "🏁"}}])]
    board = [(r.user_id, r.wins, r.points) for r in await repo.leaderboard(BIG_CHAT)]
    assert board == [(ANN.id, 1, 5), (BIG_USER, 0, 2)]
    kind = [(r.name, r.points) for r in await repo.kind_leaderboard(BIG_CHAT, "testgame", lowest_first=True)]
    assert kind == [("Вика", 2), ("Аня", 5)]


async def test_a_command_against_a_stale_version_is_refused_and_leaves_nothing(repo: Repository) -> None:
    game_id = await running_game(repo)
    await repo.record_command(game_id, version=1, command={"type": "tick"}, state={"v": 1},
                              status=GameStatus.RUNNING, timers={"t": 5.0}, now=1.0)
    with pytest.raises(Exception, match=r"version|UNIQUE|duplicate"):
        await repo.record_command(game_id, version=1, command={"type": "tick"}, state={"v": 9},
                                  status=GameStatus.RUNNING, timers={}, now=2.0,
                                  outbox=[{"kind": "SendText", "text": "x"}])
    stored = await repo.game(game_id)
    assert stored is not None and stored.state == {"v": 1}
    assert len(await repo.journal(game_id)) == 1
    assert [t.key for t in await repo.timers()] == ["t"] and await repo.outbox_pending() == []


async def test_snapshots_and_the_journal_after_them(repo: Repository) -> None:
    game_id = await running_game(repo)
    for version in (1, 2, 3):
        await repo.record_command(game_id, version=version, command={"n": version},
                                  state={"v": version} if version == 2 else None,
                                  status=GameStatus.RUNNING, timers={}, now=float(version))
    record = await repo.game(game_id)
    assert record is not None and record.version == 3 and record.state_version == 2
    assert record.state == {"v": 2}
    assert [seq for seq, _, _ in await repo.journal(game_id, after=record.state_version)] == [3]


async def test_the_outbox_remembers_what_was_said_and_sets_aside_what_cannot_be_read(
        repo: Repository) -> None:
    game_id = await running_game(repo)
    batch = await repo.set_status(game_id, GameStatus.STOPPED, 5.0,
                                  outbox=[{"k": 0}, {"k": 1}, {"k": 2}])
    assert batch is not None
    await repo.outbox_said(batch, 0)
    await repo.outbox_said(batch, 2)
    assert await repo.outbox_pending() == [(batch, game_id, [{"index": 1, "action": {"k": 1}}])]
    await repo.outbox_set_aside(batch, "unknown kind", 6.0)
    assert await repo.outbox_pending() == []
    [letter] = await repo.dead_letters(game_id)
    assert letter["batch"] == batch and letter["said"] == [0, 2] and letter["reason"] == "unknown kind"
    other = await repo.set_status(game_id, GameStatus.STOPPED, 7.0, outbox=[{"k": 9}])
    assert other is not None and other > batch
    await repo.outbox_done(other)
    assert await repo.outbox_pending() == []


async def test_the_inbox_keeps_updates_until_handled_and_knows_the_next_offset(repo: Repository) -> None:
    assert await repo.inbox_next_offset() is None
    await repo.inbox_add([(5, '{"a":"\\u0000 нуль"}'), (6, "{}")], 1.0)
    await repo.inbox_add([(5, "{}")], 2.0)  # a repeat is ignored
    assert await repo.inbox_unfinished() == [(5, '{"a":"\\u0000 нуль"}'), (6, "{}")]
    await repo.inbox_done([5])
    assert await repo.inbox_unfinished() == [(6, "{}")]
    assert await repo.inbox_next_offset() == 7
    await repo.inbox_add([(u, "{}") for u in range(7, 20)], 3.0)
    await repo.inbox_done(range(6, 20))
    await repo.inbox_forget(keep=3)
    assert await repo.inbox_next_offset() == 20
    assert await repo.table_count("inbox") == 4  # the newest and the three before it


async def test_pictures_polls_timers_and_messages(repo: Repository) -> None:
    game_id = await running_game(repo)
    assert await repo.picture_file_id("d1") is None
    await repo.save_picture("d1", "file-1")
    await repo.save_picture("d1", "file-2")
    assert await repo.picture_file_id("d1") == "file-2"
    await repo.add_poll(PollRecord("p", BIG_CHAT, game_id, "v", 3, True))
    await repo.close_poll("p")
    assert await repo.open_polls() == []
    await repo.set_timer(game_id, "round", None)
    await repo.set_timer(game_id, "nudge", 99.5)
    assert [(t.key, t.due) for t in await repo.timers()] == [("nudge", 99.5)]
    await repo.save_messages(game_id, {"table": 123})
    await repo.save_game_settings(game_id, GameSettings(locale="en", private_secrets=(7,)))
    await repo.save_lobby(game_id, [BOB, ANN], 20.0, creator_id=BOB.id)
    record = await repo.game(game_id)
    assert record is not None and record.messages == {"table": 123}
    assert record.settings == GameSettings(locale="en", private_secrets=(7,))
    assert record.players == [BOB, ANN] and record.creator_id == BOB.id


async def test_migrating_a_chat_moves_its_settings_games_polls_and_stats(repo: Repository) -> None:
    old, new = -100, -1001000000100
    await repo.save_chat(ChatRecord(old, "en", ChatSettings(games={"testgame": {"rounds": 3}})), 0.0)
    game = await repo.create_game(kind="testgame", chat_id=old, thread_id=0, creator=ANN,
                                  settings=GameSettings(), seed=1, now=0.0)
    await repo.add_poll(PollRecord("p1", old, game.id, "fair-1", 5, True))
    await repo.add_results(old, [(ANN, 3, True), (BOB, 1, False)], kind="testgame")
    await repo.add_results(new, [(ANN, 1, False)], kind="testgame")  # the new chat already played
    await repo.move_chat(old, new, 1.0)
    assert (await repo.chat(new)).settings == ChatSettings(games={"testgame": {"rounds": 3}})
    assert [g.id for g in await repo.games(chat_id=new)] == [game.id]
    assert [p.chat_id for p in await repo.open_polls()] == [new]
    board = [(r.name, r.games, r.wins, r.points) for r in await repo.leaderboard(new)]
    assert board == [("Аня", 2, 1, 4), ("Боб", 1, 0, 1)]
    assert await repo.leaderboard(old) == [] and await repo.kind_leaderboard(old, "testgame") == []


async def test_every_table_reads_back_what_insert_rows_wrote(repo: Repository) -> None:
    """What `arbiter db copy` relies on: rows read by `table_rows` written by `insert_rows` (here
    into the same engine after emptying it) come back equal."""
    game_id = await running_game(repo)
    await repo.record_command(game_id, version=1, command={"n": 1}, state=None, status=GameStatus.RUNNING,
                              timers={"t": 1.5}, now=1.0, outbox=[{"k": 1}])
    await repo.inbox_add([(1, "{}")], 1.0)
    await repo.add_poll(PollRecord("p", BIG_CHAT, game_id, "v", 3, True))
    before = {table: await repo.table_rows(table, after=0, limit=100) for table in TABLES}
    await repo.clear_tables()
    assert all([await repo.table_count(table) == 0 for table in TABLES])
    for table, rows in before.items():
        await repo.insert_rows(table, rows)
    await repo.finish_copy()
    assert {table: await repo.table_rows(table, after=0, limit=100) for table in TABLES} == before
    newer = await repo.create_game(kind="testgame", chat_id=1, thread_id=0, creator=ANN,
                                   settings=GameSettings(), seed=1, now=2.0)
    assert newer.id > game_id  # the id sequence moved past the copied ids


async def test_a_database_newer_than_the_bot_is_refused(database_url: str, database_engine: str) -> None:
    repo = await open_repository(database_url)
    await repo.close()
    bump = ("PRAGMA user_version = 99" if database_engine == "sqlite"
            else "UPDATE arbiter_schema SET version = 99")
    await raw(database_url, bump)
    with pytest.raises(StorageError, match=r"newer than this bot"):
        await open_repository(database_url)


async def raw(database_url: str, statement: str) -> None:
    if database_url.startswith("sqlite"):
        import sqlite3

        with sqlite3.connect(database_url.removeprefix("sqlite:///")) as db:
            db.execute(statement)
        return
    import asyncpg

    connection = await asyncpg.connect(database_url)
    try:
        await connection.execute(statement)
    finally:
        await connection.close()


async def test_writes_to_one_game_land_in_the_order_they_were_called(repo: Repository) -> None:
    """Issue 23: the bot fires some writes without waiting (a status message's id, saved once it is
    posted). On SQLite's one thread they land in call order; on PostgreSQL's pool of connections a
    later write could land first and be overwritten by an earlier one (a restart then posted a
    second Скаттергорис sheet). The last call must win on each engine."""
    game_id = await running_game(repo)
    await asyncio.gather(*[asyncio.create_task(repo.save_messages(game_id, {"sheet": n})) for n in range(40)])
    record = await repo.game(game_id)
    assert record is not None and record.messages == {"sheet": 39}


async def test_saves_of_several_games_made_together_each_keep_their_own_last(repo: Repository) -> None:
    """Issue 24: on PostgreSQL the saves that arrive together share one statement; each game keeps
    its own newest ids, whatever the others saved beside it."""
    games = [await running_game(repo, chat_id=BIG_CHAT - i) for i in range(3)]
    saves = [repo.save_messages(game, {"table": 100 * game + n}) for n in range(10) for game in games]
    await asyncio.gather(*[asyncio.create_task(save) for save in saves])
    for game in games:
        record = await repo.game(game)
        assert record is not None and record.messages == {"table": 100 * game + 9}
