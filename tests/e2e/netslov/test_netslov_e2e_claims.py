"""«Нет слов» in the group: a hand seen and played by buttons, claims judged and every refusal explained."""

from __future__ import annotations

from tests.e2e.netslov.netslov_e2e import (
    boot_and_start,
    claim,
    engine,
    labels,
    lay_black,
    presses_as_shown,
    registry_dealing,
    table,
    table_text,
    texts,
)
from tests.platform.harness import Harness

# Аня moves first; the conversation opens with the rules' own example almost made.
DOM = registry_dealing("АО", "МКТ", "ДЛН", "ВСП", deck_top="Р")


async def test_a_hand_is_seen_in_an_alert_and_played_by_its_slot_button(harness: Harness) -> None:
    group, (ann, bob, _vic), session = await boot_and_start(harness, "Аня", "Боб", "Вика", registry=DOM)
    assert labels(table(group)) == ["🔒 Мои буквы", "⚫ 1", "⚫ 2", "⚫ 3", "🔴 А", "🔴 Е", "🔴 И", "🔴 О"]
    mine = await ann.presses(table(group), "🔒 Мои буквы")
    assert mine.show_alert and mine.text == "Ваши буквы: 1 — М, 2 — К, 3 — Т. Сейчас ваш ход!"
    his = await bob.presses(table(group), "🔒 Мои буквы")
    assert his.text == "Ваши буквы: 1 — Д, 2 — Л, 3 — Н."  # each sees only their own
    laid = await lay_black(group, ann, 2)
    assert laid.text == "Вы выложили К. Теперь ваши буквы: 1 — М, 2 — Р, 3 — Т."  # Р drawn into slot 2
    assert "💬 Разговор: 🔴А 🔴О ⚫К" in table_text(group)
    assert "🎯 За слово сейчас получит штраф Аня.\n👉 Ходит Боб." in table_text(group)
    assert engine(session).hand(ann.id) == ("М", "Р", "Т")
    assert not any("М, 2" in text or "1 — " in text for text in texts(group))  # hands only in alerts


async def test_the_rules_dom_example_charges_the_latest_mover_who_chooses_the_next(harness: Harness) -> None:
    group, (ann, bob, vic), session = await boot_and_start(harness, "Аня", "Боб", "Вика", registry=DOM)
    await lay_black(group, ann, 1)  # М
    await lay_black(group, bob, 1)  # Д: ДОМ is on the table, and Боб laid the latest card
    await claim(harness, group, vic, "Не говори ДОМ!")
    said = texts(group)[-1]
    # The word's black letters, whoever laid them, go to the latest mover (in the word's order).
    head, table_line, choice = said.split("\n")
    assert head == "✅ «ДОМ» — засчитано! Боб забирает ⚫Д ⚫М в личный отбой: +2, теперь 2 штрафных очка."
    assert table_line.startswith("🔴О возвращается на витрину. В разговоре меньше двух красных букв — "
                                 "начинаем новый разговор: 🔴")
    assert choice == ("Боб, кто ходит следующим — вы или Вика? Кнопки — на столе ⬆️; "
                      "не выберете за 20 с — ходит Вика.")
    assert "⚖️ Боб выбирает, кто ходит следующим: Боб или Вика." in table_text(group)
    assert labels(table(group)) == ["🔒 Мои буквы", "Ходит Боб", "Ходит Вика"]
    refused = await vic.presses(table(group), "Ходит Вика")
    assert refused.text == "Кто ходит следующим, выбирает тот, кто получил штраф."
    await bob.presses(table(group), "Ходит Боб")
    assert "👉 Ходит Боб." in table_text(group)
    assert "Аня — 0 · Боб — 2 · Вика — 0" in table_text(group)
    assert engine(session).state.mover == bob.id


async def test_an_invalid_claim_is_explained_and_nothing_changes(harness: Harness) -> None:
    registry = registry_dealing("АОИКШКПРЖТУ", "НЛВ")
    group, (ann, bob, _vic), session = await boot_and_start(harness, "Аня", "Боб", "Вика", registry=registry)
    await lay_black(group, ann, 1)  # Н: now Аня laid the latest card
    game = engine(session)
    before = game.to_json()
    table_before = table_text(group)
    explained = {
        "Не говори ДОМ!": "❌ «ДОМ» из разговора не сложить: не хватает Д и М.",
        "/word око": "❌ «ОКО» из разговора не сложить: не хватает О (нужно 2, а есть 1).",
        "/word ад": "❌ «АД» — слишком короткое: нужно не меньше 3 букв.",
        "Не говори КТО!": "❌ «КТО» — не существительное.",
        "не говори: кошки": "❌ «КОШКИ» — множественное число, а нужно единственное: «КОШКА».",
        "Не говори «КОШКУ»!!": "❌ «КОШКУ» — не в именительном падеже; годится только «КОШКА».",
        "Не говори ПАРИЖ!":
            "❌ «ПАРИЖ» — имя собственное, такие слова не в счёт (разрешить их можно в /settings).",
        "Не говори КОП!": "❌ «КОП» — жаргон, такие слова не в счёт (разрешить их можно в /settings).",
        "Не говори!": "Боб, какое слово? Пишите так: «Не говори ДОМ!» или /word дом.",
    }
    for said, answer in explained.items():
        await claim(harness, group, bob, said)
        assert texts(group)[-1] == answer, said
    await claim(harness, group, bob, "а я бы не говорил так")  # chatter: no answer
    assert texts(group)[-1] == answer
    state = game.to_json()
    assert state["penalties"] == before["penalties"] and state["conversation"] == before["conversation"]
    assert state["showcase"] == before["showcase"] and state["mover"] == before["mover"]
    assert table_text(group) == table_before  # the table did not change either


async def test_a_claim_against_yourself_is_refused_with_the_reason(harness: Harness) -> None:
    group, (ann, _bob, _vic), session = await boot_and_start(harness, "Аня", "Боб", "Вика", registry=DOM)
    await claim(harness, group, ann, "Не говори ДОМ!")
    assert texts(group)[-1] == "В новый разговор ещё никто не выложил ни буквы — штрафовать некого."
    await lay_black(group, ann, 1)  # М
    await claim(harness, group, ann, "Не говори МОА!")
    assert texts(group)[-1] == "Аня, последнюю букву выложили вы сами — себя не ловят."
    assert engine(session).scores() == dict.fromkeys(engine(session).scores(), 0)


async def test_a_non_player_claiming_is_not_heard(harness: Harness) -> None:
    group, (ann, _bob, _vic), session = await boot_and_start(harness, "Аня", "Боб", "Вика", registry=DOM)
    (gosha,) = harness.tg.users("Гоша")
    await group.set_member(gosha, "member")
    await lay_black(group, ann, 1)  # М
    said = len(texts(group))
    await claim(harness, group, gosha, "Не говори МОА!")
    await claim(harness, group, gosha, "/word мао")
    assert len(texts(group)) == said  # a spectator's words are chatter
    assert engine(session).scores()[ann.id] == 0 and engine(session).state.pending == []


async def test_word_works_with_privacy_mode_on(harness: Harness) -> None:
    harness.tg.privacy_mode = True
    await harness.boot(registry=DOM)
    ann, bob, vic = harness.tg.users("Аня", "Боб", "Вика")
    group = harness.tg.group("Игротека", ann, bob, vic)
    await ann.says(group, "/start_netslov")
    lobby = texts(group)[-1]
    assert "⚠️ Я не вижу обычные сообщения в этой группе" in lobby
    assert lobby.endswith("«Не говори ДОМ!» я в этой группе не увижу, но слово можно назвать командой — "
                          "/word дом — она работает всегда.")
    await bob.presses(group.last_bot_message(), "Играю")
    await vic.presses(group.last_bot_message(), "Играю")
    await ann.presses(group.last_bot_message(), "Начать")
    assert harness.app is not None
    session = harness.app.live.by_key[(group.id, 0)]
    await lay_black(group, ann, 1)  # М
    await lay_black(group, bob, 1)  # Д
    await claim(harness, group, ann, "Не говори ДОМ!")  # hidden from the bot by privacy mode
    assert engine(session).scores()[bob.id] == 0
    await claim(harness, group, ann, "/word@arbiter_test_bot дом")
    assert texts(group)[-1].startswith("✅ «ДОМ» — засчитано! Боб забирает ⚫Д ⚫М")
    assert engine(session).scores()[bob.id] == 2


async def test_a_press_out_of_turn_gets_a_toast_and_changes_nothing(harness: Harness) -> None:
    group, (_ann, bob, vic), session = await boot_and_start(harness, "Аня", "Боб", "Вика", registry=DOM)
    shown = table_text(group)
    answer = await lay_black(group, bob, 1)
    assert answer.text == "Сейчас не ваш ход." and not answer.show_alert
    answer = await vic.presses(table(group), "🔴 Е")
    assert answer.text == "Сейчас не ваш ход."
    assert table_text(group) == shown and engine(session).state.turn == 1


async def test_a_stale_button_is_refused(harness: Harness) -> None:
    group, (ann, bob, _vic), session = await boot_and_start(harness, "Аня", "Боб", "Вика", registry=DOM)
    first = table(group)  # the table as it was on turn 1
    await lay_black(group, ann, 1)
    await lay_black(group, bob, 1)
    answer = await presses_as_shown(harness, ann, first, "⚫ 2")  # turn 1's button, pressed late
    assert answer.text == "Эта кнопка уже не действует: стол с тех пор изменился."
    assert engine(session).state.turn == 3 and engine(session).hand(ann.id)[1] == "К"
