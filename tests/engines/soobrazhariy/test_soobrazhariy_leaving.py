"""Players leaving mid-game, and a letter message the platform never confirmed."""

from __future__ import annotations

import pytest
from soobrazhariy_table import ANIMAL, ANN, BOB, CITY, CLOTHING, GAL, VEGETABLE, VIC, Table

from engines.core import Leave, Refusal
from engines.soobrazhariy import REJECT, Reason, Settings
from engines.soobrazhariy.events import (
    BiddingWon,
    BidFailed,
    CandidateNamed,
    CategoryOpened,
    ChallengeClosed,
    ChallengeOpened,
    GameOver,
    NoAnswer,
    PlayerLeft,
    TurnWon,
)


def test_game_ends_when_fewer_than_two_players_remain() -> None:
    table = Table([CLOTHING, CITY], ["Ш", "К"], seats=(ANN, BOB))
    table.advance(3)
    table.say(BOB, "Шарф")
    table.advance(8 + 3)  # Боб won and opened the next category and letter
    table.handle(Leave(ANN))
    assert table.last(PlayerLeft).player_id == ANN
    over = table.last(GameOver)
    assert (over.reason, over.winners) == ("players-left", (BOB,))
    assert table.game.cards.letter_discard == ["Ш", "К"]  # the open letter is not lost


def test_answer_of_a_player_who_left_no_longer_counts() -> None:
    table = Table([CLOTHING, CITY], ["Ш", "К"])
    table.advance(3)
    table.say(BOB, "Шарф")
    table.say(VIC, "Шуба")
    table.handle(Leave(BOB))
    assert table.last(CandidateNamed).text == "Шуба"
    table.advance(8)
    assert table.last(TurnWon).winner == VIC
    with pytest.raises(Refusal) as refused:
        table.press(BOB, "skip")
    assert refused.value.reason == Reason.NOT_A_PLAYER


def test_leaving_winner_hands_the_opening_to_the_next_seat() -> None:
    table = Table([CLOTHING, CITY, ANIMAL], ["Ш", "К", "Л"], seats=(ANN, BOB, VIC))
    table.advance(3)
    table.say(BOB, "Шарф")
    table.advance(8)
    assert table.last(CategoryOpened).opener == BOB
    table.handle(Leave(BOB))
    table.advance(3 + 47)  # no answer: the opener opens again, but Боб is gone
    assert table.last(NoAnswer).next_opener == BOB
    assert table.last(CategoryOpened).opener == VIC


def test_a_vote_counts_only_players_still_in_the_game() -> None:
    table = Table([CLOTHING, CITY], ["Ш", "К"], seats=(ANN, BOB, VIC, GAL))
    table.advance(3)
    mid = table.say(BOB, "Шаль")
    table.press(GAL, "challenge", mid)
    vote_id = table.last(ChallengeOpened).vote_id
    table.vote(vote_id, GAL, REJECT)
    table.handle(Leave(GAL))
    table.vote(vote_id, ANN, 0)
    assert not table.of(ChallengeClosed)  # 1 accept of 3
    table.vote(vote_id, BOB, 0)  # 2 accept of the 3 still playing: a majority (Галя's vote is gone)
    assert table.last(ChallengeClosed).accepted is True
    assert table.last(TurnWon).winner == BOB


def test_bidder_leaving_during_the_minute_fails_the_promise() -> None:
    table = Table(["more", VEGETABLE, CITY], ["С", "К"], seats=(ANN, BOB, VIC))
    table.press(ANN, "bid", 1)
    table.press(BOB, "bid", 2)
    table.press(VIC, "pass")
    table.press(ANN, "pass")
    assert table.last(BiddingWon).player_id == BOB
    table.handle(Leave(BOB))
    assert table.last(BidFailed).bidder == BOB
    assert table.game.cards.penalties[BOB] == ["С"]


def test_high_bidder_leaving_during_the_bidding_voids_the_promise() -> None:
    table = Table(["more", VEGETABLE, CITY], ["С", "К"], seats=(ANN, BOB, VIC))
    table.press(ANN, "bid", 2)
    table.press(BOB, "pass")
    table.handle(Leave(ANN))  # Вика is the only one left in the bidding, with no promise standing
    table.press(VIC, "bid", 3)
    assert (table.last(BiddingWon).player_id, table.last(BiddingWon).bid) == (VIC, 3)


def test_without_the_letter_message_confirmed_the_letter_second_stands_in() -> None:
    table = Table([CLOTHING, CITY], ["Ш", "К"], auto_post=False)
    table.advance(3)
    table.advance(2)
    table.say(BOB, "Шарф")
    assert not table.of(CandidateNamed)  # waits for the letter's place in the chat
    table.advance(Settings().post_wait + 45)  # the letter was waited for, then its answer time is over:
    # answers from the letter's second count
    assert table.last(CandidateNamed).text == "Шарф"
    table.advance(8)
    assert table.last(TurnWon).winner == BOB
