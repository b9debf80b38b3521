"""The PostgreSQL pool hands a connection back without asyncpg's reset query (issue 24: two workers
on one machine must not spend a round trip and four statements on every repository call)."""

from __future__ import annotations

import asyncpg

from bot.storage.postgres.connection import PgStore
from tests.pg_cluster import Cluster


async def test_a_released_connection_ran_our_statement_last_not_a_reset(pg_cluster: Cluster) -> None:
    dsn = await pg_cluster.fresh_database()
    store = await PgStore.open(dsn)
    watcher = await asyncpg.connect(dsn)
    try:
        mark = "SELECT 4172 AS arbiter_pool_probe"
        assert await store._fetchval(mark) == 4172
        rows = await watcher.fetch(
            "SELECT query FROM pg_stat_activity WHERE datname = current_database() "
            "AND pid <> pg_backend_pid() AND backend_type = 'client backend'")
        last = [row["query"] for row in rows]
        assert mark in last, last  # the default reset would show «… RESET ALL;» as the last statement
        assert not any("RESET ALL" in query or "UNLISTEN" in query for query in last), last
    finally:
        await watcher.close()
        await store.close()
