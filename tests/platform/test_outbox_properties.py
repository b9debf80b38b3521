"""Outbox invariants under random traffic: every limit holds, every chat's text arrives whole and in order."""

from __future__ import annotations

import asyncio
import itertools
from collections import defaultdict
from typing import Any

from aiogram.exceptions import TelegramRetryAfter
from aiogram.methods import SendMessage, TelegramMethod
from aiogram.types import Message
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from bot.services.outbox import COALESCE_SEPARATOR, FloodLimits, Outbox
from tests.platform.fakes import FakeClock, FakeTelegram

CHATS = (-100, -200, -300, 11, 12, 13)
LIMITS = FloodLimits(per_chat_per_second=1.0, per_group_per_minute=5, global_per_second=3)
EPS = 1e-6

writes = st.lists(
    st.tuples(
        st.sampled_from([0.0, 0.0, 0.0, 0.3, 1.0, 7.5]),  # pause before this write
        st.sampled_from((*CHATS, -100, -100)),  # one busy group, to hit its minute limit
        st.sampled_from([False, False, True]),  # coalesce
        st.booleans(),  # Telegram answers 429 to it the first time
    ),
    min_size=1,
    max_size=60,
)


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(writes)
def test_random_traffic_keeps_every_limit_and_every_chats_order(
    plan: list[tuple[float, int, bool, bool]],
) -> None:
    asyncio.run(_play(plan))


async def _play(plan: list[tuple[float, int, bool, bool]]) -> None:
    clock = FakeClock()
    telegram = FakeTelegram(clock=clock)
    outbox = Outbox(telegram.bot(), clock, LIMITS)
    await outbox.start()
    expected: dict[int, list[str]] = defaultdict(list)
    futures: list[tuple[str, asyncio.Future[Message]]] = []
    for n, (pause, chat_id, coalesce, refused) in enumerate(plan):
        await clock.advance(pause)
        text = f"w{n}"
        if refused:
            telegram.failures.append(_retry_after_once(text))
        expected[chat_id].append(text)
        futures.append((text, outbox.send_message(chat_id, text, coalesce=coalesce)))
    await clock.run_until(lambda: outbox.pending == 0, limit=100_000)
    await outbox.close()

    sent = telegram.sent()
    for chat_id in CHATS:
        mine = [r for r in sent if r.chat_id == chat_id]
        delivered = [part for r in mine for part in (r.text or "").split(COALESCE_SEPARATOR)]
        assert delivered == expected[chat_id]
        times = [r.at for r in mine]
        assert all(b - a >= 1 - EPS for a, b in itertools.pairwise(times))
        if chat_id < 0:
            n = LIMITS.per_group_per_minute
            assert all(times[i + n] - times[i] >= 60 - EPS for i in range(len(times) - n))
    everything = [r.at for r in telegram.requests]  # refused attempts count against the budget too
    n = LIMITS.global_per_second
    assert all(everything[i + n] - everything[i] >= 1 - EPS for i in range(len(everything) - n))
    for text, future in futures:
        assert text in (future.result().text or "").split(COALESCE_SEPARATOR)


def _retry_after_once(text: str) -> Any:
    def script(method: TelegramMethod[Any]) -> Exception | None:
        if isinstance(method, SendMessage) and text in method.text.split(COALESCE_SEPARATOR):
            return TelegramRetryAfter(method=method, message="Too Many Requests", retry_after=3)
        return None

    return script
