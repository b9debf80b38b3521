"""Issue 14 end to end in Соображарий: the referee's word check, two-player votes, the special card's
real window, the letter's button, answers before the letter, and what the bot quotes back."""

from __future__ import annotations

import html

from engines.soobrazhariy import ACCEPT, REJECT
from tests.e2e.soobrazhariy.soobrazhariy_e2e import (
    CHALLENGE_WINDOW,
    LETTER_PAUSE,
    boot_and_start,
    bot_message,
    has_message,
    latest_poll,
    offered_skip,
    registry_dealing,
    texts,
)
from tests.platform.harness import Harness

NAMES_THEN_CITY = ["Имя человека", "Город", "Животное"]


# --- 14.1: an answer the dictionary does not know goes to the table ---------------------------------


async def test_an_answer_none_of_whose_words_the_dictionary_knows_is_put_to_the_vote_at_once(
    harness: Harness,
) -> None:
    # «Ошвыщц» for «Имя человека» took the card after the challenge window: only a challenge could stop it.
    group, (ann, bob, vika), session = await boot_and_start(
        harness, registry_dealing(NAMES_THEN_CITY, "ОК"), "Аня", "Боб", "Вика")
    await harness.tg.advance(LETTER_PAUSE)
    await ann.says(group, "Ошвыщц")
    said = bot_message(group, "Аня: «Ошвыщц»")
    assert said.text == "Аня: «Ошвыщц» — такого слова я не знаю. Решайте голосованием: засчитать?"
    assert said.reply_markup is None  # nothing to challenge: it is being voted on already
    poll = latest_poll(group)
    assert poll.question == "«Ошвыщц» (Аня) — это «Имя человека» на букву О?"
    await harness.tg.advance(CHALLENGE_WINDOW + 1)
    assert not has_message(group, "🏆")  # not awarded while the table decides
    await bob.votes(poll.id, REJECT)
    await vika.votes(poll.id, REJECT)
    assert bot_message(group, "«Ошвыщц»").text == "❌ Аня: «Ошвыщц» — не засчитано голосованием (0 : 2)."
    await bob.says(group, "Ольга")
    assert bot_message(group, "Боб: «Ольга»").text == ("Боб: «Ольга» — забирает, если никто не оспорит.\n\n"
                                                      "Ход 2. Боб открывает категорию: Город\n"
                                                      "⚠️ Это последний ход!")
    await harness.tg.advance(CHALLENGE_WINDOW)
    assert has_message(group, "🏆 Боб забирает 1 карту (1 очко) за «Ольга»")
    assert session.engine is not None and session.engine.scores()[ann.id] == 0


async def test_an_unknown_word_the_table_accepts_takes_the_card(harness: Harness) -> None:
    group, (ann, bob, vika), session = await boot_and_start(
        harness, registry_dealing(NAMES_THEN_CITY, "ОК"), "Аня", "Боб", "Вика")
    await harness.tg.advance(LETTER_PAUSE)
    await ann.says(group, "Оксимирон")  # a rapper's name the dictionary does not have
    poll = latest_poll(group)
    await bob.votes(poll.id, ACCEPT)
    await vika.votes(poll.id, ACCEPT)
    assert has_message(group, "🏆 Аня забирает 1 карту (1 очко) за «Оксимирон»")
    assert session.engine is not None and session.engine.scores()[ann.id] == 1


async def test_known_words_keep_the_usual_flow(harness: Harness) -> None:
    group, (ann, _bob), _ = await boot_and_start(harness, registry_dealing(NAMES_THEN_CITY, "ОК"),
                                                 "Аня", "Боб")
    await harness.tg.advance(LETTER_PAUSE)
    await ann.says(group, "Ольга")
    assert group.polls() == []
    assert bot_message(group, "Аня: «Ольга»").reply_markup is not None  # «Оспорить»
    await harness.tg.advance(CHALLENGE_WINDOW)
    assert has_message(group, "🏆 Аня забирает")


# --- 14.5: the whole answer starts with the letter ---------------------------------------------------


async def test_an_answer_starting_with_a_number_is_not_on_the_letter(harness: Harness) -> None:
    group, (ann, bob), _ = await boot_and_start(harness, registry_dealing(["Предмет одежды", "Город"], "ШК"),
                                                "Аня", "Боб")
    await harness.tg.advance(LETTER_PAUSE)
    await ann.says(group, "5 шарфов")  # «Начинается ли весь ответ с нужной буквы?» — with a 5
    assert not has_message(group, "5 шарфов")
    await bob.says(group, "шарф")
    assert has_message(group, "Боб: «шарф» — забирает, если никто не оспорит.")


# --- 14.6: two players — the author's vote counts, a tie rejects -------------------------------------


async def test_with_two_players_the_challengers_vote_alone_does_not_reject_and_a_tie_does(
    harness: Harness,
) -> None:
    group, (ann, bob), _ = await boot_and_start(harness, registry_dealing(["Предмет одежды", "Город"], "ШК"),
                                                "Аня", "Боб")
    await harness.tg.advance(LETTER_PAUSE)
    await ann.says(group, "шляпа")
    await bob.presses(bot_message(group, "Аня: «шляпа»"), "Оспорить")
    poll = latest_poll(group)
    await bob.votes(poll.id, REJECT)
    # Once the challenger's «Не засчитывать» closed it at once: the author could never defend it.
    assert bot_message(group, "Аня: «шляпа»").text == "Аня: «шляпа» — Боб оспаривает, голосуем."
    await ann.votes(poll.id, ACCEPT)
    assert bot_message(group, "«шляпа»").text == "❌ Аня: «шляпа» — не засчитано голосованием (1 : 1)."


async def test_with_two_players_a_challenger_won_over_lets_the_answer_stand(harness: Harness) -> None:
    group, (ann, bob), session = await boot_and_start(
        harness, registry_dealing(["Предмет одежды", "Город"], "ШК"), "Аня", "Боб")
    await harness.tg.advance(LETTER_PAUSE)
    await ann.says(group, "шляпа")
    await bob.presses(bot_message(group, "Аня: «шляпа»"), "Оспорить")
    poll = latest_poll(group)
    await bob.votes(poll.id, REJECT)
    await bob.votes(poll.id, ACCEPT)  # Ann talked him round while the poll was open
    await ann.votes(poll.id, ACCEPT)  # 2 : 0 — accepted, and the card is hers at once
    assert has_message(group, "🏆 Аня забирает 1 карту (1 очко) за «шляпа»")
    assert session.engine is not None and session.engine.scores()[ann.id] == 1


# --- 14.7: the special card's real window and the length to beat ------------------------------------


async def test_who_is_longer_says_the_length_to_beat_and_the_real_window(harness: Harness) -> None:
    registry = registry_dealing(["longer", "Животное", "Город"], "КЛ")
    group, (ann, bob), _ = await boot_and_start(harness, registry, "Аня", "Боб")
    announced = bot_message(group, "Играем «Кто длиннее?»").text or ""
    assert ("Играем «Кто длиннее?»: в течение 5 секунд ответ можно перебить словом длиннее. Побеждает "
            "последний: если его не перебили и не оспорили, карта уходит через 8 секунд после его ответа."
            ) in announced
    await harness.tg.advance(LETTER_PAUSE)
    await ann.says(group, "кот")
    assert bot_message(group, "Аня: «кот»").text == (
        "Аня: «кот» — счёт пошёл! Перебить можно в течение 5 секунд словом длиннее 3 букв. "
        "Иначе карта уйдёт через 8 секунд.")
    await harness.tg.advance(2)
    await bob.says(group, "крот")
    assert bot_message(group, "Боб: «крот»").text == (
        "Боб: «крот» — счёт пошёл! Перебить можно в течение 5 секунд словом длиннее 4 букв. "
        "Иначе карта уйдёт через 8 секунд.")
    await harness.tg.advance(7.9)
    assert not has_message(group, "🏆")  # the card goes when it was said it would, not before…
    await harness.tg.advance(0.1)
    assert has_message(group, "🏆 Боб забирает")  # …nor seconds later


# --- 14.11: the letter's «Пропустить» goes when the letter is over; /stop too ------------------------


async def test_stop_takes_the_skip_button_off_the_open_letter(harness: Harness) -> None:
    registry = registry_dealing(["Предмет одежды", "Город"], "ШК")
    group, (ann, _bob), _ = await boot_and_start(harness, registry, "Аня", "Боб")
    await harness.tg.advance(LETTER_PAUSE)
    skip = await offered_skip(harness, group)
    await ann.says(group, "/stop")
    await ann.presses(group.last_bot_message(), "Да, остановить")
    assert group.message(skip.message_id).reply_markup is None
    assert (group.message(skip.message_id).text or "").startswith("На букву Ш пока ни одного ответа.")


# --- 14.12: an answer before the letter is told, privately ---------------------------------------------


async def test_an_answer_before_the_letter_is_told_privately_and_not_in_the_group(harness: Harness) -> None:
    registry = registry_dealing(["Предмет одежды", "Город"], "ШК")
    group, (ann, _bob), _ = await boot_and_start(harness, registry, "Аня", "Боб")
    ann.start_bot()
    said = texts(group)
    await ann.says(group, "шарф")  # the category is out, its letter is not yet
    assert texts(group) == said  # the group is not flooded
    assert [m.text for m in ann.private.bot_messages()][-1] == (
        "«шарф» — буква ещё не открыта, ответ не засчитан. Напишите его, когда появится буква.")


# --- 16.4: what was compared is what the bot quotes; invisible characters hide no repeat ------------


async def test_zero_width_and_bidi_variants_of_a_named_word_do_not_take_over(harness: Harness) -> None:
    group, (ann, bob, vika), session = await boot_and_start(
        harness, registry_dealing(["last", "Животное", "Город"], "КЛ"), "Аня", "Боб", "Вика")
    await harness.tg.advance(LETTER_PAUSE)
    await ann.says(group, "кот")
    await bob.says(group, "ко\u200bт")  # the same word with a zero-width space
    await vika.says(group, "\u202eкот\u202c")  # …and inside a right-to-left override
    assert bot_message(group, "счёт пошёл").text.startswith("Аня: «кот» — счёт пошёл!")  # type: ignore[union-attr]
    await bob.says(group, "к\u200dро\u2066т")  # «крот» with a joiner and an isolate: a new word
    holder = bot_message(group, "счёт пошёл").text or ""
    assert holder.startswith("Боб: «крот» — счёт пошёл!")  # quoted as it was compared
    assert not any(c in text for text in texts(group) for c in "\u200b\u200d\u202e\u2066")
    await harness.tg.advance(10)
    assert has_message(group, "🏆 Боб забирает")
    assert session.engine is not None and session.engine.scores()[bob.id] == 2


# --- 16.5: a 4,096-character claim ----------------------------------------------------------------------


async def test_a_4096_character_claim_is_quoted_clipped_through_its_vote(harness: Harness) -> None:
    group, (ann, bob, vika), _ = await boot_and_start(
        harness, registry_dealing(["Предмет одежды", "Город"], "ШК"), "Аня", "Боб", "Вика")
    await harness.tg.advance(LETTER_PAUSE)
    long = "Шарф " + "<&>" * 1363 + "!!"
    assert len(long) == 4096
    await ann.says(group, long)
    candidate = bot_message(group, "Аня: «Шарф")
    await bob.presses(candidate, "Оспорить")
    poll = latest_poll(group)
    assert len(poll.question) <= 300 and "(Аня) — это «Предмет одежды» на букву Ш?" in poll.question
    for voter in (bob, vika):
        await voter.votes(poll.id, ACCEPT)
    await harness.tg.advance(CHALLENGE_WINDOW)
    shown = texts(group)
    assert not any("{???}" in text for text in shown)
    quoting = [html.unescape(text) for text in shown if "Шарф" in text]
    assert len(quoting) >= 2 and all("…" in text and len(text) < 600 for text in quoting)
    assert has_message(group, "🏆 Аня забирает")


# --- 13: /score shares a place on a tie, and a negative score has the real minus ----------------------


async def test_score_shares_a_place_on_a_tie_and_shows_the_real_minus(harness: Harness) -> None:
    group, (ann, bob), _ = await boot_and_start(harness, registry_dealing(["more", "Овощ", "Город"], "СКЛ"),
                                                "Аня", "Боб")
    await ann.says(group, "/score")
    assert texts(group)[-1] == "Счёт:\n1. Аня — 0 очков\n1. Боб — 0 очков"
    await ann.presses(bot_message(group, "Обещает Аня"), "2")
    await bob.presses(bot_message(group, "Обещает Боб"), "Пас")
    await ann.says(group, "свёкла")  # one of the two promised
    noted = bot_message(group, "Аня: «свёкла» — 1 из 2.")
    assert noted.reply_markup is not None  # «Оспорить» while the minute runs
    await harness.tg.advance(60 + 2)  # the second never comes: the promise is broken
    assert has_message(group, "Буква С остаётся у игрока штрафом (−2).")
    # …and the noted answer's «Оспорить» goes with the turn (issue 14.11's rule for every button).
    assert group.message(noted.message_id).reply_markup is None
    await ann.says(group, "/score")
    assert texts(group)[-1] == "Счёт:\n1. Боб — 0 очков\n2. Аня — −2 очка"


# --- /rules states the rulings of issue 14 ---------------------------------------------------------------


async def test_rules_state_the_referees_word_check_the_two_player_vote_and_the_real_window(
    harness: Harness,
) -> None:
    from bot.games.registry import Registry
    from bot.games.soobrazhariy import SPEC

    await harness.boot(registry=Registry(SPEC))
    ann, bob = harness.tg.users("Аня", "Боб")
    group = harness.tg.group("Игротека", ann, bob)
    await ann.says(group, "/rules soobrazhariy")
    rules = texts(group)[-1]
    # 14.1: the referee puts an unknown word to the table.
    assert "Ответ, ни одного слова которого я не знаю, я сразу сам выношу на такое же голосование." in rules
    # 14.6: the author's vote counts, a tie rejects; two players wait for the author.
    assert ("голосуют все игроки, и автор ответа тоже: засчитывает большинство, поровну — не засчитано."
            in rules)
    assert "Вдвоём одного «Не засчитывать» мало: голосование ждёт и голос автора" in rules
    # 14.7: the count, by Telegram's clock, and when the card goes.
    assert "после верного ответа у остальных 5 секунд по часам Telegram, чтобы назвать другой" in rules
    assert "карта уходит последнему, когда кончатся и отсчёт, и время оспорить" in rules
    # The chat's settings, not fixed numbers; 14.5 and 14.15 in the rules' words.
    assert "через 3 секунды — буква" in rules and "«Оспорить» в течение 8 секунд" in rules
    assert "С буквы должен начинаться весь ответ: «5 шарфов» на «Ш» не годится." in rules
    assert "«Кто больше?» — торг: кто пообещает больше ответов" in rules and "торги" not in rules
    assert "«Вещь» на карте — то, что сделали люди" in rules
    assert "−2" in rules and "-2" not in rules
