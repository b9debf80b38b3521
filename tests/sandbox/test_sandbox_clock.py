"""The clocks: a manual clock moves only when told and wakes sleepers in time order."""

from __future__ import annotations

import asyncio

from sandbox import ManualClock, SystemClock


async def test_manual_clock_wakes_sleepers_in_time_order_at_their_wake_time() -> None:
    clock = ManualClock(start=100.0)
    woke: list[tuple[str, float]] = []

    async def sleeper(name: str, seconds: float) -> None:
        await clock.sleep(seconds)
        woke.append((name, clock.now()))

    tasks = [asyncio.create_task(sleeper(n, s)) for n, s in (("late", 5), ("early", 1), ("middle", 3))]
    await asyncio.sleep(0)
    await clock.advance(2)
    assert woke == [("early", 101.0)]
    assert clock.now() == 102.0
    await clock.advance(10)
    assert woke == [("early", 101.0), ("middle", 103.0), ("late", 105.0)]
    assert clock.now() == 112.0
    await asyncio.gather(*tasks)


async def test_manual_clock_wakes_a_chained_sleep_due_within_the_same_advance() -> None:
    clock = ManualClock(start=0.0)
    seen: list[float] = []

    async def twice() -> None:
        await clock.sleep(1)
        seen.append(clock.now())
        await clock.sleep(1)
        seen.append(clock.now())

    task = asyncio.create_task(twice())
    await asyncio.sleep(0)
    await clock.advance(5)
    assert seen == [1.0, 2.0]
    await task


async def test_manual_clock_stands_still_without_advance() -> None:
    clock = ManualClock(start=7.0)
    task = asyncio.create_task(clock.sleep(1))
    for _ in range(10):
        await asyncio.sleep(0)
    assert not task.done()
    assert clock.now() == 7.0
    assert clock.sleepers == 1
    task.cancel()


async def test_system_clock_reads_wall_time_and_sleeps() -> None:
    clock = SystemClock()
    before = clock.now()
    await clock.sleep(0)
    assert clock.now() >= before > 1_600_000_000
