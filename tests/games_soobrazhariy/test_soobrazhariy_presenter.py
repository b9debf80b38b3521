"""The Соображарий presenter: every event reads as a sentence in Russian and English, with the
right plurals; the engine's narration (verdicts, overtaken answers, the bidding going on, the
standing promise, everyone who skipped) reads as it did; long answers are cut short everywhere."""

from __future__ import annotations

import html
from collections.abc import Sequence
from typing import Any

import pytest

from bot.games.actions import Alert, OpenPoll, SendText, ShowStatus
from bot.games.buttons import ANYONE
from bot.games.soobrazhariy.presenter import SoobrazhariyPresenter
from bot.games.soobrazhariy.texts import QUOTE_LIMIT
from bot.games.view import View
from bot.i18n import load_translator
from engines.core import Event, Leave, Player, Refusal, Say
from engines.soobrazhariy import REJECT, Bid, ChallengeAnswer, Pass, Reason, Settings, Skip
from engines.soobrazhariy.events import (
    VOTE_OPTIONS,
    AnswerJudged,
    AnswerNoted,
    AnswerOvertaken,
    BiddingResumed,
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
    LetterClosed,
    LetterOpened,
    NoAnswer,
    PlayAnnounced,
    PlayerLeft,
    PlayerTally,
    SkipPressed,
    SpecialOpened,
    TurnWon,
)
from locales import LANGUAGES
from tests.engines.soobrazhariy.soobrazhariy_table import (
    ANIMAL,
    ANN,
    BOB,
    CITY,
    CLOTHING,
    GAL,
    VEGETABLE,
    VIC,
    Table,
)

TRANSLATOR = load_translator()
PRESENTER = SoobrazhariyPresenter()


def view(locale: str, events: tuple[Event, ...] = ()) -> View[Settings]:
    players = {ANN: Player(ANN, "Аня"), BOB: Player(BOB, "<Боб>")}  # a name that must be escaped
    return View("soobrazhariy", locale, TRANSLATOR, players, Settings(), events)


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
    BidPassed(1, BOB, False, ANN, 3, 60.0, high_bidder=BOB, high=2),
    BiddingWon(1, ANN, 2),
    LetterOpened(1, "С", "letter-1", "more", True, 60.0, ANN, 2),
    LetterOpened(2, "К", "letter-2", "last", False, 45.0),
    CandidateNamed(2, BOB, "кот <3", 11, 8.0),
    CandidateNamed(2, BOB, "кот", 11, 8.0, count_until_date=5, play="last", count_time=5, card_after=8),
    CandidateNamed(2, BOB, "кот", 11, 8.0, count_until_date=5, play="longer", count_time=5, beat_length=3,
                   card_after=8),
    LetterClosed(2, "К", "last"),
    AnswerNoted(1, ANN, "свёкла", 12, 1, 2, 8.0),
    ChallengeOpened(2, "t2-m11", 11, BOB, "кот <3", "Животное", "К", ANN, (ANN, BOB), VOTE_OPTIONS, 30.0),
    ChallengeOpened(2, "t2-m11", 11, BOB, "кот <3", "Животное", "К", None, (ANN, BOB), VOTE_OPTIONS, 30.0),
    ChallengeClosed(2, "t2-m11", 11, True, 2, 0),
    ChallengeClosed(2, "t2-m11", 11, False, 1, 1),
    ChallengeDropped(2, "t2-m11", 11),
    SkipPressed(2, ANN, 1, 2),
    SkipPressed(2, BOB, 2, 2, skippers=(ANN, BOB)),
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
        if isinstance(action, SendText | ShowStatus | Alert):
            out.append(action.text)
        elif isinstance(action, OpenPoll):
            out += [action.question, *action.options]
    return out


def html_texts(actions: list[Any]) -> list[str]:
    """The texts sent with parse_mode=HTML (a poll and a toast are plain text)."""
    return [a.text for a in actions if isinstance(a, SendText | ShowStatus)]


@pytest.mark.parametrize("locale", ["ru", "en"])
def test_every_event_is_translated_and_player_text_is_escaped(locale: str) -> None:
    for event in EVERY_EVENT:
        actions = PRESENTER.present([event], view(locale))
        for text in shown(actions):
            assert "soob-" not in text and "{" not in text, (event, text)  # no missing key or variable
        for text in html_texts(actions):
            assert "<Боб>" not in text and "кот <3" not in text, text  # HTML-escaped for parse_mode=HTML
        for poll in (a for a in actions if isinstance(a, OpenPoll)):
            assert "&lt;" not in poll.question  # a poll is plain text: shown as typed, not as entities


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
    for reason in (Reason.WRONG_LETTER, Reason.NO_LETTER_YET, Reason.NOT_YOUR_PLAY, Reason.DUPLICATE_MESSAGE):
        assert PRESENTER.refusal(say, Refusal(reason), view("ru")) == []


def test_an_answer_before_its_letter_is_told_privately_and_the_group_hears_nothing() -> None:
    # Issue 14.12: silence left the player waiting for a card that could not come.
    say = Say(player_id=ANN, text="кепка", date=1, message_id=3)
    assert PRESENTER.refusal(say, Refusal(Reason.LETTER_COMING), view("ru")) == [SendText(
        "«кепка» — буква ещё не открыта, ответ не засчитан. Напишите его, когда появится буква.", to=ANN)]
    assert PRESENTER.refusal(say, Refusal(Reason.BEFORE_LETTER), view("ru")) == [SendText(
        "«кепка» — это сообщение пришло раньше буквы, ответ не засчитан. Напишите его ещё раз.", to=ANN)]


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
    # «(×2)» read as two cards (issue 14.14): the special's worth in points.
    ("ru", "Аня — 11 очков: 8 категорий; «Кто последний?»; «Кто больше?» (2 очка)"),
    ("en", "Аня — 11 points: 8 categories; “Who's Last?”; “Who Can Name More?” (2 points)"),
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


# -- the engine's narration, from engine to chat ------------------------------------------------


def table_view(table: Table, events: Sequence[Event] = ()) -> View[Settings]:
    seats = {p.id: p for p in table.game.players}
    return View("soobrazhariy", "ru", TRANSLATOR, seats, table.game.settings, tuple(events))


def statuses(table: Table, events: Sequence[Event]) -> dict[str, ShowStatus]:
    """The newest version of every status message these events show, by key."""
    actions = PRESENTER.present(events, table_view(table, events))
    return {a.key: a for a in actions if isinstance(a, ShowStatus)}


def presses(status: ShowStatus) -> list[object]:
    return [button.press for row in status.keyboard or () for button in row]


def test_a_rejected_answer_message_shows_the_verdict_and_loses_its_button() -> None:
    table = Table([CLOTHING, CITY], ["Ш", "К"])
    table.advance(4)
    wrong = table.say(BOB, "Шмель")
    table.press(ANN, "challenge", wrong)
    vote_id = table.last(ChallengeOpened).vote_id
    table.vote(vote_id, ANN, REJECT)
    shown = statuses(table, table.vote(vote_id, VIC, REJECT))
    assert shown[f"answer-{wrong}"] == ShowStatus(f"answer-{wrong}",
                                                  "❌ Боб: «Шмель» — не засчитано голосованием (0 : 2).")


def test_an_accepted_answer_message_shows_the_tally() -> None:
    table = Table([CLOTHING, CITY], ["Ш", "К"])
    table.advance(4)
    mid = table.say(BOB, "Шаровары")
    table.press(VIC, "challenge", mid)
    vote_id = table.last(ChallengeOpened).vote_id
    table.vote(vote_id, ANN, 0)
    events = table.vote(vote_id, BOB, 0)
    actions = PRESENTER.present(events, table_view(table, events))
    texts = [a.text for a in actions if isinstance(a, ShowStatus) and a.key == f"answer-{mid}"]
    # The verdict first, then (the card won at once) the award in the winning answer's own message,
    # with the next turn's category under it.
    assert texts == ["✅ Боб: «Шаровары» — засчитано голосованием (2 : 0).",
                     "🏆 Боб забирает 1 карту (1 очко) за «Шаровары»: Предмет одежды.\n\n"
                     "<b>Ход 2.</b> Боб открывает категорию: <b>Город</b>\n⚠️ Это последний ход!"]


def test_an_overtaken_answer_message_says_so() -> None:
    table = Table(["last", ANIMAL, CITY], ["К", "М"])
    table.advance(3)
    kot = table.say(ANN, "кот")
    seen = len(table.events)
    table.say(BOB, "крот")
    shown = statuses(table, table.events[seen:])
    assert shown[f"answer-{kot}"].text == "Аня: «кот» — перебито." and shown[f"answer-{kot}"].keyboard is None
    assert "Боб: «крот» — счёт пошёл!" in next(s.text for k, s in shown.items() if k != f"answer-{kot}")


def test_the_bidding_message_goes_on_after_a_player_leaves() -> None:
    table = Table(["more", VEGETABLE, CITY], ["С", "К"], seats=(ANN, BOB, VIC, GAL))
    table.press(ANN, "bid", 2)
    shown = statuses(table, table.handle(Leave(BOB)))
    bidding = shown["bidding-1"]
    assert bidding.text == "Торг продолжается.\nОбещает Вика: сколько ответов (не меньше 3)?"
    assert presses(bidding) == [*(Bid(player_id=ANYONE, turn=1, amount=n) for n in (3, 4, 5, 6)),
                                Pass(player_id=ANYONE, turn=1)]


def test_the_bidding_message_before_any_promise_offers_no_pass() -> None:
    table = Table(["more", VEGETABLE, CITY], ["С", "К"], seats=(ANN, BOB, VIC))
    bidding = statuses(table, table.handle(Leave(ANN)))["bidding-1"]
    assert bidding.text == "Торг продолжается.\nОбещает Боб: сколько ответов (не меньше 1)?"
    assert presses(bidding) == [Bid(player_id=ANYONE, turn=1, amount=n) for n in (1, 2, 3, 4)]


def test_a_pass_is_told_with_the_promise_standing() -> None:
    table = Table(["more", VEGETABLE, CITY], ["С", "К"], seats=(ANN, BOB, VIC))
    table.press(ANN, "bid", 2)
    bidding = statuses(table, table.press(BOB, "pass"))["bidding-1"]
    assert bidding.text == ("Боб пасует. Больше всех обещает Аня: 2 ответа.\n"
                            "Обещает Вика: сколько ответов (не меньше 3)?")


def test_the_skips_message_names_everyone_who_pressed() -> None:
    table = Table([CLOTHING, CITY], ["Ы", "К"], seats=(ANN, BOB, VIC, GAL))
    table.advance(5)
    table.press(VIC, "skip")
    table.press(ANN, "skip")
    shown = statuses(table, table.press(BOB, "skip"))
    assert shown["skips-1"].text == "Пропустить букву: Аня, Боб, Вика — 3 из 3."


def test_the_skip_and_answer_buttons_carry_their_turn_and_answer() -> None:
    table = Table([CLOTHING, CITY], ["Ш", "К"])
    letter = PRESENTER.present(table.advance(3), table_view(table))
    assert [a.keyboard for a in letter if isinstance(a, ShowStatus)] == [None]  # the letter: no button
    offered = PRESENTER.present(table.advance(15), table_view(table))
    pressed = [b.press for a in offered if isinstance(a, ShowStatus) for row in a.keyboard or () for b in row]
    assert pressed == [Skip(player_id=ANYONE, turn=1)]
    mid = table.say(BOB, "Шарф")
    named = statuses(table, [table.last(CandidateNamed)])[f"answer-{mid}"]
    assert presses(named) == [ChallengeAnswer(player_id=ANYONE, message_id=mid)]


# -- long answers --------------------------------------------------------------------------------

LONG = "Шарф" + "ф" * 4092  # as long as a Telegram message gets
LONG_HTML = "Шарф" + "<&>" * 1364  # every character after the word escapes to several


@pytest.mark.parametrize("answer", [LONG, LONG_HTML], ids=["letters", "html"])
def test_a_4096_character_answer_is_clipped_wherever_it_is_shown(answer: str) -> None:
    assert len(answer) == 4096
    table = Table([CLOTHING, CITY, ANIMAL], ["Ш", "К", "Л"])
    table.advance(4)
    mid = table.say(BOB, answer)
    if not table.of(ChallengeOpened):  # «Шарфффф…» is no word the dictionary knows: already put to the vote
        table.press(VIC, "challenge", mid)
    vote_id = table.last(ChallengeOpened).vote_id
    table.vote(vote_id, ANN, 0)
    table.vote(vote_id, BOB, 0)  # accepted: the card is won with the long answer
    events = [e for e in table.events if getattr(e, "text", None) == answer]
    kinds = {type(e).__name__ for e in events}
    assert kinds == {"CandidateNamed", "ChallengeOpened", "AnswerJudged", "TurnWon"}
    events += [AnswerOvertaken(1, mid, BOB, answer), AnswerNoted(1, BOB, answer, mid, 1, 2, 8.0)]
    for event in events:
        actions = PRESENTER.present([event], table_view(table))
        texts = shown(actions)
        quoting = [text for text in texts if "Шарф" in text]
        assert quoting, type(event).__name__
        for text in texts:
            assert "{???}" not in text, (type(event).__name__, text)  # nothing breaks the placeables
        for text in html_texts(actions):
            assert "<&>" not in text, (type(event).__name__, text)  # the cut answer is still escaped
        for text in quoting:
            assert "…" in text and len(html.unescape(text)) < 400, (type(event).__name__, text)
        for poll in (a for a in actions if isinstance(a, OpenPoll)):
            assert len(poll.question) <= 300  # Telegram's limit for a poll question


def test_a_short_answer_is_quoted_whole() -> None:
    text = shown(PRESENTER.present([CandidateNamed(1, BOB, "x" * QUOTE_LIMIT, 5, 8.0)], view("ru")))[0]
    assert "x" * QUOTE_LIMIT in text and "…" not in text


# -- refusals ------------------------------------------------------------------------------------


@pytest.mark.parametrize("locale", LANGUAGES)
@pytest.mark.parametrize("reason", list(Reason))
def test_every_refusal_is_translated_in_every_locale(locale: str, reason: Reason) -> None:
    assert TRANSLATOR.has(locale, f"soobrazhariy-refused-{reason}")


DETAILS = {"bidder": ANN, "min_bid": 3, "max_bid": 9, "letter": "Ш", "min": 2, "max": 10, "type": "x",
           "anchor": "letter-1"}


@pytest.mark.parametrize("locale", LANGUAGES)
@pytest.mark.parametrize("reason", list(Reason))
def test_every_refusal_reads_as_a_short_plain_sentence(locale: str, reason: Reason) -> None:
    # Telegram: a callback answer is plain text of at most 200 characters.
    press = Bid(player_id=BOB, turn=1, amount=1)
    text = PRESENTER.button_refusal(press, Refusal(reason, **DETAILS), view(locale))
    assert text is not None and not text.startswith("soobrazhariy-") and 0 < len(text) <= 200
    assert "<" not in text and "{" not in text


@pytest.mark.parametrize(("reason", "details", "expected"), [
    (Reason.NOT_YOUR_BID, {"bidder": ANN}, "Сейчас обещает Аня."),
    (Reason.BID_TOO_LOW, {"min_bid": 3}, "Нужно больше: не меньше 3."),
    (Reason.BID_TOO_HIGH, {"max_bid": 20}, "Больше 20 обещать нельзя."),
    (Reason.ALREADY_SKIPPED, {}, "Вы уже нажали «Пропустить»."),
    (Reason.STALE_BUTTON, {}, "Эта кнопка от прошлой буквы."),
])
def test_refused_buttons_keep_their_russian_texts(reason: Reason, details: dict[str, int], expected: str
                                                   ) -> None:
    toast = PRESENTER.button_refusal(Skip(player_id=BOB, turn=1), Refusal(reason, **details), view("ru"))
    assert toast == expected


def test_an_engine_refusal_of_a_bid_names_the_bidder_in_the_toast() -> None:
    table = Table(["more", VEGETABLE, CITY], ["С", "К"], seats=(ANN, BOB))
    with pytest.raises(Refusal) as refused:
        table.press(BOB, "bid", 3)
    toast = PRESENTER.button_refusal(Bid(player_id=BOB, turn=1, amount=3), refused.value, table_view(table))
    assert toast == "Сейчас обещает Аня."
