"""A group becomes a supergroup mid-game (issue 26, item 5): every game's live messages are posted
again in the new chat, presses there act, and the game goes on to its end. Нет слов, with no timer
to post its table anew, stood still before: every press on the table left in the old group was
refused («Сейчас так нельзя.»)."""

from __future__ import annotations

from bot.storage import GameStatus
from sandbox import ChatHandle
from tests.e2e.assotsiatsii import assotsiatsii_e2e as assoc
from tests.e2e.dobble import dobble_e2e as dobble
from tests.e2e.netslov import netslov_e2e as netslov
from tests.e2e.skattergoris import skattergoris_e2e as skat
from tests.e2e.soobrazhariy import soobrazhariy_e2e as soob
from tests.platform.harness import Harness


def running_in(harness: Harness, chat: ChatHandle) -> object:
    assert harness.app is not None
    session = harness.app.live.by_key.get((chat.id, 0))
    assert session is not None, "the game did not move to the new chat"
    return session


async def test_netslov_posts_its_table_in_the_supergroup_and_goes_on(harness: Harness) -> None:
    group, users, session = await netslov.boot_and_start(harness, "Аня", "Боб", "Вика")
    mover = netslov.user_of(users, netslov.engine(session).state.mover)
    new = await group.migrate()
    assert running_in(harness, new) is session
    table = netslov.table(new)  # the table, with its buttons, in the new chat
    assert "⚫ 1" in netslov.labels(table) and netslov.TABLE_MARK in (table.text or "")
    turn = netslov.engine(session).state.turn
    answer = await netslov.lay_black(new, mover)
    assert answer.answered and not answer.show_alert, answer.text
    assert netslov.engine(session).state.turn == turn + 1  # the move was made, from the new chat
    assert not harness.tg.handler_errors


async def test_dobble_posts_its_picture_in_the_supergroup_and_plays_to_the_end(harness: Harness) -> None:
    group, users, session = await dobble.boot_and_start(harness, "Аня", "Борис", "Вика")
    await dobble.take(harness, users[0], group, session)
    new = await group.migrate()
    assert running_in(harness, new) is session
    assert dobble.table(new, session).photo  # the picture again, in the new chat
    turn = 0
    while not dobble.engine(session).is_over():
        await dobble.take(harness, users[turn % 3], new, session)
        turn += 1
    assert session.status is GameStatus.FINISHED and not harness.tg.handler_errors


async def test_skattergoris_goes_on_in_the_supergroup(harness: Harness) -> None:
    group, users = await skat.boot(harness, "Аня", "Боб", "Вика")
    session = await skat.start(harness, group, users)
    game = skat.engine(session)
    new = await group.migrate()
    assert running_in(harness, new) is session
    letter = game.letters[-1]
    for n, user in enumerate(users):
        await user.says(user.private, f"1 {skat.word(letter, n)}")
    await harness.tg.advance(game.answers_deadline - harness.clock.now() + 5)
    assert game.phase != "answering"
    assert any((m.text or "").startswith("Ответы раунда 1") for m in new.bot_messages())
    assert not harness.tg.handler_errors


async def test_soobrazhariy_goes_on_in_the_supergroup(harness: Harness) -> None:
    group, users, session = await soob.boot_and_start(
        harness, soob.registry_dealing(["Животное", "Город", "Предмет одежды"], "КЛМ"), "Аня", "Боб", "Вика")
    new = await group.migrate()
    assert running_in(harness, new) is session
    await harness.tg.advance(soob.LETTER_PAUSE)
    assert "Буква" in soob.letter_line(new)  # the letter is posted in the new chat
    await users[1].says(new, "кот")
    assert soob.bot_message(new, "«кот»")
    assert not harness.tg.handler_errors


async def test_assotsiatsii_goes_on_in_the_supergroup(harness: Harness) -> None:
    group, users = await assoc.boot(harness, "Аня", "Боб", "Вика")
    session = await assoc.start(harness, group, users)
    new = await group.migrate()
    assert running_in(harness, new) is session
    _, word = await assoc.lead(harness, new, users)
    assert assoc.words_message(new, 1)  # the laid words go to the new chat
    await assoc.time_up(harness, new)
    assert any(word in (m.text or "") for m in new.bot_messages())  # the reveal, there too
    assert not harness.tg.handler_errors


async def test_an_answer_in_the_supergroup_handed_over_with_the_migration_is_judged(harness: Harness) -> None:
    """Telegram may hand over the migration and the first message in the new supergroup in one batch:
    the answer must wait behind the migration and find the game, not run beside it and be ignored
    (seen with several workers, issue 24)."""
    from sandbox import ChatHandle
    from sandbox.core import people

    group, users, session = await soob.boot_and_start(
        harness, soob.registry_dealing(["Животное", "Город", "Предмет одежды"], "КЛМ"), "Аня", "Боб", "Вика")
    await harness.tg.advance(soob.LETTER_PAUSE)
    assert "Буква" in soob.letter_line(group)
    core = harness.tg.core
    new = people.migrate(core, group.state)  # both service messages emitted, not yet handled …
    people.post_message(core, new, users[1].id, "кот")  # … and the answer behind them
    await harness.tg.idle()
    chat = ChatHandle(harness.tg, new)
    assert running_in(harness, chat) is session
    assert soob.bot_message(chat, "«кот»")
    assert not harness.tg.handler_errors
