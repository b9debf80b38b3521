"""A game's polls in the chat: opened through the outbox (the poll's id mapped to its game the moment
Telegram answers, so votes are routed without awaiting the database), stopped when their vote is
over — also one whose vote closed while its poll was still queued, as soon as it is out."""

from __future__ import annotations

import asyncio
from typing import Any

from aiogram.methods import SendPoll
from aiogram.methods import StopPoll as StopPollMethod
from aiogram.types import InputPollOption, Message

from bot.games.actions import OpenPoll
from bot.services.follow_ups import AnchorGate, FollowUps, MessagePosted
from bot.services.game_session import GameSession
from bot.services.live import LiveGames, PollRoute
from bot.services.outbox import Outbox
from bot.storage import PollRecord, Repository
from engines.core import Posted


class GamePolls:
    def __init__(self, *, outbox: Outbox, repo: Repository, live: LiveGames, follow: FollowUps,
                 anchors: AnchorGate) -> None:
        self.outbox = outbox
        self.repo = repo
        self.live = live
        self.follow = follow
        self.anchors = anchors  # an anchored poll holds its game's deadlines until it is in the chat
        self.opening: set[tuple[int, str]] = set()  # polls queued, not yet in the chat
        self.stop_when_open: set[tuple[int, str]] = set()  # …whose vote closed meanwhile

    def open(self, session: GameSession, action: OpenPoll) -> asyncio.Future[Message]:
        method = SendPoll(
            chat_id=session.chat_id,
            question=action.question,
            options=[InputPollOption(text=o) for o in action.options],
            is_anonymous=False,  # answers must reach us as PollAnswer with the voter
            allows_multiple_answers=action.multiple,
            message_thread_id=session.thread_id,
        )
        vote = (session.id, action.vote_id)
        self.opening.add(vote)
        future = self.outbox.call(method, chat_id=session.chat_id)
        game_id = session.id
        if action.anchor is not None:
            self.anchors.hold(game_id)

        def done(f: asyncio.Future[Message]) -> None:
            try:
                report(f)
            finally:
                if action.anchor is not None:
                    self.anchors.release(game_id)  # after the Posted: the held deadline runs behind it

        def report(f: asyncio.Future[Message]) -> None:
            self.opening.discard(vote)
            if f.cancelled() or f.exception() is not None:
                self.stop_when_open.discard(vote)
                return
            message = f.result()
            poll = message.poll
            if poll is None:
                return
            route = PollRoute(game_id=game_id, vote_id=action.vote_id, chat_id=message.chat.id,
                              message_id=message.message_id)
            self.live.polls[poll.id] = route  # in memory at once: votes are routed without awaiting
            self.follow.spawn(self.repo.add_poll(PollRecord(poll.id, route.chat_id, game_id, action.vote_id,
                                                            message.message_id, True)))
            if vote in self.stop_when_open:  # the vote closed while its poll was still queued
                self.stop_when_open.discard(vote)
                self._stop_poll(poll.id, route)
                return
            if action.anchor is not None:  # the game times the vote from when players can see it
                posted = Posted(anchor=action.anchor, date=int(message.date.timestamp()),
                                message_id=message.message_id)
                self.follow.report(game_id, MessagePosted(posted, in_group=True))

        future.add_done_callback(done)
        return future

    def stop_vote(self, session: GameSession, vote_id: str) -> list[asyncio.Future[Any]]:
        if (session.id, vote_id) in self.opening:
            self.stop_when_open.add((session.id, vote_id))
        return [self._stop_poll(poll_id, route) for poll_id, route in list(self.live.polls.items())
                if route.game_id == session.id and route.vote_id == vote_id]

    def _stop_poll(self, poll_id: str, route: PollRoute) -> asyncio.Future[Any]:
        self.live.polls.pop(poll_id, None)
        self.follow.spawn(self.repo.close_poll(poll_id))
        # The poll lives in the chat it was posted in (a group that migrated keeps its old polls).
        return self.outbox.call(StopPollMethod(chat_id=route.chat_id, message_id=route.message_id),
                                chat_id=route.chat_id, follow_migration=False)

    def stop_all(self, session: GameSession) -> None:
        for poll_id, route in list(self.live.polls.items()):
            if route.game_id == session.id:
                self._stop_poll(poll_id, route)
        for vote in [v for v in self.opening if v[0] == session.id]:
            self.stop_when_open.add(vote)
