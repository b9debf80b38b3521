"""How Telegram says a chat cannot be written to any more, in the outbox's words."""

from __future__ import annotations

from typing import Literal

from aiogram.exceptions import TelegramBadRequest, TelegramForbiddenError

ChatGoneReason = Literal["blocked", "kicked", "migrated", "not_found", "deactivated", "forbidden"]


class ChatGone(Exception):
    """A job was dropped because its chat can no longer be written to (blocked, kicked…)."""

    def __init__(self, chat_id: int, reason: ChatGoneReason) -> None:
        super().__init__(f"chat {chat_id} is gone: {reason}")
        self.chat_id = chat_id
        self.reason = reason


def gone_reason(error: TelegramForbiddenError | TelegramBadRequest) -> ChatGoneReason | None:
    """Why writes to the chat will keep failing, or None when the error is about this write only."""
    text = error.message.lower()
    if "blocked" in text:
        return "blocked"
    if "kicked" in text or "bot is not a member" in text:
        return "kicked"
    if "deactivated" in text:
        return "deactivated"
    if "chat not found" in text:
        return "not_found"
    if isinstance(error, TelegramForbiddenError):
        return "forbidden"
    return None
