"""The yardstick for bench/load.py: a bare aiogram 3 bot that answers every message after one SQLite
commit. Run by the bench as a process: `python bench/bare_bot.py URL TOKEN DATABASE`."""

from __future__ import annotations

import asyncio
import sys

import aiosqlite
from aiogram import Bot, Dispatcher
from aiogram.client.session.aiohttp import AiohttpSession
from aiogram.client.telegram import TelegramAPIServer
from aiogram.types import Message


async def main(url: str, token: str, database: str) -> None:
    bot = Bot(token, session=AiohttpSession(api=TelegramAPIServer.from_base(url)))
    db = await aiosqlite.connect(database)
    await db.execute("PRAGMA journal_mode=WAL")
    await db.execute("PRAGMA synchronous=NORMAL")
    await db.execute("CREATE TABLE IF NOT EXISTS said (id INTEGER PRIMARY KEY, chat INTEGER, text TEXT)")
    await db.commit()
    dp = Dispatcher()

    @dp.message()
    async def answer(message: Message) -> None:
        await db.execute("INSERT INTO said (chat, text) VALUES (?, ?)", (message.chat.id, message.text))
        await db.commit()
        await message.answer("ок")

    try:
        await dp.start_polling(bot, handle_signals=True)
    finally:
        await db.close()


if __name__ == "__main__":
    asyncio.run(main(*sys.argv[1:4]))
