"""The bot restarted mid-game (issue 12, "Edge cases" and "Done when"): during the leader's choice, during
guessing and with a near-match poll open, the game goes on where it was — the same messages edited,
the same buttons working, the votes counted."""

from __future__ import annotations

import pytest

from bot.games.assotsiatsii import SPEC
from bot.games.registry import Registry
from tests.e2e.assotsiatsii.assotsiatsii_e2e import (
    boot,
    button_labels,
    containing,
    engine,
    guessers,
    lead,
    leader,
    panel,
    pick,
    polls,
    safe_word,
    session_of,
    sheet,
    start,
    time_up,
    words_message,
)
from tests.platform.harness import Harness

pytestmark = pytest.mark.both_engines  # a whole game, also on PostgreSQL (issue 23)

NAMES = ("Аня", "Боб", "Вика", "Гоша")


async def restart(harness: Harness) -> None:
    await harness.shutdown()
    await harness.boot(registry=Registry(SPEC))


async def test_a_restart_during_guessing_goes_on_with_the_same_timer_and_lists(harness: Harness) -> None:
    group, users = await boot(harness, *NAMES)
    session = await start(harness, group, users)
    _, word = await lead(harness, group, users)
    ann, bob, vika = guessers(session, users)
    await ann.says(ann.private, f"{word}\nдождь")
    words = words_message(group, 1)
    await harness.tg.advance(20)
    await restart(harness)
    session = session_of(harness, group)
    await bob.says(bob.private, "дождь")
    assert sheet(bob, 1).message_id == sheet(bob, 1).message_id
    await ann.says(ann.private, "гроза")
    assert "1. " + word in (sheet(ann, 1).text or "") and "3. гроза" in (sheet(ann, 1).text or "")
    assert len([m for m in ann.private.bot_messages() if (m.text or "").startswith("Раунд 1 · ")]) == 1
    await harness.tg.advance(40)  # the reading at 0:30 left comes after the restart, on the same message
    assert (group.message(words.message_id).text or "").endswith("⏳ Осталось 0:30")
    await time_up(harness, group)
    assert (group.message(words.message_id).text or "").endswith("⌛ Время вышло.")
    table = containing(group, "Итоги раунда 1")
    assert f"{ann.name}: {word} +3 · дождь +1 · гроза —" in table and f"{bob.name}: дождь +1" in table
    assert f"{vika.name}: нет догадок" in table
    assert len([m for m in group.bot_messages() if (m.text or "").startswith("Раунд 1 · ведёт")]) == 1
    assert not harness.tg.handler_errors


async def test_a_restart_during_the_leaders_choice_keeps_the_panel_working(harness: Harness) -> None:
    group, users = await boot(harness, *NAMES)
    session = await start(harness, group, users)
    boss = leader(session, users)
    await pick(boss, 1, (0, 1))
    shown = panel(boss, 1)
    await restart(harness)
    session = session_of(harness, group)
    game = engine(session)
    seat = game.state.seat(boss.id)
    assert seat is not None
    hand = [game.content.cards[card] for card in seat.hand]
    await pick(boss, 1, (2,))
    assert panel(boss, 1).message_id == shown.message_id, "the same panel, edited"
    assert [label[:1] for label in button_labels(panel(boss, 1))[:3]] == ["①", "②", "③"]
    await boss.says(boss.private, safe_word(hand[:3]))
    assert engine(session).state.phase == "guessing"
    assert words_message(group, 1).text is not None


async def test_a_restart_with_a_poll_open_counts_the_votes(harness: Harness) -> None:
    group, users = await boot(harness, *NAMES)
    session = await start(harness, group, users)
    await lead(harness, group, users)
    ann, bob, _ = guessers(session, users)
    await ann.says(ann.private, "патриот")
    await bob.says(bob.private, "патриотизм")
    await time_up(harness, group)
    [poll] = polls(group)
    await users[0].votes(poll, 0)
    await restart(harness)
    for user in users[1:]:
        await user.votes(poll, 0)
    assert "«патриот» = «патриотизм»: да — 4, нет — 0. Совпадение." in containing(group, "«патриот» =")
    table = containing(group, "Итоги раунда 1")
    assert f"{ann.name}: патриот +1" in table and f"{bob.name}: патриотизм +1" in table
    assert polls(group) == [], "the poll is stopped"
    assert engine(session_of(harness, group)).state.phase == "leading"
