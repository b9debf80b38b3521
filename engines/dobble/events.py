"""What happens in a game of Доббль. Every event is public: the cards lie face up on the table.

Cards and symbols come with what the presenter shows (`CardView`: the card's id and its symbols'
emoji and names), so it never looks anything up; `look` seeds how each card is drawn (sizes and
turns of its symbols), the same for a card all game long.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from typing import Literal

from engines.core import Event as CoreEvent
from engines.core import closed


class Event(CoreEvent):
    """Base of Доббль's events."""

    __slots__ = ()


@dataclass(frozen=True, slots=True)
class SymbolView:
    id: int
    emoji: str
    name: str


@dataclass(frozen=True, slots=True)
class CardView:
    id: int
    symbols: tuple[SymbolView, ...]  # 8, in the deck's order


@dataclass(frozen=True, slots=True)
class TopCard:
    """A player's pile as the table shows it: the top card and how many cards it holds (the
    starting card included: cards taken from the centre = `count` − 1)."""

    player_id: int
    card: CardView
    count: int


@dataclass(frozen=True, slots=True)
class PileCount:
    """A pile in the final count: `count` = `taken` from the centre + the starting card."""

    player_id: int
    count: int
    taken: int
    present: bool  # False: the player left; the pile still counts


@dataclass(frozen=True, slots=True)
class GameStarted(Event):
    """Each player got one card face down; the rest is the centre pile: «55 − 3 = 52 в центре»."""

    players: tuple[int, ...]
    deck_size: int
    dealt: int
    centre_count: int
    look: int


@dataclass(frozen=True, slots=True)
class Countdown(Event):
    """One beat of the common signal («3…», «2…», «1…»); the cards turn over after the last."""

    left: int


@dataclass(frozen=True, slots=True)
class CentreOpened(Event):
    """A new centre card. Post it (the table: the centre card and every player's top card) under
    `anchor` and feed `Posted(anchor, …)` back: claims count from that message on."""

    number: int  # 1 for the first centre card of the game
    anchor: str
    card: CardView
    left: int  # centre cards still under it
    tops: tuple[TopCard, ...]  # the players still at the table, in seating order
    look: int
    first: bool  # the cards have just been turned over


@dataclass(frozen=True, slots=True)
class CentreUnposted(Event):
    """The centre card's picture was never confirmed; after `post_wait` it is open anyway."""

    number: int
    anchor: str


@dataclass(frozen=True, slots=True)
class ClaimHeld(Event):
    """A correct claim: it takes the card unless an earlier one (in Telegram order) comes within
    the settle time. `overtook` is the claim it displaced, if any."""

    player_id: int
    card: int
    symbol: SymbolView
    overtook: int | None
    pressed: bool = False  # by a button (its presser may be answered privately), not typed


@dataclass(frozen=True, slots=True)
class ClaimMissed(Event):
    """A wrong claim: the symbol is not on both the player's own top card and the centre card.

    `on_centre`/`on_own` say which half was right (a symbol on the centre and a neighbour's card
    only: `on_centre` and not `on_own`); `locked`: no more claims on this centre card.
    """

    player_id: int
    card: int
    symbol: SymbolView
    on_centre: bool
    on_own: bool
    locked: bool
    pressed: bool = False  # by a button (its presser may be answered privately), not typed


@dataclass(frozen=True, slots=True)
class LocksCleared(Event):
    """Every player at the table had missed on this card: all may search it again."""

    card: int


@dataclass(frozen=True, slots=True)
class CardTaken(Event):
    """The first correct claim took the centre card: it is now the top of the player's pile."""

    number: int
    player_id: int
    card: CardView
    symbol: SymbolView
    count: int  # the taker's pile now
    late: tuple[int, ...]  # players whose correct claims ranked after the winner's: «опоздали»
    left: int  # centre cards still to open


@dataclass(frozen=True, slots=True)
class PlayerLeft(Event):
    player_id: int
    count: int  # their pile, which stays in the final count


GameOverReason = Literal["centre-empty", "players-left"]


@dataclass(frozen=True, slots=True)
class GameOver(Event):
    """The count: every pile (the sum is the deck, 55) and the winner(s); a tie is a shared win.

    `centre` (the open card nobody took, when the game ended early), `tops` and `look` are the table
    as it stands at the end, so the last picture can be drawn as it lies.
    """

    reason: GameOverReason
    piles: tuple[PileCount, ...]  # biggest first
    total: int
    deck_size: int
    centre_left: int  # centre cards nobody took (the game ended early)
    winners: tuple[int, ...]
    centre: CardView | None = None
    tops: tuple[TopCard, ...] = ()  # the players still at the table, in seating order
    look: int = 0


# Every event the game can tell, closed: a presenter matches over it and mypy names a gap.
GameEvent = (
    GameStarted | Countdown | CentreOpened | CentreUnposted | ClaimHeld | ClaimMissed |
    LocksCleared | CardTaken | PlayerLeft | GameOver
)


def game_events(events: Iterable[CoreEvent]) -> list[GameEvent]:
    """A batch of this game's events, typed as the closed union (another game's event raises)."""
    return closed(events, GameEvent)
