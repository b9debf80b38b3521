"""«Ассоциации» edge cases with clear answers and nothing lost (issue 12, "Edge cases"): a leader the bot
cannot write to, a guesser who blocks the bot, players leaving, the deck running out, /stop, the
track's picture sent again by its file_id, the track as text."""

from __future__ import annotations

from bot.services.game_session import GameSession
from tests.e2e.assotsiatsii.assotsiatsii_e2e import (
    app_of,
    boot,
    button_labels,
    containing,
    engine,
    find,
    guessers,
    lead,
    leader,
    panel,
    sheet,
    spec_with_deck,
    start,
    texts,
    time_up,
    words_message,
)
from tests.platform.harness import Harness

NAMES = ("Аня", "Боб", "Вика", "Гоша")


def next_leader_id(session: GameSession) -> int:
    """Who leads after the current round (join order from the current leader's seat, skipping who left)."""
    s = engine(session).state
    seats = s.seats
    for step in range(1, len(seats) + 1):
        seat = seats[(s.leader_seat + step) % len(seats)]
        if not seat.left:
            return seat.id
    raise AssertionError("nobody to lead")


async def test_a_leader_the_bot_cannot_write_to_passes_the_lead_and_the_group_is_told_how_to_fix_it(
        harness: Harness) -> None:
    group, users = await boot(harness, *NAMES)
    session = await start(harness, group, users)
    await lead(harness, group, users)
    blocked = next(user for user in users if user.id == next_leader_id(session))
    await blocked.block_bot()
    await time_up(harness, group)  # the round ends; the next leader's panel cannot reach them
    said = containing(group, "пропускает ход ведущего")
    assert (f"{blocked.name} пропускает ход ведущего: мои сообщения в личку не доходят. {blocked.name}, "
                    "откройте чат со мной и нажмите «Старт» — тогда в следующий раз сможете вести.") in said
    turn = engine(session).state.turn
    assert turn is not None and turn.leader_id != blocked.id
    assert f"Раунд {engine(session).state.round}. Ведёт " in texts(group)[-1]
    await blocked.says(blocked.private, "/start")
    assert f"{blocked.name} снова получает мои сообщения в личке." in containing(group, "снова получает")
    assert not harness.tg.handler_errors


async def test_a_leader_who_blocks_the_bot_during_the_turn_passes_the_lead(harness: Harness) -> None:
    group, users = await boot(harness, *NAMES)
    session = await start(harness, group, users)
    boss = leader(session, users)
    await boss.block_bot()
    said = containing(group, "пропускает ход ведущего")
    assert said.startswith(f"{boss.name} пропускает ход ведущего: мои сообщения в личку не доходят.")
    assert "Раунд 2. Ведёт " in texts(group)[-1]
    assert not [text for text in texts(group) if f"{boss.name} не получает мои сообщения" in text], \
        "said once, as the lead passing"
    await lead(harness, group, users)  # the next leader plays on; the blocked player is not waited for
    for user in guessers(session, users):
        if user is not boss:
            await user.presses(sheet(user, 2), "Готово")
    assert "Итоги раунда 2" in containing(group, "Итоги раунда 2"), "the round ended without waiting"


async def test_a_guesser_who_blocks_the_bot_keeps_their_guesses_as_they_stand(harness: Harness) -> None:
    group, users = await boot(harness, *NAMES)
    session = await start(harness, group, users)
    _, word = await lead(harness, group, users)
    quitter, other, _ = guessers(session, users)
    await quitter.says(quitter.private, f"{word}\nдождь")
    await other.says(other.private, "дождь")
    await quitter.block_bot()
    await time_up(harness, group)
    table = containing(group, "Итоги раунда 1")
    assert f"{quitter.name}: {word} +3 · дождь +1" in table
    assert f"{other.name}: дождь +1" in table
    told = containing(group, "не получает мои сообщения")
    assert f"{quitter.name} не получает мои сообщения в личке" in told
    assert engine(session).scores()[quitter.id] == 4


async def test_a_player_who_leaves_is_skipped_and_the_game_ends_below_three(harness: Harness) -> None:
    group, users = await boot(harness, *NAMES)
    session = await start(harness, group, users)
    await lead(harness, group, users)
    gone = next(user for user in users if user.id == next_leader_id(session))
    await group.set_member(gone, "left")
    assert f"{gone.name} выходит из игры." in containing(group, "выходит из игры")
    await time_up(harness, group)
    for _ in range(3):  # three more turns: the lead goes round the three who stay
        turn = engine(session).state.turn
        assert turn is not None and turn.leader_id != gone.id
        await lead(harness, group, users)
        await time_up(harness, group)
    assert not [text for text in texts(group) if f"Ведёт {gone.name}" in text]
    stayer = guessers(session, users)[0] if engine(session).state.current else leader(session, users)
    await group.set_member(stayer, "left")
    assert "Игроков осталось меньше трёх — игра окончена." in containing(group, "меньше трёх")
    assert engine(session).is_over()
    assert "Итоги:" in texts(group)[-1]


DECK = ("маяк", "ключ", "зеркало", "корона", "якорь", "компас", "свеча", "фонарь", "колокол", "мост", "башня",
        "замок", "лестница", "дверь", "окно", "крыша", "колодец", "мельница", "паутина", "лабиринт",
        "пустыня")


async def test_the_deck_running_out_reshuffles_the_discards(harness: Harness) -> None:
    group, users = await boot(harness, "Аня", "Боб", "Вика", spec=spec_with_deck(DECK))  # 18 dealt, 3 left
    session = await start(harness, group, users)
    for _ in range(2):
        await lead(harness, group, users)
        await time_up(harness, group)
    assert "Колода закончилась — перемешал сброс: 6 карточек снова в колоде." in containing(group, "Колода")
    game = engine(session)
    held = [card for seat in game.state.seats for card in seat.hand]
    assert len(held) == 18 and len(set(held)) == 18, "every hand is full again, no card twice"


async def test_stop_during_guessing_freezes_nothing_and_takes_the_buttons_away(harness: Harness) -> None:
    group, users = await boot(harness, *NAMES)
    session = await start(harness, group, users)
    await lead(harness, group, users)
    ann = guessers(session, users)[0]
    await ann.says(ann.private, "дождь")
    words = words_message(group, 1)
    await users[0].says(group, "/stop")
    await users[0].presses(group.last_bot_message(), "Да, остановить")
    assert (group.message(words.message_id).text or "").endswith("⏹ Игра остановлена.")
    stopped = sheet(ann, 1)
    assert (stopped.text or "").endswith("⏹ Игра остановлена.") and button_labels(stopped) == []
    assert "1. дождь" in (stopped.text or "")
    assert "Игра остановлена." in texts(group)[-1]
    await harness.tg.advance(120)  # no reading of the timer comes after the stop
    assert (group.message(words.message_id).text or "").endswith("⏹ Игра остановлена.")


async def test_stop_during_the_leaders_turn_takes_the_cards_buttons_away(harness: Harness) -> None:
    group, users = await boot(harness, *NAMES)
    session = await start(harness, group, users)
    boss = leader(session, users)
    shown = panel(boss, 1)
    await users[0].says(group, "/stop")
    await users[0].presses(group.last_bot_message(), "Да, остановить")
    stopped = boss.private.message(shown.message_id)
    assert stopped.text == "⏹ Игра остановлена." and button_labels(stopped) == []


async def test_the_same_track_is_sent_again_by_its_file_id(harness: Harness) -> None:
    group, users = await boot(harness, "Аня", "Боб", "Вика")
    session = await start(harness, group, users)
    for _ in range(2):  # nobody scores: the track looks the same after both rounds
        await lead(harness, group, users)
        await time_up(harness, group)
    assert engine(session).scores() == {user.id: 0 for user in users}
    photos = harness.tg.calls_to("sendPhoto")
    assert len(photos) == 2 and all(call["ok"] for call in photos)
    pictures = app_of(harness).pictures
    assert (pictures.drawn, pictures.reused) == (1, 1)
    first = find(group, "Трек до 30 очков")
    assert first.photo and photos[1]["params"]["photo"] == first.photo[-1].file_id
    assert first.caption == "Трек до 30 очков\nАня — 0\nБоб — 0\nВика — 0"


async def test_in_text_mode_the_track_is_text(harness: Harness) -> None:
    group, users = await boot(harness, "Аня", "Боб", "Вика", options={"text_mode": True, "track_length": 20})
    session = await start(harness, group, users)
    _, word = await lead(harness, group, users)
    first = guessers(session, users)[0]
    await first.says(first.private, word)
    await time_up(harness, group)
    assert not harness.tg.calls_to("sendPhoto")
    track = next(m.html_text for m in group.bot_messages() if "Трек до 20 очков" in (m.text or ""))
    assert f"<code>██░░░░░░░░░░░░░</code> {first.name} — 3" in track
