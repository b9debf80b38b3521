"""The outer update middleware that serialises each chat's updates in arrival order.

The chat is found without awaiting anything (poll answers and private answers
are routed through in-memory maps), so the lock is queued for in exactly the
order the updates arrived.
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from typing import Any

from aiogram import BaseMiddleware
from aiogram.types import Message, TelegramObject, Update

from bot.services.chat_order import ChatKey, ChatLocks
from bot.services.keyboards import parse_data
from bot.services.sessions import Sessions

Handler = Callable[[TelegramObject, dict[str, Any]], Awaitable[Any]]


def topic_of(message: Message) -> int:
    """The forum topic a message belongs to (0 outside forum topics)."""
    return message.message_thread_id or 0 if message.is_topic_message else 0


def chat_key(update: Update, sessions: Sessions) -> ChatKey | None:
    """Which chat's queue an update joins: the chat of the game it acts on."""
    if update.message is not None:
        message = update.message
        if message.chat.type == "private" and message.from_user is not None:
            payload = (message.text or "").partition(" ")[2]
            if payload.startswith("join-") and payload[5:].isdigit():
                session = sessions.by_id.get(int(payload[5:]))
                if session is not None:
                    return session.key
            playing = sessions.session_of_player(message.from_user.id)
            if playing is not None:
                return playing.key
        return (message.chat.id, topic_of(message))
    if update.callback_query is not None:
        query = update.callback_query
        parsed = parse_data(query.data or "")
        if parsed is not None and parsed[1] in sessions.by_id:
            return sessions.by_id[parsed[1]].key
        if isinstance(query.message, Message):
            return (query.message.chat.id, topic_of(query.message))
        return None
    if update.chat_member is not None:
        return (update.chat_member.chat.id, 0)
    if update.poll_answer is not None:
        route = sessions.poll_route(update.poll_answer.poll_id)
        session = sessions.by_id.get(route.game_id) if route is not None else None
        return session.key if session is not None else None
    if update.my_chat_member is not None:
        return (update.my_chat_member.chat.id, 0)
    return None


class ChatOrderMiddleware(BaseMiddleware):
    def __init__(self, sessions: Sessions, locks: ChatLocks) -> None:
        self.sessions = sessions
        self.locks = locks

    async def __call__(self, handler: Handler, event: TelegramObject, data: dict[str, Any]) -> Any:
        assert isinstance(event, Update)
        key = chat_key(event, self.sessions)
        if key is None:
            return await handler(event, data)
        data["chat_key"] = key
        async with self.locks.hold(key):
            return await handler(event, data)
