"""The leader's turn in private (issue 12, flow 2): the hand as toggle buttons that show the order, the
hidden word checked at once with the exact reason for every refusal, the question for an unsure
root, and a leader out of time passing the lead."""

from __future__ import annotations

from bot.services.game_session import GameSession
from sandbox import ChatHandle, UserHandle
from tests.e2e.assotsiatsii.assotsiatsii_e2e import (
    LEADER_TIME,
    boot,
    button_labels,
    engine,
    find,
    leader,
    panel,
    spec_with_deck,
    start,
    texts,
    words_message,
)
from tests.platform.harness import Harness

# A deck whose every hand (seed 42) holds «лесник», «ручка» and «маяк»: the words the rules' examples need.
DECK = ("лесник", "ручка", "маяк") * 12


async def _leading(harness: Harness) -> tuple[ChatHandle, GameSession, UserHandle]:
    group, users = await boot(harness, "Аня", "Боб", "Вика", spec=spec_with_deck(DECK))
    session = await start(harness, group, users)
    return group, session, leader(session, users)


async def press(user: UserHandle, label: str) -> None:
    message = panel(user, 1)
    answer = await user.presses(message, label)
    assert answer.answered and not answer.show_alert


async def test_the_cards_toggle_and_show_the_order_the_table_will_see(harness: Harness) -> None:
    _, _, boss = await _leading(harness)
    hand = button_labels(panel(boss, 1))
    assert len(hand) == 6 and {"лесник", "ручка", "маяк"} <= set(hand)
    await press(boss, "маяк")
    await press(boss, "лесник")
    await press(boss, "ручка")
    shown = panel(boss, 1)
    assert "Выбрано: 1. маяк → 2. лесник → 3. ручка" in (shown.text or "")
    assert {"① маяк", "② лесник", "③ ручка"} <= set(button_labels(shown))
    await press(boss, "① маяк")  # taken back: the others move up
    shown = panel(boss, 1)
    assert "Выбрано: 1. лесник → 2. ручка" in (shown.text or "")
    assert {"① лесник", "② ручка"} <= set(button_labels(shown)) and "маяк" in button_labels(shown)
    assert len(boss.private.bot_messages()) == 1, "the panel is edited in place"


async def test_every_refused_word_is_told_with_its_reason(harness: Harness) -> None:
    group, session, boss = await _leading(harness)
    chat = boss.private
    await press(boss, "лесник")
    await boss.says(chat, "небо")
    assert texts(chat)[-1] == "Сначала выберите карточки: нужно не меньше 3 карточек, выбрано 1."
    await press(boss, "ручка")
    await press(boss, "маяк")
    refusals = {
        "железная дорога": "«железная дорога» — это словосочетание, а загадать можно только одно слово "
                           "(сложное годится: «самолёт», «Санкт-Петербург»).",
        "красивый": "«красивый» — не существительное, а загадать можно только существительное, нарицательное "
                    "или собственное.",
        "forest": "«forest» — не русское слово, а загадывать нужно на русском.",
        "лес": "У «лес» общий корень с «лесник» на выложенной карточке — загадайте другое слово.",
        "R2D2": "«R2D2» — не русское слово, а загадывать нужно на русском.",
        "2024": "«2024» не похоже на слово: нужны только буквы, без цифр.",
    }
    for word, reason in refusals.items():
        await boss.says(chat, word)
        assert texts(chat)[-1] == reason, word
    assert engine(session).state.phase == "leading"
    assert "Раунд 1 · ведёт" not in " ".join(texts(group))


async def test_an_unsure_root_asks_to_keep_the_word_or_choose_another(harness: Harness) -> None:
    group, session, boss = await _leading(harness)
    chat = boss.private
    for card in ("лесник", "ручка", "маяк"):
        await press(boss, card)
    await boss.says(chat, "рука")
    question = find(chat, "Слово «рука» может оказаться однокоренным")
    assert question.text == ("Слово «рука» может оказаться однокоренным со словом «ручка». "
                             "Если корни разные — оставьте его; если общие — напишите другое.")
    assert button_labels(question) == ["Оставить «рука»", "Другое слово"]
    await boss.presses(question, "Другое слово")
    assert question.message_id not in [m.message_id for m in chat.messages()], "the question is gone"
    assert engine(session).state.phase == "leading"
    await boss.says(chat, "рука")
    await boss.presses(find(chat, "Слово «рука»"), "Оставить «рука»")
    assert engine(session).state.phase == "guessing"
    laid = words_message(group, 1).text or ""
    assert "лесник → ручка → маяк" in laid and "рука" not in laid
    done = panel(boss, 1)
    assert "Загадано: рука" in (done.text or "") and button_labels(done) == []


async def test_a_name_the_dictionary_does_not_know_is_kept_on_the_leaders_word(harness: Harness) -> None:
    _, session, boss = await _leading(harness)
    chat = boss.private
    for card in ("лесник", "ручка", "маяк"):
        await press(boss, card)
    await boss.says(chat, "Хогвартс")
    question = find(chat, "Слова «Хогвартс» нет в моём словаре")
    await boss.presses(question, "Оставить «Хогвартс»")
    current = engine(session).state.current
    assert current is not None and current.word == "Хогвартс"


async def test_a_leader_out_of_time_passes_the_lead_and_everyone_is_told(harness: Harness) -> None:
    group, session, boss = await _leading(harness)
    await press(boss, "маяк")
    shown = panel(boss, 1)
    await harness.tg.advance(LEADER_TIME)
    said = texts(group)
    name = boss.name
    assert any(f"⌛ Время на ход вышло: {name} пропускает ход." in text for text in said)
    assert "Раунд 2. Ведёт" in said[-1]
    old = boss.private.message(shown.message_id)
    assert old.text == "⌛ Время на ход вышло — ведёт следующий игрок. Карточки остаются у вас."
    assert button_labels(old) == []
    turn = engine(session).state.turn
    assert turn is not None and turn.leader_id != boss.id
