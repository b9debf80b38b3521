"""The bot's one SQLite connection and its one worker thread (an executor of our own, one thread
wide, over the standard library's sqlite3): each call is one function run there — a whole
transaction in one hop of the event loop, however many statements it has. The thread runs one
function at a time, so transactions of different chats never interleave, and no chat waits on a
lock held across another chat's awaited statements."""

from __future__ import annotations

import asyncio
import sqlite3
import time
from collections.abc import Callable, Iterable
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from typing import Any, Self, TypeVar

from bot.storage.sqlite.migrations import MIGRATIONS, SCHEMA_VERSION
from bot.storage.target import StorageError

T = TypeVar("T")


def run_only(cursor: sqlite3.Cursor) -> None:
    """Close a statement's cursor in the database thread: a cursor handed back to the event loop is
    finalized there later, while the thread may be using the connection ("API misuse")."""
    cursor.close()


def statements(script: str) -> list[str]:
    """A migration's statements one by one (`executescript` would commit the open transaction)."""
    found, pending = [], ""
    for line in script.splitlines(keepends=True):
        pending += line
        if sqlite3.complete_statement(pending):
            found.append(pending.strip())
            pending = ""
    if any(line.strip() and not line.strip().startswith("--") for line in pending.splitlines()):
        found.append(pending.strip())
    return found


def user_version(db: sqlite3.Connection) -> int:
    row = db.execute("PRAGMA user_version").fetchone()
    return int(row[0]) if row else 0


class Store:
    """The connection: opening and migrating the database, and running work on its thread."""

    def __init__(self, path: Path | str) -> None:
        self.path = path
        self._connection: sqlite3.Connection | None = None
        self._thread: ThreadPoolExecutor | None = None
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
        self._thread = ThreadPoolExecutor(max_workers=1, thread_name_prefix="sqlite")
        path = str(self.path)
        # Made in the thread that will use it: sqlite3 objects belong to the thread that made them.
        self._connection = await asyncio.get_running_loop().run_in_executor(
            self._thread, lambda: sqlite3.connect(path, isolation_level=None))
        await self._prepare()

    async def _prepare(self) -> None:
        def pragmas(db: sqlite3.Connection) -> None:
            # Turning a new file to WAL needs it to itself, and SQLite answers "locked" at once
            # rather than wait when another process is creating its schema: try again a while.
            for attempt in range(100):
                try:
                    db.execute("PRAGMA journal_mode=WAL")
                    break
                except sqlite3.OperationalError as error:
                    if "locked" not in str(error) or attempt == 99:
                        raise
                    time.sleep(0.05)
            db.execute("PRAGMA foreign_keys=ON")
            db.execute("PRAGMA synchronous=NORMAL")

        await self._run(pragmas)
        await self.migrate()

    async def migrate(self) -> None:
        """Bring the schema up to date under the database's write lock (`BEGIN IMMEDIATE`), reading
        the version inside it: a second process starting at once waits, then finds nothing to do."""

        def work(db: sqlite3.Connection) -> None:
            db.execute("BEGIN IMMEDIATE")
            try:
                version = user_version(db)
                if version > SCHEMA_VERSION:
                    raise StorageError(f"the database's schema ({version}) is newer than this bot's "
                                       f"({SCHEMA_VERSION}): upgrade the bot")
                for target in range(version, SCHEMA_VERSION):
                    for statement in statements(MIGRATIONS[target]):
                        db.execute(statement)
                    db.execute(f"PRAGMA user_version = {target + 1}")
            except BaseException:
                db.execute("ROLLBACK")
                raise
            db.execute("COMMIT")

        await self._run(work)

    async def schema_version(self) -> int:
        return await self._run(user_version)

    async def close(self) -> None:
        connection, thread = self._connection, self._thread
        self._connection = None
        if connection is not None and thread is not None:
            await asyncio.get_running_loop().run_in_executor(thread, connection.close)
        if thread is not None:
            thread.shutdown(wait=False)
            self._thread = None

    async def _run(self, work: Callable[[sqlite3.Connection], T]) -> T:
        """Run `work` on the connection in the database's one thread: one hop of the event loop
        however many statements it runs. The thread runs one function at a time, so no transaction
        can interleave with another's statements and no lock is needed (a lock held across several
        awaited statements made every chat wait for every other chat's commits)."""
        self.round_trips += 1
        connection, thread = self._connection, self._thread
        if connection is None or thread is None:
            raise RuntimeError("the repository is not connected")
        return await asyncio.get_running_loop().run_in_executor(thread, work, connection)

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
