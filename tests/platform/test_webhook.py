"""Webhook mode (issue 3, "The application"): updates arrive over HTTP with the secret token checked."""

from __future__ import annotations

import asyncio

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


async def test_telegram_gets_its_200_only_once_the_update_is_in_the_inbox(harness: Harness) -> None:
    """issue 27 (item 2): the webhook's own receiver (public aiogram API only) keeps the promise the
    private hook kept: the update is durable before the 200; if it cannot be written, no 200 (and
    Telegram sends it again)."""
    app = await harness.boot(attach=False)
    handled = asyncio.Event()
    release = asyncio.Event()

    async def slow_feed(bot: object, update: object, **kwargs: object) -> None:
        handled.set()
        await release.wait()

    app.dp.feed_update = slow_feed  # type: ignore[method-assign,assignment]
    runner = web.AppRunner(webhook_app(app, path="/hook", secret=SECRET))
    await runner.setup()
    await web.TCPSite(runner, "127.0.0.1", 0).start()
    url = f"http://127.0.0.1:{runner.addresses[0][1]}/hook"
    update = {"update_id": 77, "message": {"message_id": 1, "date": 0, "text": "/help",
                                           "chat": {"id": 5, "type": "private"}}}
    headers = {"X-Telegram-Bot-Api-Secret-Token": SECRET}
    try:
        async with aiohttp.ClientSession() as http:
            async with http.post(url, json=update, headers=headers) as answer:
                assert answer.status == 200
                assert [u for u, _ in await app.repo.inbox_unfinished()] == [77]  # before it is handled
            await asyncio.wait_for(handled.wait(), 5)

            async def broken(rows: object, now: float) -> None:
                raise OSError("disk full")

            app.repo.inbox_add = broken  # type: ignore[method-assign,assignment]
            async with http.post(url, json={**update, "update_id": 78}, headers=headers) as answer:
                assert answer.status == 500
    finally:
        release.set()
        await runner.cleanup()
