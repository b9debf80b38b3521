"""The outbox's machinery: per-chat queues and their workers, requests within the flood limits with
retries, and chats that went away (moved to a supergroup, or gone). `Outbox` (outbox.py) builds the
public surface and the jobs on it."""

from __future__ import annotations

import asyncio
import inspect
import logging
from abc import ABC, abstractmethod
from collections import deque
from collections.abc import Awaitable, Callable
from typing import Any, TypeVar

from aiogram import Bot
from aiogram.exceptions import (
    TelegramBadRequest,
    TelegramEntityTooLarge,
    TelegramForbiddenError,
    TelegramMigrateToChat,
    TelegramNetworkError,
    TelegramRetryAfter,
    TelegramServerError,
)
from aiogram.methods import (
    TelegramMethod,
)

from bot.clock import Clock
from bot.services.outbox.failures import ChatGone, ChatGoneReason, gone_reason
from bot.services.outbox.flood import FloodGate, FloodLimits
from bot.services.outbox.jobs import CallJob, Job, StatusJob, StatusSlot, TextJob, retarget

log = logging.getLogger(__name__)

T = TypeVar("T")
ChatGoneHandler = Callable[[int, ChatGoneReason, int | None], Awaitable[None] | None]
ErrorHandler = Callable[[int | None, Exception], Awaitable[None] | None]

# Transient failures (network, Telegram 5xx) are retried this many times, backing off on the clock.
NETWORK_RETRIES = 5
MAX_BACKOFF = 30.0


class _Migrated(Exception):
    def __init__(self, new_chat_id: int) -> None:
        self.new_chat_id = new_chat_id


LEASE_WAIT = 0.05  # seconds between looks while this worker's hold on a chat is unconfirmed


class ChatNotOurs(Exception):
    """A write for a chat another worker now serves: its new owner says it (bot/cluster/)."""


class Delivery(ABC):
    """Queues, workers and requests; see outbox.py's module docstring for the order and throttling."""

    def __init__(self, bot: Bot, clock: Clock, limits: FloodLimits | None = None) -> None:
        self._bot = bot
        self._clock = clock
        self._gate = FloodGate(limits, clock)
        self._queues: dict[int | None, deque[Job]] = {}
        self._workers: dict[int | None, asyncio.Task[None]] = {}
        self._slots: dict[tuple[int, str], StatusSlot] = {}
        self._migrated: dict[int, int] = {}
        self._hooks: set[asyncio.Task[Any]] = set()
        self._queued_requests = 0
        self._retry_waits = 0
        self._started = False
        self._closed = False
        self.superseded = 0  # status versions replaced by a newer one before they were sent
        self.retry_afters = 0  # 429s Telegram answered (the metrics count them)
        self.on_chat_gone: ChatGoneHandler | None = None
        # Several workers (bot/cluster/): whether this process may write to a chat now: True, False
        # (another worker serves it: the write fails with ChatNotOurs), or None (not sure yet: our
        # lease is unconfirmed; the write waits).
        self.may_send: Callable[[int], bool | None] | None = None
        self._generation = 0  # bumped when everything queued is let go: a write held meanwhile is dropped
        self.on_error: ErrorHandler | None = None

    # ---- queues and workers -------------------------------------------------------------

    def _future(self) -> asyncio.Future[Any]:
        future: asyncio.Future[Any] = asyncio.get_running_loop().create_future()
        # Callers often fire and forget; the failure is logged here, so mark it as seen.
        future.add_done_callback(lambda f: f.cancelled() or f.exception())
        return future

    def _route(self, chat_id: int) -> int:
        while chat_id in self._migrated:
            chat_id = self._migrated[chat_id]
        return chat_id

    def _enqueue(self, lane: int | None, job: Job) -> None:
        if self._closed:
            raise RuntimeError("outbox is closed")
        self._queues.setdefault(lane, deque()).append(job)
        self._queued_requests += job.weight
        self._wake(lane)

    def _wake(self, lane: int | None) -> None:
        if self._started and lane not in self._workers and self._queues.get(lane):
            self._workers[lane] = asyncio.get_running_loop().create_task(
                self._drain(lane), name=f"outbox:{lane}"
            )

    async def _drain(self, lane: int | None) -> None:
        queue = self._queues[lane]
        try:
            while queue:
                await self._gate.acquire(lane)
                if not queue:
                    break
                job = self._take(queue)
                if lane is not None and self.may_send is not None:
                    generation = self._generation
                    if not await self._ours(lane) or generation != self._generation:
                        self._gate.release(lane)
                        self._finish(job, error=ChatNotOurs(lane))
                        continue
                try:
                    result = await self._perform(lane, job)
                except _Migrated as moved:
                    if isinstance(job, CallJob) and not job.follow_migration:
                        self._finish(job, error=moved.__cause__ or RuntimeError("chat migrated"))
                        continue
                    queue.appendleft(job)
                    self._move_chat(lane, moved.new_chat_id)
                    return
                except Exception as error:
                    self._report(lane, error)
                    self._finish(job, error=error)
                else:
                    self._finish(job, result=result)
        finally:
            self._gate.release(lane)  # a permit taken for a job that was gone by then
            del self._workers[lane]
            if not queue:
                self._queues.pop(lane, None)

    def _take(self, queue: deque[Job]) -> Job:
        # What the whole group sees goes before what one member sees (ephemeral messages share the
        # group's limits): a sheet's edit may wait, the round's table may not. Each kind keeps its order.
        place = 0
        if queue[0].ephemeral:
            place = next((i for i, waiting in enumerate(queue) if not waiting.ephemeral), 0)
        job = queue[place]
        del queue[place]
        if isinstance(job, StatusJob) and job.slot.pending is job:
            job.slot.pending = None  # later updates need a new edit: this one is about to be sent
        if isinstance(job, TextJob):
            while len(queue) > place and job.can_absorb(queue[place]):
                follower = queue[place]
                del queue[place]
                assert isinstance(follower, TextJob)
                job.absorb(follower)
        return job

    def _finish(self, job: Job, *, result: Any = None, error: BaseException | None = None) -> None:
        self._queued_requests -= job.weight
        for future in job.futures:
            if future.done():
                continue
            if error is not None:
                future.set_exception(error)
            else:
                future.set_result(result)

    @abstractmethod
    async def _perform(self, lane: int | None, job: Job) -> Any:
        """Send one job (Outbox: what a job of each kind sends)."""

    async def _request(self, lane: int | None, method: TelegramMethod[T], *, permit_held: bool) -> T:
        """One API call, retried through 429s and transient failures; chat-level failures classified."""
        failures = 0
        while True:
            if not permit_held:
                await self._gate.acquire(lane)
            permit_held = False
            try:
                try:
                    return await self._bot(method)
                finally:
                    self._gate.finished(lane)  # the limits are timed from the answer (flood.py)
            except TelegramRetryAfter as error:
                self.retry_afters += 1
                log.warning("429 on %s in %s: waiting %s s", type(method).__name__, lane, error.retry_after)
                await self._wait(error.retry_after)
            except TelegramMigrateToChat as error:
                if lane is None:
                    raise
                raise _Migrated(error.migrate_to_chat_id) from error
            except (TelegramNetworkError, TelegramServerError) as error:
                failures += 1
                if failures > NETWORK_RETRIES or isinstance(error, TelegramEntityTooLarge):
                    raise
                log.warning("%s failed (%s), retry %d", type(method).__name__, error, failures)
                await self._wait(min(MAX_BACKOFF, 2.0 ** (failures - 1)))
            except (TelegramForbiddenError, TelegramBadRequest) as error:
                reason = gone_reason(error)
                if reason is not None and lane is not None:
                    self._chat_gone(lane, reason)
                raise

    async def _wait(self, seconds: float) -> None:
        self._retry_waits += 1
        try:
            await self._clock.sleep(seconds)
        finally:
            self._retry_waits -= 1

    # ---- chats that change hands (bot/cluster/) -----------------------------------------

    async def _ours(self, chat_id: int) -> bool:
        assert self.may_send is not None
        while (verdict := self.may_send(chat_id)) is None:
            await self._clock.sleep(LEASE_WAIT)
        return verdict

    def share_global_limit(self, processes: int) -> None:
        """`processes` send with this token (bot/cluster/): this one keeps to its share of the limit."""
        self._gate.share_with(processes)

    def moved_from(self, chat_id: int) -> int | None:
        """The group that became supergroup `chat_id`, when a write found that out."""
        return next((old for old, new in self._migrated.items() if new == chat_id), None)

    def sending_to(self, chat_id: int) -> bool:
        """Something is still queued or on its way to `chat_id`."""
        return bool(self._queues.get(chat_id)) or chat_id in self._workers

    def let_go_everything(self) -> None:
        """This worker lost its hold on every chat: nothing queued for any chat is sent any more
        (a write waiting for its turn is dropped too)."""
        self._generation += 1
        self.let_go({lane for lane in self._queues if lane is not None})

    def let_go(self, chat_ids: set[int]) -> None:
        """Chats another worker serves from now on: what is still queued for them is dropped (their
        new owner says it from the database) and their status messages are forgotten."""
        for chat_id in chat_ids:
            queue = self._queues.get(chat_id)
            while queue:
                self._finish(queue.popleft(), error=ChatNotOurs(chat_id))
        for slot_key in [k for k in self._slots if k[0] in chat_ids]:
            del self._slots[slot_key]

    # ---- chats that went away -----------------------------------------------------------

    def _chat_gone(self, chat_id: int, reason: ChatGoneReason) -> None:
        """Drop what is still queued for the chat (it cannot be delivered) and tell the application."""
        log.warning("chat %s is gone (%s); dropping its queued messages", chat_id, reason)
        queue = self._queues.get(chat_id)
        while queue:
            self._finish(queue.popleft(), error=ChatGone(chat_id, reason))
        for slot_key in [k for k in self._slots if k[0] == chat_id]:
            del self._slots[slot_key]
        self._run_hook(self.on_chat_gone, chat_id, reason, None)

    def _move_chat(self, old: int | None, new: int) -> None:
        """A group became a supergroup: its queue, status keys and budget follow it to the new id."""
        assert old is not None
        log.info("chat %s migrated to %s; re-sending its queue there", old, new)
        self._migrated[old] = new
        self._gate.move_chat(old, new)
        moved = self._queues.pop(old, deque())
        stay: deque[Job] = deque(j for j in moved if isinstance(j, CallJob) and not j.follow_migration)
        moved = deque(j for j in moved if not (isinstance(j, CallJob) and not j.follow_migration))
        for job in moved:
            retarget(job, new)
        target = self._queues.setdefault(new, deque())
        target.extendleft(reversed(moved))  # older messages go first
        if stay:
            self._queues[old] = stay
            self._wake(old)
        for (chat_id, key), slot in list(self._slots.items()):
            if chat_id == old:
                del self._slots[(chat_id, key)]
                # Message ids do not carry over to the supergroup: the status is sent anew there.
                slot.message_id, slot.message = None, None
                self._slots[(new, key)] = slot
        self._run_hook(self.on_chat_gone, old, "migrated", new)
        self._wake(new)

    def _report(self, lane: int | None, error: Exception) -> None:
        """A write failed for good: log it and tell the application's `on_error` hook."""
        log.warning("write to chat %s failed: %s", lane, error)
        self._run_hook(self.on_error, lane, error)

    def _run_hook(self, hook: Callable[..., Awaitable[None] | None] | None, *args: Any) -> None:
        # Hooks run beside the workers: a hook that awaits this outbox must not block its own chat.
        if hook is None:
            return
        task = asyncio.get_running_loop().create_task(self._call_hook(hook, *args))
        self._hooks.add(task)
        task.add_done_callback(self._hooks.discard)

    async def _call_hook(self, hook: Callable[..., Awaitable[None] | None], *args: Any) -> None:
        try:
            result = hook(*args)
            if inspect.isawaitable(result):
                await result
        except Exception:
            log.exception("outbox hook %s failed", getattr(hook, "__name__", hook))
