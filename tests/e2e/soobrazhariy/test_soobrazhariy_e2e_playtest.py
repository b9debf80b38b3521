"""Соображарий as players met it in the playground: each test is one stumble, fixed."""

from __future__ import annotations

import asyncio

from bot.services.scheduler import Scheduler
from tests.e2e.soobrazhariy.soobrazhariy_e2e import (
    CHALLENGE_WINDOW,
    LETTER_PAUSE,
    boot_and_start,
    bot_message,
    has_message,
    latest_poll,
    letter_message,
    offered_skip,
    registry_dealing,
)
from tests.platform.harness import Harness

THREE_TURNS = registry_dealing(["Предмет одежды", "Город", "Животное"], "ШКЛ")


async def test_skip_goes_from_the_letter_once_its_turn_is_over(harness: Harness) -> None:
    # Issue 14.11: 27 turns left 27 «Пропустить» buttons; a majority pressing it discards *the* letter
    # in play, so a letter that is over keeps its text and loses the button.
    group, (ann, bob, _vic), session = await boot_and_start(harness, THREE_TURNS, "Аня", "Боб", "Вика")
    await harness.tg.advance(LETTER_PAUSE)
    old_skip = await offered_skip(harness, group)
    await bob.says(group, "шарф")
    await harness.tg.advance(CHALLENGE_WINDOW)
    assert has_message(group, "🏆 Боб забирает")
    shown = group.message(old_skip.message_id)
    assert (shown.text or "").startswith("На букву Ш пока ни одного ответа.") and shown.reply_markup is None
    await harness.tg.advance(LETTER_PAUSE)
    current = letter_message(group)
    assert (current.text or "").endswith("\nБуква: К") and current.reply_markup is None
    assert session.engine is not None and session.engine.turn is not None
    assert session.engine.turn.skips == []
    await ann.presses(await offered_skip(harness, group), "Пропустить")
    assert has_message(group, "Пропустить букву: Аня — 1 из 2.")


async def test_the_ordinary_play_is_explained_on_the_first_turn_only(harness: Harness) -> None:
    # Rule: an ordinary turn — the first fitting answer takes the stack; said once, not every turn.
    group, (_ann, bob), _ = await boot_and_start(harness, THREE_TURNS, "Аня", "Боб")
    ordinary = "Первый подходящий ответ на букву забирает всё, что на кону."
    assert ordinary in (bot_message(group, "Ход 1.").text or "")
    await harness.tg.advance(LETTER_PAUSE)
    await bob.says(group, "шарф")
    await harness.tg.advance(CHALLENGE_WINDOW)
    second = bot_message(group, "Ход 2.").text or ""
    assert "Боб открывает категорию: Город" in second
    assert ordinary not in second


async def test_the_last_turn_won_does_not_name_a_next_opener(harness: Harness) -> None:
    # Rule: the game ends with the last letter card; nobody opens a category after it.
    group, (ann, bob), _ = await boot_and_start(harness, registry_dealing(["Предмет одежды", "Город"], "ШК"),
                                                "Аня", "Боб")
    await harness.tg.advance(LETTER_PAUSE)
    await ann.says(group, "шарф")
    await harness.tg.advance(CHALLENGE_WINDOW)
    await harness.tg.advance(LETTER_PAUSE)
    await bob.says(group, "Казань")
    await harness.tg.advance(CHALLENGE_WINDOW)
    assert has_message(group, "🏆 Боб забирает 1 карту (1 очко) за «Казань»: Город.")
    last = bot_message(group, "🏆 Боб").text or ""
    assert "Следующим открывает" not in last
    assert has_message(group, "Сыграна последняя буква — игра окончена!")


async def test_the_last_letter_skipped_ends_the_game_without_a_next_turn(harness: Harness) -> None:
    group, (ann, bob), _ = await boot_and_start(harness, registry_dealing(["Предмет одежды", "Город"], "Ш"),
                                                "Аня", "Боб")
    await harness.tg.advance(LETTER_PAUSE)
    skip = await offered_skip(harness, group)
    await ann.presses(skip, "Пропустить")
    await bob.presses(skip, "Пропустить")
    ended = bot_message(group, "Букву Ш пропускаем.").text or ""
    assert "игра окончена" in ended
    assert "Снова открывает" not in ended and "На кону остаётся" not in ended


async def test_the_vote_is_timed_from_its_poll_reaching_the_chat(harness: Harness) -> None:
    # Rule: the players vote on a challenged answer — so the vote's time counts from when they see the poll.
    group, (ann, bob, _vic), session = await boot_and_start(harness, THREE_TURNS, "Аня", "Боб", "Вика")
    await harness.tg.advance(LETTER_PAUSE)
    await bob.says(group, "шкаф")
    await ann.presses(bot_message(group, "Боб: «шкаф»"), "Оспорить")
    poll = latest_poll(group)
    assert session.engine is not None and session.engine.turn is not None
    (vote,) = session.engine.turn.challenges.values()
    assert vote.posted  # the platform fed the poll's Posted back to the game
    assert "шкаф" in poll.question


async def test_a_pass_in_the_bidding_still_shows_the_top_promise(harness: Harness) -> None:
    # Rule («Кто больше?»): bidding goes on until one player with the highest promise is left —
    # the one to bid must see what they have to beat, also right after someone passed.
    registry = registry_dealing(["more", "Овощ", "Город"], "СК")
    group, (ann, bob, vic), _ = await boot_and_start(harness, registry, "Аня", "Боб", "Вика")
    await ann.presses(bot_message(group, "Обещает Аня"), "2")
    await bob.presses(bot_message(group, "Обещает Боб"), "4")
    await vic.presses(bot_message(group, "Обещает Вика"), "Пас")
    bidding = bot_message(group, "Вика пасует.").text or ""
    assert "Больше всех обещает Боб: 4 ответа." in bidding
    assert "Обещает Аня: сколько ответов (не меньше 5)?" in bidding


class EarlyWakingClock:
    """A wall clock as asyncio meets it: a sleep may end a millisecond before the time asked for."""

    def __init__(self) -> None:
        self.time = 1_767_000_000.0

    def now(self) -> float:
        return self.time

    async def sleep(self, seconds: float) -> None:
        self.time += seconds - 0.001 if seconds > 0.01 else max(0.0, seconds)  # early on a long sleep
        await asyncio.sleep(0)


async def test_a_deadline_timer_woken_early_still_ticks_at_its_deadline() -> None:
    # Found in the playground: a Tick a millisecond before the engine's deadline changed nothing, the
    # platform dropped the timer, and the turn never ended («кошка» waited for its card forever).
    clock = EarlyWakingClock()
    scheduler = Scheduler(clock)
    fired: list[float] = []

    async def tick() -> None:
        fired.append(clock.now())

    due = clock.now() + 4.0
    scheduler.at("game:1:deadline", due, tick)
    for _ in range(10):
        await asyncio.sleep(0)
    await scheduler.close()
    assert fired and fired[0] >= due


async def test_the_start_is_announced_once(harness: Harness) -> None:
    # The lobby message already turns into «Игра «Соображарий» началась!»: no second "begins!" under it.
    group, _, _ = await boot_and_start(harness, THREE_TURNS, "Аня", "Боб")
    assert sum("Соображарий" in (m.text or "") for m in group.bot_messages()) == 1
    assert has_message(group, "Игроки по кругу: Аня, Боб. Букв в колоде: 3.")


async def test_the_skip_count_names_everyone_who_pressed(harness: Harness) -> None:
    # Rule: a majority pressing «Пропустить» discards the letter — the chat sees who is for it so far.
    group, (ann, bob, vic, _gal), _ = await boot_and_start(harness, THREE_TURNS, "Аня", "Боб", "Вика", "Галя")
    await harness.tg.advance(LETTER_PAUSE)
    skip = await offered_skip(harness, group)
    await vic.presses(skip, "Пропустить")
    await ann.presses(skip, "Пропустить")
    assert has_message(group, "Пропустить букву: Аня, Вика — 2 из 3.")  # seat order, not press order
    await bob.presses(skip, "Пропустить")  # the majority: this press also ends the turn
    assert has_message(group, "Пропустить букву: Аня, Боб, Вика — 3 из 3.")
    assert has_message(group, "Букву Ш пропускаем.")
