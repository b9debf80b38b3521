"""Telegram's flood limits, enforced on the injected clock before every write."""

from __future__ import annotations

from collections import deque
from dataclasses import dataclass
from typing import TYPE_CHECKING

from bot.clock import Clock

if TYPE_CHECKING:
    from bot.config import Settings

# Clock arithmetic in floats: a wake-up at exactly the allowed time must count as allowed.
_EPSILON = 1e-6
GROUP_WINDOW = 60.0
GLOBAL_WINDOW = 1.0


@dataclass(frozen=True)
class FloodLimits:
    """Writes allowed: per chat per second, per group (negative chat id) per minute, overall per second."""

    per_chat_per_second: float = 1.0
    per_group_per_minute: int = 20
    global_per_second: int = 30
    # Telegram times a request when it arrives, we when we send it; on a real network two sends a
    # whole second apart can land closer than that, so the live bot keeps a small margin.
    margin: float = 0.0

    @classmethod
    def from_settings(cls, settings: Settings) -> FloodLimits:
        return cls(
            per_chat_per_second=settings.flood_per_chat_per_second,
            per_group_per_minute=settings.flood_per_group_per_minute,
            global_per_second=settings.flood_global_per_second,
            margin=0.05,
        )


class FloodGate:
    """Hands out send permits; `acquire` waits on the clock until all three limits allow one."""

    def __init__(self, limits: FloodLimits | None, clock: Clock) -> None:
        self._limits = limits
        self._clock = clock
        self._last_by_chat: dict[int, float] = {}
        self._group_sends: dict[int, deque[float]] = {}
        self._global_sends: deque[float] = deque(maxlen=limits.global_per_second if limits else 1)
        self.waiting = 0  # acquirers asleep on the clock right now

    def ready_at(self, chat_id: int | None) -> float:
        """The earliest clock time at which a write to `chat_id` (None: no chat) is allowed."""
        now = self._clock.now()
        limits = self._limits
        if limits is None:
            return now
        ready = now
        if chat_id is not None:
            last = self._last_by_chat.get(chat_id)
            if last is not None:
                ready = max(ready, last + 1.0 / limits.per_chat_per_second + limits.margin)
            window = self._group_sends.get(chat_id)
            if window is not None and len(window) >= limits.per_group_per_minute:
                # The oldest of the last N sends must leave the minute before another fits.
                ready = max(ready, window[0] + GROUP_WINDOW + limits.margin)
        if len(self._global_sends) >= limits.global_per_second:
            ready = max(ready, self._global_sends[0] + GLOBAL_WINDOW + limits.margin)
        return ready

    def record(self, chat_id: int | None) -> None:
        if self._limits is None:
            return
        now = self._clock.now()
        self._global_sends.append(now)
        if chat_id is None:
            return
        self._last_by_chat[chat_id] = now
        if chat_id < 0:
            window = self._group_sends.get(chat_id)
            if window is None:
                window = self._group_sends[chat_id] = deque(maxlen=self._limits.per_group_per_minute)
            window.append(now)

    async def acquire(self, chat_id: int | None) -> None:
        """Wait until a write is allowed and count it (no await between the check and the count)."""
        while True:
            wait = self.ready_at(chat_id) - self._clock.now()
            if wait <= _EPSILON:
                self.record(chat_id)
                return
            self.waiting += 1
            try:
                await self._clock.sleep(wait)
            finally:
                self.waiting -= 1

    def move_chat(self, old_chat_id: int, new_chat_id: int) -> None:
        """A migrated group keeps its send history, so the new id is not a fresh budget."""
        if old_chat_id in self._last_by_chat:
            self._last_by_chat[new_chat_id] = self._last_by_chat.pop(old_chat_id)
        if old_chat_id in self._group_sends:
            self._group_sends[new_chat_id] = self._group_sends.pop(old_chat_id)
