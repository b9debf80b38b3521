"""A challenge to one answer and the vote that decides it.

Rules (text 001 + issue 5): every player votes, the challenged one too; only players' votes count;
the majority decides; on a tie the challenged player's vote is not counted; a tie that remains
rejects the answer (it was not defended).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field

from engines.skattergoris.events import NO, YES


@dataclass(frozen=True, slots=True)
class Decision:
    accepted: bool
    yes: tuple[int, ...]
    no: tuple[int, ...]
    challenged_vote_dropped: bool


def decide(votes: Mapping[int, int], challenged: int) -> Decision:
    """Count `votes` (voter -> YES/NO, players only) on the answer of `challenged`."""
    yes = tuple(sorted(voter for voter, option in votes.items() if option == YES))
    no = tuple(sorted(voter for voter, option in votes.items() if option == NO))
    if len(yes) != len(no):
        return Decision(len(yes) > len(no), yes, no, challenged_vote_dropped=False)
    if challenged in votes:
        yes = tuple(voter for voter in yes if voter != challenged)
        no = tuple(voter for voter in no if voter != challenged)
        return Decision(len(yes) > len(no), yes, no, challenged_vote_dropped=True)
    return Decision(False, yes, no, challenged_vote_dropped=False)


@dataclass(slots=True)
class ChallengeVote:
    """An open or closed challenge of `player_id`'s answer in `row` (1-based), and its poll's votes."""

    vote_id: str
    row: int
    player_id: int
    challenger_id: int
    closes_at: float
    votes: dict[int, int] = field(default_factory=dict)  # voter -> YES / NO
    accepted: bool | None = None  # None while the poll is open

    @property
    def is_open(self) -> bool:
        return self.accepted is None
