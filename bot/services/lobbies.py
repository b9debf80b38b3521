"""Lobbies: opening a game in a chat, seating players, and starting it.

A lobby is one status message with «Играю» / «Выйти» / «Начать» (and, for games played partly in
private, a deep link that opens the bot). The link carries an unguessable token of this lobby, and
joining through it checks that the user is a member of the game's chat.
"""

from __future__ import annotations

import logging
import secrets
from collections.abc import Callable

from aiogram import Bot
from aiogram.filters.callback_data import CallbackData
from aiogram.methods import SendChatAction
from aiogram.types import User
from aiogram.utils.deep_linking import create_deep_link

from bot.clock import Clock
from bot.games.spec import Game
from bot.i18n import Translator
from bot.services.chats import ChatPrefs
from bot.services.driver import Driver
from bot.services.game_session import GameSession
from bot.services.keyboards import LobbyButton, keyboard
from bot.services.live import LiveGames
from bot.services.outbox import Outbox
from bot.services.permissions import is_group_admin
from bot.services.rendering import lobby_text
from bot.services.scheduler import Scheduler
from bot.services.tasks import Tasks
from bot.storage import GameStatus, Repository
from bot.storage.records import GameSettings, Secrets
from engines.core import Player, Refusal

log = logging.getLogger(__name__)

LOBBY_IDLE_SECONDS = 600.0  # an untouched lobby closes itself after 10 minutes
LOBBY_STATUS = "lobby"
LOBBY_TIMER = "lobby-idle"
JOIN_PREFIX = "join-"


class LobbyError(Exception):
    """A lobby action that cannot be done; `key` is the translation of the short answer."""

    def __init__(self, key: str, **args: str | int) -> None:
        super().__init__(key)
        self.key = key
        self.args_ = args


def chat_taken_by(session: GameSession) -> str:
    """Why a new game cannot open in this chat, as a text key: a lobby gathering players, or a game
    being played (they are answered differently: a lobby is joined, a game is waited for)."""
    return "lobby-already-open" if session.status is GameStatus.LOBBY else "game-already-running"


class Lobbies:
    def __init__(self, *, bot: Bot, repo: Repository, live: LiveGames, outbox: Outbox, driver: Driver,
                 chats: ChatPrefs, translator: Translator, scheduler: Scheduler, clock: Clock, tasks: Tasks,
                 time_scale: float, seed_source: Callable[[], int], secrets: Secrets = "group") -> None:
        self.bot = bot
        self.secrets = secrets  # where players' secrets go in games that have them (Settings.secrets)
        self.repo = repo
        self.live = live
        self.outbox = outbox
        self.driver = driver
        self.chats = chats
        self.t = translator
        self.scheduler = scheduler
        self.clock = clock
        self.tasks = tasks
        self.time_scale = time_scale
        self.seed_source = seed_source
        self.me: User | None = None

    # ---- opening -------------------------------------------------------------------------------

    async def open(self, spec: Game, chat_id: int, thread_id: int | None, creator: Player, *,
                   chat_title: str = "", command_id: int = 0) -> GameSession:
        """A new lobby; `command_id` is the `/start_<game>` message that asks for it (0 for a button)."""
        key = (chat_id, thread_id or 0)
        if key in self.live.by_key:
            taken = self.live.by_key[key]
            if command_id and taken.record.settings.opened_by == command_id:
                return taken  # the crash came before the command was marked handled: it is this lobby's
            raise LobbyError(chat_taken_by(taken))
        self._check_one_private_game(spec, creator.id)
        locale = await self.chats.locale(chat_id)
        settings = spec.settings(await self.chats.game_options(chat_id, spec.kind), self.time_scale)
        record = await self.repo.create_game(
            kind=spec.kind, chat_id=chat_id, thread_id=thread_id or 0, creator=creator,
            settings=GameSettings(locale=locale, options=dict(spec.settings_to_json(settings)),
                                  join=secrets.token_urlsafe(9), chat_title=chat_title, secrets=self.secrets,
                                  opened_by=command_id),
            seed=self.seed_source(), now=self.clock.now(),
        )
        session = GameSession(record=record, spec=spec, settings=settings)
        if spec.capabilities.group_messages:
            session.blind = await self._cannot_read_group(chat_id)
        # The creator is checked like every joiner: a game played in private needs them reachable.
        if session.needs_private_chat and not await self.can_write_privately(creator.id):
            session.unreachable.add(creator.id)
        self.live.add(session)
        self.show(session)
        await self._arm_idle_timer(session)
        return session

    def _check_one_private_game(self, spec: Game, user_id: int, session: GameSession | None = None) -> None:
        """Private messages go to one game: seated in two, answers would land in the wrong one."""
        if not spec.capabilities.private_answers:
            return
        other = self.live.private_seat(user_id)
        if other is not None and other is not session:
            title = other.record.settings.chat_title
            raise LobbyError("lobby-in-another-game", game=self.t.t(other.locale, other.spec.title_key),
                             chat=title or "?")

    async def _cannot_read_group(self, chat_id: int) -> bool:
        if self.me is None or self.me.can_read_all_group_messages:
            return False
        return not await is_group_admin(self.bot, chat_id, self.me.id)  # an admin bot reads everything

    def join_link(self, session: GameSession) -> str | None:
        if self.me is None or not self.me.username:
            return None
        return create_deep_link(self.me.username, "start", f"{JOIN_PREFIX}{session.record.settings.join}")

    def by_join_token(self, payload: str) -> GameSession | None:
        token = payload.removeprefix(JOIN_PREFIX).encode()
        if not token:
            return None
        for session in self.live:
            if secrets.compare_digest(session.record.settings.join.encode(), token):
                return session
        return None

    def show(self, session: GameSession, *, closed_key: str | None = None) -> None:
        loc = session.locale
        t = self.t
        link = self.join_link(session) if session.needs_private_chat else None
        if closed_key is not None:
            text, markup = t.t(loc, closed_key, game=t.t(loc, session.spec.title_key)), None
            if closed_key == "lobby-started" and link:
                # Players who never opened the bot can still do it from here mid-game.
                markup = keyboard([(t.t(loc, "lobby-open-bot"), link)])
        else:
            text = lobby_text(session, t, waiting=sorted(session.unreachable))
            rows: list[list[tuple[str, CallbackData | str]]] = [
                [(t.t(loc, "lobby-join"), LobbyButton(game=session.id, action="join")),
                 (t.t(loc, "lobby-leave"), LobbyButton(game=session.id, action="leave"))],
                [(t.t(loc, "lobby-start"), LobbyButton(game=session.id, action="start"))],
            ]
            if link:
                rows.append([(t.t(loc, "lobby-open-bot"), link)])
            markup = keyboard(*rows)
        future = self.outbox.show(session.chat_id, session.status_key(LOBBY_STATUS), text, markup,
                                  thread_id=session.thread_id)
        self.driver.runner.remember_message(session, LOBBY_STATUS, future)

    async def _arm_idle_timer(self, session: GameSession) -> None:
        due = self.clock.now() + LOBBY_IDLE_SECONDS
        await self.repo.set_timer(session.id, LOBBY_TIMER, due)
        self.arm_idle_timer(session.id, due)

    def arm_idle_timer(self, game_id: int, due: float) -> None:
        self.scheduler.at(f"game:{game_id}:{LOBBY_TIMER}", due,
                          lambda: self.tasks.tracked(self.driver.run_in_chat(game_id, self._timed_out)))

    async def _timed_out(self, session: GameSession) -> None:
        if session.status is not GameStatus.LOBBY:
            return
        self.show(session, closed_key="lobby-timed-out")  # before closing: the lobby is edited, not re-sent
        await self.driver.close(session, GameStatus.STOPPED)

    # ---- seats ---------------------------------------------------------------------------------

    async def can_write_privately(self, user_id: int) -> bool:
        """Whether the bot may message the user (they opened the bot and did not block it)."""
        try:
            await self.outbox.call(SendChatAction(chat_id=user_id, action="typing"), chat_id=user_id)
        except Exception:  # 403 (never started / blocked) or the chat is gone: both mean "no"
            return False
        return True

    async def join(self, session: GameSession, user: Player, *, opened_bot: bool = False) -> None:
        """Seat `user`. `opened_bot`: they came through the lobby's link, so the bot can write to them."""
        if session.status is not GameStatus.LOBBY:
            raise LobbyError("lobby-closed")
        if session.player(user.id) is not None:
            if opened_bot and user.id in session.unreachable:
                session.unreachable.discard(user.id)  # the creator opened the bot: the lobby says so
                self.show(session)
                return
            raise LobbyError("lobby-already-in")
        if len(session.players) >= session.spec.max_players:
            raise LobbyError("lobby-full", max=session.spec.max_players)
        self._check_one_private_game(session.spec, user.id, session)
        needs_bot = session.needs_private_chat and not opened_bot
        if needs_bot and not await self.can_write_privately(user.id):
            raise LobbyError("lobby-open-bot-first")
        session.record.players.append(user)
        await self.repo.save_lobby(session.id, session.players, self.clock.now())
        self.show(session)
        await self._arm_idle_timer(session)

    async def leave(self, session: GameSession, user_id: int) -> None:
        if session.status is not GameStatus.LOBBY:
            raise LobbyError("lobby-closed")
        if session.player(user_id) is None:
            raise LobbyError("lobby-not-in")
        session.record.players[:] = [p for p in session.players if p.id != user_id]
        session.unreachable.discard(user_id)
        if session.players and user_id == session.record.creator_id:
            session.record.creator_id = session.players[0].id  # the next to join may start it now
        if not session.players:
            self.show(session, closed_key="lobby-empty")
            await self.driver.close(session, GameStatus.STOPPED)
            return
        await self.repo.save_lobby(session.id, session.players, self.clock.now(),
                                   creator_id=session.record.creator_id)
        self.show(session)
        await self._arm_idle_timer(session)

    async def start(self, session: GameSession, user_id: int, *, is_admin: bool) -> None:
        if session.status is not GameStatus.LOBBY:
            raise LobbyError("lobby-closed")
        if user_id != session.record.creator_id and not is_admin:
            raise LobbyError("lobby-start-not-allowed")
        if len(session.players) < session.spec.min_players:
            raise LobbyError("lobby-too-few", min=session.spec.min_players)
        self.scheduler.cancel(f"game:{session.id}:{LOBBY_TIMER}")
        try:
            await self.driver.begin(session, unreachable=sorted(session.unreachable))
        except (OSError, ValueError, KeyError) as error:  # a missing or broken content file
            log.error("game %s: cannot start %s/%s: %s", session.id, session.locale, session.spec.kind, error)
            await self._arm_idle_timer(session)
            raise LobbyError("lobby-cannot-start", reason="content") from None
        except Refusal as refusal:
            await self._arm_idle_timer(session)
            raise LobbyError("lobby-cannot-start", reason=str(refusal.reason)) from None
        self.show(session, closed_key="lobby-started")

    async def cancel(self, session: GameSession) -> None:
        self.show(session, closed_key="lobby-cancelled")
        await self.driver.close(session, GameStatus.STOPPED)
