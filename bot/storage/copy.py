"""Every row of one database written into another (`arbiter db copy`), table by table in batches,
ids kept, then the row counts compared. Either engine may be the source or the target."""

from __future__ import annotations

from collections.abc import Callable

from bot.storage.contract import TABLES, Repository
from bot.storage.target import StorageError

BATCH = 500

Progress = Callable[[str, int, int], None]  # (table, rows copied so far, rows in all)


async def row_counts(repo: Repository) -> dict[str, int]:
    return {table: await repo.table_count(table) for table in TABLES}


async def copy_rows(source: Repository, target: Repository, *, replace: bool = False,
                    progress: Progress | None = None) -> dict[str, int]:
    """Copy every table of `source` into `target`; the rows copied per table. A target holding any
    row is refused unless `replace`, which empties it first."""
    counts = await row_counts(source)
    held = {table: n for table, n in (await row_counts(target)).items() if n}
    if held and not replace:
        tables = ", ".join(f"{table} ({n})" for table, n in held.items())
        raise StorageError(f"the target database is not empty ({tables}): copy into an empty one, "
                           "or pass --replace to empty it first")
    if held:
        await target.clear_tables()
    total = sum(counts.values())
    done = 0
    for table, count in counts.items():
        copied = 0
        while copied < count:
            rows = await source.table_rows(table, after=copied, limit=BATCH)
            if not rows:
                break
            await target.insert_rows(table, rows)
            copied += len(rows)
            done += len(rows)
            if progress is not None:
                progress(table, done, total)
    await target.finish_copy()
    after = await row_counts(target)
    wrong = {table: (counts[table], after[table]) for table in TABLES if counts[table] != after[table]}
    if wrong:
        detail = ", ".join(f"{table}: {a} → {b}" for table, (a, b) in wrong.items())
        raise StorageError(f"the copy's row counts differ from the source's ({detail})")
    return counts
