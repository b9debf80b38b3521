"""Helpers for the HTTP tests: a served sandbox and a wait that is woken by the sandbox, not by sleeping."""

from __future__ import annotations

import time
from collections.abc import Awaitable, Callable
from typing import Any

from aiohttp import ClientSession

from sandbox import Sandbox


async def until(tg: Sandbox, check: Callable[[], Any], within: float = 10.0) -> Any:
    """Wait until `check()` is truthy: re-checked on every sandbox change, for at most `within` seconds."""
    deadline = time.monotonic() + within
    while True:
        seen = tg.core.changes
        result = check()
        if isinstance(result, Awaitable):
            result = await result
        if result:
            return result
        remaining = deadline - time.monotonic()
        if remaining <= 0:
            raise AssertionError(f"condition not met within {within} s")
        await tg.core.wait_change(seen, min(remaining, 1.0))


class Control:
    """A tiny client for the control API and the raw Bot API."""

    def __init__(self, http: ClientSession, base: str, token: str = "123456:TEST") -> None:
        self.http = http
        self.base = base
        self.token = token

    async def post(self, path: str, body: dict[str, Any] | None = None, status: int = 200) -> Any:
        async with self.http.post(self.base + path, json=body or {}) as response:
            data = await response.json()
            assert response.status == status, data
            return data

    async def get(self, path: str, status: int = 200) -> Any:
        async with self.http.get(self.base + path) as response:
            data = await response.json()
            assert response.status == status, data
            return data

    async def delete(self, path: str, status: int = 200) -> Any:
        async with self.http.delete(self.base + path) as response:
            data = await response.json()
            assert response.status == status, data
            return data

    async def api(self, method: str, status: int = 200, **params: Any) -> Any:
        async with self.http.post(f"{self.base}/bot{self.token}/{method}", json=params) as response:
            data = await response.json()
            assert response.status == status, data
            return data
