"""A whole game of Скаттергорис through the sandbox: three players, three rounds (issue 5, "Done when").

Round 1 carries the hard parts: sheets filled with every message style, a late answer refused,
an on-time answer delivered late accepted, a duplicate and a repeat struck, a struck answer's
challenge refused, and a challenge decided by dropping the challenged player's vote on a tie
(a non-player's vote ignored). Rounds 2 and 3 end early by «Готово». A variant restarts the bot
mid-round and again while a poll is open.
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable

import pytest

from bot.games.registry import Registry
from bot.games.skattergoris import SPEC
from sandbox import ChatHandle, UserHandle
from tests.e2e.skattergoris.skattergoris_e2e import (
    GRACE,
    TIMER,
    boot,
    challenge,
    containing,
    engine,
    find,
    polls,
    quick_round,
    review_status,
    sheet,
    sheet_rows,
    start,
    struck,
    table_line,
    texts,
    word,
    wrong_word,
)
from tests.platform.harness import Harness

pytestmark = pytest.mark.both_engines  # a whole game, also on PostgreSQL (issue 23)

Restart = Callable[[], Awaitable[None]]


async def no_restart() -> None:
    return None


async def round_one(harness: Harness, group: ChatHandle, ann: UserHandle, bob: UserHandle, vika: UserHandle,
                    gosha: UserHandle, restart: Restart) -> None:
    session = harness.app.live.by_key[(group.id, 0)]  # type: ignore[union-attr]
    game = engine(session)
    letter, deadline = game.letter, game.answers_deadline
    w = [word(letter, i) for i in range(12)]

    # Every sheet style: `N answer`, `N. answer`, `N) answer`, plain lines into empty rows, `N -`.
    await ann.says(ann.private, f"1 {w[0]}\n2. {w[1]}\n3) {w[2]}")
    await ann.says(ann.private, f"{w[3]}\n{w[4]}")
    sheet_message = sheet(ann, 1)
    rows = sheet_rows(ann, 1)
    assert [r.split(": ", 1)[1] for r in rows[:6]] == [w[0], w[1], w[2], w[3], w[4], "—"]
    await ann.says(ann.private, "2 -")
    assert sheet_rows(ann, 1)[1].endswith(": —")
    await ann.says(ann.private, f"2 {w[5]}\n6 {wrong_word(letter)}")
    rows = sheet_rows(ann, 1)
    assert rows[1].endswith(f": {w[5]}")
    assert rows[5].endswith(f": ⚠️ {wrong_word(letter)} (не на «{letter}»)")  # wrong letter shown at once
    assert sheet(ann, 1).message_id == sheet_message.message_id  # one sheet, edited in place

    # Bob repeats Ann's row 1 (a duplicate) and himself in rows 8 and 9 (a repeat).
    await bob.says(bob.private, f"1 {w[0]}\n7 {w[6]}\n8 {w[7]}\n9 {w[7]}")
    await restart()
    # Vika writes in time; Telegram delivers it after the deadline, within the grace period.
    held = await vika.says(vika.private, f"10 {w[8]}", date=int(deadline) - 1, deliver=False)
    await harness.tg.advance(deadline - harness.clock.now() + 1)
    await harness.tg.deliver(held)
    assert sheet_rows(vika, 1)[9].endswith(f": {w[8]}")
    for user in (ann, bob, vika):  # each sheet is one message, edited in place (after a restart too)
        assert sum(text.startswith("Ваш лист · раунд 1 ") for text in texts(user.private)) == 1
    await bob.says(bob.private, f"11 {w[9]}")  # dated after the deadline
    assert texts(bob.private)[-1] == "⌛ Время вышло — этот ответ не принят."
    assert sheet_rows(bob, 1)[10].endswith(": —")
    await harness.tg.advance(GRACE)

    # The table: duplicates and repeats struck, the wrong letter marked, empty rows shown.
    assert "⌛ Время вышло — проверяем ответы." in texts(group)
    assert table_line(group, 1, 1).endswith(f"Аня: {w[0]} · Боб: {w[0]}")  # Vika's empty row left out
    table = find(group, "Ответы раунда 1 ")
    assert struck(table).count(w[0]) == 2 and struck(table).count(w[7]) == 1
    assert table_line(group, 1, 8).endswith(f"Боб: {w[7]}")
    assert table_line(group, 1, 9).endswith(f"Боб: {w[7]}")
    assert f"Аня: ⚠️{wrong_word(letter)}" in table_line(group, 1, 6)
    assert table_line(group, 1, 12) == f"12. {game.categories[11]} — никто не ответил"

    # Challenging a struck answer is refused politely, in private.
    await challenge(bob, group, 1, f"✗ {w[0]} — Аня")
    assert texts(bob.private)[-1].startswith("Этот ответ уже вычеркнут")
    assert not polls(group)

    # Vika challenges Ann's wrong letter: Ann says yes, Bob no, Gosha (not playing) yes, Vika silent.
    await challenge(vika, group, 6, f"⚠️ {wrong_word(letter)} — Аня")
    [poll] = polls(group)
    assert poll.poll is not None and poll.poll.question == (
        # «в категории …»: a bare «в «Страна»» is not Russian.
        f"Засчитать «{wrong_word(letter)}» (Аня) в категории «{game.categories[5]}»?")
    assert [o.text for o in poll.poll.options] == ["Да", "Нет"] and not poll.poll.is_anonymous
    await ann.votes(poll, 0)
    await gosha.votes(poll, 0)
    await restart()
    await bob.votes(poll, 1)
    await harness.tg.advance(45)
    assert group.message(poll.message_id).poll.is_closed  # type: ignore[union-attr]
    decided = find(group, f"Ответ «{wrong_word(letter)}» (Аня)")
    # The counts as the poll shows them (1 : 1), then why the tie went against the answer.
    assert decided.text == (f"Ответ «{wrong_word(letter)}» (Аня) не засчитан: да — 1, нет — 1.\n"
                            "Было поровну — голос оспоренного игрока (Аня) не учтён.")
    for user in (ann, bob, vika):
        await user.presses(review_status(group), "Готово")
    # (The next round's post may share the message: texts queued together are sent as one.)
    scored = find(group, "Очки за раунд 1").text or ""
    assert scored.startswith(f"Очки за раунд 1 («{letter}»):\nАня — 4 очка\nБоб — 2 очка\nВика — 1 очко")
    assert "Всего:" not in scored  # after round 1 the totals are the round's points: not repeated


async def play_game(harness: Harness, restart: Restart) -> tuple[ChatHandle, tuple[UserHandle, ...]]:
    group, (ann, bob, vika, gosha) = await boot(harness, "Аня", "Боб", "Вика", "Гоша")
    await start(harness, group, (ann, bob, vika))
    await round_one(harness, group, ann, bob, vika, gosha, restart)
    # Round 2: Ann 1, Bob 1, Vika 2 (distinct words) -> 5, 3, 3.
    await quick_round(harness, group, 2, {ann: [0], bob: [1], vika: [2, 3]})
    # Round 3: Ann 1, Bob 2, Vika none -> 6, 5, 3.
    await quick_round(harness, group, 3, {ann: [4], bob: [5, 6], vika: []})
    return group, (ann, bob, vika, gosha)


@pytest.mark.transcript("skattergoris")  # the conversation, reviewed: tests/transcripts/skattergoris.txt
async def test_a_three_round_game_with_three_players_ends_with_totals_and_stats(harness: Harness) -> None:
    group, (ann, *_rest) = await play_game(harness, no_restart)
    session_letters = "Игра окончена: 3 раунда, буквы "
    assert session_letters in containing(group, session_letters)
    assert find(group, "Итоги:").text == (
        "Итоги:\n1. Аня — 6 очков\n2. Боб — 5 очков\n3. Вика — 3 очка\nПобедитель: Аня!")
    # How to answer is told with round 1 only: repeated under every round it is noise in the chat.
    assert "Ответы пишите мне в личку" in containing(group, "Раунд 1 из 3")
    assert "Ответы пишите мне в личку" not in containing(group, "Раунд 2 из 3").split("Раунд 2 из 3")[1]
    # Totals after a middle round; after the last one the platform's «Итоги» give them, once.
    assert "Всего:\nАня — 5 очков\nБоб — 3 очка\nВика — 3 очка" in containing(group, "Очки за раунд 2")
    assert "Всего:" not in containing(group, "Очки за раунд 3")
    assert (group.id, 0) not in harness.app.live.by_key  # type: ignore[union-attr]
    await ann.says(group, "/stats")
    assert texts(group)[-1] == ("Рейтинг чата:\n1. Аня — 1 победа, 6 очков, 1 игра\n"
                                "2. Боб — 0 побед, 5 очков, 1 игра\n3. Вика — 0 побед, 3 очка, 1 игра")
    assert not harness.tg.handler_errors


async def test_the_game_survives_a_restart_mid_round_and_with_a_poll_open(harness: Harness) -> None:
    async def restart() -> None:
        # Stopped as SIGTERM would, then a new bot on the same database file.
        await harness.boot(registry=Registry(SPEC))

    group, _users = await play_game(harness, restart)
    assert find(group, "Итоги:").text == (
        "Итоги:\n1. Аня — 6 очков\n2. Боб — 5 очков\n3. Вика — 3 очка\nПобедитель: Аня!")
    app = harness.app
    assert app is not None
    [record] = await app.repo.games(chat_id=group.id)
    assert await app.replay(record.id) == record.state  # the journal tells the same game
    assert not harness.tg.handler_errors


async def test_the_countdown_is_one_message_edited_every_30_seconds_and_at_10(harness: Harness) -> None:
    group, users = await boot(harness, "Аня", "Боб")
    session = await start(harness, group, users)
    deadline = engine(session).answers_deadline
    assert deadline - harness.clock.now() == TIMER
    countdown = find(group, "⏳ Время пошло: 3:00")
    seen = []
    while harness.clock.now() < deadline - 1:
        await harness.tg.advance(5)
        seen.append(group.message(countdown.message_id).text)
    readings = list(dict.fromkeys(seen))
    assert readings == ["⏳ Время пошло: 3:00", "⏳ Осталось 2:30", "⏳ Осталось 2:00", "⏳ Осталось 1:30",
                        "⏳ Осталось 1:00", "⏳ Осталось 0:30", "⏳ Осталось 0:10"]
    await harness.tg.advance(GRACE + 1)
    assert group.message(countdown.message_id).text == "⌛ Время вышло — проверяем ответы."
    edits = [c for c in harness.tg.calls if c["method"] == "editMessageText"
             and c["params"].get("message_id") == countdown.message_id]
    assert len(edits) == len(readings)  # six readings after the first, then "time is up"


async def test_a_round_ended_early_stops_the_countdown(harness: Harness) -> None:
    group, users = await boot(harness, "Аня", "Боб")
    await start(harness, group, users)
    countdown = find(group, "⏳ Время пошло: 3:00")
    await harness.tg.advance(31)
    for user in users:
        await user.presses(sheet(user, 1), "Готово")
    assert group.message(countdown.message_id).text == "✅ Все сдали листы — проверяем ответы."
    await harness.tg.advance(TIMER)
    assert group.message(countdown.message_id).text == "✅ Все сдали листы — проверяем ответы."
