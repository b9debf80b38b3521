"""Writes that may share one statement: while one is on its way to the server, the calls that come
meanwhile wait and go together in the next. A lone call goes at once (no timer, no added latency);
under load a hundred calls cost one round trip. Each caller returns once its own write is committed,
or raises what the statement raised."""

from __future__ import annotations

import asyncio
from collections.abc import Awaitable, Callable
from typing import Generic, TypeVar

T = TypeVar("T")


class Together(Generic[T]):
    def __init__(self, write: Callable[[list[T]], Awaitable[None]]) -> None:
        self._write = write
        self._waiting: list[T] = []
        self._next: asyncio.Future[None] | None = None  # the statement the waiting items go in
        self._writing: asyncio.Task[None] | None = None
        self.statements = 0

    async def add(self, item: T) -> None:
        self._waiting.append(item)
        if self._next is None:
            self._next = asyncio.get_running_loop().create_future()
        written = self._next
        if self._writing is None:
            self._writing = asyncio.get_running_loop().create_task(self._write_all())
        await asyncio.shield(written)  # a caller that gives up does not cancel the others' write

    async def _write_all(self) -> None:
        try:
            while self._waiting:
                items, self._waiting = self._waiting, []
                written, self._next = self._next, None
                assert written is not None
                try:
                    self.statements += 1
                    await self._write(items)
                except BaseException as error:
                    if not written.done():
                        if isinstance(error, asyncio.CancelledError):
                            written.cancel()
                        else:
                            written.set_exception(error)
                    if not isinstance(error, Exception):
                        raise
                else:
                    if not written.done():
                        written.set_result(None)
        finally:
            self._writing = None
            if self._next is not None and not self._next.done():  # cancelled with calls still waiting
                self._next.cancel()
                self._next, self._waiting = None, []
