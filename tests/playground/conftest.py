"""Fixtures for the playground: the launcher on a free loopback port with the demo bot in it."""

from __future__ import annotations

import functools
import time
from collections.abc import AsyncIterator, Awaitable, Callable
from pathlib import Path
from typing import Any

import pytest
from aiohttp import ClientSession
from demo_bot import DemoControls, run_demo_bot

from bot.config import Settings
from bot.playground import Playground


def playground_settings() -> Settings:
    # No .env and no environment token: the playground must not depend on the developer's setup.
    return Settings(_env_file=None, bot_token=None)


@pytest.fixture
def demo_controls() -> DemoControls:
    return DemoControls()


@pytest.fixture
async def playground(tmp_path: Path, demo_controls: DemoControls) -> AsyncIterator[Playground]:
    # The demo bot has no outbox to pace itself, so Telegram's flood limits stay off for it.
    running = Playground(
        playground_settings(),
        port=0,
        database_path=tmp_path / "playground.sqlite3",
        run_bot=functools.partial(run_demo_bot, controls=demo_controls),
        flood=False,
    )
    await running.start()
    try:
        yield running
    finally:
        await running.stop()


@pytest.fixture
async def http() -> AsyncIterator[ClientSession]:
    async with ClientSession() as session:
        yield session


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
