"""Background work the bot must finish before it stops (follow-ups, timer firings, bookkeeping)."""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Awaitable

log = logging.getLogger(__name__)


class Tasks:
    def __init__(self) -> None:
        self._tasks: set[asyncio.Task[object]] = set()

    def spawn(self, coro: Awaitable[object]) -> None:
        """Run `coro` beside the caller; a failure is logged, never lost silently."""

        async def run() -> object:
            try:
                return await coro
            except Exception:
                log.exception("background task failed")
                return None

        task = asyncio.get_running_loop().create_task(run())
        self._tasks.add(task)
        task.add_done_callback(self._tasks.discard)

    async def tracked(self, coro: Awaitable[object]) -> None:
        """Await `coro` in the current task, counted as in flight (a timer firing)."""
        task = asyncio.current_task()
        if task is not None:
            self._tasks.add(task)
            task.add_done_callback(self._tasks.discard)
        await coro

    @property
    def running(self) -> set[asyncio.Task[object]]:
        return {t for t in self._tasks if not t.done()}

    @property
    def busy(self) -> bool:
        return bool(self.running)

    async def drain(self) -> None:
        me = asyncio.current_task()
        while others := {t for t in self.running if t is not me}:
            await asyncio.gather(*others, return_exceptions=True)
