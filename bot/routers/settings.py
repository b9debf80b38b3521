"""/settings and /lang: the chat's language and each game's options (admins only in groups)."""

from __future__ import annotations

from typing import Any

from aiogram import Bot, F, Router
from aiogram.filters import Command, CommandObject
from aiogram.types import CallbackQuery, InlineKeyboardMarkup, Message

from bot.routers.helpers import alert, reply
from bot.services.keyboards import buttons, parse_data
from bot.services.permissions import is_chat_admin
from bot.services.sessions import Sessions
from bot.storage import ChatRecord

SETTINGS_STATUS = "settings"


def _value_text(value: Any) -> str:
    if isinstance(value, bool):
        return "✓" if value else "✗"
    return str(value)


async def settings_view(sessions: Sessions, chat_id: int, locale: str, *, languages_only: bool
                        ) -> tuple[str, InlineKeyboardMarkup]:
    t = sessions.t
    chat = await sessions.chat(chat_id)
    rows = [[(("• " if lang == locale else "") + t.t(lang, "language-name"), f"set:0:lang:{lang}")
             for lang in t.languages]]
    if not languages_only:
        for spec in sessions.registry:
            current = spec.make_settings(chat.settings.get("games", {}).get(spec.kind, {}))
            for name in spec.setting_choices:
                label = t.t(locale, f"setting-{spec.kind}-{name}")
                value = _value_text(getattr(current, name))
                rows.append([(f"{t.t(locale, spec.title_key)}: {label} = {value}",
                              f"set:0:opt:{spec.kind}:{name}")])
    return t.t(locale, "settings-title" if not languages_only else "lang-title"), buttons(*rows)


async def settings_command(message: Message, command: CommandObject, sessions: Sessions, bot: Bot) -> None:
    if not await is_chat_admin(bot, message.chat, message.from_user):
        await reply(message, sessions, "admins-only")
        return
    user = message.from_user
    arg = (command.args or "").strip().lower()
    if command.command == "lang" and arg in sessions.t.languages:
        await _set_language(sessions, message.chat.id, arg)
        await reply(message, sessions, "lang-set")
        return
    locale = await sessions.locale(message.chat.id, user.language_code if user else None)
    text, markup = await settings_view(sessions, message.chat.id, locale,
                                       languages_only=command.command == "lang")
    thread = message.message_thread_id if message.is_topic_message else None
    sessions.outbox.forget(message.chat.id, SETTINGS_STATUS)  # a fresh panel under the command
    sessions.outbox.show(message.chat.id, SETTINGS_STATUS, text, markup, thread_id=thread)


async def _set_language(sessions: Sessions, chat_id: int, lang: str) -> None:
    chat = await sessions.chat(chat_id)
    await sessions.save_chat(ChatRecord(chat_id=chat_id, locale=lang, settings=chat.settings))


async def settings_button(query: CallbackQuery, sessions: Sessions, bot: Bot) -> None:
    parsed = parse_data(query.data or "")
    message = query.message if isinstance(query.message, Message) else None
    if parsed is None or message is None or not parsed[2]:
        await query.answer()
        return
    if not await is_chat_admin(bot, message.chat, query.from_user):
        await alert(query, sessions, "admins-only")
        return
    chat_id, rest = message.chat.id, parsed[2]
    if rest[0] == "lang" and len(rest) == 2 and rest[1] in sessions.t.languages:
        await _set_language(sessions, chat_id, rest[1])
    elif rest[0] == "opt" and len(rest) == 3:
        await _cycle_option(sessions, chat_id, rest[1], rest[2])
    locale = await sessions.locale(chat_id, query.from_user.language_code)
    languages_only = all(r[0][1].startswith("set:0:lang") for r in _rows(message))
    text, markup = await settings_view(sessions, chat_id, locale, languages_only=languages_only)
    sessions.outbox.adopt(chat_id, SETTINGS_STATUS, message.message_id)
    sessions.outbox.show(chat_id, SETTINGS_STATUS, text, markup)
    await query.answer()


def _rows(message: Message) -> list[list[tuple[str, str]]]:
    markup = message.reply_markup
    if markup is None:
        return []
    return [[(b.text, b.callback_data or "") for b in row] for row in markup.inline_keyboard]


async def _cycle_option(sessions: Sessions, chat_id: int, kind: str, name: str) -> None:
    """The option moves to the next of the values the game offers (wrapping around)."""
    spec = sessions.registry.get(kind)
    if spec is None or name not in spec.setting_choices:
        return
    chat = await sessions.chat(chat_id)
    games = dict(chat.settings.get("games", {}))
    options = dict(games.get(kind, {}))
    choices = list(spec.setting_choices[name])
    current = getattr(spec.make_settings(options), name)
    position = choices.index(current) if current in choices else -1
    options[name] = choices[(position + 1) % len(choices)]
    games[kind] = options
    await sessions.save_chat(ChatRecord(chat_id=chat_id, locale=chat.locale, settings={**chat.settings,
                                                                                       "games": games}))


def make_router() -> Router:
    """A fresh router each time: a router joins one dispatcher only, and tests build several."""
    router = Router(name="settings")
    router.message.register(settings_command, Command("settings", "lang"))
    router.callback_query.register(settings_button, F.data.startswith("set:"))
    return router
