"""Membership and chat migration: the bot kicked -> games closed; a player gone -> out of the game;
group -> supergroup moves; a user who blocks the bot -> their games are told."""

from __future__ import annotations

from aiogram import Router
from aiogram.enums import ChatType
from aiogram.filters import IS_NOT_MEMBER, KICKED, LEFT, ChatMemberUpdatedFilter
from aiogram.types import ChatMemberUpdated, Message

from bot.routers.filters import Carries
from bot.services.chat_changes import ChatChanges
from bot.services.chat_order import ChatKey


async def bot_left(update: ChatMemberUpdated, changes: ChatChanges, chat_key: ChatKey | None = None) -> None:
    if update.chat.type == ChatType.PRIVATE:
        # The user blocked the bot: their private prompts will fail; their games are told.
        await changes.player_blocked(update.chat.id)
    else:
        await changes.bot_removed(update.chat.id, held=chat_key)


async def member_gone(update: ChatMemberUpdated, changes: ChatChanges,
                      chat_key: ChatKey | None = None) -> None:
    """Someone left the group or was kicked (`chat_member`; Telegram sends it when we ask for it)."""
    await changes.player_left(update.chat.id, update.new_chat_member.user.id, held=chat_key)


async def member_left_message(message: Message, changes: ChatChanges,
                              chat_key: ChatKey | None = None) -> None:
    """The service message for the same event: it also reaches a bot that is not an admin."""
    assert message.left_chat_member is not None
    await changes.player_left(message.chat.id, message.left_chat_member.id, held=chat_key)


async def migrated(message: Message, changes: ChatChanges) -> None:
    assert message.migrate_to_chat_id is not None
    await changes.migrated(message.chat.id, message.migrate_to_chat_id, last_message_id=message.message_id)


async def migrated_here(message: Message, changes: ChatChanges) -> None:
    # The supergroup's side of the same event; moving twice is harmless (the second finds nothing).
    assert message.migrate_from_chat_id is not None
    await changes.migrated(message.migrate_from_chat_id, message.chat.id)


def make_router() -> Router:
    """A fresh router each time: a router joins one dispatcher only, and tests build several."""
    router = Router(name="chat_events")
    router.my_chat_member.register(bot_left, ChatMemberUpdatedFilter(member_status_changed=KICKED | LEFT))
    # Registering a `chat_member` handler also puts it in `allowed_updates` (resolve_used_update_types).
    router.chat_member.register(member_gone, ChatMemberUpdatedFilter(member_status_changed=IS_NOT_MEMBER))
    router.message.register(member_left_message, Carries("left_chat_member"))
    router.message.register(migrated, Carries("migrate_to_chat_id"))
    router.message.register(migrated_here, Carries("migrate_from_chat_id"))
    return router
