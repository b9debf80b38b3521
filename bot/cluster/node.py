"""One `arbiter run` process among several on one PostgreSQL database: the same application
(`build_app`), with its parts wired for sharing — the receiver writes to the shared inbox, the
worker loop feeds its shards' rows, the membership keeps shards and leadership, the outbox sends to
this worker's chats only, within its share of the token's global limit.

Long polling: the polling leader alone calls getUpdates (another takes over within a lease when it
dies). Webhook: every process with the receive role serves the webhook behind a load balancer and
answers 200 once the update is in the shared inbox.
"""

from __future__ import annotations

import asyncio
import logging
import time
from contextlib import suppress

from aiogram import Bot
from aiogram.types import Update
from aiohttp import web

from bot.app import App, build_app
from bot.cluster.membership import Membership
from bot.cluster.metrics import Metrics, Reading, serve
from bot.cluster.routing import Router
from bot.cluster.shard_worker import ShardWorker
from bot.config import Settings
from bot.process import settle_the_process
from bot.services.polling import Poller
from bot.signals import until_stopped
from bot.storage.postgres.cluster import INBOX_CHANNEL, PgCluster
from bot.storage.postgres.repository import PostgresRepository

log = logging.getLogger(__name__)


class Node:
    def __init__(self, app: App, settings: Settings) -> None:
        repo = app.repo
        assert isinstance(repo, PostgresRepository)
        self.app = app
        self.settings = settings
        self.repo = repo
        self.cluster = PgCluster(repo)
        self.router = Router(self.cluster, app.registry)
        self.worker = ShardWorker(app, self.cluster)
        self.metrics = Metrics(self.reading)
        self.membership = Membership(
            dsn=repo.dsn, clock=app.clock, roles=frozenset(settings.worker_roles.split(",")),
            heartbeat=settings.worker_heartbeat, lease=settings.worker_lease,
            on_take=self.worker.take, on_release=self.worker.release, on_lost=self.worker.drop_all,
            on_leader=self._lead, on_joined=self._joined, stats=self._stats,
            on_share=app.outbox.share_global_limit)
        self._poller: asyncio.Task[None] | None = None
        self._webhook: web.AppRunner | None = None
        self._metrics: web.AppRunner | None = None
        self._lag = 0.0

    async def start(self) -> None:
        app = self.app
        await app.open()
        app.started = True
        self._metrics, url = await serve(self.metrics, self.settings.metrics_listen)
        self.membership.metrics_url = url
        app.outbox.may_send = self._may_send
        await self.membership.join()
        if self.settings.webhook_url and "receive" in self.membership.roles:
            await self._serve_webhook()

    def _may_send(self, chat_id: int) -> bool | None:
        """Groups are written to by the worker holding their shard; a player's private chat by any
        worker whose game has something to say there. Either only while our lease is fresh."""
        if chat_id < 0:
            moved_from = self.app.outbox.moved_from(chat_id)  # the outbox found the group migrated
            ours = self.worker.serves(chat_id) or (moved_from is not None and self.worker.serves(moved_from))
            if not ours:
                return False
        return True if self.membership.fresh() else None

    async def _joined(self, worker_id: str) -> None:
        self.repo.fence = worker_id
        await self.membership.listen(INBOX_CHANNEL, self.worker.wake)

    async def run(self) -> None:
        """Until cancelled: heartbeats and balance, and the worker loop."""
        beat = asyncio.create_task(self.membership.run(), name="membership")
        loop = asyncio.create_task(self.worker.run(), name="shard-worker")
        try:
            await asyncio.gather(beat, loop)
        finally:
            for task in (beat, loop):
                task.cancel()
            await asyncio.gather(beat, loop, return_exceptions=True)

    async def stop(self) -> None:
        """A rolling restart's stop: stop receiving, hand every shard back drained, then close."""
        await self._lead(False)
        if self._webhook is not None:
            await self._webhook.cleanup()
        await self.membership.leave()
        if self._metrics is not None:
            await self._metrics.cleanup()
        await self.app.stop()

    # -- receiving ---------------------------------------------------------------------------------

    async def receive(self, updates: list[Update]) -> None:
        """Durable in the shared inbox, routed to their chats' shards (then Telegram may forget them)."""
        routed, moved = await self.router.route(updates)
        await self.cluster.receive(routed, self.app.clock.now(), moved)

    async def _lead(self, leading: bool) -> None:
        if self.settings.webhook_url:
            return  # with a webhook every receiver takes updates; nobody polls
        if leading and self._poller is None:
            app = self.app
            await app.bot.delete_webhook(drop_pending_updates=False)
            poller = Poller(app.dp, app.bot, app.inbox, app.clock, intake=self.receive,
                            allowed_updates=app.dp.resolve_used_update_types())
            offset = await self.repo.inbox_next_offset()
            self._poller = asyncio.create_task(poller.run(offset), name="polling-leader")
        elif not leading and self._poller is not None:
            poller_task, self._poller = self._poller, None
            poller_task.cancel()
            with suppress(asyncio.CancelledError, Exception):
                await poller_task

    async def _serve_webhook(self) -> None:
        from bot.webhook import webhook_app, webhook_path

        settings, app = self.settings, self.app
        assert settings.webhook_url is not None
        secret = settings.webhook_secret.get_secret_value() if settings.webhook_secret else None
        if secret is None:
            raise SystemExit("several workers behind one webhook need WEBHOOK_SECRET (the same in each)")
        self._webhook = web.AppRunner(webhook_app(app, path=webhook_path(settings.webhook_url), secret=secret,
                                                  intake=self.receive))
        await self._webhook.setup()
        await web.TCPSite(self._webhook, settings.webhook_host, settings.webhook_port).start()
        await app.bot.set_webhook(settings.webhook_url, secret_token=secret,
                                  allowed_updates=app.dp.resolve_used_update_types())

    # -- what it says of itself ----------------------------------------------------------------------

    def _stats(self) -> tuple[int, float, int]:
        return self.app.in_flight.handled, self._lag, self.app.outbox.pending

    async def reading(self) -> Reading:
        try:
            self._lag = await self.worker.lag()
        except Exception:  # the database is away: the health says so
            log.debug("inbox lag unknown", exc_info=True)
        seconds, self.app.in_flight.seconds = self.app.in_flight.seconds, []
        outbox = self.app.outbox
        return Reading(handled=self.app.in_flight.handled, seconds=seconds, inbox_lag=self._lag,
                       outbox_depth=outbox.pending, retry_afters=outbox.retry_afters,
                       shards=len(self.membership.owned),
                       leader=self.membership.leader or self._webhook is not None,
                       healthy=self.membership.fresh(), worker=self.membership.worker_id)


async def run_node(settings: Settings, *, bot: Bot | None = None, handle_signals: bool = False) -> None:
    """`arbiter run` on PostgreSQL: this process joins the others on the same database (none others
    is fine: it then holds every shard)."""
    app = build_app(settings, bot=bot)
    node = Node(app, settings)

    async def run() -> None:
        await node.start()
        if handle_signals:
            settle_the_process()
        await node.run()

    async def stop() -> None:
        began, joined = time.monotonic(), node.membership.joined
        await node.stop()
        if joined:
            log.info("left the workers in %.1f s", time.monotonic() - began)
        await app.bot.session.close()

    await until_stopped(run, stop, handle_signals=handle_signals)
