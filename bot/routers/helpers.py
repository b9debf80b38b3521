"""Small things the routers share."""

from __future__ import annotations

from aiogram.types import Message, User

from engines.core import Player


def player_of(user: User) -> Player:
    return Player(id=user.id, name=user.full_name)


def thread_of(message: Message) -> int | None:
    return message.message_thread_id if message.is_topic_message else None
