"""Fixtures: a sandbox on a manual clock with an aiogram dispatcher attached."""

from __future__ import annotations

from collections.abc import AsyncIterator

import pytest
from aiogram import Bot, Dispatcher
from aiogram.client.session.aiohttp import AiohttpSession
from aiogram.client.telegram import TelegramAPIServer
from aiohttp import ClientSession
from sandbox_http_helpers import Control

from sandbox import ManualClock, Sandbox
from sandbox.http import base_url, serve

START = 1_767_000_000.0


@pytest.fixture
def clock() -> ManualClock:
    return ManualClock(start=START)


@pytest.fixture
def tg(clock: ManualClock) -> Sandbox:
    return Sandbox(clock=clock)


@pytest.fixture
async def bot(tg: Sandbox) -> AsyncIterator[Bot]:
    bot = tg.bot()
    yield bot
    await bot.session.close()


@pytest.fixture
def dp(tg: Sandbox, bot: Bot) -> Dispatcher:
    dispatcher = Dispatcher()
    tg.attach(dispatcher, bot)
    return dispatcher


# Over HTTP: the sandbox served on a free loopback port, its control API, and a bot that talks to it.


@pytest.fixture
async def served(tg: Sandbox) -> AsyncIterator[str]:
    runner = await serve(tg, "127.0.0.1", 0)
    try:
        yield base_url(runner)
    finally:
        await runner.cleanup()


@pytest.fixture
async def control(served: str) -> AsyncIterator[Control]:
    async with ClientSession() as http:
        yield Control(http, served)


@pytest.fixture
async def http_bot(served: str) -> AsyncIterator[Bot]:
    bot = Bot("123456:TEST", session=AiohttpSession(api=TelegramAPIServer.from_base(served)))
    yield bot
    await bot.session.close()
