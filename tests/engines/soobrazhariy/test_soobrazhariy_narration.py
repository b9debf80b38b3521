"""The engine tells the whole story: a challenged answer's verdict, an answer overtaken, the bidding
going on after someone left, a pass against the standing promise, and everyone who wants the
letter skipped — each as an event, right where it happens."""

from __future__ import annotations

from soobrazhariy_table import ANIMAL, ANN, BOB, CITY, CLOTHING, GAL, VEGETABLE, VIC, Table

from engines.core import Leave
from engines.soobrazhariy import ACCEPT, REJECT
from engines.soobrazhariy.events import (
    AnswerJudged,
    AnswerOvertaken,
    BiddingResumed,
    BidMade,
    BidPassed,
    CandidateNamed,
    ChallengeClosed,
    ChallengeOpened,
    NoAnswer,
    SkipPressed,
)


def test_a_vote_that_rejects_the_candidate_says_so_right_after_the_poll_closes() -> None:
    table = Table([CLOTHING, CITY], ["Ш", "К"])
    table.advance(4)
    wrong = table.say(BOB, "Шмель")
    table.advance(1)
    right = table.say(VIC, "Шуба")
    table.press(ANN, "challenge", wrong)
    vote_id = table.last(ChallengeOpened).vote_id
    table.vote(vote_id, ANN, REJECT)
    events = table.vote(vote_id, VIC, REJECT)
    kinds = [type(e) for e in events]
    assert kinds[:3] == [ChallengeClosed, AnswerJudged, CandidateNamed]
    judged = events[1]
    assert judged == AnswerJudged(1, wrong, BOB, "Шмель", accepted=False, accept_votes=0, reject_votes=2)
    assert isinstance(events[2], CandidateNamed) and events[2].message_id == right
    assert not table.of(AnswerOvertaken)  # the rejected answer's verdict says it all


def test_a_vote_that_accepts_names_the_tally() -> None:
    table = Table([CLOTHING, CITY], ["Ш", "К"])
    table.advance(4)
    mid = table.say(BOB, "Шаровары")
    table.press(VIC, "challenge", mid)
    vote_id = table.last(ChallengeOpened).vote_id
    table.vote(vote_id, ANN, ACCEPT)
    table.vote(vote_id, BOB, ACCEPT)
    assert table.last(AnswerJudged) == AnswerJudged(1, mid, BOB, "Шаровары", True, 2, 0)


def test_an_answer_taken_over_in_who_is_last_is_said_to_be_overtaken() -> None:
    # The rules' example: «кот», then «крот» by another player before «пять» — «кот» is overtaken.
    table = Table(["last", ANIMAL, CITY], ["К", "М"])
    table.advance(3)
    kot = table.say(ANN, "кот")
    table.advance(3)
    seen = len(table.events)
    table.say(BOB, "крот")
    events = table.events[seen:]
    assert [type(e) for e in events] == [CandidateNamed, AnswerOvertaken]
    assert events[1] == AnswerOvertaken(1, kot, ANN, "кот")


def test_a_candidate_whose_author_left_is_overtaken_by_the_next_answer() -> None:
    table = Table([CLOTHING, CITY], ["Ш", "К"])
    table.advance(3)
    first = table.say(BOB, "Шарф")
    table.say(VIC, "Шуба")
    events = table.handle(Leave(BOB))
    assert [type(e).__name__ for e in events] == ["PlayerLeft", "CandidateNamed", "AnswerOvertaken"]
    assert events[2] == AnswerOvertaken(1, first, BOB, "Шарф")


def test_bidding_goes_on_after_a_player_leaves_and_names_who_bids_now() -> None:
    table = Table(["more", VEGETABLE, CITY], ["С", "К"], seats=(ANN, BOB, VIC, GAL))
    table.press(ANN, "bid", 2)  # Боб is to bid next
    events = table.handle(Leave(BOB))
    assert events[-1] == BiddingResumed(1, bidder=VIC, min_bid=3, can_pass=True)


def test_bidding_resumed_before_any_promise_does_not_offer_a_pass() -> None:
    table = Table(["more", VEGETABLE, CITY], ["С", "К"], seats=(ANN, BOB, VIC))
    events = table.handle(Leave(ANN))  # the opener leaves before promising
    assert events[-1] == BiddingResumed(1, bidder=BOB, min_bid=1, can_pass=False)


def test_no_bidding_resumed_when_the_leave_ends_the_bidding() -> None:
    table = Table(["more", VEGETABLE, CITY], ["С", "К"], seats=(ANN, BOB, VIC))
    table.press(ANN, "bid", 2)
    table.press(BOB, "pass")
    events = table.handle(Leave(VIC))  # Аня is the only one left: her promise wins
    assert not [e for e in events if isinstance(e, BiddingResumed)]
    assert table.game.turn is not None and table.game.turn.bidder == ANN


def test_a_pass_names_the_promise_the_bidding_goes_on_against() -> None:
    table = Table(["more", VEGETABLE, CITY], ["С", "К"], seats=(ANN, BOB, VIC))
    table.press(ANN, "bid", 2)
    table.press(BOB, "pass")
    passed = table.last(BidPassed)
    assert (passed.player_id, passed.next_bidder, passed.high_bidder, passed.high) == (BOB, VIC, ANN, 2)
    table.advance(30)  # Вика is silent: a pass, and the bidding is over
    timed_out = table.last(BidPassed)
    assert (timed_out.player_id, timed_out.timed_out, timed_out.next_bidder) == (VIC, True, None)
    assert table.last(BidMade).player_id == ANN


def test_skips_so_far_name_everyone_who_pressed_in_seat_order() -> None:
    table = Table([CLOTHING, CITY], ["Ы", "К"], seats=(ANN, BOB, VIC, GAL))
    table.advance(5)
    table.press(VIC, "skip")
    first = table.last(SkipPressed)
    assert (first.skippers, first.skips, first.needed) == ((VIC,), 1, 3)
    table.press(ANN, "skip")
    assert table.last(SkipPressed).skippers == (ANN, VIC)
    events = table.press(GAL, "skip")  # the majority: the letter is skipped in the same command
    assert events[0] == SkipPressed(1, GAL, 3, 3, skippers=(ANN, VIC, GAL))
    assert table.last(NoAnswer).reason == "skipped"


def test_skips_of_a_player_who_left_no_longer_count_or_show() -> None:
    table = Table([CLOTHING, CITY], ["Ы", "К"], seats=(ANN, BOB, VIC, GAL))
    table.advance(5)
    table.press(BOB, "skip")
    table.handle(Leave(BOB))
    table.press(ANN, "skip")
    assert table.last(SkipPressed).skippers == (ANN,)
