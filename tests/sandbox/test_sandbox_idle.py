"""The idle barrier: actions return once handlers, API calls and busy probes are done; it never hangs."""

from __future__ import annotations

import asyncio

import pytest
from aiogram import Bot, Dispatcher
from aiogram.types import Message

from sandbox import ManualClock, Sandbox, SandboxNotIdle


async def test_says_returns_after_a_handler_that_makes_several_calls(tg: Sandbox, dp: Dispatcher) -> None:
    @dp.message()
    async def chatty(message: Message) -> None:
        for n in range(5):
            await asyncio.sleep(0)
            await message.answer(f"{n}")

    (ann,) = tg.users("Аня")
    await ann.says(ann.private, "привет")
    assert [m.text for m in ann.private.bot_messages()] == ["0", "1", "2", "3", "4"]


async def test_idle_waits_for_a_busy_probe(tg: Sandbox, bot: Bot) -> None:
    (ann,) = tg.users("Аня")
    ann.start_bot()
    queue: list[str] = ["раз", "два"]

    async def outbox() -> None:
        while queue:
            await bot.send_message(ann.id, queue.pop(0))

    tg.add_busy_probe(lambda: bool(queue))
    task = asyncio.create_task(outbox())
    await tg.idle()
    assert [m.text for m in ann.private.bot_messages()] == ["раз", "два"]
    await task


async def test_idle_gives_up_with_a_clear_message_instead_of_hanging(clock: ManualClock) -> None:
    tg = Sandbox(clock=clock, idle_rounds=50)
    bot = tg.bot()
    dp = Dispatcher()

    @dp.message()
    async def waits_for_the_clock(message: Message) -> None:
        await clock.sleep(60)  # a handler waiting on the manual clock never ends by itself

    tg.attach(dp, bot)
    (ann,) = tg.users("Аня")
    with pytest.raises(SandboxNotIdle, match="update handler"):
        await ann.says(ann.private, "привет")
    await clock.advance(60)
    await tg.idle()


async def test_idle_reports_a_probe_that_stays_busy(tg: Sandbox) -> None:
    tg.idle_rounds = 20
    tg.add_busy_probe(lambda: True)
    with pytest.raises(SandboxNotIdle, match="busy probe"):
        await tg.idle()


async def test_advance_wakes_clock_sleepers_then_waits_for_their_handlers(
    tg: Sandbox, bot: Bot, clock: ManualClock
) -> None:
    (ann,) = tg.users("Аня")
    ann.start_bot()

    async def reminder() -> None:
        await clock.sleep(30)
        await bot.send_message(ann.id, "время вышло")

    task = asyncio.create_task(reminder())
    await tg.advance(29)
    assert ann.private.bot_messages() == []
    await tg.advance(1)
    assert [m.text for m in ann.private.bot_messages()] == ["время вышло"]
    assert ann.private.bot_messages()[0].date.timestamp() == clock.now()
    await task


async def test_handler_exceptions_are_collected(tg: Sandbox, dp: Dispatcher) -> None:
    @dp.message()
    async def broken(message: Message) -> None:
        raise RuntimeError("boom")

    (ann,) = tg.users("Аня")
    await ann.says(ann.private, "привет")
    assert [str(e) for e in tg.handler_errors] == ["boom"]


async def test_advance_lets_each_wakeup_settle_before_the_next(
    tg: Sandbox, bot: Bot, clock: ManualClock
) -> None:
    (ann,) = tg.users("Аня")
    ann.start_bot()
    order: list[str] = []
    working = False
    tg.add_busy_probe(lambda: working)  # how a scheduler tells the barrier it has work in hand

    async def slow_then_sleep() -> None:
        nonlocal working
        await clock.sleep(1)
        working = True
        for _ in range(50):  # a long chain of loop turns, as database work would take
            await asyncio.sleep(0)
        await bot.send_message(ann.id, "первый")
        order.append("first")
        working = False
        await clock.sleep(1)  # due at +2, before the other sleeper
        order.append("first again")

    async def later() -> None:
        await clock.sleep(3)
        order.append("second")

    tasks = [asyncio.create_task(slow_then_sleep()), asyncio.create_task(later())]
    await asyncio.sleep(0)
    await tg.advance(5)
    assert order == ["first", "first again", "second"]
    await asyncio.gather(*tasks)
