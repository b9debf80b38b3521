"""Webhook mode: Telegram posts updates to us; each gets its 200 only once it is in the inbox."""

from __future__ import annotations

import asyncio
import logging
import secrets
from typing import Any
from urllib.parse import urlsplit

from aiogram import Bot
from aiogram.types import Update
from aiohttp import web

from bot.app import App, build_app, serve_one_process
from bot.config import Settings
from bot.process import settle_the_process
from bot.services.polling import Intake
from bot.signals import until_stopped

log = logging.getLogger(__name__)


class DurableReceiver:
    """Telegram's POSTs to the webhook: 401 without our secret; else the update goes into the inbox,
    and only then does Telegram get its 200 (handled in the background; or before the answer with
    `background=False`). Dispatcher.feed_update is aiogram's public way in: no private hook of its
    request handlers is needed."""

    def __init__(self, app: App, secret: str, *, background: bool = True,
                 intake: Intake | None = None) -> None:
        self.intake = intake  # several workers: into the shared inbox, handled by the chat's shard owner
        self.app = app
        self.secret = secret
        self.background = background
        self._handling: set[asyncio.Task[Any]] = set()

    async def handle(self, request: web.Request) -> web.Response:
        given = request.headers.get("X-Telegram-Bot-Api-Secret-Token", "")
        if not secrets.compare_digest(given.encode(), self.secret.encode()):
            return web.Response(body="Unauthorized", status=401)
        bot = self.app.bot
        update = Update.model_validate(await request.json(loads=bot.session.json_loads), context={"bot": bot})
        if self.intake is not None:
            await self.intake([update])
            return web.json_response({})
        await self.app.inbox.receive([update])
        handling = self.app.dp.feed_update(bot, update)
        if not self.background:
            await handling
        else:
            task = asyncio.create_task(handling)
            self._handling.add(task)
            task.add_done_callback(self._handling.discard)
        return web.json_response({})

    async def close(self) -> None:
        """Let the updates being handled finish (each is in the inbox already, so a restart would
        finish them otherwise)."""
        if self._handling:
            await asyncio.wait(set(self._handling))


def webhook_path(url: str) -> str:
    return urlsplit(url).path or "/"


def webhook_app(app: App, *, path: str, secret: str, background: bool = True,
                intake: Intake | None = None) -> web.Application:
    """The aiohttp application that receives updates; requests without our `secret_token` get 401.

    `background=False` answers Telegram only after the update is handled (tests use it to know when).
    """
    web_app = web.Application()
    receiver = DurableReceiver(app, secret, background=background, intake=intake)
    web_app.router.add_post(path, receiver.handle)
    web_app.router.add_get("/health", _health)

    async def finish(_: web.Application) -> None:
        await receiver.close()

    web_app.on_shutdown.append(finish)
    return web_app


async def _health(request: web.Request) -> web.Response:
    return web.Response(text="ok")


async def run_webhook(settings: Settings, *, bot: Bot | None = None, handle_signals: bool = False) -> None:
    """Webhook mode (WEBHOOK_URL set): register the webhook, serve it on WEBHOOK_LISTEN until SIGTERM
    (or until cancelled); the database is closed cleanly either way."""
    assert settings.webhook_url is not None
    secret = (
        settings.webhook_secret.get_secret_value() if settings.webhook_secret else secrets.token_urlsafe(32)
    )
    app = build_app(settings, bot=bot)
    runner = web.AppRunner(webhook_app(app, path=webhook_path(settings.webhook_url), secret=secret))
    metrics: web.AppRunner | None = None

    async def run() -> None:
        nonlocal metrics
        assert settings.webhook_url is not None
        await app.start()
        if handle_signals:
            settle_the_process()
            metrics = await serve_one_process(app, settings.metrics_listen)
        await runner.setup()
        await web.TCPSite(runner, settings.webhook_host, settings.webhook_port).start()
        await app.bot.set_webhook(
            settings.webhook_url, secret_token=secret, allowed_updates=app.dp.resolve_used_update_types()
        )
        log.info("webhook %s, listening on %s", settings.webhook_url, settings.webhook_listen)
        await asyncio.Event().wait()  # until a signal (or our caller) cancels us

    async def stop() -> None:
        if metrics is not None:
            await metrics.cleanup()
        await runner.cleanup()  # stops taking updates, lets those being handled finish
        await app.stop()
        await app.bot.session.close()

    await until_stopped(run, stop, handle_signals=handle_signals)
