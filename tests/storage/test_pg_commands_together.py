"""Commands of different games that meet on their way to PostgreSQL share one statement (issue 24:
on a small machine every round trip the workers save is room for the other worker), and each game
still gets its own answer: saved with all its parts, refused for a stale version, or failed alone."""

from __future__ import annotations

import asyncio
import json
from collections.abc import AsyncIterator

import asyncpg
import pytest

from bot.storage import GameStatus, open_repository
from bot.storage.postgres.commands import CommandWrite
from bot.storage.postgres.repository import PostgresRepository
from bot.storage.records import GameSettings, PollRecord
from engines.core import Player
from tests.pg_cluster import Cluster

ANN, BOB = Player(1, "Аня"), Player(2, "Боб")
CHATS = [-1001000000001 - n for n in range(6)]


@pytest.fixture
async def dsn(pg_cluster: Cluster) -> str:
    return await pg_cluster.fresh_database()


@pytest.fixture
async def repo(dsn: str) -> AsyncIterator[PostgresRepository]:
    opened = await open_repository(dsn)
    assert isinstance(opened, PostgresRepository)
    yield opened
    await opened.close()


async def running_game(repo: PostgresRepository, chat_id: int) -> int:
    game = await repo.create_game(kind="testgame", chat_id=chat_id, thread_id=0, creator=ANN,
                                  settings=GameSettings(locale="ru"), seed=7, now=10.0)
    await repo.start_game(game.id, [ANN, BOB], {"v": 0}, {"old": 50.0}, 11.0, content={"words": []},
                          settings=GameSettings(locale="ru"))
    return game.id


async def test_commands_of_several_games_share_statements_and_each_is_saved_whole(
        repo: PostgresRepository) -> None:
    games = [await running_game(repo, chat) for chat in CHATS]
    await repo.inbox_add([(100 + n, json.dumps({"update_id": 100 + n})) for n in range(len(games))], 11.5)
    last = games[-1]
    await repo.add_poll(PollRecord("poll-last", CHATS[-1], last, "vote-1", 44, True))
    before = repo._commands.statements

    async def command(n: int, game_id: int) -> int | None:
        return await repo.record_command(
            game_id, version=1, command={"type": "answer", "n": n},
            state={"v": n} if n % 2 else None,
            status=GameStatus.FINISHED if game_id == last else GameStatus.RUNNING,
            timers={"tick": 60.0 + n} if game_id != last else {}, now=12.0 + n, update_id=100 + n,
            outbox=[{"kind": "SendText", "text": f"ответ {n}"}] if n != 2 else ())

    batches = await asyncio.gather(*(command(n, game_id) for n, game_id in enumerate(games)))

    assert repo._commands.statements - before < len(games)  # they met on the way: fewer statements
    pending = {game_id: (batch_id, [a["action"]["text"] for a in actions])
               for batch_id, game_id, actions in await repo.outbox_pending()}
    timers = {(t.game_id, t.key): t.due for t in await repo.timers()}
    for n, (game_id, batch) in enumerate(zip(games, batches, strict=True)):
        assert await repo.journal(game_id) == [(1, {"type": "answer", "n": n}, 12.0 + n)]
        record = await repo.game(game_id)
        assert record is not None and record.version == 1
        assert record.state == ({"v": n} if n % 2 else {"v": 0})
        assert record.state_version == (1 if n % 2 else 0)
        if n == 2:
            assert batch is None and game_id not in pending
        else:
            assert pending[game_id] == (batch, [f"ответ {n}"])
        if game_id == last:
            assert record.status is GameStatus.FINISHED
            assert not any(g == last for g, _ in timers)
        else:
            assert timers == timers | {(game_id, "tick"): 60.0 + n}  # its timer set, "old" replaced
            assert (game_id, "old") not in timers
    assert await repo.inbox_unfinished() == []
    assert await repo.open_polls() == []  # the finished game's vote closed with it


async def test_a_stale_version_is_refused_for_its_game_alone(repo: PostgresRepository) -> None:
    games = [await running_game(repo, chat) for chat in CHATS[:4]]
    stale = games[2]

    async def command(game_id: int) -> int | None:
        return await repo.record_command(
            game_id, version=5 if game_id == stale else 1, command={"type": "x"}, state=None,
            status=GameStatus.RUNNING, timers={}, now=12.0, outbox=[{"kind": "SendText", "text": "ок"}])

    outcomes = await asyncio.gather(*(command(g) for g in games), return_exceptions=True)

    assert isinstance(outcomes[2], RuntimeError) and "not the stored one" in str(outcomes[2])
    for game_id, outcome in zip(games, outcomes, strict=True):
        record = await repo.game(game_id)
        assert record is not None
        if game_id == stale:
            assert record.version == 0 and await repo.journal(game_id) == []
        else:
            assert isinstance(outcome, int) and record.version == 1
            assert len(await repo.journal(game_id)) == 1
    assert {game_id for _, game_id, _ in await repo.outbox_pending()} == set(games) - {stale}


async def test_a_statement_that_fails_for_one_game_is_tried_again_for_each_alone(
        repo: PostgresRepository, dsn: str) -> None:
    games = [await running_game(repo, chat) for chat in CHATS[:4]]
    broken = games[1]
    db = await asyncpg.connect(dsn)
    try:  # a journal row already at seq 1 while the game says version 0: its insert must fail
        await db.execute("INSERT INTO journal (game_id, seq, command, at) VALUES ($1, 1, '{}', 1)", broken)
    finally:
        await db.close()
    before = repo._commands.statements

    async def command(game_id: int) -> int | None:
        return await repo.record_command(game_id, version=1, command={"type": "x"}, state=None,
                                         status=GameStatus.RUNNING, timers={}, now=12.0)

    outcomes = await asyncio.gather(*(command(g) for g in games), return_exceptions=True)

    assert repo._commands.statements - before < len(games)  # it failed with others in its statement
    assert isinstance(outcomes[1], asyncpg.UniqueViolationError)
    for game_id, outcome in zip(games, outcomes, strict=True):
        record = await repo.game(game_id)
        assert record is not None
        if game_id != broken:
            assert outcome is None and record.version == 1
            assert await repo.journal(game_id) == [(1, {"type": "x"}, 12.0)]
        else:
            assert record.version == 0


async def test_a_game_met_twice_on_the_way_goes_in_two_statements_in_its_order(
        repo: PostgresRepository) -> None:
    game_id = await running_game(repo, CHATS[0])
    other = await running_game(repo, CHATS[1])

    def write(game: int, version: int) -> CommandWrite:
        return CommandWrite(game_id=game, version=version, command=json.dumps({"n": version}),
                            at=12.0 + version, status="running", live=True, state=None, update_id=None,
                            outbox=None, timers={})

    # A caller that gave up while waiting lets its game's next command in beside its own.
    writes = [write(game_id, 1), write(other, 1), write(game_id, 2)]
    await repo._record_commands(writes)

    assert [(w.error, w.answer is not None and w.answer["done"]) for w in writes] == [(None, True)] * 3
    assert await repo.journal(game_id) == [(1, {"n": 1}, 13.0), (2, {"n": 2}, 14.0)]
    record = await repo.game(game_id)
    assert record is not None and record.version == 2
