"""Clocks the sandbox (and the bot, by injection) read time from.

`SystemClock` is wall time. `ManualClock` only moves when a test calls
`advance`, so timers fire deterministically and tests never sleep.
"""

from __future__ import annotations

import asyncio
import heapq
import itertools
import time
from typing import ClassVar, Protocol


class Clock(Protocol):
    def now(self) -> float: ...

    async def sleep(self, seconds: float) -> None: ...


class SystemClock:
    """Wall-clock time; `sleep` is `asyncio.sleep`."""

    def now(self) -> float:
        return time.time()

    async def sleep(self, seconds: float) -> None:
        await asyncio.sleep(max(0.0, seconds))


class ManualClock:
    """A clock that stands still until `advance` moves it.

    Sleepers wake in order of their wake time (ties in the order they began
    sleeping), and `now()` seen by each woken sleeper is its own wake time,
    as if the time had passed for real.
    """

    # How many loop turns `advance` gives woken tasks to run on; a subclass may want more.
    settle_rounds: ClassVar[int] = 20

    def __init__(self, start: float = 1_767_000_000.0) -> None:
        self._now = float(start)
        self._sleepers: list[tuple[float, int, asyncio.Future[None]]] = []
        self._order = itertools.count()

    def now(self) -> float:
        return self._now

    async def sleep(self, seconds: float) -> None:
        if seconds <= 0:
            await asyncio.sleep(0)
            return
        future: asyncio.Future[None] = asyncio.get_running_loop().create_future()
        heapq.heappush(self._sleepers, (self._now + seconds, next(self._order), future))
        await future

    @property
    def sleepers(self) -> int:
        """How many sleeps are still waiting (cancelled ones excluded)."""
        return sum(1 for _, _, future in self._sleepers if not future.done())

    def next_wake(self) -> float | None:
        pending = [due for due, _, future in self._sleepers if not future.done()]
        return min(pending) if pending else None

    async def advance(self, seconds: float) -> None:
        """Move time forward by `seconds`, waking each due sleeper in time order.

        After each wake-up the loop runs until it settles, so a sleeper that
        starts a new, still-due sleep is woken within the same advance.
        """
        if seconds < 0:
            raise ValueError("time does not go backwards")
        target = self._now + seconds
        while self._sleepers and self._sleepers[0][0] <= target:
            due, _, future = heapq.heappop(self._sleepers)
            if future.done():
                continue
            self._now = max(self._now, due)
            future.set_result(None)
            await settle(self.settle_rounds)
        self._now = target
        await settle(self.settle_rounds)


async def settle(rounds: int = 20) -> None:
    """Let ready and woken tasks run their synchronous continuations (no time passes)."""
    for _ in range(rounds):
        await asyncio.sleep(0)
