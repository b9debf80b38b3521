"""A challenged answer put to the players: a majority accepts it, a tie rejects it."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field
from typing import Any

from engines.soobrazhariy.events import ACCEPT, REJECT


@dataclass(slots=True)
class Challenge:
    vote_id: str
    message_id: int
    challenger: int
    voters: tuple[int, ...]
    closes_at: float
    ballots: dict[int, int] = field(default_factory=dict)  # voter -> ACCEPT | REJECT
    posted: bool = False  # its poll is in the chat: the vote's time was counted again from then

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

        It closes early once the outcome cannot change: more than half of the voters accept,
        or at least half reject (then acceptance can at best tie, and a tie rejects).
        """
        still = [voter for voter in self.voters if voter in set(present)]
        accept, reject = self.tally(still)
        if 2 * accept > len(still):
            return True
        if 2 * reject >= len(still):
            return False
        if accept + reject == len(still) or now >= self.closes_at:
            return accept > reject
        return None

    def to_json(self) -> dict[str, Any]:
        return {
            "vote_id": self.vote_id,
            "message_id": self.message_id,
            "challenger": self.challenger,
            "voters": list(self.voters),
            "closes_at": self.closes_at,
            "ballots": [[voter, option] for voter, option in self.ballots.items()],
            "posted": self.posted,
        }

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> Challenge:
        return cls(
            vote_id=str(data["vote_id"]),
            message_id=int(data["message_id"]),
            challenger=int(data["challenger"]),
            voters=tuple(int(v) for v in data["voters"]),
            closes_at=float(data["closes_at"]),
            ballots={int(voter): int(option) for voter, option in data["ballots"]},
            posted=bool(data.get("posted", False)),
        )


def vote_anchor(vote_id: str) -> str:
    return f"vote-{vote_id}"
