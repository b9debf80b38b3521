"""The inbox and the outbox on PostgreSQL (see `bot/storage/sqlite/queues.py` for what they are)."""

from __future__ import annotations

import json
from collections.abc import Iterable, Mapping, Sequence
from typing import Any

from bot.storage.contract import PendingBatch
from bot.storage.postgres.connection import PgStore
from bot.storage.postgres.together import Together
from bot.storage.rows import dumps
from bot.storage.shards import home_shard_sql


async def outbox_add(db: Any, game_id: int, actions: Sequence[Mapping[str, Any]], now: float) -> int | None:
    if not actions:
        return None
    batch: int = await db.fetchval(
        "INSERT INTO outbox (game_id, actions, created_at) VALUES ($1, $2, $3) RETURNING id",
        game_id, dumps([dict(a) for a in actions]), now)
    return batch


class PgQueues(PgStore):
    def __init__(self, dsn: str, *, pool_size: int = 10) -> None:
        super().__init__(dsn, pool_size=pool_size)
        # Every command's batch is deleted once Telegram has taken it: one statement for those that
        # finish together (a worker draining a backlog finishes hundreds a second).
        self._batches_done: Together[int] = Together(self._delete_batches)

    # -- the outbox ------------------------------------------------------------------------------

    def _owns_batch(self, first_arg: int) -> tuple[str, list[Any]]:
        """The condition that this worker owns the shard of the batch's game (TRUE with no fence):
        a worker cut off from a shard must not mark said what the shard's new owner is to say."""
        if self.fence is None:
            return "TRUE", []
        shard = home_shard_sql("g.chat_id")
        return (f"EXISTS (SELECT 1 FROM games g JOIN shard_owners o ON o.shard = {shard} "
                f"WHERE g.id = outbox.game_id AND o.worker = ${first_arg})", [self.fence])

    async def outbox_done(self, batch_id: int) -> None:
        await self._batches_done.add(batch_id)

    async def _delete_batches(self, batch_ids: list[int]) -> None:
        owned, args = self._owns_batch(2)
        await self._execute(f"DELETE FROM outbox WHERE id = ANY($1::bigint[]) AND {owned}", batch_ids, *args)

    async def outbox_set_aside(self, batch_id: int, reason: str, now: float) -> None:
        async def move(db: Any) -> None:
            await db.execute(
                "INSERT INTO dead_letters"
                " (batch_id, game_id, actions, said, reason, created_at, set_aside_at)"
                " SELECT id, game_id, actions, said, $1, created_at, $2 FROM outbox WHERE id = $3",
                reason, now, batch_id)
            await db.execute("DELETE FROM outbox WHERE id = $1", batch_id)

        await self._tx(move)

    async def dead_letters(self, game_id: int) -> list[dict[str, Any]]:
        rows = await self._fetch(
            "SELECT batch_id, actions, said::text, reason, created_at, set_aside_at FROM dead_letters"
            " WHERE game_id = $1 ORDER BY id", game_id)
        return [{"batch": batch, "actions": json.loads(actions), "said": json.loads(said), "reason": reason,
                 "created_at": created, "set_aside_at": aside}
                for batch, actions, said, reason, created, aside in rows]

    async def outbox_said(self, batch_id: int, index: int) -> None:
        owned, args = self._owns_batch(3)
        await self._execute(f"UPDATE outbox SET said = said || to_jsonb($1::int) WHERE id = $2 AND {owned}",
                            index, batch_id, *args)

    async def outbox_pending(self) -> list[PendingBatch]:
        rows = await self._fetch("SELECT id, game_id, actions, said::text FROM outbox ORDER BY id")
        pending = []
        for batch, game, actions, said in rows:
            answered = set(json.loads(said))
            pending.append((int(batch), int(game), [{"index": i, "action": a}
                                                    for i, a in enumerate(json.loads(actions))
                                                    if i not in answered]))
        return pending

    # -- the inbox -------------------------------------------------------------------------------

    async def inbox_add(self, updates: Sequence[tuple[int, str]], now: float) -> None:
        """One statement (one round trip, committed before it returns)."""
        await self._execute(
            "INSERT INTO inbox (update_id, data, received_at) SELECT u, d::json, $3 "
            "FROM unnest($1::bigint[], $2::text[]) AS t(u, d) ON CONFLICT DO NOTHING",
            [u for u, _ in updates], [d for _, d in updates], now)

    async def inbox_done(self, update_ids: Iterable[int]) -> None:
        ids = list(update_ids)
        if not ids:
            return
        if self.fence is None:
            await self._execute("UPDATE inbox SET done = TRUE WHERE update_id = ANY($1::bigint[])", ids)
            return
        # A worker cut off from its shards must not mark done what their new owner has still to handle.
        await self._execute(
            "UPDATE inbox SET done = TRUE WHERE update_id = ANY($1::bigint[]) AND EXISTS (SELECT 1 FROM "
            "shard_owners o WHERE o.worker = $2 AND o.shard = COALESCE(inbox.shard, 0))", ids, self.fence)

    async def inbox_unfinished(self) -> list[tuple[int, str]]:
        rows = await self._fetch("SELECT update_id, data FROM inbox WHERE NOT done ORDER BY update_id")
        return [(int(u), str(d)) for u, d in rows]

    async def inbox_next_offset(self) -> int | None:
        top = await self._fetchval("SELECT MAX(update_id) FROM inbox")
        return int(top) + 1 if top is not None else None

    async def inbox_forget(self, keep: int = 1000) -> None:
        await self._execute(
            "DELETE FROM inbox WHERE done AND update_id < (SELECT MAX(update_id) FROM inbox) - $1", keep)
