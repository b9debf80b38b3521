"""A challenged answer put to the players: a majority accepts it, a tie rejects it.

Everyone still playing votes, the answer's author too. The vote closes as soon as more than half
of the voters agree either way, when everyone has voted, or when its time is up — so with two
players the challenger's «Не засчитывать» alone does not close it: the author's vote is counted
too, and 1 : 1 is a tie, which rejects (issue 14.6).
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field

from engines.soobrazhariy.events import ACCEPT, REJECT


@dataclass(slots=True)
class Challenge:
    vote_id: str
    message_id: int
    challenger: int | None  # None: the referee put it to the table (the dictionary knows no word of it)
    voters: tuple[int, ...]
    closes_at: float
    ballots: dict[int, int] = field(default_factory=dict)  # voter -> ACCEPT | REJECT
    posted: bool = False  # its poll is in the chat: the vote's time was counted again from then
    closes_on_half: bool = False  # the first rulings: half the voters rejecting closes it at once

    @property
    def anchor(self) -> str:
        """The name its poll is posted under (`Posted(anchor)` restarts the vote's time)."""
        return vote_anchor(self.vote_id)

    def cast(self, voter: int, option_ids: tuple[int, ...]) -> None:
        if option_ids:
            self.ballots[voter] = option_ids[0]
        else:
            self.ballots.pop(voter, None)  # a retracted vote

    def tally(self, present: Iterable[int]) -> tuple[int, int]:
        """(accept, reject) among the voters still in the game."""
        still = set(present)
        cast = [option for voter, option in self.ballots.items() if voter in still]
        return cast.count(ACCEPT), cast.count(REJECT)

    def decision(self, present: Iterable[int], now: float) -> bool | None:
        """True accepted, False rejected, None still open.

        It closes early once more than half of the voters agree, either way; otherwise when all
        have voted or the time is up, and then a tie rejects.
        """
        still = [voter for voter in self.voters if voter in set(present)]
        accept, reject = self.tally(still)
        if 2 * accept > len(still):
            return True
        if 2 * reject > len(still) or (self.closes_on_half and 2 * reject >= len(still)):
            return False
        if accept + reject == len(still) or now >= self.closes_at:
            return accept > reject
        return None


def vote_anchor(vote_id: str) -> str:
    return f"vote-{vote_id}"
