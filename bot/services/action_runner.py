"""Presenter actions turned into outbox calls; the poll -> game map; status message ids.

The runner queues everything at once and never awaits Telegram: what must
happen after a message is out (an anchor's `Posted`, a poll's id, a failed
private prompt) comes back later as a follow-up job under the game's chat lock.
"""

from __future__ import annotations

import asyncio
from collections.abc import Awaitable, Callable
from dataclasses import dataclass
from typing import Any

from aiogram.methods import DeleteMessage, SendPoll
from aiogram.methods import StopPoll as StopPollMethod
from aiogram.types import InputPollOption, Message, Poll

from bot.games.actions import (
    Action,
    DeleteChatMessage,
    DeleteStatus,
    OpenPoll,
    Remember,
    SendText,
    ShowStatus,
    StopPoll,
)
from bot.services.game_session import GameSession
from bot.services.keyboards import game_keyboard
from bot.services.outbox import Outbox
from bot.storage import PollRecord, Repository
from engines.core.commands import Posted

Job = Callable[[GameSession], Awaitable[None]]


def stored_status_key(key: str, to: int | None) -> str:
    """The name a status message is kept under in `games.messages`: `key`, or `key@user` in private."""
    return key if to is None else f"{key}@{to}"


def parse_stored_status_key(stored: str) -> tuple[str, int | None]:
    """(key, private chat or None) of a name made by `stored_status_key`."""
    key, at, to = stored.rpartition("@")
    if at and to.isdigit():
        return key, int(to)
    return stored, None


@dataclass(frozen=True, slots=True)
class PollRoute:
    game_id: int
    vote_id: str
    chat_id: int
    message_id: int


class ActionRunner:
    def __init__(
        self,
        *,
        outbox: Outbox,
        repo: Repository,
        spawn: Callable[[Awaitable[Any]], None],
        follow_up: Callable[[int, Job], None],
        on_posted: Callable[[GameSession, Posted, bool], Awaitable[None]],
        on_unreachable: Callable[[GameSession, int], Awaitable[None]],
        on_remember: Callable[[GameSession, Remember], Awaitable[None]] | None = None,
        schedule: Callable[[str, float, Callable[[], Awaitable[None]]], None] | None = None,
        unschedule: Callable[[str], int] | None = None,
        now: Callable[[], float] | None = None,
    ) -> None:
        self.outbox = outbox
        self._on_remember = on_remember
        # Status readings shown later (`ShowStatus.at`) wait on the scheduler; without one, at once.
        self._schedule = schedule
        self._unschedule = unschedule
        self._now = now
        self.repo = repo
        self._spawn = spawn
        self._follow_up = follow_up
        self._on_posted = on_posted
        self._on_unreachable = on_unreachable
        self.polls: dict[str, PollRoute] = {}

    def perform(self, session: GameSession, actions: list[Action]) -> None:
        """Queue the presenter's actions on the outbox (in order); follow-ups run later, under the lock."""
        for action in actions:
            if isinstance(action, SendText):
                self._send_text(session, action)
            elif isinstance(action, ShowStatus):
                self._show_status(session, action)
            elif isinstance(action, DeleteStatus):
                self._cancel_readings(session, action.key, action.to)
                chat_id = action.to if action.to is not None else session.chat_id
                message_id = self.outbox.status_message_id(chat_id, session.status_key(action.key))
                self.outbox.forget(chat_id, session.status_key(action.key))
                if message_id is not None:
                    self.outbox.call(DeleteMessage(chat_id=chat_id, message_id=message_id))
            elif isinstance(action, DeleteChatMessage):
                own_id = action.message_id - session.message_id_offset  # undo the migration shift
                self.outbox.call(DeleteMessage(chat_id=session.chat_id, message_id=own_id))
            elif isinstance(action, Remember):
                if self._on_remember is not None:
                    self._spawn(self._on_remember(session, action))
            elif isinstance(action, OpenPoll):
                self._open_poll(session, action)
            elif isinstance(action, StopPoll):
                for poll_id, route in list(self.polls.items()):
                    if route.game_id == session.id and route.vote_id == action.vote_id:
                        self._stop_poll(poll_id, route)

    def _reading_prefix(self, session: GameSession, key: str, to: int | None) -> str:
        return f"game:{session.id}:show:{stored_status_key(key, to)}:"

    def _cancel_readings(self, session: GameSession, key: str, to: int | None) -> None:
        if self._unschedule is not None:
            self._unschedule(self._reading_prefix(session, key, to))

    def _show_status(self, session: GameSession, action: ShowStatus) -> None:
        if action.at is None or self._schedule is None or self._now is None:
            self._cancel_readings(session, action.key, action.to)
            self._show_status_now(session, action)
            return
        if action.at <= self._now():
            return  # a reading whose time has passed is stale: skipped
        now_action = ShowStatus(action.key, action.text, action.keyboard, action.to)
        game_id = session.id

        async def show_later() -> None:
            self._follow_up(game_id, lambda s: self._show_now(s, now_action))

        self._schedule(f"{self._reading_prefix(session, action.key, action.to)}{action.at}", action.at,
                       show_later)

    async def _show_now(self, session: GameSession, action: ShowStatus) -> None:
        self._show_status_now(session, action)

    def _show_status_now(self, session: GameSession, action: ShowStatus) -> None:
        private = action.to is not None
        chat_id = action.to if action.to is not None else session.chat_id
        future = self.outbox.show(
            chat_id, session.status_key(action.key), action.text,
            game_keyboard(session.id, action.keyboard), thread_id=None if private else session.thread_id,
        )
        self.remember_message(session, stored_status_key(action.key, action.to), future)
        if action.to is not None:
            user_id, game_id = action.to, session.id

            def failed(f: asyncio.Future[Message]) -> None:
                if not f.cancelled() and f.exception() is not None:
                    self._follow_up(game_id, lambda s: self._on_unreachable(s, user_id))

            future.add_done_callback(failed)

    def _send_text(self, session: GameSession, action: SendText) -> None:
        private = action.to is not None
        chat_id = action.to if action.to is not None else session.chat_id
        future = self.outbox.send_message(
            chat_id,
            action.text,
            reply_markup=game_keyboard(session.id, action.keyboard),
            thread_id=None if private else session.thread_id,
            coalesce=action.anchor is None and action.keyboard is None,
        )
        game_id = session.id

        def done(f: asyncio.Future[Message]) -> None:
            if f.cancelled():
                return
            error = f.exception()
            if error is not None:
                if private and action.to is not None:
                    user_id = action.to
                    self._follow_up(game_id, lambda s: self._on_unreachable(s, user_id))
                return
            if action.anchor is not None:
                message = f.result()
                posted = Posted(anchor=action.anchor, date=_unix(message), message_id=message.message_id)
                in_group = not private
                self._follow_up(game_id, lambda s: self._on_posted(s, posted, in_group))

        future.add_done_callback(done)

    def _open_poll(self, session: GameSession, action: OpenPoll) -> None:
        method = SendPoll(
            chat_id=session.chat_id,
            question=action.question,
            options=[InputPollOption(text=o) for o in action.options],
            is_anonymous=False,  # answers must reach us as PollAnswer with the voter
            allows_multiple_answers=action.multiple,
            message_thread_id=session.thread_id,
        )
        future = self.outbox.call(method, chat_id=session.chat_id)
        game_id, chat_id = session.id, session.chat_id

        def done(f: asyncio.Future[Message]) -> None:
            if f.cancelled() or f.exception() is not None:
                return
            message = f.result()
            poll = message.poll
            if poll is None:
                return
            route = PollRoute(game_id=game_id, vote_id=action.vote_id, chat_id=chat_id,
                              message_id=message.message_id)
            self.polls[poll.id] = route  # in memory at once: votes are routed without awaiting
            self._spawn(self.repo.add_poll(PollRecord(poll.id, chat_id, game_id, action.vote_id,
                                                      message.message_id, True)))
            if action.anchor is not None:  # the game times the vote from when players can see it
                posted = Posted(anchor=action.anchor, date=_unix(message), message_id=message.message_id)
                self._follow_up(game_id, lambda s: self._on_posted(s, posted, True))

        future.add_done_callback(done)

    def _stop_poll(self, poll_id: str, route: PollRoute) -> None:
        self.polls.pop(poll_id, None)
        method = StopPollMethod(chat_id=route.chat_id, message_id=route.message_id)
        self.outbox.call(method, chat_id=route.chat_id)
        self._spawn(self.repo.close_poll(poll_id))

    def stop_polls(self, session: GameSession) -> None:
        for poll_id, route in list(self.polls.items()):
            if route.game_id == session.id:
                self._stop_poll(poll_id, route)

    def poll_route(self, poll: Poll | str) -> PollRoute | None:
        return self.polls.get(poll if isinstance(poll, str) else poll.id)

    def remember_message(self, session: GameSession, key: str, future: asyncio.Future[Message]) -> None:
        """Keep the status message id in the database so a restarted bot edits the same message."""

        def done(f: asyncio.Future[Message]) -> None:
            if f.cancelled() or f.exception() is not None:
                return
            message_id = f.result().message_id
            if session.record.messages.get(key) != message_id:
                session.record.messages[key] = message_id
                self._spawn(self.repo.save_messages(session.id, dict(session.record.messages)))

        future.add_done_callback(done)


def _unix(message: Message) -> int:
    return int(message.date.timestamp())
