"""A challenge vote runs its full time from when its poll reaches the chat.

Telegram's flood limits can hold a poll back for many seconds in a busy group; a vote timed from
the «Оспорить» press closed before anyone could see the poll (found by playing in the playground).
"""

from __future__ import annotations

import pytest

from engines.core import Refusal
from engines.soobrazhariy import Settings, Soobrazhariy
from engines.soobrazhariy.challenge import vote_anchor
from engines.soobrazhariy.events import ChallengeClosed, ChallengeOpened, NoAnswer, TurnWon
from tests.engines.soobrazhariy.soobrazhariy_table import ANN, BOB, CITY, CLOTHING, VIC, Table

VOTE_TIME = Settings().vote_time
POST_WAIT = Settings().post_wait


def challenged_table() -> tuple[Table, str]:
    table = Table([CLOTHING, CITY], ["Ш", "К"], auto_post_votes=False)
    table.advance(4)
    mid = table.say(BOB, "Шинель")
    table.press(VIC, "challenge", mid)
    return table, table.last(ChallengeOpened).vote_id


def test_a_poll_held_back_gets_the_whole_vote_time_once_posted() -> None:
    # Rule: the players vote on a challenged answer — they can only once they see the poll.
    table, vote_id = challenged_table()
    table.advance(VOTE_TIME + 5)  # the poll is still waiting in the outbox
    assert not table.of(ChallengeClosed)
    table.post(vote_anchor(vote_id))
    table.vote(vote_id, ANN, 0)
    table.advance(VOTE_TIME - 0.1)
    assert not table.of(ChallengeClosed)
    table.advance(0.1)
    assert table.last(ChallengeClosed).accepted
    assert table.last(TurnWon).winner == BOB


def test_a_poll_never_posted_does_not_hold_the_game_forever() -> None:
    table, _ = challenged_table()
    table.advance(POST_WAIT + VOTE_TIME - 0.1)
    assert not table.of(ChallengeClosed)
    table.advance(0.1)
    assert table.last(ChallengeClosed).accepted is False  # no ballots: a tie rejects


def test_a_poll_posted_at_once_keeps_the_usual_vote_time() -> None:
    table, vote_id = challenged_table()
    table.post(vote_anchor(vote_id))
    table.advance(VOTE_TIME - 0.1)
    assert not table.of(ChallengeClosed)
    table.advance(0.1)
    assert table.of(ChallengeClosed)


def test_the_vote_time_restarts_once_only_and_survives_a_restart() -> None:
    table, vote_id = challenged_table()
    table.advance(10)
    table.post(vote_anchor(vote_id))
    with pytest.raises(Refusal):
        table.post(vote_anchor(vote_id))  # a second Posted is not a way to keep a vote open
    restored = Soobrazhariy.from_json(table.game.to_json(), content=table.game.content)
    assert restored.deadline() == table.game.deadline() == table.now + VOTE_TIME


def test_the_answer_time_runs_from_the_letter_reaching_the_chat() -> None:
    # Rule: "no valid answer within the time after the letter" — a letter held back by flood limits
    # must not time out before anyone saw it (the playground showed «Время вышло» 1 s after the letter).
    table = Table([CLOTHING, CITY], ["Ш", "К"], auto_post=False)
    table.advance(3)  # the letter is opened; its message waits in the outbox
    table.advance(50)  # longer than the no-answer time and its grace
    assert not table.of(NoAnswer)
    table.post("letter-1")
    table.advance(45 + 2 - 0.1)  # no-answer time + grace from the posting
    assert not table.of(NoAnswer)
    table.advance(0.1)
    assert table.last(NoAnswer).reason == "timeout"
