"""Who may do what in a chat."""

from __future__ import annotations

from aiogram import Bot
from aiogram.exceptions import TelegramAPIError
from aiogram.types import Chat, User


async def is_chat_admin(bot: Bot, chat: Chat, user: User | None) -> bool:
    """Admins (and the owner) of a group; everyone in their own private chat."""
    if user is None:
        return False
    if chat.type == "private":
        return True
    try:
        member = await bot.get_chat_member(chat.id, user.id)
    except TelegramAPIError:
        return False
    return member.status in ("administrator", "creator")


def is_person(user: User | None, sender_chat: Chat | None = None) -> bool:
    """A human speaking for themselves: not a bot, not an anonymous admin or a channel."""
    return user is not None and not user.is_bot and sender_chat is None
