"""Webhook mode (issue 3, "The application"): updates arrive over HTTP with the secret token checked."""

from __future__ import annotations

import aiohttp
from aiohttp import web

from bot.webhook import webhook_app, webhook_path
from tests.platform.harness import Harness, texts

SECRET = "s3cret-token"


async def test_webhook_mode_receives_an_update_and_checks_the_secret(harness: Harness) -> None:
    app = await harness.boot(attach=False)
    runner = web.AppRunner(webhook_app(app, path="/telegram/hook", secret=SECRET, background=False))
    await runner.setup()
    site = web.TCPSite(runner, "127.0.0.1", 0)
    await site.start()
    try:
        port = runner.addresses[0][1]
        url = f"http://127.0.0.1:{port}/telegram/hook"
        assert webhook_path(url) == "/telegram/hook"
        await app.bot.set_webhook(url, secret_token=SECRET)
        (ann,) = harness.tg.users("Аня")
        group = harness.tg.group("Игротека", ann)
        await ann.says(group, "/help")
        assert texts(group)[-1].startswith("Я — Арбитр")
        async with aiohttp.ClientSession() as http:
            chat = {"id": 1, "type": "private"}
            message = {"message_id": 1, "date": 0, "chat": chat, "text": "/help"}
            forged = {"update_id": 999, "message": message}
            async with http.post(url, json=forged, headers={"X-Telegram-Bot-Api-Secret-Token": "wrong"}) as r:
                assert r.status == 401
    finally:
        await app.bot.delete_webhook()
        await runner.cleanup()
