"""The bot's one SQLite connection and its one worker thread (aiosqlite's): each call is one
function run there — a whole transaction in one hop of the event loop, however many statements it
has. The thread runs one function at a time, so transactions of different chats never interleave,
and no chat waits on a lock held across another chat's awaited statements."""

from __future__ import annotations

import json
import sqlite3
from collections.abc import Callable, Iterable
from pathlib import Path
from typing import Any, Self, TypeVar

import aiosqlite

from bot.storage.migrations import MIGRATIONS, SCHEMA_VERSION

T = TypeVar("T")


def run_only(cursor: sqlite3.Cursor) -> None:
    """Close a statement's cursor in the database thread: a cursor handed back to the event loop is
    finalized there later, while the thread may be using the connection ("API misuse")."""
    cursor.close()


def user_version(db: sqlite3.Connection) -> int:
    row = db.execute("PRAGMA user_version").fetchone()
    return int(row[0]) if row else 0


def dumps(value: Any) -> str:
    return json.dumps(value, ensure_ascii=False, separators=(",", ":"))


class Store:
    """The connection: opening and migrating the database, and running work on its thread."""

    def __init__(self, path: Path | str) -> None:
        self.path = path
        self._connection: aiosqlite.Connection | None = None
        self.round_trips = 0  # hops to the database thread (one per method call: tests count them)

    @classmethod
    async def open(cls, path: Path | str) -> Self:
        repo = cls(path)
        await repo.connect()
        return repo

    async def connect(self) -> None:
        """Open (creating the file and its folder) and migrate the database."""
        if str(self.path) != ":memory:":
            Path(self.path).parent.mkdir(parents=True, exist_ok=True)
        self._connection = await aiosqlite.connect(str(self.path), isolation_level=None)
        await self._prepare()

    @property
    def _db(self) -> aiosqlite.Connection:
        if self._connection is None:
            raise RuntimeError("the repository is not connected")
        return self._connection

    async def _prepare(self) -> None:
        def pragmas(db: sqlite3.Connection) -> None:
            db.execute("PRAGMA journal_mode=WAL")
            db.execute("PRAGMA foreign_keys=ON")
            db.execute("PRAGMA synchronous=NORMAL")

        await self._run(pragmas)
        await self.migrate()

    async def migrate(self) -> None:
        def work(db: sqlite3.Connection) -> None:
            version = user_version(db)
            if version > SCHEMA_VERSION:
                raise RuntimeError(
                    f"database schema {version} is newer than this bot ({SCHEMA_VERSION}); upgrade the bot"
                )
            for target in range(version, SCHEMA_VERSION):
                # executescript commits on its own, so each step bumps user_version inside its script.
                step = f"BEGIN;\n{MIGRATIONS[target]}\nPRAGMA user_version = {target + 1};\nCOMMIT;"
                db.executescript(step)

        await self._run(work)

    async def schema_version(self) -> int:
        return await self._run(user_version)

    async def close(self) -> None:
        if self._connection is not None:
            await self._connection.close()
            self._connection = None

    async def _run(self, work: Callable[[sqlite3.Connection], T]) -> T:
        """Run `work` on the connection in aiosqlite's own worker thread: one hop of the event loop
        however many statements it runs. The thread runs one function at a time, so no transaction
        can interleave with another's statements and no lock is needed (a lock held across several
        awaited statements made every chat wait for every other chat's commits)."""
        self.round_trips += 1
        connection = self._db._conn
        result: T = await self._db._execute(work, connection)  # type: ignore[no-untyped-call]
        return result

    async def _tx(self, work: Callable[[sqlite3.Connection], T]) -> T:
        """`work` in one transaction (committed, or rolled back when it raises), in one hop."""

        def transaction(db: sqlite3.Connection) -> T:
            db.execute("BEGIN IMMEDIATE")
            try:
                result = work(db)
            except BaseException:
                db.execute("ROLLBACK")
                raise
            db.execute("COMMIT")
            return result

        return await self._run(transaction)

    async def _fetchall(self, sql: str, params: Iterable[Any] = ()) -> list[Any]:
        args = tuple(params)
        return await self._run(lambda db: list(db.execute(sql, args).fetchall()))
