"""Every Соображарий event reads as a sentence in Russian and English, with the right plurals."""

from __future__ import annotations

import html
from typing import Any

import pytest

from bot.games.actions import OpenPoll, SendText, ShowStatus
from bot.games.soobrazhariy import SoobrazhariyPresenter
from bot.games.soobrazhariy.narration import (
    AnswerJudged,
    AnswerOvertaken,
    BiddingResumed,
    BidPassedUnder,
    SkipsSoFar,
)
from bot.games.spec import View
from bot.i18n import load_translator
from engines.core import Player, Refusal, Say
from engines.soobrazhariy.events import (
    VOTE_OPTIONS,
    AnswerNoted,
    BiddingStarted,
    BiddingWon,
    BidFailed,
    BidMade,
    BidPassed,
    CandidateNamed,
    CategoryOpened,
    ChallengeClosed,
    ChallengeDropped,
    ChallengeOpened,
    GameOver,
    GameStarted,
    LetterOpened,
    NoAnswer,
    PlayAnnounced,
    PlayerLeft,
    PlayerTally,
    SkipPressed,
    SpecialOpened,
    TurnWon,
)

ANN, BOB = 1, 2
TRANSLATOR = load_translator()
PRESENTER = SoobrazhariyPresenter()


def view(locale: str) -> View:
    players = {ANN: Player(ANN, "Аня"), BOB: Player(BOB, "<Боб>")}  # a name that must be escaped
    return View(locale=locale, translator=TRANSLATOR, players=players)


EVERY_EVENT: list[Any] = [
    GameStarted(players=(ANN, BOB), opener=ANN, letters=52, categories=60),
    SpecialOpened(turn=1, opener=ANN, special="more"),
    CategoryOpened(1, ANN, "cat:3", "Овощ", ("last", "more", "cat:3")),
    PlayAnnounced(1, "more", ("last",), 4, True, None),
    BiddingStarted(1, (ANN, BOB), ANN, 1, 30.0),
    BidMade(1, ANN, 2, False, BOB, 3, 60.0),
    BidMade(1, ANN, 1, True, BOB, 2, 60.0),
    BidPassed(1, BOB, False, None, 3, None),
    BidPassed(1, BOB, True, ANN, 3, 60.0),
    BidPassedUnder(1, BOB, False, ANN, 3, 60.0, BOB, 2),
    BiddingWon(1, ANN, 2),
    LetterOpened(1, "С", "letter-1", "more", True, 60.0, ANN, 2),
    LetterOpened(2, "К", "letter-2", "last", False, 45.0),
    CandidateNamed(2, BOB, "кот <3", 11, 8.0),
    CandidateNamed(2, BOB, "кот", 11, 8.0, count_until_date=5),
    AnswerNoted(1, ANN, "свёкла", 12, 1, 2, 8.0),
    ChallengeOpened(2, "t2-m11", 11, BOB, "кот <3", "Животное", "К", ANN, (ANN, BOB), VOTE_OPTIONS, 30.0),
    ChallengeClosed(2, "t2-m11", 11, True, 2, 0),
    ChallengeClosed(2, "t2-m11", 11, False, 1, 1),
    ChallengeDropped(2, "t2-m11", 11),
    SkipPressed(2, ANN, 1, 2),
    SkipsSoFar(2, BOB, 2, 2, (ANN, BOB)),
    TurnWon(2, BOB, "кот", 11, ("last", "cat:2"), 2, BOB),
    NoAnswer(3, "Л", "timeout", ("cat:4",), ANN),
    NoAnswer(3, "Л", "skipped", ("cat:4",), ANN),
    NoAnswer(3, None, "nobody-bid", ("more", "cat:4"), ANN),
    BidFailed(4, ANN, 3, 1, ("more", "cat:3"), "С", ("last",), ANN),
    PlayerLeft(BOB),
    BiddingResumed(1, ANN, 3, True),
    AnswerJudged(2, 11, BOB, "кот <3", True),
    AnswerJudged(2, 11, BOB, "кот <3", False),
    AnswerOvertaken(2, 11, BOB, "кот <3"),
    GameOver("letters-played", (PlayerTally(ANN, ("cat:1", "more"), ("С",), 1),
                                PlayerTally(BOB, (), (), 0)), (ANN,)),
    GameOver("categories-exhausted", (PlayerTally(ANN, (), (), 0), PlayerTally(BOB, (), (), 0)), (ANN, BOB)),
    GameOver("players-left", (PlayerTally(ANN, (), (), 0),), (ANN,)),
]


def shown(actions: list[Any]) -> list[str]:
    out = []
    for action in actions:
        if isinstance(action, SendText | ShowStatus):
            out.append(action.text)
        elif isinstance(action, OpenPoll):
            out += [action.question, *action.options]
    return out


@pytest.mark.parametrize("locale", ["ru", "en"])
def test_every_event_is_translated_and_player_text_is_escaped(locale: str) -> None:
    for event in EVERY_EVENT:
        for text in shown(PRESENTER.present([event], view(locale))):
            assert "soob-" not in text and "{" not in text, (event, text)  # no missing key or variable
            assert "<Боб>" not in text and "кот <3" not in text, text  # HTML-escaped for parse_mode=HTML


def test_the_stack_taken_uses_the_right_russian_plural() -> None:
    def won(count: int) -> str:
        cards = tuple(f"cat:{i}" for i in range(count))
        return shown(PRESENTER.present([TurnWon(1, ANN, "кот", 5, cards, count, ANN)], view("ru")))[-1]

    assert "забирает 1 карту (1 очко)" in won(1)
    assert "забирает 3 карты (3 очка)" in won(3)
    assert "забирает 5 карт (5 очков)" in won(5)
    assert "забирает 21 карту (21 очко)" in won(21)


def test_the_stack_taken_uses_the_right_english_plural() -> None:
    one = PRESENTER.present([TurnWon(1, ANN, "cat", 5, ("cat:0",), 1, ANN)], view("en"))
    two = PRESENTER.present([TurnWon(1, ANN, "cat", 5, ("cat:0", "more"), 3, ANN)], view("en"))
    assert "takes 1 card (1 point)" in shown(one)[-1]
    assert "takes 2 cards (3 points)" in shown(two)[-1]
    assert "An item of clothing" in shown(one)[-1] and '“Who Can Name More?”' in shown(two)[-1]


def test_the_play_in_force_is_announced_with_the_specials_under_it() -> None:
    opened = EVERY_EVENT[2:4]
    text = shown(PRESENTER.present(opened, view("ru")))[0]
    assert "Играем «Кто больше?»" in text
    assert "Под ней лежит «Кто последний?» — эта карта тоже достанется победителю." in text
    assert "На кону 3 карты (4 очка)" in text and "⚠️ Это последний ход!" in text


def test_refused_answers_are_met_with_silence() -> None:
    say = Say(player_id=ANN, text="кепка", date=1, message_id=3)
    for reason in ("wrong-letter", "no-letter-yet", "before-letter", "not-your-play", "duplicate-message"):
        assert PRESENTER.refusal(say, Refusal(reason), view("ru")) == []


def test_a_long_stack_is_counted_not_listed() -> None:
    cards = tuple(f"cat:{i}" for i in range(7))
    text = shown(PRESENTER.present([TurnWon(1, ANN, "кот", 5, cards, 7, BOB)], view("ru")))[-1]
    assert "забирает 7 карт (7 очков) за «кот». Следующим открывает" in text
    few = shown(PRESENTER.present([TurnWon(1, ANN, "кот", 5, cards[:2], 2, BOB)], view("ru")))[-1]
    assert "за «кот»: Предмет одежды; Город. Следующим" in few


def test_a_special_left_in_the_stack_is_said_not_to_be_in_force() -> None:
    # Rule: a special under the top card is only part of the reward; the turn is an ordinary one.
    opened = CategoryOpened(5, ANN, "cat:4", "Город", ("longer", "cat:3", "cat:4"))
    text = shown(PRESENTER.present([opened, PlayAnnounced(5, "ordinary", ("longer",), 3, False, 9.0)],
                                   view("ru")))[0]
    assert "Первый подходящий ответ на букву забирает всё, что на кону." in text
    assert "Под ней лежит «Кто длиннее?» — эта карта тоже достанется победителю." in text
    plain = CategoryOpened(5, ANN, "cat:4", "Город", ("cat:3", "cat:4"))
    text = shown(PRESENTER.present([plain, PlayAnnounced(5, "ordinary", (), 2, False, 9.0)], view("ru")))[0]
    assert "Первый подходящий" not in text and "На кону 2 карты (2 очка)" in text  # said on turn 1 only


def test_cards_are_listed_apart_even_when_a_category_has_commas() -> None:
    # The stack a winner takes must be countable from the message: one separator, not the comma.
    cards = ("cat:0", "cat:1")
    text = shown(PRESENTER.present([TurnWon(1, ANN, "кот", 5, cards, 2, BOB)], view("ru")))[-1]
    assert "за «кот»: Предмет одежды; Город. Следующим" in text


@pytest.mark.parametrize(("locale", "expected"), [
    ("ru", "Аня — 11 очков: 8 категорий; «Кто последний?»; «Кто больше?» (×2)"),
    ("en", "Аня — 11 points: 8 categories; “Who's Last?”; “Who Can Name More?” (×2)"),
])
def test_a_long_haul_is_summed_up_in_the_final_message(locale: str, expected: str) -> None:
    # Scoring: a category is 1, «Кто последний?» 1, «Кто больше?» 2 — the final line shows what counts.
    won = (*(f"cat:{i}" for i in range(8)), "last", "more")
    tallies = (PlayerTally(ANN, won, (), 11), PlayerTally(BOB, ("cat:9",), (), 1))
    over = GameOver("letters-played", tallies, (ANN,))
    text = html.unescape(shown(PRESENTER.present([over], view(locale)))[0])  # as Telegram shows it
    assert expected in text
    assert "Предмет одежды" not in text and "An item of clothing" not in text  # not listed one by one
    assert "<Боб> — 1 " in text  # a short haul is still listed by name


def test_a_broken_promise_names_the_stack_left_only_when_there_is_one() -> None:
    # Rule («Кто больше?»): the category and the special are discarded; lower cards stay for the next winner.
    def failed(left: tuple[str, ...]) -> str:
        event = BidFailed(4, ANN, 3, 1, ("more", "cat:3"), "С", left, BOB)
        return shown(PRESENTER.present([event], view("ru")))[0]

    assert "Буква С остаётся у игрока штрафом (−2). На кону 1 карта. Снова открывает" in failed(("last",))
    empty = failed(())
    assert "На кону" not in empty and "Буква С остаётся у игрока штрафом (−2). Снова открывает" in empty
