"""Guessing (issue 12, flow 3): the laid words and a timer edited in place in the group; up to three
guesses in private, the list edited in place with ✖ per guess and «Готово»; a secret posted in the
group caught, deleted and not counted."""

from __future__ import annotations

from tests.e2e.assotsiatsii.assotsiatsii_e2e import (
    GUESS_TIME,
    boot,
    button_labels,
    containing,
    current_round,
    engine,
    guessers,
    lead,
    leader,
    pick,
    safe_word,
    sheet,
    start,
    texts,
    time_up,
    words_message,
)
from tests.platform.harness import Harness

NAMES = ("Аня", "Боб", "Вика", "Гоша")


async def test_the_timer_under_the_laid_words_is_edited_in_place(harness: Harness) -> None:
    group, users = await boot(harness, *NAMES)
    await start(harness, group, users)
    await lead(harness, group, users)
    message = words_message(group, 1)
    assert (message.text or "").endswith("⏳ Осталось 1:30")
    assert "Что их объединяет? Пишите мне в личку до 3 догадок." in (message.text or "")
    readings = []
    for step in (30, 30, 20, 12):
        await harness.tg.advance(step)
        readings.append((group.message(message.message_id).text or "").splitlines()[-1])
    assert readings == ["⏳ Осталось 1:00", "⏳ Осталось 0:30", "⏳ Осталось 0:10", "⌛ Время вышло."]
    edits = [call for call in harness.tg.calls_to("editMessageText")
             if call["params"]["message_id"] == message.message_id]
    assert len(edits) == 4, "three readings and the end: a pace far inside the flood limits"


async def test_guesses_in_private_edit_the_list_in_place(harness: Harness) -> None:
    group, users = await boot(harness, *NAMES)
    session = await start(harness, group, users)
    await lead(harness, group, users)
    ann = guessers(session, users)[0]
    shown = sheet(ann, 1)
    assert "Ваших догадок пока нет." in (shown.text or "") and button_labels(shown) == ["Готово"]
    await ann.says(ann.private, "дождь\nгроза")
    await ann.says(ann.private, "Дождь, ветер")  # «Дождь» is on the list already: only «ветер» is new
    shown = sheet(ann, 1)
    assert shown.message_id == sheet(ann, 1).message_id
    assert "Ваши догадки (3 из 3):\n1. дождь\n2. гроза\n3. ветер" in (shown.text or "")
    assert "Уже есть в списке: «Дождь»." in (shown.text or "")
    assert button_labels(shown) == ["✖ дождь", "✖ гроза", "✖ ветер", "Готово"]
    await ann.says(ann.private, "снег")
    assert texts(ann.private)[-1].startswith("Места для догадок больше нет (их не больше 3)")
    await ann.presses(shown, "✖ гроза")
    await ann.says(ann.private, "снег")
    shown = sheet(ann, 1)
    assert "1. дождь\n2. ветер\n3. снег" in (shown.text or "")
    await ann.presses(shown, "Готово")
    shown = sheet(ann, 1)
    assert (shown.text or "").endswith("✅ Готово — догадки приняты.") and button_labels(shown) == []
    waiting = [u.name for u in guessers(session, users) if u is not ann]
    # issue 26 (item 12): who is ready is a line under the timer of the words' message, edited in —
    # not a message of its own, sent and deleted, ringing every phone in the group.
    lines = (words_message(group, 1).text or "").splitlines()
    assert lines[-2] == "⏳ Осталось 1:30"  # the whole time: no reading has passed yet
    assert lines[-1] == f"✅ Готовы: {ann.name}. Ждём: {', '.join(waiting)}."
    assert not [t for t in texts(group) if t.startswith("✅ Готовы")]
    assert not harness.tg.calls_to("deleteMessage")
    await ann.says(ann.private, "туча")
    assert texts(ann.private)[-1] == "Вы уже нажали «Готово» — догадки больше не меняются."
    assert current_round(session).sheets[ann.id].guesses == ["дождь", "ветер", "снег"]


async def test_four_guesses_in_one_message_take_none_and_say_so(harness: Harness) -> None:
    group, users = await boot(harness, *NAMES)
    session = await start(harness, group, users)
    await lead(harness, group, users)
    bob = guessers(session, users)[1]
    await bob.says(bob.private, "дождь\nгроза\nветер\nснег")
    assert texts(bob.private)[-1] == ("Догадок не больше 3, а в сообщении 4. Ничего не записал — "
                                      "пришлите не больше 3.")
    assert current_round(session).sheets[bob.id].guesses == []


async def test_a_guess_before_the_words_and_the_leaders_own_are_answered(harness: Harness) -> None:
    group, users = await boot(harness, *NAMES)
    session = await start(harness, group, users)
    boss = leader(session, users)
    other = next(user for user in users if user is not boss)
    await other.says(other.private, "небо")
    assert texts(other.private)[-1] == ("Ведущий ещё выбирает карточки — догадки можно будет писать, "
                                        "когда слова появятся в группе.")
    await lead(harness, group, users)
    await boss.says(boss.private, "дождь")
    assert texts(boss.private)[-1] == "Вы ведёте этот раунд — ждём догадок остальных."


async def test_a_guess_posted_in_the_group_is_deleted_and_does_not_count(harness: Harness) -> None:
    group, users = await boot(harness, *NAMES)
    await group.set_member(harness.tg.core.bot_id, "administrator")  # the right to delete messages
    session = await start(harness, group, users)
    await lead(harness, group, users)
    ann, bob, _ = guessers(session, users)
    chat = await ann.says(group, "ну и слова подобрались")
    posted = await bob.says(group, "дождь")
    ids = [m.message_id for m in group.messages()]
    assert posted.message_id not in ids and chat.message_id in ids
    assert texts(group)[-1] == (f"{bob.name}, догадки пишите мне в личку: догадка, которую видят все, — "
                                "уже не секрет и в зачёт не идёт. Сообщение я удалил.")  # issue 26 (item 14)
    await time_up(harness, group)
    assert f"{bob.name}: нет догадок" in containing(group, "Итоги раунда 1")


async def test_a_guess_the_bot_may_not_delete_is_said_to_be_still_there(harness: Harness) -> None:
    """issue 26 (item 14): without the right to delete, the group is told the message could not be
    deleted (it was «Сообщение я удалил (если мне это разрешено).» whatever happened)."""
    group, users = await boot(harness, *NAMES)
    session = await start(harness, group, users)
    await lead(harness, group, users)
    _, bob, _ = guessers(session, users)
    posted = await bob.says(group, "дождь")
    assert posted.message_id in [m.message_id for m in group.messages()]  # still there
    assert texts(group)[-1] == (f"{bob.name}, догадки пишите мне в личку: догадка, которую видят все, — "
                                "уже не секрет и в зачёт не идёт. Удалить сообщение я не смог: "
                                "для этого мне нужны права администратора.")
    await time_up(harness, group)
    assert f"{bob.name}: нет догадок" in containing(group, "Итоги раунда 1")


async def test_a_word_the_leader_posts_in_the_group_may_not_be_hidden(harness: Harness) -> None:
    group, users = await boot(harness, *NAMES)
    await group.set_member(harness.tg.core.bot_id, "administrator")
    session = await start(harness, group, users)
    boss = leader(session, users)
    game = engine(session)
    seat = game.state.seat(boss.id)
    assert seat is not None
    hand = [game.content.cards[card] for card in seat.hand]
    word = safe_word(hand[:3])
    posted = await boss.says(group, word)
    assert posted.message_id not in [m.message_id for m in group.messages()]
    assert texts(group)[-1].startswith(f"{boss.name}, слово загадывают мне в личку, а это теперь видели все")
    await pick(boss, 1, (0, 1, 2))
    await boss.says(boss.private, word)
    assert texts(boss.private)[-1] == (f"«{word}» вы уже писали в группе — его все видели. "
                                       "Загадайте другое слово.")
    assert game.state.phase == "leading"
    assert GUESS_TIME == 90.0
