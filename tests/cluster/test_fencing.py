"""The fence (issue 24): once another worker owns a chat's shard, a worker that lost it — cut off or
frozen past its lease — can commit nothing for that chat: no command, no update marked handled, no
outbox batch marked said. Checked on the repository, without processes."""

from __future__ import annotations

from collections.abc import AsyncIterator

import asyncpg
import pytest

from bot.storage import GameStatus, open_repository
from bot.storage.postgres.cluster import PgCluster, RoutedUpdate
from bot.storage.postgres.repository import PostgresRepository
from bot.storage.records import GameSettings
from bot.storage.shards import Fenced, shard_of
from engines.core import Player
from tests.pg_cluster import Cluster

ANN, BOB = Player(1, "Аня"), Player(2, "Боб")
CHAT = -1002345678901


@pytest.fixture
async def dsn(pg_cluster: Cluster) -> str:
    return await pg_cluster.fresh_database()


@pytest.fixture
async def two(dsn: str) -> AsyncIterator[tuple[PostgresRepository, PostgresRepository]]:
    first, second = await open_repository(dsn), await open_repository(dsn)
    assert isinstance(first, PostgresRepository) and isinstance(second, PostgresRepository)
    first.fence, second.fence = "old-worker", "new-worker"
    yield first, second
    await first.close()
    await second.close()


async def owner(dsn: str, worker: str) -> None:
    db = await asyncpg.connect(dsn)
    try:
        await PgCluster.claim(db, [shard_of(CHAT)], worker)
    finally:
        await db.close()


async def running_game(repo: PostgresRepository) -> int:
    game = await repo.create_game(kind="testgame", chat_id=CHAT, thread_id=0, creator=ANN,
                                  settings=GameSettings(locale="ru"), seed=7, now=10.0)
    await repo.start_game(game.id, [ANN, BOB], {"v": 0}, {}, 11.0, content={"words": []},
                          settings=GameSettings(locale="ru"))
    return game.id


async def command(repo: PostgresRepository, game_id: int, version: int,
                  update_id: int | None = None) -> int | None:
    return await repo.record_command(game_id, version=version, command={"type": "x", "n": version},
                                     state=None, status=GameStatus.RUNNING, timers={}, now=12.0,
                                     update_id=update_id,
                                     outbox=[{"kind": "say", "n": version}])


async def test_a_worker_that_lost_the_shard_commits_nothing_and_the_new_owner_goes_on(
        dsn: str, two: tuple[PostgresRepository, PostgresRepository]) -> None:
    old, new = two
    game_id = await running_game(old)
    await owner(dsn, "old-worker")
    cluster = PgCluster(old)
    await cluster.receive([RoutedUpdate(500, '{"update_id": 500}', CHAT, shard_of(CHAT)),
                           RoutedUpdate(501, '{"update_id": 501}', CHAT, shard_of(CHAT))], 12.0)
    batch = await command(old, game_id, 1, update_id=500)
    assert batch is not None

    await owner(dsn, "new-worker")  # the old worker froze; the new one took the shard over
    with pytest.raises(Fenced):
        await command(old, game_id, 2, update_id=501)
    await old.inbox_done([501])
    await old.outbox_said(batch, 0)
    await old.outbox_done(batch)
    record = await new.game(game_id)
    assert record is not None and record.version == 1
    assert [seq for seq, _, _ in await new.journal(game_id)] == [1]
    assert [u for u, _, _ in await PgCluster(new).unfinished([shard_of(CHAT)])] == [501]  # still to handle
    assert [b for b, _, _ in await new.outbox_pending()] == [batch]  # still to say, by the new owner

    # The new owner picks up where the old one was cut off.
    assert await command(new, game_id, 2, update_id=501) is not None
    await new.outbox_done(batch)
    assert [seq for seq, _, _ in await new.journal(game_id)] == [1, 2]
    assert await PgCluster(new).unfinished([shard_of(CHAT)]) == []
    assert [b for b, _, _ in await new.outbox_pending()] != [batch]


async def test_without_a_fence_a_single_process_commits_as_before(dsn: str) -> None:
    repo = await open_repository(dsn)
    assert isinstance(repo, PostgresRepository) and repo.fence is None
    try:
        game_id = await running_game(repo)
        assert await command(repo, game_id, 1) is not None
        assert [seq for seq, _, _ in await repo.journal(game_id)] == [1]
    finally:
        await repo.close()
