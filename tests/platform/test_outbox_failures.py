"""Outbox under Telegram's refusals: 429 retried on the clock, gone chats reported, migrations followed."""

from __future__ import annotations

import asyncio
from typing import Any

import pytest
from aiogram.exceptions import (
    TelegramBadRequest,
    TelegramForbiddenError,
    TelegramMigrateToChat,
    TelegramNetworkError,
    TelegramRetryAfter,
)
from aiogram.methods import SendMessage, TelegramMethod

from bot.services.outbox import ChatGone, Outbox
from bot.services.outbox.failures import gone_reason
from tests.platform.fakes import FakeClock, FakeTelegram, Script

GROUP = -1003
SUPERGROUP = -1003000
PRIVATE = 502
# Telegram's own descriptions, which the outbox classifies.
BLOCKED = "Forbidden: bot was blocked by the user"
KICKED = "Forbidden: bot was kicked from the supergroup chat"
UPGRADED = "Bad Request: group chat was upgraded to a supergroup chat"


def once_on_send(make_error: Any, chat_id: int | None = None, text: str | None = None) -> Script:
    def script(method: TelegramMethod[Any]) -> Exception | None:
        if not isinstance(method, SendMessage):
            return None
        if chat_id in (None, method.chat_id) and text in (None, method.text):
            error: Exception = make_error(method)
            return error
        return None

    return script


async def test_429_waits_retry_after_on_the_clock_and_retries_nothing_lost(
    outbox: Outbox, telegram: FakeTelegram, clock: FakeClock
) -> None:
    telegram.failures.append(
        once_on_send(lambda m: TelegramRetryAfter(method=m, message="Too Many Requests", retry_after=7))
    )
    futures = [outbox.send_message(GROUP, f"m{i}", coalesce=False) for i in range(3)]
    await clock.advance(0)
    assert outbox.pending == 3 and not outbox.busy  # asleep on the clock for retry_after
    await clock.run_until(lambda: outbox.pending == 0)
    attempts = [(r.at - telegram.requests[0].at, r.text, r.ok) for r in telegram.requests]
    assert attempts == [(0.0, "m0", False), (7.0, "m0", True), (8.0, "m1", True), (9.0, "m2", True)]
    assert [f.result().text for f in futures] == ["m0", "m1", "m2"]


async def test_repeated_429s_on_a_burst_still_deliver_everything_in_order(
    outbox: Outbox, telegram: FakeTelegram, clock: FakeClock
) -> None:
    for n in (3, 10, 25):
        telegram.failures.append(
            once_on_send(lambda m: TelegramRetryAfter(method=m, message="Too Many Requests", retry_after=5),
                         text=f"m{n}")
        )
    for i in range(50):
        outbox.send_message(GROUP, f"m{i}", coalesce=False)
    await clock.run_until(lambda: outbox.pending == 0)
    assert [r.text for r in telegram.sent(GROUP)] == [f"m{i}" for i in range(50)]
    assert sum(not r.ok for r in telegram.requests) == 3


async def test_blocked_private_chat_is_reported_once_and_its_queue_dropped(
    outbox: Outbox, telegram: FakeTelegram, clock: FakeClock
) -> None:
    gone: list[tuple[int, str, int | None]] = []
    outbox.on_chat_gone = lambda chat_id, reason, new_id: gone.append((chat_id, reason, new_id))
    telegram.failures.append(
        once_on_send(lambda m: TelegramForbiddenError(method=m, message=BLOCKED))
    )
    first = outbox.send_message(PRIVATE, "Твои буквы: А Б В", coalesce=False)
    second = outbox.send_message(PRIVATE, "Ход!", coalesce=False)
    other = outbox.send_message(GROUP, "в группе всё идёт")
    await clock.run_until(lambda: outbox.pending == 0)
    assert gone == [(PRIVATE, "blocked", None)]
    assert isinstance(first.exception(), TelegramForbiddenError)
    assert isinstance(second.exception(), ChatGone)
    assert other.result().text == "в группе всё идёт"
    assert outbox.pending == 0


async def test_a_running_chat_gone_hook_counts_as_pending_and_busy(
    outbox: Outbox, telegram: FakeTelegram, clock: FakeClock
) -> None:
    release = asyncio.Event()

    async def on_gone(chat_id: int, reason: str, new_id: int | None) -> None:
        await release.wait()

    outbox.on_chat_gone = on_gone
    telegram.failures.append(once_on_send(lambda m: TelegramForbiddenError(method=m, message=BLOCKED)))
    outbox.send_message(PRIVATE, "привет")
    await clock.advance(0)
    assert outbox.pending == 1 and outbox.busy
    release.set()
    await clock.advance(0)
    assert outbox.pending == 0 and not outbox.busy


async def test_kicked_from_group_is_reported_as_kicked(
    outbox: Outbox, telegram: FakeTelegram, clock: FakeClock
) -> None:
    gone: list[tuple[int, str, int | None]] = []

    async def on_gone(chat_id: int, reason: str, new_id: int | None) -> None:
        gone.append((chat_id, reason, new_id))

    outbox.on_chat_gone = on_gone
    telegram.failures.append(once_on_send(
        lambda m: TelegramForbiddenError(method=m, message=KICKED)
    ))
    outbox.send_message(GROUP, "Раунд 2")
    await clock.run_until(lambda: outbox.pending == 0)
    assert gone == [(GROUP, "kicked", None)]


async def test_group_migrated_to_supergroup_resends_there_and_follows_later_writes(
    outbox: Outbox, telegram: FakeTelegram, clock: FakeClock
) -> None:
    gone: list[tuple[int, str, int | None]] = []
    outbox.on_chat_gone = lambda chat_id, reason, new_id: gone.append((chat_id, reason, new_id))
    telegram.failures.append(once_on_send(
        lambda m: TelegramMigrateToChat(method=m, message=UPGRADED, migrate_to_chat_id=SUPERGROUP)
    ))
    outbox.show(GROUP, "lobby", "Лобби")
    outbox.send_message(GROUP, "первое", coalesce=False)
    await clock.run_until(lambda: outbox.pending == 0)
    late = outbox.send_message(GROUP, "второе")
    await clock.run_until(lambda: outbox.pending == 0)
    assert gone == [(GROUP, "migrated", SUPERGROUP)]
    assert [r.text for r in telegram.sent(SUPERGROUP)] == ["Лобби", "первое", "второе"]
    assert late.result().chat.id == SUPERGROUP
    assert outbox.status_message_id(GROUP, "lobby") == outbox.status_message_id(SUPERGROUP, "lobby")


async def test_network_error_is_retried_with_backoff(
    outbox: Outbox, telegram: FakeTelegram, clock: FakeClock
) -> None:
    for _ in range(2):
        telegram.failures.append(once_on_send(lambda m: TelegramNetworkError(method=m, message="timeout")))
    future = outbox.send_message(PRIVATE, "дошло")
    await clock.run_until(lambda: outbox.pending == 0)
    assert [r.at - telegram.requests[0].at for r in telegram.requests] == [0.0, 1.0, 3.0]
    assert future.result().text == "дошло"


async def test_other_bad_request_fails_only_that_write_and_calls_on_error(
    outbox: Outbox, telegram: FakeTelegram, clock: FakeClock
) -> None:
    errors: list[tuple[int | None, Exception]] = []
    outbox.on_error = lambda chat_id, error: errors.append((chat_id, error))
    telegram.failures.append(once_on_send(
        lambda m: TelegramBadRequest(method=m, message="Bad Request: can't parse entities"), text="<b>broken"
    ))
    broken = outbox.send_message(GROUP, "<b>broken", coalesce=False)
    fine = outbox.send_message(GROUP, "fine", coalesce=False)
    await clock.run_until(lambda: outbox.pending == 0)
    assert isinstance(broken.exception(), TelegramBadRequest)
    assert fine.result().text == "fine"
    assert [(chat, type(error)) for chat, error in errors] == [(GROUP, TelegramBadRequest)]


@pytest.mark.parametrize(
    ("error_type", "description", "reason"),
    [
        (TelegramForbiddenError, "Forbidden: bot was blocked by the user", "blocked"),
        (TelegramForbiddenError, "Forbidden: bot was kicked from the group chat", "kicked"),
        (TelegramForbiddenError, "Forbidden: bot is not a member of the supergroup chat", "kicked"),
        (TelegramForbiddenError, "Forbidden: user is deactivated", "deactivated"),
        (TelegramForbiddenError, "Forbidden: bot can't initiate conversation with a user", "forbidden"),
        (TelegramBadRequest, "Bad Request: chat not found", "not_found"),
        (TelegramBadRequest, "Bad Request: group chat was deactivated", "deactivated"),
        (TelegramBadRequest, "Bad Request: message to edit not found", None),
        (TelegramBadRequest, "Bad Request: the user is not a member of the chat", None),  # a user, not us
        (TelegramBadRequest, "Bad Request: can't parse entities: unclosed tag", None),
    ],
)
def test_telegram_descriptions_are_classified_as_chat_gone_or_not(
    error_type: type[TelegramForbiddenError | TelegramBadRequest], description: str, reason: str | None
) -> None:
    method: TelegramMethod[Any] = SendMessage(chat_id=1, text="x")
    error = error_type(method=method, message=description)
    assert gone_reason(error) == reason
