"""Presenter actions turned into outbox calls, with every output checked against its audience.

The runner queues everything at once and never awaits Telegram: what must happen after a message
is out (an anchor's `Posted`, a poll's id, a failed private prompt) comes back later as a
follow-up job under the game's chat lock.

**Secrets.** An action addressed to a player (`to=<id>`) only ever goes to that player's private
chat, or — an `Alert` — as the answer to that player's own button press. Actions presented from a
secret event (`Event.private_to`) must all be addressed to that event's player; any other is
refused here, logged, and counted in `refused`, so a presenter slip cannot post a secret to the group.
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Sequence
from typing import Any

from aiogram.methods import DeleteMessage
from aiogram.types import InlineKeyboardButton, InlineKeyboardMarkup, Message
from aiogram.utils.keyboard import InlineKeyboardBuilder

from bot.clock import Clock
from bot.games.actions import (
    Action,
    Alert,
    DeleteChatMessage,
    DeleteStatus,
    DropButtons,
    Keyboard,
    OpenPoll,
    Picture,
    Remember,
    SendText,
    ShowStatus,
    StopPoll,
    audience,
)
from bot.games.buttons import GameButton
from bot.services.audience import parse_stored_status_key, place_of, status_slot, stored_status_key
from bot.services.follow_ups import (
    AnchorGate,
    ChatMemory,
    FollowUps,
    MessagePosted,
    ReadingDue,
    WriteRefused,
)
from bot.services.game_polls import GamePolls
from bot.services.game_session import GameSession
from bot.services.keyboards import RematchButton, SecretsButton
from bot.services.live import LiveGames
from bot.services.outbox import Outbox
from bot.services.outbox.jobs import Media
from bot.services.pictures import Pictures
from bot.services.scheduler import Scheduler
from bot.services.told_outcome import then_tell
from bot.storage import Repository
from engines.core import Posted

log = logging.getLogger(__name__)

class ActionRunner:
    def __init__(self, *, outbox: Outbox, repo: Repository, live: LiveGames, pictures: Pictures,
                 scheduler: Scheduler, clock: Clock, follow: FollowUps, anchors: AnchorGate) -> None:
        self.outbox = outbox
        self.repo = repo
        self.live = live
        self.pictures = pictures
        self.scheduler = scheduler
        self.clock = clock
        self.follow = follow
        self.refused = 0  # actions refused by the audience check (a presenter bug each time)
        self.anchors = anchors  # the game's anchored messages not yet in the chat
        self.polls = GamePolls(outbox=outbox, repo=repo, live=live, follow=follow, anchors=self.anchors)

    # ---- the one entry point -------------------------------------------------------------------

    def perform(self, session: GameSession, actions: Sequence[Action], *, secret_for: int | None = None,
                presser: int | None = None) -> list[Alert]:
        """Check the presenter's actions against their audience and queue them (in order); the alerts
        for `presser`'s own press are returned for the caller to answer the press with."""
        return self.execute(session, self.allowed(session, actions, secret_for=secret_for, presser=presser))

    def allowed(self, session: GameSession, actions: Sequence[Action], *, secret_for: int | None = None,
                presser: int | None = None) -> list[Action]:
        """The actions that may go where they are addressed (the rest refused, logged, counted)."""
        return [a for a in actions if self._allowed(session, a, secret_for, presser)]

    def execute(self, session: GameSession, actions: Sequence[Action], *, batch: int | None = None,
                indexes: Sequence[int] | None = None) -> list[Alert]:
        """Queue checked actions on the outbox, in order. With `batch` (the outbox row they were
        committed in), each action is marked said once Telegram has answered it, and the row is
        deleted once every one is; `indexes` are the actions' places in the batch (a resend after
        a restart holds only the unsaid ones), counted as stored: without the alerts."""
        alerts: list[Alert] = []
        said: list[tuple[int, list[asyncio.Future[Any]]]] = []
        places = iter(indexes) if indexes is not None else None
        stored = 0
        for action in actions:
            if isinstance(action, Alert):
                alerts.append(action)
                continue
            index = next(places) if places is not None else stored
            stored += 1
            said.append((index, self._queue(session, action)))
        if batch is not None:
            self._when_answered(said, batch)
        return alerts

    def _queue(self, session: GameSession, action: Action) -> list[asyncio.Future[Any]]:
        if isinstance(action, SendText):
            return [self._send_text(session, action)]
        if isinstance(action, ShowStatus):
            return self._show_status(session, action)
        if isinstance(action, DropButtons):
            return self._drop_buttons(session, action.key, action.to)
        if isinstance(action, DeleteStatus):
            return self._delete_status(session, action)
        if isinstance(action, DeleteChatMessage):
            return [self._delete_chat_message(session, action)]
        if isinstance(action, Remember):
            return [self._remember(session, action)]
        if isinstance(action, OpenPoll):
            return [self.polls.open(session, action)]
        if isinstance(action, StopPoll):
            return self.polls.stop_vote(session, action.vote_id)
        return []

    def _delete_chat_message(self, session: GameSession, action: DeleteChatMessage) -> asyncio.Future[Any]:
        own_id = action.message_id - session.message_id_offset  # undo the migration shift
        deleting = self.outbox.call(DeleteMessage(chat_id=session.chat_id, message_id=own_id))
        if action.deleted is None and action.kept is None:
            return deleting
        return then_tell(deleting, lambda text: self._send_text(session, SendText(text)),
                         ok=action.deleted, failed=action.kept)

    def _remember(self, session: GameSession, action: Remember) -> asyncio.Future[None]:
        written: asyncio.Future[None] = asyncio.get_running_loop().create_future()
        self.follow.report(session.id, ChatMemory(session, action, written))
        return written

    def _when_answered(self, said: list[tuple[int, list[asyncio.Future[Any]]]], batch: int) -> None:
        actions_left = len(said)

        def one_said() -> None:
            nonlocal actions_left
            actions_left -= 1
            if actions_left == 0:
                self.follow.spawn(self.repo.outbox_done(batch))

        def watch(index: int, waits: list[asyncio.Future[Any]]) -> None:
            left = len(waits)

            def one_done(_: asyncio.Future[Any]) -> None:
                nonlocal left
                left -= 1
                if left == 0:
                    if actions_left > 1:  # the last one deletes the row instead
                        self.follow.spawn(self.repo.outbox_said(batch, index))
                    one_said()

            if not waits:
                one_said()
            for wait in waits:
                wait.add_done_callback(one_done)

        if not said:
            self.follow.spawn(self.repo.outbox_done(batch))
        for index, waits in said:
            watch(index, waits)

    def _allowed(self, session: GameSession, action: Action, secret_for: int | None,
                 presser: int | None) -> bool:
        to = audience(action)
        problem = None
        if secret_for is not None and to != secret_for:
            problem = f"an action from a secret of player {secret_for} addressed to {to or 'the group'}"
        elif isinstance(action, Alert) and action.to != presser:
            problem = f"an alert for player {action.to} outside their own button press"
        elif to is not None and not session.is_player(to):
            problem = f"an action for {to}, who does not play"
        if problem is None:
            return True
        self.refused += 1
        log.error("game %s (%s): refused %s: %s", session.id, session.spec.kind, problem,
                  type(action).__name__)
        return False

    # ---- messages ------------------------------------------------------------------------------

    def keyboard(self, session: GameSession, keyboard: Keyboard | None) -> InlineKeyboardMarkup | None:
        if not keyboard:
            return None
        builder = InlineKeyboardBuilder()
        for row in keyboard:
            builder.row(*(
                InlineKeyboardButton(text=b.text, url=b.url) if b.url is not None
                else InlineKeyboardButton(text=b.text, callback_data=RematchButton(game=session.id).pack())
                if b.rematch
                else InlineKeyboardButton(text=b.text, callback_data=SecretsButton(game=session.id).pack())
                if b.secrets
                else InlineKeyboardButton(text=b.text, callback_data=_pack(b.press, session))
                for b in row
            ))
        return builder.as_markup()

    def _media(self, session: GameSession, picture: Picture | None) -> Media | None:
        renderer = session.spec.renderer
        if picture is None or renderer is None:
            return None
        return self.pictures.media(session.spec.kind, renderer, session.locale, picture)

    def _send_text(self, session: GameSession, action: SendText) -> asyncio.Future[Message]:
        place = place_of(session, action.to)
        future = self.outbox.send_message(
            place.chat_id,
            action.text,
            reply_markup=self.keyboard(session, action.keyboard),
            thread_id=place.thread_id,
            coalesce=action.anchor is None and action.keyboard is None and not action.alone,
            media=self._media(session, action.picture),
            receiver=place.receiver,
        )
        self._after(session, future, to=action.to, anchor=action.anchor, edited=False)
        return future

    def _after(self, session: GameSession, future: asyncio.Future[Message], *, to: int | None,
               anchor: str | None, edited: bool) -> None:
        """When the message is out: its anchor's `Posted`; when it failed in private: unreachable.

        While an anchored message is on its way, the game's deadlines wait (`AnchorGate`): a
        timer that runs from the anchor must not run out while the anchor is still queued."""
        game_id = session.id
        queued_at = int(self.clock.now())
        if anchor is not None:
            self.anchors.hold(game_id)

        def done(f: asyncio.Future[Message]) -> None:
            try:
                report(f)
            finally:
                if anchor is not None:
                    self.anchors.release(game_id)  # after the Posted: the held deadline runs behind it

        def report(f: asyncio.Future[Message]) -> None:
            if f.cancelled():
                return
            if f.exception() is not None:
                if to is not None:
                    self.follow.report(game_id, WriteRefused(to))
                return
            message = f.result()
            if to is None:
                session.saw(message.message_id)
            if anchor is not None:
                # An edit is on screen from its edit date (else from when Telegram confirmed it), a
                # new message from its date; a message older than the request was edited too (its
                # first send was still on its way when the request was made).
                sent = int(message.date.timestamp())
                was_edit = edited or sent < queued_at
                date = int(message.edit_date or self.clock.now()) if was_edit else sent
                posted = Posted(anchor=anchor, date=date, message_id=message.message_id)
                self.follow.report(game_id, MessagePosted(posted, in_group=to is None))

        future.add_done_callback(done)

    # ---- status messages -----------------------------------------------------------------------

    def _reading_prefix(self, session: GameSession, key: str, to: int | None) -> str:
        return f"game:{session.id}:show:{stored_status_key(key, to)}:"

    def _cancel_readings(self, session: GameSession, key: str, to: int | None) -> None:
        self.scheduler.cancel_prefix(self._reading_prefix(session, key, to))

    def _show_status(self, session: GameSession, action: ShowStatus) -> list[asyncio.Future[Any]]:
        if action.at is None:
            self._cancel_readings(session, action.key, action.to)
            return [self._show_now(session, action)]
        if action.at <= self.clock.now():
            return []  # a reading whose time has passed is stale: skipped
        now_action = ShowStatus(action.key, action.text, action.keyboard, action.to, None, action.picture,
                                action.anchor, action.bottom, action.bottom_after)
        game_id = session.id

        async def show_later() -> None:
            self.follow.report(game_id, ReadingDue(now_action))

        self.scheduler.at(f"{self._reading_prefix(session, action.key, action.to)}{action.at}", action.at,
                          show_later)
        return []  # a later reading lives in memory only (the presenter's `resume` sets it up again)

    async def show_reading(self, session: GameSession, action: ShowStatus) -> None:
        """A later reading that was due (`ReadingDue`), shown now that the chat's turn came."""
        self._show_now(session, action)

    def _drop_buttons(self, session: GameSession, key: str, to: int | None) -> list[asyncio.Future[Any]]:
        place, slot_key = status_slot(session, key, to)
        future = self.outbox.drop_buttons(place.chat_id, slot_key)
        return [] if future is None else [future]

    def _show_now(self, session: GameSession, action: ShowStatus) -> asyncio.Future[Message]:
        place, key = status_slot(session, action.key, action.to)
        chat_id = place.chat_id
        shown = self.outbox.status_message_id(chat_id, key)
        if action.bottom and action.to is None and shown is not None \
                and session.seen_message_id - session.group_message_id(shown) > action.bottom_after:
            # Something was posted under it: an edit up there would go unseen, so it moves down.
            self._drop_buttons(session, action.key, None)
            self.outbox.forget(chat_id, key)
        edited = self.outbox.status_message_id(chat_id, key) is not None
        future = self.outbox.show(
            chat_id, key, action.text, self.keyboard(session, action.keyboard),
            thread_id=place.thread_id, media=self._media(session, action.picture), receiver=place.receiver,
        )
        self.remember_message(session, stored_status_key(action.key, action.to), future)
        self._after(session, future, to=action.to, anchor=action.anchor, edited=edited)
        return future

    def _delete_status(self, session: GameSession, action: DeleteStatus) -> list[asyncio.Future[Any]]:
        self._cancel_readings(session, action.key, action.to)
        place, key = status_slot(session, action.key, action.to)
        session.record.messages.pop(stored_status_key(action.key, action.to), None)
        deleting = self.outbox.delete_status(place.chat_id, key)
        return [] if deleting is None else [deleting]

    def remember_message(self, session: GameSession, key: str, future: asyncio.Future[Message]) -> None:
        """Keep the status message id in the database so a restarted bot edits the same message."""

        def done(f: asyncio.Future[Message]) -> None:
            if f.cancelled() or f.exception() is not None:
                return
            sent = f.result()
            message_id = sent.ephemeral_message_id or sent.message_id
            if session.record.messages.get(key) != message_id:
                session.record.messages[key] = message_id
                self.follow.spawn(self.repo.save_messages(session.id, dict(session.record.messages)))

        future.add_done_callback(done)

    def forget_statuses(self, session: GameSession) -> None:
        """The game is over: its status slots leave the outbox (nothing a finished game left stays)."""
        prefix = session.status_key("")
        for chat_id in (session.chat_id, *(p.id for p in session.players)):
            self.outbox.forget_prefix(chat_id, prefix)
        self.scheduler.cancel_prefix(f"game:{session.id}:show:")

    def show_again(self, session: GameSession, player_id: int, actions: Sequence[Action]) -> list[Alert]:
        """A player's secrets shown anew: each status is sent as a new message, the old one (which
        may never have reached them) removed, so nothing they asked for is lost in an edit."""
        for action in actions:
            if isinstance(action, ShowStatus) and action.to == player_id:
                self._delete_status(session, DeleteStatus(action.key, to=player_id))
        return self.perform(session, actions, secret_for=player_id, presser=player_id)

    def take_back(self, session: GameSession, player_id: int) -> None:
        """Remove the player's status messages from where they are now (before their secrets move)."""
        for stored in list(session.record.messages):
            key, to = parse_stored_status_key(stored)
            if to == player_id:
                self._delete_status(session, DeleteStatus(key, to=player_id))

    def stop_polls(self, session: GameSession) -> None:
        self.polls.stop_all(session)


def _pack(press: GameButton | None, session: GameSession) -> str:
    if press is None:
        raise ValueError("a button needs `press`, `url` or `rematch`")
    return session.pack(press)
