"""Which chat's turn an update joins, decided once, when it is received, so that the worker owning
that chat's shard handles it. Most updates name their chat; a private answer, a button under an
old message and a poll answer are looked up (the game's chat), as `ChatOrderMiddleware` does in
memory on the worker that then handles them."""

from __future__ import annotations

import time
from collections.abc import Sequence

from aiogram.enums import ChatType
from aiogram.types import Message, Update

from bot.games.registry import Registry
from bot.services.keyboards import game_of_callback
from bot.services.lobbies import JOIN_PREFIX
from bot.storage.postgres.cluster import PgCluster, RoutedUpdate
from bot.storage.shards import shard_of

MOVED_REREAD = 2.0  # seconds between reads of the migrated groups other receivers recorded
GAME_CHATS_KEPT = 10_000  # games whose chat is remembered (a game's chat changes only on migration)


class Router:
    def __init__(self, cluster: PgCluster, registry: Registry) -> None:
        self.cluster = cluster
        self.registry = registry
        self.private_kinds = [spec.kind for spec in registry if spec.capabilities.private_answers]
        self._game_chats: dict[int, int] = {}
        self.moved: dict[int, int] | None = None  # supergroup that was a group -> the shard it keeps
        self._moved_read = 0.0

    def shard(self, chat_id: int) -> int:
        assert self.moved is not None
        return self.moved.get(chat_id, shard_of(chat_id))

    async def route(self, updates: Sequence[Update]) -> tuple[list[RoutedUpdate], dict[int, int]]:
        """The updates with their chats and shards, and the supergroups they reveal as migrated
        groups (which keep their group's shard from now on, before any of their updates is routed)."""
        if self.moved is None or time.monotonic() - self._moved_read > MOVED_REREAD:
            # Other receivers (webhook mode) may have learnt of a migration: read them again now and then.
            self.moved = {**await self.cluster.moved_chats(), **(self.moved or {})}
            self._moved_read = time.monotonic()
        routed, moved = [], {}
        for update in updates:
            message = update.message
            if message is not None and (message.migrate_to_chat_id or message.migrate_from_chat_id):
                group = message.chat.id if message.migrate_to_chat_id else message.migrate_from_chat_id
                supergroup = message.migrate_to_chat_id or message.chat.id
                assert group is not None and supergroup is not None
                if supergroup not in self.moved:
                    self.moved[supergroup] = moved[supergroup] = self.shard(group)
            chat = await self.chat_of(update)
            data = update.model_dump_json(exclude_none=True, by_alias=True)
            shard = self.shard(chat) if chat is not None else 0
            routed.append(RoutedUpdate(update.update_id, data, chat, shard))
        return routed, moved

    async def chat_of(self, update: Update) -> int | None:
        if update.message is not None:
            return await self._message_chat(update.message)
        if update.callback_query is not None:
            query = update.callback_query
            data = query.data or ""
            found = self.registry.button(data)
            game_id = found.game if found is not None else game_of_callback(data)
            if game_id is not None:
                chat = await self._game_chat(game_id)
                if chat is not None:
                    return chat
            return query.message.chat.id if isinstance(query.message, Message) else None
        if update.poll_answer is not None:
            return await self.cluster.poll_chat(update.poll_answer.poll_id)
        if update.poll is not None:
            return await self.cluster.poll_chat(update.poll.id)
        for member in (update.chat_member, update.my_chat_member):
            if member is not None:
                return member.chat.id
        return None

    async def _message_chat(self, message: Message) -> int:
        if message.chat.type != ChatType.PRIVATE or message.from_user is None:
            return message.chat.id
        payload = (message.text or "").partition(" ")[2]
        if payload.startswith(JOIN_PREFIX):
            lobby = await self.cluster.lobby_chat(payload.removeprefix(JOIN_PREFIX))
            if lobby is not None:
                return lobby
        if self.private_kinds:
            playing = await self.cluster.private_game_chat(message.from_user.id, self.private_kinds)
            if playing is not None:
                return playing
        return message.chat.id

    async def _game_chat(self, game_id: int) -> int | None:
        chat = self._game_chats.get(game_id)
        if chat is None:
            chat = await self.cluster.game_chat(game_id)
            if chat is not None:
                if len(self._game_chats) >= GAME_CHATS_KEPT:
                    self._game_chats.clear()
                self._game_chats[game_id] = chat
        return chat
