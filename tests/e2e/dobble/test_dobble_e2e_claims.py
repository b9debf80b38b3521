"""Доббль: which claim takes the centre card, and what the others are told (issue 11).

The first correct claim in Telegram's order takes the card: messages by (date, message_id), a press
after every message the bot had seen. Claims that do not take it are told by a toast to a presser
and by nothing in the group for typed names: chatter must not flood the group.
"""

from __future__ import annotations

from tests.e2e.dobble.dobble_e2e import (
    SETTLE,
    boot,
    boot_and_start,
    button_data,
    centre,
    count,
    date_of,
    emoji,
    engine,
    match,
    miss,
    name,
    press,
    press_data,
    start,
    table,
    take,
    texts,
)
from tests.platform.harness import Harness


async def test_two_correct_claims_in_the_same_second_the_lower_message_id_wins(harness: Harness) -> None:
    group, (ann, bob, _vika), session = await boot_and_start(harness, "Аня", "Борис", "Вика")
    card, found = centre(session), match(session, ann)
    first = await ann.says(group, name(found), deliver=False)  # sent first, its update is late
    second = await bob.says(group, name(match(session, bob)), date=date_of(first))
    assert date_of(first) == date_of(second) and first.message_id < second.message_id
    await harness.tg.deliver(first)  # within the settle time: it still counts, and it is earlier
    await harness.tg.advance(SETTLE)
    assert centre(session) != card
    assert count(session, ann) == 2 and count(session, bob) == 1
    caption = f"Аня нашла {emoji(found)} и забирает карту · опоздали: Борис · в центре 51"
    assert table(group, session).caption == caption


async def test_a_press_ranks_after_a_message_the_bot_had_already_seen(harness: Harness) -> None:
    group, (ann, bob, _vika), session = await boot_and_start(harness, "Аня", "Борис", "Вика")
    said = texts(group)
    await ann.says(group, name(match(session, ann)))
    answer = await press(bob, group, session, match(session, bob))  # the same second, after it
    assert answer.text == "Опоздали: эту карту забирает Аня."
    await harness.tg.advance(SETTLE)
    assert count(session, ann) == 2 and count(session, bob) == 1
    assert len(texts(group)) == len(said)  # the typed claim that won is simply the take: no reply


async def test_a_press_on_the_picture_of_a_card_already_taken_is_told_late(harness: Harness) -> None:
    group, (ann, bob, _vika), session = await boot_and_start(harness, "Аня", "Борис", "Вика")
    shown = table(group, session)  # as Борис's phone still shows it
    data = button_data(shown, emoji(match(session, bob)))
    await take(harness, ann, group, session)
    text, answered = await press_data(harness, bob, shown, data)
    assert answered and text == "Опоздали: эту карту забирает Аня."
    await take(harness, ann, group, session)  # one more card: Борис's keyboard is two cards old now
    text, _ = await press_data(harness, bob, shown, data)
    assert text == "Это кнопка прежней карты — в центре уже новая."
    assert count(session, bob) == 1 and count(session, ann) == 3


async def test_a_wrong_claim_locks_the_player_until_the_centre_changes(harness: Harness) -> None:
    group, (ann, bob, vika), session = await boot_and_start(harness, "Аня", "Борис", "Вика")
    neighbours = match(session, bob)
    assert neighbours != match(session, vika)  # in the centre and on Борис's card, not on Вика's
    said = texts(group)
    answer = await press(vika, group, session, neighbours)
    assert answer.text == (f"❌ {emoji(neighbours)} есть в центре, но не на вашей карточке. "
                           "Теперь ждите следующую карту.")
    assert not answer.show_alert
    answer = await press(vika, group, session, match(session, vika))  # right, but locked
    assert answer.text == "Вы уже ошиблись на этой карте — ждите следующую."
    await vika.says(group, name(match(session, vika)))  # typed: locked too, and silence
    await harness.tg.advance(SETTLE)
    assert count(session, vika) == 1 and texts(group) == said
    await take(harness, ann, group, session)  # the centre changes: the lock is gone
    await take(harness, vika, group, session)
    assert count(session, vika) == 2


async def test_a_typed_wrong_claim_is_told_why_in_one_line(harness: Harness) -> None:
    """issue 26 (item 4): a wrong typed claim locked the player silently, and their next right
    press was refused out of the blue. Now one short line says why, as a wrong press's toast does."""
    group, (ann, _bob, _vika), session = await boot_and_start(harness, "Аня", "Борис", "Вика")
    said, card = texts(group), centre(session)
    wrong = miss(session, ann)
    await ann.says(group, name(wrong))  # in the centre, not on her card
    await harness.tg.advance(SETTLE)
    assert texts(group)[len(said):] == [
        f"Аня, ❌ {emoji(wrong)} есть в центре, но не на вашей карточке. Теперь ждите следующую карту."]
    assert centre(session) == card
    answer = await press(ann, group, session, match(session, ann))
    assert answer.text == "Вы уже ошиблись на этой карте — ждите следующую."


async def test_a_non_player_gets_a_toast_for_a_button_and_silence_for_a_message(harness: Harness) -> None:
    group, users = await boot(harness, "Аня", "Борис", "Дэн")
    ann, bob, dan = users
    session = await start(harness, group, [ann, bob])
    said, card = texts(group), centre(session)
    answer = await press(dan, group, session, match(session, ann))
    assert answer.text == "Вы не участвуете в этой игре."
    await dan.says(group, name(match(session, ann)))
    await harness.tg.advance(SETTLE)
    assert texts(group) == said and centre(session) == card
    assert set(engine(session).scores()) == {ann.id, bob.id}


async def test_a_typed_word_that_names_no_symbol_is_just_chatter(harness: Harness) -> None:
    group, (ann, _bob), session = await boot_and_start(harness, "Аня", "Борис")
    said, version = texts(group), session.record.version
    await ann.says(group, "ой, ничего не вижу")
    await ann.says(group, f"у меня тут {name(match(session, ann))}, кажется")  # a sentence, not a name
    await harness.tg.advance(SETTLE)
    assert texts(group) == said and session.record.version == version  # not even journalled
    await take(harness, ann, group, session, typed=True)  # any case, the name alone
    assert count(session, ann) == 2


async def test_a_name_typed_in_another_form_or_case_counts(harness: Harness) -> None:
    group, (ann, _bob), session = await boot_and_start(harness, "Аня", "Борис")
    symbol = match(session, ann)
    await ann.says(group, name(symbol).upper())
    await harness.tg.advance(SETTLE)
    assert count(session, ann) == 2


async def test_nothing_counts_during_the_countdown(harness: Harness) -> None:
    group, users = await boot(harness, "Аня", "Борис")
    session = await start(harness, group, users, turn_over=False)
    sent = len(group.bot_messages())
    for symbol in range(57):  # every name: one of them is the match
        await users[0].says(group, name(symbol))
    await harness.tg.advance(3)
    assert count(session, users[0]) == 1 and "table" in session.record.messages
    assert len(group.bot_messages()) == sent + 1  # the table, and not a word about the names
