"""The state of a game of «Нет слов»: what `to_json` writes (through `engines.core.serial`).

Cards are kept by id (`NetSlovContent.cards()` says which letter each id is); every id is in
exactly one place: the deck, a hand, the conversation, the showcase, the common discard or one
player's personal discard (their penalties).
"""

from __future__ import annotations

from dataclasses import dataclass, field

from engines.core import Order, Player, Rng
from engines.netslov.events import GameOverCause
from engines.netslov.settings import NetSlovSettings


@dataclass(slots=True)
class PendingClaim:
    """A claim heard and not judged yet; claims are judged in Telegram order (`order`)."""

    order: Order
    claimant: int
    against: int
    word: str  # lowercase as typed, ё kept


@dataclass(slots=True)
class Poll:
    vote_id: str
    claim: PendingClaim
    voters: list[int]
    closes_at: float
    votes: dict[int, int] = field(default_factory=dict)  # voter -> option (YES / NO)


@dataclass(slots=True)
class Choice:
    """The penalised player's pick of the next mover, open until `closes_at`."""

    number: int
    chooser: int
    closes_at: float


@dataclass(slots=True)
class Charge:
    """An accepted word: the only way a card reaches a personal discard."""

    claimant: int
    against: int
    word: str
    cards: list[int]
    by_vote: bool


@dataclass(slots=True)
class NetSlovState:
    players: list[Player]  # join order: the seats, clockwise
    settings: NetSlovSettings
    rng: Rng
    active: list[int]  # players still in the game, in seat order
    deck: list[int]  # black cards; drawn from the end
    hands: dict[int, list[int]]  # by slot
    conversation: list[int]  # in the order laid
    showcase: list[int]  # red cards not in the conversation
    discard: list[int] = field(default_factory=list)  # the common discard
    penalties: dict[int, list[int]] = field(default_factory=dict)  # each player's personal discard
    turn: int = 0
    mover: int | None = None
    latest_mover: int | None = None  # who laid the latest card of this conversation
    pending: list[PendingClaim] = field(default_factory=list)
    judge_at: float | None = None  # when the claims heard together are judged
    poll: Poll | None = None
    polls: int = 0
    choice: Choice | None = None
    choices: int = 0
    charges: list[Charge] = field(default_factory=list)
    taken: list[str] = field(default_factory=list)  # words accepted since the latest card (folded)
    voted: dict[str, bool] = field(default_factory=dict)  # words the players voted on (folded) -> accepted
    claimed: list[str] = field(default_factory=list)  # every word claimed (folded), for the missed words
    over: GameOverCause | None = None
