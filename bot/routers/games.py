"""Players acting in a running game: game buttons, answers in the group, answers in private.

Fairness rules live here: edited and forwarded messages never count (edited messages are simply
not subscribed to), bots and anonymous admins are not players, non-players get a short alert on
buttons and silence on messages. A game button acts only when pressed in its game's chat, or in
the private chat of the player it was sent to.
"""

from __future__ import annotations

from typing import Any

from aiogram import Router
from aiogram.filters import Filter
from aiogram.types import CallbackQuery, Message, Update

from bot.clock import Clock
from bot.games.buttons import Tapped
from bot.games.registry import Registry
from bot.routers.filters import GROUPS, PRIVATE, EphemeralCommand, GameCommand, PlainText
from bot.routers.press_locale import locale_of_press
from bot.services.driver import Driver
from bot.services.game_session import GameSession
from bot.services.keyboards import SecretsButton
from bot.services.live import LiveGames
from bot.services.permissions import is_person
from bot.services.replies import Replies, answer
from bot.storage import Repository
from engines.core import PressedAt, Say


class GameButtonData(Filter):
    """A callback whose data is one of the registered games' buttons: hands on `button`."""

    async def __call__(self, query: CallbackQuery, registry: Registry) -> bool | dict[str, Any]:
        found = registry.button(query.data or "")
        return {"button": found} if found is not None else False


async def game_button(query: CallbackQuery, button: Tapped, driver: Driver, replies: Replies,
                      clock: Clock, event_update: Update, registry: Registry, repo: Repository,
                      game: GameSession | None = None) -> None:
    session = game
    if session is None or not session.running:
        await replies.alert(query, "game-over-already", locale=await locale_of_press(query, registry, repo))
        return
    user = query.from_user
    message = query.message
    where = message.chat.id if message is not None else None
    # A game's buttons act in its chat, and in a player's private chat only for a game that sends
    # them there (Доббль never does: a symbol button in private is a forgery or a slip).
    private_ok = session.spec.capabilities.private_chat
    if where != session.chat_id and not (where == user.id and private_ok):
        await replies.alert(query, "not-now", locale=session.locale, popup=False)
        return
    if not session.is_player(user.id):
        await replies.alert(query, "not-a-player", locale=session.locale)
        return
    # A press has no date of its own: it ranks after every message seen so far, then by update order.
    at = PressedAt(date=int(clock.now()), after_message_id=session.seen_message_id,
                   update_id=event_update.update_id)
    outcome = await driver.press(session, button, user.id, at)
    if outcome.text is not None:
        await answer(query, outcome.text, popup=outcome.popup)
    elif outcome.accepted:
        await answer(query)
    else:
        await replies.alert(query, "not-now", locale=session.locale, popup=False)


async def secrets_button(query: CallbackQuery, driver: Driver, replies: Replies, registry: Registry,
                         repo: Repository, game: GameSession | None = None) -> None:
    """«🔒 …» under a game's message in the group: the presser's own secrets, shown to them again."""
    session = game
    if session is None or not session.running:
        await replies.alert(query, "game-over-already", locale=await locale_of_press(query, registry, repo))
        return
    if not session.is_player(query.from_user.id):
        await replies.alert(query, "not-a-player", locale=session.locale)
        return
    outcome = driver.show_secrets(session, query.from_user.id)
    if outcome.text is not None:
        await answer(query, outcome.text, popup=outcome.popup)
    elif outcome.accepted:
        await replies.alert(query, "secrets-shown", locale=session.locale, popup=False)
    else:
        await replies.alert(query, "secrets-none", locale=session.locale, popup=False)


async def ephemeral_answer(message: Message, driver: Driver, replies: Replies, event_update: Update,
                           command_name: str, command_args: str, game: GameSession | None = None) -> None:
    """`/a 3 кит` typed in the group as an ephemeral command: nobody but its sender and the bot sees
    it, so it is a private answer given without leaving the group. The command alone shows the
    player their secrets again. An ephemeral message has no id of its own in the chat (0): it ranks
    by Telegram's date, then by update order."""
    session = game
    user = message.from_user
    if user is None or not is_person(user, message.sender_chat) or message.forward_origin is not None:
        return
    if session is None or not session.running or command_name not in session.spec.ephemeral_commands:
        await replies.to(message, "secret-no-game", command=command_name)
        return
    if not session.is_player(user.id):
        await replies.to(message, "secret-not-a-player", locale=session.locale)
        return
    if not command_args:
        if not driver.show_secrets(session, user.id).accepted:
            await replies.to(message, "secrets-none", locale=session.locale)
        return
    # The engine gets the command too: a game of several (`/secret`, `/guess`) learns what was meant.
    say = Say(player_id=user.id, text=f"/{command_name} {command_args}", date=int(message.date.timestamp()),
              message_id=event_update.update_id, private=True)
    await driver.apply(session, say)


def say_of(message: Message, session: GameSession, *, private: bool, me: str | None) -> Say | None:
    """The player's move in this message, or None when the message cannot be one."""
    user = message.from_user
    if not is_person(user, message.sender_chat) or user is None:
        return None
    if message.forward_origin is not None or message.text is None or not session.is_player(user.id):
        return None
    text = message.text
    if text.startswith("/"):
        name, _, rest = text[1:].partition(" ")
        name, _, bot = name.partition("@")
        addressed_elsewhere = bool(bot) and me is not None and bot.lower() != me.lower()
        if addressed_elsewhere:
            return None
        if name.lower() in session.spec.ephemeral_commands and private:
            text = f"/{name.lower()} {rest.strip()}".rstrip()  # in private it is what it says (`/a 3 кит`)
        elif name.lower() in session.spec.ephemeral_commands:
            # `/a кит` that every member saw (a client without ephemeral commands): the secret
            # itself, posted in the group, for the engine's guard to catch.
            text = rest.strip()
            if not text:
                return None
        elif name.lower() not in session.spec.commands:
            return None
        else:
            text = f"/{name.lower()} {rest.strip()}".rstrip()
    return Say(
        player_id=user.id,
        text=text,
        date=int(message.date.timestamp()),
        message_id=message.message_id if private else session.group_message_id(message.message_id),
        private=private,
    )


async def group_answer(message: Message, driver: Driver, game: GameSession | None = None) -> None:
    session = game
    if session is None or not session.running:
        return
    capabilities = session.spec.capabilities
    if not (capabilities.group_messages or capabilities.guards_secrets or session.spec.commands):
        return
    me = driver.me.username if driver.me is not None else None
    say = say_of(message, session, private=False, me=me)
    if say is not None:
        await driver.apply(session, say)


async def private_answer(message: Message, driver: Driver, live: LiveGames, replies: Replies,
                         game: GameSession | None = None) -> None:
    session = game
    user = message.from_user
    if user is None:
        return
    if session is None or not session.running:
        await _no_game_here(message, user.id, live, replies)
        return
    if not session.spec.capabilities.private_answers:
        return
    say = say_of(message, session, private=True, me=None)
    if say is None:
        return
    if session.secrets_in_group and not session.prefers_private(user.id):
        # Whoever answers in the private chat gets their secrets there from now on: taken out of
        # the group, shown anew in private.
        driver.runner.take_back(session, user.id)
        session.prefer_private(user.id)
        await driver.repo.save_game_settings(session.id, session.record.settings)
        driver.show_secrets(session, user.id)
    await driver.apply(session, say)


async def _no_game_here(message: Message, user_id: int, live: LiveGames, replies: Replies) -> None:
    """A private message no game takes: one short line, so it is not met with silence (issue 14.12,
    16.7) — «the game is over» after the player's game ended (finished, stopped, the bot kicked),
    else that no game takes answers here. Silence for a player seated in a lobby (it has not begun)."""
    if not is_person(message.from_user) or message.forward_origin is not None:
        return
    if (message.text or "").startswith("/") or live.private_seat(user_id) is not None:
        return
    locale = live.ended.get(user_id)
    if locale is not None:
        await replies.to(message, "private-game-over", locale=locale)
    else:
        await replies.to(message, "private-no-game")


def make_router() -> Router:
    """A fresh router each time: a router joins one dispatcher only, and tests build several."""
    router = Router(name="games")
    router.callback_query.register(game_button, GameButtonData())
    router.callback_query.register(secrets_button, SecretsButton.filter())
    router.message.register(ephemeral_answer, GROUPS, EphemeralCommand())
    router.message.register(group_answer, GROUPS, PlainText())
    router.message.register(group_answer, GROUPS, GameCommand())
    router.message.register(private_answer, PRIVATE, PlainText())
    router.message.register(private_answer, PRIVATE, GameCommand())  # `/a 3 кит` typed in private too
    return router
