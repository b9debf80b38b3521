"""Who may do what in a chat: rights are always judged in the chat a game lives in."""

from __future__ import annotations

from aiogram import Bot
from aiogram.enums import ChatMemberStatus, ChatType
from aiogram.exceptions import TelegramAPIError
from aiogram.types import Chat, ChatMemberRestricted, User


async def is_chat_admin(bot: Bot, chat: Chat, user: User | None) -> bool:
    """Admins (and the owner) of a group; everyone in their own private chat (their own settings)."""
    if user is None:
        return False
    if chat.type == ChatType.PRIVATE:
        return chat.id == user.id
    return await is_group_admin(bot, chat.id, user.id)


async def is_group_admin(bot: Bot, chat_id: int, user_id: int) -> bool:
    """Whether `user_id` administers the group `chat_id` (never true for a private chat's id)."""
    if chat_id > 0:
        return False
    try:
        member = await bot.get_chat_member(chat_id, user_id)
    except TelegramAPIError:
        return False
    return member.status in (ChatMemberStatus.ADMINISTRATOR, ChatMemberStatus.CREATOR)


async def is_group_member(bot: Bot, chat_id: int, user_id: int) -> bool:
    """Whether `user_id` is in the group `chat_id` now (a restricted member counts while a member)."""
    try:
        member = await bot.get_chat_member(chat_id, user_id)
    except TelegramAPIError:
        return False
    if isinstance(member, ChatMemberRestricted):
        return member.is_member
    present = (ChatMemberStatus.CREATOR, ChatMemberStatus.ADMINISTRATOR, ChatMemberStatus.MEMBER)
    return member.status in present


def is_person(user: User | None, sender_chat: Chat | None = None) -> bool:
    """A human speaking for themselves: not a bot, not an anonymous admin or a channel."""
    return user is not None and not user.is_bot and sender_chat is None
