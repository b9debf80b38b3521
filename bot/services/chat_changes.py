"""Chats that change or go away: a group becomes a supergroup, the bot is kicked, a player blocks
the bot or leaves the group. None of it may crash a game or lose data."""

from __future__ import annotations

import contextlib
import logging
from dataclasses import replace

from bot.clock import Clock
from bot.games.actions import audience
from bot.i18n import Translator
from bot.services.audience import parse_stored_status_key
from bot.services.chat_order import ChatKey, ChatLocks
from bot.services.chats import ChatPrefs
from bot.services.driver import Driver
from bot.services.game_session import GameSession
from bot.services.live import LiveGames
from bot.services.lobbies import Lobbies, LobbyError
from bot.services.outbox import Outbox
from bot.services.outbox.failures import ChatGoneReason
from bot.storage import GameStatus, Repository
from engines.core import Leave

log = logging.getLogger(__name__)


class ChatChanges:
    def __init__(self, *, repo: Repository, live: LiveGames, driver: Driver, lobbies: Lobbies,
                 chats: ChatPrefs, locks: ChatLocks, outbox: Outbox, translator: Translator,
                 clock: Clock) -> None:
        self.repo = repo
        self.live = live
        self.driver = driver
        self.lobbies = lobbies
        self.chats = chats
        self.locks = locks
        self.outbox = outbox
        self.t = translator
        self.clock = clock

    async def migrated(self, old_chat_id: int, new_chat_id: int, *, last_message_id: int = 0) -> None:
        """Group -> supergroup: games, settings and stats move to the new id and go on. Polls stay
        where they were posted (their message ids mean nothing in the new chat)."""
        moving = self.live.in_chat(old_chat_id)
        await self.repo.move_chat(old_chat_id, new_chat_id, self.clock.now())
        for session in moving:
            # Message ids start again in the supergroup: later ids are shifted past every old one.
            offset = max(session.seen_message_id, session.group_message_id(last_message_id)) + 1
            session.record.settings = replace(session.record.settings, message_id_offset=offset)
            await self.repo.save_game_settings(session.id, session.record.settings)
        self.chats.moved(old_chat_id, new_chat_id)
        for session in moving:
            old_key = session.key
            session.record.chat_id = new_chat_id
            self.live.rekey(session, old_key)
            await self._show_again(session, old_chat_id)

    async def _show_again(self, session: GameSession, old_chat_id: int) -> None:
        """The game's messages in the old group stay there (a press on them can no longer act): its
        live ones are posted again in the new chat (issue 26, item 5), and a restart will not adopt
        the old ids in the new chat."""
        # A player's private messages stay where they are; ephemeral ones were in the old group.
        group_kept = {stored: message_id for stored, message_id in session.record.messages.items()
                      if parse_stored_status_key(stored)[1] is not None and not session.secrets_in_group}
        if group_kept != session.record.messages:
            session.record.messages = group_kept
            await self.repo.save_messages(session.id, group_kept)
        self.outbox.forget_prefix(old_chat_id, session.status_key(""))
        if session.status is GameStatus.LOBBY:
            self.lobbies.show(session)
        elif session.running and session.engine is not None:
            self.driver.runner.perform(
                session, session.spec.moved(session.engine, session.context(self.t), session.settings))

    async def bot_removed(self, chat_id: int, *, held: ChatKey | None = None) -> None:
        """Kicked from a group (or it is gone): its games are closed (kept in the database); each
        player is told privately once, and nothing more is sent to the group.

        `held` is the chat key whose lock the caller already holds; games in other forum topics
        are closed under their own lock."""
        for session in self.live.in_chat(chat_id):
            if session.key == held:
                await self._close_removed(session)
            else:
                await self.driver.run_in_chat(session.id, self._close_removed)

    async def _close_removed(self, session: GameSession) -> None:
        engine, was_running = session.engine, session.running
        if engine is not None and was_running:
            # The private messages lose their buttons (pressed, they could only say "closed"); what
            # the presenter would tidy in the group cannot be sent there any more.
            tidy = session.spec.stopped(engine, session.context(self.t), session.settings)
            if not session.secrets_in_group:  # ephemeral messages lived in the group, gone with it
                self.driver.runner.perform(session, [a for a in tidy if audience(a) is not None])
        await self.driver.close(session, GameStatus.CLOSED)
        if not was_running or session.secrets_in_group:  # the players may never have opened the bot
            return
        title = self.t.t(session.locale, session.spec.title_key)
        for player in session.players:
            if player.id not in session.unreachable:
                self.outbox.send_message(player.id, self.t.t(session.locale, "game-closed-bot-removed",
                                                             game=title))

    async def player_blocked(self, user_id: int) -> None:
        """The user blocked the bot (or a private write to them failed for good)."""
        for session in [s for s in self.live if s.running and s.is_player(user_id)]:
            await self.driver.run_in_chat(session.id, lambda s: self.driver.unreachable(s, user_id))

    async def player_back(self, user_id: int, *, held: ChatKey | None = None) -> None:
        """The user opened the private chat with the bot (/start): games waiting for them are told."""
        for session in [s for s in self.live if s.is_player(user_id) and user_id in s.unreachable]:
            if session.status is GameStatus.LOBBY:
                session.unreachable.discard(user_id)
                self.lobbies.show(session)
            elif session.key == held:
                await self.driver.reachable(session, user_id)
            else:
                await self.driver.run_in_chat(session.id, lambda s: self.driver.reachable(s, user_id))

    async def player_left(self, chat_id: int, user_id: int, *, held: ChatKey | None) -> None:
        """A player who left the chat leaves its live games (each forum topic may have one).

        `held` is the chat key whose lock the update middleware already holds for us; the other
        games are changed under their own lock, as a timer would be.
        """
        for session in [s for s in self.live.in_chat(chat_id) if s.is_player(user_id)]:
            if session.key == held:
                await self._take_out(session, user_id)
            else:
                await self.driver.run_in_chat(session.id, lambda s: self._take_out(s, user_id))

    async def _take_out(self, session: GameSession, user_id: int) -> None:
        if session.status is GameStatus.LOBBY:
            with contextlib.suppress(LobbyError):  # already gone (both updates arrived): nothing to do
                await self.lobbies.leave(session, user_id)
            return
        engine, leave = session.engine, Leave(user_id)
        # Telegram may tell us twice (`chat_member` and the service message): the engine hears it once.
        if session.running and engine is not None and engine.can(leave, self.clock.now()):
            await self.driver.apply(session, leave)

    async def on_chat_gone(self, chat_id: int, reason: ChatGoneReason, new_chat_id: int | None) -> None:
        """The outbox's hook: a write failed because the chat changed or went away."""
        if reason == "migrated" and new_chat_id is not None:
            sessions = self.live.in_chat(chat_id)
            if sessions:
                async with self.locks.hold(sessions[0].key):
                    await self.migrated(chat_id, new_chat_id)
            else:
                await self.migrated(chat_id, new_chat_id)
        elif chat_id > 0:
            await self.player_blocked(chat_id)
        elif reason in ("kicked", "not_found", "deactivated", "forbidden"):
            await self.bot_removed(chat_id)  # each game under its own chat lock
