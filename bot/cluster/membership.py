"""A worker among several: its heartbeat, the shards it holds, the polling leadership.

Everything that must end with the worker runs on one connection of its own: a shard is held with a
session-level advisory lock, so the server frees it the moment that connection closes (a process
killed, a machine gone). A worker frozen with its connection open (SIGSTOP, a long pause) stops
heart-beating; after `lease` seconds another worker buries it: closes that connection from the
server side and deletes its row, which frees its shards. A worker also stops itself before that:
it writes to a chat only while its last heartbeat is younger than the lease minus a margin
(`fresh`), and the database refuses its commits once another worker owns the chat's shard
(`PostgresRepository.fence`).

Shards are spread evenly: each of the N live workers holds at most ceil(SHARDS / N); one above its
share hands the rest back only after draining them (`on_release`), and the others take free shards.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import math
import os
import socket
import uuid
from collections.abc import Awaitable, Callable
from dataclasses import dataclass, field
from typing import Any

import asyncpg

from bot.clock import Clock
from bot.storage.postgres.cluster import LEADER_LOCKS, POLLING_LEADER, SHARD_LOCKS, PgCluster, WorkerRow
from bot.storage.shards import SHARDS

log = logging.getLogger(__name__)

Shards = Callable[[set[int]], Awaitable[None]]
Stats = Callable[[], tuple[int, float, int]]  # updates handled, inbox lag (s), outbox depth


# The order in which free shards are taken: strided, so that chats with neighbouring ids (Telegram
# hands them out in runs) land on different workers rather than all on the first.
SPREAD = tuple((i * 97) % SHARDS for i in range(SHARDS))
assert len(set(SPREAD)) == SHARDS


def new_worker_id() -> str:
    return f"{socket.gethostname()}:{os.getpid()}:{uuid.uuid4().hex[:6]}"


@dataclass(eq=False)
class Membership:
    dsn: str
    clock: Clock
    roles: frozenset[str]
    heartbeat: float
    lease: float
    on_take: Shards
    on_release: Shards
    on_lost: Callable[[], Awaitable[None]]
    on_leader: Callable[[bool], Awaitable[None]]
    on_joined: Callable[[str], Awaitable[None]]  # the (new) worker id: the fence, the listener
    stats: Stats = lambda: (0, 0.0, 0)
    metrics_url: str | None = None
    on_share: Callable[[int], None] = lambda n: None
    worker_id: str = field(default_factory=new_worker_id)
    owned: set[int] = field(default_factory=set)
    leader: bool = False
    peers: list[WorkerRow] = field(default_factory=list)
    _db: Any = None
    _confirmed: float = float("-inf")  # clock time of the last heartbeat the server took
    _stopping: bool = False  # no more shards or leadership taken
    _closing: bool = False  # no more heartbeats (the row is about to go)
    _talk: asyncio.Lock = field(default_factory=asyncio.Lock)  # one statement at a time on our connection

    @property
    def joined(self) -> bool:
        return self._db is not None

    @property
    def works(self) -> bool:
        return "work" in self.roles

    def fresh(self) -> bool:
        """Our hold is surely still ours: the last heartbeat is younger than the lease less two beats
        (another worker buries us only once the lease has passed on the server's clock)."""
        return self.clock.now() - self._confirmed < self.lease - 2 * self.heartbeat

    async def join(self) -> None:
        db = await asyncpg.connect(self.dsn)
        async with self._talk:
            await PgCluster.register(db, worker=self.worker_id, host=socket.gethostname(), pid=os.getpid(),
                                     roles=",".join(sorted(self.roles)), metrics_url=self.metrics_url)
            self._db = db
        self._confirmed = self.clock.now()
        log.info("worker %s joined (%s)", self.worker_id, ",".join(sorted(self.roles)))
        await self.on_joined(self.worker_id)

    async def run(self) -> None:
        """Heart-beat, and balance, until cancelled; a lost connection drops everything and joins
        anew. The heartbeat runs on its own: taking over a shard (restoring its games, handling its
        backlog) may take longer than a lease."""
        beating = asyncio.create_task(self._beat_forever(), name="heartbeat")
        try:
            while not self._stopping:
                try:
                    if self._db is None:
                        await self.join()
                    elif self._db.is_closed():
                        raise asyncpg.InterfaceError("our connection to the server was closed")
                    await self.balance()
                except (asyncpg.PostgresError, asyncpg.InterfaceError, OSError) as error:
                    await self._lost(error)
                await self.clock.sleep(self.heartbeat)
        finally:
            beating.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await beating

    async def _beat_forever(self) -> None:
        while not self._closing:
            try:
                if self._db is not None and not self._db.is_closed():
                    await self.beat()
            except (asyncpg.PostgresError, asyncpg.InterfaceError, OSError) as error:
                log.warning("worker %s: heartbeat failed (%s)", self.worker_id, error)
                if self._db is not None:
                    with contextlib.suppress(Exception):
                        self._db.terminate()  # the balance loop finds it closed and starts again
            await self.clock.sleep(self.heartbeat)

    async def beat(self) -> None:
        """Say we are alive; bury the workers whose heartbeat stopped."""
        handled, lag, depth = self.stats()
        began = self.clock.now()
        async with self._talk:
            alive = await PgCluster.heartbeat(self._db, worker=self.worker_id, shards=len(self.owned),
                                              handled=handled, inbox_lag=lag, outbox_depth=depth)
            if not alive:
                raise asyncpg.InterfaceError("this worker was declared dead (its heartbeat stopped)")
            self._confirmed = began
            now = await PgCluster.server_now(self._db)
            peers = await PgCluster.workers(self._db)
            for peer in peers:
                if peer.id != self.worker_id and (peer.heartbeat < now - self.lease or not peer.alive):
                    log.warning("worker %s stopped answering (last heartbeat %.1f s ago); its shards "
                                "are freed", peer.id, now - peer.heartbeat)
                    await PgCluster.bury(self._db, peer)
        self.peers = [p for p in peers if p.alive and p.heartbeat >= now - self.lease]

    async def balance(self) -> None:
        if not self.peers:
            await self.beat()
        if self.works:
            await self._balance()
        if "receive" in self.roles and not self.leader and not self._stopping:
            async with self._talk:
                leading = await PgCluster.try_lock(self._db, LEADER_LOCKS, POLLING_LEADER)
            if leading:
                self.leader = True
                log.info("worker %s is the polling leader", self.worker_id)
                await self.on_leader(True)

    def share(self) -> int:
        """How many workers hold shards (each sends to its own chats)."""
        return max(1, sum(1 for p in self.peers if "work" in p.roles.split(",")))

    async def _balance(self) -> None:
        workers = self.share()
        self.on_share(workers)
        target = math.ceil(SHARDS / workers)
        if len(self.owned) > target:
            extra = set(sorted(self.owned, key=SPREAD.index)[target:])
            await self.release(extra)
            return
        if len(self.owned) == target or self._stopping:
            return
        taken: set[int] = set()
        async with self._talk:
            held = await PgCluster.locked_shards(self._db)
            for shard in SPREAD:
                if len(self.owned) + len(taken) >= target:
                    break
                if shard in held or shard in self.owned:
                    continue
                if await PgCluster.try_lock(self._db, SHARD_LOCKS, shard):
                    taken.add(shard)
            if taken:
                await PgCluster.claim(self._db, sorted(taken), self.worker_id)
        if taken:
            self.owned |= taken
            log.info("worker %s took %d shard(s) (%d held)", self.worker_id, len(taken), len(self.owned))
            await self.on_take(taken)

    async def release(self, shards: set[int]) -> None:
        """Hand `shards` back once drained (their games said and committed)."""
        shards &= self.owned
        if not shards:
            return
        await self.on_release(shards)
        async with self._talk:
            for shard in sorted(shards):
                await PgCluster.unlock(self._db, SHARD_LOCKS, shard)
        self.owned -= shards
        log.info("worker %s handed back %d shard(s) (%d held)", self.worker_id, len(shards), len(self.owned))

    async def leave(self) -> None:
        """A clean stop: leadership and every shard handed back (drained), the row removed."""
        self._stopping = True
        if self.leader:
            await self.on_leader(False)
        if self._db is None or self._db.is_closed():
            return
        # Heart-beating goes on while the shards drain: a long drain must not get us buried mid-way.
        beating = asyncio.create_task(self._beat_forever(), name="heartbeat-while-leaving")
        try:
            if self.leader:
                async with self._talk:
                    await PgCluster.unlock(self._db, LEADER_LOCKS, POLLING_LEADER)
                self.leader = False
            await self.release(set(self.owned))
            async with self._talk:  # held: the heartbeat is not mid-statement when it is cancelled
                self._closing = True
                beating.cancel()
                await PgCluster.leave(self._db, self.worker_id)
        except (asyncpg.PostgresError, asyncpg.InterfaceError, OSError) as error:
            log.warning("worker %s could not leave cleanly (%s); its locks go with its connection",
                        self.worker_id, error)
        finally:
            self._closing = True
            beating.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await beating
            await self._db.close()

    async def listen(self, channel: str, callback: Callable[[], None]) -> None:
        """Call `callback` on each notification on `channel` (on our own connection)."""
        assert self._db is not None
        async with self._talk:
            await self._db.add_listener(channel, lambda *_: callback())

    async def _lost(self, error: BaseException) -> None:
        log.error("worker %s lost its hold on the database (%s); dropping its shards and joining anew",
                  self.worker_id, error)
        owned, self.owned = set(self.owned), set()
        if self.leader:
            self.leader = False
            await self.on_leader(False)
        await self.on_lost()
        if self._db is not None:
            db, self._db = self._db, None
            with contextlib.suppress(Exception):  # already gone
                db.terminate()
        self.worker_id = new_worker_id()
        log.info("dropped %d shard(s); rejoining as %s", len(owned), self.worker_id)
        await asyncio.sleep(0)
