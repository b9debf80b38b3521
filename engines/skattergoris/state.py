"""A game's state: plain dataclasses that `engines.core.serial` writes as JSON after every command.

The category lists are content, not state: the state names a list by its id.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Literal

from engines.core import Player, Rng
from engines.skattergoris.challenge import ChallengeVote
from engines.skattergoris.events import AnswerStatus, Verdict
from engines.skattergoris.settings import SkattergorisSettings
from engines.skattergoris.sheet import Sheet

Phase = Literal["answering", "review", "over"]
GameOverReason = Literal["finished", "tie-after-extra-rounds", "not-enough-players"]


@dataclass(slots=True)
class SkattergorisState:
    players: list[Player]
    settings: SkattergorisSettings
    language: str  # the die and the judging: the chat's language when the game started
    rng: Rng
    recent_list_ids: list[int]  # lists the chat played lately (its memory when the game started)
    # Who is still in the running: everyone, then the tied players of an extra round.
    contenders: list[int]
    totals: dict[int, int]
    left: list[int] = field(default_factory=list)
    unreachable: list[int] = field(default_factory=list)  # the bot cannot write to them privately
    phase: Phase = "answering"
    round_no: int = 0
    extra: int = 0
    letter: str = ""
    list_id: int = 0
    started_at: float = 0.0
    answers_deadline: float = 0.0
    sheets: dict[int, Sheet] = field(default_factory=dict)  # this round's answerers; a leaver keeps theirs
    done: list[int] = field(default_factory=list)
    statuses: dict[int, list[AnswerStatus]] = field(default_factory=dict)
    challenges: list[ChallengeVote] = field(default_factory=list)
    idle_since: float = 0.0  # review: when the last poll closed (or the review began)
    letters: list[str] = field(default_factory=list)
    list_ids: list[int] = field(default_factory=list)
    history: list[dict[int, int]] = field(default_factory=list)
    winners: list[int] = field(default_factory=list)
    over_reason: GameOverReason | None = None

    # --- who plays ----------------------------------------------------------------------------

    @property
    def round_players(self) -> list[int]:
        """Who answers this round: the contenders still in the game."""
        return [player for player in self.contenders if player not in self.left]

    @property
    def active(self) -> list[int]:
        return [player.id for player in self.players if player.id not in self.left]

    def all_done(self) -> bool:
        return all(player in self.done for player in self.round_players)

    # --- challenges ---------------------------------------------------------------------------

    def open_polls(self) -> list[ChallengeVote]:
        return [c for c in self.challenges if c.is_open]

    def due_polls(self, now: float) -> list[ChallengeVote]:
        due = [c for c in self.challenges if c.is_open and c.closes_at <= now]
        return sorted(due, key=lambda c: (c.closes_at, c.vote_id))

    def find_challenge(self, row: int, player: int) -> ChallengeVote | None:
        return next((c for c in self.challenges if c.row == row and c.player_id == player), None)

    def challenge_of(self, vote_id: str) -> ChallengeVote | None:
        return next((c for c in self.challenges if c.vote_id == vote_id), None)

    def verdict(self, row: int, player: int) -> Verdict | None:
        challenge = self.find_challenge(row, player)
        if challenge is None:
            return None
        if challenge.accepted is None:
            return "open"
        return "accepted" if challenge.accepted else "rejected"
