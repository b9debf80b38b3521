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
from collections.abc import Callable, Iterable
from typing import Any

from aiogram import Bot, Dispatcher
from aiogram.client.default import DefaultBotProperties
from aiogram.types import Message, Update

from sandbox.clock import Clock, ManualClock, SystemClock
from sandbox.core import Core, FloodLimits, people
from sandbox.handles import CallbackAnswer, ChatHandle, UserHandle
from sandbox.session import SandboxSession

DEFAULT_TOKEN = "123456:TEST"


class SandboxNotIdle(RuntimeError):
    """`idle()` gave up: something kept the sandbox busy for too long."""


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


def _limits(value: FloodLimits | dict[str, int] | None) -> FloodLimits | None:
    if value is None or isinstance(value, FloodLimits):
        return value
    return FloodLimits.from_json(value)


__all__ = ["CallbackAnswer", "ChatHandle", "Sandbox", "SandboxNotIdle", "UserHandle"]
