"""Fixtures for the playground: the launcher on a free loopback port with the demo bot in it."""

from __future__ import annotations

import functools
from collections.abc import AsyncIterator
from pathlib import Path

import pytest
from aiohttp import ClientSession
from playground_demo_bot import DemoControls, run_demo_bot
from playground_helpers import playground_settings

from bot.playground import Playground


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
