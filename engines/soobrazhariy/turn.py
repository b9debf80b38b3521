"""The state of one turn: from opening the category to the card going to someone."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Literal, cast

from engines.soobrazhariy.answers import Answer, Order
from engines.soobrazhariy.bidding import Bidding
from engines.soobrazhariy.challenge import Challenge
from engines.soobrazhariy.events import Play

Phase = Literal["pause", "bidding", "answering"]
RACE_PLAYS = frozenset({"last", "longer", "shorter"})


@dataclass(slots=True)
class Turn:
    number: int
    opener: int
    play: Play
    category: str  # the top category card: the answer is sought for it only
    phase: Phase
    letter_at: float | None = None  # "pause": when the letter is due
    letter: str | None = None
    anchor_name: str | None = None
    anchor: Order | None = None  # (date, message_id) of the letter message, once posted
    posted_at: float | None = None
    opened_at: float | None = None  # the letter was opened then (platform clock)
    answers: list[Answer] = field(default_factory=list)  # every answer on the letter, as received
    rejected: set[int] = field(default_factory=set)  # message ids a vote rejected
    accepted: set[int] = field(default_factory=set)  # message ids a vote accepted
    challenges: dict[str, Challenge] = field(default_factory=dict)  # the open ones
    challenged: set[int] = field(default_factory=set)  # message ids ever challenged (once each)
    shown: int | None = None  # message id of the candidate/holder last named
    shown_at: float = 0.0
    noted: list[int] = field(default_factory=list)  # «Кто больше?»: answers announced
    skips: set[int] = field(default_factory=set)
    bidding: Bidding | None = None
    bidder: int | None = None
    bid: int = 0

    @property
    def is_race(self) -> bool:
        """«Кто последний?», «Кто длиннее?», «Кто короче?»: answers take the count over."""
        return self.play in RACE_PLAYS

    def answer(self, message_id: int) -> Answer | None:
        return next((a for a in self.answers if a.message_id == message_id), None)

    def open_challenge_on(self, message_id: int) -> bool:
        return any(ch.message_id == message_id for ch in self.challenges.values())

    def to_json(self) -> dict[str, Any]:
        return {
            "number": self.number,
            "opener": self.opener,
            "play": self.play,
            "category": self.category,
            "phase": self.phase,
            "letter_at": self.letter_at,
            "letter": self.letter,
            "anchor_name": self.anchor_name,
            "anchor": None if self.anchor is None else list(self.anchor),
            "posted_at": self.posted_at,
            "opened_at": self.opened_at,
            "answers": [a.to_json() for a in self.answers],
            "rejected": sorted(self.rejected),
            "accepted": sorted(self.accepted),
            "challenges": [ch.to_json() for ch in self.challenges.values()],
            "challenged": sorted(self.challenged),
            "shown": self.shown,
            "shown_at": self.shown_at,
            "noted": list(self.noted),
            "skips": sorted(self.skips),
            "bidding": None if self.bidding is None else self.bidding.to_json(),
            "bidder": self.bidder,
            "bid": self.bid,
        }

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> Turn:
        anchor = data["anchor"]
        challenges = [Challenge.from_json(ch) for ch in data["challenges"]]
        return cls(
            number=int(data["number"]),
            opener=int(data["opener"]),
            play=cast(Play, data["play"]),
            category=str(data["category"]),
            phase=cast(Phase, data["phase"]),
            letter_at=data["letter_at"],
            letter=data["letter"],
            anchor_name=data["anchor_name"],
            anchor=None if anchor is None else (int(anchor[0]), int(anchor[1])),
            posted_at=data["posted_at"],
            opened_at=data["opened_at"],
            answers=[Answer.from_json(a) for a in data["answers"]],
            rejected={int(m) for m in data["rejected"]},
            accepted={int(m) for m in data["accepted"]},
            challenges={ch.vote_id: ch for ch in challenges},
            challenged={int(m) for m in data["challenged"]},
            shown=data["shown"],
            shown_at=float(data["shown_at"]),
            noted=[int(m) for m in data["noted"]],
            skips={int(p) for p in data["skips"]},
            bidding=None if data["bidding"] is None else Bidding.from_json(data["bidding"]),
            bidder=data["bidder"],
            bid=int(data["bid"]),
        )
