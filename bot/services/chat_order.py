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
        self._aliases: dict[ChatKey, ChatKey] = {}  # a supergroup -> the group it was: one turn for both
        self._locks: dict[ChatKey, asyncio.Lock] = {}
        self._users: dict[ChatKey, int] = {}
        self.active = 0  # holders and waiters: a busy probe for tests

    def alias(self, new: ChatKey, old: ChatKey) -> None:
        """From now on `new` takes its turns in `old`'s queue (a group became supergroup `new`: the
        updates of both stay in one order, those waiting behind the migration included)."""
        if new != old:
            self._aliases[new] = self._aliases.get(old, old)

    @asynccontextmanager
    async def hold(self, key: ChatKey) -> AsyncIterator[None]:
        key = self._aliases.get(key, key)
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
        lock = self._locks.get(self._aliases.get(key, key))
        return lock is not None and lock.locked()
