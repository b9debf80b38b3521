"""Tokens: the sandbox answers only the tokens it was told about; any other gets Telegram's 401.

A second bot started against a running sandbox (the playground's, say) with its own token must fail
at once, not log in as the sandbox's bot and fight it over getUpdates with 409 Conflict."""

from __future__ import annotations

import asyncio

import pytest
from aiogram import Bot, Dispatcher
from aiogram.client.session.aiohttp import AiohttpSession
from aiogram.client.telegram import TelegramAPIServer
from aiogram.exceptions import TelegramUnauthorizedError
from aiogram.types import BufferedInputFile
from sandbox_http_helpers import Control

from sandbox import ManualClock, Sandbox, SandboxSession
from sandbox.__main__ import parse_args
from sandbox.http import base_url, serve

UNAUTHORIZED = {"ok": False, "error_code": 401, "description": "Unauthorized"}
PLAYGROUND_TOKEN = "7000000001:playground"


def over_http(token: str, url: str) -> Bot:
    return Bot(token, session=AiohttpSession(api=TelegramAPIServer.from_base(url)))


@pytest.mark.parametrize("token", ["42:other-token", "123456:WRONG", "123456:TEST2", "notatoken"])
async def test_an_unknown_token_gets_telegrams_401_over_http(
    tg: Sandbox, control: Control, token: str
) -> None:
    for method in ("getMe", "getUpdates", "sendMessage"):
        async with control.http.post(f"{control.base}/bot{token}/{method}", json={"chat_id": 1}) as response:
            assert response.status == 401
            assert await response.json() == UNAUTHORIZED
    assert tg.calls == []  # calls made with another token are not the bot's


async def test_an_unknown_token_gets_401_in_process(tg: Sandbox) -> None:
    stranger = Bot("123456:OTHER", session=SandboxSession(tg.core))
    with pytest.raises(TelegramUnauthorizedError, match="Unauthorized"):
        await stranger.get_me()
    assert (await tg.bot().get_me()).id == 123456


async def test_a_second_bot_fails_at_once_and_takes_no_updates() -> None:
    tg = Sandbox(clock=ManualClock(1_767_000_000.0), token=PLAYGROUND_TOKEN)
    runner = await serve(tg, "127.0.0.1", 0)
    url = base_url(runner)
    (ann,) = tg.users("Аня")
    await ann.says(ann.private, "привет")
    second = over_http("123456:TEST", url)  # another developer's bot, pointed here by mistake
    playground = over_http(PLAYGROUND_TOKEN, url)
    try:
        with pytest.raises(TelegramUnauthorizedError):
            await asyncio.wait_for(Dispatcher().start_polling(second, handle_signals=False), 30)
        updates = await playground.get_updates(timeout=0)
        assert [u.message.text for u in updates if u.message] == ["привет"]  # still there for the real bot
    finally:
        await second.session.close()
        await playground.session.close()
        await runner.cleanup()


async def test_the_tokens_the_sandbox_was_told_about_are_known(clock: ManualClock) -> None:
    tg = Sandbox(clock=clock, tokens=["123456:SECOND"])
    tg.allow_token("123456:THIRD")
    fourth = tg.bot(token="123456:FOURTH")
    assert tg.tokens == {"123456:TEST", "123456:SECOND", "123456:THIRD", "123456:FOURTH"}
    for token in sorted(tg.tokens):
        me = await Bot(token, session=SandboxSession(tg.core)).get_me()
        assert (me.id, me.username) == (123456, "arbiter_test_bot")  # every one of them is the same bot
    assert fourth.token == "123456:FOURTH"
    tg.reset()
    assert "123456:THIRD" in tg.tokens  # configuration, not the world: it survives a reset
    own = Sandbox(clock=clock, token=PLAYGROUND_TOKEN)
    assert (await own.bot().get_me()).id == 7000000001
    with pytest.raises(TelegramUnauthorizedError):
        await Bot("123456:TEST", session=SandboxSession(own.core)).get_me()


@pytest.mark.parametrize("token", ["42:other-bot", "notatoken", "123456:"])
def test_only_a_token_of_this_bot_can_be_allowed(tg: Sandbox, token: str) -> None:
    # A token's digits are its bot's id (aiogram's `Bot.id` reads them): another id is another bot.
    with pytest.raises(ValueError, match="token"):
        tg.allow_token(token)
    with pytest.raises(ValueError, match="token"):
        Sandbox(tokens=[token])


@pytest.mark.parametrize("token", ["notatoken", "123456:", ":TEST"])
def test_the_sandbox_own_token_must_look_like_a_token(token: str) -> None:
    with pytest.raises(ValueError, match="not a bot token"):
        Sandbox(token=token)


async def test_file_downloads_need_a_known_token_too(tg: Sandbox, control: Control, served: str) -> None:
    (ann,) = tg.users("Аня")
    ann.start_bot()
    bot = tg.bot()
    sent = await bot.send_photo(ann.id, BufferedInputFile(b"card", "card.png"))
    file = await bot.get_file(sent.photo[-1].file_id)  # type: ignore[index]
    async with control.http.get(f"{served}/file/bot123456:TEST/{file.file_path}") as response:
        assert await response.read() == b"card"
    async with control.http.get(f"{served}/file/bot123456:OTHER/{file.file_path}") as response:
        assert response.status == 401 and await response.json() == UNAUTHORIZED
    stranger = Bot("123456:OTHER", session=SandboxSession(tg.core))
    with pytest.raises(PermissionError, match="Unauthorized"):
        await stranger.download_file(str(file.file_path))


async def test_the_control_api_allows_a_token(tg: Sandbox, control: Control) -> None:
    await control.post("/sandbox/tokens", {"token": "123456:FROM-CONTROL"})
    assert (await Control(control.http, control.base, "123456:FROM-CONTROL").api("getMe"))["ok"] is True
    refused = await control.post("/sandbox/tokens", {"token": "42:another-bot"}, status=400)
    assert refused["error_code"] == 400
    await Control(control.http, control.base, "42:another-bot").api("getMe", status=401)


def test_the_command_line_allows_more_tokens() -> None:
    args = parse_args(["--allow-token", "123456:B", "--allow-token", "123456:C"])
    assert args.tokens == ["123456:B", "123456:C"]
    assert parse_args([]).tokens == []
