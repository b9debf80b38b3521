"""What waits in a chat's queue: plain texts, status messages, and any other API call."""

from __future__ import annotations

import asyncio
from dataclasses import dataclass, field
from typing import Any, Protocol

from aiogram.methods import (
    DeleteEphemeralMessage,
    EditEphemeralMessageCaption,
    EditEphemeralMessageMedia,
    EditEphemeralMessageReplyMarkup,
    EditEphemeralMessageText,
    TelegramMethod,
)
from aiogram.types import InputFile, Message

from bot.services.outbox.texts import MAX_TEXT, tg_len

Markup = Any  # InlineKeyboardMarkup | ReplyKeyboardMarkup | ReplyKeyboardRemove | ForceReply
COALESCE_SEPARATOR = "\n\n"


class Media(Protocol):
    """A picture to send: drawn (or found by its Telegram `file_id`) only when its turn comes, so a
    picture superseded while queued is never drawn."""

    @property
    def digest(self) -> str: ...

    async def file(self) -> InputFile | str:
        """The upload, or the `file_id` of the same picture sent before."""

    def uploaded(self, file_id: str) -> None:
        """Telegram has the picture under `file_id` (sending it again is free)."""


@dataclass(eq=False)
class StatusSlot:
    """The message a (chat, key) status lives in; `pending` is its queued, not yet started update."""

    message_id: int | None = None
    message: Message | None = None
    pending: StatusJob | None = None
    digest: str | None = None  # the picture on screen (a photo status), None for a text status
    # An ephemeral status (Bot API 10.3): seen in the group by this member only; `message_id` is
    # then its `ephemeral_message_id`.
    receiver: int | None = None


@dataclass(eq=False)
class Job:
    futures: list[asyncio.Future[Any]]
    # How many caller requests this job stands for (several once texts are coalesced).
    weight: int = field(default=1, kw_only=True)

    @property
    def ephemeral(self) -> bool:
        """A write seen by one member of the group only (Bot API 10.3)."""
        return False


@dataclass(eq=False)
class TextJob(Job):
    chat_id: int
    text: str
    reply_markup: Markup | None = None
    thread_id: int | None = None
    disable_notification: bool = False
    coalesce: bool = True
    slot: StatusSlot | None = None  # send_message(key=...) remembers the sent message here
    media: Media | None = None  # a photo, with `text` as its caption
    receiver: int | None = None  # ephemeral: seen in the group by this member only

    @property
    def ephemeral(self) -> bool:
        return self.receiver is not None

    @property
    def mergeable(self) -> bool:
        return self.coalesce and self.reply_markup is None and self.slot is None and self.media is None

    def can_absorb(self, other: Job) -> bool:
        return (
            isinstance(other, TextJob)
            and self.mergeable
            and other.mergeable
            and other.thread_id == self.thread_id
            and other.receiver == self.receiver
            and other.disable_notification == self.disable_notification
            and tg_len(self.text) + len(COALESCE_SEPARATOR) + tg_len(other.text) <= MAX_TEXT
        )

    def absorb(self, other: TextJob) -> None:
        self.text = f"{self.text}{COALESCE_SEPARATOR}{other.text}"
        self.futures.extend(other.futures)
        self.weight += other.weight


@dataclass(eq=False)
class StatusJob(Job):
    chat_id: int
    slot: StatusSlot
    text: str
    reply_markup: Markup | None = None
    thread_id: int | None = None
    media: Media | None = None

    @property
    def receiver(self) -> int | None:
        return self.slot.receiver

    @property
    def ephemeral(self) -> bool:
        return self.slot.receiver is not None


@dataclass(eq=False)
class CallJob(Job):
    method: TelegramMethod[Any]
    follow_migration: bool = True  # False: stays in the chat it names (see Outbox.call)

    @property
    def ephemeral(self) -> bool:
        method = self.method
        sent_so = getattr(method, "ephemeral_message_parameters", None) is not None
        return sent_so or isinstance(method, EPHEMERAL_CHANGES)


# The calls that change an ephemeral message (Bot API 10.3): seen by its receiver alone.
EPHEMERAL_CHANGES = (EditEphemeralMessageText, EditEphemeralMessageCaption, EditEphemeralMessageMedia,
                     EditEphemeralMessageReplyMarkup, DeleteEphemeralMessage)


def retarget(job: Job, new_chat_id: int) -> None:
    """Point a queued job at the supergroup its group migrated to."""
    if isinstance(job, TextJob | StatusJob):
        job.chat_id = new_chat_id
    elif isinstance(job, CallJob) and "chat_id" in type(job.method).model_fields:
        job.method = job.method.model_copy(update={"chat_id": new_chat_id})
