"""What each chat chose: its language, each game's /settings, and its memory between games."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import replace

from bot.clock import Clock
from bot.games.actions import Remember
from bot.i18n import Translator
from bot.storage import ChatRecord, Repository
from engines.core import JsonValue


class ChatPrefs:
    def __init__(self, repo: Repository, translator: Translator, clock: Clock, default_locale: str) -> None:
        self._repo = repo
        self._t = translator
        self._clock = clock
        self.default_locale = default_locale
        self._chats: dict[int, ChatRecord] = {}

    async def chat(self, chat_id: int) -> ChatRecord:
        record = self._chats.get(chat_id)
        if record is None:
            record = self._chats[chat_id] = await self._repo.chat(chat_id)
        return record

    async def locale(self, chat_id: int, language_code: str | None = None) -> str:
        """The chat's language: its setting, else (private chats) the user's, else the default."""
        record = await self.chat(chat_id)
        if record.locale:
            return record.locale
        if chat_id > 0 and language_code:
            return self._t.resolve(language_code)
        return self.default_locale

    async def save(self, record: ChatRecord) -> None:
        await self._repo.save_chat(record, self._clock.now())
        self._chats[record.chat_id] = record

    async def set_locale(self, chat_id: int, lang: str) -> None:
        chat = await self.chat(chat_id)
        await self.save(replace(chat, chat_id=chat_id, locale=lang))

    async def game_options(self, chat_id: int, kind: str) -> Mapping[str, JsonValue]:
        """The /settings choices this chat made for `kind`."""
        chat = await self.chat(chat_id)
        return chat.settings.games.get(kind, {})

    async def set_game_option(self, chat_id: int, kind: str, name: str, value: JsonValue) -> None:
        chat = await self.chat(chat_id)
        games = {**chat.settings.games, kind: {**chat.settings.games.get(kind, {}), name: value}}
        await self.save(replace(chat, settings=replace(chat.settings, games=games)))

    async def memory(self, chat_id: int, kind: str) -> dict[str, list[int | str]]:
        """What earlier games of `kind` left in the chat's memory (`Remember`)."""
        chat = await self.chat(chat_id)
        return chat.settings.memory.get(kind, {})

    async def remember(self, chat_id: int, kind: str, remember: Remember) -> None:
        chat = await self.chat(chat_id)
        mine = dict(chat.settings.memory.get(kind, {}))
        values = [*mine.get(remember.key, []), remember.value]
        mine[remember.key] = values[-remember.keep:] if remember.keep > 0 else []
        memory = {**chat.settings.memory, kind: mine}
        await self.save(replace(chat, settings=replace(chat.settings, memory=memory)))

    def moved(self, old_chat_id: int, new_chat_id: int) -> None:
        """A group became a supergroup: both ids are read again from the database."""
        self._chats.pop(old_chat_id, None)
        self._chats.pop(new_chat_id, None)
