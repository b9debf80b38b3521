"""Fault injection for the HTTP transport: Bot API calls to a chat that are held, never answered.

A test that needs a bot to die at an exact point (its command committed, what it says not yet sent)
holds the chat's calls, waits until the held call arrives, kills the bot and releases the hold. A held
call is not made while held: Telegram has not seen it. Released, it is made — unless its client has
gone meanwhile (the killed bot), in which case it is dropped, as a request that never reached
Telegram would be.
"""

from __future__ import annotations

import asyncio
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass, field
from typing import Any

from aiohttp import web


@dataclass
class Hold:
    """Calls to `chat_id` of `methods` (every method when empty) whose text or caption holds `text`."""

    chat_id: int
    methods: frozenset[str] = frozenset()
    text: str | None = None
    released: asyncio.Event = field(default_factory=asyncio.Event)

    def catches(self, method: str, params: Mapping[str, Any]) -> bool:
        if str(params.get("chat_id")) != str(self.chat_id):
            return False
        if self.methods and method not in self.methods:
            return False
        if self.text is None:
            return True
        said = f"{params.get('text') or ''}\n{params.get('caption') or ''}"
        return self.text in said

    def to_json(self) -> dict[str, Any]:
        return {"chat_id": self.chat_id, "methods": sorted(self.methods), "text": self.text}


@dataclass
class Waiting:
    """A held call, as the control API shows it."""

    method: str
    chat_id: int
    params: dict[str, Any]

    def to_json(self) -> dict[str, Any]:
        return {"method": self.method, "chat_id": self.chat_id, "params": self.params}


class Holds:
    """The holds in force (one per chat: a new one replaces it) and the calls waiting on them."""

    def __init__(self, on_change: Callable[[], None] = lambda: None) -> None:
        self.holds: dict[int, Hold] = {}
        self.waiting: list[Waiting] = []
        self._on_change = on_change

    def hold(self, chat_id: int, methods: Iterable[str] = (), text: str | None = None) -> Hold:
        self.release(chat_id)
        hold = Hold(chat_id, frozenset(methods), text)
        self.holds[chat_id] = hold
        self._on_change()
        return hold

    def release(self, chat_id: int | None = None) -> None:
        """The chat's hold (every hold without `chat_id`) lifted: its waiting calls go on."""
        for key in [k for k in self.holds if chat_id is None or k == chat_id]:
            self.holds.pop(key).released.set()
        self._on_change()

    def catching(self, method: str, params: Mapping[str, Any]) -> Hold | None:
        return next((h for h in self.holds.values() if h.catches(method, params)), None)

    async def wait(self, method: str, params: Mapping[str, Any]) -> None:
        """Return once no hold catches the call (at once when none did)."""
        hold = self.catching(method, params)
        if hold is None:
            return
        waiting = Waiting(method, hold.chat_id, {k: v for k, v in params.items() if _plain(v)})
        self.waiting.append(waiting)
        self._on_change()
        try:
            while hold is not None:
                await hold.released.wait()
                hold = self.catching(method, params)
        finally:
            self.waiting.remove(waiting)
            self._on_change()

    def to_json(self) -> dict[str, Any]:
        return {"holds": [h.to_json() for h in self.holds.values()],
                "waiting": [w.to_json() for w in self.waiting]}


def _plain(value: Any) -> bool:
    return value is None or isinstance(value, str | int | float | bool | list | dict)


HOLDS_KEY = web.AppKey("holds", Holds)  # where the sandbox app keeps its holds
