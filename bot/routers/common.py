"""Commands that are not about one game: /start, /help, /games, /rules, /stats."""

from __future__ import annotations

from aiogram import Router
from aiogram.filters import Command, CommandObject, CommandStart
from aiogram.types import Message

from bot.routers.helpers import reply
from bot.services.keyboards import buttons
from bot.services.rendering import leaderboard_text
from bot.services.sessions import Sessions


async def _locale(message: Message, sessions: Sessions) -> str:
    user = message.from_user
    return await sessions.locale(message.chat.id, user.language_code if user else None)


def _thread(message: Message) -> int | None:
    return message.message_thread_id if message.is_topic_message else None


async def start_command(message: Message, sessions: Sessions) -> None:
    await help_command(message, sessions)


async def help_command(message: Message, sessions: Sessions) -> None:
    locale = await _locale(message, sessions)
    username = sessions.me.username if sessions.me and sessions.me.username else "arbiter_bot"
    games = "\n".join(
        f"/start_{kind} — {sessions.t.t(locale, f'game-{kind}')}" for kind in sessions.registry.menu()
    )
    text = sessions.t.t(locale, "help", bot=username, games=games)
    sessions.outbox.send_message(message.chat.id, text, thread_id=_thread(message), coalesce=False)


async def games_command(message: Message, sessions: Sessions) -> None:
    if message.chat.type == "private":
        await reply(message, sessions, "games-in-groups")
        return
    locale = await _locale(message, sessions)
    rows = [[(sessions.t.t(locale, f"game-{kind}"), f"menu:0:{kind}")] for kind in sessions.registry.menu()]
    sessions.outbox.send_message(message.chat.id, sessions.t.t(locale, "games-menu"),
                                 reply_markup=buttons(*rows), thread_id=_thread(message))


async def rules_command(message: Message, command: CommandObject, sessions: Sessions) -> None:
    locale = await _locale(message, sessions)
    kind = (command.args or "").strip().lower().removeprefix("/").removeprefix("start_")
    if not kind:
        session = sessions.by_key.get((message.chat.id, _thread(message) or 0))
        if session is None:
            await reply(message, sessions, "rules-which")
            return
        kind = session.spec.kind
    if kind not in sessions.registry.menu():
        await reply(message, sessions, "game-unknown")
        return
    key = f"rules-{kind}"
    text = (
        sessions.t.t(locale, key)
        if sessions.t.has(locale, key)
        else sessions.t.t(locale, "rules-missing", game=sessions.t.t(locale, f"game-{kind}"))
    )
    sessions.outbox.send_message(message.chat.id, text, thread_id=_thread(message), coalesce=False)


async def stats_command(message: Message, sessions: Sessions) -> None:
    if message.chat.type == "private":
        await reply(message, sessions, "games-in-groups")
        return
    locale = await _locale(message, sessions)
    rows = await sessions.repo.leaderboard(message.chat.id)
    sessions.outbox.send_message(message.chat.id, leaderboard_text(locale, sessions.t, rows),
                                 thread_id=_thread(message))


def make_router() -> Router:
    """A fresh router each time: a router joins one dispatcher only, and tests build several."""
    router = Router(name="common")
    router.message.register(start_command, CommandStart(deep_link=False))
    router.message.register(help_command, Command("help"))
    router.message.register(games_command, Command("games"))
    router.message.register(rules_command, Command("rules"))
    router.message.register(stats_command, Command("stats"))
    return router
