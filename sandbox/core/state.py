"""The emulated world's records: chats with their message store, polls, callbacks, files.

Messages are kept as `aiogram.types.Message` objects (edits replace them with
an updated copy), so everything the sandbox hands out is a real Bot API shape.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import UTC, datetime
from typing import Any

from aiogram.types import Message, TelegramObject


def as_date(seconds: float) -> datetime:
    """A Telegram date (whole seconds) as the datetime aiogram's models hold; dumped back as an int."""
    return datetime.fromtimestamp(int(seconds), tz=UTC)


MEMBER_STATUSES = ("creator", "administrator", "member", "restricted", "left", "kicked")


@dataclass
class StoredMessage:
    message: Message
    deleted: bool = False
    poll_id: str | None = None
    held: bool = False  # its update is held back until `deliver` (a late delivery)

    def __setattr__(self, name: str, value: Any) -> None:
        # Every version a member was shown is kept, so a test can prove a secret never showed
        # (an edit that hides it later does not undo having shown it).
        if name in ("message", "seen") and value is not None:
            self.__dict__.setdefault(f"_{name}_versions", []).append(value)
        super().__setattr__(name, value)

    @property
    def versions(self) -> list[Message]:
        """Every version of this message everyone was shown, oldest first."""
        return list(self.__dict__.get("_message_versions", []))


@dataclass
class EphemeralStored(StoredMessage):
    """An ephemeral message (Bot API 10.2): in a group, seen by one member and the bot only.

    `message` is the server's copy (what the bot sent or edited last); `seen` is what
    the member has, which lags behind or is None when deliveries were lost (offline).
    """

    viewer_id: int = 0  # the member who sees it: the receiver of the bot's, the sender of a user's
    seen: Message | None = None
    seen_deleted: bool = False
    after_message_id: int = 0  # the chat's last common message when it was sent (for ordering views)
    sent_at: float = 0.0
    replaces: int | None = None  # the common message it is shown in place of, for its viewer

    @property
    def seen_versions(self) -> list[Message]:
        """Every version its viewer was shown (lost deliveries are not among them), oldest first."""
        return list(self.__dict__.get("_seen_versions", []))


@dataclass
class ChatState:
    id: int
    type: str  # "private" | "group" | "supergroup"
    title: str | None = None
    is_forum: bool = False
    user_id: int | None = None  # for a private chat: the user on the other side
    members: dict[int, str] = field(default_factory=dict)  # user id -> status, the bot included
    messages: dict[int, StoredMessage] = field(default_factory=dict)
    last_message_id: int = 0
    migrated_to: int | None = None
    migrated_from: int | None = None
    pinned: list[int] = field(default_factory=list)
    topics: dict[int, str] = field(default_factory=dict)  # message_thread_id -> topic name
    ephemerals: dict[int, EphemeralStored] = field(default_factory=dict)  # by ephemeral_message_id
    last_ephemeral_id: int = 0

    def next_ephemeral_id(self) -> int:
        self.last_ephemeral_id += 1
        return self.last_ephemeral_id

    def next_message_id(self) -> int:
        self.last_message_id += 1
        return self.last_message_id

    @property
    def is_group(self) -> bool:
        return self.type in ("group", "supergroup")


@dataclass
class PollState:
    id: str
    chat_id: int
    message_id: int
    question: str
    options: list[str]
    is_anonymous: bool
    type: str
    allows_multiple_answers: bool
    correct_option_id: int | None = None
    close_date: int | None = None
    is_closed: bool = False
    votes: dict[int, list[int]] = field(default_factory=dict)  # user id -> chosen option ids


@dataclass
class CallbackRecord:
    id: str
    chat_id: int
    message_id: int
    from_id: int
    data: str
    created_at: float
    ephemeral_message_id: int | None = None  # set when the button was on an ephemeral message
    answered: bool = False
    text: str | None = None
    show_alert: bool = False
    url: str | None = None

    def to_json(self) -> dict[str, Any]:
        return {"answered": self.answered, "text": self.text, "show_alert": self.show_alert, "url": self.url}


@dataclass
class FileRecord:
    file_id: str
    file_unique_id: str
    path: str
    data: bytes
    filename: str


@dataclass
class CallRecord:
    seq: int
    method: str
    params: dict[str, Any]
    ok: bool
    error_code: int | None
    at: float
    description: str | None = None

    def to_json(self) -> dict[str, Any]:
        return {"seq": self.seq, "method": self.method, "params": self.params, "ok": self.ok,
                "error_code": self.error_code, "at": self.at, "description": self.description}


def revise(message: Message, **changes: Any) -> Message:
    """`message` with `changes` applied, validated again (so a wrong field type fails here, not later)."""
    data = message.model_dump(mode="json", by_alias=True, exclude_none=True)
    for name, value in changes.items():
        key = "from" if name == "from_user" else name
        if value is None:
            data.pop(key, None)
        elif isinstance(value, datetime):
            data[key] = int(value.timestamp())
        elif isinstance(value, TelegramObject):
            data[key] = value.model_dump(mode="json", by_alias=True, exclude_none=True)
        elif isinstance(value, list):
            data[key] = [v.model_dump(mode="json", by_alias=True, exclude_none=True)
                         if isinstance(v, TelegramObject) else v for v in value]
        else:
            data[key] = value
    return Message.model_validate(data)
