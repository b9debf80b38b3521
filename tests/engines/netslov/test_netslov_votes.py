"""A word the dictionary does not know goes to the players' vote: a majority accepts, a tie rejects."""

from __future__ import annotations

import pytest
from netslov_table import ANN, BOB, CAT, DAN, Table

from engines.core import Refusal, Vote
from engines.netslov import (
    NO,
    VOTE_OPTIONS,
    YES,
    ClaimHeard,
    ClaimRejected,
    Reason,
    TableShown,
    VoteClosed,
    VoteOpened,
    WordCharged,
)


def _kovid(table: Table) -> None:
    """Аня lays Д: «ковид» is on the table (a word too new for the dictionary)."""
    table.rig("ОИКВЕ", hands={ANN: "ДМТ"}, mover=ANN)
    table.lay_letter("Д")


def test_an_unknown_word_is_put_to_a_poll_of_the_players() -> None:
    table = Table()
    _kovid(table)
    table.now = 5.0
    table.claim(BOB, "ковид")
    opened = table.last(VoteOpened)
    assert (opened.word, opened.claimant, opened.against) == ("ковид", BOB, ANN)
    assert opened.voters == (ANN, BOB, CAT)
    assert opened.options == VOTE_OPTIONS == ("yes", "no")
    assert opened.closes_at == 5.0 + table.settings.vote_seconds
    assert table.game.deadline() == opened.closes_at
    assert table.last(TableShown).phase == "voting"


def test_a_majority_accepts_the_word() -> None:
    table = Table()
    _kovid(table)
    table.claim(BOB, "ковид")
    table.vote(BOB, YES)
    table.vote(CAT, YES)
    assert table.vote(ANN, NO)  # everyone has voted: the poll closes at once
    closed = table.last(VoteClosed)
    assert (closed.yes, closed.no, closed.accepted, closed.cancelled) == (2, 1, True, False)
    charged = table.last(WordCharged)
    assert (charged.word, charged.against, charged.by_vote) == ("ковид", ANN, True)
    assert table.penalty_letters(ANN) == "КВД"


def test_tie_vote_rejects_the_word() -> None:
    # «В случае равенства голосов составленное слово не засчитывается.»
    table = Table((ANN, BOB, CAT, DAN))
    _kovid(table)
    table.claim(BOB, "ковид")
    for voter, option in ((BOB, YES), (CAT, YES), (ANN, NO), (DAN, NO)):
        table.vote(voter, option)
    closed = table.last(VoteClosed)
    assert (closed.yes, closed.no, closed.accepted) == (2, 2, False)
    rejected = table.last(ClaimRejected)
    assert (rejected.word, rejected.verdict, rejected.by_vote) == ("ковид", "rejected-by-vote", True)
    assert table.penalty_letters(ANN) == ""
    assert table.conversation() == "ОИКВЕД"


def test_the_poll_closes_at_its_time_limit_counting_the_votes_cast() -> None:
    table = Table()
    _kovid(table)
    table.claim(BOB, "ковид")
    table.vote(BOB, YES)
    table.advance(table.settings.vote_seconds - 1)
    assert table.game.state.poll is not None
    table.advance(1)
    closed = table.last(VoteClosed)
    assert (closed.yes, closed.no, closed.accepted) == (1, 0, True)


def test_a_poll_nobody_answers_is_a_tie_and_rejects() -> None:
    table = Table()
    _kovid(table)
    table.claim(BOB, "ковид")
    table.advance(table.settings.vote_seconds)
    assert table.last(VoteClosed).accepted is False
    assert table.last(ClaimRejected).verdict == "rejected-by-vote"


def test_a_retracted_vote_does_not_count() -> None:
    table = Table()
    _kovid(table)
    table.claim(BOB, "ковид")
    table.vote(BOB, YES)
    table.vote(CAT, YES)
    table.vote(CAT, None)  # retracted
    table.vote(ANN, NO)
    table.advance(table.settings.vote_seconds)
    closed = table.last(VoteClosed)
    assert (closed.yes, closed.no, closed.accepted) == (1, 1, False)


def test_cards_wait_while_the_vote_is_open() -> None:
    table = Table()
    _kovid(table)
    table.claim(BOB, "ковид")
    with pytest.raises(Refusal) as refused:
        table.lay(BOB)
    assert refused.value.reason == Reason.VOTE_OPEN


def test_a_claim_during_the_vote_waits_and_is_judged_on_what_the_vote_left() -> None:
    table = Table()
    _kovid(table)
    table.claim(BOB, "ковид")
    heard = table.claim(CAT, "вид")  # the same В, И, Д
    assert heard[0] == ClaimHeard(CAT, ANN, "вид", judged_at=None, waits_for_vote=True)
    assert table.penalty_letters(ANN) == ""
    for voter in (ANN, BOB, CAT):
        table.vote(voter, YES)
    assert table.last(WordCharged).word == "ковид"
    rejected = table.last(ClaimRejected)
    assert (rejected.word, rejected.verdict) == ("вид", "not-formable")
    assert table.penalty_letters(ANN) == "КВД"  # the letters were charged once


def test_a_claim_during_a_vote_that_fails_is_judged_on_the_whole_table() -> None:
    table = Table()
    _kovid(table)
    table.claim(BOB, "ковид")
    table.claim(CAT, "вид")
    for voter in (ANN, BOB, CAT):
        table.vote(voter, NO)
    charged = table.last(WordCharged)
    assert (charged.word, charged.claimant, charged.by_vote) == ("вид", CAT, False)
    assert table.penalty_letters(ANN) == "ВД"


def test_a_word_voted_down_is_not_put_to_the_vote_again() -> None:
    table = Table()
    _kovid(table)
    table.claim(BOB, "ковид")
    table.advance(table.settings.vote_seconds)  # nobody voted: rejected
    table.claim(CAT, "ковид")
    assert table.last(ClaimRejected).verdict == "rejected-by-vote"
    assert len(table.all(VoteOpened)) == 1


def test_a_word_voted_in_counts_again_without_a_vote() -> None:
    table = Table()
    _kovid(table)
    table.claim(BOB, "ковид")
    for voter in (ANN, BOB, CAT):
        table.vote(voter, YES)
    table.choose(ANN, myself=True)
    table.rig("ОИКВЕ", hands={ANN: "ДМТ"}, mover=ANN)
    table.lay_letter("Д")
    table.claim(CAT, "ковид")
    assert len(table.all(VoteOpened)) == 1
    assert table.last(WordCharged).by_vote is True


def test_votes_on_another_poll_by_outsiders_or_with_odd_options_are_refused() -> None:
    table = Table()
    _kovid(table)
    table.claim(BOB, "ковид")
    vote_id = table.last(VoteOpened).vote_id
    for vote, reason in (
        (Vote("word-99", ANN, (YES,)), Reason.NO_SUCH_VOTE),
        (Vote(vote_id, 99, (YES,)), Reason.NOT_A_PLAYER),
        (Vote(vote_id, ANN, (5,)), Reason.NO_SUCH_OPTION),
        (Vote(vote_id, ANN, (YES, NO)), Reason.NO_SUCH_OPTION),
    ):
        with pytest.raises(Refusal) as refused:
            table.game.handle(vote, table.now)
        assert refused.value.reason == reason


def test_a_vote_when_no_poll_is_open_is_refused() -> None:
    table = Table()
    with pytest.raises(Refusal) as refused:
        table.game.handle(Vote("word-1", ANN, (YES,)), 0.0)
    assert refused.value.reason == Reason.NO_SUCH_VOTE
