"""A real aiogram 3 bot long-polling the sandbox over HTTP: a race of answers, a poll, a clean stop."""

from __future__ import annotations

import asyncio

from aiogram import Bot, Dispatcher, F
from aiogram.client.session.aiohttp import AiohttpSession
from aiogram.client.telegram import TelegramAPIServer
from aiogram.filters import Command
from aiogram.types import Message, PollAnswer
from aiohttp import ClientSession
from sandbox_http_helpers import Control, until

from sandbox import Sandbox
from sandbox.http import base_url, serve


def quiz_bot() -> Dispatcher:
    """First to say «кит» wins; /vote opens a poll and reports when three people voted."""
    dp = Dispatcher()
    winners: dict[int, str] = {}
    voters: set[int] = set()

    @dp.message(Command("vote"))
    async def open_vote(message: Message, bot: Bot) -> None:
        await bot.send_poll(message.chat.id, "Засчитать «кит»?", ["да", "нет"], is_anonymous=False)

    @dp.message(F.text.lower() == "кит")
    async def answer(message: Message) -> None:
        assert message.from_user is not None
        if message.chat.id in winners:
            return
        winners[message.chat.id] = message.from_user.first_name
        await message.reply(f"Первым был {message.from_user.first_name}")

    @dp.poll_answer()
    async def vote(answer: PollAnswer, bot: Bot) -> None:
        assert answer.user is not None
        voters.add(answer.user.id)
        if len(voters) == 3:
            chat_id = next(iter(winners))
            await bot.send_message(chat_id, "Голосов: 3")

    return dp


async def test_polling_bot_referees_a_race_and_a_poll_then_stops_cleanly(tg: Sandbox) -> None:
    tg.privacy_mode = False
    runner = await serve(tg, "127.0.0.1", 0)
    url = base_url(runner)
    bot = Bot("123456:TEST", session=AiohttpSession(api=TelegramAPIServer.from_base(url)))
    dp = quiz_bot()
    polling = asyncio.create_task(dp.start_polling(bot, polling_timeout=30, handle_signals=False))
    try:
        async with ClientSession() as http:
            control = Control(http, url)
            users = [
                await control.post("/sandbox/users", {"first_name": name}) for name in ("Аня", "Боб", "Вика")
            ]
            group = await control.post(
                "/sandbox/chats",
                {"type": "group", "title": "Игротека", "member_ids": [u["id"] for u in users]},
            )
            chat = tg.chat(group["id"])
            said = await asyncio.gather(
                *(
                    control.post(
                        f"/sandbox/chats/{group['id']}/messages", {"from_id": u["id"], "text": "Кит"}
                    )
                    for u in users
                )
            )
            first = min(said, key=lambda m: m["message_id"])
            await until(tg, lambda: chat.bot_messages())
            await control.post(
                f"/sandbox/chats/{group['id']}/messages", {"from_id": users[0]["id"], "text": "/vote"}
            )
            poll_message = await until(tg, lambda: next((m for m in chat.bot_messages() if m.poll), None))
            for user, option in zip(users, (0, 0, 1), strict=True):
                await control.post(
                    f"/sandbox/polls/{poll_message.poll.id}/votes",
                    {"from_id": user["id"], "option_ids": [option]},
                )
            await until(tg, lambda: chat.last_bot_message().text == "Голосов: 3")
        replies = [m for m in chat.bot_messages() if m.text and m.text.startswith("Первым")]
        assert [m.text for m in replies] == [f"Первым был {first['from']['first_name']}"]
        assert replies[0].reply_to_message is not None
        assert replies[0].reply_to_message.message_id == first["message_id"]
        assert [o.voter_count for o in chat.polls()[0].options] == [2, 1]
        ids = [c.params for c in tg.core.calls if c.method == "getUpdates"]
        offsets = [int(p["offset"]) for p in ids if p.get("offset") is not None]
        assert offsets == sorted(offsets)  # aiogram confirmed updates in order: ids only grew
    finally:
        await dp.stop_polling()
        await asyncio.wait_for(polling, 10)
        await runner.cleanup()
    assert polling.done() and polling.exception() is None
