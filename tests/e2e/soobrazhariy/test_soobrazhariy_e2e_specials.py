"""Соображарий's special plays in the chat: «Кто больше?» bidding, «Кто последний?» across a restart."""

from __future__ import annotations

from engines.soobrazhariy import REJECT
from tests.e2e.soobrazhariy.soobrazhariy_e2e import (
    CHALLENGE_WINDOW,
    GRACE,
    LETTER_PAUSE,
    boot_and_start,
    bot_message,
    date_of,
    has_message,
    latest_poll,
    letter_message,
    registry_dealing,
    texts,
)
from tests.platform.harness import Harness

COUNT_TIME = 5  # «Кто последний?»: Telegram seconds to take over


def buttons(message: object) -> list[str]:
    markup = getattr(message, "reply_markup", None)
    return [] if markup is None else [b.text for row in markup.inline_keyboard for b in row]


async def test_more_bidding_round_with_a_pass_gives_the_letter_to_the_last_bidder(harness: Harness) -> None:
    registry = registry_dealing(["more", "Овощ", "Город"], "СК")
    group, (ann, bob), session = await boot_and_start(harness, registry, "Аня", "Боб")
    assert has_message(group, "Играем «Кто больше?»")
    bidding = bot_message(group, "Торг «Кто больше?».", "Обещает Аня")
    assert buttons(bidding) == ["1", "2", "3", "4"]  # the opener must promise: no «Пас» yet
    out_of_turn = await bob.presses(bidding, "3")
    assert out_of_turn.text == "Сейчас обещает Аня." and not out_of_turn.show_alert  # says why
    assert bot_message(group, "Торг «Кто больше?»").text == bidding.text  # nothing changed
    await ann.presses(bidding, "2")
    bidding = bot_message(group, "Аня обещает 2 ответа.")
    assert "Обещает Боб: сколько ответов (не меньше 3)?" in (bidding.text or "")
    assert buttons(bidding) == ["3", "4", "5", "6", "Пас"]
    assert not has_message(group, "Буква:")  # the letter comes after the bidding
    await bob.presses(bidding, "Пас")
    won = bot_message(group, "Букву получает Аня: 2 ответа за минуту.")
    assert buttons(won) == []  # the bidding message lost its buttons
    letter = letter_message(group)
    assert letter.text == "Буква: С. Аня, назовите 2 ответа за минуту!"
    said = texts(group)
    await bob.says(group, "сельдерей")  # only the bidder answers now: silence
    assert texts(group) == said
    await ann.says(group, "свёкла")
    await ann.says(group, "спаржа")
    assert has_message(group, "Аня: «свёкла» — 1 из 2.")
    assert has_message(group, "Аня: «спаржа» — 2 из 2.")
    await harness.tg.advance(CHALLENGE_WINDOW)
    assert has_message(group, "🏆 Аня забирает 2 карты (3 очка) за «спаржа»: «Кто больше?» (2 очка); Овощ.")
    assert has_message(group, "Ход 2. Аня открывает категорию: Город")  # the same opener again
    assert session.engine is not None and session.engine.scores() == {ann.id: 3, bob.id: 0}
    assert harness.app is not None
    assert await harness.app.replay(session.id) == session.engine.to_json()  # the journal replays


async def test_more_promise_not_kept_leaves_a_penalty_letter(harness: Harness) -> None:
    registry = registry_dealing(["more", "Овощ", "Город"], "СК")
    group, (ann, bob), session = await boot_and_start(harness, registry, "Аня", "Боб")
    await ann.presses(bot_message(group, "Обещает Аня"), "3")
    await bob.presses(bot_message(group, "Обещает Боб"), "Пас")
    await ann.says(group, "свёкла")
    await harness.tg.advance(60 + GRACE)
    assert has_message(group, "Аня: 1 из 3 — не вышло.", "Буква С остаётся у игрока штрафом (−2)")
    assert session.engine is not None and session.engine.scores() == {ann.id: -2, bob.id: 0}


async def test_last_count_goes_on_and_ends_right_across_a_restart(harness: Harness) -> None:
    registry = registry_dealing(["last", "Животное", "Город"], "КЛ")
    group, (ann, bob), session = await boot_and_start(harness, registry, "Аня", "Боб")
    assert has_message(group, "Играем «Кто последний?»")
    await harness.tg.advance(LETTER_PAUSE)
    await harness.tg.advance(1)
    cat = await bob.says(group, "кот")
    holder = bot_message(group, "Боб: «кот» — счёт пошёл!")
    game_id = session.id

    await harness.shutdown()  # SIGTERM in the middle of the count
    app = await harness.boot(registry=registry)
    assert game_id in app.live.by_id

    await harness.tg.advance(COUNT_TIME - 1)
    mole = await ann.says(group, "крот")  # within 5 s of «кот»: takes over, the count restarts
    assert date_of(mole) - date_of(cat) == COUNT_TIME - 1
    assert has_message(group, "Аня: «крот» — счёт пошёл!")
    overtaken = group.message(holder.message_id)  # the message from before the restart, edited in place
    assert overtaken.text == "Боб: «кот» — перебито." and overtaken.reply_markup is None
    await harness.tg.advance(COUNT_TIME + 1)
    await bob.says(group, "кошка")  # 6 s after «крот»: the count was over, it does not take over
    assert not has_message(group, "Боб: «кошка»")
    # The card goes when both the count (+ grace) and Anya's challenge window are over.
    await harness.tg.advance(CHALLENGE_WINDOW - (COUNT_TIME + 1) - 1)
    assert not has_message(group, "🏆")
    await harness.tg.advance(1)
    assert has_message(group, "🏆 Аня забирает 2 карты (2 очка) за «крот»: «Кто последний?»; Животное.")
    engine = app.live.by_id[game_id].engine
    assert engine is not None and engine.scores() == {ann.id: 2, bob.id: 0}
    assert await app.replay(game_id) == engine.to_json()  # the journal replays to the same state


async def test_last_count_with_nobody_taking_over_ends_on_time_after_a_restart(harness: Harness) -> None:
    registry = registry_dealing(["last", "Животное", "Город"], "КЛ")
    group, (ann, bob), session = await boot_and_start(harness, registry, "Аня", "Боб")
    await harness.tg.advance(LETTER_PAUSE)
    await bob.says(group, "кот")
    claim = bot_message(group, "Боб: «кот»")
    await harness.shutdown()
    app = await harness.boot(registry=registry)
    await harness.tg.advance(CHALLENGE_WINDOW - 1)  # the timer was re-armed from the database
    assert not has_message(group, "🏆")
    await harness.tg.advance(1)
    assert has_message(group, "🏆 Боб забирает 2 карты (2 очка) за «кот»")
    award = group.message(claim.message_id)  # the claim, adopted after the restart, became the award
    assert "🏆 Боб забирает" in (award.text or "") and buttons(award) == []  # «Оспорить» removed
    engine = app.live.by_id[session.id].engine
    assert engine is not None and engine.scores() == {ann.id: 0, bob.id: 2}


async def test_more_an_answer_voted_down_in_a_challenge_breaks_the_promise(harness: Harness) -> None:
    registry = registry_dealing(["more", "Овощ", "Город"], "СК")
    group, (ann, bob, vic), session = await boot_and_start(harness, registry, "Аня", "Боб", "Вика")
    await ann.presses(bot_message(group, "Обещает Аня"), "2")
    await bob.presses(bot_message(group, "Обещает Боб"), "Пас")
    await vic.presses(bot_message(group, "Обещает Вика"), "Пас")
    await ann.says(group, "свёкла")
    await ann.says(group, "самолёт")  # not a vegetable
    await bob.presses(bot_message(group, "Аня: «самолёт» — 2 из 2."), "Оспорить")
    poll = latest_poll(group)
    await bob.votes(poll, REJECT)
    await vic.votes(poll, REJECT)
    assert has_message(group, "не засчитано голосованием (0 : 2)")
    await harness.tg.advance(60 + GRACE)
    assert has_message(group, "Аня: 1 из 2 — не вышло.")
    assert session.engine is not None and session.engine.scores() == {ann.id: -2, bob.id: 0, vic.id: 0}


async def test_specials_in_a_row_the_top_one_is_played_and_all_go_to_the_winner(harness: Harness) -> None:
    registry = registry_dealing(["more", "last", "Животное", "Город"], "КЛ")
    group, (ann, bob), session = await boot_and_start(harness, registry, "Аня", "Боб")
    opened = bot_message(group, "Ход 1.")
    assert "Играем «Кто последний?»" in (opened.text or "")
    assert "Под ней лежит «Кто больше?» (2 очка)" in (opened.text or "")
    assert "На кону 3 карты (4 очка)" in (opened.text or "")
    await harness.tg.advance(LETTER_PAUSE)
    await bob.says(group, "кот")
    await harness.tg.advance(CHALLENGE_WINDOW)
    assert has_message(group, "🏆 Боб забирает 3 карты (4 очка) за «кот»")
    assert session.engine is not None and session.engine.scores() == {ann.id: 0, bob.id: 4}
