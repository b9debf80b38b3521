"""Near-match polls: several at once, players only, each closed when all have voted or at `vote_time`.

A poll is non-anonymous (Telegram reports every answer as a `Vote`). More "yes" than "no" among
the players who voted is a match; a tie, or no votes at all, is no match. A retracted answer
(no options) takes the ballot back. Votes from people who are not playing are refused.
"""

from __future__ import annotations

from collections.abc import Sequence

from engines.assotsiatsii.events import Event, VoteClosed, VoteOpened
from engines.assotsiatsii.reasons import Reason
from engines.assotsiatsii.settings import NO, YES
from engines.assotsiatsii.state import AssotsiatsiiState, NearVote, Round
from engines.core import Refusal, Vote


def open_votes(s: AssotsiatsiiState, r: Round, pairs: Sequence[tuple[str, str]], now: float) -> list[Event]:
    voters = s.active
    closes_at = now + s.settings.vote_time
    events: list[Event] = []
    for n, words in enumerate(pairs, start=1):
        vote = NearVote(f"near-{r.number}-{n}", words, list(voters), closes_at)
        r.votes.append(vote)
        events.append(VoteOpened(vote.vote_id, r.number, words, tuple(voters), closes_at))
    return events


def _find(s: AssotsiatsiiState, vote_id: str) -> NearVote | None:
    r = s.current
    if r is None:
        return None
    return next((vote for vote in r.votes if vote.vote_id == vote_id), None)


def verify(s: AssotsiatsiiState, command: Vote, now: float) -> None:
    vote = _find(s, command.vote_id) if s.phase in ("voting", "final-voting") else None
    if vote is None:
        raise Refusal(Reason.NO_SUCH_VOTE)
    seat = s.seat(command.voter_id)
    if seat is None:
        raise Refusal(Reason.NOT_A_PLAYER)
    if seat.left:
        raise Refusal(Reason.LEFT_THE_GAME)
    if vote.match is not None or now >= vote.closes_at:
        raise Refusal(Reason.VOTE_CLOSED)
    if command.option_ids not in ((), (YES,), (NO,)):
        raise Refusal(Reason.BAD_OPTION)


def _voters(s: AssotsiatsiiState, vote: NearVote) -> list[int]:
    active = set(s.active)
    return [voter for voter in vote.voters if voter in active]


def _close(s: AssotsiatsiiState, vote: NearVote) -> VoteClosed:
    counted = {voter: choice for voter, choice in vote.ballots.items() if voter in _voters(s, vote)}
    yes = sum(1 for choice in counted.values() if choice == YES)
    no = sum(1 for choice in counted.values() if choice == NO)
    vote.match = yes > no
    return VoteClosed(vote.vote_id, vote.words, yes, no, vote.match)


def settle(s: AssotsiatsiiState, now: float) -> list[Event]:
    """Close every open poll that everyone has answered or whose time is up."""
    r = s.current
    if r is None:
        return []
    events: list[Event] = []
    for vote in r.votes:
        if vote.match is None and (
            now >= vote.closes_at or all(voter in vote.ballots for voter in _voters(s, vote))
        ):
            events.append(_close(s, vote))
    return events


def cast(s: AssotsiatsiiState, command: Vote, now: float) -> list[Event]:
    vote = _find(s, command.vote_id)
    assert vote is not None
    if command.option_ids:
        vote.ballots[command.voter_id] = command.option_ids[0]
    else:
        vote.ballots.pop(command.voter_id, None)
    return settle(s, now)


def all_closed(r: Round) -> bool:
    return all(vote.match is not None for vote in r.votes)


def next_due(r: Round) -> float | None:
    return min((vote.closes_at for vote in r.votes if vote.match is None), default=None)


def matched_pairs(r: Round) -> list[tuple[str, str]]:
    return [vote.words for vote in r.votes if vote.match]


def close_all(s: AssotsiatsiiState) -> list[Event]:
    """The game ends with polls open: each is decided by the ballots it has."""
    r = s.current
    if r is None:
        return []
    return [_close(s, vote) for vote in r.votes if vote.match is None]
