"""Helpers the playground tests share (a uniquely named module: every test folder has a conftest)."""

from __future__ import annotations

import time
from collections.abc import Awaitable, Callable
from typing import Any

from bot.config import Settings
from bot.playground import Playground


def playground_settings(**overrides: Any) -> Settings:
    # No .env and no environment token: the playground must not depend on the developer's setup.
    # The deep-link scenarios play with secrets in the private chat; the group's own say so.
    overrides.setdefault("secrets", "private")
    return Settings(_env_file=None, bot_token=None, **overrides)


async def until(playground: Playground, check: Callable[[], Awaitable[Any]], within: float = 15.0) -> Any:
    """Wait for the bot (a real task over HTTP) to make `check` truthy: woken by the sandbox's
    change notifications, not by sleeping."""
    core = playground.sandbox.core
    deadline = time.monotonic() + within
    while True:
        seen = core.changes
        result = await check()
        if result:
            return result
        remaining = deadline - time.monotonic()
        if remaining <= 0:
            raise AssertionError(f"condition not met within {within} s")
        await core.wait_change(seen, min(remaining, 1.0))
