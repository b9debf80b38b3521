"""The PostgreSQL engine's connections: an asyncpg pool, the schema migrated under an advisory lock,
and every failure to connect turned into one line that says what to check (never the password).

Each call of the repository is one pooled connection for one transaction, so transactions of
different games run side by side (the server isolates them). Writes to one game are applied in the
order they were called, as on SQLite's one thread: the bot fires some of them without waiting
(a status message's id saved after it is posted), and two pooled connections would otherwise let
the later write land first and the earlier one overwrite it.
"""

from __future__ import annotations

import asyncio
import contextlib
import socket
from collections.abc import AsyncIterator, Awaitable, Callable, Sequence
from typing import Any, Self, TypeVar
from urllib.parse import urlsplit

import asyncpg

from bot.storage.postgres.migrations import MIGRATIONS, SCHEMA_VERSION
from bot.storage.target import StorageError, redact

T = TypeVar("T")

# pg_advisory_xact_lock's key for "migrating Arbiter's schema": two processes starting at once
# take turns, and the second finds the schema already up to date.
MIGRATION_LOCK = 0x4172_6269_7465_72  # "Arbiter"

CONNECT_TIMEOUT = 10.0


async def _nothing_to_reset(connection: Any) -> None:
    """The pool's reset on release. asyncpg's default sends `pg_advisory_unlock_all(); CLOSE ALL;
    UNLISTEN *; RESET ALL` each time: a round trip and four statements per call of the repository.
    A pooled connection here never takes a session lock, opens a cursor, listens or sets anything
    (the workers' locks and LISTEN live on a connection of their own, `bot/cluster/membership.py`),
    and asyncpg still rolls back a transaction left open before calling this."""


def _where(dsn: str) -> str:
    parts = urlsplit(dsn)
    host = parts.hostname or "localhost"
    if "host=" in parts.query:  # a Unix socket directory given as ?host=/run/postgresql
        host = parts.query.split("host=", 1)[1].split("&", 1)[0]
    port = parts.port or 5432
    return f"{host}:{port}"


def connect_failure(dsn: str, error: BaseException) -> StorageError:
    """One line for a failure to open the database (the URL shown without its password)."""
    where, url = _where(dsn), redact(dsn)
    parts = urlsplit(dsn)
    database = parts.path.strip("/")
    user = parts.username or "(default user)"
    if isinstance(error, asyncpg.InvalidCatalogNameError):
        return StorageError(f"PostgreSQL at {where} has no database {database!r}: create it "
                            f"(createdb {database}) or fix DATABASE_URL ({url})")
    if isinstance(error, asyncpg.InvalidPasswordError | asyncpg.InvalidAuthorizationSpecificationError):
        return StorageError(f"PostgreSQL at {where} refused user {user!r} ({error.__class__.__name__}): "
                            f"check the user and password in DATABASE_URL ({url})")
    if isinstance(error, asyncpg.PostgresError):
        return StorageError(f"PostgreSQL at {where} refused the connection: {error} ({url})")
    if isinstance(error, TimeoutError | asyncio.TimeoutError):
        return StorageError(f"cannot reach PostgreSQL at {where}: no answer in {CONNECT_TIMEOUT:.0f} s "
                            f"({url})")
    if isinstance(error, socket.gaierror):
        return StorageError(f"cannot reach PostgreSQL at {where}: unknown host ({url})")
    if isinstance(error, OSError):
        reason = error.strerror or error.__class__.__name__
        return StorageError(f"cannot reach PostgreSQL at {where}: {reason} ({url})")
    return StorageError(f"cannot open PostgreSQL at {where}: {error.__class__.__name__}: {error} ({url})")


class PgStore:
    """The pool: opening and migrating the database, and running transactions on it."""

    def __init__(self, dsn: str, *, pool_size: int = 10) -> None:
        self.dsn = dsn
        self.pool_size = pool_size
        self._pool: Any = None
        # Receiving's own connection (`_execute_first`), opened when first used.
        self._front: Any = None
        self._order: dict[int, asyncio.Lock] = {}  # game id -> its writes, in the order called
        self.round_trips = 0  # calls that went to the database (one per method call, as on SQLite)
        self.fence: str | None = None  # the worker whose shards bound the writes (bot/cluster/), if any

    @classmethod
    async def open(cls, dsn: str) -> Self:
        store = cls(dsn)
        await store.connect()
        return store

    async def connect(self) -> None:
        try:
            self._pool = await asyncpg.create_pool(
                self.dsn, min_size=1, max_size=self.pool_size, timeout=CONNECT_TIMEOUT,
                reset=_nothing_to_reset)
            self._front = await asyncpg.create_pool(
                self.dsn, min_size=0, max_size=1, timeout=CONNECT_TIMEOUT, reset=_nothing_to_reset)
        except (TimeoutError, OSError, asyncpg.PostgresError, asyncpg.InterfaceError) as error:
            raise connect_failure(self.dsn, error) from None
        await self.migrate()

    async def migrate(self) -> None:
        async def work(db: Any) -> None:
            await db.execute("SELECT pg_advisory_xact_lock($1)", MIGRATION_LOCK)
            await db.execute("CREATE TABLE IF NOT EXISTS arbiter_schema (version INTEGER NOT NULL)")
            version = await db.fetchval("SELECT version FROM arbiter_schema")
            if version is None:
                await db.execute("INSERT INTO arbiter_schema (version) VALUES (0)")
                version = 0
            if version > SCHEMA_VERSION:
                raise StorageError(f"the database's schema ({version}) is newer than this bot's "
                                   f"({SCHEMA_VERSION}): upgrade the bot")
            for target in range(version, SCHEMA_VERSION):
                await db.execute(MIGRATIONS[target])
            await db.execute("UPDATE arbiter_schema SET version = $1", SCHEMA_VERSION)

        await self._tx(work)

    async def schema_version(self) -> int:
        return int(await self._fetchval("SELECT version FROM arbiter_schema"))

    async def close(self) -> None:
        for pool in (self._pool, self._front):
            if pool is not None:
                await pool.close()
        self._pool = self._front = None

    def _ready(self) -> Any:
        if self._pool is None:
            raise RuntimeError("the repository is not connected")
        return self._pool

    @contextlib.asynccontextmanager
    async def _in_order(self, game_id: int | None) -> AsyncIterator[None]:
        """Hold game `game_id`'s turn (an asyncio lock is first come, first served)."""
        if game_id is None:
            yield
            return
        lock = self._order.setdefault(game_id, asyncio.Lock())
        try:
            async with lock:
                yield
        finally:
            if not lock.locked() and self._order.get(game_id) is lock:
                del self._order[game_id]

    async def _tx(self, work: Callable[[Any], Awaitable[T]], *, game_id: int | None = None) -> T:
        """`work` on one connection in one transaction (committed, or rolled back when it raises),
        after the earlier writes to game `game_id`."""
        self.round_trips += 1
        async with self._in_order(game_id), self._ready().acquire() as db, db.transaction():
            return await work(db)

    async def _fetch(self, sql: str, *args: Any) -> Sequence[Any]:
        self.round_trips += 1
        rows: Sequence[Any] = await self._ready().fetch(sql, *args)
        return rows

    async def _fetchrow(self, sql: str, *args: Any, game_id: int | None = None) -> Any:
        self.round_trips += 1
        async with self._in_order(game_id):
            return await self._ready().fetchrow(sql, *args)

    async def _fetchval(self, sql: str, *args: Any) -> Any:
        self.round_trips += 1
        return await self._ready().fetchval(sql, *args)

    async def _execute_first(self, sql: str, *args: Any) -> str:
        """One statement on a connection of its own, ahead of the pool's queue. Receiving goes this way:
        under a backlog hundreds of handlers wait for the pool, and Telegram's next batch waits for
        this one's commit."""
        self.round_trips += 1
        if self._front is None:
            raise RuntimeError("the repository is not connected")
        status: str = await self._front.execute(sql, *args)
        return status

    async def _execute(self, sql: str, *args: Any, game_id: int | None = None) -> str:
        self.round_trips += 1
        async with self._in_order(game_id):
            status: str = await self._ready().execute(sql, *args)
        return status


async def fresh_schema(dsn: str, schema: str, *, empty: bool = True) -> str:
    """The schema `schema` in `dsn`'s database (emptied first with `empty`), and the DSN whose
    connections use it (asyncpg hands unknown URL parameters to the server as settings): the
    playground's world of its own, which never touches the tables of the operator's bot."""
    try:
        connection = await asyncpg.connect(dsn, timeout=CONNECT_TIMEOUT)
    except (TimeoutError, OSError, asyncpg.PostgresError, asyncpg.InterfaceError) as error:
        raise connect_failure(dsn, error) from None
    try:
        if empty:
            await connection.execute(f'DROP SCHEMA IF EXISTS "{schema}" CASCADE')
        await connection.execute(f'CREATE SCHEMA IF NOT EXISTS "{schema}"')
    finally:
        await connection.close()
    return f"{dsn}{'&' if '?' in dsn else '?'}search_path={schema}"
