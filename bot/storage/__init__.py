"""The bot's state behind one contract (`contract.Repository`), kept by one of two engines: SQLite
(the default, `bot/storage/sqlite/`) or PostgreSQL (`bot/storage/postgres/`, the `postgres` extra),
chosen by `DATABASE_URL` (`target.py`). Nothing outside this package knows which one runs."""

from __future__ import annotations

from pathlib import Path

from bot.storage.contract import Repository
from bot.storage.records import ChatRecord, GameRecord, GameStatus, PollRecord, Results, StatsRow, TimerRecord
from bot.storage.target import PostgresTarget, SqliteTarget, StorageError, Target, parse_target

__all__ = [
    "ChatRecord", "GameRecord", "GameStatus", "PollRecord", "Repository", "Results", "StatsRow",
    "StorageError", "Target", "TimerRecord", "make_repository", "open_repository", "parse_target",
]

POSTGRES_EXTRA = 'pip install "arbiter-bot[postgres]" (or pip install asyncpg)'


def make_repository(target: Target | Path | str) -> Repository:
    """The repository for `target` (a parsed target, a `DATABASE_URL`, or a SQLite path), not yet
    connected. PostgreSQL without asyncpg installed is a `StorageError` saying what to install."""
    if isinstance(target, str) and "://" in target:
        target = parse_target(target, Path())
    elif isinstance(target, str | Path):
        target = SqliteTarget(Path(target))
    if isinstance(target, PostgresTarget):
        try:
            from bot.storage.postgres.repository import PostgresRepository
        except ImportError:
            raise StorageError(f"DATABASE_URL names PostgreSQL, and its driver is not installed: "
                               f"{POSTGRES_EXTRA}") from None
        return PostgresRepository(target.dsn)
    from bot.storage.sqlite.repository import SqliteRepository

    return SqliteRepository(target.path)


async def open_repository(target: Target | Path | str) -> Repository:
    """`make_repository`, connected and migrated."""
    repo = make_repository(target)
    await repo.connect()
    return repo
