"""The two queues at the database's edges: the inbox (what Telegram handed us, written before it is
acknowledged) and the outbox (what committed commands must still say, marked as Telegram answers)."""

from __future__ import annotations

import json
import sqlite3
from collections.abc import Iterable, Mapping, Sequence
from typing import Any

from bot.storage.rows import dumps
from bot.storage.sqlite.connection import Store, run_only


def outbox_add(db: sqlite3.Connection, game_id: int, actions: Sequence[Mapping[str, Any]],
                now: float) -> int | None:
    if not actions:
        return None
    cursor = db.execute("INSERT INTO outbox (game_id, actions, created_at) VALUES (?, ?, ?)",
                        (game_id, dumps([dict(a) for a in actions]), now))
    return cursor.lastrowid


def mark_inbox_done(db: sqlite3.Connection, update_ids: Sequence[int]) -> None:
    db.executemany("UPDATE inbox SET done = 1 WHERE update_id = ?", [(u,) for u in update_ids])


class Queues(Store):
    # -- the outbox: what committed commands must still say --------------------------------------

    async def outbox_done(self, batch_id: int) -> None:
        await self._run(lambda db: run_only(db.execute("DELETE FROM outbox WHERE id = ?", (batch_id,))))

    async def outbox_set_aside(self, batch_id: int, reason: str, now: float) -> None:
        """The batch cannot be read back: moved, whole and with the reason, to `dead_letters` (one
        transaction), so it is neither sent nor tried again at the next start."""

        def move(db: sqlite3.Connection) -> None:
            db.execute(
                "INSERT INTO dead_letters"
                " (batch_id, game_id, actions, said, reason, created_at, set_aside_at)"
                " SELECT id, game_id, actions, said, ?, created_at, ? FROM outbox WHERE id = ?",
                (reason, now, batch_id))
            db.execute("DELETE FROM outbox WHERE id = ?", (batch_id,))

        await self._tx(move)

    async def dead_letters(self, game_id: int) -> list[dict[str, Any]]:
        """The batches of game `game_id` set aside as unreadable, oldest first."""
        rows = await self._fetchall(
            "SELECT batch_id, actions, said, reason, created_at, set_aside_at FROM dead_letters"
            " WHERE game_id = ? ORDER BY id", (game_id,))
        return [{"batch": batch, "actions": json.loads(actions), "said": json.loads(said), "reason": reason,
                 "created_at": created, "set_aside_at": aside}
                for batch, actions, said, reason, created, aside in rows]

    async def outbox_said(self, batch_id: int, index: int) -> None:
        """Telegram has answered the batch's action `index`: a restart will not say it again."""
        await self._run(lambda db: run_only(db.execute(
            "UPDATE outbox SET said = json_insert(said, '$[#]', ?) WHERE id = ?", (index, batch_id))))

    async def outbox_pending(self) -> list[tuple[int, int, list[dict[str, Any]]]]:
        """(batch id, game id, actions) of every batch not yet confirmed sent, oldest first; each
        action as {"index": its place in the batch, "action": it}, those already answered left out."""
        rows = await self._fetchall("SELECT id, game_id, actions, said FROM outbox ORDER BY id")
        pending = []
        for batch, game, actions, said in rows:
            answered = set(json.loads(said))
            pending.append((batch, game, [{"index": i, "action": a} for i, a in enumerate(json.loads(actions))
                                          if i not in answered]))
        return pending

    # -- the inbox: what Telegram handed us ------------------------------------------------------

    async def inbox_add(self, updates: Sequence[tuple[int, str]], now: float) -> None:
        """Updates received (before Telegram is told so by the next offset); a repeat is ignored."""
        await self._tx(lambda db: run_only(db.executemany(
            "INSERT OR IGNORE INTO inbox (update_id, data, received_at) VALUES (?, ?, ?)",
            [(update_id, data, now) for update_id, data in updates],
        )))

    async def inbox_done(self, update_ids: Iterable[int]) -> None:
        ids = tuple(update_ids)
        if ids:
            await self._tx(lambda db: mark_inbox_done(db, ids))

    async def inbox_unfinished(self) -> list[tuple[int, str]]:
        """Updates received and never handled to the end (a crash came between), oldest first."""
        rows = await self._fetchall("SELECT update_id, data FROM inbox WHERE done = 0 ORDER BY update_id")
        return [(int(u), str(d)) for u, d in rows]

    async def inbox_next_offset(self) -> int | None:
        rows = await self._fetchall("SELECT MAX(update_id) FROM inbox")
        return int(rows[0][0]) + 1 if rows and rows[0][0] is not None else None

    async def inbox_forget(self, keep: int = 1000) -> None:
        """Drop handled updates but the newest `keep` (the offset needs only the newest)."""
        await self._run(lambda db: run_only(db.execute(
            "DELETE FROM inbox WHERE done = 1 AND update_id < (SELECT MAX(update_id) FROM inbox) - ?",
            (keep,),
        )))
