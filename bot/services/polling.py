"""Long polling with a durable inbox and bounded intake.

aiogram's own polling acknowledges a batch (the next `getUpdates` offset) as soon as it has spawned
their handlers, so a crash before our commit lost the update. Here each batch is written to the
inbox first, then acknowledged; updates a crash interrupted are handled again at the next start,
before polling resumes. At most `in_flight` updates are handled at once: a backlog slows intake
instead of growing memory.
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Awaitable, Callable, Sequence

from aiogram import Bot, Dispatcher
from aiogram.exceptions import TelegramNetworkError, TelegramRetryAfter, TelegramServerError
from aiogram.methods import GetUpdates
from aiogram.types import Update

from bot.clock import Clock
from bot.services.inbox import Inbox

log = logging.getLogger(__name__)

POLL_TIMEOUT = 30  # seconds a getUpdates may wait for news (Telegram's long poll)
IN_FLIGHT = 256  # updates handled at once at most
MAX_BACKOFF = 30.0


# Where a polled batch goes instead of being handled here: several workers' shared inbox
# (`bot/cluster/`), which answers once the batch is committed.
Intake = Callable[[list[Update]], Awaitable[None]]


class Poller:
    def __init__(self, dp: Dispatcher, bot: Bot, inbox: Inbox, clock: Clock, *,
                 allowed_updates: Sequence[str], in_flight: int = IN_FLIGHT,
                 timeout: int = POLL_TIMEOUT, intake: Intake | None = None) -> None:
        self.intake = intake
        self.dp = dp
        self.bot = bot
        self.inbox = inbox
        self.clock = clock
        self.allowed_updates = list(allowed_updates)
        self.timeout = timeout
        self._room = asyncio.Semaphore(in_flight)
        self._tasks: set[asyncio.Task[None]] = set()

    async def run(self, offset: int | None) -> None:
        """Poll until cancelled (what a crash interrupted was handled by `App.start`)."""
        failures = 0
        while True:
            try:
                updates = await self.bot(GetUpdates(offset=offset, timeout=self.timeout,
                                                    allowed_updates=self.allowed_updates))
            except TelegramRetryAfter as error:
                await self.clock.sleep(error.retry_after)
                continue
            except (TelegramNetworkError, TelegramServerError) as error:
                failures += 1
                wait = min(MAX_BACKOFF, 2.0 ** min(failures, 5))
                log.warning("getUpdates failed (%s); again in %.0f s", error, wait)
                await self.clock.sleep(wait)
                continue
            failures = 0
            if self.intake is not None:
                if updates:
                    await self.intake(list(updates))  # durable before the next getUpdates
                    offset = updates[-1].update_id + 1
                continue
            if not updates:
                await self.inbox.flush()
                continue
            # Durable before the next getUpdates tells Telegram we have them.
            await self.inbox.receive(updates)
            await self.inbox.flush()
            offset = updates[-1].update_id + 1
            for update in updates:
                await self._feed(update)

    async def _feed(self, update: Update) -> None:
        await self._room.acquire()  # backpressure: wait while too many updates are being handled
        task = asyncio.get_running_loop().create_task(self._handle(update))
        self._tasks.add(task)
        task.add_done_callback(self._tasks.discard)

    async def _handle(self, update: Update) -> None:
        try:
            await self.dp.feed_update(self.bot, update)
        except Exception:
            log.exception("update %s failed", update.update_id)
        finally:
            self._room.release()

    async def drain(self, seconds: float) -> int:
        """Wait up to `seconds` for the updates being handled; how many are left."""
        if not self._tasks:
            return 0
        _, pending = await asyncio.wait(set(self._tasks), timeout=seconds)
        return len(pending)
