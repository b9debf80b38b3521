"""What waits in a chat's queue: plain texts, status messages, and any other API call."""

from __future__ import annotations

import asyncio
from dataclasses import dataclass, field
from typing import Any

from aiogram.methods import TelegramMethod
from aiogram.types import Message

from bot.services.outbox.texts import MAX_TEXT, tg_len

Markup = Any  # InlineKeyboardMarkup | ReplyKeyboardMarkup | ReplyKeyboardRemove | ForceReply
COALESCE_SEPARATOR = "\n\n"


@dataclass(eq=False)
class StatusSlot:
    """The message a (chat, key) status lives in; `pending` is its queued, not yet started update."""

    message_id: int | None = None
    message: Message | None = None
    pending: StatusJob | None = None


@dataclass(eq=False)
class Job:
    futures: list[asyncio.Future[Any]]
    # How many caller requests this job stands for (several once texts are coalesced).
    weight: int = field(default=1, kw_only=True)


@dataclass(eq=False)
class TextJob(Job):
    chat_id: int
    text: str
    reply_markup: Markup | None = None
    thread_id: int | None = None
    disable_notification: bool = False
    coalesce: bool = True
    slot: StatusSlot | None = None  # send_message(key=...) remembers the sent message here

    @property
    def mergeable(self) -> bool:
        return self.coalesce and self.reply_markup is None and self.slot is None

    def can_absorb(self, other: Job) -> bool:
        return (
            isinstance(other, TextJob)
            and self.mergeable
            and other.mergeable
            and other.thread_id == self.thread_id
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


@dataclass(eq=False)
class CallJob(Job):
    method: TelegramMethod[Any]


def retarget(job: Job, new_chat_id: int) -> None:
    """Point a queued job at the supergroup its group migrated to."""
    if isinstance(job, TextJob | StatusJob):
        job.chat_id = new_chat_id
    elif isinstance(job, CallJob) and "chat_id" in type(job.method).model_fields:
        job.method = job.method.model_copy(update={"chat_id": new_chat_id})
