"""Scheduler: named timers on the injected clock."""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator, Awaitable, Callable

import pytest

from bot.services.scheduler import Scheduler
from tests.platform.fakes import FakeClock


@pytest.fixture
async def scheduler(clock: FakeClock) -> AsyncIterator[Scheduler]:
    scheduler = Scheduler(clock)
    yield scheduler
    await scheduler.close()


def recorder(fired: list[tuple[str, float]], clock: FakeClock, name: str) -> Callable[[], Awaitable[None]]:
    async def callback() -> None:
        fired.append((name, clock.now() - 1_767_000_000.0))

    return callback


async def test_timers_fire_in_due_order_at_their_due_time(scheduler: Scheduler, clock: FakeClock) -> None:
    fired: list[tuple[str, float]] = []
    start = clock.now()
    scheduler.at("late", start + 30, recorder(fired, clock, "late"))
    scheduler.at("early", start + 5, recorder(fired, clock, "early"))
    scheduler.at("middle", start + 12.5, recorder(fired, clock, "middle"))
    assert scheduler.pending_keys() == ["early", "middle", "late"]
    await clock.advance(12)
    assert fired == [("early", 5.0)]
    await clock.advance(20)
    assert fired == [("early", 5.0), ("middle", 12.5), ("late", 30.0)]
    assert scheduler.pending_keys() == []


async def test_setting_a_key_again_replaces_its_timer(scheduler: Scheduler, clock: FakeClock) -> None:
    fired: list[tuple[str, float]] = []
    start = clock.now()
    scheduler.at("game:1:deadline", start + 10, recorder(fired, clock, "first"))
    scheduler.at("game:1:deadline", start + 20, recorder(fired, clock, "second"))
    assert scheduler.due("game:1:deadline") == start + 20
    await clock.advance(30)
    assert fired == [("second", 20.0)]


async def test_cancel_and_cancel_prefix_stop_timers(scheduler: Scheduler, clock: FakeClock) -> None:
    fired: list[tuple[str, float]] = []
    start = clock.now()
    for key in ("game:1:deadline", "game:1:countdown", "game:2:deadline", "lobby:7"):
        scheduler.at(key, start + 5, recorder(fired, clock, key))
    assert scheduler.cancel("lobby:7") is True
    assert scheduler.cancel("lobby:7") is False
    assert scheduler.cancel_prefix("game:1:") == 2
    await clock.advance(10)
    assert fired == [("game:2:deadline", 5.0)]
    assert scheduler.due("game:1:deadline") is None


async def test_cancel_prefix_finds_one_games_timers_among_many_and_any_prefix_still_works(
        scheduler: Scheduler, clock: FakeClock) -> None:
    """With 1,000 games a prefix cancel must not walk every chat's timers (it ran on every status
    message): it looks among its game's own, and keeps no index for timers that are gone."""
    fired: list[tuple[str, float]] = []
    start = clock.now()
    for game in range(1, 1001):
        scheduler.at(f"game:{game}:deadline", start + 5, recorder(fired, clock, str(game)))
    for key in ("game:12:show:a:1", "game:12:show:a:2", "game:12:show:b:1", "game:120:show:a:1", "lobby:7"):
        scheduler.at(key, start + 5, recorder(fired, clock, key))
    assert scheduler.cancel_prefix("game:12:show:a:") == 2  # not game 120's, not show:b
    assert scheduler.cancel_prefix("game:12:") == 2
    assert scheduler.due("game:120:show:a:1") is not None and scheduler.due("game:120:deadline") is not None
    # A prefix that names no owner whole looks everywhere, as a string prefix does.
    assert scheduler.cancel_prefix("lob") == 1
    assert scheduler.cancel_prefix("game:99") == 11  # game 99 and games 990 … 999
    await clock.advance(10)
    assert len(fired) == 1005 - 2 - 2 - 1 - 11 and not scheduler.pending_keys()
    assert scheduler._by_owner == {}  # fired and cancelled timers leave no trace


async def test_a_due_time_in_the_past_fires_at_once(scheduler: Scheduler, clock: FakeClock) -> None:
    fired: list[tuple[str, float]] = []
    scheduler.at("resumed", clock.now() - 100, recorder(fired, clock, "resumed"))
    await clock.advance(0)
    assert fired == [("resumed", 0.0)]


async def test_a_callback_may_rearm_its_own_key(scheduler: Scheduler, clock: FakeClock) -> None:
    fired: list[float] = []

    async def tick() -> None:
        fired.append(clock.now() - 1_767_000_000.0)
        if len(fired) < 3:
            scheduler.at("countdown", clock.now() + 10, tick)

    scheduler.at("countdown", clock.now() + 10, tick)
    await clock.advance(100)
    assert fired == [10.0, 20.0, 30.0]


async def test_a_failing_callback_is_logged_and_others_still_fire(
    scheduler: Scheduler, clock: FakeClock, caplog: pytest.LogCaptureFixture
) -> None:
    fired: list[tuple[str, float]] = []

    async def boom() -> None:
        raise RuntimeError("engine bug")

    scheduler.at("broken", clock.now() + 1, boom)
    scheduler.at("fine", clock.now() + 2, recorder(fired, clock, "fine"))
    await clock.advance(5)
    assert fired == [("fine", 2.0)]
    assert "timer broken failed" in caplog.text and "engine bug" in caplog.text


async def test_close_cancels_waiting_timers(clock: FakeClock) -> None:
    scheduler = Scheduler(clock)
    fired: list[tuple[str, float]] = []
    scheduler.at("later", clock.now() + 5, recorder(fired, clock, "later"))
    await scheduler.close()
    await clock.advance(10)
    assert fired == []
    with pytest.raises(RuntimeError):
        scheduler.at("after-close", clock.now(), recorder(fired, clock, "x"))


async def test_close_waits_for_a_running_callback_and_may_be_called_from_one(clock: FakeClock) -> None:
    scheduler = Scheduler(clock)
    steps: list[str] = []
    release = asyncio.Event()

    async def slow() -> None:
        steps.append("slow started")
        await release.wait()
        steps.append("slow finished")

    scheduler.at("slow", clock.now(), slow)
    await clock.advance(0)
    closing = asyncio.ensure_future(scheduler.close())
    await clock.advance(0)
    assert not closing.done() and scheduler.busy
    release.set()
    await clock.advance(0)
    assert closing.done() and steps == ["slow started", "slow finished"]

    again = Scheduler(clock)

    async def shutdown() -> None:
        await again.close()
        steps.append("closed from a callback")

    again.at("shutdown", clock.now(), shutdown)
    await clock.advance(0)
    assert steps[-1] == "closed from a callback"
