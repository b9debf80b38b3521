"""`/healthz` and `/metrics` (Prometheus's text format, prometheus-client) of one process.

Counters live in the parts that count (the update middleware, the outbox); `Metrics.refresh` copies
them into a registry of this process's own just before each scrape, so nothing global is shared
between the bots a test runs side by side.
"""

from __future__ import annotations

import logging
import socket
from collections.abc import Awaitable, Callable
from dataclasses import dataclass
from typing import Any

from aiohttp import web
from prometheus_client import (
    CONTENT_TYPE_LATEST,
    CollectorRegistry,
    Counter,
    Gauge,
    Histogram,
    generate_latest,
)

log = logging.getLogger(__name__)

LATENCY_BUCKETS = (0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1.0, 2.5, 5.0)


@dataclass(frozen=True)
class Reading:
    """What the process knows of itself at one moment."""

    handled: int
    seconds: list[float]  # handling times since the last reading
    inbox_lag: float
    outbox_depth: int
    retry_afters: int
    shards: int
    leader: bool
    healthy: bool
    worker: str


class Metrics:
    def __init__(self, read: Callable[[], Awaitable[Reading]]) -> None:
        self.read = read
        self.registry = CollectorRegistry()
        self.handled = Counter("arbiter_updates_handled", "Updates handled to the end",
                               registry=self.registry)
        self.latency = Histogram("arbiter_update_handling_seconds", "Time from an update's turn to its end",
                                 buckets=LATENCY_BUCKETS, registry=self.registry)
        self.inbox_lag = Gauge("arbiter_inbox_lag_seconds", "Age of the oldest unhandled update of this "
                               "process's chats", registry=self.registry)
        self.outbox_depth = Gauge("arbiter_outbox_depth", "Bot API writes queued or in flight",
                                  registry=self.registry)
        self.retry_afters = Counter("arbiter_telegram_429", "429 Too Many Requests answers from Telegram",
                                    registry=self.registry)
        self.shards = Gauge("arbiter_shards_owned", "Shards of chats this worker holds",
                            registry=self.registry)
        self.leader = Gauge("arbiter_polling_leader", "1 while this process polls Telegram",
                            registry=self.registry)
        self._handled = 0
        self._retry_afters = 0

    async def refresh(self) -> Reading:
        reading = await self.read()
        self.handled.inc(max(0, reading.handled - self._handled))
        self._handled = max(self._handled, reading.handled)
        for seconds in reading.seconds:
            self.latency.observe(seconds)
        self.inbox_lag.set(reading.inbox_lag)
        self.outbox_depth.set(reading.outbox_depth)
        self.retry_afters.inc(max(0, reading.retry_afters - self._retry_afters))
        self._retry_afters = max(self._retry_afters, reading.retry_afters)
        self.shards.set(reading.shards)
        self.leader.set(1 if reading.leader else 0)
        return reading

    def app(self) -> web.Application:
        async def metrics(_: web.Request) -> web.Response:
            await self.refresh()
            return web.Response(body=generate_latest(self.registry),
                                headers={"Content-Type": CONTENT_TYPE_LATEST})

        async def healthz(_: web.Request) -> web.Response:
            reading = await self.read()
            body: dict[str, Any] = {"ok": reading.healthy, "worker": reading.worker, "shards": reading.shards,
                                    "leader": reading.leader, "inbox_lag": round(reading.inbox_lag, 3),
                                    "outbox_depth": reading.outbox_depth}
            return web.json_response(body, status=200 if reading.healthy else 503)

        application = web.Application()
        application.router.add_get("/metrics", metrics)
        application.router.add_get("/healthz", healthz)
        return application


async def serve(metrics: Metrics, listen: str) -> tuple[web.AppRunner, str]:
    """Serve on `listen` (HOST:PORT; port 0 picks a free one); the runner and the URL it serves at."""
    host, _, port = listen.rpartition(":")
    # Our own socket, so the port bound is known (aiohttp's TCPSite keeps it private).
    sock = socket.socket(socket.AF_INET6 if ":" in host else socket.AF_INET, socket.SOCK_STREAM)
    sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
    sock.bind((host, int(port)))
    sock.setblocking(False)
    runner = web.AppRunner(metrics.app(), access_log=None)
    await runner.setup()
    await web.SockSite(runner, sock).start()
    bound = sock.getsockname()[1]
    url = f"http://{host}:{bound}"
    log.info("metrics at %s/metrics, health at %s/healthz", url, url)
    return runner, url
