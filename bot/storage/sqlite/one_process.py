"""One `arbiter run` per SQLite file: a second process on the same file is refused at start.

SQLite would let two processes share the file, but each would poll Telegram, resume every game and
fire every timer: two referees for one table. Several workers need PostgreSQL (bot/cluster/). The
hold is an advisory lock on a file beside the database, released by the kernel when the process
ends however it ends, so a crash never leaves a stale lock behind.
"""

from __future__ import annotations

import contextlib
import fcntl
import os
from collections.abc import Iterator
from pathlib import Path

from bot.storage.target import StorageError


@contextlib.contextmanager
def only_process(database: Path) -> Iterator[None]:
    database.parent.mkdir(parents=True, exist_ok=True)
    lock_path = database.with_name(database.name + ".lock")
    fd = os.open(lock_path, os.O_RDWR | os.O_CREAT, 0o644)
    try:
        try:
            fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except BlockingIOError:
            holder = os.pread(fd, 32, 0).decode(errors="replace").strip() or "another process"
            raise StorageError(
                f"another Arbiter process (pid {holder}) is running on {database}: one process per SQLite "
                "file; several workers need PostgreSQL (DATABASE_URL=postgresql://…)") from None
        os.ftruncate(fd, 0)
        os.pwrite(fd, str(os.getpid()).encode(), 0)
        yield
    finally:
        os.close(fd)
