"""The state of a game of «Ассоциации» as dataclasses: what `to_json` writes (through `engines.core.serial`).

Cards are numbers into the content's deck: the words themselves are never copied into the state.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Literal

from engines.assotsiatsii.settings import AssotsiatsiiSettings
from engines.core import Player, Rng

# leading: the leader picks cards and writes the word; guessing: everyone else writes guesses;
# voting: near-matches are before the table; final / final-voting: the same for the final round.
Phase = Literal["leading", "guessing", "voting", "final", "final-voting", "over"]
OverReason = Literal["finished", "too-few-players", "no-reachable-leader", "idle"]


@dataclass(slots=True)
class Seat:
    """A player in join order (the text's "clockwise"), with the hand only they see."""

    player: Player
    hand: list[int] = field(default_factory=list)
    left: bool = False
    unreachable: bool = False  # the bot cannot write to them privately

    @property
    def id(self) -> int:
        return self.player.id


@dataclass(slots=True)
class PendingWord:
    """A word that may share a root with `cards` (the toolkit is unsure): to confirm or replace."""

    word: str
    cards: list[str]
    unknown: bool = False  # the dictionary does not know the word


@dataclass(slots=True)
class Turn:
    """The leader's private work before the cards are laid."""

    leader_id: int
    deadline: float
    picked: list[int] = field(default_factory=list)  # places in the hand, in the order of picking
    pending: PendingWord | None = None
    seen_in_group: list[str] = field(default_factory=list)  # words the leader posted in the group (keys)


@dataclass(slots=True)
class Sheet:
    """One player's guesses this round (as typed), and whether they pressed «Готово»."""

    guesses: list[str] = field(default_factory=list)
    revision: int = 0  # grows with every change, so a button drawn for an older list is stale
    done: bool = False


@dataclass(slots=True)
class NearVote:
    """A poll: are these two guesses one word? (players only; more yes than no is a match)."""

    vote_id: str
    words: tuple[str, str]
    voters: list[int]
    closes_at: float
    ballots: dict[int, int] = field(default_factory=dict)  # voter -> YES or NO
    match: bool | None = None  # None while open


@dataclass(slots=True)
class Round:
    """The laid words and the guesses: a leader's round, or the final round (no leader, no word)."""

    number: int
    leader_id: int | None
    laid: list[str]
    word: str | None
    anchor: str
    deadline: float  # the guesses' deadline (Telegram dates after it are late); `answer_grace` follows
    laid_cards: list[int] = field(default_factory=list)
    posted: bool = False
    sheets: dict[int, Sheet] = field(default_factory=dict)
    votes: list[NearVote] = field(default_factory=list)

    @property
    def final(self) -> bool:
        return self.leader_id is None


@dataclass(slots=True)
class AssotsiatsiiState:
    settings: AssotsiatsiiSettings
    language: str
    rng: Rng
    seats: list[Seat]
    deck: list[int]
    discards: list[int] = field(default_factory=list)
    phase: Phase = "leading"
    round: int = 0  # every leader's turn is a round, a lost lead too: old buttons stay stale
    leader_seat: int = 0
    turn: Turn | None = None
    current: Round | None = None
    leader_words: list[str] = field(default_factory=list)  # kept for the final round
    totals: dict[int, int] = field(default_factory=dict)
    lost_leads: int = 0  # leads lost in a row; a whole table of them ends an idle game
    winners: list[int] = field(default_factory=list)
    over_reason: OverReason | None = None

    def seat(self, player_id: int) -> Seat | None:
        return next((s for s in self.seats if s.id == player_id), None)

    @property
    def active(self) -> list[int]:
        return [s.id for s in self.seats if not s.left]
