"""The storage engines alone, run by hand (issue 23): what one update costs each, without the bot.

    .venv/bin/python bench/storage_engines.py               # a throwaway PostgreSQL server
    .venv/bin/python bench/storage_engines.py --database postgresql://user:pw@host/db

Per update, what the bot does for an accepted answer: the inbox write, the command (journal row,
timers, the update marked handled, its outbox batch), the batch confirmed. One chat in sequence, then
100 chats at once; printed as updates/s per engine and PostgreSQL / SQLite.
"""

from __future__ import annotations

import argparse
import asyncio
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from bot.storage import GameStatus, Repository, open_repository  # noqa: E402
from bot.storage.records import GameSettings  # noqa: E402
from engines.core import Player  # noqa: E402


async def rate(repo: Repository, chats: int, per_chat: int, first_chat: int) -> float:
    games = []
    for n in range(chats):
        record = await repo.create_game(kind="bench", chat_id=first_chat - n, thread_id=0,
                                        creator=Player(1, "A"), settings=GameSettings(), seed=1, now=1.0)
        await repo.start_game(record.id, record.players, {"s": "x" * 500}, {"t": 5.0}, 2.0, content={"c": 1},
                              settings=GameSettings())
        games.append(record.id)

    async def play(game_id: int) -> None:
        for version in range(1, per_chat + 1):
            update = game_id * 100_000 + version
            await repo.inbox_add([(update, '{"update_id":1}')], 1.0)
            batch = await repo.record_command(
                game_id, version=version, command={"type": "say", "text": "кот"}, state=None,
                status=GameStatus.RUNNING, timers={"t": 9.0}, now=3.0, update_id=update, outbox=[{"k": 1}])
            assert batch is not None
            await repo.outbox_done(batch)

    began = time.perf_counter()
    await asyncio.gather(*[play(game_id) for game_id in games])
    return chats * per_chat / (time.perf_counter() - began)


async def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--database", default="auto", help="a PostgreSQL server's URL, or `auto`")
    args = parser.parse_args()
    from tests.pg_cluster import Cluster, start_cluster

    cluster = start_cluster() if args.database == "auto" else Cluster(admin_dsn=args.database)
    try:
        figures: dict[str, tuple[float, float]] = {}
        with tempfile.TemporaryDirectory() as folder:
            for name, url in (("SQLite", f"sqlite:///{folder}/bench.sqlite3"),
                              ("PostgreSQL", await cluster.fresh_database())):
                repo = await open_repository(url)
                try:
                    figures[name] = (await rate(repo, 1, 300, -1), await rate(repo, 100, 10, -1000))
                finally:
                    await repo.close()
    finally:
        cluster.stop()
    (s1, s100), (p1, p100) = figures["SQLite"], figures["PostgreSQL"]
    print(f"{'updates/s':<24} {'SQLite':>10} {'PostgreSQL':>11} {'ratio':>8}")
    print(f"{'one chat':<24} {s1:>10.0f} {p1:>11.0f} {p1 / s1:>7.2f}×")
    print(f"{'100 chats at once':<24} {s100:>10.0f} {p100:>11.0f} {p100 / s100:>7.2f}×")


if __name__ == "__main__":
    asyncio.run(main())
