"""/settings and /lang: the chat's language and each game's options (admins only in groups)."""

from __future__ import annotations

from aiogram import Bot, Router
from aiogram.filters import Command, CommandObject
from aiogram.filters.callback_data import CallbackData
from aiogram.types import CallbackQuery, InlineKeyboardMarkup, Message

from bot.games.registry import Registry
from bot.i18n import Translator
from bot.routers.helpers import thread_of
from bot.services.chats import ChatPrefs
from bot.services.keyboards import SettingsButton, keyboard
from bot.services.outbox import Outbox
from bot.services.permissions import is_chat_admin
from bot.services.replies import Replies, answer
from engines.core import JsonValue

SETTINGS_STATUS = "settings"


def value_text(t: Translator, locale: str, value: JsonValue) -> str:
    if isinstance(value, bool):
        return t.t(locale, "setting-on" if value else "setting-off")
    if isinstance(value, float) and value.is_integer():
        return str(int(value))  # 180, not 180.0
    return str(value)


async def settings_view(chats: ChatPrefs, registry: Registry, t: Translator, chat_id: int, locale: str, *,
                        languages_only: bool) -> tuple[str, InlineKeyboardMarkup]:
    rows: list[list[tuple[str, CallbackData | str]]] = [[
        (("• " if lang == locale else "") + t.t(lang, "language-name"),
         SettingsButton(lang=lang, languages_only=languages_only))
        for lang in t.languages
    ]]
    if not languages_only:
        for spec in registry:
            current = spec.settings(await chats.game_options(chat_id, spec.kind))
            for name in spec.setting_choices:
                label = t.t(locale, f"setting-{spec.kind}-{name}",
                            value=value_text(t, locale, spec.setting_value(current, name)))
                button = SettingsButton(kind=spec.kind, name=name)
                rows.append([(f"{t.t(locale, spec.title_key)}: {label}", button)])
    return t.t(locale, "settings-title" if not languages_only else "lang-title"), keyboard(*rows)


async def settings_command(message: Message, command: CommandObject, replies: Replies, chats: ChatPrefs,
                           registry: Registry, t: Translator, outbox: Outbox, bot: Bot) -> None:
    if not await is_chat_admin(bot, message.chat, message.from_user):
        await replies.to(message, "admins-only")
        return
    arg = (command.args or "").strip().lower()
    if command.command == "lang" and arg in t.languages:
        await chats.set_locale(message.chat.id, arg)
        await replies.to(message, "lang-set")
        return
    locale = await replies.locale_of(message)
    text, markup = await settings_view(chats, registry, t, message.chat.id, locale,
                                       languages_only=command.command == "lang")
    outbox.forget(message.chat.id, SETTINGS_STATUS)  # a fresh panel under the command
    outbox.show(message.chat.id, SETTINGS_STATUS, text, markup, thread_id=thread_of(message))


async def settings_button(query: CallbackQuery, callback_data: SettingsButton, replies: Replies,
                          chats: ChatPrefs, registry: Registry, t: Translator, outbox: Outbox,
                          bot: Bot) -> None:
    message = query.message if isinstance(query.message, Message) else None
    if message is None:
        await answer(query)
        return
    if not await is_chat_admin(bot, message.chat, query.from_user):
        await replies.alert(query, "admins-only")
        return
    chat_id = message.chat.id
    if callback_data.lang in t.languages:
        await chats.set_locale(chat_id, callback_data.lang)
    elif callback_data.kind and callback_data.name:
        await _cycle_option(chats, registry, chat_id, callback_data.kind, callback_data.name)
    locale = await chats.locale(chat_id, query.from_user.language_code)
    text, markup = await settings_view(chats, registry, t, chat_id, locale,
                                       languages_only=callback_data.languages_only)
    outbox.adopt(chat_id, SETTINGS_STATUS, message.message_id)
    outbox.show(chat_id, SETTINGS_STATUS, text, markup)
    await answer(query)


async def _cycle_option(chats: ChatPrefs, registry: Registry, chat_id: int, kind: str, name: str) -> None:
    """The option moves to the next of the values the game offers (wrapping around)."""
    spec = registry.get(kind)
    if spec is None or name not in spec.setting_choices:
        return
    choices = list(spec.setting_choices[name])
    current = spec.setting_value(spec.settings(await chats.game_options(chat_id, kind)), name)
    position = choices.index(current) if current in choices else -1
    await chats.set_game_option(chat_id, kind, name, choices[(position + 1) % len(choices)])


def make_router() -> Router:
    """A fresh router each time: a router joins one dispatcher only, and tests build several."""
    router = Router(name="settings")
    router.message.register(settings_command, Command("settings", "lang"))
    router.callback_query.register(settings_button, SettingsButton.filter())
    return router
