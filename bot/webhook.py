"""Webhook mode: Telegram posts updates to us; each gets its 200 only once it is in the inbox."""

from __future__ import annotations

import asyncio
import logging
import secrets
from typing import Any
from urllib.parse import urlsplit

from aiogram import Bot
from aiogram.types import Update
from aiogram.webhook.aiohttp_server import SimpleRequestHandler
from aiohttp import web

from bot.app import App, build_app
from bot.config import Settings
from bot.process import settle_the_process
from bot.services.inbox import Inbox
from bot.signals import Shutdown, uncancel

log = logging.getLogger(__name__)


class DurableRequestHandler(SimpleRequestHandler):
    """aiogram's webhook handler, but Telegram gets its 200 only once the update is in the inbox."""

    def __init__(self, inbox: Inbox, **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self.inbox = inbox

    async def _handle_request_background(self, bot: Bot, request: web.Request) -> web.Response:
        data = await request.json(loads=bot.session.json_loads)
        await self.inbox.receive([Update.model_validate(data, context={"bot": bot})])
        task = asyncio.create_task(self._background_feed_update(bot=bot, update=data))
        self._background_feed_update_tasks.add(task)
        task.add_done_callback(self._background_feed_update_tasks.discard)
        return web.json_response({}, dumps=bot.session.json_dumps)


def webhook_path(url: str) -> str:
    return urlsplit(url).path or "/"


def webhook_app(app: App, *, path: str, secret: str, background: bool = True) -> web.Application:
    """The aiohttp application that receives updates; requests without our `secret_token` get 401.

    `background=False` answers Telegram only after the update is handled (tests use it to know when).
    """
    web_app = web.Application()
    handler = DurableRequestHandler(app.inbox, dispatcher=app.dp, bot=app.bot, secret_token=secret,
                                    handle_in_background=background)
    handler.register(web_app, path=path)
    web_app.router.add_get("/health", _health)
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
    shutdown = Shutdown.install() if handle_signals else None
    app = build_app(settings, bot=bot)
    runner = web.AppRunner(webhook_app(app, path=webhook_path(settings.webhook_url), secret=secret))
    try:
        await app.start()
        if handle_signals:
            settle_the_process()
        await runner.setup()
        await web.TCPSite(runner, settings.webhook_host, settings.webhook_port).start()
        await app.bot.set_webhook(
            settings.webhook_url, secret_token=secret, allowed_updates=app.dp.resolve_used_update_types()
        )
        log.info("webhook %s, listening on %s", settings.webhook_url, settings.webhook_listen)
        await asyncio.Event().wait()  # until a signal (or our caller) cancels us
    except asyncio.CancelledError:
        if shutdown is None or not shutdown.received:
            raise
        uncancel()
    finally:
        try:
            await runner.cleanup()  # stops taking updates; the handler also closes the bot's session
            await app.stop()
            await app.bot.session.close()
        finally:
            if shutdown is not None:
                shutdown.remove()
