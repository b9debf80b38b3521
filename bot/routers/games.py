"""Players acting in a running game: game buttons, answers in the group, answers in private.

Fairness rules live here: edited and forwarded messages never count (edited
messages are simply not subscribed to), bots and anonymous admins are not
players, non-players get a short alert on buttons and silence on messages.
"""

from __future__ import annotations

from aiogram import F, Router
from aiogram.types import CallbackQuery, Message

from bot.routers.helpers import alert
from bot.services.game_session import GameSession
from bot.services.keyboards import parse_data
from bot.services.permissions import is_person
from bot.services.sessions import Sessions
from bot.storage import GameStatus
from engines.core import Press, Say


async def game_button(query: CallbackQuery, sessions: Sessions) -> None:
    parsed = parse_data(query.data or "")
    session = sessions.by_id.get(parsed[1]) if parsed else None
    if parsed is None or session is None or session.status is not GameStatus.RUNNING:
        await alert(query, sessions, "game-over-already")
        return
    if not session.is_player(query.from_user.id):
        await alert(query, sessions, "not-a-player", locale=session.locale)
        return
    action, arg = (parsed[2] + [""])[0], ":".join(parsed[2][1:])  # an arg may hold ":" ("3:7:1")
    outcome = await sessions.press(session, Press(player_id=query.from_user.id, action=action, arg=arg))
    if outcome.accepted:
        await query.answer()
    elif outcome.text is not None:  # the game says why (presenter hook `button_refusal`)
        await query.answer(outcome.text, show_alert=False)
    else:
        await alert(query, sessions, "not-now", locale=session.locale, show_alert=False)


def answer_of(message: Message, session: GameSession, *, private: bool) -> Say | None:
    """The player's answer in this message, or None when the message cannot be an answer."""
    user = message.from_user
    if not is_person(user, message.sender_chat) or user is None:
        return None
    if message.forward_origin is not None or message.text is None or message.text.startswith("/"):
        return None
    if not session.is_player(user.id):
        return None
    return Say(
        player_id=user.id,
        text=message.text,
        date=int(message.date.timestamp()),
        message_id=message.message_id if private else session.group_message_id(message.message_id),
        private=private,
    )


async def group_answer(message: Message, sessions: Sessions) -> None:
    thread = message.message_thread_id if message.is_topic_message else None
    session = sessions.by_key.get((message.chat.id, thread or 0))
    if session is None or session.status is not GameStatus.RUNNING:
        return
    session.saw(message.message_id)
    # Private-answer games see group messages too, to guard the secret: an answer posted in the group.
    if not (session.spec.needs_group_messages or session.spec.private_answers):
        return
    say = answer_of(message, session, private=False)
    if say is not None:
        await sessions.apply(session, say)


async def private_answer(message: Message, sessions: Sessions) -> None:
    if message.from_user is None:
        return
    session = sessions.session_of_player(message.from_user.id)
    if session is None:
        return
    say = answer_of(message, session, private=True)
    if say is not None:
        await sessions.apply(session, say)


def make_router() -> Router:
    """A fresh router each time: a router joins one dispatcher only, and tests build several."""
    router = Router(name="games")
    router.callback_query.register(game_button, F.data.startswith("g:"))
    router.message.register(group_answer, F.chat.type.in_({"group", "supergroup"}), F.text)
    router.message.register(private_answer, F.chat.type == "private", F.text)
    return router
