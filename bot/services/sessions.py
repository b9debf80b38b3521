"""Game sessions: lobbies, engine driving, journal, timers, polls, recovery.

Every method that changes a game runs under that game's chat lock (the update
middleware takes it for updates; timers and follow-ups take it here). An
accepted command is committed — new state plus journal row — before anything
is announced, so a crash never shows the chat something the database forgot.
"""

from __future__ import annotations

import asyncio
import logging
import secrets
from collections.abc import Awaitable, Callable
from dataclasses import dataclass
from typing import Any

from aiogram import Bot
from aiogram.exceptions import TelegramAPIError
from aiogram.methods import SendChatAction
from aiogram.types import Poll, User

from bot.clock import Clock
from bot.games.actions import Remember
from bot.games.registry import Registry
from bot.games.spec import GameSpec
from bot.i18n import Translator
from bot.services.action_runner import ActionRunner, PollRoute, parse_stored_status_key
from bot.services.chat_order import ChatKey, ChatLocks
from bot.services.game_session import GameSession
from bot.services.keyboards import buttons
from bot.services.outbox import Outbox
from bot.services.rendering import lobby_text, scores_text
from bot.services.replay import replay_state
from bot.services.scheduler import Scheduler
from bot.storage import ChatRecord, GameRecord, GameStatus, Repository
from engines.core import Command, Player, Press, Refusal, Tick, command_to_json
from engines.core.commands import Posted

log = logging.getLogger(__name__)

LOBBY_IDLE_SECONDS = 600.0  # an untouched lobby closes itself after 10 minutes
LOBBY_STATUS = "lobby"
DEADLINE_TIMER = "deadline"
LOBBY_TIMER = "lobby-idle"


CALLBACK_TEXT_LIMIT = 200  # Bot API: answerCallbackQuery text is 0-200 characters


@dataclass(frozen=True, slots=True)
class PressOutcome:
    """What became of a game button: accepted, or refused with (maybe) the presenter's reason."""

    accepted: bool
    text: str | None = None  # the refusal's answer to the presser; None: the generic one


def _callback_text(text: str) -> str:
    """Cut to what Telegram accepts: a longer callback answer is rejected and the presser sees nothing."""
    return text if len(text) <= CALLBACK_TEXT_LIMIT else text[: CALLBACK_TEXT_LIMIT - 1] + "…"


class LobbyError(Exception):
    """A lobby action that cannot be done; `key` is the translation of the short answer."""

    def __init__(self, key: str, **args: Any) -> None:
        super().__init__(key)
        self.key = key
        self.args_ = args


class Sessions:
    def __init__(
        self,
        *,
        bot: Bot,
        repo: Repository,
        outbox: Outbox,
        scheduler: Scheduler,
        translator: Translator,
        registry: Registry,
        clock: Clock,
        locks: ChatLocks,
        default_locale: str = "ru",
        time_scale: float = 1.0,
        seed_source: Callable[[], int] = lambda: secrets.randbits(62),
    ) -> None:
        self.bot = bot
        self.repo = repo
        self.outbox = outbox
        self.scheduler = scheduler
        self.t = translator
        self.registry = registry
        self.clock = clock
        self.locks = locks
        self.default_locale = default_locale
        self.time_scale = time_scale
        self.seed_source = seed_source
        self.me: User | None = None
        self.by_key: dict[ChatKey, GameSession] = {}
        self.by_id: dict[int, GameSession] = {}
        self._chats: dict[int, ChatRecord] = {}
        self._tasks: set[asyncio.Task[Any]] = set()
        self.actions = ActionRunner(
            outbox=outbox,
            repo=repo,
            spawn=self._spawn,
            follow_up=lambda game_id, job: self._spawn(self.run_in_chat(game_id, job)),
            on_posted=self._posted,
            on_unreachable=self._unreachable,
            on_remember=self._remember,
            schedule=lambda key, due, job: self.scheduler.at(key, due, lambda: self._tracked(job())),
            unschedule=self.scheduler.cancel_prefix,
            now=self.clock.now,
        )

    @property
    def polls(self) -> dict[str, PollRoute]:
        """Open polls: poll id -> game and vote (kept in memory so votes are routed without awaiting)."""
        return self.actions.polls

    def poll_route(self, poll: Poll | str) -> PollRoute | None:
        return self.actions.poll_route(poll)

    # -- bookkeeping --------------------------------------------------------------------------

    @property
    def busy(self) -> bool:
        """Follow-up work in flight (anchors, poll bookkeeping, timers): a busy probe for tests."""
        return bool(self._tasks) or self.locks.active > 0

    @property
    def tasks(self) -> set[asyncio.Task[Any]]:
        """Follow-up tasks and timer firings still running (tests wait for them, real I/O included)."""
        return {t for t in self._tasks if not t.done()}

    async def drain(self) -> None:
        """Wait for the follow-ups in flight (at shutdown, before the outbox and database close)."""
        while self.tasks:
            await asyncio.gather(*self.tasks, return_exceptions=True)

    async def _tracked(self, coro: Awaitable[Any]) -> None:
        task = asyncio.current_task()
        if task is not None:
            self._tasks.add(task)
            task.add_done_callback(self._tasks.discard)
        await coro

    def _spawn(self, coro: Awaitable[Any]) -> None:
        async def run() -> None:
            try:
                await coro
            except Exception:
                log.exception("background game task failed")

        task = asyncio.get_running_loop().create_task(run())
        self._tasks.add(task)
        task.add_done_callback(self._tasks.discard)

    def _register(self, session: GameSession) -> None:
        self.by_key[session.key] = session
        self.by_id[session.id] = session

    def _unregister(self, session: GameSession) -> None:
        if self.by_key.get(session.key) is session:
            del self.by_key[session.key]
        self.by_id.pop(session.id, None)
        self.scheduler.cancel_prefix(f"game:{session.id}:")
        for poll_id in [p for p, r in self.polls.items() if r.game_id == session.id]:
            del self.polls[poll_id]

    def session_of_player(self, user_id: int) -> GameSession | None:
        """The running private-answer game this user plays in (private messages go there)."""
        for session in self.by_id.values():
            if session.status is GameStatus.RUNNING and session.spec.private_answers and session.is_player(
                user_id
            ):
                return session
        return None

    def _private_game_of(self, user_id: int) -> GameSession | None:
        """A live game (lobby or running) answered in private that the user is seated in."""
        for session in self.by_id.values():
            if session.status.is_live and session.spec.private_answers and session.is_player(user_id):
                return session
        return None

    async def run_in_chat(self, game_id: int, job: Callable[[GameSession], Awaitable[None]]) -> None:
        """Run `job` on a live game under its chat lock (timers, follow-ups)."""
        session = self.by_id.get(game_id)
        if session is None:
            return
        async with self.locks.hold(session.key):
            if self.by_id.get(game_id) is session:  # it may have ended while we waited
                await job(session)

    # -- chats and locales --------------------------------------------------------------------

    async def chat(self, chat_id: int) -> ChatRecord:
        record = self._chats.get(chat_id)
        if record is None:
            record = self._chats[chat_id] = await self.repo.chat(chat_id)
        return record

    async def locale(self, chat_id: int, language_code: str | None = None) -> str:
        """The chat's language: its setting, else (private chats) the user's, else the default."""
        record = await self.chat(chat_id)
        if record.locale:
            return record.locale
        if chat_id > 0 and language_code:
            return self.t.resolve(language_code)
        return self.default_locale

    async def save_chat(self, record: ChatRecord) -> None:
        await self.repo.save_chat(record, self.clock.now())
        self._chats[record.chat_id] = record

    # -- lobby --------------------------------------------------------------------------------

    async def open_lobby(
        self, spec: GameSpec, chat_id: int, thread_id: int | None, creator: Player
    ) -> GameSession:
        key = (chat_id, thread_id or 0)
        if key in self.by_key:
            raise LobbyError("game-already-running")
        chat = await self.chat(chat_id)
        locale = await self.locale(chat_id)
        overrides = chat.settings.get("games", {}).get(spec.kind, {})
        settings = spec.make_settings(overrides, self.time_scale)
        record = await self.repo.create_game(
            kind=spec.kind,
            chat_id=chat_id,
            thread_id=thread_id or 0,
            creator=creator,
            settings={"locale": locale, "options": spec.settings_to_json(settings)},
            seed=self.seed_source(),
            now=self.clock.now(),
        )
        session = GameSession(record=record, spec=spec)
        if spec.needs_group_messages:
            session.blind = await self._cannot_read_group(chat_id)
        self._register(session)
        self._show_lobby(session)
        await self._arm_lobby_timer(session)
        return session

    async def _cannot_read_group(self, chat_id: int) -> bool:
        if self.me is None or self.me.can_read_all_group_messages:
            return False
        try:
            member = await self.bot.get_chat_member(chat_id, self.me.id)
        except TelegramAPIError:
            return True
        return member.status not in ("administrator", "creator")

    def deep_link(self, session: GameSession) -> str | None:
        if self.me is None or not self.me.username:
            return None
        return f"https://t.me/{self.me.username}?start=join-{session.id}"

    def _show_lobby(self, session: GameSession, *, closed_key: str | None = None) -> None:
        loc = session.locale
        if closed_key is not None:
            text, markup = self.t.t(loc, closed_key, game=self.t.t(loc, session.spec.title_key)), None
        else:
            text = lobby_text(session, self.t)
            rows = [[(self.t.t(loc, "lobby-join"), f"lobby:{session.id}:join"),
                     (self.t.t(loc, "lobby-leave"), f"lobby:{session.id}:leave")],
                    [(self.t.t(loc, "lobby-start"), f"lobby:{session.id}:start")]]
            link = self.deep_link(session) if session.spec.private_answers else None
            if link:
                rows.append([(self.t.t(loc, "lobby-open-bot"), link)])
            markup = buttons(*rows)
        future = self.outbox.show(session.chat_id, session.status_key(LOBBY_STATUS), text, markup,
                                  thread_id=session.thread_id)
        self.actions.remember_message(session, LOBBY_STATUS, future)

    async def _arm_lobby_timer(self, session: GameSession) -> None:
        due = self.clock.now() + LOBBY_IDLE_SECONDS
        await self.repo.set_timer(session.id, LOBBY_TIMER, due)
        self._schedule(session.id, LOBBY_TIMER, due)

    def _schedule(self, game_id: int, name: str, due: float) -> None:
        handler = self._lobby_timed_out if name == LOBBY_TIMER else self._deadline_passed
        self.scheduler.at(
            f"game:{game_id}:{name}", due, lambda: self._tracked(self.run_in_chat(game_id, handler))
        )

    async def _lobby_timed_out(self, session: GameSession) -> None:
        if session.status is not GameStatus.LOBBY:
            return
        await self._close(session, GameStatus.STOPPED)
        self._show_lobby(session, closed_key="lobby-timed-out")

    async def can_write_privately(self, user_id: int) -> bool:
        """Whether the bot may message the user (they opened the bot and did not block it)."""
        try:
            await self.outbox.call(SendChatAction(chat_id=user_id, action="typing"), chat_id=user_id)
        except Exception:  # 403 (never started / blocked) or the chat is gone: both mean "no"
            return False
        return True

    async def join(self, session: GameSession, user: Player, *, checked: bool = False) -> None:
        if session.status is not GameStatus.LOBBY:
            raise LobbyError("lobby-closed")
        if session.player(user.id) is not None:
            raise LobbyError("lobby-already-in")
        if len(session.players) >= session.spec.max_players:
            raise LobbyError("lobby-full", max=session.spec.max_players)
        other = self._private_game_of(user.id) if session.spec.private_answers else None
        if other is not None and other is not session:
            # Private messages go to one game: in two at once, answers would land in the wrong one.
            raise LobbyError("lobby-in-another-game", game=self.t.t(session.locale, other.spec.title_key))
        if session.spec.private_answers and not checked and not await self.can_write_privately(user.id):
            raise LobbyError("lobby-open-bot-first")
        session.record.players.append(user)
        await self.repo.save_lobby(session.id, session.players, self.clock.now())
        self._show_lobby(session)
        await self._arm_lobby_timer(session)

    async def leave_lobby(self, session: GameSession, user_id: int) -> None:
        if session.status is not GameStatus.LOBBY:
            raise LobbyError("lobby-closed")
        if session.player(user_id) is None:
            raise LobbyError("lobby-not-in")
        session.record.players[:] = [p for p in session.players if p.id != user_id]
        if session.players and user_id == session.record.creator_id:
            session.record.creator_id = session.players[0].id  # the next to join may start it now
        if not session.players:
            await self._close(session, GameStatus.STOPPED)
            self._show_lobby(session, closed_key="lobby-empty")
            return
        await self.repo.save_lobby(session.id, session.players, self.clock.now(),
                                   creator_id=session.record.creator_id)
        self._show_lobby(session)
        await self._arm_lobby_timer(session)

    async def start(self, session: GameSession, user_id: int, *, is_admin: bool) -> None:
        if session.status is not GameStatus.LOBBY:
            raise LobbyError("lobby-closed")
        if user_id != session.record.creator_id and not is_admin:
            raise LobbyError("lobby-start-not-allowed")
        if len(session.players) < session.spec.min_players:
            raise LobbyError("lobby-too-few", min=session.spec.min_players)
        spec, now = session.spec, self.clock.now()
        settings = spec.settings_from_json(session.record.settings.get("options", {}))
        try:
            content = spec.content(session.locale)
        except (OSError, ValueError) as error:  # a missing or broken content file must not kill the handler
            log.error("game %s: no content for %s/%s: %s", session.id, session.locale, spec.kind, error)
            raise LobbyError("lobby-cannot-start", reason="content") from None
        # What earlier games of this kind left in the chat's memory (`Remember`), e.g. recent lists;
        # kept with the game so a replay starts it the same way.
        memory = (await self.chat(session.chat_id)).settings.get("memory", {}).get(spec.kind, {})
        if memory:
            content = {**content, **memory}
            session.record.settings["memory"] = memory
            await self.repo.save_game_settings(session.id, session.record.settings)
        try:
            engine, events = spec.engine.new(
                list(session.players), settings, session.record.seed, now, **content
            )
        except Refusal as refusal:
            raise LobbyError("lobby-cannot-start", reason=refusal.reason) from None
        state = engine.to_json()
        deadline = engine.deadline()
        timers = {DEADLINE_TIMER: deadline} if deadline is not None else {}
        await self.repo.start_game(session.id, session.players, state, timers, now)
        self.scheduler.cancel(f"game:{session.id}:{LOBBY_TIMER}")
        session.engine = engine
        session.record.status, session.record.state, session.record.version = GameStatus.RUNNING, state, 0
        session.record.started_at = now
        self._show_lobby(session, closed_key="lobby-started")
        self._arm_deadline(session)
        self.actions.perform(session, spec.presenter.present(events, session.view(self.t)))
        if engine.is_over():
            await self._finish(session)

    # -- the running game ---------------------------------------------------------------------

    async def apply(self, session: GameSession, command: Command) -> bool:
        """Hand one command to the engine; True when accepted (then journalled and announced)."""
        return await self._apply(session, command) is None

    async def press(self, session: GameSession, command: Press) -> PressOutcome:
        """A game button: applied like any command; when refused, the presser's short answer too.

        Optional presenter hook `button_refusal(command, refusal, view) -> str | None` (found by
        name, like `menu`/`resume`/`stopped`) says why; None keeps the platform's generic answer.
        """
        refusal = await self._apply(session, command)
        if refusal is None:
            return PressOutcome(accepted=True)
        explain = getattr(session.spec.presenter, "button_refusal", None)
        text = explain(command, refusal, session.view(self.t)) if explain is not None else None
        return PressOutcome(accepted=False, text=_callback_text(text) if text else None)

    async def _apply(self, session: GameSession, command: Command) -> Refusal | None:
        """None when the command was accepted; else why not (a game not running is refused too)."""
        engine = session.engine
        if engine is None or session.status is not GameStatus.RUNNING:
            return Refusal("platform:not-running")  # the platform refuses: no engine saw it
        now = self.clock.now()
        menu = getattr(session.spec.presenter, "menu", None)
        if menu is not None and isinstance(command, Press):
            # A button that only shows choices (no move yet): the presenter answers it from the state.
            shown = menu(command, engine, session.view(self.t))
            if shown is not None:
                self.actions.perform(session, shown)
                return None
        try:
            events = engine.handle(command, now)
        except Refusal as refusal:
            log.debug("game %s refused %s: %s", session.id, command, refusal.reason)
            said = session.spec.presenter.refusal(command, refusal, session.view(self.t))
            self.actions.perform(session, said)
            return refusal
        except Exception:
            self._rewind(session)
            raise
        version = session.record.version + 1
        state = engine.to_json()
        over = bool(engine.is_over())
        status = GameStatus.FINISHED if over else GameStatus.RUNNING
        deadline = None if over else engine.deadline()
        timers = {DEADLINE_TIMER: deadline} if deadline is not None else {}
        try:
            await self.repo.record_command(
                session.id, version=version, command=command_to_json(command), state=state, status=status,
                timers=timers, now=now,
            )
        except BaseException:
            self._rewind(session)  # not committed, so it did not happen: memory follows the database
            raise
        session.record.version, session.record.state = version, state
        self._arm_deadline(session)
        self.actions.perform(session, session.spec.presenter.present(events, session.view(self.t)))
        if over:
            await self._finish(session)
        return None

    def _rewind(self, session: GameSession) -> None:
        """Back to the last committed state after a crash in the engine or the database."""
        if session.record.state is not None:
            session.engine = session.spec.engine.from_json(session.record.state)

    def _arm_deadline(self, session: GameSession) -> None:
        engine = session.engine
        deadline = engine.deadline() if engine is not None and not engine.is_over() else None
        if deadline is None:
            self.scheduler.cancel(f"game:{session.id}:{DEADLINE_TIMER}")
        else:
            self._schedule(session.id, DEADLINE_TIMER, float(deadline))

    async def _deadline_passed(self, session: GameSession) -> None:
        engine = session.engine
        due = engine.deadline() if engine is not None else None
        await self.apply(session, Tick())
        engine = session.engine
        if engine is not None and not engine.is_over() and due is not None and engine.deadline() == due:
            # The engine ignored a Tick at its own deadline: re-arming would fire again at once, forever.
            log.error("game %s: deadline %s did not move after a Tick; timer dropped", session.id, due)
            self.scheduler.cancel(f"game:{session.id}:{DEADLINE_TIMER}")

    async def _finish(self, session: GameSession) -> None:
        """The engine says the game is over: final scores, the chat's leaderboard, cleanup."""
        assert session.engine is not None
        scores: dict[int, int] = session.engine.scores()
        session.record.status = GameStatus.FINISHED
        best = max(scores.values(), default=0)
        results = [(p, scores[p.id], scores[p.id] == best) for p in session.players if p.id in scores]
        await self.repo.add_results(session.chat_id, results)
        self.actions.stop_polls(session)
        self._unregister(session)
        if session.spec.presents_final_scores:
            return
        self.outbox.send_message(
            session.chat_id,
            scores_text(session.locale, self.t, session.players, scores, final=True),
            thread_id=session.thread_id,
        )

    async def stop(self, session: GameSession) -> None:
        """/stop confirmed: the game ends where it is and the scores so far are shown."""
        if session.status is GameStatus.LOBBY:
            await self._close(session, GameStatus.STOPPED)
            self._show_lobby(session, closed_key="lobby-cancelled")
            return
        scores = session.engine.scores() if session.engine is not None else {}
        await self._close(session, GameStatus.STOPPED)
        # Optional presenter hook: tidy what the game left live (a countdown, buttons that could
        # only answer "game over") — like `menu` and `resume`, found by name.
        stopped = getattr(session.spec.presenter, "stopped", None)
        if stopped is not None and session.engine is not None:
            self.actions.perform(session, stopped(session.engine, session.view(self.t)))
        self.outbox.send_message(
            session.chat_id,
            self.t.t(session.locale, "game-stopped") + "\n\n"
            + scores_text(session.locale, self.t, session.players, scores, final=True),
            thread_id=session.thread_id,
        )

    async def _close(self, session: GameSession, status: GameStatus) -> None:
        await self.repo.set_status(session.id, status, self.clock.now())
        session.record.status = status
        self.actions.stop_polls(session)
        self._unregister(session)

    async def _posted(self, session: GameSession, posted: Posted, in_group: bool) -> None:
        if in_group:
            session.saw(posted.message_id)
            posted = Posted(posted.anchor, posted.date, session.group_message_id(posted.message_id))
        await self.apply(session, posted)

    async def _unreachable(self, session: GameSession, user_id: int) -> None:
        """A player's private prompt failed (blocked the bot): the game goes on; the group is told once."""
        if user_id in session.unreachable or session.player(user_id) is None:
            return
        session.unreachable.add(user_id)
        name = session.player(user_id).name  # type: ignore[union-attr]
        self.outbox.send_message(session.chat_id, self.t.t(session.locale, "player-unreachable", name=name),
                                 thread_id=session.thread_id)

    async def _remember(self, session: GameSession, remember: Remember) -> None:
        """Keep a value in the chat's memory for this game kind (`Remember`), under the chat's lock."""
        async with self.locks.hold(session.key):
            chat = await self.chat(session.chat_id)
            memory = dict(chat.settings.get("memory", {}))
            mine = dict(memory.get(session.spec.kind, {}))
            values = [*mine.get(remember.key, []), remember.value]
            mine[remember.key] = values[-remember.keep:] if remember.keep > 0 else []
            memory[session.spec.kind] = mine
            await self.save_chat(ChatRecord(chat_id=chat.chat_id, locale=chat.locale,
                                            settings={**chat.settings, "memory": memory}))

    # -- recovery -----------------------------------------------------------------------------

    async def restore(self) -> int:
        """Resume every live game after a restart: sessions, status messages, polls, timers."""
        restored = 0
        for record in await self.repo.live_games():
            spec = self.registry.get(record.kind)
            if spec is None:
                log.warning("game %s: %r is not registered; left as it is", record.id, record.kind)
                continue
            session = self._revive(record, spec)
            for stored, message_id in record.messages.items():
                key, private_chat = parse_stored_status_key(stored)
                chat_id = private_chat if private_chat is not None else session.chat_id
                self.outbox.adopt(chat_id, session.status_key(key), message_id)
            restored += 1
        for poll in await self.repo.open_polls():
            if poll.game_id in self.by_id:
                route = PollRoute(poll.game_id, poll.vote_id, poll.chat_id, poll.message_id)
                self.polls[poll.poll_id] = route
        for timer in await self.repo.timers():
            if timer.game_id in self.by_id:
                self._schedule(timer.game_id, timer.key, timer.due)  # past due: fires at once
        for session in list(self.by_id.values()):
            # What only lived in memory (a countdown's later readings): the presenter sets it up again.
            resume = getattr(session.spec.presenter, "resume", None)
            if resume is not None and session.engine is not None:
                self.actions.perform(session, resume(session.engine, session.view(self.t)))
        return restored

    def _revive(self, record: GameRecord, spec: GameSpec) -> GameSession:
        session = GameSession(record=record, spec=spec)
        if record.status is GameStatus.RUNNING and record.state is not None:
            session.engine = spec.engine.from_json(record.state)
        self._register(session)
        return session

    async def replay(self, game_id: int) -> dict[str, Any] | None:
        """The state rebuilt from the seed and the journal (must equal the stored state)."""
        return await replay_state(self.repo, self.registry, game_id)

    # -- chats that change or go away ---------------------------------------------------------

    async def chat_migrated(self, old_chat_id: int, new_chat_id: int, *, last_message_id: int = 0) -> None:
        """Group -> supergroup: games, settings and stats move to the new id and go on."""
        moving = [s for s in self.by_id.values() if s.chat_id == old_chat_id]
        await self.repo.move_chat(old_chat_id, new_chat_id, self.clock.now())
        for session in moving:
            # Message ids start again in the supergroup: later ids are shifted past every old one.
            offset = max(session.seen_message_id, session.group_message_id(last_message_id)) + 1
            session.record.settings["message_id_offset"] = offset
            await self.repo.save_game_settings(session.id, session.record.settings)
        self._chats.pop(old_chat_id, None)
        self._chats.pop(new_chat_id, None)
        for session in moving:
            self.by_key.pop(session.key, None)
            session.record.chat_id = new_chat_id
            self.by_key[session.key] = session
        for poll_id, route in list(self.polls.items()):
            if route.chat_id == old_chat_id:
                self.polls[poll_id] = PollRoute(route.game_id, route.vote_id, new_chat_id, route.message_id)

    async def bot_removed(self, chat_id: int) -> None:
        """Kicked from a group: its games are closed (kept in the database) and nothing more is sent.

        Called by the chat-member handler, which already holds the chat's lock.
        """
        for session in [s for s in self.by_id.values() if s.chat_id == chat_id]:
            await self._close(session, GameStatus.CLOSED)

    async def player_unreachable(self, user_id: int) -> None:
        """The outbox found a player's private chat closed (blocked the bot)."""
        for session in [s for s in self.by_id.values() if s.status is GameStatus.RUNNING]:
            if session.is_player(user_id):
                await self.run_in_chat(session.id, lambda s: self._unreachable(s, user_id))

    async def on_chat_gone(self, chat_id: int, reason: str, new_chat_id: int | None) -> None:
        """The outbox's hook: a write failed because the chat changed or went away."""
        if reason == "migrated" and new_chat_id is not None:
            sessions = [s for s in self.by_id.values() if s.chat_id == chat_id]
            if sessions:
                async with self.locks.hold(sessions[0].key):
                    await self.chat_migrated(chat_id, new_chat_id)
            else:
                await self.chat_migrated(chat_id, new_chat_id)
        elif chat_id > 0:
            await self.player_unreachable(chat_id)
        elif reason in ("kicked", "not_found", "deactivated", "forbidden"):
            for session in [s for s in self.by_id.values() if s.chat_id == chat_id]:
                await self.run_in_chat(session.id, lambda s: self._close(s, GameStatus.CLOSED))
