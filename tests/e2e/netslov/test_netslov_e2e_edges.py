"""«Нет слов» at its edges in Telegram: two claims at once, a choice not made, a player who leaves,
/stop, /score, the chat's settings, an English chat."""

from __future__ import annotations

from tests.e2e.netslov.netslov_e2e import (
    CHOICE_SECONDS,
    CLAIM_WINDOW,
    boot_and_start,
    bot_message,
    claim,
    engine,
    labels,
    lay_black,
    registry_dealing,
    table,
    table_text,
    texts,
)
from tests.platform.harness import Harness, play

DOM = registry_dealing("АО", "МКТ", "ДЛН", "ВСП", deck_top="Р")


async def test_two_claims_at_once_are_judged_in_telegram_order_on_what_remains(harness: Harness) -> None:
    group, (ann, bob, vic), session = await boot_and_start(harness, "Аня", "Боб", "Вика", registry=DOM)
    await lay_black(group, ann, 1)  # М
    await lay_black(group, bob, 1)  # Д
    await vic.says(group, "Не говори ДОМ!")
    await ann.says(group, "/word мод")  # the same letters, a moment later
    await bob.says(group, "/word дом")  # and against himself: refused at once
    assert texts(group)[-1] == "Боб, последнюю букву выложили вы сами — себя не ловят."
    await harness.tg.advance(CLAIM_WINDOW)
    said = texts(group)[-1]
    assert said.startswith("✅ «ДОМ» — засчитано! Боб забирает ⚫Д ⚫М")
    # The later claim is judged on what the first left: a new conversation, with none of those letters.
    assert said.endswith("❌ «МОД» из разговора не сложить: не хватает М, О и Д.")
    assert engine(session).scores()[bob.id] == 2


async def test_a_choice_not_made_in_time_lets_the_left_opponent_move(harness: Harness) -> None:
    group, (ann, bob, vic), session = await boot_and_start(harness, "Аня", "Боб", "Вика", registry=DOM)
    await lay_black(group, ann, 1)
    await lay_black(group, bob, 1)
    await claim(harness, group, vic, "Не говори ДОМ!")
    await harness.tg.advance(CHOICE_SECONDS)
    assert "👉 Ходит Вика." in table_text(group)
    assert labels(table(group))[:2] == ["🔒 Мои буквы", "⚫ 1"]
    assert engine(session).state.mover == vic.id


async def test_a_player_who_leaves_is_out_and_the_game_goes_on_while_two_remain(harness: Harness) -> None:
    group, (ann, bob, vic), session = await boot_and_start(harness, "Аня", "Боб", "Вика", registry=DOM)
    await lay_black(group, ann, 1)  # М; Боб to move
    await group.set_member(bob, "left")
    assert bot_message(group, "🚪 Боб выходит из игры; буквы из руки — в общий отбой.")
    assert "👉 Ходит Вика." in table_text(group)
    assert "Аня — 0 · Вика — 0" in table_text(group) and "Боб" not in table_text(group)
    game = engine(session)
    assert game.hand(bob.id) == () and len(game.state.discard) == 3
    await lay_black(group, vic, 1)
    assert "👉 Ходит Аня." in table_text(group)  # the turn skips the empty seat
    await group.set_member(vic, "left")
    said = texts(group)[-1]  # issue 26 (item 11): the last verdict and the result, one message
    assert said.startswith("🚪 Вика выходит из игры")
    final = said[said.index("🏁"):]
    assert final.startswith("🏁 Игра окончена: за столом остался один игрок.")
    assert "1. Аня — 0\n1. Боб — 0 (вне игры)\n1. Вика — 0 (вне игры)" in final
    assert "🏆 Победитель: Аня!" in final  # only a player still in can win


async def test_stop_ends_the_game_the_table_loses_its_buttons_and_the_score_is_fewest_first(
    harness: Harness,
) -> None:
    group, (ann, bob, vic), _ = await boot_and_start(harness, "Аня", "Боб", "Вика", registry=DOM)
    await lay_black(group, ann, 1)
    await lay_black(group, bob, 1)
    await claim(harness, group, vic, "Не говори ДОМ!")
    await ann.says(group, "/score")
    assert texts(group)[-1] == (
        "Счёт:\nЭто штрафные очки: чем меньше, тем лучше.\n"
        "1. Аня — 0 очков\n1. Вика — 0 очков\n3. Боб — 2 очка"
    )
    await ann.says(group, "/stop")
    await ann.presses(group.last_bot_message(), "Да, остановить")
    stopped = texts(group)[-1]
    assert stopped.startswith("Игра остановлена.\n\nСчёт на момент остановки (победитель не объявляется):\n"
                              "Это штрафные очки: чем меньше, тем лучше.\n1. Аня — 0 очков")
    assert "⏹ Игра остановлена." in table_text(group) and labels(table(group)) == []
    answer = await bob.says(group, "Не говори ОМ!")
    assert answer and texts(group)[-1] == stopped  # the game is gone: chatter again


async def test_a_chat_that_allows_proper_names_accepts_them(harness: Harness) -> None:
    harness.tg.privacy_mode = False
    await harness.boot(registry=registry_dealing("АИРЖ", "ПКТ"))
    ann, bob = harness.tg.users("Аня", "Боб")
    group = harness.tg.group("Игротека", ann, bob)
    await ann.says(group, "/settings")
    await ann.presses(group.last_bot_message(), "Нет слов: можно имена собственные: нет")
    assert "Нет слов: можно имена собственные: да" in labels(group.last_bot_message())
    session = await play(harness, group, ann, bob, command="/start_netslov")
    await lay_black(group, ann, 1)  # П
    await claim(harness, group, bob, "Не говори ПАРИЖ!")
    assert texts(group)[-1].startswith("✅ «ПАРИЖ» — засчитано! Аня забирает ⚫П ⚫Р ⚫Ж")
    assert engine(session).scores()[ann.id] == 3


async def test_an_english_chat_plays_with_an_english_interface_and_russian_letters(harness: Harness) -> None:
    harness.tg.privacy_mode = False
    await harness.boot(registry=DOM)
    ann, bob = harness.tg.users("Ann", "Bob")
    group = harness.tg.group("Games", ann, bob)
    await ann.says(group, "/lang en")
    await play(harness, group, ann, bob, command="/start_netslov", join="Join", start="Start")
    assert "👉 Ann to move." in table_text(group) and "💬 Conversation: 🔴А 🔴О" in table_text(group)
    mine = await ann.presses(table(group), "🔒 My letters")
    assert mine.text == "Your letters: 1 — М, 2 — К, 3 — Т. It's your turn!"
    await lay_black(group, ann, 1)
    await lay_black(group, bob, 1)
    await claim(harness, group, ann, "Не говори ДОМ!")
    assert texts(group)[-1].startswith("✅ «ДОМ» — accepted! Bob takes ⚫Д ⚫М into their penalty pile")


async def test_the_final_message_names_the_common_words_nobody_called(harness: Harness) -> None:
    group, (ann, bob), _ = await boot_and_start(harness, "Аня", "Боб", registry=DOM)
    await lay_black(group, ann, 1)  # М
    await lay_black(group, bob, 1)  # Д: nobody says «Не говори ДОМ!»
    await group.set_member(bob, "left")
    said = texts(group)[-1]
    final = said[said.index("🏁"):]  # after «Боб выходит…», in the same message (issue 26, item 11)
    assert final.startswith("🏁 Игра окончена: за столом остался один игрок.")
    assert final.endswith("🤫 Никто не назвал, а ведь в разговоре было слово «ДОМ».")
