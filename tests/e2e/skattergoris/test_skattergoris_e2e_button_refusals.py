"""Скаттергорис: a refused button tells the presser why (presenter hook `button_refusal`)."""

from __future__ import annotations

import pytest

from bot.games.skattergoris.presenter import CHALLENGE_REFUSALS, DONE_REFUSALS, SkattergorisPresenter
from bot.games.spec import View
from bot.i18n import load_translator
from engines.core import Press, Refusal
from engines.skattergoris import CHALLENGE, DONE
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
    assert first.text in (None, "")  # accepted: the plain answer
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


REFUSED_PRESSES = [(DONE, reason) for reason in DONE_REFUSALS] + [
    (CHALLENGE, reason) for reason in CHALLENGE_REFUSALS] + [(DONE, "not-a-player"), (CHALLENGE, "game-over")]


@pytest.mark.parametrize("locale", ["ru", "en"])
@pytest.mark.parametrize(("action", "reason"), REFUSED_PRESSES)
def test_every_button_refusal_reads_as_a_short_plain_sentence(locale: str, action: str, reason: str) -> None:
    # Telegram: a callback answer is plain text of at most 200 characters.
    view = View(locale, load_translator(), {})
    press = Press(player_id=8, action=action, arg="")
    text = SkattergorisPresenter().button_refusal(press, Refusal(reason), view)
    assert text is not None and not text.startswith("skat-") and 0 < len(text) <= 200
    assert "<" not in text and "{" not in text
