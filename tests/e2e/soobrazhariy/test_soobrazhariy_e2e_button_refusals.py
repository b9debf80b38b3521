"""Соображарий: a refused button tells the presser why (presenter hook `button_refusal`)."""

from __future__ import annotations

import pytest

from bot.games.soobrazhariy.presenter import SoobrazhariyPresenter
from bot.games.view import View
from bot.i18n import load_translator
from engines.core import Player, Refusal
from engines.soobrazhariy import Bid, Reason, Settings
from tests.e2e.soobrazhariy.soobrazhariy_e2e import (
    LETTER_PAUSE,
    boot_and_start,
    bot_message,
    offered_skip,
    registry_dealing,
)
from tests.platform.harness import Harness


async def test_out_of_turn_bid_names_the_bidder(harness: Harness) -> None:
    # Rule («Кто больше?»): players bid in turn — Боб pressing during Аня's turn is told whose turn it is.
    group, (_ann, bob), _ = await boot_and_start(harness, registry_dealing(["more", "Овощ", "Город"], "СК"),
                                                 "Аня", "Боб")
    answer = await bob.presses(bot_message(group, "Обещает Аня"), "3")
    assert answer.text == "Сейчас обещает Аня." and not answer.show_alert


async def test_challenging_ones_own_answer_is_refused_with_the_reason(harness: Harness) -> None:
    # Rule: a player challenges another's answer, never their own.
    group, (_ann, bob), _ = await boot_and_start(harness, registry_dealing(["Предмет одежды", "Город"], "ШК"),
                                                 "Аня", "Боб")
    await harness.tg.advance(LETTER_PAUSE)
    await bob.says(group, "шарф")
    answer = await bob.presses(bot_message(group, "Боб: «шарф»"), "Оспорить")
    assert answer.text == "Это ваш ответ — оспорить его нельзя." and not answer.show_alert


async def test_second_skip_by_the_same_player_says_it_was_counted(harness: Harness) -> None:
    # Rule: the letter is skipped when a majority presses «Пропустить» — each player counts once.
    group, (ann, _bob, _vic), _ = await boot_and_start(
        harness, registry_dealing(["Предмет одежды", "Город"], "ШК"), "Аня", "Боб", "Вика")
    await harness.tg.advance(LETTER_PAUSE)
    skip = await offered_skip(harness, group)
    await ann.presses(skip, "Пропустить")
    again = await ann.presses(skip, "Пропустить")
    assert again.text == "Вы уже нажали «Пропустить»."


@pytest.mark.parametrize("locale", ["ru", "en"])
@pytest.mark.parametrize("reason", list(Reason))
def test_every_button_refusal_reads_as_a_short_plain_sentence(locale: str, reason: Reason) -> None:
    # Telegram: a callback answer is plain text of at most 200 characters.
    view = View("soobrazhariy", locale, load_translator(), {7: Player(7, "Аня")}, Settings())
    details = {"bidder": 7, "min_bid": 3, "max_bid": 9, "letter": "Ш", "min": 2, "max": 10, "type": "x",
               "anchor": "letter-1"}
    text = SoobrazhariyPresenter().button_refusal(
        Bid(player_id=8, turn=1, amount=1), Refusal(reason, **details), view)
    assert text is not None and text != f"soobrazhariy-refused-{reason}" and 0 < len(text) <= 200
    assert "<" not in text and "{" not in text
