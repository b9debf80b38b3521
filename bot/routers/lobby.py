"""Opening, joining, starting and stopping games: /start_<game>, /games buttons, lobby, /stop, /score."""

from __future__ import annotations

import re

from aiogram import Bot, F, Router
from aiogram.filters import Command, CommandObject, CommandStart
from aiogram.methods import DeleteMessage
from aiogram.types import CallbackQuery, Chat, Message, User

from bot.games.registry import KNOWN_GAMES
from bot.routers.common import help_command
from bot.routers.helpers import alert, player_of, reply
from bot.services.keyboards import buttons, parse_data
from bot.services.permissions import is_chat_admin, is_person
from bot.services.rendering import scores_text
from bot.services.sessions import LobbyError, Sessions
from bot.storage import GameStatus

START_GAME = re.compile(r"^start_([a-z0-9_]+)$")


async def open_game(
    sessions: Sessions, chat: Chat, thread_id: int | None, user: User, kind: str
) -> str | None:
    """Open a lobby for `kind`; the translation key of the reason when it cannot be done."""
    if chat.type == "private":
        return "games-in-groups"
    spec = sessions.registry.get(kind)
    if spec is None:
        return "game-coming-soon" if kind in KNOWN_GAMES else "game-unknown"
    try:
        await sessions.open_lobby(spec, chat.id, thread_id, player_of(user))
    except LobbyError as error:
        return error.key
    return None


async def start_game_command(message: Message, command: CommandObject, sessions: Sessions) -> None:
    if not is_person(message.from_user, message.sender_chat):
        return
    assert message.from_user is not None and command.regexp_match is not None
    kind = command.regexp_match.group(1)
    thread = message.message_thread_id if message.is_topic_message else None
    problem = await open_game(sessions, message.chat, thread, message.from_user, kind)
    if problem is not None:
        locale = await sessions.locale(message.chat.id, message.from_user.language_code)
        await reply(message, sessions, problem, game=sessions.t.t(locale, f"game-{kind}"))


async def menu_button(query: CallbackQuery, sessions: Sessions) -> None:
    parsed = parse_data(query.data or "")
    if parsed is None or not parsed[2] or not isinstance(query.message, Message):
        await query.answer()
        return
    message = query.message
    thread = message.message_thread_id if message.is_topic_message else None
    kind = parsed[2][0]
    problem = await open_game(sessions, message.chat, thread, query.from_user, kind)
    if problem is None:
        await query.answer()
        return
    locale = await sessions.locale(message.chat.id, query.from_user.language_code)
    await alert(query, sessions, problem, locale=locale, game=sessions.t.t(locale, f"game-{kind}"))


async def lobby_button(query: CallbackQuery, sessions: Sessions, bot: Bot) -> None:
    parsed = parse_data(query.data or "")
    session = sessions.by_id.get(parsed[1]) if parsed else None
    if parsed is None or session is None or session.status is not GameStatus.LOBBY or not parsed[2]:
        await alert(query, sessions, "lobby-closed")
        return
    locale, user, action = session.locale, query.from_user, parsed[2][0]
    try:
        if action == "join":
            if user.is_bot:
                raise LobbyError("lobby-bots-cannot-play")
            await sessions.join(session, player_of(user))
            await alert(query, sessions, "lobby-joined", locale=locale, show_alert=False)
        elif action == "leave":
            await sessions.leave_lobby(session, user.id)
            await alert(query, sessions, "lobby-left", locale=locale, show_alert=False)
        elif action == "start":
            admin = user.id != session.record.creator_id and isinstance(query.message, Message) and (
                await is_chat_admin(bot, query.message.chat, user)
            )
            await sessions.start(session, user.id, is_admin=admin)
            await query.answer()
        else:
            await query.answer()
    except LobbyError as error:
        await alert(query, sessions, error.key, locale=locale, **error.args_)


async def join_by_link(message: Message, command: CommandObject, sessions: Sessions) -> None:
    """`/start join-<game>` from the lobby's deep link: the player opened the bot, so we can write."""
    assert message.from_user is not None and command.args is not None
    session = sessions.by_id.get(int(command.args.removeprefix("join-")))
    if session is None:
        await reply(message, sessions, "lobby-closed")
        return
    try:
        await sessions.join(session, player_of(message.from_user), checked=True)
    except LobbyError as error:
        await reply(message, sessions, error.key, **error.args_)
        return
    title = sessions.t.t(session.locale, session.spec.title_key)
    await reply(message, sessions, "lobby-joined-private", game=title)


async def stop_command(message: Message, sessions: Sessions, bot: Bot) -> None:
    if message.chat.type == "private":
        await reply(message, sessions, "games-in-groups")
        return
    thread = message.message_thread_id if message.is_topic_message else None
    session = sessions.by_key.get((message.chat.id, thread or 0))
    if session is None:
        await reply(message, sessions, "no-game")
        return
    user = message.from_user
    allowed = user is not None and (
        user.id == session.record.creator_id or await is_chat_admin(bot, message.chat, user)
    )
    if not allowed:
        await reply(message, sessions, "stop-not-allowed")
        return
    t, loc = sessions.t, session.locale
    markup = buttons(
        [(t.t(loc, "stop-yes"), f"stop:{session.id}:yes"), (t.t(loc, "stop-no"), f"stop:{session.id}:no")]
    )
    text = t.t(loc, "stop-confirm")
    sessions.outbox.send_message(message.chat.id, text, reply_markup=markup, thread_id=thread)


async def stop_button(query: CallbackQuery, sessions: Sessions, bot: Bot) -> None:
    parsed = parse_data(query.data or "")
    session = sessions.by_id.get(parsed[1]) if parsed else None
    message = query.message if isinstance(query.message, Message) else None
    if parsed is None or session is None or message is None:
        await alert(query, sessions, "no-game")
        return
    user = query.from_user
    if user.id != session.record.creator_id and not await is_chat_admin(bot, message.chat, user):
        await alert(query, sessions, "stop-not-allowed", locale=session.locale)
        return
    sessions.outbox.call(DeleteMessage(chat_id=message.chat.id, message_id=message.message_id))
    if parsed[2][:1] == ["yes"]:
        await sessions.stop(session)
    await query.answer()


async def score_command(message: Message, sessions: Sessions) -> None:
    if message.chat.type == "private":
        await reply(message, sessions, "games-in-groups")
        return
    thread = message.message_thread_id if message.is_topic_message else None
    session = sessions.by_key.get((message.chat.id, thread or 0))
    if session is None or session.engine is None:
        await reply(message, sessions, "no-game")
        return
    text = scores_text(session.locale, sessions.t, session.players, session.engine.scores(), final=False)
    sessions.outbox.send_message(message.chat.id, text, thread_id=thread)


def make_router() -> Router:
    """A fresh router each time: a router joins one dispatcher only, and tests build several."""
    router = Router(name="lobby")
    router.message.register(start_game_command, Command(START_GAME))
    router.callback_query.register(menu_button, F.data.startswith("menu:"))
    router.callback_query.register(lobby_button, F.data.startswith("lobby:"))
    router.message.register(
        join_by_link,
        CommandStart(deep_link=True, magic=F.args.regexp(r"^join-\d+$")),
        F.chat.type == "private",
    )
    # Any other /start payload (an old or mistyped link): the help text, as a plain /start gets.
    router.message.register(help_command, CommandStart(deep_link=True))
    router.message.register(stop_command, Command("stop"))
    router.callback_query.register(stop_button, F.data.startswith("stop:"))
    router.message.register(score_command, Command("score"))
    return router
