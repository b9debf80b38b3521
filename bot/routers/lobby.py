"""Opening, joining, starting and stopping games: /start_<game>, /games buttons, lobby, /stop, /score,
and «Ещё партию» under a finished game.

Every lobby and /stop button names its game; it acts only when pressed on a message in that game's
chat, and rights (creator, admin) are judged in that chat — never in the chat the data came from.
"""

from __future__ import annotations

import re

from aiogram import Bot, F, Router
from aiogram.enums import ChatType
from aiogram.filters import Command, CommandObject, CommandStart
from aiogram.methods import DeleteMessage
from aiogram.types import CallbackQuery, Chat, Message, User

from bot.games.registry import KNOWN_GAMES, Registry
from bot.routers.common import start_command
from bot.routers.filters import PRIVATE
from bot.routers.helpers import player_of, thread_of
from bot.services.chat_changes import ChatChanges
from bot.services.chat_order import ChatKey
from bot.services.driver import Driver
from bot.services.game_session import GameSession
from bot.services.keyboards import LobbyButton, MenuButton, RematchButton, StopButton, keyboard
from bot.services.live import LiveGames
from bot.services.lobbies import JOIN_PREFIX, Lobbies, LobbyError, chat_taken_by
from bot.services.permissions import is_group_admin, is_group_member, is_person
from bot.services.rendering import scores_text
from bot.services.replies import Replies, answer
from bot.storage import GameStatus, Repository

START_GAME = re.compile(r"^start_([a-z0-9_]+)$")


async def open_game(lobbies: Lobbies, registry: Registry, chat: Chat, thread_id: int | None, user: User,
                    kind: str, *, command_id: int = 0) -> LobbyError | None:
    """Open a lobby for `kind`; the reason when it cannot be done."""
    if chat.type == ChatType.PRIVATE:
        return LobbyError("games-in-groups")
    spec = registry.get(kind)
    if spec is None:
        return LobbyError("game-coming-soon" if kind in KNOWN_GAMES else "game-unknown")
    try:
        await lobbies.open(spec, chat.id, thread_id, player_of(user), chat_title=chat.title or "",
                           command_id=command_id)
    except LobbyError as error:
        return error
    return None


async def start_game_command(message: Message, command: CommandObject, lobbies: Lobbies, registry: Registry,
                             replies: Replies) -> None:
    if not is_person(message.from_user, message.sender_chat):
        return
    assert message.from_user is not None and command.regexp_match is not None
    kind = command.regexp_match.group(1)
    problem = await open_game(lobbies, registry, message.chat, thread_of(message), message.from_user, kind,
                              command_id=message.message_id)
    if problem is not None:
        locale = await replies.locale_of(message)
        await replies.to(message, problem.key, locale=locale,
                         args={"game": replies.t.t(locale, f"game-{kind}"), **problem.args_})


async def menu_button(query: CallbackQuery, callback_data: MenuButton, lobbies: Lobbies, registry: Registry,
                      replies: Replies) -> None:
    if not isinstance(query.message, Message):
        await answer(query)
        return
    message = query.message
    kind = callback_data.kind
    problem = await open_game(lobbies, registry, message.chat, thread_of(message), query.from_user, kind)
    if problem is None:
        await answer(query)
        return
    locale = await replies.chats.locale(message.chat.id, query.from_user.language_code)
    args = {"game": replies.t.t(locale, f"game-{kind}"), **problem.args_}
    await replies.alert(query, problem.key, locale=locale, args=args)


def pressed_in(query: CallbackQuery, session: GameSession) -> bool:
    """The button's message is in the game's chat (data copied to another chat acts on nothing)."""
    message = query.message
    return message is not None and message.chat.id == session.chat_id


async def lobby_button(query: CallbackQuery, callback_data: LobbyButton, lobbies: Lobbies, replies: Replies,
                       bot: Bot, game: GameSession | None = None) -> None:
    session = game
    if session is None or session.status is not GameStatus.LOBBY or not pressed_in(query, session):
        await replies.alert(query, "lobby-closed")
        return
    locale, user, action = session.locale, query.from_user, callback_data.action
    try:
        if action == "join":
            if user.is_bot:
                raise LobbyError("lobby-bots-cannot-play")
            await lobbies.join(session, player_of(user))
            await replies.alert(query, "lobby-joined", locale=locale, popup=False)
        elif action == "leave":
            await lobbies.leave(session, user.id)
            await replies.alert(query, "lobby-left", locale=locale, popup=False)
        elif action == "start":
            admin = user.id != session.record.creator_id and await is_group_admin(
                bot, session.chat_id, user.id)
            await lobbies.start(session, user.id, is_admin=admin)
            await answer(query)
        else:
            await answer(query)
    except LobbyError as error:
        await replies.alert(query, error.key, locale=locale, args=error.args_)


async def join_by_link(message: Message, command: CommandObject, lobbies: Lobbies, replies: Replies, bot: Bot,
                       changes: ChatChanges, game: GameSession | None = None,
                       chat_key: ChatKey | None = None) -> None:
    """`/start join-<token>` from the lobby's deep link: the player opened the bot, so we can write.

    The link stays under the started game's message: a player who never opened the bot follows it
    mid-game, and the game is told they can be reached now (as a plain /start would)."""
    assert message.from_user is not None
    session = game
    # The reply speaks the game's language: it names the game and follows its lobby (issue 14.9).
    if session is not None and session.running and session.is_player(message.from_user.id):
        await changes.player_back(message.from_user.id, held=chat_key)
        title = replies.t.t(session.locale, session.spec.title_key)
        hint = "lobby-joined-private" if session.spec.capabilities.private_answers else "lobby-joined-link"
        await replies.to(message, hint, locale=session.locale, game=title)
        return
    if session is None or session.status is not GameStatus.LOBBY:
        await replies.to(message, "lobby-closed")
        return
    locale = session.locale
    if not await is_group_member(bot, session.chat_id, message.from_user.id):
        await replies.to(message, "lobby-not-a-member", locale=locale)
        return
    try:
        await lobbies.join(session, player_of(message.from_user), opened_bot=True)
    except LobbyError as error:
        await replies.to(message, error.key, locale=locale, args=error.args_)
        return
    title = replies.t.t(locale, session.spec.title_key)
    hint = "lobby-joined-private" if session.spec.capabilities.private_answers else "lobby-joined-link"
    await replies.to(message, hint, locale=locale, game=title)


async def stop_command(message: Message, replies: Replies, bot: Bot, game: GameSession | None = None) -> None:
    if message.chat.type == ChatType.PRIVATE:
        await replies.to(message, "games-in-groups")
        return
    session = game
    if session is None:
        await replies.to(message, "no-game")
        return
    user = message.from_user
    allowed = user is not None and (
        user.id == session.record.creator_id or await is_group_admin(bot, session.chat_id, user.id)
    )
    # A command's answer speaks the chat's language now; the game's own texts, the one it started in.
    loc = await replies.locale_of(message)
    if not allowed:
        await replies.to(message, "stop-not-allowed", locale=loc)
        return
    t = replies.t
    markup = keyboard([(t.t(loc, "stop-yes"), StopButton(game=session.id, confirm=True)),
                       (t.t(loc, "stop-no"), StopButton(game=session.id, confirm=False))])
    replies.outbox.send_message(message.chat.id, t.t(loc, "stop-confirm"), reply_markup=markup,
                                thread_id=thread_of(message))


async def stop_button(query: CallbackQuery, callback_data: StopButton, driver: Driver, lobbies: Lobbies,
                      replies: Replies, bot: Bot, game: GameSession | None = None) -> None:
    session = game
    message = query.message if isinstance(query.message, Message) else None
    if session is None or message is None or not pressed_in(query, session):
        await replies.alert(query, "no-game")
        return
    user = query.from_user
    if user.id != session.record.creator_id and not await is_group_admin(bot, session.chat_id, user.id):
        await replies.alert(query, "stop-not-allowed")  # in the chat's language, as its /stop was
        return
    replies.outbox.call(DeleteMessage(chat_id=message.chat.id, message_id=message.message_id))
    if callback_data.confirm:
        if session.status is GameStatus.LOBBY:
            await lobbies.cancel(session)
        else:
            await driver.stop(session)
    await answer(query)


async def rematch_button(query: CallbackQuery, callback_data: RematchButton, lobbies: Lobbies,
                         live: LiveGames, registry: Registry, repo: Repository, replies: Replies,
                         bot: Bot) -> None:
    """«Ещё партию»: a player of the finished game opens a lobby of its kind with its players who are
    still in the chat, and starts it at once (the presser opens it, so they may /stop it)."""
    message = query.message if isinstance(query.message, Message) else None
    record = await repo.game(callback_data.game)
    spec = registry.get(record.kind) if record is not None else None
    if message is None or record is None or spec is None or record.status.is_live \
            or record.chat_id != message.chat.id:
        await replies.alert(query, "rematch-gone")
        return
    locale = record.settings.locale or None
    user = query.from_user
    if not any(p.id == user.id for p in record.players):
        await replies.alert(query, "rematch-not-a-player", locale=locale)
        return
    taken = live.by_key.get((record.chat_id, record.thread_id))
    if taken is not None:
        await replies.alert(query, chat_taken_by(taken), locale=locale)
        return
    others = [p for p in record.players
              if p.id != user.id and await is_group_member(bot, record.chat_id, p.id)]
    if len(others) + 1 < spec.min_players:
        await replies.alert(query, "rematch-too-few", locale=locale, args={"min": spec.min_players})
        return
    try:
        session = await lobbies.open(spec, record.chat_id, record.thread_id or None, player_of(user),
                                     chat_title=message.chat.title or "")
        for player in others:
            try:
                await lobbies.join(session, player)
            except LobbyError:  # e.g. a private game the bot cannot write to them in: they may join later
                continue
        await lobbies.start(session, user.id, is_admin=False)
    except LobbyError as error:  # the lobby stays open: the others may still join and start it
        await replies.alert(query, error.key, locale=locale, args=error.args_)
        return
    await answer(query)


async def score_command(message: Message, replies: Replies, game: GameSession | None = None) -> None:
    if message.chat.type == ChatType.PRIVATE:
        await replies.to(message, "games-in-groups")
        return
    session = game
    if session is None or session.engine is None:
        await replies.to(message, "no-game")
        return
    text = scores_text(await replies.locale_of(message), replies.t, session.players, session.engine.scores(),
                       lowest_first=session.spec.lower_scores_win, kind=session.spec.kind)
    replies.say(message, text, coalesce=True)


def make_router() -> Router:
    """A fresh router each time: a router joins one dispatcher only, and tests build several."""
    router = Router(name="lobby")
    router.message.register(start_game_command, Command(START_GAME))
    router.callback_query.register(menu_button, MenuButton.filter())
    router.callback_query.register(lobby_button, LobbyButton.filter())
    router.message.register(
        join_by_link,
        CommandStart(deep_link=True, magic=F.args.startswith(JOIN_PREFIX)),
        PRIVATE,
    )
    # Any other /start payload (an old or mistyped link): what a plain /start does.
    router.message.register(start_command, CommandStart(deep_link=True))
    router.message.register(stop_command, Command("stop"))
    router.callback_query.register(stop_button, StopButton.filter())
    router.callback_query.register(rematch_button, RematchButton.filter())
    router.message.register(score_command, Command("score"))
    return router
