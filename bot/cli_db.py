"""`arbiter db copy`: move an install to another database (SQLite → PostgreSQL, or back), games
mid-play included, checked after the copy by row counts and by replaying every live game."""

from __future__ import annotations

import sys
from pathlib import Path
from typing import TextIO

from bot.games.registry import Registry, default_registry
from bot.services.replay import caught_up, replay_state
from bot.storage import GameStatus, Repository, StorageError, open_repository, parse_target
from bot.storage.copy import copy_rows
from bot.storage.target import SqliteTarget


class ProgressBar:
    """One line redrawn in place on a terminal (a line per table elsewhere, as in a log)."""

    WIDTH = 30

    def __init__(self, out: TextIO) -> None:
        self.out = out
        self.live = out.isatty()
        self.table = ""

    def __call__(self, table: str, done: int, total: int) -> None:
        if self.live:
            filled = self.WIDTH * done // max(total, 1)
            bar = "#" * filled + "-" * (self.WIDTH - filled)
            self.out.write(f"\r[{bar}] {done}/{total} rows  {table:<12}")
            if done == total:
                self.out.write("\n")
            self.out.flush()
        elif table != self.table:
            self.out.write(f"copying {table}… ({done}/{total} rows so far)\n")
        self.table = table


async def resumable(repo: Repository, registry: Registry) -> list[int]:
    """Ids of running games whose journal, replayed from the start, gives the state the snapshot and
    its later rows give (what a restart resumes); raises naming the first one that does not."""
    checked = []
    for record in await repo.games(status=GameStatus.RUNNING.value):
        spec = registry.get(record.kind)
        if spec is None or record.content_digest is None:
            continue
        replayed = await replay_state(repo, registry, record.id)
        engine, _ = await caught_up(repo, spec, record, await repo.content(record.content_digest))
        if replayed != engine.to_json():
            raise StorageError(f"game {record.id} ({record.kind}) does not replay to its stored state "
                               "after the copy")
        checked.append(record.id)
    return checked


async def copy_database(source_url: str, target_url: str, *, replace: bool,
                        registry: Registry | None = None, out: TextIO | None = None) -> int:
    out = out or sys.stderr
    source_target, target_target = parse_target(source_url, Path()), parse_target(target_url, Path())
    if source_target == target_target:
        raise StorageError("--from and --to name the same database")
    if isinstance(source_target, SqliteTarget) and not source_target.path.is_file():
        raise StorageError(f"there is no database to copy at {source_target.describe()}")
    source = await open_repository(source_target)
    try:
        target = await open_repository(target_target)
        try:
            counts = await copy_rows(source, target, replace=replace, progress=ProgressBar(out))
            games = await resumable(target, registry or default_registry())
        finally:
            await target.close()
    finally:
        await source.close()
    print(f"copied {sum(counts.values())} rows from {source_target.describe()} "
          f"to {target_target.describe()}; "
          f"row counts match in all {len(counts)} tables; {len(games)} running game(s) replay to their "
          f"stored state", file=out)
    return 0
