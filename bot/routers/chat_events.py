"""The bot's own membership and chat migration: kicked -> games closed; group -> supergroup moves."""

from __future__ import annotations

from aiogram import F, Router
from aiogram.types import ChatMemberUpdated, Message

from bot.services.sessions import Sessions


async def my_membership(update: ChatMemberUpdated, sessions: Sessions) -> None:
    if update.new_chat_member.status not in ("left", "kicked"):
        return
    if update.chat.type == "private":
        # The user blocked the bot: their private prompts will fail; the group is told once.
        await sessions.player_unreachable(update.chat.id)
    else:
        await sessions.bot_removed(update.chat.id)


async def migrated(message: Message, sessions: Sessions) -> None:
    assert message.migrate_to_chat_id is not None
    await sessions.chat_migrated(
        message.chat.id, message.migrate_to_chat_id, last_message_id=message.message_id
    )


async def migrated_here(message: Message, sessions: Sessions) -> None:
    # The supergroup's side of the same event; moving twice is harmless (the second finds nothing).
    assert message.migrate_from_chat_id is not None
    await sessions.chat_migrated(message.migrate_from_chat_id, message.chat.id)


def make_router() -> Router:
    """A fresh router each time: a router joins one dispatcher only, and tests build several."""
    router = Router(name="chat_events")
    router.my_chat_member.register(my_membership)
    router.message.register(migrated, F.migrate_to_chat_id)
    router.message.register(migrated_here, F.migrate_from_chat_id)
    return router
