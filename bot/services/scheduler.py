"""Named timers on the injected clock: game deadlines, lobby timeouts, countdowns."""

from __future__ import annotations

import asyncio
import contextlib
import logging
from collections.abc import Awaitable, Callable
from dataclasses import dataclass

from bot.clock import Clock

log = logging.getLogger(__name__)

TimerCallback = Callable[[], Awaitable[None]]


def _owner(key: str) -> str:
    """A key's first two parts ("game:12" of "game:12:deadline"): the timers one prefix cancel drops
    together are looked up by it, not by scanning every timer of every chat."""
    return ":".join(key.split(":", 2)[:2])


@dataclass(eq=False)
class _Timer:
    key: str
    due: float
    callback: TimerCallback
    task: asyncio.Task[None] | None = None


class Scheduler:
    """At most one timer per key; setting a key again replaces its timer.

    A timer leaves the table the moment it fires, so its callback may re-arm the same key
    (the next deadline of a game) without cancelling itself.
    """

    def __init__(self, clock: Clock) -> None:
        self._clock = clock
        self._timers: dict[str, _Timer] = {}
        self._by_owner: dict[str, set[str]] = {}
        self._firing: set[asyncio.Task[None]] = set()
        self._closed = False

    def at(self, key: str, due: float, callback: TimerCallback) -> None:
        """Run `callback` at clock time `due` (at once if that is already past)."""
        if self._closed:
            raise RuntimeError("scheduler is closed")
        self.cancel(key)
        timer = _Timer(key, due, callback)
        self._timers[key] = timer
        self._by_owner.setdefault(_owner(key), set()).add(key)
        timer.task = asyncio.get_running_loop().create_task(self._run(timer), name=f"timer:{key}")

    def _forget(self, key: str) -> _Timer | None:
        timer = self._timers.pop(key, None)
        if timer is not None:
            owner = _owner(key)
            keys = self._by_owner.get(owner)
            if keys is not None:
                keys.discard(key)
                if not keys:
                    del self._by_owner[owner]
        return timer

    def cancel(self, key: str) -> bool:
        """Drop the timer `key` if it has not fired yet; True when there was one."""
        timer = self._forget(key)
        if timer is None:
            return False
        if timer.task is not None:
            timer.task.cancel()
        return True

    def cancel_prefix(self, prefix: str) -> int:
        """Drop every timer whose key starts with `prefix` (all timers of one game); how many."""
        owner = _owner(prefix)
        # A prefix that names its owner whole ("game:12:…") looks among that owner's timers only.
        among = self._by_owner.get(owner, ()) if prefix.startswith(owner + ":") else self._timers
        keys = [key for key in among if key.startswith(prefix)]
        for key in keys:
            self.cancel(key)
        return len(keys)

    def due(self, key: str) -> float | None:
        timer = self._timers.get(key)
        return timer.due if timer is not None else None

    def pending_keys(self) -> list[str]:
        """Keys of the timers not yet fired, soonest first."""
        return [t.key for t in sorted(self._timers.values(), key=lambda t: t.due)]

    @property
    def busy(self) -> bool:
        """A callback is running right now (a busy probe for the sandbox)."""
        return bool(self._firing)

    async def close(self) -> None:
        """Cancel the timers still waiting and let callbacks already running finish."""
        self._closed = True
        waiting = [t.task for t in self._timers.values() if t.task is not None]
        self._timers.clear()
        self._by_owner.clear()
        for task in waiting:
            task.cancel()
        for task in waiting:
            with contextlib.suppress(asyncio.CancelledError):
                await task
        # A callback may itself shut the bot down: never wait for the task we are running in.
        others = self._firing - {asyncio.current_task()}
        while others:
            await asyncio.gather(*others, return_exceptions=True)
            others = self._firing - {asyncio.current_task()}

    async def _run(self, timer: _Timer) -> None:
        # A loop, not one sleep: asyncio may wake a timer a little early (its clock resolution, and the
        # wall clock is not the loop's monotonic one), and an engine ticked before its deadline does nothing.
        while (delay := timer.due - self._clock.now()) > 0:
            await self._clock.sleep(delay)
        if self._timers.get(timer.key) is not timer:
            return  # replaced or cancelled while the clock was waking us
        self._forget(timer.key)
        task = asyncio.current_task()
        assert task is not None
        self._firing.add(task)
        try:
            await timer.callback()
        except asyncio.CancelledError:
            raise
        except Exception:
            log.exception("timer %s failed", timer.key)
        finally:
            self._firing.discard(task)
