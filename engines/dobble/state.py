"""The state of a game of Доббль, as `to_json` writes it (through `engines.core.serial`)."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Literal

from engines.core import Order, Player, Rng
from engines.dobble.events import GameOverReason
from engines.dobble.settings import DobbleSettings

Phase = Literal["countdown", "playing", "over"]


@dataclass(slots=True)
class Pile:
    """A player's cards, the starting card first; the last is the top card they compare."""

    player_id: int
    cards: list[int]
    present: bool = True

    @property
    def top(self) -> int:
        return self.cards[-1]


@dataclass(slots=True)
class HeldClaim:
    """A correct claim waiting out the settle time."""

    player_id: int
    order: Order
    symbol: int


@dataclass(slots=True)
class Lock:
    """A wrong claim: the player may not claim this card again after `order` (Telegram order:
    a correct claim they made before it, delivered late, still counts)."""

    player_id: int
    order: Order


@dataclass(slots=True)
class Centre:
    """The open centre card and the claims on it."""

    number: int
    card: int
    anchor_name: str
    opened_at: float  # platform time the card was dealt (its picture went out)
    anchor: Order | None = None  # the picture's place in Telegram order, once posted
    held: list[HeldClaim] = field(default_factory=list)
    settle_until: float | None = None  # set by the first correct claim
    locks: list[Lock] = field(default_factory=list)  # players who missed on this card
    posted: bool = False  # `Posted` came (False with an anchor: opened after `post_wait`)

    def leader(self) -> HeldClaim | None:
        return min(self.held, key=lambda c: c.order, default=None)

    def lock_of(self, player_id: int) -> Lock | None:
        return next((lock for lock in self.locks if lock.player_id == player_id), None)


@dataclass(slots=True)
class Taken:
    """The centre card taken last: claims on it that come after are «опоздали»."""

    card: int
    anchor: Order
    player_id: int


@dataclass(slots=True)
class DobbleState:
    players: list[Player]
    settings: DobbleSettings
    lang: str  # the language typed names are judged in
    look: int  # seeds how the cards are drawn (from the game's seed)
    rng: Rng
    piles: list[Pile]
    stack: list[int]  # the centre pile, the next card first
    phase: Phase = "countdown"
    beats_left: int = 0
    beat_at: float = 0.0  # when the next countdown beat (or the turn-over) is due
    opened: int = 0  # centre cards opened so far
    centre: Centre | None = None
    previous: Taken | None = None
    over_reason: GameOverReason | None = None

    def pile(self, player_id: int) -> Pile | None:
        return next((p for p in self.piles if p.player_id == player_id), None)

    def present(self) -> list[int]:
        return [p.player_id for p in self.piles if p.present]
