"""Flood control: Telegram's sending limits, answered with 429 and `retry_after`.

Limits are sliding windows over the sandbox clock: per chat per second, per
group per minute, and for the whole bot per second. A refused call is not
counted, so a bot that waits `retry_after` seconds gets through.
"""

from __future__ import annotations

import math
from collections import defaultdict, deque
from dataclasses import dataclass, field
from typing import Any

from sandbox.core.errors import too_many_requests


@dataclass(frozen=True)
class FloodLimits:
    per_chat_per_second: int = 1
    per_group_per_minute: int = 20
    global_per_second: int = 30
    # Ephemeral messages (Bot API 10.2) and their edits count against the group's limits like any
    # other: Telegram has not said they are free. Off, they count against the global limit only.
    ephemeral_counts: bool = True

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> FloodLimits:
        known: dict[str, Any] = {k: int(v) for k, v in data.items() if k in cls.__dataclass_fields__
                                 and v is not None and k != "ephemeral_counts"}
        if data.get("ephemeral_counts") is not None:
            known["ephemeral_counts"] = bool(data["ephemeral_counts"])
        return cls(**known)

    def to_json(self) -> dict[str, int | bool]:
        return {"per_chat_per_second": self.per_chat_per_second,
                "per_group_per_minute": self.per_group_per_minute,
                "global_per_second": self.global_per_second,
                "ephemeral_counts": self.ephemeral_counts}


@dataclass
class FloodControl:
    limits: FloodLimits
    _per_chat: dict[int, deque[float]] = field(default_factory=lambda: defaultdict(deque))
    _per_group: dict[int, deque[float]] = field(default_factory=lambda: defaultdict(deque))
    _global: deque[float] = field(default_factory=deque)

    def check(self, chat_id: int, is_group: bool, now: float, ephemeral: bool = False) -> None:
        """Raise 429 when one more message to `chat_id` now would break a limit; else count it."""
        in_chat = not ephemeral or self.limits.ephemeral_counts
        windows = [(self._global, 1.0, self.limits.global_per_second)]
        if in_chat:
            windows.append((self._per_chat[chat_id], 1.0, self.limits.per_chat_per_second))
        if is_group and in_chat:
            windows.append((self._per_group[chat_id], 60.0, self.limits.per_group_per_minute))
        wait = 0.0
        for stamps, span, limit in windows:
            while stamps and stamps[0] <= now - span:
                stamps.popleft()
            if len(stamps) >= limit:
                wait = max(wait, stamps[len(stamps) - limit] + span - now)
        if wait > 0:
            raise too_many_requests(max(1, math.ceil(wait)))
        for stamps, _, _ in windows:
            stamps.append(now)
