"""Small things the routers share: the player a Telegram user is, answering in the chat's language."""

from __future__ import annotations

from aiogram.types import CallbackQuery, Message, User

from bot.services.sessions import Sessions
from engines.core import Player


def player_of(user: User) -> Player:
    return Player(id=user.id, name=user.full_name)


async def reply(message: Message, sessions: Sessions, key: str, **args: object) -> None:
    """A short answer in the message's chat (and topic), in the chat's language, through the outbox."""
    user = message.from_user
    locale = await sessions.locale(message.chat.id, user.language_code if user else None)
    thread = message.message_thread_id if message.is_topic_message else None
    # An answer to one person's command stands alone: merged with another text it would read as part of it.
    sessions.outbox.send_message(message.chat.id, sessions.t.t(locale, key, **args), thread_id=thread,
                                 coalesce=False)


async def alert(query: CallbackQuery, sessions: Sessions, key: str, *, locale: str | None = None,
                show_alert: bool = True, **args: object) -> None:
    """Answer a button press. answerCallbackQuery is not a chat message: it bypasses the outbox."""
    if locale is None:
        chat_id = query.message.chat.id if query.message is not None else query.from_user.id
        locale = await sessions.locale(chat_id, query.from_user.language_code)
    await query.answer(sessions.t.t(locale, key, **args), show_alert=show_alert)
