"""Issue 14 end to end in Скаттергорис: how answers are read (initials, hyphens, row numbers, what
was compared), a creator who never opened the bot, and the texts of the game's end."""

from __future__ import annotations

import pytest
from aiogram.types import Message

from bot.games.registry import Registry
from bot.games.skattergoris import SPEC
from bot.services.game_session import GameSession
from sandbox import ChatHandle, UserHandle
from tests.e2e.skattergoris.skattergoris_e2e import (
    boot,
    challenge,
    containing,
    engine,
    find,
    polls,
    sheet,
    sheet_rows,
    start,
    struck,
    table_line,
    texts,
    word,
)
from tests.platform.harness import Harness

SEED_OF_LETTER = {"А": 29, "К": 7}  # the first letter the die shows for these game seeds


async def boot_on_letter(harness: Harness, letter: str, *names: str
                         ) -> tuple[ChatHandle, tuple[UserHandle, ...], GameSession]:
    group, users = await boot(harness, *names)
    assert harness.app is not None
    harness.app.lobbies.seed_source = lambda: SEED_OF_LETTER[letter]
    session = await start(harness, group, users)
    assert engine(session).letter == letter
    return group, users, session


# --- how answers are read ---------------------------------------------------------------------------


async def test_a_name_with_initials_is_on_the_letter_of_its_first_initial(harness: Harness) -> None:
    # Issue 14.2: «в ответе-имени ключевой должна быть первая буква того, что записано».
    group, (ann, bob), _ = await boot_on_letter(harness, "А", "Аня", "Боб")
    await ann.says(ann.private, "1 А. С. Пушкин")
    assert sheet_rows(ann, 1)[0].endswith(": А. С. Пушкин")  # bold, not «⚠️ … (не на «А»)»
    await bob.says(bob.private, "2 С. Есенин")  # on С, not on the letter of the round
    assert "⚠️" in sheet_rows(bob, 1)[1]
    for user in (ann, bob):
        await user.presses(sheet(user, 1), "Готово")
    assert table_line(group, 1, 1).endswith("— Аня: А. С. Пушкин")
    assert table_line(group, 1, 2).endswith("— Боб: ⚠️С. Есенин")


async def test_a_hyphen_or_a_space_is_the_same_answer_and_both_are_struck(harness: Harness) -> None:
    # Issue 14.3: «Кока-кола» and «Кока кола» are one answer: neither scores.
    group, (ann, bob), session = await boot_on_letter(harness, "К", "Аня", "Боб")
    await ann.says(ann.private, "1 Кока-кола")
    await bob.says(bob.private, "1 Кока кола")
    for user in (ann, bob):
        await user.presses(sheet(user, 1), "Готово")
    review = find(group, "Ответы раунда 1 ")
    assert struck(review)[1:] == ["Кока-кола", "Кока кола"]  # after the legend's own «зачёркнуто»
    assert engine(session).state.statuses[ann.id][0] == "duplicate"


async def test_zero_width_and_bidi_characters_do_not_hide_a_duplicate_and_the_table_shows_what_was_compared(
    harness: Harness,
) -> None:
    # Issue 16.4: «Ки\u200bт» is «Кит»; the bot quotes what it compared. Issue 26 (item 6): a
    # right-to-left override shows its letters reversed, so «\u202eтиК\u202c» reads «Кит» too.
    group, (ann, bob, vika), _ = await boot_on_letter(harness, "К", "Аня", "Боб", "Вика")
    await ann.says(ann.private, "1 Кит")
    await bob.says(bob.private, "1 Ки\u200bт")
    await vika.says(vika.private, "1 \u202eтиК\u202c")
    assert sheet_rows(bob, 1)[0].endswith(": Кит")
    for user in (ann, bob, vika):
        await user.presses(sheet(user, 1), "Готово")
    assert struck(find(group, "Ответы раунда 1 "))[1:] == ["Кит", "Кит", "кит"]
    assert "\u200b" not in table_line(group, 1, 1) and "\u202e" not in table_line(group, 1, 1)


async def test_a_number_that_could_be_part_of_the_answer_is_read_as_the_answer_and_the_sheet_says_so(
    harness: Harness,
) -> None:
    # Issue 14.4: «12 стульев» is not row 12 «стульев»; «3 кит» and «3. кит» are row 3.
    _, (ann, _bob), _ = await boot_on_letter(harness, "К", "Аня", "Боб")
    await ann.says(ann.private, "3 Кит")
    await ann.says(ann.private, "12 стульев")
    rows = sheet_rows(ann, 1)
    # Row 1 holds the whole answer (no key letter: it starts with a number); row 12 stays empty.
    assert "12 стульев" in rows[0] and rows[2].endswith(": Кит") and rows[11].endswith(": —")
    assert ("Ответ «12 стульев» записан в строку 1 целиком. Если 12 — номер строки, напишите с точкой: "
            "«12. стульев».") in (sheet(ann, 1).text or "")
    await ann.says(ann.private, "12. Кирпич")
    assert sheet_rows(ann, 1)[11].endswith(": Кирпич")
    assert "записан в строку" not in (sheet(ann, 1).text or "")  # the note was about the last message


async def test_a_row_the_sheet_does_not_have_is_answered_and_nothing_is_misfiled(harness: Harness) -> None:
    # Issue 14.4: «13 Икринка» was silently stored as row 1 «13 Икринка».
    _, (ann, _bob), session = await boot_on_letter(harness, "К", "Аня", "Боб")
    await ann.says(ann.private, "13 Икринка")
    assert texts(ann.private)[-1] == ("В листе нет строки 13: строки — от 1 до 12. "
                                      "Ответ «13 Икринка» не записан.")
    assert all(row.endswith(": —") for row in sheet_rows(ann, 1))
    assert engine(session).sheets[ann.id].answers == [None] * 12


# --- a 4,096-character answer through a challenge and its verdict -------------------------------------


async def test_a_4096_character_answer_goes_through_a_challenge_and_its_verdict_unbroken(
    harness: Harness,
) -> None:
    # Issue 16.5: a long answer is clipped wherever it is quoted, never broken into «{???}».
    group, (ann, bob, vika), _ = await boot_on_letter(harness, "К", "Аня", "Боб", "Вика")
    long = "К" + "о" * 4094 + "т"
    await ann.says(ann.private, f"1 {long}")
    for user in (ann, bob, vika):
        await user.presses(sheet(user, 1), "Готово")
    await challenge(vika, group, 1, "Коо")
    picker = texts(vika.private)[-1]
    assert picker.startswith("Оспорено: «Коо") and "…» (Аня) в категории" in picker
    announced = containing(group, "оспаривает ответ")
    assert announced.startswith("Вика оспаривает ответ «Коо") and "…» (Аня) в категории" in announced
    [poll] = polls(group)
    assert poll.poll is not None and "…» (Аня) в категории" in poll.poll.question
    for user in (ann, bob, vika):
        await user.votes(poll, 1)
    verdict = containing(group, "не засчитан: да — 0, нет — 3")
    assert verdict.startswith("Ответ «Коо") and "…» (Аня) не засчитан" in verdict
    everything = texts(group) + texts(vika.private) + texts(ann.private)
    assert not any("{???}" in text for text in everything)
    assert not any("о" * 200 in text for text in everything)


# --- the creator who never opened the bot (issue 14.8) -------------------------------------------


@pytest.mark.parametrize("opens", ["/start", "the lobby's link"])
async def test_a_creator_who_never_opened_the_bot_gets_the_sheet_once_they_do(harness: Harness,
                                                                              opens: str) -> None:
    harness.tg.privacy_mode = False
    await harness.boot(registry=Registry(SPEC))
    ann, bob = harness.tg.users("Аня", "Боб")
    bob.start_bot()  # Ann opens the game in the group but has never written to the bot
    group = harness.tg.group("Игротека", ann, bob)
    await ann.says(group, "/start_skattergoris")
    lobby = group.last_bot_message()
    assert "• Аня — откройте бота кнопкой ниже, чтобы получать личные сообщения" in (lobby.text or "")
    session = await play_started(harness, group, lobby, ann, bob)
    assert containing(group, "Аня пока не получает") == (
        "Аня пока не получает личные сообщения бота — откройте чат с ботом по кнопке в лобби, "
        "чтобы получить лист.")
    assert not [m for m in ann.private.bot_messages() if (m.text or "").startswith("Ваш лист")]
    if opens == "/start":
        await ann.says(ann.private, "/start")
    else:
        link = await ann.presses(group.message(lobby.message_id), "Открыть бота")
        assert link.url is not None
        await ann.opens(link.url)
    assert containing(group, "Аня снова получает") == (
        "Аня снова получает личные сообщения бота — лист отправлен заново, прежнее предупреждение "
        "больше не действует.")
    assert sheet(ann, 1).reply_markup is not None  # the sheet, with «Готово»
    letter = engine(session).letter
    await ann.says(ann.private, f"1 {word(letter, 0)}")
    assert engine(session).sheets[ann.id].answers[0] == word(letter, 0)


async def play_started(harness: Harness, group: ChatHandle, lobby: Message, ann: UserHandle,
                       bob: UserHandle) -> GameSession:
    await bob.presses(group.message(lobby.message_id), "Играю")
    await ann.presses(group.message(lobby.message_id), "Начать")
    assert harness.app is not None
    session = harness.app.live.by_key[(group.id, 0)]
    assert session.engine is not None
    return session


# --- the texts of the game's end (issue 14.14) --------------------------------------------------------


async def test_one_round_and_one_letter_read_in_the_singular(harness: Harness) -> None:
    group, (ann, bob) = await boot(harness, "Аня", "Боб")
    assert harness.app is not None
    await ann.says(group, "/settings")
    panel = group.last_bot_message()
    while "Скаттергорис: раундов: 1" not in [b.text for row in panel.reply_markup.inline_keyboard  # type: ignore[union-attr]
                                             for b in row]:
        label = next(b.text for row in panel.reply_markup.inline_keyboard  # type: ignore[union-attr]
                     for b in row if b.text.startswith("Скаттергорис: раундов:"))
        await ann.presses(panel, label)
        panel = group.message(panel.message_id)
    session = await start(harness, group, (ann, bob))
    letter = engine(session).letter
    await ann.says(ann.private, f"1 {word(letter, 0)}")
    for user in (ann, bob):
        await user.presses(sheet(user, 1), "Готово")
    for user in (ann, bob):
        await user.presses(find(group, "Проверка:"), "Готово")
    assert f"\nИгра окончена: 1 раунд, буква {letter}.\n" in containing(group, "Игра окончена")


async def test_the_end_for_want_of_players_names_who_is_left(harness: Harness) -> None:
    group, (ann, bob) = await boot(harness, "Аня", "Боб")
    await start(harness, group, (ann, bob))
    await group.set_member(bob, "left")
    ended = containing(group, "Игра окончена")
    assert "\nИгра окончена: играть больше не с кем, в игре только Аня.\n" in ended


# --- /rules: the chat's rounds, and the rulings of issue 14 ----------------------------------------------


async def test_rules_say_the_chats_number_of_rounds_and_how_answers_are_judged(harness: Harness) -> None:
    group, (ann, _bob) = await boot(harness, "Аня", "Боб")
    await ann.says(group, "/rules skattergoris")
    rules = texts(group)[-1]
    assert "• 3 раунда (сколько — выбирают в /settings)" in rules
    assert "Слова по словарю я здесь не проверяю" in rules  # 14.1: the players judge every answer
    assert "Вдвоём это значит: ответ стоит, только если с ним согласен второй игрок." in rules  # 14.6
    assert "отправленные до конца таймера по часам Telegram" in rules  # 14.7: the real window
    assert "Дополнительные очки (если включены в /settings)" in rules  # 14.15: the rules' own words
    assert "«12 стульев», «7 гномов»" in rules  # 14.4
    await ann.says(group, "/settings")
    panel = group.last_bot_message()
    await ann.presses(panel, "Скаттергорис: раундов: 3")  # 3 → 4 → 5
    await ann.presses(group.message(panel.message_id), "Скаттергорис: раундов: 4")
    await ann.says(group, "/rules skattergoris")
    assert "• 5 раундов (сколько — выбирают в /settings)" in texts(group)[-1]  # not «Три раунда»


# --- 14.12: a private message once the game is over gets a word ----------------------------------------


async def test_a_private_answer_after_the_game_ended_is_told_it_went_nowhere(harness: Harness) -> None:
    group, (ann, bob) = await boot(harness, "Аня", "Боб")
    session = await start(harness, group, (ann, bob))
    letter = engine(session).letter
    await ann.says(group, "/stop")
    await ann.presses(group.last_bot_message(), "Да, остановить")
    await bob.says(bob.private, f"1 {word(letter, 0)}")
    assert texts(bob.private)[-1] == (
        "Эта игра уже закончилась — сообщение никуда не записано. Сыграть ещё — /games в группе.")
    assert group.bot_messages()[-1].text is not None and "нет игры" not in group.bot_messages()[-1].text


# --- 14.10: a stopped game names no winner, and /stats agrees -------------------------------------------


async def test_a_stopped_game_names_no_winner_and_does_not_count_in_stats(harness: Harness) -> None:
    group, (ann, bob) = await boot(harness, "Аня", "Боб")
    session = await start(harness, group, (ann, bob))
    await ann.says(ann.private, f"1 {word(engine(session).letter, 0)}")
    await ann.says(group, "/stop")
    await ann.presses(group.last_bot_message(), "Да, остановить")
    stopped = containing(group, "Игра остановлена.")
    assert "Счёт на момент остановки (победитель не объявляется)" in stopped and "Победител" not in stopped
    await ann.says(group, "/stats")
    assert texts(group)[-1] == "В этом чате ещё не доиграли ни одной игры."
