"""A small aiogram bot that uses every kind of thing the page must show.

The playground tests run it in place of the real bot so they prove the page and the launcher
whatever games the real bot has registered yet: an inline keyboard with a toast, an alert, an edit,
a deep link, a reply, a poll, a photo and a deleted message.
"""

from __future__ import annotations

import asyncio
import base64
from dataclasses import dataclass, field

from aiogram import Bot, Dispatcher, F, Router
from aiogram.client.session.aiohttp import AiohttpSession
from aiogram.client.telegram import TelegramAPIServer
from aiogram.filters import Command, CommandObject, CommandStart
from aiogram.types import (
    BufferedInputFile,
    CallbackQuery,
    InlineKeyboardButton,
    InlineKeyboardMarkup,
    Message,
)

from bot.config import Settings
from bot.playground import poll_until_cancelled

# An 8×8 blue PNG, enough for the page to show an <img> that loads.
TINY_PNG = base64.b64decode(
    "iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAIAAABLbSncAAAAEUlEQVR4nGMwnvAGK2IYWhIA6+9rwT6p4IQAAAAASUVORK5CYII="
)
HELP_TEXT = "Демо-бот: нажмите кнопку."


@dataclass
class DemoControls:
    """Levers a test holds on the demo bot: `answer_gate` keeps the «Подождать» answer until set."""

    answer_gate: asyncio.Event = field(default_factory=asyncio.Event)


def demo_router(bot_username: str, controls: DemoControls) -> Router:
    router = Router(name="playground-demo")

    @router.message(CommandStart(deep_link=True))
    async def start_with_payload(message: Message, command: CommandObject) -> None:
        await message.answer(f"Старт: {command.args}")

    @router.message(Command("help"))
    async def help_(message: Message) -> None:
        keyboard = InlineKeyboardMarkup(
            inline_keyboard=[
                [InlineKeyboardButton(text="Нажми меня", callback_data="toast")],
                [InlineKeyboardButton(text="Тревога", callback_data="alert")],
                [InlineKeyboardButton(text="Открыть бота", url=f"https://t.me/{bot_username}?start=demo")],
                [InlineKeyboardButton(text="Подождать", callback_data="gated")],
            ]
        )
        await message.answer(HELP_TEXT, reply_markup=keyboard)

    @router.callback_query(F.data == "toast")
    async def toast(query: CallbackQuery) -> None:
        await query.answer(f"Привет, {query.from_user.first_name}!")
        if isinstance(query.message, Message):
            await query.message.edit_text(f"Нажал: {query.from_user.first_name}")

    @router.callback_query(F.data == "alert")
    async def alert(query: CallbackQuery) -> None:
        await query.answer("Это тревога", show_alert=True)

    @router.callback_query(F.data == "gated")
    async def gated(query: CallbackQuery) -> None:
        await controls.answer_gate.wait()  # the test decides when the answer goes out
        await query.answer(f"Готово, {query.from_user.first_name}")

    @router.message(Command("poll"))
    async def poll(message: Message) -> None:
        await message.answer_poll("Кто победит?", ["Аня", "Борис", "Вера"], is_anonymous=False)

    @router.message(Command("closepoll"))
    async def close_poll(message: Message) -> None:
        sent = await message.answer_poll("Закрытый?", ["Да", "Нет"])
        await message.bot.stop_poll(chat_id=message.chat.id, message_id=sent.message_id)  # type: ignore[union-attr]

    @router.message(Command("burst"))
    async def burst(message: Message) -> None:
        # No pacing on purpose: with flood limits on, Telegram (and the sandbox) answers 429.
        for number in range(1, 4):
            await message.answer(f"Очередь {number}")

    @router.message(Command("photo"))
    async def photo(message: Message) -> None:
        await message.answer_photo(BufferedInputFile(TINY_PNG, "dot.png"), caption="Карточка")

    @router.message(Command("echo"))
    async def echo(message: Message, command: CommandObject) -> None:
        await message.reply(f"Эхо: {command.args}")

    @router.message(Command("vanish"))
    async def vanish(message: Message) -> None:
        sent = await message.answer("Исчезну")
        await sent.delete()

    return router


async def run_demo_bot(settings: Settings, *, controls: DemoControls | None = None) -> None:
    """A `BotRunner`: long-polls the sandbox at `settings.telegram_api_url` until cancelled."""
    assert settings.bot_token is not None
    session = AiohttpSession(api=TelegramAPIServer.from_base(settings.telegram_api_url))
    bot = Bot(settings.bot_token.get_secret_value(), session=session)
    me = await bot.get_me()
    dispatcher = Dispatcher()
    dispatcher.include_router(demo_router(me.username or "bot", controls or DemoControls()))
    try:
        await poll_until_cancelled(dispatcher, bot, polling_timeout=1)
    finally:
        await bot.session.close()
