"""Outbox flood limits, measured on the fake clock: per chat, per group minute, global; order kept."""

from __future__ import annotations

import asyncio
import itertools
from collections.abc import AsyncIterator, Callable

import pytest
from aiogram.methods import DeleteMessage, SendPoll, SetMyCommands
from aiogram.types import BotCommand, InputPollOption

from bot.services.outbox import FloodLimits, Outbox
from tests.platform.fakes import FakeClock, FakeTelegram

GROUP = -1001
PRIVATE = 501

OutboxFactory = Callable[[FloodLimits | None], Outbox]


@pytest.fixture
async def make_outbox(telegram: FakeTelegram, clock: FakeClock) -> AsyncIterator[OutboxFactory]:
    made: list[Outbox] = []

    def make(limits: FloodLimits | None) -> Outbox:
        outbox = Outbox(telegram.bot(), clock, limits)
        made.append(outbox)
        return outbox

    yield make
    for outbox in made:
        await clock.run_until(lambda o=outbox: o.pending == 0)  # type: ignore[misc]
        await outbox.close()


def offsets(telegram: FakeTelegram, chat_id: int | None = None) -> list[float]:
    sent = telegram.sent(chat_id)
    return [round(r.at - sent[0].at, 6) for r in sent]


async def test_one_chat_gets_at_most_one_message_per_second(
    make_outbox: OutboxFactory, telegram: FakeTelegram, clock: FakeClock
) -> None:
    outbox = make_outbox(FloodLimits())
    await outbox.start()
    for i in range(5):
        outbox.send_message(PRIVATE, f"m{i}", coalesce=False)
    await clock.run_until(lambda: outbox.pending == 0)
    assert offsets(telegram) == [0.0, 1.0, 2.0, 3.0, 4.0]
    assert [r.text for r in telegram.sent()] == ["m0", "m1", "m2", "m3", "m4"]


async def test_burst_of_50_to_one_group_all_delivered_in_order_within_20_a_minute(
    make_outbox: OutboxFactory, telegram: FakeTelegram, clock: FakeClock
) -> None:
    outbox = make_outbox(FloodLimits())
    await outbox.start()
    futures = [outbox.send_message(GROUP, f"line {i}", coalesce=False) for i in range(50)]
    elapsed = await clock.run_until(lambda: outbox.pending == 0)

    sent = telegram.sent(GROUP)
    assert [r.text for r in sent] == [f"line {i}" for i in range(50)]
    times = [r.at for r in sent]
    # In any 60 s window at most 20: the 21st send after any send is at least 60 s later.
    assert all(times[i + 20] - times[i] >= 60 - 1e-6 for i in range(len(times) - 20))
    assert all(later - earlier >= 1 - 1e-6 for earlier, later in itertools.pairwise(times))
    assert elapsed == pytest.approx(120 + 9)  # 20 in minute one, 20 in minute two, 10 more at 1/s
    assert [f.result().text for f in futures] == [f"line {i}" for i in range(50)]


async def test_burst_of_50_coalesced_keeps_every_line_in_order(
    make_outbox: OutboxFactory, telegram: FakeTelegram, clock: FakeClock
) -> None:
    outbox = make_outbox(FloodLimits())
    await outbox.start()
    for i in range(50):
        outbox.send_message(GROUP, f"line {i}")
    await clock.run_until(lambda: outbox.pending == 0)
    delivered = "\n\n".join(r.text or "" for r in telegram.sent(GROUP)).split("\n\n")
    assert delivered == [f"line {i}" for i in range(50)]
    # All 50 were queued before the chat's worker ran: one message, well under 4096 characters.
    assert len(telegram.sent(GROUP)) == 1


async def test_global_limit_is_30_a_second_across_chats(
    make_outbox: OutboxFactory, telegram: FakeTelegram, clock: FakeClock
) -> None:
    outbox = make_outbox(FloodLimits())
    await outbox.start()
    for chat_id in range(1, 41):
        outbox.send_message(chat_id, "hello")
    await clock.run_until(lambda: outbox.pending == 0)
    assert offsets(telegram).count(0.0) == 30
    assert offsets(telegram).count(1.0) == 10


async def test_a_worker_of_two_keeps_to_half_the_global_limit(
    make_outbox: OutboxFactory, telegram: FakeTelegram, clock: FakeClock
) -> None:
    """Several workers share one token (bot/cluster/): each keeps to 30 / N a second, so together
    they stay within Telegram's 30; back to the whole 30 when it is alone again."""
    outbox = make_outbox(FloodLimits())
    outbox.share_global_limit(2)
    await outbox.start()
    for chat_id in range(1, 41):
        outbox.send_message(chat_id, "hello")
    await clock.run_until(lambda: outbox.pending == 0)
    assert [offsets(telegram).count(float(second)) for second in range(3)] == [15, 15, 10]
    outbox.share_global_limit(1)
    for chat_id in range(41, 81):
        outbox.send_message(chat_id, "hello")
    await clock.run_until(lambda: outbox.pending == 0)
    # Second 2 already held 10 of the first 40: the 30 of a whole second again, then the rest.
    assert [offsets(telegram).count(float(second)) for second in range(5)] == [15, 15, 30, 20, 0]


async def test_configured_limits_are_obeyed(
    make_outbox: OutboxFactory, telegram: FakeTelegram, clock: FakeClock
) -> None:
    outbox = make_outbox(FloodLimits(per_chat_per_second=2.0, per_group_per_minute=3, global_per_second=30))
    await outbox.start()
    for i in range(4):
        outbox.send_message(GROUP, f"m{i}", coalesce=False)
    await clock.run_until(lambda: outbox.pending == 0)
    assert offsets(telegram) == [0.0, 0.5, 1.0, 60.0]


async def test_without_limits_everything_goes_at_once_in_order(
    make_outbox: OutboxFactory, telegram: FakeTelegram, clock: FakeClock
) -> None:
    outbox = make_outbox(None)
    await outbox.start()
    for i in range(10):
        outbox.send_message(GROUP, f"m{i}", coalesce=False)
    await clock.run_until(lambda: outbox.pending == 0)
    assert offsets(telegram) == [0.0] * 10
    assert [r.text for r in telegram.sent()] == [f"m{i}" for i in range(10)]


async def test_other_calls_are_throttled_and_ordered_with_the_chats_messages(
    make_outbox: OutboxFactory, telegram: FakeTelegram, clock: FakeClock
) -> None:
    outbox = make_outbox(FloodLimits())
    await outbox.start()
    outbox.send_message(GROUP, "before")
    poll = outbox.call(
        SendPoll(chat_id=GROUP, question="Засчитать?", options=[InputPollOption(text="да"),
                                                                InputPollOption(text="нет")])
    )
    outbox.send_message(GROUP, "after")
    deleted = outbox.call(DeleteMessage(chat_id=GROUP, message_id=1), chat_id=GROUP)
    await clock.run_until(lambda: outbox.pending == 0)
    names = [type(r.method).__name__ for r in telegram.sent()]
    assert names == ["SendMessage", "SendPoll", "SendMessage", "DeleteMessage"]
    assert offsets(telegram) == [0.0, 1.0, 2.0, 3.0]
    assert poll.done() and deleted.result() is True


async def test_calls_without_a_chat_only_count_against_the_global_limit(
    make_outbox: OutboxFactory, telegram: FakeTelegram, clock: FakeClock
) -> None:
    outbox = make_outbox(FloodLimits(global_per_second=2))
    await outbox.start()
    commands = [BotCommand(command="games", description="…")]
    for lang in ("ru", "en", "ru"):
        outbox.call(SetMyCommands(commands=commands, language_code=lang))
    await clock.run_until(lambda: outbox.pending == 0)
    assert [type(r.method) for r in telegram.sent()] == [SetMyCommands] * 3
    assert offsets(telegram) == [0.0, 0.0, 1.0]


async def test_pending_counts_queued_and_in_flight_until_delivered(
    make_outbox: OutboxFactory, clock: FakeClock
) -> None:
    outbox = make_outbox(FloodLimits())
    outbox.send_message(PRIVATE, "a", coalesce=False)
    outbox.send_message(PRIVATE, "b", coalesce=False)
    assert outbox.pending == 2  # queued before start: nothing is lost, nothing sent yet
    await outbox.start()
    await clock.advance(0)
    assert outbox.pending == 1
    await clock.advance(1)
    assert outbox.pending == 0


async def test_busy_is_false_while_the_outbox_only_waits_for_the_clock(
    make_outbox: OutboxFactory, clock: FakeClock
) -> None:
    outbox = make_outbox(FloodLimits())
    await outbox.start()
    outbox.send_message(PRIVATE, "a", coalesce=False)
    outbox.send_message(PRIVATE, "b", coalesce=False)
    assert outbox.busy  # the worker has not run yet: it will send without the clock moving
    await clock.advance(0)
    assert outbox.pending == 1 and not outbox.busy  # "b" waits for the next second
    await clock.advance(1)
    assert outbox.pending == 0 and not outbox.busy


async def test_close_before_start_still_delivers_the_queue(
    make_outbox: OutboxFactory, telegram: FakeTelegram, clock: FakeClock
) -> None:
    outbox = make_outbox(FloodLimits())
    outbox.send_message(PRIVATE, "queued early")
    closing = asyncio.ensure_future(outbox.close())
    await clock.run_until(closing.done)
    assert [r.text for r in telegram.sent()] == ["queued early"]


async def test_close_drains_what_is_queued(
    make_outbox: OutboxFactory, telegram: FakeTelegram, clock: FakeClock
) -> None:
    outbox = make_outbox(FloodLimits())
    await outbox.start()
    for i in range(3):
        outbox.send_message(PRIVATE, f"m{i}", coalesce=False)
    closing = asyncio.ensure_future(outbox.close())
    await clock.run_until(closing.done)
    assert [r.text for r in telegram.sent()] == ["m0", "m1", "m2"]
    with pytest.raises(RuntimeError):
        outbox.send_message(PRIVATE, "too late")


async def test_a_margin_keeps_live_sends_apart_by_more_than_the_limit() -> None:
    """Telegram clocks a request on arrival; the live bot's margin absorbs network jitter."""
    from bot.services.outbox.flood import FloodGate

    clock = FakeClock()
    gate = FloodGate(FloodLimits(per_chat_per_second=1.0, margin=0.05), clock)
    await gate.acquire(-100)
    gate.finished(-100)
    assert gate.ready_at(-100) == pytest.approx(clock.now() + 1.05)


async def test_the_margin_between_one_chats_writes_grows_with_their_interval_not_past_it() -> None:
    """A fixed 50 ms would cap a chat at 20 writes a second whatever its limit (issue 15.10): the
    margin between one chat's writes is at most 5 % of their interval."""
    from bot.services.outbox.flood import FloodGate

    clock = FakeClock()
    gate = FloodGate(FloodLimits(per_chat_per_second=100.0, margin=0.05), clock)
    await gate.acquire(PRIVATE)
    gate.finished(PRIVATE)
    assert gate.ready_at(PRIVATE) == pytest.approx(clock.now() + 0.0105)  # 95 writes a second, not 16


async def test_a_permit_held_while_a_picture_is_drawn_counts_from_when_the_write_goes() -> None:
    """A photo's permit is taken before the picture is drawn (or its file_id looked up); the next write
    to that chat must wait a second from the photo itself, or Telegram sees two in one second."""
    from bot.services.outbox.flood import FloodGate

    clock = FakeClock()
    gate = FloodGate(FloodLimits(), clock)
    await gate.acquire(GROUP)
    await clock.advance(2.5)  # drawing, then the photo goes and Telegram answers
    gate.finished(GROUP)
    assert gate.ready_at(GROUP) == pytest.approx(clock.now() + 1.0)  # a second from the photo itself
    assert gate.ready_at(PRIVATE) == pytest.approx(clock.now())  # a chat never written to: free
