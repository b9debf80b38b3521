"""What several workers share on PostgreSQL besides the games (see `bot/cluster/`): the routed inbox,
the lookups that route an update, the live workers and who owns which shard.

The statements that must die with a worker (its shard locks, its heartbeat) run on that worker's own
connection, passed in as `db`; the rest use the pool.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from bot.storage.postgres.repository import PostgresRepository
from bot.storage.shards import SHARDS, home_shard_sql

# pg_advisory_lock's first key for Arbiter's shard locks (the second is the shard) and the leader's.
SHARD_LOCKS = 0x4172_6269  # "Arbi"
LEADER_LOCKS = 0x7465_72  # "ter": second key 0 is the polling leader
POLLING_LEADER = 0
INBOX_CHANNEL = "arbiter_inbox"
# Advisory locks are the server's, one table for every database on it: ours are this database's.
THIS_DATABASE = "database = (SELECT oid FROM pg_database WHERE datname = current_database())"


@dataclass(frozen=True, slots=True)
class RoutedUpdate:
    update_id: int
    data: str
    chat_id: int | None  # the chat whose turn the update joins (None: no chat's)
    shard: int


@dataclass(frozen=True, slots=True)
class WorkerRow:
    id: str
    host: str
    pid: int
    backend_pid: int
    roles: str
    started_at: float
    heartbeat: float
    metrics_url: str | None
    shards: int
    handled: int
    inbox_lag: float
    outbox_depth: int
    alive: bool  # its connection to the server is still open


WORKER_COLUMNS = ("id, host, pid, backend_pid, roles, started_at, heartbeat, metrics_url, shards, handled, "
                  "inbox_lag, outbox_depth")


class PgCluster:
    def __init__(self, repo: PostgresRepository) -> None:
        self.repo = repo

    # -- the routed inbox --------------------------------------------------------------------------

    async def receive(self, updates: Sequence[RoutedUpdate], now: float,
                      moved: Mapping[int, int] | None = None) -> None:
        """Write `updates` (a repeat is ignored) and wake their shards' owners, in one statement (so
        one transaction and one round trip): the notification goes out with the commit, never before
        the rows are there. `moved`: new supergroup id -> the shard it keeps (its group's)."""
        moved = moved or {}
        await self.repo._execute_first(
            "WITH moved AS (INSERT INTO chat_shards (chat_id, shard) "
            "SELECT c, s FROM unnest($6::bigint[], $7::int[]) AS t(c, s) ON CONFLICT DO NOTHING), "
            "received AS (INSERT INTO inbox (update_id, data, received_at, chat_id, shard) "
            "SELECT u, d::json, $3, c, s FROM unnest($1::bigint[], $2::text[], $4::bigint[], $5::int[]) "
            "AS t(u, d, c, s) ON CONFLICT DO NOTHING) "
            "SELECT pg_notify($8, $9)",
            [u.update_id for u in updates], [u.data for u in updates], now,
            [u.chat_id for u in updates], [u.shard for u in updates], list(moved), list(moved.values()),
            INBOX_CHANNEL, ",".join(str(s) for s in sorted({u.shard for u in updates})))

    async def unfinished(self, shards: Sequence[int], *, after: int = 0, limit: int = 1000
                         ) -> list[tuple[int, int, str]]:
        """(update id, shard, data) of the unhandled rows of `shards` past `after`, in Telegram's order."""
        rows = await self.repo._fetch(
            "SELECT update_id, COALESCE(shard, 0), data FROM inbox WHERE NOT done "
            "AND COALESCE(shard, 0) = ANY($1::int[]) AND update_id > $2 ORDER BY update_id LIMIT $3",
            list(shards), after, limit)
        return [(int(u), int(s), str(d)) for u, s, d in rows]

    async def unfinished_ids(self, shards: Sequence[int]) -> list[int]:
        """The ids of the unhandled rows of `shards`, in Telegram's order."""
        rows = await self.repo._fetch(
            "SELECT update_id FROM inbox WHERE NOT done AND COALESCE(shard, 0) = ANY($1::int[]) "
            "ORDER BY update_id", list(shards))
        return [int(u) for (u,) in rows]

    async def rows(self, update_ids: Sequence[int]) -> list[tuple[int, int, str]]:
        """(update id, shard, data) of the rows `update_ids` not yet handled, in Telegram's order."""
        rows = await self.repo._fetch(
            "SELECT update_id, COALESCE(shard, 0), data FROM inbox WHERE update_id = ANY($1::bigint[]) "
            "AND NOT done ORDER BY update_id", list(update_ids))
        return [(int(u), int(s), str(d)) for u, s, d in rows]

    async def oldest_waiting(self, shards: Sequence[int]) -> float | None:
        """When the oldest unhandled row of `shards` was received (the inbox lag's start)."""
        value = await self.repo._fetchval(
            "SELECT MIN(received_at) FROM inbox WHERE NOT done AND COALESCE(shard, 0) = ANY($1::int[])",
            list(shards))
        return float(value) if value is not None else None

    async def depth(self) -> tuple[int, int]:
        """Unhandled inbox rows, and outbox batches not yet said (for `arbiter workers`)."""
        row = await self.repo._fetchrow(
            "SELECT (SELECT count(*) FROM inbox WHERE NOT done), (SELECT count(*) FROM outbox)")
        return int(row[0]), int(row[1])

    # -- routing lookups ---------------------------------------------------------------------------

    async def moved_chats(self) -> dict[int, int]:
        """Supergroups that were groups -> the shard they keep."""
        rows = await self.repo._fetch("SELECT chat_id, shard FROM chat_shards")
        return {int(c): int(s) for c, s in rows}

    async def game_chat(self, game_id: int) -> int | None:
        value = await self.repo._fetchval("SELECT chat_id FROM games WHERE id = $1", game_id)
        return int(value) if value is not None else None

    async def poll_chat(self, poll_id: str) -> int | None:
        value = await self.repo._fetchval("SELECT chat_id FROM polls WHERE poll_id = $1", poll_id)
        return int(value) if value is not None else None

    async def lobby_chat(self, join_token: str) -> int | None:
        value = await self.repo._fetchval(
            "SELECT chat_id FROM games WHERE status = 'lobby' AND settings->>'join' = $1 "
            "ORDER BY id DESC LIMIT 1", join_token)
        return int(value) if value is not None else None

    async def private_game_chat(self, user_id: int, kinds: Sequence[str]) -> int | None:
        """The chat of the running game answered in private that `user_id` plays in, if any."""
        value = await self.repo._fetchval(
            "SELECT chat_id FROM games WHERE status = 'running' AND kind = ANY($1::text[]) "
            "AND players::jsonb @> jsonb_build_array(jsonb_build_object('id', $2::bigint)) "
            "ORDER BY id DESC LIMIT 1", list(kinds), user_id)
        return int(value) if value is not None else None

    # -- workers and shards (on the worker's own connection) ---------------------------------------

    @staticmethod
    async def register(db: Any, *, worker: str, host: str, pid: int, roles: str, metrics_url: str | None
                       ) -> None:
        await db.execute(
            f"INSERT INTO workers ({WORKER_COLUMNS}) VALUES ($1, $2, $3, pg_backend_pid(), $4, "
            "extract(epoch FROM clock_timestamp()), extract(epoch FROM clock_timestamp()), $5, 0, 0, 0, 0)",
            worker, host, pid, roles, metrics_url)

    @staticmethod
    async def heartbeat(db: Any, *, worker: str, shards: int, handled: int, inbox_lag: float,
                        outbox_depth: int) -> bool:
        """Say this worker is alive; False when its row is gone (it was declared dead)."""
        status: str = await db.execute(
            "UPDATE workers SET heartbeat = extract(epoch FROM clock_timestamp()), shards = $2, "
            "handled = $3, inbox_lag = $4, outbox_depth = $5 WHERE id = $1",
            worker, shards, handled, inbox_lag, outbox_depth)
        return status.endswith(" 1")

    @staticmethod
    async def workers(db: Any) -> list[WorkerRow]:
        rows = await db.fetch(
            f"SELECT {WORKER_COLUMNS}, backend_pid IN (SELECT pid FROM pg_stat_activity) AS alive "
            "FROM workers ORDER BY started_at, id")
        return [WorkerRow(*row) for row in rows]

    @staticmethod
    async def server_now(db: Any) -> float:
        return float(await db.fetchval("SELECT extract(epoch FROM clock_timestamp())"))

    @staticmethod
    async def bury(db: Any, worker: WorkerRow) -> None:
        """A worker whose heartbeat stopped: its connection is closed (which frees its shards and
        leadership) and its row removed. A frozen process finds both gone when it wakes."""
        if worker.alive:
            await db.execute("SELECT pg_terminate_backend($1)", worker.backend_pid)
        await db.execute("DELETE FROM workers WHERE id = $1", worker.id)

    @staticmethod
    async def leave(db: Any, worker: str) -> None:
        await db.execute("DELETE FROM workers WHERE id = $1", worker)

    @staticmethod
    async def locked_shards(db: Any) -> set[int]:
        """Shards some worker holds right now (the server's own lock table, never stale)."""
        rows = await db.fetch(
            "SELECT objid FROM pg_locks WHERE locktype = 'advisory' AND classid = $1 AND objsubid = 2 "
            f"AND granted AND {THIS_DATABASE}", SHARD_LOCKS)
        return {int(row[0]) for row in rows if int(row[0]) < SHARDS}

    @staticmethod
    async def try_lock(db: Any, key1: int, key2: int) -> bool:
        return bool(await db.fetchval("SELECT pg_try_advisory_lock($1, $2)", key1, key2))

    @staticmethod
    async def unlock(db: Any, key1: int, key2: int) -> None:
        await db.execute("SELECT pg_advisory_unlock($1, $2)", key1, key2)

    @staticmethod
    async def claim(db: Any, shards: Sequence[int], worker: str) -> None:
        """Name `worker` the owner of `shards` (their locks held): from now on only its commits for
        their chats go through (`PostgresRepository.fence`)."""
        await db.execute(
            "INSERT INTO shard_owners (shard, worker, epoch, taken_at) "
            "SELECT s, $2, 1, extract(epoch FROM clock_timestamp()) FROM unnest($1::int[]) AS s "
            "ON CONFLICT (shard) DO UPDATE SET worker = excluded.worker, epoch = shard_owners.epoch + 1, "
            "taken_at = excluded.taken_at", list(shards), worker)

    @staticmethod
    async def owners(db: Any) -> dict[int, str]:
        rows = await db.fetch("SELECT shard, worker FROM shard_owners")
        return {int(s): str(w) for s, w in rows}

    async def leader_backend(self) -> int | None:
        """The server process of the polling leader's connection, if a worker leads."""
        value = await self.repo._fetchval(
            "SELECT pid FROM pg_locks WHERE locktype = 'advisory' AND classid = $1 AND objid = $2 "
            f"AND objsubid = 2 AND granted AND {THIS_DATABASE}", LEADER_LOCKS, POLLING_LEADER)
        return int(value) if value is not None else None

    async def listing(self) -> tuple[list[WorkerRow], float, dict[str, int]]:
        """The workers, the server's clock, and how many shards each holds by the server's lock table."""
        rows = await self.repo._fetch(
            f"SELECT {WORKER_COLUMNS}, backend_pid IN (SELECT pid FROM pg_stat_activity) AS alive "
            "FROM workers ORDER BY started_at, id")
        now = float(await self.repo._fetchval("SELECT extract(epoch FROM clock_timestamp())"))
        held = await self.repo._fetch(
            "SELECT w.id, count(*) FROM pg_locks k JOIN workers w ON w.backend_pid = k.pid "
            "WHERE k.locktype = 'advisory' AND k.classid = $1 AND k.objsubid = 2 AND k.granted "
            f"AND k.{THIS_DATABASE} GROUP BY w.id", SHARD_LOCKS)
        return [WorkerRow(*row) for row in rows], now, {str(w): int(n) for w, n in held}

    async def live_games_in(self, shards: Sequence[int]) -> list[tuple[int, int]]:
        """(game id, chat id) of the lobbies and running games whose chat is in `shards`."""
        rows = await self.repo._fetch(
            f"SELECT id, chat_id FROM games WHERE status IN ('lobby', 'running') "
            f"AND {home_shard_sql('games.chat_id')} = ANY($1::int[])", list(shards))
        return [(int(g), int(c)) for g, c in rows]
