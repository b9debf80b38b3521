"""The outer update middleware: which game an update belongs to, and that chat's turn.

The game is found once, here, *without awaiting* (poll answers and private answers go through
in-memory maps), and handed to the handler as `game` (a `GameSession` or None) with `chat_key`.
Then the middleware takes that chat's lock, so one chat's updates — messages, button presses, poll
answers, and the timers that take the same lock — run one at a time in the order they arrived.
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from typing import Any

from aiogram import BaseMiddleware
from aiogram.enums import ChatType
from aiogram.types import Message, TelegramObject, Update

from bot.games.registry import Registry
from bot.services.chat_order import ChatKey, ChatLocks
from bot.services.game_session import GameSession
from bot.services.inbox import Inbox, current_update
from bot.services.keyboards import game_of_callback
from bot.services.live import LiveGames
from bot.services.lobbies import JOIN_PREFIX, Lobbies

Handler = Callable[[TelegramObject, dict[str, Any]], Awaitable[Any]]


def topic_of(message: Message) -> int:
    """The forum topic a message belongs to (0 outside forum topics)."""
    return message.message_thread_id or 0 if message.is_topic_message else 0


def resolve(update: Update, live: LiveGames, registry: Registry, lobbies: Lobbies
            ) -> tuple[ChatKey | None, GameSession | None]:
    """The chat whose queue an update joins, and the game it acts on (if any)."""
    if update.message is not None:
        message = update.message
        if message.chat.type == ChatType.PRIVATE and message.from_user is not None:
            payload = (message.text or "").partition(" ")[2]
            if payload.startswith(JOIN_PREFIX):
                session = lobbies.by_join_token(payload)
                if session is not None:
                    return session.key, session
            playing = live.of_player(message.from_user.id)
            if playing is not None:
                return playing.key, playing
            return (message.chat.id, 0), None
        key = (message.chat.id, topic_of(message))
        session = live.by_key.get(key)
        if session is not None:
            session.saw(message.message_id)  # every group message orders the button presses after it
        return key, session
    if update.callback_query is not None:
        query = update.callback_query
        data = query.data or ""
        found = registry.button(data)
        game_id = found.game if found is not None else game_of_callback(data)
        session = live.by_id.get(game_id) if game_id is not None else None
        if session is not None:
            return session.key, session
        if isinstance(query.message, Message):
            key = (query.message.chat.id, topic_of(query.message))
            return key, None
        return None, None
    if update.poll_answer is not None:
        found_poll = live.poll(update.poll_answer.poll_id)
        return (found_poll[1].key, found_poll[1]) if found_poll is not None else (None, None)
    if update.chat_member is not None:
        return (update.chat_member.chat.id, 0), None
    if update.my_chat_member is not None:
        return (update.my_chat_member.chat.id, 0), None
    return None, None


class ChatOrderMiddleware(BaseMiddleware):
    def __init__(self, live: LiveGames, registry: Registry, lobbies: Lobbies, locks: ChatLocks) -> None:
        self.live = live
        self.registry = registry
        self.lobbies = lobbies
        self.locks = locks

    async def __call__(self, handler: Handler, event: TelegramObject, data: dict[str, Any]) -> Any:
        assert isinstance(event, Update)
        key, game = resolve(event, self.live, self.registry, self.lobbies)
        message = event.message
        if message is not None and message.migrate_to_chat_id and key is not None:
            # The group became a supergroup: its updates already received (and those to come) must
            # find the game and wait behind this one, not run beside it before the game has moved.
            new_key = (message.migrate_to_chat_id, 0)
            self.locks.alias(new_key, key)
            if game is not None:
                self.live.by_key.setdefault(new_key, game)
        data["game"] = game
        data["chat_key"] = key
        if key is None:
            return await handler(event, data)
        async with self.locks.hold(key):
            # The game may have ended while this update waited for its turn.
            if game is not None and self.live.by_id.get(game.id) is not game:
                data["game"] = None
            return await handler(event, data)


class InboxMiddleware(BaseMiddleware):
    """Inside the chat's turn: the update is durable before it is handled (polling and webhooks wrote
    it already; an update fed otherwise is written here), the driver knows which update it serves,
    and it is marked handled once its handler returned."""

    def __init__(self, inbox: Inbox) -> None:
        self.inbox = inbox

    async def __call__(self, handler: Handler, event: TelegramObject, data: dict[str, Any]) -> Any:
        assert isinstance(event, Update)
        await self.inbox.receive([event])
        token = current_update.set(event.update_id)
        try:
            return await handler(event, data)
        finally:
            current_update.reset(token)
            self.inbox.finished(event.update_id)
