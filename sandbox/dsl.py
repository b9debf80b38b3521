"""The scenario DSL tests are written in: people in chats with the bot.

    tg = Sandbox(clock=ManualClock(start=1_767_000_000.0))
    bot = tg.bot(); tg.attach(dp, bot)
    ann, bob = tg.users("Аня", "Боб")
    group = tg.group("Игротека", ann, bob)
    await ann.says(group, "/start_skattergoris")
    answer = await bob.presses(group.last_bot_message(), "Играю")

Every action feeds the resulting updates to the attached dispatcher and
returns once the sandbox is idle: no handler running, no API call pending,
every busy probe false.
"""

from __future__ import annotations

import asyncio
import json
import re
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from typing import Any

from aiogram import Bot, Dispatcher
from aiogram.client.default import DefaultBotProperties
from aiogram.types import Message, Poll, Update, User

from sandbox.clock import Clock, ManualClock, SystemClock
from sandbox.core import Core, FloodLimits, Upload, ephemeral, people
from sandbox.core.state import ChatState
from sandbox.session import SandboxSession

DEFAULT_TOKEN = "123456:TEST"


class SandboxNotIdle(RuntimeError):
    """`idle()` gave up: something kept the sandbox busy for too long."""


@dataclass(frozen=True)
class CallbackAnswer:
    """What the bot answered to a button press (`answered` is False if it never did)."""

    answered: bool
    text: str | None = None
    show_alert: bool = False
    url: str | None = None


class Sandbox:
    """The facade over one emulated Telegram with one bot in it."""

    def __init__(self, clock: Clock | None = None, *, token: str = DEFAULT_TOKEN,
                 bot_username: str = "arbiter_test_bot", bot_name: str = "Arbiter", privacy_mode: bool = True,
                 flood: FloodLimits | dict[str, int] | None = None, idle_rounds: int = 2000,
                 tokens: Iterable[str] = ()) -> None:
        self.clock: Clock = clock if clock is not None else SystemClock()
        self.core = Core(self.clock, token=token, bot_username=bot_username, bot_name=bot_name,
                         privacy_mode=privacy_mode, flood=_limits(flood), tokens=tokens)
        self.token = token
        self.idle_rounds = idle_rounds
        self._tasks: set[asyncio.Task[Any]] = set()
        self._probes: list[Callable[[], bool]] = []
        self._errors: list[BaseException] = []

    # configuration ----------------------------------------------------------------------------

    @property
    def privacy_mode(self) -> bool:
        return self.core.privacy_mode

    @privacy_mode.setter
    def privacy_mode(self, value: bool) -> None:
        self.core.privacy_mode = value

    @property
    def flood(self) -> FloodLimits | None:
        return self.core.flood.limits if self.core.flood else None

    @flood.setter
    def flood(self, value: FloodLimits | dict[str, int] | None) -> None:
        from sandbox.core.flood import FloodControl

        limits = _limits(value)
        self.core.flood = FloodControl(limits) if limits else None

    @property
    def tokens(self) -> frozenset[str]:
        """The tokens the bot logs in with: `token`, those in `tokens=` and those allowed since."""
        return frozenset(self.core.tokens)

    def allow_token(self, token: str) -> None:
        """Accept one more token for the bot (same bot id); every other token answers 401 Unauthorized."""
        self.core.allow_token(token)

    @property
    def calls(self) -> list[dict[str, Any]]:
        """The bot's API calls: `{"seq", "method", "params", "ok", "error_code", "at", "description"}`."""
        return [call.to_json() for call in self.core.calls]

    def calls_to(self, method: str) -> list[dict[str, Any]]:
        return [call for call in self.calls if call["method"] == method]

    def transcript(self, *methods: str, after: int = 0) -> list[str]:
        """The bot's successful calls as sorted-key JSON lines `{"method", "params"}` (pucxobot's style).

        Only `methods` when given; `getUpdates` never. Compare with a list of expected lines.
        """
        wanted = [c for c in self.core.calls if c.seq > after and c.ok and c.method != "getUpdates"
                  and (not methods or c.method in methods)]
        return [json.dumps({"method": c.method, "params": c.params}, ensure_ascii=False, sort_keys=True)
                for c in wanted]

    # the bot ----------------------------------------------------------------------------------

    def bot(self, default: DefaultBotProperties | None = None, *, token: str | None = None) -> Bot:
        """An aiogram Bot whose session calls the sandbox in-process (with `token`, allowed here)."""
        if token is not None:
            self.allow_token(token)
        return Bot(token or self.token, session=SandboxSession(self.core), default=default)

    def attach(self, dp: Dispatcher, bot: Bot, **feed_kwargs: Any) -> None:
        """Feed every update for the bot to `dp.feed_update` as a tracked task."""

        def feed(update: dict[str, Any]) -> None:
            parsed = Update.model_validate(update, context={"bot": bot})
            task = asyncio.get_running_loop().create_task(dp.feed_update(bot, parsed, **feed_kwargs))
            self._tasks.add(task)
            task.add_done_callback(self._task_done)

        self.core.updates.listeners.append(feed)

    def _task_done(self, task: asyncio.Task[Any]) -> None:
        self._tasks.discard(task)
        if not task.cancelled() and task.exception() is not None:
            self._errors.append(task.exception())  # type: ignore[arg-type]

    @property
    def handler_errors(self) -> list[BaseException]:
        """Exceptions that escaped `dp.feed_update` (aiogram logs them; tests may assert there are none)."""
        return list(self._errors)

    # people and chats -------------------------------------------------------------------------

    def user(self, first_name: str, username: str | None = None, language_code: str | None = "ru",
             started: bool = False) -> UserHandle:
        handle = UserHandle(self, people.create_user(self.core, first_name, username, language_code))
        if started:
            handle.start_bot()
        return handle

    def users(self, *names: str) -> tuple[UserHandle, ...]:
        return tuple(self.user(name) for name in names)

    def group(self, title: str, *members: UserHandle) -> ChatHandle:
        chat = people.create_group(self.core, title, [m.id for m in members])
        return ChatHandle(self, chat)

    def supergroup(self, title: str, *members: UserHandle, is_forum: bool = False) -> ChatHandle:
        chat = people.create_group(self.core, title, [m.id for m in members], supergroup=True,
                                   is_forum=is_forum)
        return ChatHandle(self, chat)

    def chat(self, chat_id: int) -> ChatHandle:
        return ChatHandle(self, self.core.find_chat(chat_id))

    async def deliver(self, message: Message) -> None:
        """Deliver an update held back with `says(..., deliver=False)`, then wait until idle."""
        people.deliver(self.core, self.core.find_chat(message.chat.id), message.message_id,
                       message.ephemeral_message_id)
        await self.idle()

    # time and the idle barrier ----------------------------------------------------------------

    def add_busy_probe(self, probe: Callable[[], bool]) -> None:
        self._probes.append(probe)

    def _busy(self) -> list[str]:
        reasons = []
        running = [t for t in self._tasks if not t.done()]
        if running:
            reasons.append(f"{len(running)} update handler(s) running")
        if self.core.pending_calls:
            reasons.append(f"{self.core.pending_calls} API call(s) pending")
        if self.core.updates.busy:
            reasons.append("a webhook delivery in flight")
        reasons += [f"busy probe {p!r} is true" for p in self._probes if p()]
        return reasons

    async def idle(self) -> None:
        """Return when nothing runs: no fed update task, no API call pending, every busy probe false.

        Raises `SandboxNotIdle` after `idle_rounds` event-loop rounds, at most about
        `idle_rounds * 10 ms` of wall time (a handler waiting on a ManualClock sleep,
        for instance, never finishes by itself).
        """
        quiet = busy_rounds = 0
        for _ in range(self.idle_rounds):
            running = [t for t in self._tasks if not t.done()]
            if running:
                quiet = 0
                # Real I/O (the database's thread) may be involved: wait for the tasks themselves.
                await asyncio.wait(running, timeout=0.01)
                continue
            await asyncio.sleep(0)
            if self._busy():
                quiet = 0
                busy_rounds += 1
                if busy_rounds > 20:
                    # Still busy after many loop turns: work waits on a thread (the database's), which
                    # needs wall time to answer. A millisecond per round keeps the bound finite.
                    await asyncio.sleep(0.002)
                continue
            quiet += 1
            if quiet >= 3:  # stable over a few rounds: chained callbacks had their turn
                return
        raise SandboxNotIdle("sandbox never became idle after "
                             f"{self.idle_rounds} loop rounds: {'; '.join(self._busy()) or 'flapping'}")

    async def advance(self, seconds: float) -> None:
        """Move the manual clock forward (waking its sleepers in order), then wait until idle."""
        if not isinstance(self.clock, ManualClock):
            raise TypeError("advance() needs a ManualClock")
        clock = self.clock
        target = clock.now() + seconds
        await self.idle()
        # Step from one wake-up to the next so what each woken sleeper sets off (API calls,
        # database work, new sleeps) settles before later sleepers wake: a faithful order.
        while (due := clock.next_wake()) is not None and due <= target:
            await clock.advance(max(0.0, due - clock.now()))
            await self.idle()
        await clock.advance(max(0.0, target - clock.now()))
        await self.idle()

    def reset(self) -> None:
        self.core.reset()


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


def _limits(value: FloodLimits | dict[str, int] | None) -> FloodLimits | None:
    if value is None or isinstance(value, FloodLimits):
        return value
    return FloodLimits.from_json(value)


__all__ = ["CallbackAnswer", "ChatHandle", "Sandbox", "SandboxNotIdle", "UserHandle"]
