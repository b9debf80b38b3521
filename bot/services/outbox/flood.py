"""Telegram's flood limits, enforced on the injected clock before every write.

Telegram counts a write when the request reaches it. The bot cannot see that moment: only that it
lies between sending the request and reading the answer. So a write holds its place in the limits
from its permit until its answer is back, and the windows are timed from the answer: whatever
happens in between (a picture drawn after the permit, a slow network, requests queued for a
connection) cannot squeeze more writes into one of Telegram's seconds than the limit allows.
"""

from __future__ import annotations

import asyncio
from collections import deque
from dataclasses import dataclass
from typing import TYPE_CHECKING

from bot.clock import Clock

if TYPE_CHECKING:
    from bot.config import Settings

GROUP_WINDOW = 60.0
GLOBAL_WINDOW = 1.0
# The margin between one chat's writes is at most this share of their interval: a fixed 50 ms
# would cap a chat at 20 writes a second whatever its limit says.
CHAT_MARGIN_SHARE = 0.05


@dataclass(frozen=True)
class FloodLimits:
    """Writes allowed: per chat per second, per group (negative chat id) per minute, overall per second."""

    per_chat_per_second: float = 1.0
    per_group_per_minute: int = 20
    global_per_second: int = 30
    # Telegram's clock and ours may disagree a little; the live bot keeps a small margin (seconds) on
    # top of each window — between one chat's writes at most CHAT_MARGIN_SHARE of their interval.
    margin: float = 0.0

    @classmethod
    def from_settings(cls, settings: Settings) -> FloodLimits:
        return cls(
            per_chat_per_second=settings.flood_per_chat_per_second,
            per_group_per_minute=settings.flood_per_group_per_minute,
            global_per_second=settings.flood_global_per_second,
            margin=settings.flood_margin,
        )


@dataclass(eq=False, slots=True)
class _Write:
    answered_at: float | None = None  # None while on its way: Telegram may count it any moment


class FloodGate:
    """Hands out send permits; `acquire` waits until all three limits allow one.

    Each lane (a chat; None for writes to no chat) sends one request at a time: `acquire` before
    it, `finished` once its answer (or error) is back. A permit its lane never used is dropped at the
    lane's next `acquire` or by `release`.
    """

    def __init__(self, limits: FloodLimits | None, clock: Clock) -> None:
        self._limits = limits
        self._clock = clock
        self._open: dict[int | None, _Write] = {}  # each lane's permit whose answer is not back yet
        self._global: deque[_Write] = deque()  # writes that may still count in the global second, in order
        self._last_by_chat: dict[int, float] = {}  # when the chat's last write was answered
        self._group_writes: dict[int, deque[float]] = {}  # the answers of a group's last writes
        self._answered = asyncio.Event()
        self.waiting = 0  # acquirers asleep on the clock (or on another lane's answer) right now
        self._sharers = 1  # processes sending with the same token (bot/cluster/): each gets its share

    def share_with(self, processes: int) -> None:
        """The token's global limit is split among `processes` senders (per-chat limits need no
        split: a chat is one worker's)."""
        self._sharers = max(1, processes)

    @property
    def global_limit(self) -> int:
        assert self._limits is not None
        return max(1, self._limits.global_per_second // self._sharers)

    def ready_at(self, chat_id: int | None) -> float | None:
        """The earliest clock time at which a write to `chat_id` (None: no chat) is allowed; None
        while the writes still on their way fill the global limit (an answer must come back first)."""
        now = self._clock.now()
        limits = self._limits
        if limits is None:
            return now
        ready = now
        if chat_id is not None:
            last = self._last_by_chat.get(chat_id)
            if last is not None:
                interval = 1.0 / limits.per_chat_per_second
                ready = max(ready, last + interval + min(limits.margin, interval * CHAT_MARGIN_SHARE))
            window = self._group_writes.get(chat_id)
            if window is not None and len(window) >= limits.per_group_per_minute:
                # The oldest of the last N writes must leave the minute before another fits.
                ready = max(ready, window[0] + GROUP_WINDOW + limits.margin)
        writes, gone = self._global, GLOBAL_WINDOW + limits.margin
        # The oldest writes leave from the front; one still on its way there keeps the later ones
        # in, which only matters near the limit, where the count is made exact.
        while writes and writes[0].answered_at is not None and writes[0].answered_at + gone <= now:
            writes.popleft()
        limit = self.global_limit
        if len(writes) >= limit:
            writes = self._global = deque(
                w for w in writes if w.answered_at is None or w.answered_at + gone > now)
        must_leave = len(writes) - limit + 1
        if must_leave > 0:
            leaving = sorted(w.answered_at for w in writes if w.answered_at is not None)
            if len(leaving) < must_leave:
                return None
            ready = max(ready, leaving[must_leave - 1] + GLOBAL_WINDOW + limits.margin)
        return ready

    async def acquire(self, lane: int | None) -> None:
        """Wait until a write is allowed and count it (no await between the check and the count)."""
        if self._limits is None:
            return
        self.release(lane)
        while True:
            ready = self.ready_at(lane)
            now = self._clock.now()
            if ready is not None and ready <= now:
                write = self._open[lane] = _Write()
                self._global.append(write)
                return
            answered = self._answered
            self.waiting += 1
            try:
                if ready is None:
                    await answered.wait()
                else:
                    await self._clock.sleep(ready - now)
            finally:
                self.waiting -= 1

    def finished(self, lane: int | None) -> None:
        """The lane's request is answered (or failed): from now on it is timed from this moment."""
        write = self._open.pop(lane, None)
        if write is None or self._limits is None:
            return
        now = write.answered_at = self._clock.now()
        if lane is not None:
            self._last_by_chat[lane] = now
            if lane < 0:
                window = self._group_writes.get(lane)
                if window is None:
                    window = self._group_writes[lane] = deque(maxlen=self._limits.per_group_per_minute)
                window.append(now)
        self._answered.set()
        self._answered = asyncio.Event()

    def release(self, lane: int | None) -> None:
        """Give back the lane's permit if no request was made with it."""
        write = self._open.pop(lane, None)
        if write is not None:
            self._global.remove(write)
            self._answered.set()
            self._answered = asyncio.Event()

    def move_chat(self, old_chat_id: int, new_chat_id: int) -> None:
        """A migrated group keeps its send history, so the new id is not a fresh budget."""
        if old_chat_id in self._last_by_chat:
            self._last_by_chat[new_chat_id] = self._last_by_chat.pop(old_chat_id)
        if old_chat_id in self._group_writes:
            self._group_writes[new_chat_id] = self._group_writes.pop(old_chat_id)
