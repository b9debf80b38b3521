"""What happens in the test game ("Quick answer")."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class RoundOpened:
    round: int
    anchor: str  # the question message; answers older than it do not count


@dataclass(frozen=True, slots=True)
class AnswerTaken:
    player_id: int
    count: int  # answers taken this round so far


@dataclass(frozen=True, slots=True)
class RoundClosed:
    round: int
    winner_id: int | None  # the earliest answer in Telegram order, if any
    answer: str | None


@dataclass(frozen=True, slots=True)
class VoteOpened:
    vote_id: str
    voters: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class VoteClosed:
    vote_id: str
    yes: int
    no: int


@dataclass(frozen=True, slots=True)
class PlayerLeft:
    player_id: int


@dataclass(frozen=True, slots=True)
class GameOver:
    scores: dict[int, int]
