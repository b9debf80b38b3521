"""Test doubles for the platform tests: a hand-moved clock and a scripted Telegram behind a real Bot."""

from __future__ import annotations

import itertools
from collections.abc import AsyncGenerator, Callable
from dataclasses import dataclass, field
from datetime import UTC, datetime
from typing import Any

from aiogram import Bot
from aiogram.client.session.base import BaseSession
from aiogram.methods import EditMessageText, SendMessage, TelegramMethod
from aiogram.methods.base import TelegramType
from aiogram.types import Chat, Message

from sandbox.clock import ManualClock
from sandbox.clock import settle as sandbox_settle

START = 1_767_000_000.0


class FakeClock(ManualClock):
    """`sandbox.clock.ManualClock` for the platform tests: settles longer, and first; has `run_until`."""

    settle_rounds = 30

    def __init__(self, start: float = START) -> None:
        super().__init__(start)

    async def advance(self, seconds: float) -> None:
        # Tasks already ready run first, so a sleep they are about to start is timed from now
        # (the scheduler tests arm timers just before they advance; the sandbox does not need this).
        await settle()
        await super().advance(seconds)

    async def run_until(self, done: Callable[[], bool], limit: float = 3600.0) -> float:
        """Jump from wake-up to wake-up until `done()`; returns the clock time spent."""
        start = self.now()
        await settle()
        while not done():
            wake = self.next_wake()
            if wake is None or wake - start > limit:
                raise AssertionError(f"stuck at +{self.now() - start:.3f}s with nothing left to wake")
            await self.advance(wake - self.now())
        return self.now() - start


async def settle(rounds: int = FakeClock.settle_rounds) -> None:
    """Let ready tasks run (no real time passes)."""
    await sandbox_settle(rounds)


@dataclass
class Sent:
    """One request as Telegram received it, with the fake clock's time."""

    at: float
    method: TelegramMethod[Any]
    ok: bool = True

    @property
    def chat_id(self) -> Any:
        return getattr(self.method, "chat_id", None)

    @property
    def text(self) -> str | None:
        return getattr(self.method, "text", None)


# A script step: given the request, return None to answer normally or an exception to raise.
Script = Callable[[TelegramMethod[Any]], Exception | None]


@dataclass
class FakeTelegram(BaseSession):
    """An aiogram session answering sendMessage/editMessageText from memory, with scripted failures."""

    clock: FakeClock = field(default_factory=FakeClock)
    requests: list[Sent] = field(default_factory=list)
    failures: list[Script] = field(default_factory=list)
    texts: dict[tuple[int, int], str] = field(default_factory=dict)
    _ids: itertools.count[int] = field(default_factory=lambda: itertools.count(1))

    def __post_init__(self) -> None:
        super().__init__()

    def bot(self) -> Bot:
        return Bot("123456:TEST-token-for-the-fake-session", session=self)

    async def make_request(
        self, bot: Bot, method: TelegramMethod[TelegramType], timeout: int | None = None  # noqa: ASYNC109
    ) -> TelegramType:
        request = Sent(self.clock.now(), method)
        self.requests.append(request)
        for index, script in enumerate(self.failures):
            error = script(method)
            if error is not None:
                del self.failures[index]  # each scripted failure happens once
                request.ok = False
                raise error
        return self._answer(method)  # type: ignore[no-any-return]

    def _answer(self, method: TelegramMethod[Any]) -> Any:
        date = datetime.fromtimestamp(self.clock.now(), UTC)
        if isinstance(method, SendMessage):
            chat_id = int(method.chat_id)
            message_id = next(self._ids)
            self.texts[(chat_id, message_id)] = method.text
            return Message(message_id=message_id, date=date, chat=_chat(chat_id), text=method.text,
                           reply_markup=method.reply_markup)
        if isinstance(method, EditMessageText):
            assert method.chat_id is not None and method.message_id is not None
            chat_id = int(method.chat_id)
            self.texts[(chat_id, method.message_id)] = method.text or ""
            return Message(
                message_id=method.message_id, date=date, chat=_chat(chat_id), text=method.text,
                edit_date=int(self.clock.now()), reply_markup=method.reply_markup,
            )
        return True

    async def close(self) -> None:
        return None

    async def stream_content(
        self,
        url: str,
        headers: dict[str, Any] | None = None,
        timeout: int = 30,  # noqa: ASYNC109 - BaseSession's signature
        chunk_size: int = 65536,
        raise_for_status: bool = True,
    ) -> AsyncGenerator[bytes, None]:
        yield b""

    # ---- what the tests read --------------------------------------------------------

    def sent(self, chat_id: int | None = None) -> list[Sent]:
        """Requests Telegram accepted (scripted failures left out), optionally for one chat."""
        return [r for r in self.requests if r.ok and (chat_id is None or r.chat_id == chat_id)]

    def messages(self, chat_id: int) -> list[str]:
        """The texts of the chat's messages as they stand now (edits applied), in message order."""
        return [text for (chat, _), text in sorted(self.texts.items()) if chat == chat_id]


def _chat(chat_id: int) -> Chat:
    return Chat(id=chat_id, type="supergroup" if chat_id < 0 else "private")
