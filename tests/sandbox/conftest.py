"""Fixtures: a sandbox on a manual clock with an aiogram dispatcher attached."""

from __future__ import annotations

from collections.abc import AsyncIterator

import pytest
from aiogram import Bot, Dispatcher

from sandbox import ManualClock, Sandbox

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
