"""Commands that are not about one game: /start, /help, /games, /rules, /stats."""

from __future__ import annotations

from aiogram import Router
from aiogram.enums import ChatType
from aiogram.filters import Command, CommandObject, CommandStart
from aiogram.filters.callback_data import CallbackData
from aiogram.types import Message

from bot.games.registry import Registry
from bot.i18n import Translator
from bot.routers.helpers import thread_of
from bot.services.chat_changes import ChatChanges
from bot.services.chat_order import ChatKey
from bot.services.game_session import GameSession
from bot.services.keyboards import MenuButton, keyboard
from bot.services.lobbies import Lobbies
from bot.services.rendering import leaderboard_text
from bot.services.replies import Replies
from bot.storage import Repository


async def start_command(message: Message, replies: Replies, registry: Registry, lobbies: Lobbies,
                        changes: ChatChanges, chat_key: ChatKey | None = None) -> None:
    """/start in private: the user opened the bot — games waiting to reach them are told."""
    if message.chat.type == ChatType.PRIVATE and message.from_user is not None:
        await changes.player_back(message.from_user.id, held=chat_key)
    await help_command(message, replies, registry, lobbies)


async def help_command(message: Message, replies: Replies, registry: Registry, lobbies: Lobbies) -> None:
    locale = await replies.locale_of(message)
    t = replies.t
    me = lobbies.me
    username = me.username if me is not None and me.username else "arbiter_bot"
    playable = [kind for kind in registry.menu() if kind in registry]
    games = "\n".join(f"/start_{kind} — {t.t(locale, f'game-{kind}')}" for kind in playable)
    key = "help-private" if message.chat.type == ChatType.PRIVATE else "help-group"
    secrets = "group" if lobbies.secrets == "group" else "private"
    replies.say(message, t.t(locale, key, bot=username, games=games, secrets=secrets))


async def games_command(message: Message, replies: Replies, registry: Registry) -> None:
    if message.chat.type == ChatType.PRIVATE:
        await replies.to(message, "games-in-groups")
        return
    locale = await replies.locale_of(message)
    t = replies.t
    rows: list[list[tuple[str, CallbackData | str]]] = [
        [(t.t(locale, f"game-{kind}") + ("" if kind in registry else " " + t.t(locale, "game-soon-mark")),
          MenuButton(kind=kind))]
        for kind in registry.menu()
    ]
    thread = thread_of(message)
    replies.outbox.send_message(message.chat.id, t.t(locale, "games-menu"), reply_markup=keyboard(*rows),
                                thread_id=thread)


async def rules_command(message: Message, command: CommandObject, replies: Replies, registry: Registry,
                        lobbies: Lobbies, game: GameSession | None = None) -> None:
    locale = await replies.locale_of(message)
    t = replies.t
    kind = (command.args or "").strip().lower().removeprefix("/").removeprefix("start_")
    settings: object | None = None
    if not kind:
        if game is None or message.chat.type == ChatType.PRIVATE:
            await replies.to(message, "rules-which")
            return
        kind, settings = game.spec.kind, game.settings  # the chat's language now, the game's settings
    spec = registry.get(kind)
    if kind not in registry.menu():
        await replies.to(message, "game-unknown")
        return
    key = f"rules-{kind}"
    if spec is None or not t.has(locale, key):
        replies.say(message, t.t(locale, "rules-missing", game=t.t(locale, f"game-{kind}")))
        return
    # The rules speak of this chat's settings (rounds, timers), or of the defaults.
    chosen = settings if settings is not None else spec.settings(
        await replies.chats.game_options(message.chat.id, kind))
    # An on/off setting reaches the text as "yes"/"no", for a Fluent selector to pick its sentence.
    args: dict[str, str | int | float] = {
        name: ("yes" if value else "no") if isinstance(value, bool) else value
        for name, value in spec.settings_to_json(chosen).items() if isinstance(value, str | int | float)}
    # Where secrets go: the running game's way, else the way a new game would take.
    running_here = game is not None and game.spec.kind == kind
    in_group = game.secrets_in_group if game is not None and running_here else lobbies.secrets == "group"
    args["secrets"] = "group" if in_group else "private"
    replies.say(message, t.t(locale, key, **args))


async def stats_command(message: Message, command: CommandObject, replies: Replies, registry: Registry,
                        repo: Repository, t: Translator) -> None:
    if message.chat.type == ChatType.PRIVATE:
        await replies.to(message, "games-in-groups")
        return
    locale = await replies.locale_of(message)
    kind = (command.args or "").strip().lower().removeprefix("start_")
    spec = registry.get(kind) if kind else None
    if spec is not None:
        lowest_first = spec.lower_scores_win  # a series of penalties: the fewest summed points lead
        rows = await repo.kind_leaderboard(message.chat.id, kind, lowest_first=lowest_first)
        text = leaderboard_text(locale, t, rows, lowest_first=lowest_first,
                                title=t.t(locale, "stats-title-game", game=t.t(locale, spec.title_key)))
    else:
        text = leaderboard_text(locale, t, await repo.leaderboard(message.chat.id))
    replies.say(message, text, coalesce=True)


def make_router() -> Router:
    """A fresh router each time: a router joins one dispatcher only, and tests build several."""
    router = Router(name="common")
    router.message.register(start_command, CommandStart(deep_link=False))
    router.message.register(help_command, Command("help"))
    router.message.register(games_command, Command("games"))
    router.message.register(rules_command, Command("rules"))
    router.message.register(stats_command, Command("stats"))
    return router
