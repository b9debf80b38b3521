"""A whole game of «Ассоциации» through the sandbox (issue 12, "Done when"): four players, a track of 20,
rounds to the finish, the final round and the winner; a near-match poll that ties (no match), a guess
dated after the deadline refused, an on-time guess delivered late accepted; and the leader's word in
no group message — no version of one — before its reveal."""

from __future__ import annotations

import re

import pytest

from bot.services.game_session import GameSession
from sandbox import ChatHandle
from tests.e2e.assotsiatsii.assotsiatsii_e2e import (
    boot,
    containing,
    current_round,
    engine,
    final_sheet,
    find,
    guessers,
    lead,
    leader,
    polls,
    safe_word,
    sheet,
    start,
    texts,
    words_message,
)
from tests.platform.harness import Harness

pytestmark = pytest.mark.both_engines  # a whole game, also on PostgreSQL (issue 23)

NAMES = ("Аня", "Боб", "Вика", "Гоша")


def group_calls_naming(harness: Harness, group_id: int, word: str) -> list[dict[str, object]]:
    """Every write to the group (each version of an edited message) that names `word` as a word."""
    pattern = re.compile(rf"(?<![\w-]){re.escape(word)}(?![\w-])", re.IGNORECASE)
    found = []
    for call in harness.tg.calls:
        params = call["params"]
        if params.get("chat_id") != group_id or not call["ok"]:
            continue
        said = " ".join(str(params.get(k) or "") for k in ("text", "caption", "question", "media", "options"))
        if pattern.search(said):
            found.append(call)
    return found


@pytest.mark.transcript("assotsiatsii")  # the conversation, reviewed: tests/transcripts/assotsiatsii.txt
async def test_a_whole_game_to_the_final_round_and_the_winner(harness: Harness) -> None:
    group, users = await boot(harness, *NAMES, options={"track_length": 20})
    session = await start(harness, group, users)
    game = engine(session)
    rounds: list[tuple[str, int, int]] = []  # (word, its turn's first call, the first that may reveal it)

    # Round 1: a near-match poll that ties, a late guess refused, an on-time guess delivered late.
    before = len(harness.tg.calls)
    hider, word = await lead(harness, group, users)
    first, second, third = guessers(session, users)
    current = game.state.current
    assert current is not None and words_of(group, 1) == current.laid
    await first.says(first.private, f"{word}\nпатриот")
    await third.says(third.private, "патриотизм")
    deadline = current.deadline
    held = await second.says(second.private, word, date=int(deadline) - 1, deliver=False)
    await harness.tg.advance(deadline + 1 - harness.clock.now())  # past the deadline, inside the grace
    await harness.tg.deliver(held)  # written in time, delivered late: it counts
    assert f"1. {word}" in (sheet(second, 1).text or "")
    await third.says(third.private, "дождь")  # dated after the deadline: refused
    assert texts(third.private)[-1] == "⌛ Время вышло — эта догадка не принята."
    rounds.append((word, before, len(harness.tg.calls)))
    await harness.tg.advance(1)
    revealed = containing(group, "🔓 Слово ведущего")
    assert revealed.startswith(f"🔓 Слово ведущего — {word}. Угадали: {first.name}, {second.name}.")
    [poll] = polls(group)
    assert poll.poll is not None and poll.poll.question == "«патриот» и «патриотизм» — это совпадение?"
    for n, user in enumerate(users):
        await user.votes(poll, n % 2)  # two yes, two no
    verdict = containing(group, "«патриот» ≠ «патриотизм»")
    assert "да — 2, нет — 2. Поровну — не совпадение." in verdict
    table = containing(group, "Итоги раунда 1")
    assert f"{first.name}: <b>{word}</b> +3 · патриот —" in html(group, "Итоги раунда 1")
    assert f"{third.name}: патриотизм —" in table
    assert f"{hider.name} (ведёт): +3 — слово угадали" in table
    assert game.scores() == {hider.id: 3, first.id: 3, second.id: 3, third.id: 0}

    # Then rounds in which everyone guesses the word and writes «дождь» too, to the finish.
    used = [word]
    while game.state.phase == "leading":
        round_no = game.state.round
        before = len(harness.tg.calls)
        hand = hand_of(session, leader(session, users).id)
        word = safe_word(hand[:3], avoid=used)
        used.append(word)
        await lead(harness, group, users, word)
        for user in guessers(session, users):
            await user.says(user.private, f"{word}\nдождь")
        rounds.append((word, before, len(harness.tg.calls)))
        for user in guessers(session, users):
            await user.presses(sheet(user, round_no), "Готово")
        assert "✅ Все готовы." in (find(group, f"Раунд {round_no} · ведёт").text or "")
        assert f"Итоги раунда {round_no}" in containing(group, f"Итоги раунда {round_no}")
    assert game.state.phase == "final"
    assert "🏁 На финише:" in containing(group, "🏁 На финише:")

    # The final round: the leaders' words, no leader; «игра» written by all four gives each 4.
    laid = current_round(session).laid
    assert sorted(laid) == sorted(used[:6]) or (len(used) > 6 and len(laid) == 6)
    assert "Финальный раунд" in containing(group, "Финальный раунд")
    own = ("праздник", "мечта", "вокзал", "улыбка")
    for n, user in enumerate(users):
        extra = "дружба" if n < 2 else own[n]  # the first two share «дружба» as well: +2 each
        await user.says(user.private, f"игра\n{extra}")
        assert "1. <b>игра</b>" in html(user.private, "Финальный раунд · ")
        await user.presses(final_sheet(user), "Готово")
    final = containing(group, "Итоги финального раунда")
    for user in users:
        assert f"{user.name}: игра +4" in final
    assert game.is_over()
    totals = game.scores()
    best = max(totals.values())
    winners = [user.name for user in users if totals[user.id] == best]
    results = containing(group, "Итоги:")
    assert (f"Победитель: {winners[0]}!" if len(winners) == 1 else "Победители:") in results
    assert not harness.tg.handler_errors

    # The leader's word in no group message before its reveal; the first to name it is the reveal.
    for word, turn_began, closed_at in rounds:
        naming = [harness.tg.calls.index(c) for c in group_calls_naming(harness, group.id, word)]
        assert not [seq for seq in naming if turn_began <= seq < closed_at], word
        revealing = harness.tg.calls[min(seq for seq in naming if seq >= closed_at)]
        said = str(revealing["params"].get("text", ""))
        assert said.startswith(("🔓 Слово ведущего", "<b>Итоги раунда")), word


def words_of(group: ChatHandle, round_no: int) -> list[str]:
    text = words_message(group, round_no).text or ""
    return text.splitlines()[1].split(" → ")


def hand_of(session: GameSession, player_id: int) -> list[str]:
    game = engine(session)
    seat = game.state.seat(player_id)
    assert seat is not None
    return [game.content.cards[card] for card in seat.hand]


def html(chat: ChatHandle, piece: str) -> str:
    """The latest bot message holding `piece`, with its bold parts as <b>…</b>."""
    found = [m for m in chat.bot_messages() if piece in (m.text or m.caption or "")]
    assert found, piece
    return str(found[-1].html_text)


async def test_a_guesser_who_wrote_nothing_is_told_so_when_time_is_up(harness: Harness) -> None:
    """issue 26 (item 15): at the deadline a guesser with an empty list was told «Ваших догадок пока
    нет.» and «⌛ Время вышло — догадки приняты.» together. Now the list says only that time is up
    and they wrote none; a guesser who wrote something still reads «догадки приняты»."""
    group, users = await boot(harness, "Аня", "Боб", "Вика")
    session = await start(harness, group, users)
    await lead(harness, group, users)
    writer, silent = guessers(session, users)
    await writer.says(writer.private, "снег")
    current = engine(session).state.current
    assert current is not None
    await harness.tg.advance(current.deadline + 30 - harness.clock.now())
    quiet = sheet(silent, 1).text or ""
    assert quiet.endswith("⌛ Время вышло — догадок вы не написали.")
    assert "пока нет" not in quiet and "приняты" not in quiet
    assert (sheet(writer, 1).text or "").endswith("⌛ Время вышло — догадки приняты.")
