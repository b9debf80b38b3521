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

from bot.games.actions import Action, DeleteStatus, OpenPoll, SendText, ShowStatus, StopPoll
from bot.services.game_session import GameSession
from bot.services.keyboards import game_keyboard
from bot.services.outbox import Outbox
from bot.storage import PollRecord, Repository
from engines.core.commands import Posted

Job = Callable[[GameSession], Awaitable[None]]


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
    ) -> None:
        self.outbox = outbox
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
                future = self.outbox.show(
                    session.chat_id, session.status_key(action.key), action.text,
                    game_keyboard(session.id, action.keyboard), thread_id=session.thread_id,
                )
                self.remember_message(session, action.key, future)
            elif isinstance(action, DeleteStatus):
                message_id = self.outbox.status_message_id(session.chat_id, session.status_key(action.key))
                self.outbox.forget(session.chat_id, session.status_key(action.key))
                if message_id is not None:
                    self.outbox.call(DeleteMessage(chat_id=session.chat_id, message_id=message_id))
            elif isinstance(action, OpenPoll):
                self._open_poll(session, action)
            elif isinstance(action, StopPoll):
                for poll_id, route in list(self.polls.items()):
                    if route.game_id == session.id and route.vote_id == action.vote_id:
                        self._stop_poll(poll_id, route)

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
