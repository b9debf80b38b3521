"""Скаттергорис: a refused button tells the presser why (the translation `skattergoris-refused-<reason>`;
every reason's text is checked in tests/games_skattergoris/test_skattergoris_presenter.py)."""

from __future__ import annotations

from tests.e2e.skattergoris.skattergoris_e2e import (
    boot,
    challenge,
    engine,
    find,
    sheet,
    start,
    texts,
    word,
)
from tests.platform.harness import Harness


async def test_a_second_done_in_the_review_says_it_was_already_pressed(harness: Harness) -> None:
    # Rule: the review ends when every player has pressed «Готово» — each player's press counts once.
    group, (ann, bob) = await boot(harness, "Аня", "Боб")
    await start(harness, group, (ann, bob))
    for user in (ann, bob):
        await user.presses(sheet(user, 1), "Готово")
    assert "✅ Все сдали листы — проверяем ответы." in texts(group)
    first = await ann.presses(find(group, "Проверка:"), "Готово")
    # Accepted: a toast says so and who is still checking (issue 14.12: not silence).
    assert first.text == "✅ Готово. Ждём: Боб." and not first.show_alert
    again = await ann.presses(find(group, "Проверка:"), "Готово")
    assert again.text == "Вы уже нажали «Готово»." and not again.show_alert


async def test_challenging_an_answer_already_challenged_says_so(harness: Harness) -> None:
    # Rule: any player may challenge another's answer — one vote per answer, so a second challenge is refused.
    group, (ann, bob, vika) = await boot(harness, "Аня", "Боб", "Вика")
    session = await start(harness, group, (ann, bob, vika))
    answer_word = word(engine(session).letter, 0)
    await bob.says(bob.private, f"1 {answer_word}")
    for user in (ann, bob, vika):
        await user.presses(sheet(user, 1), "Готово")
    await challenge(ann, group, 1, answer_word)
    answer = await challenge(vika, group, 1, answer_word)
    assert answer.text == "Этот ответ уже оспорили." and not answer.show_alert
