"""Flood control: over a limit Telegram answers 429 with retry_after; after the wait the bot gets through."""

from __future__ import annotations

import pytest
from aiogram import Bot
from aiogram.exceptions import TelegramRetryAfter

from sandbox import FloodLimits, Sandbox


async def test_flood_is_off_by_default(tg: Sandbox, bot: Bot) -> None:
    (ann,) = tg.users("Аня")
    group = tg.group("Игротека", ann)
    for n in range(40):
        await bot.send_message(group.id, f"{n}")
    assert len(group.bot_messages()) == 40


async def test_per_chat_per_second_limit_answers_429_and_recovers(tg: Sandbox, bot: Bot) -> None:
    tg.flood = FloodLimits(per_chat_per_second=1)
    (ann,) = tg.users("Аня")
    ann.start_bot()
    await bot.send_message(ann.id, "раз")
    with pytest.raises(TelegramRetryAfter) as raised:
        await bot.send_message(ann.id, "два")
    assert raised.value.retry_after == 1
    assert tg.calls[-1]["error_code"] == 429
    await tg.advance(raised.value.retry_after)
    assert (await bot.send_message(ann.id, "два")).text == "два"


async def test_per_group_per_minute_limit_is_twenty(tg: Sandbox, bot: Bot) -> None:
    tg.flood = {"per_chat_per_second": 100}
    (ann,) = tg.users("Аня")
    group = tg.group("Игротека", ann)
    for n in range(20):
        await bot.send_message(group.id, f"{n}")
        await tg.advance(0.5)
    with pytest.raises(TelegramRetryAfter) as raised:
        await bot.send_message(group.id, "лишнее")
    # the first message went out 10 s ago; the window is a minute long
    assert raised.value.retry_after == 50
    await tg.advance(49)
    with pytest.raises(TelegramRetryAfter):
        await bot.send_message(group.id, "лишнее")
    await tg.advance(1)
    await bot.send_message(group.id, "теперь можно")
    assert len(group.bot_messages()) == 21


async def test_global_per_second_limit_spans_chats(tg: Sandbox, bot: Bot) -> None:
    tg.flood = FloodLimits(per_chat_per_second=5, global_per_second=3)
    people = tg.users("А", "Б", "В", "Г")
    for person in people:
        person.start_bot()
    for person in people[:3]:
        await bot.send_message(person.id, "привет")
    with pytest.raises(TelegramRetryAfter):
        await bot.send_message(people[3].id, "привет")
    await tg.advance(1)
    await bot.send_message(people[3].id, "привет")


async def test_refused_calls_do_not_count_against_the_limit(tg: Sandbox, bot: Bot) -> None:
    tg.flood = FloodLimits(per_chat_per_second=1)
    (ann,) = tg.users("Аня")
    ann.start_bot()
    await bot.send_message(ann.id, "раз")
    for _ in range(5):
        with pytest.raises(TelegramRetryAfter):
            await bot.send_message(ann.id, "ещё")
    await tg.advance(1)
    await bot.send_message(ann.id, "два")
