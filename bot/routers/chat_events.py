"""Membership and chat migration: the bot kicked -> games closed; a player gone -> out of the game;
group -> supergroup moves."""

from __future__ import annotations

import contextlib

from aiogram import F, Router
from aiogram.types import ChatMemberUpdated, Message

from bot.services.chat_order import ChatKey
from bot.services.game_session import GameSession
from bot.services.sessions import LobbyError, Sessions
from bot.storage import GameStatus
from engines.core import Leave


async def my_membership(update: ChatMemberUpdated, sessions: Sessions) -> None:
    if update.new_chat_member.status not in ("left", "kicked"):
        return
    if update.chat.type == "private":
        # The user blocked the bot: their private prompts will fail; the group is told once.
        await sessions.player_unreachable(update.chat.id)
    else:
        await sessions.bot_removed(update.chat.id)


async def member_gone(update: ChatMemberUpdated, sessions: Sessions, chat_key: ChatKey | None = None) -> None:
    """Someone left the group or was kicked (`chat_member`; Telegram sends it when we ask for it)."""
    member = update.new_chat_member
    gone = member.status in ("left", "kicked") or (
        member.status == "restricted" and not getattr(member, "is_member", True)
    )
    if gone:
        await player_left(sessions, update.chat.id, member.user.id, held=chat_key)


async def member_left_message(message: Message, sessions: Sessions, chat_key: ChatKey | None = None) -> None:
    """The service message for the same event: it also reaches a bot that is not an admin."""
    assert message.left_chat_member is not None
    await player_left(sessions, message.chat.id, message.left_chat_member.id, held=chat_key)


async def player_left(sessions: Sessions, chat_id: int, user_id: int, *, held: ChatKey | None) -> None:
    """A player who left the chat leaves its live games (each forum topic may have one).

    `held` is the chat key whose lock the update middleware already holds for us; the
    other games are changed under their own lock, as a timer would be.
    """
    for session in [s for s in sessions.by_id.values() if s.chat_id == chat_id and s.is_player(user_id)]:
        if session.key == held:
            await _take_out(sessions, session, user_id)
        else:
            await sessions.run_in_chat(session.id, lambda s: _take_out(sessions, s, user_id))


async def _take_out(sessions: Sessions, session: GameSession, user_id: int) -> None:
    if session.status is GameStatus.LOBBY:
        with contextlib.suppress(LobbyError):  # already gone (both updates arrived): nothing to do
            await sessions.leave_lobby(session, user_id)
        return
    engine, leave = session.engine, Leave(user_id)
    if session.status is not GameStatus.RUNNING or engine is None:
        return
    # Telegram may tell us twice (`chat_member` and the service message): the engine hears it once.
    if engine.can(leave, sessions.clock.now()):
        await sessions.apply(session, leave)


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
    # Registering a `chat_member` handler also puts it in `allowed_updates` (resolve_used_update_types).
    router.chat_member.register(member_gone)
    router.message.register(member_left_message, F.left_chat_member)
    router.message.register(migrated, F.migrate_to_chat_id)
    router.message.register(migrated_here, F.migrate_from_chat_id)
    return router
