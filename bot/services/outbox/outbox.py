"""The one way the bot writes to Telegram: per-chat queues drained within the flood limits.

Each chat has a FIFO queue and at most one worker draining it, so a chat's messages leave in the
order they were queued. A worker first waits for a permit (per chat, per group minute, global),
then takes the head of its queue: texts queued meanwhile are coalesced into one message then.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
from datetime import UTC, datetime
from typing import Any, TypeVar

from aiogram.enums import ChatType
from aiogram.exceptions import TelegramBadRequest
from aiogram.methods import (
    DeleteEphemeralMessage,
    DeleteMessage,
    EditEphemeralMessageCaption,
    EditEphemeralMessageMedia,
    EditEphemeralMessageReplyMarkup,
    EditEphemeralMessageText,
    EditMessageCaption,
    EditMessageMedia,
    EditMessageReplyMarkup,
    EditMessageText,
    SendMessage,
    SendPhoto,
    TelegramMethod,
)
from aiogram.types import Chat, EphemeralMessageParameters, InputMediaPhoto, Message

from bot.services.outbox.delivery import Delivery
from bot.services.outbox.jobs import CallJob, Job, Markup, Media, StatusJob, StatusSlot, TextJob, retarget
from bot.services.outbox.texts import MAX_CAPTION, MAX_TEXT, clip, split_text

log = logging.getLogger(__name__)

T = TypeVar("T")


class Outbox(Delivery):
    """Queues every write; see the module docstring for the order and throttling rules."""

    # ---- the public surface -------------------------------------------------------------

    @property
    def pending(self) -> int:
        """Requests queued or in flight, plus chat-gone/error hooks still running (a busy probe)."""
        return self._queued_requests + len(self._hooks)

    @property
    def busy(self) -> bool:
        """Work that goes on without the clock moving: a request in flight, a worker about to send,
        a hook running. False while every worker only waits on the clock (a flood limit, a 429) —
        the busy probe for a ManualClock, where `pending > 0` would never settle until `advance`."""
        return bool(self._hooks) or len(self._workers) > self._gate.waiting + self._retry_waits

    async def start(self) -> None:
        self._started = True
        for chat_id in list(self._queues):
            self._wake(chat_id)

    async def close(self) -> None:
        """Send everything queued (within the limits), then refuse new writes."""
        await self.start()
        me = asyncio.current_task()  # a hook may close the outbox: never wait for ourselves
        while running := [t for t in (*self._workers.values(), *self._hooks) if t is not me]:
            await asyncio.gather(*running, return_exceptions=True)
        self._closed = True

    def send_message(
        self,
        chat_id: int,
        text: str,
        *,
        reply_markup: Markup | None = None,
        thread_id: int | None = None,
        key: str | None = None,
        coalesce: bool = True,
        disable_notification: bool = False,
        media: Media | None = None,
        receiver: int | None = None,
    ) -> asyncio.Future[Message]:
        """Queue a message (with `media`, a photo captioned `text`). With `key` it always goes out as
        a new message and becomes the status message `show(chat_id, key, …)` edits from then on;
        such a message is never coalesced. With `receiver`, it is ephemeral: inside the group, seen
        by that member only (Bot API 10.3)."""
        chat_id = self._route(chat_id)
        slot = None
        if key is not None:
            slot = StatusSlot(receiver=receiver)
            self._slots[(chat_id, key)] = slot
        future: asyncio.Future[Message] = self._future()
        job = TextJob(
            [future],
            chat_id=chat_id,
            text=text,
            reply_markup=reply_markup,
            thread_id=thread_id,
            disable_notification=disable_notification,
            coalesce=coalesce,
            slot=slot,
            media=media,
            receiver=receiver,
        )
        self._enqueue(chat_id, job)
        return future

    def show(
        self,
        chat_id: int,
        key: str,
        text: str,
        reply_markup: Markup | None = None,
        *,
        thread_id: int | None = None,
        media: Media | None = None,
        receiver: int | None = None,
    ) -> asyncio.Future[Message]:
        """Show a status message: sent the first time, edited in place afterwards; of several
        updates still queued only the latest goes out (every caller's future gets its result).
        With `media` it is a photo captioned `text` (an edit is one `editMessageMedia`, or
        `editMessageCaption` when the picture on screen is the same). With `receiver` it is an
        ephemeral message in the group, seen by that member only, and edited with the
        `editEphemeralMessage…` methods."""
        chat_id = self._route(chat_id)
        future: asyncio.Future[Message] = self._future()
        slot = self._slots.setdefault((chat_id, key), StatusSlot(receiver=receiver))
        if slot.pending is not None:
            slot.pending.text = text
            slot.pending.reply_markup = reply_markup
            slot.pending.media = media
            slot.pending.futures.append(future)
            self.superseded += 1
            return future
        job = StatusJob([future], chat_id=chat_id, slot=slot, text=text, reply_markup=reply_markup,
                        thread_id=thread_id, media=media)
        slot.pending = job
        self._enqueue(chat_id, job)
        return future

    def drop_buttons(self, chat_id: int, key: str) -> asyncio.Future[Any] | None:
        """The status `key` keeps its text and loses its buttons. A version still queued just goes
        without them (no write of its own); None when there is nothing to drop."""
        chat_id = self._route(chat_id)
        slot = self._slots.get((chat_id, key))
        if slot is None:
            return None
        if slot.pending is not None:
            slot.pending.reply_markup = None
            return None
        if slot.message_id is None or (slot.message is not None and slot.message.reply_markup is None):
            return None  # not on screen yet (its send carries its own buttons), or none to drop
        drop: TelegramMethod[Any] = (
            EditMessageReplyMarkup(chat_id=chat_id, message_id=slot.message_id) if slot.receiver is None
            else EditEphemeralMessageReplyMarkup(chat_id=chat_id, receiver_user_id=slot.receiver,
                                                 ephemeral_message_id=slot.message_id))
        future = self.call(drop)
        # What is on screen now has no buttons: a second drop needs no write.
        if slot.message is not None:
            slot.message = slot.message.model_copy(update={"reply_markup": None})
        return future

    def adopt(self, chat_id: int, key: str, message_id: int, *, receiver: int | None = None) -> None:
        """Make an existing message (e.g. a lobby from before a restart) the status message `key`
        (with `receiver`: an ephemeral one, `message_id` its ephemeral id)."""
        chat_id = self._route(chat_id)
        slot = self._slots.setdefault((chat_id, key), StatusSlot(receiver=receiver))
        slot.message_id, slot.message, slot.receiver = message_id, None, receiver

    def delete_status(self, chat_id: int, key: str) -> asyncio.Future[Any] | None:
        """Remove the status message `key` from the chat and forget it (None: none is on screen)."""
        chat_id = self._route(chat_id)
        slot = self._slots.pop((chat_id, key), None)
        if slot is None or slot.message_id is None:
            return None
        return self.call(_delete(chat_id, slot.message_id, slot.receiver))

    def status_message_id(self, chat_id: int, key: str) -> int | None:
        slot = self._slots.get((self._route(chat_id), key))
        return slot.message_id if slot is not None else None

    def forget(self, chat_id: int, key: str) -> None:
        """The next `show` with this key sends a new message (updates already queued still go out)."""
        self._slots.pop((self._route(chat_id), key), None)

    def forget_prefix(self, chat_id: int, prefix: str) -> None:
        """Forget every status of `chat_id` whose key starts with `prefix` (a finished game's)."""
        chat_id = self._route(chat_id)
        for slot_key in [k for k in self._slots if k[0] == chat_id and k[1].startswith(prefix)]:
            del self._slots[slot_key]

    def call(self, method: TelegramMethod[T], *, chat_id: int | None = None,
             follow_migration: bool = True) -> asyncio.Future[T]:
        """Queue any other write (polls, deletes, pins…). It is throttled and ordered with the
        chat's messages when the chat is known: `chat_id`, else the method's own integer chat_id.

        `follow_migration=False` keeps it in the chat it names even after that group became a
        supergroup: a message id means nothing in another chat (stopping an old poll)."""
        if chat_id is None:
            own = getattr(method, "chat_id", None)
            chat_id = own if isinstance(own, int) else None
        lane = self._route(chat_id) if chat_id is not None and follow_migration else chat_id
        future: asyncio.Future[T] = self._future()
        job = CallJob([future], method=method, follow_migration=follow_migration)
        if lane is not None and lane != chat_id:
            retarget(job, lane)
        self._enqueue(lane, job)
        return future

    # ---- performing one job -------------------------------------------------------------

    async def _perform(self, lane: int | None, job: Job) -> Any:
        if isinstance(job, TextJob):
            return await self._send_text(lane, job)
        if isinstance(job, StatusJob):
            return await self._show_status(lane, job)
        assert isinstance(job, CallJob)
        return await self._request(lane, job.method, permit_held=True)

    async def _send_text(self, lane: int | None, job: TextJob) -> Message:
        if job.media is not None:
            photo = await self._send_photo(lane, job.chat_id, job.media, job.text, job.reply_markup,
                                           job.thread_id, permit_held=True, receiver=job.receiver)
            if job.slot is not None:
                job.slot.message_id, job.slot.message = _own_id(photo), photo
                job.slot.digest = job.media.digest
            return photo
        chunks = split_text(job.text)
        sent: Message | None = None
        for index, chunk in enumerate(chunks):
            last = index == len(chunks) - 1
            method = SendMessage(
                chat_id=job.chat_id,
                text=chunk,
                reply_markup=job.reply_markup if last else None,
                message_thread_id=job.thread_id,
                disable_notification=job.disable_notification,
                ephemeral_message_parameters=_ephemeral(job.receiver),
            )
            sent = await self._request(lane, method, permit_held=index == 0)
        assert sent is not None, "split_text never returns nothing for a non-blank text"
        if job.slot is not None:
            job.slot.message_id, job.slot.message, job.slot.digest = _own_id(sent), sent, None
        return sent

    async def _send_photo(self, lane: int | None, chat_id: int, media: Media, caption: str,
                          markup: Markup | None, thread_id: int | None, *, permit_held: bool,
                          receiver: int | None = None) -> Message:
        method = SendPhoto(chat_id=chat_id, photo=await media.file(), caption=clip(caption, MAX_CAPTION),
                           reply_markup=markup, message_thread_id=thread_id,
                           ephemeral_message_parameters=_ephemeral(receiver))
        sent = await self._request(lane, method, permit_held=permit_held)
        if sent.photo:
            media.uploaded(sent.photo[-1].file_id)
        return sent

    def _edit_method(self, job: StatusJob, message_id: int, text: str, media: Media | None
                     ) -> TelegramMethod[Any] | None:
        """The one call that turns what is on screen into this version (None: it must be sent anew)."""
        slot = job.slot
        receiver = slot.receiver
        if media is None:
            if slot.digest is not None:
                return None  # a photo cannot become a text
            if receiver is not None:
                return EditEphemeralMessageText(chat_id=job.chat_id, receiver_user_id=receiver,
                                                ephemeral_message_id=message_id, text=text,
                                                reply_markup=job.reply_markup)
            return EditMessageText(chat_id=job.chat_id, message_id=message_id, text=text,
                                   reply_markup=job.reply_markup)
        if slot.digest is None and slot.message is not None and not slot.message.photo:
            return None  # a text cannot become a photo
        caption = clip(text, MAX_CAPTION)
        if slot.digest == media.digest:
            if receiver is not None:
                return EditEphemeralMessageCaption(chat_id=job.chat_id, receiver_user_id=receiver,
                                                   ephemeral_message_id=message_id, caption=caption,
                                                   reply_markup=job.reply_markup)
            return EditMessageCaption(chat_id=job.chat_id, message_id=message_id, caption=caption,
                                      reply_markup=job.reply_markup)
        return None  # the picture changes: `_edit_media` (the upload is awaited first)

    async def _show_status(self, lane: int | None, job: StatusJob) -> Message:
        slot = job.slot
        media = job.media
        text = clip(job.text, MAX_TEXT)
        permit_held = True
        if slot.message_id is not None:
            edit: TelegramMethod[Any] | None = self._edit_method(job, slot.message_id, text, media)
            if edit is None and media is not None and (slot.digest is not None or slot.message is None):
                photo = InputMediaPhoto(media=await media.file(), caption=clip(job.text, MAX_CAPTION))
                edit = (
                    EditMessageMedia(chat_id=job.chat_id, message_id=slot.message_id,
                                     reply_markup=job.reply_markup, media=photo)
                    if slot.receiver is None
                    else EditEphemeralMessageMedia(chat_id=job.chat_id, receiver_user_id=slot.receiver,
                                                   ephemeral_message_id=slot.message_id,
                                                   reply_markup=job.reply_markup, media=photo))
            if edit is None:
                # The kind changes (text <-> photo): the old message goes, a new one takes its place.
                stale = slot.message_id
                slot.message_id, slot.message, slot.digest = None, None, None
                with contextlib.suppress(Exception):
                    await self._request(lane, _delete(job.chat_id, stale, slot.receiver), permit_held=True)
                permit_held = False
            else:
                try:
                    edited = await self._request(lane, edit, permit_held=True)
                except TelegramBadRequest as error:
                    description = error.message.lower()
                    if "message is not modified" in description:
                        return slot.message or self._placeholder(job.chat_id, slot.message_id, text)
                    gone = ("message to edit not found", "can't be edited", "there is no media")
                    if not any(reason in description for reason in gone):
                        raise
                    log.info("status message %s in %s is gone; sending a new one", slot.message_id,
                             job.chat_id)
                    slot.message_id, slot.message, slot.digest = None, None, None
                    permit_held = False
                else:
                    if media is not None:
                        slot.digest = media.digest
                        if isinstance(edited, Message) and edited.photo:
                            media.uploaded(edited.photo[-1].file_id)
                    if isinstance(edited, Message):
                        slot.message = edited
                        return edited
                    if slot.message is not None and media is None:
                        # An ephemeral edit answers True: what is on screen now is kept by hand, so
                        # a later drop of the buttons knows whether there are any.
                        slot.message = slot.message.model_copy(
                            update={"text": text, "reply_markup": job.reply_markup})
                    return slot.message or self._placeholder(job.chat_id, slot.message_id, text)
        if media is not None:
            sent = await self._send_photo(lane, job.chat_id, media, job.text, job.reply_markup, job.thread_id,
                                          permit_held=permit_held, receiver=slot.receiver)
            slot.message_id, slot.message, slot.digest = _own_id(sent), sent, media.digest
            return sent
        send = SendMessage(
            chat_id=job.chat_id, text=text, reply_markup=job.reply_markup, message_thread_id=job.thread_id,
            ephemeral_message_parameters=_ephemeral(slot.receiver),
        )
        sent = await self._request(lane, send, permit_held=permit_held)
        slot.message_id, slot.message, slot.digest = _own_id(sent), sent, None
        return sent

    def _placeholder(self, chat_id: int, message_id: int, text: str) -> Message:
        # Only for an adopted message whose first edit was "not modified": Telegram returned no
        # Message, but the caller still gets the id and text of what is on screen.
        chat = Chat(id=chat_id, type=ChatType.SUPERGROUP if chat_id < 0 else ChatType.PRIVATE)
        date = datetime.fromtimestamp(self._clock.now(), UTC)
        return Message(message_id=message_id, date=date, chat=chat, text=text)


def _ephemeral(receiver: int | None) -> EphemeralMessageParameters | None:
    return None if receiver is None else EphemeralMessageParameters(receiver_user_id=receiver)


def _own_id(message: Message) -> int:
    """The id a message is edited and deleted by: an ephemeral one's `ephemeral_message_id`."""
    return message.ephemeral_message_id or message.message_id


def _delete(chat_id: int, message_id: int, receiver: int | None) -> TelegramMethod[bool]:
    if receiver is None:
        return DeleteMessage(chat_id=chat_id, message_id=message_id)
    return DeleteEphemeralMessage(chat_id=chat_id, receiver_user_id=receiver, ephemeral_message_id=message_id)
