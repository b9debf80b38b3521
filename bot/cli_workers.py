"""`arbiter workers`: the processes sharing one PostgreSQL database (bot/cluster/) — each one's
shards, the polling leader, its inbox lag and outbox depth, where its metrics are — and the
shared inbox and outbox."""

from __future__ import annotations

import sys
from typing import TextIO

from bot.config import Settings
from bot.storage import open_repository
from bot.storage.target import PostgresTarget

COLUMNS = ("worker", "roles", "shards", "leader", "heartbeat", "handled", "inbox lag", "outbox", "metrics")


async def list_workers(settings: Settings, out: TextIO = sys.stdout) -> int:
    if not isinstance(settings.database, PostgresTarget):
        print("one process on SQLite: several workers need DATABASE_URL=postgresql://…", file=out)
        return 0
    from bot.storage.postgres.cluster import PgCluster
    from bot.storage.postgres.repository import PostgresRepository

    repo = await open_repository(settings.database)
    assert isinstance(repo, PostgresRepository)
    try:
        cluster = PgCluster(repo)
        workers, now, held = await cluster.listing()
        leader = await cluster.leader_backend()
        waiting, unsaid = await cluster.depth()
    finally:
        await repo.close()
    rows = [COLUMNS]
    for w in workers:
        state = "" if w.alive else " (gone)"
        rows.append((w.id + state, w.roles, str(held.get(w.id, 0)), "yes" if w.backend_pid == leader else "",
                     f"{max(0.0, now - w.heartbeat):.1f} s ago", str(w.handled), f"{w.inbox_lag:.1f} s",
                     str(w.outbox_depth), w.metrics_url or ""))
    widths = [max(len(r[i]) for r in rows) for i in range(len(COLUMNS))]
    for row in rows:
        line = "  ".join(cell.ljust(width) for cell, width in zip(row, widths, strict=True))
        print(line.rstrip(), file=out)
    if not workers:
        print("(no worker is running)", file=out)
    print(f"inbox: {waiting} update(s) waiting · outbox: {unsaid} batch(es) not yet said in full", file=out)
    return 0
