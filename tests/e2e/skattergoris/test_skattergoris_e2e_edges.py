"""Скаттергорис edge cases with clear answers (issue 5, "Edge cases"): nothing lost, everyone told why."""

from __future__ import annotations

from bot.games.registry import Registry
from bot.games.skattergoris import SPEC
from tests.e2e.skattergoris.skattergoris_e2e import (
    GRACE,
    TIMER,
    boot,
    button_labels,
    challenge,
    containing,
    engine,
    find,
    polls,
    press_starting,
    quick_round,
    sheet,
    sheet_rows,
    start,
    table_line,
    texts,
    word,
    wrong_word,
)
from tests.platform.harness import Harness


async def test_a_second_game_answered_in_private_is_refused_with_the_reason(harness: Harness) -> None:
    group, (ann, bob, vika) = await boot(harness, "Аня", "Боб", "Вика")
    await start(harness, group, (ann, bob))
    other = harness.tg.group("Другая компания", ann, vika)
    await vika.says(other, "/start_skattergoris")
    refused = await ann.presses(other.last_bot_message(), "Играю")
    assert refused.show_alert
    # The other game's group is named (issue 16.3), so the player knows where that game is.
    assert refused.text == ("Вы уже играете в «Скаттергорис» в чате «Игротека»: ответы в личке ушли бы не в "
                            "ту игру. Доиграйте её или выйдите из того лобби.")
    session = harness.app.live.by_key[(other.id, 0)]  # type: ignore[union-attr]
    assert [p.name for p in session.players] == ["Вика"]


async def test_an_answer_posted_in_the_group_is_deleted_and_the_player_told(harness: Harness) -> None:
    group, (ann, bob) = await boot(harness, "Аня", "Боб")
    await group.set_member(harness.tg.core.bot_id, "administrator")  # the right to delete messages
    session = await start(harness, group, (ann, bob))
    letter = engine(session).letter
    chat = await ann.says(group, "ну и буква!")
    posted = await ann.says(group, f"3 {word(letter, 0)}")
    ids = [m.message_id for m in group.messages()]
    assert posted.message_id not in ids  # deleted: an answer seen by all is no secret
    assert chat.message_id in ids  # plain chat stays
    assert texts(group)[-1].startswith("Аня, ответы пишите мне в личку, а не в группу")
    assert sheet_rows(ann, 1)[2].endswith(": —")  # and it did not count


async def test_without_the_right_to_delete_the_player_is_still_told(harness: Harness) -> None:
    group, (ann, bob) = await boot(harness, "Аня", "Боб")
    session = await start(harness, group, (ann, bob))
    posted = await bob.says(group, f"1. {word(engine(session).letter, 0)}")
    assert posted.message_id in [m.message_id for m in group.messages()]
    assert texts(group)[-1].startswith("Боб, ответы пишите мне в личку")
    assert not harness.tg.handler_errors


async def test_a_player_who_blocks_the_bot_keeps_the_sheet_as_it_stands(harness: Harness) -> None:
    group, (ann, bob, vika) = await boot(harness, "Аня", "Боб", "Вика")
    session = await start(harness, group, (ann, bob, vika))
    letter = engine(session).letter
    await bob.says(bob.private, f"1 {word(letter, 0)}\n2 {word(letter, 1)}")
    await ann.says(ann.private, f"1 {word(letter, 2)}")
    await bob.block_bot()
    await harness.tg.advance(TIMER + GRACE)
    assert table_line(group, 1, 2).startswith("2. ") and f"Боб: {word(letter, 1)}" in table_line(group, 1, 2)
    assert "Боб пока не получает личные сообщения бота" in containing(group, "Боб пока не получает")
    for user in (ann, vika):
        await user.presses(find(group, "Проверка:"), "Готово")
    await harness.tg.advance(90)  # the review waits for Bob's «Готово» only until the review time is up
    assert "Боб — 2 очка" in containing(group, "Очки за раунд 1")  # his sheet counted as it stood


async def test_stop_mid_round_ends_the_game_and_its_countdown(harness: Harness) -> None:
    group, (ann, bob) = await boot(harness, "Аня", "Боб")
    session = await start(harness, group, (ann, bob))
    letter = engine(session).letter
    await ann.says(ann.private, f"1 {word(letter, 0)}")
    countdown = find(group, "⏳ Время пошло: 3:00")
    await ann.says(group, "/stop")
    await ann.presses(group.last_bot_message(), "Да, остановить")
    stopped = containing(group, "Игра остановлена.")
    # The score as it stood, tied players sharing a place, and no winner named (issue 14.10, 14.13).
    assert stopped.endswith("(победитель не объявляется):\n1. Аня — 0 очков\n1. Боб — 0 очков")
    # The countdown says so instead of freezing at its last reading, and the sheets lose «Готово»
    # (pressed after the stop it could only answer «the game is over»).
    assert group.message(countdown.message_id).text == "⏹ Игра остановлена."
    for user in (ann, bob):
        assert sheet(user, 1).reply_markup is None
        assert (sheet(user, 1).text or "").endswith("\n\n⏹ Игра остановлена.")
    assert sheet_rows(ann, 1)[0].endswith(f": {word(letter, 0)}")  # the sheet as it stood
    calls = len(harness.tg.calls)
    await harness.tg.advance(TIMER + 100)
    assert group.message(countdown.message_id).text == "⏹ Игра остановлена."  # no reading after the stop
    assert len(harness.tg.calls) == calls
    await bob.says(bob.private, f"1 {word(letter, 1)}")  # the sheet is closed: one line says so (16.7, 14.12)
    assert sheet_rows(bob, 1)[0].endswith(": —")
    assert texts(bob.private)[-1] == (
        "Эта игра уже закончилась — сообщение никуда не записано. Сыграть ещё — /games в группе.")
    assert len(harness.tg.calls) == calls + 1 and not harness.tg.handler_errors


async def test_a_tie_plays_two_extra_rounds_then_the_win_is_shared(harness: Harness) -> None:
    group, (ann, bob) = await boot(harness, "Аня", "Боб")
    await start(harness, group, (ann, bob))
    for round_no in range(1, 6):  # nobody answers: 0–0 after 3 rounds and after each extra round
        await quick_round(harness, group, round_no, {ann: [], bob: []})
    assert "Дополнительный раунд 1" in containing(group, "Дополнительный раунд 1")
    assert "Дополнительный раунд 2" in containing(group, "Дополнительный раунд 2")
    assert "Победа делится: Аня, Боб." in containing(group, "Победа делится")
    assert "Победители: Аня, Боб!" in containing(group, "Итоги:")


async def test_a_chat_does_not_get_the_lists_it_played_in_its_last_8_rounds(harness: Harness) -> None:
    group, (ann, bob) = await boot(harness, "Аня", "Боб")
    played: list[int] = []
    for _game in range(2):  # two games of 3 rounds (Ann wins each with one answer a round)
        session = await start(harness, group, (ann, bob))
        for round_no in range(1, 4):
            played.append(engine(session).list_id)
            await quick_round(harness, group, round_no, {ann: [0], bob: []})
        assert session.engine is not None and session.engine.is_over()
    assert len(set(played)) == 6  # the second game avoided the first one's lists
    app = harness.app
    assert app is not None
    chat = await app.chats.chat(group.id)
    assert chat.settings.memory["skattergoris"]["recent_list_ids"] == played
    # The journal replays to the same state: the game keeps the memory it started with.
    record = await app.repo.game(session.id)
    assert record is not None and record.settings.memory == {"recent_list_ids": played[:3]}
    assert await app.replay(session.id) == record.state


async def test_a_sheet_reports_lines_that_found_no_empty_row_and_the_late_press(harness: Harness) -> None:
    group, (ann, bob) = await boot(harness, "Аня", "Боб")
    session = await start(harness, group, (ann, bob))
    letter = engine(session).letter
    await ann.says(ann.private, "\n".join(word(letter, i) for i in range(12)) + "\nЛишний")
    assert "Пустых строк не осталось для ответа: Лишний." in (sheet(ann, 1).text or "")
    await ann.presses(sheet(ann, 1), "Готово")
    assert texts(ann.private)[-1] == "✅ Лист сдан. Ждём: Боб."
    await bob.presses(sheet(bob, 1), "Готово")
    assert sheet(ann, 1).reply_markup is None  # answering is over: no «Готово» left on the sheet


async def test_after_a_restart_the_countdown_goes_on_in_the_same_message(harness: Harness) -> None:
    group, (ann, bob) = await boot(harness, "Аня", "Боб")
    session = await start(harness, group, (ann, bob))
    deadline = engine(session).answers_deadline
    countdown = find(group, "⏳ Время пошло: 3:00")
    await harness.tg.advance(45)
    assert group.message(countdown.message_id).text == "⏳ Осталось 2:30"
    await harness.boot(registry=Registry(SPEC))  # stopped and started again on the same database
    await harness.tg.advance(deadline - 5 - harness.clock.now())
    assert group.message(countdown.message_id).text == "⏳ Осталось 0:10"
    assert texts(group).count("⏳ Осталось 0:10") == 1  # edited, not sent anew


async def test_a_player_who_leaves_the_group_keeps_the_sheet_as_it_stands(harness: Harness) -> None:
    group, (ann, bob, vika) = await boot(harness, "Аня", "Боб", "Вика")
    session = await start(harness, group, (ann, bob, vika))
    letter = engine(session).letter
    await bob.says(bob.private, f"1 {word(letter, 0)}\n2 {word(letter, 1)}")
    await group.set_member(bob, "left")
    assert "Боб выходит из игры; лист засчитывается как есть." in texts(group)
    for user in (ann, vika):  # the round no longer waits for Bob
        await user.presses(sheet(user, 1), "Готово")
    assert f"Боб: {word(letter, 1)}" in table_line(group, 1, 2)
    for user in (ann, vika):
        await user.presses(find(group, "Проверка:"), "Готово")
    assert containing(group, "Очки за раунд 1").startswith(
        f"Очки за раунд 1 («{letter}»):\nБоб — 2 очка\nАня — 0 очков\nВика — 0 очков")


async def test_only_players_may_challenge(harness: Harness) -> None:
    group, (ann, bob, gosha) = await boot(harness, "Аня", "Боб", "Гоша")
    await start(harness, group, (ann, bob))
    for user in (ann, bob):
        await user.presses(sheet(user, 1), "Готово")
    refused = await gosha.presses(find(group, "Проверка:"), "Оспорить")
    assert refused.show_alert and refused.text == "Вы не участвуете в этой игре."
    assert not [m for m in gosha.private.bot_messages() if (m.text or "").startswith("Раунд ")]


async def test_a_long_table_is_cut_between_categories_into_as_few_messages_as_fit(harness: Harness) -> None:
    names = ("Аня", "Боб", "Вика", "Гоша", "Даша", "Егор", "Жора", "Зоя", "Игорь", "Катя")
    group, users = await boot(harness, *names)
    session = await start(harness, group, users)
    letter = engine(session).letter
    for n, user in enumerate(users):  # 120 answers of about 40 characters: more than one message holds
        lines = [f"{row} {letter}{'о' * 30} {n} {row}" for row in range(1, 13)]
        await user.says(user.private, "\n".join(lines))
    await harness.tg.advance(TIMER + GRACE)
    starts = ("Ответы раунда 1 ", *(f"{row}. " for row in range(1, 13)))  # the table and its sequel
    parts = [m.text or "" for m in group.bot_messages() if (m.text or "").startswith(starts)]
    table = "\n".join(parts)
    assert len(parts) == 2 and len(table) > 4096  # it needs two messages, and gets no more
    rows = [line for line in table.splitlines() if line[:1].isdigit()]
    assert [line.split(".", 1)[0] for line in rows] == [str(n) for n in range(1, 13)]  # no category cut
    assert all(line.count(" · ") == 9 for line in rows)


async def test_two_challenges_run_at_once_and_each_poll_decides_its_answer(harness: Harness) -> None:
    group, (ann, bob, vika) = await boot(harness, "Аня", "Боб", "Вика")
    session = await start(harness, group, (ann, bob, vika))
    letter = engine(session).letter
    await ann.says(ann.private, f"1 {word(letter, 0)}")
    await bob.says(bob.private, f"2 {word(letter, 1)}")
    for user in (ann, bob, vika):
        await user.presses(sheet(user, 1), "Готово")
    await challenge(vika, group, 1, f"{word(letter, 0)} — Аня")
    await challenge(vika, group, 2, f"{word(letter, 1)} — Боб")
    first, second = polls(group)
    for user in (ann, bob, vika):
        await user.votes(second, 1)  # Bob's answer: everyone says no
    assert group.message(second.message_id).poll.is_closed  # type: ignore[union-attr]
    assert not group.message(first.message_id).poll.is_closed  # type: ignore[union-attr]
    await ann.votes(first, 0)
    await bob.votes(first, 0)
    await vika.votes(first, 1)
    # «Ответ «Кит» засчитан»: a bare «Тарелка» засчитан» would disagree in gender.
    assert f"Ответ «{word(letter, 0)}» (Аня) засчитан: да — 2, нет — 1." in texts(group)
    assert f"Ответ «{word(letter, 1)}» (Боб) не засчитан: да — 0, нет — 3." in texts(group)
    for user in (ann, bob, vika):
        await user.presses(find(group, "Проверка:"), "Готово")
    assert containing(group, "Очки за раунд 1").startswith(
        f"Очки за раунд 1 («{letter}»):\nАня — 1 очко\nБоб — 0 очков\nВика — 0 очков")


async def test_private_answers_need_no_privacy_warning_in_the_lobby(harness: Harness) -> None:
    """Answers go to the private chat, so a bot that cannot read the group is no obstacle."""
    harness.tg.privacy_mode = True  # the bot sees only commands and replies in groups
    await harness.boot(registry=Registry(SPEC))
    ann, bob = harness.tg.users("Аня", "Боб")
    group = harness.tg.group("Игротека", ann, bob)
    await ann.says(group, "/start_skattergoris")
    lobby = group.last_bot_message().text or ""
    assert "Скаттергорис" in lobby
    assert "режим приватности" not in lobby and "⚠️" not in lobby


async def test_a_tie_without_the_challenged_players_vote_rejects_the_answer_and_says_why(
    harness: Harness,
) -> None:
    """«При равенстве голос оспоренного не учитывается»: when they did not vote, the tie stays — and
    the group is told what happened (issue 14.14), not a rule the text does not have."""
    group, (ann, bob, vika, gosha) = await boot(harness, "Аня", "Боб", "Вика", "Гоша")
    session = await start(harness, group, (ann, bob, vika, gosha))
    letter = engine(session).letter
    await ann.says(ann.private, f"1 {word(letter, 0)}")
    for user in (ann, bob, vika, gosha):
        await user.presses(sheet(user, 1), "Готово")
    await challenge(vika, group, 1, f"{word(letter, 0)} — Аня")
    [poll] = polls(group)
    await bob.votes(poll, 0)
    await vika.votes(poll, 1)
    await harness.tg.advance(45)  # Ann and Gosha never vote: the poll closes on time
    assert containing(group, f"Ответ «{word(letter, 0)}» (Аня)") == (
        f"Ответ «{word(letter, 0)}» (Аня) не засчитан: да — 1, нет — 1.\n"
        "Голоса разделились поровну, а автор ответа (Аня) не голосовал — ничья не в пользу ответа.")


async def test_challenging_a_players_own_repeat_says_it_is_a_repeat_not_a_match(harness: Harness) -> None:
    """«Один и тот же ответ нельзя дать дважды в одном раунде»: the second is struck as a repeat;
    the refusal must not claim it matched someone else's answer."""
    group, (ann, bob) = await boot(harness, "Аня", "Боб")
    session = await start(harness, group, (ann, bob))
    letter = engine(session).letter
    await bob.says(bob.private, f"1 {word(letter, 0)}\n2 {word(letter, 0)}")
    for user in (ann, bob):
        await user.presses(sheet(user, 1), "Готово")
    await challenge(ann, group, 2, f"✗ {word(letter, 0)} — Боб")
    assert texts(ann.private)[-1] == ("Этот ответ игрок уже дал в строке выше — засчитывается только первый, "
                                      "а этот и так не приносит очков.")
    assert not polls(group)


async def test_when_the_review_ends_the_private_challenge_pickers_are_removed(harness: Harness) -> None:
    """A picker left with its buttons after the review could only answer «too late»: it goes."""
    group, (ann, bob) = await boot(harness, "Аня", "Боб")
    session = await start(harness, group, (ann, bob))
    await bob.says(bob.private, f"1 {word(engine(session).letter, 0)}")
    for user in (ann, bob):
        await user.presses(sheet(user, 1), "Готово")
    await ann.presses(find(group, "Проверка:"), "Оспорить")
    picker = find(ann.private, "Раунд 1, буква")
    assert picker.reply_markup is not None  # the category buttons, while the review runs
    for user in (ann, bob):
        await user.presses(find(group, "Проверка:"), "Готово")
    assert "Очки за раунд 1" in containing(group, "Очки за раунд 1")
    assert picker.message_id not in [m.message_id for m in ann.private.messages()]
    assert not harness.tg.handler_errors


async def test_a_player_defends_an_own_answer_marked_with_the_wrong_letter(harness: Harness) -> None:
    """«Если ответ можно защитить, он засчитывается … решать будут все»: «Zara» for «З» is marked ⚠️,
    so its author may put it to the vote; an unmarked own answer is not offered to challenge."""
    group, (ann, bob) = await boot(harness, "Аня", "Боб")
    session = await start(harness, group, (ann, bob))
    letter = engine(session).letter
    wrong = wrong_word(letter)
    await ann.says(ann.private, f"1 {wrong}\n2 {word(letter, 0)}")
    for user in (ann, bob):
        await user.presses(sheet(user, 1), "Готово")
    await ann.presses(find(group, "Проверка:"), "Оспорить")
    picker = find(ann.private, "Раунд 1, буква")
    await press_starting(ann, picker, "2. ")
    assert button_labels(ann.private.message(picker.message_id)) == ["← Категории"]  # own, unmarked
    await ann.presses(ann.private.message(picker.message_id), "← Категории")
    await challenge(ann, group, 1, f"⚠️ {wrong} — защитить свой ответ")
    assert containing(group, "защищает свой ответ").startswith(f"Аня защищает свой ответ «{wrong}»")
    assert ann.private.message(picker.message_id).text == (
        f"На голосование: ваш ответ «{wrong}» в категории «{engine(session).categories[0]}». "
        "Голосование — в группе.")  # not «Оспорено: … (Аня)», as if she had challenged herself
    [poll] = polls(group)
    for user in (ann, bob):
        await user.votes(poll, 0)
    assert f"Ответ «{wrong}» (Аня) засчитан: да — 2, нет — 0." in texts(group)
    for user in (ann, bob):
        await user.presses(find(group, "Проверка:"), "Готово")
    assert containing(group, "Очки за раунд 1").startswith(f"Очки за раунд 1 («{letter}»):\nАня — 2 очка")


async def test_stop_during_the_review_removes_its_buttons_and_the_pickers(harness: Harness) -> None:
    group, (ann, bob) = await boot(harness, "Аня", "Боб")
    await start(harness, group, (ann, bob))
    for user in (ann, bob):
        await user.presses(sheet(user, 1), "Готово")
    status = find(group, "Проверка:")
    await ann.presses(status, "Оспорить")
    picker = find(ann.private, "Раунд 1, буква")
    await ann.says(group, "/stop")
    await ann.presses(group.last_bot_message(), "Да, остановить")
    assert group.message(status.message_id).text == "⏹ Игра остановлена."
    assert group.message(status.message_id).reply_markup is None  # no «Оспорить» / «Готово» left
    assert picker.message_id not in [m.message_id for m in ann.private.messages()]
    assert not harness.tg.handler_errors
