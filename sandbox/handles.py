"""The DSL's people and chats: a user who says, presses and votes; a chat whose messages a test reads."""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import TYPE_CHECKING

from aiogram.types import Message, Poll, User

from sandbox.core import Upload, ephemeral, people
from sandbox.core.state import ChatState

if TYPE_CHECKING:
    from sandbox.dsl import Sandbox


@dataclass(frozen=True)
class CallbackAnswer:
    """What the bot answered to a button press (`answered` is False if it never did)."""

    answered: bool
    text: str | None = None
    show_alert: bool = False
    url: str | None = None


class UserHandle:
    """A person: writes, presses buttons, votes, starts or blocks the bot."""

    def __init__(self, tg: Sandbox, user: User) -> None:
        self.tg = tg
        self.user = user
        self.id = user.id
        self.name = user.first_name

    def __repr__(self) -> str:
        return f"<user {self.name} {self.id}>"

    @property
    def private(self) -> ChatHandle:
        """This user's private chat with the bot."""
        return ChatHandle(self.tg, people.private_chat(self.tg.core, self.id))

    def start_bot(self) -> ChatHandle:
        """Open the private chat with the bot (no /start message is sent)."""
        return ChatHandle(self.tg, people.start_bot(self.tg.core, self.id))

    async def block_bot(self) -> None:
        people.block_bot(self.tg.core, self.id)
        await self.tg.idle()

    def goes_offline(self) -> None:
        """From now on ephemeral messages (and their edits) meant for this user are lost to them."""
        people.set_offline(self.tg.core, self.id, True)

    def comes_online(self) -> None:
        people.set_offline(self.tg.core, self.id, False)

    @property
    def offline(self) -> bool:
        return self.id in self.tg.core.offline

    def sees(self, chat: ChatHandle) -> list[Message]:
        """`chat` as this member sees it: the common messages and the ephemeral ones to or by them."""
        rows = ephemeral.view(self.tg.core, chat.state, self.id, include_deleted=False)
        return [Message.model_validate(row) for row in rows]

    def ever_saw(self, chat: ChatHandle) -> list[Message]:
        """Every version of every message this member was ever shown in `chat` (edited, deleted and
        ephemeral ones included): prove with it that a secret never showed before its reveal."""
        return ephemeral.ever_shown(self.tg.core, chat.state, self.id)

    def ephemerals(self, chat: ChatHandle) -> list[Message]:
        """The ephemeral messages this member has in `chat` (the bot's to them and their own), in order."""
        return [m for m in self.sees(chat) if m.ephemeral_message_id is not None]

    def last_ephemeral(self, chat: ChatHandle) -> Message:
        """The last ephemeral message from the bot this member has in `chat`."""
        bot_id = self.tg.core.bot_id
        sent = [m for m in self.ephemerals(chat) if m.from_user is not None and m.from_user.id == bot_id]
        if not sent:
            raise LookupError(f"{self!r} has no ephemeral message from the bot in {chat!r}")
        return sent[-1]

    async def says(self, chat: ChatHandle, text: str, *, reply_to: Message | int | None = None,
                   thread_id: int | None = None, date: int | None = None, forward: bool = False,
                   deliver: bool = True) -> Message:
        """Post `text` in `chat`; the bot gets it (unless privacy hides it); returns after idle.

        `date` fakes the Telegram date; `deliver=False` stores the message but holds
        its update back until `tg.deliver(message)` (an update delivered late).
        """
        reply_id = reply_to.message_id if isinstance(reply_to, Message) else reply_to
        stored = people.post_message(self.tg.core, chat.state, self.id, text, reply_to_message_id=reply_id,
                                     message_thread_id=thread_id, date=date, forward=forward, deliver=deliver)
        await self.tg.idle()
        return stored.message

    async def sends_photo(self, chat: ChatHandle, data: bytes, caption: str | None = None,
                          filename: str = "photo.jpg") -> Message:
        stored = people.post_message(self.tg.core, chat.state, self.id, caption,
                                     photo=Upload(filename=filename, data=data))
        await self.tg.idle()
        return stored.message

    async def edits(self, message: Message, text: str) -> Message:
        stored = people.edit_message(self.tg.core, self.tg.core.find_chat(message.chat.id), self.id,
                                     message.message_id, text)
        await self.tg.idle()
        return stored.message

    async def presses(self, message: Message, button: str) -> CallbackAnswer:
        """Press the inline button labelled `button` on `message` as it is now; returns the bot's answer.

        An ephemeral message (one with `ephemeral_message_id`) is pressed as this user has it.
        """
        core = self.tg.core
        chat = core.find_chat(message.chat.id)
        result = people.press(core, chat, self.id, message.message_id, button,
                              ephemeral_message_id=message.ephemeral_message_id)
        if "url" in result:
            return CallbackAnswer(answered=True, url=result["url"])
        await self.tg.idle()
        record = core.callbacks[result["callback_query_id"]]
        return CallbackAnswer(answered=record.answered, text=record.text, show_alert=record.show_alert,
                              url=record.url)

    async def opens(self, url: str) -> Message:
        """Follow a deep link `https://t.me/<bot>?start=<payload>`: Start, then `/start <payload>`."""
        match = re.fullmatch(r"(?:https?://)?t\.me/(\w+)(?:\?start=([\w-]{0,64}))?", url)
        if match is None or match.group(1).lower() != self.tg.core.bot_username.lower():
            raise ValueError(f"{url!r} is not a link to this bot")
        payload = match.group(2)
        return await self.says(self.private, f"/start {payload}" if payload else "/start")

    async def votes(self, poll: Message | Poll | str, *option_ids: int) -> None:
        """Vote in a poll (a poll message, a Poll or its id); no options retracts the vote."""
        people.vote(self.tg.core, _poll_id(poll), self.id, list(option_ids))
        await self.tg.idle()

    async def retracts_vote(self, poll: Message | Poll | str) -> None:
        await self.votes(poll)


class ChatHandle:
    """A chat as it is now (edits applied, deletions hidden)."""

    def __init__(self, tg: Sandbox, state: ChatState) -> None:
        self.tg = tg
        self.state = state

    def __repr__(self) -> str:
        return f"<chat {self.state.type} {self.state.title or ''} {self.id}>"

    @property
    def id(self) -> int:
        return self.state.id

    @property
    def type(self) -> str:
        return self.state.type

    def messages(self, include_deleted: bool = False) -> list[Message]:
        core = self.tg.core
        return [core.current(s) for _, s in sorted(self.state.messages.items())
                if include_deleted or not s.deleted]

    def bot_messages(self) -> list[Message]:
        bot_id = self.tg.core.bot_id
        return [m for m in self.messages() if m.from_user is not None and m.from_user.id == bot_id]

    def last_bot_message(self) -> Message:
        sent = self.bot_messages()
        if not sent:
            raise LookupError(f"the bot has sent nothing to {self!r}")
        return sent[-1]

    def last_message(self) -> Message:
        return self.messages()[-1]

    def message(self, message_id: int) -> Message:
        stored = self.state.messages[message_id]
        return self.tg.core.current(stored)

    def polls(self) -> list[Poll]:
        return [m.poll for m in self.messages() if m.poll is not None]

    def pinned(self) -> list[int]:
        return list(self.state.pinned)

    async def migrate(self) -> ChatHandle:
        """Upgrade this group to a supergroup; returns the new chat."""
        new = people.migrate(self.tg.core, self.state)
        await self.tg.idle()
        return ChatHandle(self.tg, new)

    async def set_member(self, user: UserHandle | int, status: str) -> None:
        user_id = user.id if isinstance(user, UserHandle) else user
        people.set_member(self.tg.core, self.state, user_id, status)
        await self.tg.idle()

    async def kick_bot(self) -> None:
        await self.set_member(self.tg.core.bot_id, "kicked")


def _poll_id(poll: Message | Poll | str) -> str:
    if isinstance(poll, str):
        return poll
    if isinstance(poll, Poll):
        return poll.id
    if poll.poll is None:
        raise ValueError("this message has no poll")
    return poll.poll.id
