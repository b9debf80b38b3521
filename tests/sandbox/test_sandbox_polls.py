"""Polls: votes from several users reach aiogram as PollAnswer, retraction, auto-closing, stopPoll, limits."""

from __future__ import annotations

import pytest
from aiogram import Bot, Dispatcher
from aiogram.exceptions import TelegramBadRequest
from aiogram.types import Poll, PollAnswer

from sandbox import Sandbox


async def test_votes_from_several_users_reach_the_handler_as_poll_answers(
    tg: Sandbox, bot: Bot, dp: Dispatcher
) -> None:
    answers: list[tuple[int, list[int]]] = []
    states: list[list[int]] = []

    @dp.poll_answer()
    async def on_answer(answer: PollAnswer) -> None:
        assert answer.user is not None
        answers.append((answer.user.id, answer.option_ids))

    @dp.poll()
    async def on_poll(poll: Poll) -> None:
        states.append([o.voter_count for o in poll.options])

    ann, bob, vic = tg.users("Аня", "Боб", "Вика")
    group = tg.group("Игротека", ann, bob, vic)
    sent = await bot.send_poll(group.id, "Засчитать «кит»?", ["да", "нет"], is_anonymous=False)
    await ann.votes(sent, 0)
    await bob.votes(sent, 1)
    await vic.votes(sent, 0)
    assert answers == [(ann.id, [0]), (bob.id, [1]), (vic.id, [0])]
    assert states[-1] == [2, 1]
    poll = group.polls()[0]
    assert poll.total_voter_count == 3
    assert [o.voter_count for o in poll.options] == [2, 1]


async def test_retracting_a_vote_sends_an_empty_poll_answer(tg: Sandbox, bot: Bot, dp: Dispatcher) -> None:
    answers: list[list[int]] = []

    @dp.poll_answer()
    async def on_answer(answer: PollAnswer) -> None:
        answers.append(answer.option_ids)

    (ann,) = tg.users("Аня")
    group = tg.group("Игротека", ann)
    sent = await bot.send_poll(group.id, "Да?", ["да", "нет"], is_anonymous=False)
    await ann.votes(sent, 1)
    await ann.retracts_vote(sent)
    assert answers == [[1], []]
    assert group.polls()[0].total_voter_count == 0


async def test_anonymous_poll_sends_no_poll_answer_only_poll_state(
    tg: Sandbox, bot: Bot, dp: Dispatcher
) -> None:
    kinds: list[str] = []

    @dp.poll_answer()
    async def on_answer(answer: PollAnswer) -> None:
        kinds.append("poll_answer")

    @dp.poll()
    async def on_poll(poll: Poll) -> None:
        kinds.append("poll")

    (ann,) = tg.users("Аня")
    group = tg.group("Игротека", ann)
    sent = await bot.send_poll(group.id, "Да?", ["да", "нет"])
    await ann.votes(sent, 0)
    assert kinds == ["poll"]


async def test_open_period_closes_the_poll_when_the_clock_passes_it(
    tg: Sandbox, bot: Bot, dp: Dispatcher
) -> None:
    closed: list[bool] = []

    @dp.poll()
    async def on_poll(poll: Poll) -> None:
        closed.append(poll.is_closed)

    (ann,) = tg.users("Аня")
    group = tg.group("Игротека", ann)
    sent = await bot.send_poll(group.id, "Да?", ["да", "нет"], is_anonymous=False, open_period=30)
    assert sent.poll is not None and sent.poll.close_date is not None
    await tg.advance(29)
    assert not group.polls()[0].is_closed
    await tg.advance(1)
    assert group.polls()[0].is_closed
    assert closed == [True]
    with pytest.raises(Exception, match="poll is closed"):
        await ann.votes(sent, 0)


async def test_stop_poll_closes_it_once(tg: Sandbox, bot: Bot) -> None:
    (ann,) = tg.users("Аня")
    group = tg.group("Игротека", ann)
    sent = await bot.send_poll(group.id, "Да?", ["да", "нет"], is_anonymous=False)
    await ann.votes(sent, 0)
    stopped = await bot.stop_poll(group.id, sent.message_id)
    assert stopped.is_closed
    assert stopped.options[0].voter_count == 1
    with pytest.raises(TelegramBadRequest, match="poll has already been closed"):
        await bot.stop_poll(group.id, sent.message_id)


async def test_multiple_answers_only_when_allowed(tg: Sandbox, bot: Bot) -> None:
    (ann,) = tg.users("Аня")
    group = tg.group("Игротека", ann)
    single = await bot.send_poll(group.id, "Один?", ["а", "б", "в"], is_anonymous=False)
    several = await bot.send_poll(
        group.id, "Много?", ["а", "б", "в"], is_anonymous=False, allows_multiple_answers=True
    )
    with pytest.raises(Exception, match="one answer"):
        await ann.votes(single, 0, 2)
    await ann.votes(several, 0, 2)
    assert [o.voter_count for o in group.polls()[1].options] == [1, 0, 1]


@pytest.mark.parametrize(
    ("question", "options", "error"),
    [
        ("в" * 301, ["а", "б"], "poll question length must not exceed 300"),
        ("", ["а", "б"], "poll question must be non-empty"),
        ("Да?", ["а"], "poll must have at least 2 option"),
        ("Да?", [str(i) for i in range(13)], "poll can't have more than 12 options"),
        ("Да?", ["а", "б" * 101], "poll options length must not exceed 100"),
    ],
)
async def test_poll_limits_answer_400(
    tg: Sandbox, bot: Bot, question: str, options: list[str], error: str
) -> None:
    (ann,) = tg.users("Аня")
    group = tg.group("Игротека", ann)
    with pytest.raises(TelegramBadRequest, match=error):
        await bot.send_poll(group.id, question, [*options])


async def test_poll_with_twelve_options_is_accepted(tg: Sandbox, bot: Bot) -> None:
    (ann,) = tg.users("Аня")
    group = tg.group("Игротека", ann)
    sent = await bot.send_poll(group.id, "Да?", [str(i) for i in range(12)])
    assert sent.poll is not None and len(sent.poll.options) == 12
