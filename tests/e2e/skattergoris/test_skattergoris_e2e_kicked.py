"""The bot removed from the group mid-game (issue 16.7): the game closes, each player is told
privately once, the private messages lose their buttons, and a late private answer is told the
game is over."""

from __future__ import annotations

from bot.storage import GameStatus
from tests.e2e.skattergoris.skattergoris_e2e import (
    GRACE,
    boot,
    button_labels,
    engine,
    find,
    review_status,
    sheet,
    start,
    texts,
    word,
)
from tests.platform.harness import Harness

TOLD = "Меня убрали из группы, где шла игра «Скаттергорис»: игра закрыта, счёт сохранён."
OVER = "Эта игра уже закончилась — сообщение никуда не записано. Сыграть ещё — /games в группе."


async def test_kicked_while_answering_sheets_lose_done_and_each_player_is_told_once(harness: Harness) -> None:
    group, (ann, bob) = await boot(harness, "Аня", "Боб")
    session = await start(harness, group, (ann, bob))
    letter = engine(session).letter
    await ann.says(ann.private, f"1 {word(letter, 0)}")
    assert "Готово" in button_labels(sheet(ann, 1))
    calls_before = len(harness.tg.calls)
    await group.kick_bot()

    record = await harness.app.repo.game(session.id)  # type: ignore[union-attr]
    assert record is not None and record.status is GameStatus.CLOSED
    assert harness.app.live.by_id == {}  # type: ignore[union-attr]
    for user in (ann, bob):
        assert texts(user.private).count(TOLD) == 1
        assert button_labels(sheet(user, 1)) == []
    assert word(letter, 0) in (sheet(ann, 1).text or "")  # what she wrote stays on her sheet
    later = harness.tg.calls[calls_before:]
    assert not [c for c in later if c["params"].get("chat_id") == group.id and c["method"] != "getChatMember"]

    await ann.says(ann.private, f"2 {word(letter, 1)}")
    assert texts(ann.private)[-1] == OVER
    await harness.tg.advance(300)  # its timers were cancelled: nothing more is said anywhere
    assert texts(ann.private)[-1] == OVER and texts(bob.private)[-1] == TOLD
    assert not harness.tg.handler_errors


async def test_kicked_during_the_review_the_challenge_picker_goes(harness: Harness) -> None:
    group, (ann, bob) = await boot(harness, "Аня", "Боб")
    session = await start(harness, group, (ann, bob))
    game = engine(session)
    await ann.says(ann.private, f"1 {word(game.letter, 0)}")
    await bob.says(bob.private, f"1 {word(game.letter, 1)}")
    await harness.tg.advance(game.answers_deadline + GRACE - harness.clock.now())
    assert game.phase == "review"
    await bob.presses(review_status(group), "Оспорить")
    picker = find(bob.private, "Раунд ")
    await group.kick_bot()
    assert picker.message_id not in [m.message_id for m in bob.private.messages()]
    for user in (ann, bob):
        assert texts(user.private).count(TOLD) == 1
        assert all(button_labels(m) == [] for m in user.private.bot_messages())
    await bob.says(bob.private, "1 что-нибудь")
    assert texts(bob.private)[-1] == OVER
    assert not harness.tg.handler_errors


async def test_a_write_refused_because_the_bot_was_kicked_tells_the_players_too(harness: Harness) -> None:
    group, (ann, bob) = await boot(harness, "Аня", "Боб")
    session = await start(harness, group, (ann, bob))
    await harness.app.changes.on_chat_gone(group.id, "kicked", None)  # type: ignore[union-attr]
    await harness.tg.idle()
    assert session.status is GameStatus.CLOSED
    for user in (ann, bob):
        assert texts(user.private).count(TOLD) == 1
        assert button_labels(sheet(user, 1)) == []


async def test_a_late_private_answer_after_a_finished_game_is_told_it_is_over(harness: Harness) -> None:
    group, (ann, bob) = await boot(harness, "Аня", "Боб")
    session = await start(harness, group, (ann, bob))
    await ann.says(group, "/stop")
    await ann.presses(group.last_bot_message(), "Да, остановить")
    assert session.status is GameStatus.STOPPED
    await bob.says(bob.private, "1 Кит")
    assert texts(bob.private)[-1] == OVER
    await bob.says(bob.private, "/help")  # commands are answered as usual
    assert texts(bob.private)[-1] != OVER
