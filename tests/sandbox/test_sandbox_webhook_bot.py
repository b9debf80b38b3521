"""Webhook mode with aiogram's request handler: the secret token is checked, webhook replies are run."""

from __future__ import annotations

from collections.abc import AsyncIterator

import pytest
from aiogram import Bot, Dispatcher
from aiogram.client.session.aiohttp import AiohttpSession
from aiogram.client.telegram import TelegramAPIServer
from aiogram.methods import SendMessage
from aiogram.types import Message
from aiogram.webhook.aiohttp_server import SimpleRequestHandler
from aiohttp import web
from sandbox_http_helpers import until

from sandbox import Sandbox
from sandbox.http import base_url, serve


@pytest.fixture
async def sandbox_url(tg: Sandbox) -> AsyncIterator[str]:
    runner = await serve(tg, "127.0.0.1", 0)
    yield base_url(runner)
    await runner.cleanup()


async def start_webhook_bot(dp: Dispatcher, bot: Bot, secret: str) -> web.AppRunner:
    app = web.Application()
    SimpleRequestHandler(dispatcher=dp, bot=bot, secret_token=secret, handle_in_background=False).register(
        app, path="/hook"
    )
    runner = web.AppRunner(app)
    await runner.setup()
    await web.TCPSite(runner, "127.0.0.1", 0).start()
    return runner


async def test_aiogram_webhook_bot_answers_through_the_webhook_reply(tg: Sandbox, sandbox_url: str) -> None:
    bot = Bot("123456:TEST", session=AiohttpSession(api=TelegramAPIServer.from_base(sandbox_url)))
    dp = Dispatcher()

    @dp.message()
    async def echo(message: Message) -> SendMessage:
        return message.answer(f"эхо: {message.text}")  # sent back in the webhook's HTTP answer

    hook = await start_webhook_bot(dp, bot, "s3cret")
    try:
        await bot.set_webhook(f"{base_url(hook)}/hook", secret_token="s3cret")
        (ann,) = tg.users("Аня")
        await ann.says(ann.private, "привет")
        await until(tg, lambda: ann.private.bot_messages())
        assert [m.text for m in ann.private.bot_messages()] == ["эхо: привет"]
    finally:
        await hook.cleanup()
        await bot.session.close()


async def test_webhook_with_the_wrong_secret_keeps_the_update_and_reports_the_error(
    tg: Sandbox, sandbox_url: str
) -> None:
    bot = Bot("123456:TEST", session=AiohttpSession(api=TelegramAPIServer.from_base(sandbox_url)))
    hook = await start_webhook_bot(Dispatcher(), bot, "right")
    try:
        await bot.set_webhook(f"{base_url(hook)}/hook", secret_token="wrong")
        (ann,) = tg.users("Аня")
        await ann.says(ann.private, "привет")
        info = await until(tg, lambda: tg.core.updates.webhook and tg.core.updates.webhook.last_error_message)
        assert "401" in info
        assert (await bot.get_webhook_info()).pending_update_count == 1
    finally:
        await hook.cleanup()
        await bot.session.close()
