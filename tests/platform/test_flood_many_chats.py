"""Fifty chats at Telegram's published limits: the limiter never exceeds what it is set to (issue 16.9).

Telegram counts a write when the request reaches it; the bot can only know that this happened
somewhere between sending the request and reading the answer. Here the network has a latency (on
the manual clock, the same every run), so the two differ as they do in real life.
"""

from __future__ import annotations

from collections import Counter
from typing import Any

import pytest
from aiogram import Bot
from aiogram.client.default import DefaultBotProperties
from aiogram.methods import TelegramMethod
from aiogram.methods.base import TelegramType

from bot.clock import Clock
from bot.services.outbox import FloodLimits
from bot.services.outbox.flood import FloodGate
from sandbox import FloodLimits as SandboxFlood
from sandbox import ManualClock, SandboxSession
from sandbox.core import people
from tests.platform.fakes import FakeClock
from tests.platform.harness import Harness

TELEGRAM = SandboxFlood(per_chat_per_second=1, per_group_per_minute=20, global_per_second=30)
COUNTED = {"sendMessage", "sendPhoto", "sendPoll", "editMessageText", "editMessageCaption",
           "editMessageMedia", "editMessageReplyMarkup"}
CHATS = 50


class LaggySession(SandboxSession):
    """The sandbox behind a network: each write reaches Telegram 0–390 ms after it was sent."""

    def __init__(self, *args: Any, clock: Clock, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.clock = clock
        self.sent = 0

    async def make_request(self, bot: Bot, method: TelegramMethod[TelegramType],
                           timeout: int | None = None) -> TelegramType:  # noqa: ASYNC109
        if method.__api_method__ in COUNTED:
            self.sent += 1
            await self.clock.sleep((self.sent * 7919 % 40) / 100)  # the way there; the answer is instant
        return await super().make_request(bot, method, timeout)


async def run_clock(harness: Harness, seconds: float, step: float = 0.1) -> None:
    """Move the manual clock in small steps, letting the database thread answer between them."""
    clock = harness.clock
    assert isinstance(clock, ManualClock)
    end = clock.now() + seconds
    while clock.now() < end:
        await harness.tg.advance(step)


async def test_fifty_chats_at_telegrams_limits_get_no_429_and_no_second_over_the_limit(
    harness: Harness, monkeypatch: pytest.MonkeyPatch,
) -> None:
    tg = harness.tg
    tg.flood = TELEGRAM
    tg.privacy_mode = False
    monkeypatch.setattr(tg, "bot", lambda default=None: Bot(
        tg.token, session=LaggySession(tg.core, clock=harness.clock),
        default=default or DefaultBotProperties()))
    app = await harness.boot(flood_limits=FloodLimits(), count_outbox=False)
    core = tg.core
    tables = []
    for n in range(CHATS):
        ann, bob = tg.users(f"Аня{n}", f"Боб{n}")
        group = tg.group(f"Стол {n}", ann, bob)
        tables.append((group, ann, bob))
        people.post_message(core, group.state, ann.id, "/start_testgame")
    await run_clock(harness, 3)
    for group, _ann, bob in tables:
        people.press(core, group.state, bob.id, group.last_bot_message().message_id, "Играю")
    await run_clock(harness, 3)
    for group, ann, _bob in tables:
        people.press(core, group.state, ann.id, group.last_bot_message().message_id, "Начать")
    for round_no in (1, 2):
        await run_clock(harness, 12)
        for group, ann, bob in tables:
            # Both answer, so the round's answer counter is edited too; then the round ends.
            people.post_message(core, group.state, bob.id, f"кот {round_no}")
            people.post_message(core, group.state, ann.id, f"пёс {round_no}")
        await run_clock(harness, 40)
    await run_clock(harness, 60)
    assert app.outbox.pending == 0
    assert all(not s.running for s in app.live)  # every game played to its end

    writes = [c for c in tg.calls if c["method"] in COUNTED]
    assert len(writes) > 10 * CHATS
    assert [c for c in tg.calls if c["error_code"] == 429] == []
    sent = [c for c in writes if c["ok"]]
    per_second = Counter(int(c["at"]) for c in sent)
    assert max(per_second.values()) <= TELEGRAM.global_per_second
    per_chat_second = Counter((c["params"]["chat_id"], int(c["at"])) for c in sent)
    assert max(per_chat_second.values()) <= TELEGRAM.per_chat_per_second
    per_group_minute = Counter((c["params"]["chat_id"], int(c["at"]) // 60) for c in sent)
    assert max(per_group_minute.values()) <= TELEGRAM.per_group_per_minute
    assert not tg.handler_errors


async def test_a_write_counts_against_the_limit_until_its_answer_is_back() -> None:
    """Telegram may have counted it at any moment before the answer: the next second starts there."""
    clock = FakeClock()
    gate = FloodGate(FloodLimits(global_per_second=2), clock)
    start = clock.now()
    await gate.acquire(-1)
    await gate.acquire(-2)
    assert gate.ready_at(-3) is None  # both still on their way: no time is known to be safe
    await clock.advance(0.4)
    gate.finished(-1)
    await clock.advance(0.2)
    gate.finished(-2)
    assert gate.ready_at(-3) == start + 0.4 + 1.0  # a second after the earlier answer, not after the send


async def test_a_permit_taken_but_never_used_is_given_back() -> None:
    clock = FakeClock()
    gate = FloodGate(FloodLimits(global_per_second=2), clock)
    await gate.acquire(-1)
    gate.finished(-1)
    gate.release(-1)  # already answered: it still counts
    await gate.acquire(-2)
    assert gate.ready_at(-3) == clock.now() + 1.0
    gate.release(-2)  # the worker found nothing left to send
    assert gate.ready_at(-3) == clock.now()
