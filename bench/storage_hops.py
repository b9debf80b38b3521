"""The cost of one hop to the database thread: our one-thread executor (`bot/storage/connection.py`)
against aiosqlite's own thread, on the same file and the same work, one hop each (a read, and
a one-row write in its own transaction). Prints hops per second and the ratio (ours / aiosqlite's;
above 1 is faster).

    python bench/storage_hops.py --hops 20000
"""

from __future__ import annotations

import argparse
import asyncio
import sqlite3
import tempfile
import time
from pathlib import Path

import aiosqlite

from bot.storage.sqlite.connection import Store


def read(db: sqlite3.Connection) -> object:
    return db.execute("SELECT COUNT(*) FROM chats").fetchone()


WRITE = "INSERT OR REPLACE INTO chats (chat_id, locale, settings, updated_at) VALUES (1, 'ru', '{}', 0)"


def write(db: sqlite3.Connection) -> None:
    db.execute(WRITE).close()  # autocommit: one statement, one transaction


async def ours(path: Path, hops: int) -> tuple[float, float]:
    store = await Store.open(path)
    try:
        start = time.perf_counter()
        for _ in range(hops):
            await store._run(read)
        reads = hops / (time.perf_counter() - start)
        start = time.perf_counter()
        for _ in range(hops // 4):
            await store._run(write)
        writes = (hops // 4) / (time.perf_counter() - start)
    finally:
        await store.close()
    return reads, writes


async def theirs(path: Path, hops: int) -> tuple[float, float]:
    db = await aiosqlite.connect(str(path), isolation_level=None)
    try:
        start = time.perf_counter()
        for _ in range(hops):
            await db.execute_fetchall("SELECT COUNT(*) FROM chats")  # one hop, as ours
        reads = hops / (time.perf_counter() - start)
        start = time.perf_counter()
        for _ in range(hops // 4):
            await db.execute_insert(WRITE)  # one hop, as ours
        writes = (hops // 4) / (time.perf_counter() - start)
    finally:
        await db.close()
    return reads, writes


async def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--hops", type=int, default=20000)
    parser.add_argument("--runs", type=int, default=3)
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "bench.sqlite3"
        await (await Store.open(path)).close()  # the schema
        best_ours, best_theirs = (0.0, 0.0), (0.0, 0.0)
        for _ in range(args.runs):  # interleaved, best of each
            o, t = await ours(path, args.hops), await theirs(path, args.hops)
            best_ours = (max(best_ours[0], o[0]), max(best_ours[1], o[1]))
            best_theirs = (max(best_theirs[0], t[0]), max(best_theirs[1], t[1]))
    print(f"reads  /s: ours {best_ours[0]:,.0f}  aiosqlite {best_theirs[0]:,.0f}  "
          f"ratio {best_ours[0] / best_theirs[0]:.2f}x")
    print(f"writes /s: ours {best_ours[1]:,.0f}  aiosqlite {best_theirs[1]:,.0f}  "
          f"ratio {best_ours[1] / best_theirs[1]:.2f}x")


if __name__ == "__main__":
    asyncio.run(main())
