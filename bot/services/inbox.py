"""The inbox: an update Telegram handed us counts as received only once it is in the database.

Polling writes each batch before the next `getUpdates` acknowledges it (its offset); a webhook
answers 200 only after the write. An update is marked handled in the same transaction as the
command it became (`current_update` tells the driver which update it is serving), or, for one that
changed no game, shortly after its handler returned. A restart first handles what was received and
never finished (`Inbox.unfinished`).
"""

from __future__ import annotations

import logging
from collections.abc import Awaitable, Callable, Sequence
from contextvars import ContextVar

from aiogram.types import Update

from bot.clock import Clock
from bot.storage import Repository

log = logging.getLogger(__name__)

# The update being handled in this task (None for timers): the driver marks it handled in the
# transaction that commits its command.
current_update: ContextVar[int | None] = ContextVar("current_update", default=None)


class Inbox:
    def __init__(self, repo: Repository, clock: Clock, spawn: Callable[[Awaitable[object]], None]) -> None:
        self._repo = repo
        self._clock = clock
        self._spawn = spawn
        self._received: set[int] = set()  # written (this process): the middleware need not write again
        self._finished: set[int] = set()  # handled, not yet marked in the database
        self._flushing = False

    async def receive(self, updates: Sequence[Update]) -> None:
        """Make `updates` durable (a repeat of one already written is ignored)."""
        fresh = [u for u in updates if u.update_id not in self._received]
        if not fresh:
            return
        rows = [(u.update_id, u.model_dump_json(exclude_none=True, by_alias=True)) for u in fresh]
        await self._repo.inbox_add(rows, self._clock.now())
        self._received.update(u.update_id for u in fresh)

    def received_elsewhere(self, update_id: int) -> None:
        """Written by another part (several workers' shared inbox): the middleware need not write it."""
        self._received.add(update_id)

    def finished(self, update_id: int) -> None:
        """Handled to the end: marked in the database soon, together with any others finishing meanwhile
        (an update that became a command was marked in that command's own transaction already)."""
        self._finished.add(update_id)
        self._received.discard(update_id)
        if not self._flushing:
            self._flushing = True
            self._spawn(self._flush_soon())

    async def _flush_soon(self) -> None:
        try:
            while self._finished:
                await self.flush()
        finally:
            self._flushing = False

    async def flush(self) -> None:
        """Mark the updates handled since the last flush (one transaction)."""
        if not self._finished:
            return
        done, self._finished = self._finished, set()
        await self._repo.inbox_done(sorted(done))

    async def unfinished(self) -> list[tuple[int, str]]:
        return await self._repo.inbox_unfinished()
