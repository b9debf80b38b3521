"""The command driver: one path for every command, from the engine through the journal to the outbox.

    command ─▶ engine.handle(command, now) ─▶ presenter.present(events) ─▶ actions (audience-checked)
            ─▶ SQLite, one transaction: journal row + state + timers + the update marked handled
               + the actions to say (the outbox batch) + the results when the game ends
            ─▶ outbox (the batch row is deleted once Telegram has answered every action)

Every method that changes a game runs under that game's chat lock (the update middleware takes it
for updates; timers and follow-ups take it through `run_in_chat`). An accepted command is committed
before anything is announced, so a crash never shows the chat something the database forgot, and
what was committed is said after a restart if the crash came first; a refused one changes nothing
and is not journalled.
"""

from __future__ import annotations

import logging
from collections.abc import Sequence
from dataclasses import replace
from typing import assert_never

from aiogram.types import User

from bot.clock import Clock
from bot.games.actions import Action, Alert, SendText
from bot.games.buttons import ChoicesButton, Tapped
from bot.i18n import Translator
from bot.services import follow_ups as sent
from bot.services.action_codec import actions_to_json
from bot.services.actions import ActionRunner
from bot.services.chat_order import ChatLocks
from bot.services.chats import ChatPrefs
from bot.services.endings import ending
from bot.services.follow_ups import AnchorGate, Completion, FollowUps, Job
from bot.services.game_session import GameSession
from bot.services.inbox import current_update
from bot.services.live import LiveGames
from bot.services.outbox import Outbox
from bot.services.outcomes import Applied, PressOutcome, callback_text
from bot.services.pictures import Pictures
from bot.services.rendering import scores_text
from bot.services.scheduler import Scheduler
from bot.services.tasks import Tasks
from bot.storage import GameStatus, Repository
from engines.core import (
    Command,
    Event,
    PlatformReason,
    Posted,
    Press,
    PressedAt,
    Reachable,
    Refusal,
    Tick,
    Unreachable,
    command_to_json,
)

log = logging.getLogger(__name__)

DEADLINE_TIMER = "deadline"
# A command writes its journal row; the whole state is written every this many commands and at the
# end. A restart replays at most this many commands on the snapshot (a few ms).
SNAPSHOT_EVERY = 16



class Driver:
    def __init__(self, *, repo: Repository, live: LiveGames, outbox: Outbox, scheduler: Scheduler,
                 clock: Clock, translator: Translator, locks: ChatLocks, chats: ChatPrefs, tasks: Tasks,
                 pictures: Pictures) -> None:
        self.repo = repo
        self.live = live
        self.outbox = outbox
        self.scheduler = scheduler
        self.clock = clock
        self.t = translator
        self.locks = locks
        self.chats = chats
        self.tasks = tasks
        self.me: User | None = None  # the bot itself (getMe at start)
        follow = FollowUps(report=self.completed, spawn=tasks.spawn)
        # The game's anchored messages not yet in the chat: sending counts them, its deadline waits.
        self.anchors = AnchorGate(follow)
        self.runner = ActionRunner(outbox=outbox, repo=repo, live=live, pictures=pictures,
                                   scheduler=scheduler, clock=clock, follow=follow, anchors=self.anchors)
        # Deadlines that came while an anchored message of the game was still on its way (game -> due).
        self._held: dict[int, float] = {}
        self.snapshot_every = SNAPSHOT_EVERY

    # ---- the chat's lock for work that is not an update ----------------------------------------

    async def run_in_chat(self, game_id: int, job: Job) -> None:
        """Run `job` on a live game under its chat lock (timers, follow-ups)."""
        session = self.live.by_id.get(game_id)
        if session is None:
            return
        async with self.locks.hold(session.key):
            if self.live.by_id.get(game_id) is session:  # it may have ended while we waited
                await job(session)

    def follow_up(self, game_id: int, job: Job) -> None:
        self.tasks.spawn(self.run_in_chat(game_id, job))

    def completed(self, game_id: int, done: Completion) -> None:
        """What sending reports back (`bot/services/follow_ups.py`): each is handled under the game's
        chat lock, in the chat's order, like an update."""
        match done:
            case sent.MessagePosted(posted=posted, in_group=in_group):
                self.follow_up(game_id, lambda s: self._posted(s, posted, in_group))
            case sent.WriteRefused(player_id=player_id):
                self.follow_up(game_id, lambda s: self.unreachable(s, player_id))
            case sent.AnchorsSettled():
                self.follow_up(game_id, self._settled)
            case sent.ReadingDue(action=action):
                self.follow_up(game_id, lambda s: self.runner.show_reading(s, action))
            case sent.ChatMemory():
                self.tasks.spawn(self._remember(done))
            case _:
                assert_never(done)

    # ---- a game begins -------------------------------------------------------------------------

    async def begin(self, session: GameSession, unreachable: Sequence[int] = ()) -> None:
        """The lobby's players start the game: content, the engine's first state, the first events."""
        spec, now, locale = session.spec, self.clock.now(), session.locale
        _, content_json = spec.content(locale)
        memory = await self.chats.memory(session.chat_id, spec.kind)
        engine, events = spec.start(list(session.players), session.settings, session.record.seed, now,
                                    content=content_json, locale=locale, memory=memory)
        state = engine.to_json()
        deadline = None if engine.is_over() else engine.deadline()
        timers = {DEADLINE_TIMER: deadline} if deadline is not None else {}
        # What the game started with, so a replay starts it the same way.
        kept = {key: list(values) for key, values in memory.items()}
        session.record.settings = replace(session.record.settings, memory=kept)
        session.engine, session.content = engine, content_json
        actions = self.plan(session, events)
        _, batch = await self.repo.start_game(
            session.id, session.players, state, timers, now, content=content_json,
            settings=session.record.settings, outbox=actions_to_json(actions, session.pack))
        session.record.status, session.record.state, session.record.version = GameStatus.RUNNING, state, 0
        session.record.state_version = 0
        session.since_snapshot.clear()
        session.record.started_at = now
        self._arm(session)
        log.info("game %s: %s started in chat %s (%d players)", session.id, spec.kind, session.in_log,
                 len(session.players))
        self.runner.execute(session, actions, batch=batch)
        for player in unreachable:
            await self._tell(session, Unreachable(player))
        if engine.is_over():
            await self.finish(session)

    # ---- commands ------------------------------------------------------------------------------

    async def apply(self, session: GameSession, command: Command, *, presser: int | None = None) -> Applied:
        """Hand one command to the engine; when accepted it is journalled, then announced."""
        engine = session.engine
        if engine is None or session.status is not GameStatus.RUNNING:
            return Applied(Refusal(PlatformReason.NOT_RUNNING))
        now = self.clock.now()
        try:
            events = engine.handle(command, now)
        except Refusal as refusal:
            log.debug("game %s refused %s: %s", session.id, command, refusal.reason)
            said = session.spec.refusal(command, refusal, session.context(self.t), session.settings)
            return Applied(refusal, self.runner.perform(session, said, presser=presser))
        except Exception:
            self._rewind(session)
            raise
        version = session.record.version + 1
        over = engine.is_over()
        snapshot = over or version - session.record.state_version >= self.snapshot_every
        state = engine.to_json() if snapshot else None
        deadline = None if over else engine.deadline()
        timers = {DEADLINE_TIMER: deadline} if deadline is not None else {}
        try:
            actions = self.plan(session, events, presser=presser)
            results, closing = ending(session, self.t) if over else (None, [])
            batch = await self.repo.record_command(
                session.id, version=version, command=command_to_json(command), state=state,
                status=GameStatus.FINISHED if over else GameStatus.RUNNING, timers=timers, now=now,
                update_id=current_update.get(), outbox=actions_to_json([*actions, *closing], session.pack),
                results=results,
            )
        except BaseException:
            self._rewind(session)  # not committed, so it did not happen: memory follows the database
            raise
        session.record.version = version
        if state is not None:
            session.record.state, session.record.state_version = state, version
            session.since_snapshot.clear()
        else:
            session.since_snapshot.append((command, now))
        self._arm(session)
        alerts = self.runner.execute(session, [*actions, *closing], batch=batch)
        if over:
            session.record.status = GameStatus.FINISHED
            self._forget(session)
        return Applied(None, alerts)

    def plan(self, session: GameSession, events: Sequence[Event], *, presser: int | None = None
             ) -> list[Action]:
        """The presenter's actions for `events`, in order, checked against their audience. A secret
        event is presented alone, and only actions addressed to its player may come of it."""
        spec, ctx = session.spec, session.context(self.t)
        public = [e for e in events if e.audience is None]
        planned: list[Action] = []
        run: list[Event] = []

        def flush() -> None:
            if run:
                shown = spec.present(run, ctx, session.settings, public)
                planned.extend(self.runner.allowed(session, shown, presser=presser))
                run.clear()

        for event in events:
            if event.audience is None:
                run.append(event)
                continue
            flush()
            shown = spec.present([event], ctx, session.settings, public)
            planned += self.runner.allowed(session, shown, secret_for=event.audience, presser=presser)
        flush()
        return planned

    async def press(self, session: GameSession, button: Tapped, user_id: int,
                    at: PressedAt) -> PressOutcome:
        """A game button: a command for the engine, or a choice the presenter shows (`menu`)."""
        engine = session.engine
        if engine is None or session.status is not GameStatus.RUNNING:
            return PressOutcome(False)
        spec, ctx = session.spec, session.context(self.t)
        command = button.command(user_id, at)
        if command is None:
            assert isinstance(button.does, ChoicesButton)
            shown = spec.menu(button.does, user_id, engine, ctx, session.settings)
            if shown is None:
                return PressOutcome(False)
            return self._answer(self.runner.perform(session, shown, presser=user_id), accepted=True)
        applied = await self.apply(session, command, presser=user_id)
        if applied.refusal is None:
            return self._answer(applied.alerts, accepted=True)
        if applied.alerts:
            return self._answer(applied.alerts, accepted=False)
        text = spec.button_refusal(command, applied.refusal, ctx, session.settings) \
            if isinstance(command, Press) else None
        return PressOutcome(False, callback_text(text) if text else None)

    def show_secrets(self, session: GameSession, player_id: int) -> PressOutcome:
        """The player's secrets in this game, shown to them again (`Presenter.secrets`)."""
        engine = session.engine
        if engine is None or session.status is not GameStatus.RUNNING or not session.is_player(player_id):
            return PressOutcome(False)
        shown = session.spec.secrets(engine, player_id, session.context(self.t), session.settings)
        if not shown:
            return PressOutcome(False)
        return self._answer(self.runner.show_again(session, player_id, shown), accepted=True)

    @staticmethod
    def _answer(alerts: Sequence[Alert], *, accepted: bool) -> PressOutcome:
        if not alerts:
            return PressOutcome(accepted)
        text = "\n".join(a.text for a in alerts)
        return PressOutcome(accepted, callback_text(text), popup=any(a.popup for a in alerts))

    def _rewind(self, session: GameSession) -> None:
        """Back to the last committed state after a crash in the engine or the database."""
        if session.record.state is not None and session.content is not None:
            engine = session.spec.restore(session.record.state, session.content)
            for command, at in session.since_snapshot:
                engine.handle(command, at)
            session.engine = engine

    # ---- deadlines -----------------------------------------------------------------------------

    def _timer_key(self, session: GameSession) -> str:
        return f"game:{session.id}:{DEADLINE_TIMER}"

    def _arm(self, session: GameSession) -> None:
        engine = session.engine
        deadline = engine.deadline() if engine is not None and not engine.is_over() else None
        if deadline is None:
            self.scheduler.cancel(self._timer_key(session))
        else:
            self.arm_deadline(session.id, float(deadline))

    def arm_deadline(self, game_id: int, due: float) -> None:
        """The timer for the deadline `due`; it carries what it was armed for, so a stale one does nothing."""
        async def fire() -> None:
            await self.tasks.tracked(self.run_in_chat(game_id, lambda s: self._deadline(s, due)))

        self.scheduler.at(f"game:{game_id}:{DEADLINE_TIMER}", due, fire)

    async def _deadline(self, session: GameSession, due: float) -> None:
        engine = session.engine
        if engine is None or session.status is not GameStatus.RUNNING or engine.deadline() != due:
            return  # settled while this timer waited for the lock: the new deadline has its own timer
        if self.anchors.waiting(session.id):
            self._held[session.id] = due  # a message it runs from is still queued: wait for it
            return
        await self.apply(session, Tick())
        engine = session.engine
        if engine is not None and not engine.is_over() and session.status is GameStatus.RUNNING \
                and engine.deadline() == due:
            # The engine ignored a Tick at its own deadline: re-arming would fire again at once, forever.
            log.error("game %s: deadline %s did not move after a Tick; timer dropped", session.id, due)
            self.scheduler.cancel(self._timer_key(session))

    async def _settled(self, session: GameSession) -> None:
        """Every anchored message of the game is in the chat: a deadline held for it runs now."""
        due = self._held.pop(session.id, None)
        if due is not None:
            await self._deadline(session, due)

    # ---- follow-ups ----------------------------------------------------------------------------

    async def _posted(self, session: GameSession, posted: Posted, in_group: bool) -> None:
        if in_group:
            session.saw(posted.message_id)
            posted = Posted(posted.anchor, posted.date, session.group_message_id(posted.message_id))
        engine = session.engine
        if engine is not None and engine.can(posted, self.clock.now()):
            await self.apply(session, posted)

    async def unreachable(self, session: GameSession, user_id: int) -> None:
        """The bot cannot write to a player privately: the engine is told (once) and decides."""
        if user_id in session.unreachable or not session.is_player(user_id):
            return
        session.unreachable.add(user_id)
        await self._tell(session, Unreachable(user_id))

    async def reachable(self, session: GameSession, user_id: int) -> None:
        """A player reported unreachable opened the private chat with the bot."""
        if user_id not in session.unreachable:
            return
        session.unreachable.discard(user_id)
        await self._tell(session, Reachable(user_id))

    async def _tell(self, session: GameSession, command: Unreachable | Reachable) -> None:
        engine = session.engine
        if engine is not None and session.running and engine.can(command, self.clock.now()):
            await self.apply(session, command)

    async def _remember(self, memory: sent.ChatMemory) -> None:
        """The chat's memory for its next game; it needs the chat's lock, not a live game (the game
        that asks is usually ending)."""
        session = memory.session
        try:
            async with self.locks.hold(session.key):
                await self.chats.remember(session.chat_id, session.spec.kind, memory.remember)
        finally:
            if not memory.written.done():
                memory.written.set_result(None)

    # ---- the end -------------------------------------------------------------------------------

    async def finish(self, session: GameSession) -> None:
        """The engine said at the start that the game is over (too few players): results, cleanup."""
        results, closing = ending(session, self.t)
        await self.repo.add_results(results.chat_id, results.rows, kind=results.kind,
                                    overall_points=results.overall_points)
        session.record.status = GameStatus.FINISHED
        await self.repo.set_status(session.id, GameStatus.FINISHED, self.clock.now())
        self.runner.execute(session, closing)
        self._forget(session)

    async def stop(self, session: GameSession) -> None:
        """/stop confirmed: the game ends where it is; the score as it stood, no winner named."""
        engine = session.engine
        scores = dict(engine.scores()) if engine is not None else {}
        said: list[Action] = []
        if engine is not None and session.running:
            # Said while the game's status messages are still known, so they are edited, not re-sent.
            tidy = session.spec.stopped(engine, session.context(self.t), session.settings)
            said += self.runner.allowed(session, tidy)
        standing = scores_text(session.locale, self.t, session.players, scores, stopped=True,
                               lowest_first=session.spec.lower_scores_win, kind=session.spec.kind)
        said.append(SendText(self.t.t(session.locale, "game-stopped") + "\n\n" + standing, alone=True))
        await self.close(session, GameStatus.STOPPED, said=said)
        log.info("game %s: %s stopped in chat %s", session.id, session.spec.kind, session.in_log)

    async def close(self, session: GameSession, status: GameStatus, *, said: Sequence[Action] = ()) -> None:
        """The game ends here (stopped, closed), with what it must still say (committed with it)."""
        batch = await self.repo.set_status(session.id, status, self.clock.now(),
                                           outbox=actions_to_json(said, session.pack))
        session.record.status = status
        self.runner.execute(session, said, batch=batch)
        self._forget(session)

    def _forget(self, session: GameSession) -> None:
        """Nothing a finished game left stays: polls, timers, status slots, the index entry."""
        self._held.pop(session.id, None)
        self.runner.stop_polls(session)
        self.live.remove(session)
        self.scheduler.cancel_prefix(f"game:{session.id}:")
        self.runner.forget_statuses(session)
