"""The sandbox speaks the Bot API 10.1 spec: method names, parameter types, one core for both transports."""

from __future__ import annotations

from collections.abc import AsyncIterator

import pytest
from aiogram import Bot
from aiogram.client.session.aiohttp import AiohttpSession
from aiogram.client.telegram import TelegramAPIServer
from aiogram.types import InlineKeyboardButton, InlineKeyboardMarkup

from sandbox import Sandbox
from sandbox.core.methods import ASYNC_METHODS, METHODS
from sandbox.core.params import spec, spec_version
from sandbox.http import base_url, serve


def test_every_emulated_method_is_a_bot_api_method() -> None:
    assert spec_version() == "Bot API 10.1"
    assert set(METHODS) | set(ASYNC_METHODS) <= set(spec())


@pytest.fixture
async def http_bot(tg: Sandbox) -> AsyncIterator[Bot]:
    runner = await serve(tg, "127.0.0.1", 0)
    bot = Bot("123456:TEST", session=AiohttpSession(api=TelegramAPIServer.from_base(base_url(runner))))
    yield bot
    await bot.session.close()
    await runner.cleanup()


async def test_both_transports_hand_the_core_the_same_parameters(
    tg: Sandbox, bot: Bot, http_bot: Bot
) -> None:
    (ann,) = tg.users("Аня")
    ann.start_bot()
    keyboard = InlineKeyboardMarkup(inline_keyboard=[[InlineKeyboardButton(text="Да", callback_data="yes")]])
    in_process = await bot.send_message(ann.id, "<b>вопрос</b>", parse_mode="HTML", reply_markup=keyboard)
    over_http = await http_bot.send_message(ann.id, "<b>вопрос</b>", parse_mode="HTML", reply_markup=keyboard)
    first, second = tg.calls_to("sendMessage")
    assert first["params"] == second["params"]
    assert first["params"]["reply_markup"] == {"inline_keyboard": [[{"text": "Да", "callback_data": "yes"}]]}
    assert in_process.model_dump(exclude={"message_id"}) == over_http.model_dump(exclude={"message_id"})


async def test_command_addressed_to_the_bot_ignores_username_case(tg: Sandbox) -> None:
    (ann,) = tg.users("Аня")
    group = tg.group("Игротека", ann)
    await ann.says(group, "/play@Arbiter_Test_Bot")
    updates = await tg.core.call("getUpdates", {})
    assert [u["message"]["text"] for u in updates] == ["/play@Arbiter_Test_Bot"]
