"""After a restart: every lobby and running game is rebuilt from its row and goes on.

Status messages are re-adopted by id (edited, not re-sent), open polls re-mapped, timers re-armed
from their stored due times once the updates received before the restart are handled (past-due
ones fire at once), and the presenter sets up again what lived in memory only (a countdown's
later readings).
"""

from __future__ import annotations

import logging
from collections.abc import Callable

from bot.games.registry import Registry
from bot.i18n import Translator
from bot.services.action_codec import UnreadableAction, action_from_json
from bot.services.audience import parse_stored_status_key, status_slot
from bot.services.driver import DEADLINE_TIMER, Driver
from bot.services.game_session import GameSession
from bot.services.live import LiveGames, PollRoute
from bot.services.lobbies import LOBBY_TIMER, Lobbies
from bot.services.outbox import Outbox
from bot.services.replay import caught_up
from bot.storage import GameRecord, GameStatus, Repository

log = logging.getLogger(__name__)

ChatFilter = Callable[[int], bool]  # which chats' games a call is about (a worker's shards)


class Recovery:
    def __init__(self, *, repo: Repository, registry: Registry, live: LiveGames, outbox: Outbox,
                 driver: Driver, lobbies: Lobbies, translator: Translator) -> None:
        self.repo = repo
        self.registry = registry
        self.live = live
        self.outbox = outbox
        self.driver = driver
        self.lobbies = lobbies
        self.t = translator

    async def restore(self, only: ChatFilter | None = None) -> int:
        """Every live game (with `only`, of the chats it accepts: the shards a worker takes over)."""
        restored = 0
        revived: list[GameSession] = []
        for record in await self.repo.live_games():
            if only is not None and not only(record.chat_id):
                continue
            session = await self._revive(record)
            if session is None:
                continue
            adopt_statuses(self.outbox, session)
            restored += 1
            revived.append(session)
        ids = {s.id for s in revived}
        for poll in await self.repo.open_polls():
            if poll.game_id in ids:
                route = PollRoute(poll.game_id, poll.vote_id, poll.chat_id, poll.message_id)
                self.live.polls[poll.poll_id] = route
        for session in revived:
            if session.status is GameStatus.LOBBY:
                self.lobbies.show(session)  # a lobby edit the crash cut off is made again
            elif session.engine is not None:
                self.driver.runner.perform(
                    session, session.spec.resume(session.engine, session.context(self.t), session.settings))
        await self._say_what_was_committed(only)
        return restored

    async def arm_timers(self, only: ChatFilter | None = None) -> None:
        """The stored timers, armed again (past-due ones fire at once). Called after the updates
        received before the restart were handled: an answer that came before its deadline must be
        judged before the deadline's timer closes the turn it was sent in. A timer those updates
        armed anew is the newer one and is kept."""
        for timer in await self.repo.timers():
            session = self.live.by_id.get(timer.game_id)
            if session is None or (only is not None and not only(session.chat_id)):
                continue
            if self.driver.scheduler.due(f"game:{timer.game_id}:{timer.key}") is not None:
                continue
            if timer.key == LOBBY_TIMER:
                self.lobbies.arm_idle_timer(timer.game_id, timer.due)
            elif timer.key == DEADLINE_TIMER:
                self.driver.arm_deadline(timer.game_id, timer.due)

    async def _say_what_was_committed(self, only: ChatFilter | None = None) -> None:
        """The transactional outbox: what committed commands had not yet said when the bot stopped
        is said now, in order (a game that has ended since is loaded just to say it)."""
        ended: dict[int, GameSession | None] = {}
        for batch, game_id, data in await self.repo.outbox_pending():
            session = self.live.by_id.get(game_id)
            if session is None:
                if game_id not in ended:
                    ended[game_id] = await self._ended(game_id, only)
                session = ended[game_id]
                if session is None and game_id in ended and only is not None:
                    continue  # another worker's chat, or gone: that worker says it
            if session is None:
                await self.repo.outbox_done(batch)
                continue
            if only is not None and not only(session.chat_id):
                continue
            try:
                actions = [action_from_json(item["action"], session.unpack) for item in data]
            except UnreadableAction as error:
                log.error("game %s: saved outbox batch %s cannot be read (%s); set aside in dead_letters, "
                          "see `arbiter games show %s`", game_id, batch, error, game_id)
                await self.repo.outbox_set_aside(batch, str(error), self.driver.clock.now())
                continue
            indexes = [item["index"] for item in data]
            self.driver.runner.execute(session, actions, batch=batch, indexes=indexes)

    async def _ended(self, game_id: int, only: ChatFilter | None = None) -> GameSession | None:
        record = await self.repo.game(game_id)
        spec = self.registry.get(record.kind) if record is not None else None
        if record is None or spec is None:
            return None
        if only is not None and not only(record.chat_id):
            return None
        session = GameSession(record=record, spec=spec,
                              settings=spec.settings_from_json(record.settings.options))
        adopt_statuses(self.outbox, session)
        return session

    async def _revive(self, record: GameRecord) -> GameSession | None:
        spec = self.registry.get(record.kind)
        if spec is None:
            log.warning("game %s: %r is not registered; left as it is", record.id, record.kind)
            return None
        try:
            settings = spec.settings_from_json(record.settings.options)
            session = GameSession(record=record, spec=spec, settings=settings)
            if record.status is GameStatus.RUNNING and record.state is not None:
                if record.content_digest is None:
                    raise ValueError("a running game without content")
                session.content = await self.repo.content(record.content_digest)
                session.engine, session.since_snapshot = await caught_up(self.repo, spec, record,
                                                                         session.content)
        except Exception:
            log.exception("game %s (%s) cannot be restored; it is closed", record.id, record.kind)
            await self.repo.set_status(record.id, GameStatus.CLOSED, record.updated_at)
            return None
        self.live.add(session)
        return session


def adopt_statuses(outbox: Outbox, session: GameSession) -> None:
    """The game's status messages from before the restart are edited from now on, not sent again."""
    for stored, message_id in session.record.messages.items():
        key, to = parse_stored_status_key(stored)
        place, slot_key = status_slot(session, key, to)
        outbox.adopt(place.chat_id, slot_key, message_id, receiver=place.receiver)
