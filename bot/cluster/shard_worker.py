"""The worker loop: the inbox rows of the shards this worker holds, handled in Telegram's order.

A row becomes an update fed to the dispatcher exactly as polling feeds one, so a chat's updates take
that chat's turn (`ChatOrderMiddleware`) in update order. Taking a shard over is a restart in small:
its games are restored from the database, what their commands had not yet said is said, its
backlog is handled, then its timers are armed (an answer sent before a deadline is judged before
the deadline closes the turn). Handing a shard back waits until its updates, timers and messages
are done, then forgets its games.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import logging
import time
from collections.abc import Iterable
from typing import TYPE_CHECKING

from aiogram.types import Update

from bot.storage.postgres.cluster import PgCluster
from bot.storage.shards import Fenced, shard_of

if TYPE_CHECKING:
    from bot.app import App

log = logging.getLogger(__name__)

IN_FLIGHT = 256  # updates handled at once at most
FALLBACK_POLL = 0.25  # seconds between looks at the inbox when no notification came
BATCH = 500
DRAIN_TIMEOUT = 10.0  # seconds a hand-back waits for its chats' messages to leave
STRAYS_EVERY = 2.0  # seconds between looks for games whose chat moved into or out of our shards


class ShardWorker:
    def __init__(self, app: App, cluster: PgCluster) -> None:
        self.app = app
        self.cluster = cluster
        self.owned: set[int] = set()  # shards whose rows are fed
        self.serving: set[int] = set()  # shards whose games are in memory (owned, and those draining)
        self._after = 0  # the last update fed by the steady reading
        self._fed: set[int] = set()  # updates fed and not yet seen marked done
        self._tasks: dict[asyncio.Task[None], int] = {}  # update being handled -> its shard
        self._room = asyncio.Semaphore(IN_FLIGHT)
        self._wake = asyncio.Event()
        self._pumping = asyncio.Lock()
        self._moving = asyncio.Lock()  # one change of what we hold at a time (take, release, strays)
        self.moved: dict[int, int] = {}  # supergroups that were groups -> the shard they keep
        self.handled = 0
        self.latencies: list[float] = []  # seconds per handled update since the metrics last looked

    def wake(self) -> None:
        self._wake.set()

    def shard(self, chat_id: int) -> int:
        """A chat's shard (a supergroup that was a group keeps its group's)."""
        return self.moved.get(chat_id, shard_of(chat_id))

    def serves(self, chat_id: int) -> bool:
        """Ours to write to: its shard is ours, or a game we hold plays there (a group that migrated
        a moment ago, before we learnt which shard its supergroup keeps)."""
        return (self.shard(chat_id) in self.serving
                or any(key[0] == chat_id for key in self.app.live.by_key))

    async def run(self) -> None:
        looked = time.monotonic()
        while True:
            with contextlib.suppress(TimeoutError):
                await asyncio.wait_for(self._wake.wait(), FALLBACK_POLL)
            self._wake.clear()
            if self.owned:
                try:
                    await self.pump()
                    if time.monotonic() - looked > STRAYS_EVERY:
                        looked = time.monotonic()
                        await self.adopt_strays()
                        async with self._pumping:
                            await self._catch_up(set(self.owned), everything=True)
                except Exception:
                    log.exception("reading the inbox failed; again shortly")

    async def adopt_strays(self) -> None:
        """Games whose chat changed shard under them (a group became a supergroup: a new id): the
        worker holding the new shard takes the game over, the one holding it in memory lets it go."""
        async with self._moving:
            await self._adopt_strays()

    async def _adopt_strays(self) -> None:
        live = self.app.live
        self.moved = await self.cluster.moved_chats()
        for session in list(live):
            if self.shard(session.chat_id) not in self.serving:
                log.info("game %s moved to chat %s, another worker's: letting it go", session.id,
                         session.chat_id)
                self.app.scheduler.cancel_prefix(f"game:{session.id}:")
                live.drop(session)
        strays = {chat for game, chat in await self.cluster.live_games_in(sorted(self.owned))
                  if game not in live.by_id}
        if strays:
            log.info("taking over the games of %d chat(s) that moved into our shards", len(strays))
            await self.app.recovery.restore(strays.__contains__)
            await self.app.recovery.arm_timers(strays.__contains__)

    async def pump(self) -> None:
        """Feed the rows of our shards that came in since the last reading (one reader at a time:
        rows go in Telegram's order)."""
        async with self._pumping:
            while self.owned:
                rows = await self.cluster.unfinished(sorted(self.owned), after=self._after, limit=BATCH)
                for update_id, shard, data in rows:
                    self._after = max(self._after, update_id)
                    if shard in self.owned and update_id not in self._fed:
                        await self._feed(update_id, shard, data)
                if len(rows) < BATCH:
                    return

    async def _catch_up(self, shards: set[int], *, everything: bool = False) -> None:
        """Feed the unhandled rows of `shards` from the oldest on: those of shards just taken over
        (before their newer rows), and with `everything` any row of ours that was committed late,
        behind newer ones (webhook receivers commit side by side). Forgets the rows seen done."""
        waiting = await self.cluster.unfinished_ids(sorted(shards))  # ids only: most are in hand
        missing = [u for u in waiting if u not in self._fed]
        for start in range(0, len(missing), BATCH):
            for update_id, shard, data in await self.cluster.rows(missing[start:start + BATCH]):
                if update_id not in self._fed:
                    await self._feed(update_id, shard, data)
        if everything:
            last = waiting[-1] if waiting else 0
            self._fed &= set(waiting) | {u for u in self._fed if u > last}

    async def _feed(self, update_id: int, shard: int, data: str) -> None:
        self._fed.add(update_id)
        app = self.app
        update = Update.model_validate(json.loads(data), context={"bot": app.bot})
        app.inbox.received_elsewhere(update_id)
        await self._room.acquire()
        task = asyncio.get_running_loop().create_task(self._handle(update))
        self._tasks[task] = shard
        task.add_done_callback(self._tasks.pop)

    async def _handle(self, update: Update) -> None:
        began = time.perf_counter()
        try:
            await self.app.dp.feed_update(self.app.bot, update)
        except Fenced as error:
            log.warning("update %s not applied: %s", update.update_id, error)
        except Exception:
            log.exception("update %s failed", update.update_id)
        finally:
            self._room.release()
            self.handled += 1
            self.latencies.append(time.perf_counter() - began)

    async def _settled(self, shards: set[int]) -> None:
        """Wait for the updates of `shards` being handled."""
        while running := [t for t, s in self._tasks.items() if s in shards]:
            await asyncio.gather(*running, return_exceptions=True)

    # -- shards changing hands ------------------------------------------------------------------

    async def take(self, shards: set[int]) -> None:
        async with self._moving:
            await self._take(shards)

    async def _take(self, shards: set[int]) -> None:
        app = self.app

        def ours(chat_id: int) -> bool:
            return self.shard(chat_id) in shards

        self.moved = await self.cluster.moved_chats()
        self.serving |= shards
        restored = await app.recovery.restore(ours)
        async with self._pumping:  # the steady reading waits: their old rows go before their new ones
            await self._catch_up(shards)
            self.owned |= shards
        await self._settled(shards)
        await app.recovery.arm_timers(ours)
        if restored:
            log.info("took over %d live game(s) with %d shard(s)", restored, len(shards))

    async def release(self, shards: set[int]) -> None:
        """Stop taking their rows, let what runs finish and what is queued leave, then forget them."""
        async with self._moving:
            await self._release(shards)

    async def _release(self, shards: set[int]) -> None:
        self.owned -= shards
        await self._settled(shards)
        chats = self._chats(shards)
        self._stop_timers(chats)
        app = self.app
        deadline = time.monotonic() + DRAIN_TIMEOUT
        while self._busy_with(chats) and time.monotonic() < deadline:  # noqa: ASYNC110 -- several parts' state
            await asyncio.sleep(0.02)
        # The follow-ups running now (messages marked said) land before the new owner reads them.
        settling = app.tasks.running - {asyncio.current_task()}
        if settling:
            await asyncio.wait(settling, timeout=max(0.1, deadline - time.monotonic()))
        await app.inbox.flush()
        self._forget(shards, chats)

    def _busy_with(self, chats: set[int]) -> bool:
        app = self.app
        return any(app.locks.locked((c, 0)) or app.outbox.sending_to(c) for c in chats)

    async def drop_all(self) -> None:
        """Our hold on the database is lost: forget every shard at once (another worker has them or
        will; nothing may be sent or written for them from here)."""
        shards = set(self.serving)
        self.owned.clear()
        chats = self._chats(shards)
        self._stop_timers(chats)
        self._forget(shards, chats)
        self.app.outbox.let_go_everything()  # players' private chats too: the new owners say it all
        await self._settled(shards)

    def _chats(self, shards: set[int]) -> set[int]:
        return {s.chat_id for s in self.app.live if self.shard(s.chat_id) in shards}

    def _stop_timers(self, chats: Iterable[int]) -> None:
        wanted = set(chats)
        for session in self.app.live:
            if session.chat_id in wanted:
                self.app.scheduler.cancel_prefix(f"game:{session.id}:")

    def _forget(self, shards: set[int], chats: set[int]) -> None:
        for session in self.app.live:
            if session.chat_id in chats:
                self.app.live.drop(session)
        self.app.outbox.let_go(chats)
        self.serving -= shards


    async def lag(self) -> float:
        """Seconds the oldest row of our shards has waited (0 when none waits)."""
        if not self.owned:
            return 0.0
        oldest = await self.cluster.oldest_waiting(sorted(self.owned))
        return max(0.0, time.time() - oldest) if oldest is not None else 0.0
