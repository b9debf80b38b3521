"""The rulings of issue 14 in the engine: the referee's vote on unknown words (14.1), a vote of two
waits for the author (14.6), the special card's real window (14.7), the letter's end (14.11), and an
answer in the pause before the letter (14.12) — and games of the first platform keep their rulings."""

from __future__ import annotations

import pytest
from soobrazhariy_table import ANIMAL, ANN, BOB, CITY, CLOTHING, VEGETABLE, VIC, Table

from engines.core import Refusal
from engines.soobrazhariy import ACCEPT, REJECT, Reason, Settings
from engines.soobrazhariy.challenge import Challenge
from engines.soobrazhariy.events import (
    AnswerJudged,
    CandidateNamed,
    ChallengeOpened,
    LetterClosed,
    PlayAnnounced,
    TurnWon,
)


def test_an_answer_the_dictionary_does_not_know_is_put_to_the_vote_by_the_referee() -> None:
    table = Table([CLOTHING, CITY], ["Ш", "К"])
    table.advance(3)
    mid = table.say(BOB, "Шмяфк")
    named, opened = table.last(CandidateNamed), table.last(ChallengeOpened)
    assert named.message_id == opened.message_id == mid
    assert opened.challenger is None and opened.voters == (ANN, BOB, VIC)
    table.advance(8)
    assert not table.of(TurnWon)  # not awarded while the table decides
    table.vote(opened.vote_id, ANN, ACCEPT)
    table.vote(opened.vote_id, VIC, ACCEPT)
    assert table.last(AnswerJudged).accepted and table.last(TurnWon).winner == BOB


def test_a_known_word_is_not_put_to_the_vote() -> None:
    table = Table([CLOTHING, CITY], ["Ш", "К"])
    table.advance(3)
    table.say(BOB, "Шарф")
    assert not table.of(ChallengeOpened)


def test_in_who_names_more_an_unknown_answer_is_put_to_the_vote_too() -> None:
    table = Table(["more", VEGETABLE, CITY], ["С", "К"], seats=(ANN, BOB))
    table.press(ANN, "bid", 1)
    table.press(BOB, "pass")
    table.say(ANN, "Сквырщ")
    assert table.last(ChallengeOpened).challenger is None


@pytest.mark.parametrize(("voters", "ballots", "decided"), [
    ((ANN, BOB), {BOB: REJECT}, None),  # two players: the challenger alone does not decide
    ((ANN, BOB), {BOB: REJECT, ANN: ACCEPT}, False),  # 1 : 1, everyone voted — a tie rejects
    ((ANN, BOB), {BOB: ACCEPT, ANN: ACCEPT}, True),
    ((ANN, BOB, VIC), {BOB: REJECT, VIC: REJECT}, False),  # a majority of three
    ((ANN, BOB, VIC, 4), {BOB: REJECT, VIC: REJECT}, None),  # half of four is no majority yet
])
def test_a_vote_closes_early_only_on_a_majority(voters: tuple[int, ...], ballots: dict[int, int],
                                                decided: bool | None) -> None:
    challenge = Challenge("v", 1, BOB, voters, closes_at=100.0, ballots=dict(ballots))
    assert challenge.decision(voters, now=10.0) is decided
    assert challenge.decision(voters, now=100.0) is (decided or False)  # at its time: a tie rejects


def test_the_first_rulings_keep_an_old_game_as_it_was_played() -> None:
    old = Settings(first_rulings=True)
    table = Table([CLOTHING, CITY], ["Ш", "К"], seats=(ANN, BOB), settings=old)
    table.advance(3)
    mid = table.say(BOB, "Шмяфк")
    assert not table.of(ChallengeOpened)  # no referee then
    table.press(ANN, "challenge", mid)
    table.vote(table.last(ChallengeOpened).vote_id, ANN, REJECT)  # half of two closed it then
    assert not table.last(AnswerJudged).accepted


def test_who_is_longer_names_the_length_to_beat_and_when_the_card_goes() -> None:
    table = Table(["longer", ANIMAL, CITY], ["К", "Л"])
    announced = table.last(PlayAnnounced)
    assert (announced.count_time, announced.card_after) == (5, 8)  # 5 s to overtake; the card after 8
    table.advance(3)
    table.say(ANN, "кот")
    named = table.last(CandidateNamed)
    assert (named.play, named.count_time, named.beat_length, named.card_after) == ("longer", 5, 3, 8)
    table.advance(7.9)
    assert not table.of(TurnWon)
    table.advance(0.1)
    assert table.last(TurnWon).winner == ANN  # exactly when the chat was told


def test_the_card_goes_after_the_count_and_grace_when_the_challenge_window_is_shorter() -> None:
    table = Table(["last", ANIMAL, CITY], ["К", "Л"], settings=Settings(challenge_window=3.0))
    assert table.last(PlayAnnounced).card_after == 7  # count 5 + grace 2 outlast the window of 3


def test_every_turn_with_a_letter_ends_with_its_letter_closed() -> None:
    table = Table([CLOTHING, CITY, ANIMAL], ["Ш", "К", "Л"])
    table.advance(3)
    won = table.say(BOB, "Шарф")
    table.advance(8)
    assert table.last(LetterClosed) == LetterClosed(1, "Ш", "ordinary")
    table.advance(3 + 47)  # no answer on К: «Пропустить» was offered, and the letter goes, closed
    # Turn 2 opened in the message of turn 1's award (Боб's «Шарф»): its letter was shown there.
    assert table.last(LetterClosed) == LetterClosed(2, "К", "ordinary", award_message=won, skip_offered=True)


def test_an_answer_in_the_pause_before_the_letter_is_refused_as_the_letter_is_coming() -> None:
    table = Table([CLOTHING, CITY], ["Ш", "К"])
    with pytest.raises(Refusal) as refused:
        table.say(BOB, "Шарф")
    assert refused.value.reason == Reason.LETTER_COMING
