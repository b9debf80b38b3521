"""Docker's HEALTHCHECK: exit 0 when the database is there and readable, 1 otherwise.

The bot process itself is the container's main process (if it dies, the container stops), so
what is left to check is the thing it cannot work without: its SQLite file on the volume, or its
PostgreSQL server (`DATABASE_URL`) answering.
"""

from __future__ import annotations

import sqlite3
import sys
from contextlib import closing
from pathlib import Path

from bot.config import load_settings
from bot.storage.target import PostgresTarget


def check_database(path: Path) -> str | None:
    """None when `path` is a readable SQLite database, else the reason it is not."""
    if not path.is_file():
        return f"database {path} does not exist (yet)"
    try:
        # Read-only, so a health probe can never create, lock for writing, or change the file.
        with closing(sqlite3.connect(f"{path.resolve().as_uri()}?mode=ro", uri=True, timeout=5)) as db:
            db.execute("PRAGMA user_version").fetchone()
    except sqlite3.Error as error:
        return f"database {path} is not readable: {error}"
    return None


def check_server(target: PostgresTarget) -> str | None:
    """None when the PostgreSQL database answers a query, else the reason (without the password)."""
    import asyncio

    async def probe() -> None:
        import asyncpg

        connection = await asyncpg.connect(target.dsn, timeout=5)
        try:
            await connection.fetchval("SELECT 1")
        finally:
            await connection.close()

    try:
        asyncio.run(probe())
    except Exception as error:  # any failure is unhealthy; the reason is what the operator reads
        return f"database {target.describe()} does not answer: {error.__class__.__name__}"
    return None


def main() -> int:
    target = load_settings().database
    problem = check_server(target) if isinstance(target, PostgresTarget) else check_database(target.path)
    if problem is not None:
        print(problem, file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
