"""Per-chat serialisation: one update (or timer firing) of a chat at a time, in arrival order.

`asyncio.Lock` queues its waiters first-in first-out, and `hold` reaches
`acquire` without awaiting anything else first, so the order in which updates
arrive is the order in which they run. Different chats run concurrently.
"""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager

ChatKey = tuple[int, int]  # (chat id, forum topic id or 0)


class ChatLocks:
    def __init__(self) -> None:
        self._locks: dict[ChatKey, asyncio.Lock] = {}
        self._users: dict[ChatKey, int] = {}
        self.active = 0  # holders and waiters: a busy probe for tests

    @asynccontextmanager
    async def hold(self, key: ChatKey) -> AsyncIterator[None]:
        lock = self._locks.get(key)
        if lock is None:
            lock = self._locks[key] = asyncio.Lock()
        self._users[key] = self._users.get(key, 0) + 1
        self.active += 1
        try:
            async with lock:
                yield
        finally:
            self.active -= 1
            self._users[key] -= 1
            if self._users[key] == 0:  # nobody holds or waits: forget the lock
                del self._users[key]
                del self._locks[key]

    def locked(self, key: ChatKey) -> bool:
        lock = self._locks.get(key)
        return lock is not None and lock.locked()
