"""The emulator core: the world's state, the Bot API dispatch, and routing updates to the bot.

Pure Python over `aiogram.types` models (no dispatcher, no transport): the
in-process session and the HTTP server both call `Core.call`, and the DSL and
the control API act for the people in the chats through `sandbox.core.people`.
"""

from __future__ import annotations

import asyncio
import contextlib
import itertools
import re
from collections.abc import Iterable
from datetime import datetime
from typing import Any

from aiogram.types import (
    Chat,
    Message,
    Poll,
    PollOption,
    TelegramObject,
    User,
)

from sandbox.clock import Clock
from sandbox.core.errors import ApiError, bad_request, forbidden, not_found, unauthorized
from sandbox.core.flood import FloodControl, FloodLimits
from sandbox.core.params import Upload, decode_params, known_method
from sandbox.core.state import (
    CallbackRecord,
    CallRecord,
    ChatState,
    FileRecord,
    PollState,
    StoredMessage,
    as_date,
    revise,
)
from sandbox.core.updates import UpdateQueue

TOKEN_PATTERN = re.compile(r"\d+:[\w-]+")
# Calls that do not count as the bot being busy (`idle()`): a long poll may wait for ever.
UNTRACKED_METHODS = frozenset({"getUpdates"})
SERVICE_FIELDS = ("new_chat_members", "left_chat_member", "migrate_to_chat_id", "migrate_from_chat_id",
                  "group_chat_created", "supergroup_chat_created", "pinned_message", "new_chat_title",
                  "forum_topic_created")


def dump(obj: TelegramObject) -> dict[str, Any]:
    """The JSON a real Bot API server would send for `obj`."""
    data: dict[str, Any] = obj.model_dump(mode="json", by_alias=True, exclude_none=True)
    return data


class Core:
    """One bot's view of an emulated Telegram."""

    def __init__(self, clock: Clock, *, token: str = "123456:TEST", bot_username: str = "arbiter_test_bot",
                 bot_name: str = "Arbiter", privacy_mode: bool = True,
                 flood: FloodLimits | None = None, tokens: Iterable[str] = ()) -> None:
        if not TOKEN_PATTERN.fullmatch(token):
            raise ValueError(f"{token!r} is not a bot token: expected <digits>:<text>, e.g. 123456:TEST")
        self.clock = clock
        self.token = token
        self.bot_username = bot_username
        self.bot_name = bot_name
        self.bot_id = int(token.split(":", 1)[0])
        self._bot_user: tuple[tuple[int, str, str], User] | None = None
        # The tokens this bot logs in with; any other answers 401, as Telegram does, so a second
        # bot pointed at this sandbox by mistake fails at once instead of sharing its updates.
        self.tokens: set[str] = {token}
        for extra in tokens:
            self.allow_token(extra)
        self.privacy_mode = privacy_mode
        self.flood = FloodControl(flood) if flood else None
        self.reset()

    def reset(self) -> None:
        """Forget everything but the configuration; update ids keep growing (aiogram relies on it)."""
        next_update = getattr(self, "updates", None)
        self.call_seq: int = getattr(self, "call_seq", 0)  # `calls?after=` keeps working across a reset
        self.users: dict[int, User] = {}
        self.started: set[int] = set()
        self.blocked: set[int] = set()
        self.offline: set[int] = set()  # users whose ephemeral deliveries are lost
        self.chats: dict[int, ChatState] = {}
        self.polls: dict[str, PollState] = {}
        self.callbacks: dict[str, CallbackRecord] = {}
        self.files: dict[str, FileRecord] = {}
        self.commands: dict[tuple[str, str], list[dict[str, Any]]] = {}
        self.calls: list[CallRecord] = []
        self.pending_calls = 0
        self.changes = 0
        self._changed = asyncio.Event()
        self._user_ids = itertools.count(1001)
        self._group_ids = itertools.count(1)
        self._ids = itertools.count(1)
        self.background: set[asyncio.Task[None]] = set()
        self.updates = UpdateQueue(self.clock, on_change=self.touch, on_webhook_reply=self._webhook_reply)
        if next_update is not None:
            next_update.close()  # release long polls waiting on the old world
            self.updates.next_id = next_update.next_id
            self.updates.listeners = next_update.listeners

    # identity ---------------------------------------------------------------------------------

    def allow_token(self, token: str) -> None:
        """Accept one more token for this bot (a token's digits are its bot's id, so they must match)."""
        if not TOKEN_PATTERN.fullmatch(token):
            raise ValueError(f"{token!r} is not a bot token: expected <digits>:<text>, e.g. 123456:TEST")
        if int(token.split(":", 1)[0]) != self.bot_id:
            raise ValueError(f"{token!r} is not a token of this bot: its tokens start with {self.bot_id}:")
        self.tokens.add(token)

    def knows_token(self, token: str) -> bool:
        return token in self.tokens

    def bot_user(self, full: bool = False) -> User:
        if not full:
            # Every message the bot sends carries it: built once per name (a User is immutable).
            key = (self.bot_id, self.bot_name, self.bot_username)
            if self._bot_user is None or self._bot_user[0] != key:
                self._bot_user = (key, User(id=self.bot_id, is_bot=True, first_name=self.bot_name,
                                            username=self.bot_username))
            return self._bot_user[1]
        return User(id=self.bot_id, is_bot=True, first_name=self.bot_name, username=self.bot_username,
                    can_join_groups=True, can_read_all_group_messages=not self.privacy_mode,
                    supports_inline_queries=False, can_connect_to_business=False, has_main_web_app=False)

    def next_id(self) -> int:
        return next(self._ids)

    def new_user_id(self) -> int:
        return next(self._user_ids)

    def new_group_id(self, supergroup: bool) -> int:
        n = next(self._group_ids)
        return -(1_001_000_000_000 + n) if supergroup else -(4_000_000_000 + n)

    def user(self, user_id: int) -> User:
        if user_id == self.bot_id:
            return self.bot_user()
        try:
            return self.users[user_id]
        except KeyError:
            raise bad_request("user not found") from None

    def chat_model(self, chat: ChatState) -> Chat:
        if chat.type == "private":
            user = self.users[chat.user_id or chat.id]
            return Chat(id=chat.id, type="private", first_name=user.first_name, last_name=user.last_name,
                        username=user.username)
        return Chat(id=chat.id, type=chat.type, title=chat.title, is_forum=chat.is_forum or None)

    def now(self) -> float:
        return self.clock.now()

    def date(self) -> datetime:
        """Now as a Telegram date (whole seconds)."""
        return as_date(self.clock.now())

    # the message store ------------------------------------------------------------------------

    def find_chat(self, chat_id: int | str) -> ChatState:
        """The chat for `chat_id`, without checking whether the bot may act in it."""
        if isinstance(chat_id, str):
            if chat_id.lstrip("-").isdigit():
                chat_id = int(chat_id)
            else:
                raise bad_request("chat not found")
        chat = self.chats.get(chat_id)
        if chat is None:
            raise bad_request("chat not found")
        return chat

    def chat_for_bot(self, chat_id: int | str | None) -> ChatState:
        """The chat the bot addresses, refused the way Telegram refuses it."""
        if chat_id is None or chat_id == "":
            raise bad_request("chat_id is empty")
        if isinstance(chat_id, int) and chat_id in self.users and chat_id not in self.chats:
            raise forbidden("bot can't initiate conversation with a user")
        chat = self.find_chat(chat_id)
        if chat.migrated_to is not None:
            raise bad_request("group chat was upgraded to a supergroup chat",
                              migrate_to_chat_id=chat.migrated_to)
        if chat.type == "private":
            if chat.id in self.blocked:
                raise forbidden("bot was blocked by the user")
            if chat.id not in self.started:
                raise forbidden("bot can't initiate conversation with a user")
            return chat
        status = chat.members.get(self.bot_id, "left")
        kind = "supergroup chat" if chat.type == "supergroup" else "group chat"
        if status == "kicked":
            raise forbidden(f"bot was kicked from the {kind}")
        if status == "left":
            raise forbidden(f"bot is not a member of the {kind}")
        return chat

    def stored(self, chat: ChatState, message_id: int | None) -> StoredMessage | None:
        if message_id is None:
            return None
        stored = chat.messages.get(int(message_id))
        return None if stored is None or stored.deleted else stored

    def store(self, chat: ChatState, message: Message, poll_id: str | None = None) -> StoredMessage:
        stored = StoredMessage(message=message, poll_id=poll_id)
        chat.messages[message.message_id] = stored
        self.touch()
        return stored

    def current(self, stored: StoredMessage) -> Message:
        """The message as it is now (a poll with its current counts)."""
        if stored.poll_id is None:
            return stored.message
        return revise(stored.message, poll=self.poll_model(self.polls[stored.poll_id]))

    def message_json(self, stored: StoredMessage) -> dict[str, Any]:
        data = dump(self.current(stored))
        if stored.deleted:
            data["deleted"] = True
        return data

    def is_admin(self, chat: ChatState, user_id: int) -> bool:
        return chat.members.get(user_id) in ("creator", "administrator")

    # polls -------------------------------------------------------------------------------------

    def poll_model(self, poll: PollState) -> Poll:
        counts = [0] * len(poll.options)
        for chosen in poll.votes.values():
            for option in chosen:
                counts[option] += 1
        options = [PollOption(persistent_id=f"{poll.id}-{i}", text=text, voter_count=counts[i])
                   for i, text in enumerate(poll.options)]
        correct = [poll.correct_option_id] if poll.correct_option_id is not None else None
        return Poll(id=poll.id, question=poll.question, options=options,
                    total_voter_count=sum(1 for chosen in poll.votes.values() if chosen),
                    is_closed=poll.is_closed, is_anonymous=poll.is_anonymous, type=poll.type,
                    allows_multiple_answers=poll.allows_multiple_answers, allows_revoting=poll.type != "quiz",
                    members_only=False, correct_option_ids=correct,
                    close_date=as_date(poll.close_date) if poll.close_date is not None else None)

    def close_poll(self, poll: PollState) -> None:
        if poll.is_closed:
            return
        poll.is_closed = True
        self.touch()
        self.emit("poll", self.poll_model(poll))

    def close_due_polls(self) -> None:
        now = self.now()
        for poll in list(self.polls.values()):
            if not poll.is_closed and poll.close_date is not None and poll.close_date <= now:
                self.close_poll(poll)

    def schedule_close(self, poll: PollState) -> None:
        assert poll.close_date is not None

        async def close_when_due() -> None:
            await self.clock.sleep(poll.close_date - self.now() if poll.close_date else 0)
            self.close_due_polls()

        task = asyncio.get_running_loop().create_task(close_when_due())
        self.background.add(task)
        task.add_done_callback(self.background.discard)

    # files -------------------------------------------------------------------------------------

    def add_file(self, upload: Upload, folder: str) -> FileRecord:
        n = self.next_id()
        suffix = upload.filename.rsplit(".", 1)[-1] if "." in upload.filename else "bin"
        record = FileRecord(file_id=f"SBX{folder[:3].upper()}{n:06d}", file_unique_id=f"U{n:06d}",
                            path=f"{folder}/file_{n}.{suffix}", data=upload.data, filename=upload.filename)
        self.files[record.file_id] = record
        return record

    def file_by_path(self, path: str) -> FileRecord | None:
        return next((f for f in self.files.values() if f.path == path), None)

    # updates -----------------------------------------------------------------------------------

    def emit(self, kind: str, obj: TelegramObject | dict[str, Any]) -> dict[str, Any] | None:
        payload = dump(obj) if isinstance(obj, TelegramObject) else obj
        update = self.updates.emit(kind, payload)
        self.touch()
        return update

    def bot_sees(self, chat: ChatState, message: Message) -> bool:
        """Privacy mode: in groups the bot gets only commands, replies to it, mentions, service messages."""
        if chat.type == "private" or not self.privacy_mode or self.is_admin(chat, self.bot_id):
            return True
        if any(getattr(message, name) is not None for name in SERVICE_FIELDS):
            return True
        reply = message.reply_to_message
        if reply is not None and reply.from_user is not None and reply.from_user.id == self.bot_id:
            return True
        text = message.text or message.caption or ""
        command = re.match(r"/[A-Za-z0-9_]+(@\w+)?", text)
        addressee = command.group(1) if command else None
        if command and (addressee is None or addressee.lower() == f"@{self.bot_username.lower()}"):
            return True
        return f"@{self.bot_username.lower()}" in text.lower()

    # change notification (the playground's /sandbox/events) --------------------------------------

    def touch(self) -> None:
        self.changes += 1
        self._changed.set()
        self._changed = asyncio.Event()

    async def wait_change(self, after: int, seconds: float) -> int:
        """The change counter, once it differs from `after` or `seconds` have passed."""
        if self.changes == after:
            with contextlib.suppress(TimeoutError):
                await asyncio.wait_for(self._changed.wait(), seconds)
        return self.changes

    # the Bot API -------------------------------------------------------------------------------

    async def call(self, method: str, raw: dict[str, Any], uploads: dict[str, Upload] | None = None,
                   token: str | None = None) -> Any:
        """Run one Bot API method; returns the JSON `result` or raises `ApiError`."""
        from sandbox.core.methods import ASYNC_METHODS, METHODS

        if token is not None and token not in self.tokens:
            raise unauthorized()  # not in the call log: such a call is not this bot's
        name = known_method(method)
        if name is None:
            raise not_found()
        if name not in METHODS and name not in ASYNC_METHODS:
            # A real method we have not built: say so plainly rather than pretend it worked.
            raise bad_request(f"the sandbox does not emulate {name} yet (see docs/sandbox.md)")
        tracked = name not in UNTRACKED_METHODS
        params = {**raw, **(uploads or {})}
        self.call_seq += 1
        record = CallRecord(seq=self.call_seq, method=name, params=_loggable(raw, uploads), ok=True,
                            error_code=None, at=self.now())
        self.calls.append(record)
        if tracked:
            self.pending_calls += 1
        try:
            params = decode_params(name, params)
            record.params = _loggable(params, None)
            if name in ASYNC_METHODS:
                return await ASYNC_METHODS[name](self, params)
            return METHODS[name](self, params)
        except ApiError as error:
            record.ok, record.error_code, record.description = False, error.code, error.description
            raise
        finally:
            if tracked:
                self.pending_calls -= 1
            self.touch()

    async def _webhook_reply(self, method: str, params: dict[str, Any]) -> None:
        uploads = {k: v for k, v in params.items() if isinstance(v, Upload)}
        fields = {k: v for k, v in params.items() if not isinstance(v, Upload)}
        # Telegram gives the webhook no answer to such a call: failures only show in the call log.
        with contextlib.suppress(ApiError):
            await self.call(method, fields, uploads)

    def check_flood(self, chat: ChatState, ephemeral: bool = False) -> None:
        if self.flood is not None:
            self.flood.check(chat.id, chat.is_group, self.now(), ephemeral=ephemeral)


def _loggable(raw: dict[str, Any], uploads: dict[str, Upload] | None) -> dict[str, Any]:
    logged = {k: (f"<file {v.filename}, {len(v.data)} bytes>" if isinstance(v, Upload) else v)
              for k, v in raw.items()}
    for key, upload in (uploads or {}).items():
        logged[key] = f"<file {upload.filename}, {len(upload.data)} bytes>"
    return logged
