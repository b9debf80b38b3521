"""Docker's HEALTHCHECK: exit 0 when the database file is there and readable, 1 otherwise.

The bot process itself is the container's main process (if it dies, the container stops), so
what is left to check is the thing it cannot work without: its SQLite file on the volume.
"""

from __future__ import annotations

import sqlite3
import sys
from contextlib import closing
from pathlib import Path

from bot.config import load_settings


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


def main() -> int:
    problem = check_database(load_settings().database_path)
    if problem is not None:
        print(problem, file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
