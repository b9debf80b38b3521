"""«Кто больше?»: promises first, then the letter; the bidder alone names that many answers in 60 s."""

from __future__ import annotations

import pytest
from soobrazhariy_table import ANN, BOB, CITY, GAL, VEGETABLE, VIC, Table

from engines.core import Refusal
from engines.soobrazhariy import REJECT, Reason
from engines.soobrazhariy.events import (
    AnswerNoted,
    BiddingStarted,
    BiddingWon,
    BidFailed,
    BidMade,
    BidPassed,
    CategoryOpened,
    ChallengeDropped,
    ChallengeOpened,
    LetterOpened,
    PlayAnnounced,
    TurnWon,
)


def _bidding(deck: list[str], letters: list[str], **kwargs: object) -> Table:
    table = Table(deck, letters, **kwargs)
    assert table.last(PlayAnnounced).play == "more"
    return table


def _ann_promises(bid: int, seats: tuple[int, ...]) -> Table:
    """«овощ» on «С» under «Кто больше?»: Аня opens and promises `bid` answers, the others pass."""
    table = _bidding(["more", VEGETABLE, CITY], ["С", "К"], seats=seats)
    table.press(ANN, "bid", bid)
    for player in seats[1:]:
        table.press(player, "pass")
    return table


def test_letter_stays_hidden_while_the_bidding_goes_around_from_the_opener() -> None:
    table = _bidding(["more", VEGETABLE, CITY], ["С", "К"], seats=(ANN, BOB, VIC), opener=BOB)
    started = table.last(BiddingStarted)
    assert (started.order, started.bidder, started.min_bid) == ((BOB, VIC, ANN), BOB, 1)
    table.advance(10)
    assert not table.of(LetterOpened)


def test_bidding_round_with_a_pass_and_an_overbid() -> None:
    table = _bidding(["more", VEGETABLE, CITY], ["С", "К"], seats=(ANN, BOB, VIC))
    with pytest.raises(Refusal) as not_yours:
        table.press(BOB, "bid", 2)
    assert not_yours.value.reason == Reason.NOT_YOUR_BID
    with pytest.raises(Refusal) as must_bid:
        table.press(ANN, "pass")
    assert must_bid.value.reason == Reason.OPENER_MUST_BID
    table.press(ANN, "bid", 2)
    with pytest.raises(Refusal) as too_low:
        table.press(BOB, "bid", 2)
    assert too_low.value.reason == Reason.BID_TOO_LOW
    table.press(BOB, "pass")  # Боб leaves the bidding for good
    table.press(VIC, "bid", 3)
    assert table.last(BidMade).next_bidder == ANN  # Боб is skipped
    table.press(ANN, "bid", 4)
    assert table.last(BidMade).next_bidder == VIC
    table.press(VIC, "pass")
    won = table.last(BiddingWon)
    assert (won.player_id, won.bid) == (ANN, 4)
    letter = table.last(LetterOpened)
    assert (letter.letter, letter.bidder, letter.bid) == ("С", ANN, 4)
    assert letter.answer_until == pytest.approx(table.now + 60)  # no pause: the minute starts now


def test_example_vegetable_on_s_three_answers_for_three_points() -> None:
    # «овощ», letter «С», a promise of three: «свёкла», «салат», «сельдерей» -> 1 + 2 = 3 points.
    table = _ann_promises(3, seats=(ANN, BOB, VIC))
    with pytest.raises(Refusal) as others:
        table.say(BOB, "свёкла")
    assert others.value.reason == Reason.NOT_YOUR_PLAY
    for word in ("свёкла", "салат"):
        table.advance(5)
        table.say(ANN, word)
    table.advance(5)
    table.say(ANN, "Сельдерей")
    assert [e.counted for e in table.of(AnswerNoted)] == [1, 2, 3]
    table.advance(8)
    won = table.last(TurnWon)
    assert (won.winner, won.cards, won.points) == (ANN, ("more", VEGETABLE), 3)
    assert table.game.scores()[ANN] == 3
    assert table.last(CategoryOpened).opener == ANN


def test_same_opener_starts_the_next_turn_after_another_players_success() -> None:
    table = _bidding(["more", VEGETABLE, CITY], ["С", "К"], seats=(ANN, BOB))
    table.press(ANN, "bid", 1)
    table.press(BOB, "bid", 2)
    table.press(ANN, "pass")
    table.say(BOB, "свёкла")
    table.say(BOB, "салат")
    table.advance(8)
    assert table.last(TurnWon).winner == BOB
    assert table.last(CategoryOpened).opener == ANN


def test_repeated_answer_counts_once() -> None:
    table = _ann_promises(2, seats=(ANN, BOB))
    table.say(ANN, "свёкла")
    table.say(ANN, "Свекла")
    assert [e.counted for e in table.of(AnswerNoted)] == [1]
    table.advance(62)
    assert table.last(BidFailed).counted == 1


def test_failed_bid_leaves_minus_two() -> None:
    table = _ann_promises(3, seats=(ANN, BOB, VIC))
    table.say(ANN, "свёкла")
    table.advance(30)
    table.say(ANN, "салат")
    table.advance(30 + 1.9)
    assert not table.of(BidFailed)
    table.advance(0.1)  # 60 s and the grace: two answers of three
    failed = table.last(BidFailed)
    assert (failed.bidder, failed.counted, failed.penalty_letter) == (ANN, 2, "С")
    assert failed.discarded == ("more", VEGETABLE)
    assert table.game.cards.discard == ["more", VEGETABLE]
    assert table.game.cards.penalties[ANN] == ["С"]
    assert table.game.scores()[ANN] == -2
    assert table.last(CategoryOpened).opener == ANN  # the same opener starts the next turn


def test_challenged_answer_rejected_makes_the_promise_fail() -> None:
    table = _ann_promises(2, seats=(ANN, BOB, VIC))
    table.say(ANN, "свёкла")
    wrong = table.say(ANN, "сахар")
    table.press(BOB, "challenge", wrong)
    vote_id = table.last(ChallengeOpened).vote_id
    table.vote(vote_id, BOB, REJECT)
    table.vote(vote_id, VIC, REJECT)
    table.advance(62)
    assert table.last(BidFailed).counted == 1


def test_answers_after_the_minute_do_not_count() -> None:
    table = _ann_promises(1, seats=(ANN, BOB))
    letter_date = table.letter_anchor()[0]
    table.advance(61)
    table.say(ANN, "свёкла", date=letter_date + 61)
    table.advance(1)
    assert table.last(BidFailed).counted == 0


def test_example_last_under_more_under_a_category_gives_four_points() -> None:
    # «Кто последний?», then «Кто больше?», then a category: «Кто больше?» is played (nobody
    # counts to five) and success takes all three cards: 1 + 2 + 1 = 4.
    table = _bidding(["last", "more", VEGETABLE, CITY], ["С", "К"], seats=(ANN, BOB))
    announced = table.last(PlayAnnounced)
    assert (announced.play, announced.lower_specials, announced.points_at_stake) == ("more", ("last",), 4)
    table.press(ANN, "bid", 1)
    table.press(BOB, "pass")
    table.say(ANN, "салат")
    table.advance(8)
    won = table.last(TurnWon)
    assert (won.cards, won.points) == (("last", "more", VEGETABLE), 4)
    assert table.game.scores() == {ANN: 4, BOB: 0}


def test_failed_bid_on_top_of_a_lower_special_discards_only_the_category_and_the_bid_card() -> None:
    table = Table(["last", "more", VEGETABLE, CITY], ["С", "К"], seats=(ANN, BOB))
    table.press(ANN, "bid", 5)
    table.press(BOB, "pass")
    table.advance(62)
    failed = table.last(BidFailed)
    assert failed.discarded == ("more", VEGETABLE)
    assert failed.open_stack == ("last",)
    assert table.last(CategoryOpened).open_stack == ("last", CITY)
    assert table.last(PlayAnnounced).play == "ordinary"


def test_silent_bidders_pass_and_a_silent_opener_promises_one() -> None:
    table = _bidding(["more", VEGETABLE, CITY], ["С", "К"], seats=(ANN, BOB, VIC, GAL))
    table.advance(30)
    made = table.last(BidMade)
    assert (made.player_id, made.bid, made.auto) == (ANN, 1, True)
    table.advance(30)
    assert table.last(BidPassed).player_id == BOB and table.last(BidPassed).timed_out
    table.press(VIC, "bid", 2)
    table.advance(30)
    table.advance(30)
    assert table.last(BiddingWon).player_id == VIC


def test_kept_promise_drops_a_poll_still_open_on_an_extra_answer() -> None:
    table = _ann_promises(1, seats=(ANN, BOB, VIC))
    table.say(ANN, "салат")
    table.advance(5)
    extra = table.say(ANN, "сахар")
    table.press(BOB, "challenge", extra)
    vote_id = table.last(ChallengeOpened).vote_id
    table.advance(3)  # «салат» is safe: one answer was promised, the poll on «сахар» decides nothing
    assert table.last(TurnWon).winner == ANN
    dropped = table.last(ChallengeDropped)
    assert (dropped.vote_id, dropped.message_id) == (vote_id, extra)
    with pytest.raises(Refusal) as refused:
        table.vote(vote_id, VIC, 0)
    assert refused.value.reason == Reason.VOTE_CLOSED


def test_answer_dated_exactly_at_the_end_of_the_minute_counts() -> None:
    table = _ann_promises(1, seats=(ANN, BOB))
    letter_date = table.letter_anchor()[0]
    table.advance(60.5)
    table.say(ANN, "свёкла", date=letter_date + 60)
    table.advance(1.5 + 8)
    assert not table.of(BidFailed)
    assert table.last(TurnWon).winner == ANN


def test_promise_after_the_silence_timer_is_refused_even_before_the_tick() -> None:
    table = _bidding(["more", VEGETABLE, CITY], ["С", "К"], seats=(ANN, BOB))
    table.now += 30  # Аня's 30 s are over; the Tick that promises 1 for her is late
    with pytest.raises(Refusal) as refused:
        table.press(ANN, "bid", 5)
    assert refused.value.reason == Reason.BID_TIME_OVER
    table.advance(0)
    made = table.last(BidMade)
    assert (made.player_id, made.bid, made.auto) == (ANN, 1, True)


# Promises that are not whole numbers («²», «٣», «2.5») never reach the engine: the button's
# callback data does not parse (test_soobrazhariy_buttons.py).
@pytest.mark.parametrize("arg", [-1, -20])
def test_promise_that_is_not_a_count_of_answers_is_refused(arg: int) -> None:
    table = _bidding(["more", VEGETABLE, CITY], ["С", "К"], seats=(ANN, BOB))
    with pytest.raises(Refusal) as refused:
        table.press(ANN, "bid", arg)
    assert refused.value.reason == Reason.BID_NOT_A_NUMBER
