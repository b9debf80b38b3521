"""What happens in «Нет слов», as the engine tells it (the presenter decides how it reads).

Only `HandShown` carries a secret (a player's black letters): it names its player in `private_to`,
so the platform can never show it to the group. Every other event is public; none holds a hand.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from typing import ClassVar, Literal

from engines.core import Event as CoreEvent
from engines.core import closed
from engines.netslov.claims import MissingLetter, Verdict

Phase = Literal["turn", "judging", "voting", "choosing", "over"]
GameOverCause = Literal["penalties", "deck", "players", "no-cards"]
DropCause = Literal["game-over", "claimant-left", "target-left"]
ChosenBy = Literal["choice", "timeout", "chooser-left"]

YES, NO = 0, 1  # the word poll's options, in this order
VOTE_OPTIONS = ("yes", "no")


class Event(CoreEvent):
    __slots__ = ()


@dataclass(frozen=True, slots=True)
class TableCard:
    """A card on the table: its id (buttons name it), its letter and its colour."""

    id: int
    letter: str
    red: bool


@dataclass(frozen=True, slots=True)
class GameStarted(Event):
    seats: tuple[int, ...]  # join order: the turn goes round in it
    first_mover: int  # drawn at random
    red_cards: int
    black_cards: int


@dataclass(frozen=True, slots=True)
class HandShown(Event):
    """A player's black letters by slot (after the deal, after each draw, and when their turn
    begins: then `turn` is that turn's number, which their play buttons carry; and once more when
    the game ends, `final`, for every player still in): for them alone."""

    private_to: ClassVar[str | None] = "player_id"
    player_id: int
    letters: tuple[str, ...]
    turn: int | None = None
    final: bool = False


@dataclass(frozen=True, slots=True)
class TableShown(Event):
    """The public table, for the status message: nothing in it is anybody's secret."""

    turn: int
    phase: Phase
    mover: int | None  # whose turn it is (in the "choosing" phase: who would move if nobody chose)
    latest_mover: int | None  # who a claim would go against now
    conversation: tuple[TableCard, ...]  # in the order laid
    showcase: tuple[TableCard, ...]
    penalties: dict[int, int]  # players still in the game, in seat order
    hand_sizes: dict[int, int]  # how many cards each holds (the mover's slot buttons)
    deck_left: int
    choice: int | None  # the pending choice's number (its buttons carry it)
    chooser: int | None


@dataclass(frozen=True, slots=True)
class CardLaid(Event):
    player_id: int
    turn: int
    card: TableCard
    from_hand: bool  # a black letter from the hand, else a red one from the showcase


@dataclass(frozen=True, slots=True)
class CardDrawn(Event):
    player_id: int
    deck_left: int


@dataclass(frozen=True, slots=True)
class TurnPassed(Event):
    """A player with no card to lay (empty hand, empty showcase) passes without being asked."""

    player_id: int
    turn: int


@dataclass(frozen=True, slots=True)
class ClaimHeard(Event):
    """«Не говори …!» was taken; it is judged at `judged_at` (with any claim made at the same time),
    or when the open vote closes (`waits_for_vote`)."""

    claimant: int
    against: int
    word: str
    judged_at: float | None
    waits_for_vote: bool


@dataclass(frozen=True, slots=True)
class WordCharged(Event):
    """An accepted word: its black letters go to `against`'s personal discard, its red ones on show."""

    claimant: int
    against: int
    word: str
    lemma: str | None
    black: tuple[TableCard, ...]
    red: tuple[TableCard, ...]
    penalties: int  # `against`'s penalty points now
    by_vote: bool


@dataclass(frozen=True, slots=True)
class ClaimRejected(Event):
    """A word that does not count, and why: `missing` says which letters the table lacks
    ("not-formable"), `lemma` the dictionary form ("plural", "wrong-case")."""

    claimant: int
    against: int
    word: str
    verdict: Verdict
    lemma: str | None
    missing: tuple[MissingLetter, ...]
    min_length: int
    by_vote: bool


@dataclass(frozen=True, slots=True)
class ClaimDropped(Event):
    """A claim that was never judged: the game ended, or its claimant or target left first."""

    claimant: int
    word: str
    cause: DropCause


@dataclass(frozen=True, slots=True)
class VoteOpened(Event):
    """The dictionary does not know the word: the players vote (a majority accepts, a tie rejects)."""

    vote_id: str
    word: str
    claimant: int
    against: int
    voters: tuple[int, ...]
    options: tuple[str, ...]  # VOTE_OPTIONS: option 0 accepts the word, option 1 rejects it
    closes_at: float
    doubtful: bool = False  # the dictionary knows the word, but it is informal, obscure or ambiguous


@dataclass(frozen=True, slots=True)
class VoteClosed(Event):
    vote_id: str
    word: str
    yes: int
    no: int
    accepted: bool
    cancelled: bool  # closed without a decision (the player it was against left)


@dataclass(frozen=True, slots=True)
class ConversationReset(Event):
    """Fewer than two red letters were left: the black ones went to the common discard, the reds were
    shuffled with the showcase, and a new conversation opened with two random red letters."""

    discarded: tuple[TableCard, ...]
    conversation: tuple[TableCard, ...]


@dataclass(frozen=True, slots=True)
class ChoiceOffered(Event):
    """The penalised player picks who moves next: themselves or the opponent on their left (`left`).

    If they have not chosen by `closes_at`, `default_mover` moves: the opponent on the left, so the
    turn goes on clockwise as it would have without the word."""

    choice: int
    chooser: int
    left: int
    closes_at: float
    default_mover: int


@dataclass(frozen=True, slots=True)
class NextMoverChosen(Event):
    choice: int
    chooser: int
    mover: int
    by: ChosenBy


@dataclass(frozen=True, slots=True)
class PlayerLeft(Event):
    player_id: int
    discarded: int  # the cards of their hand, now in the common discard


@dataclass(frozen=True, slots=True)
class GameOver(Event):
    cause: GameOverCause
    penalties: dict[int, int]  # every player's penalty points (lower is better)
    winners: tuple[int, ...]  # the fewest penalties among the players still in (a tie shares the win)
    missed_words: tuple[str, ...]  # common words the final conversation held that nobody called


# Every event the game can tell, closed: a presenter matches over it and mypy names a gap.
GameEvent = (
    GameStarted | HandShown | TableShown | CardLaid | CardDrawn | TurnPassed | ClaimHeard |
    WordCharged | ClaimRejected | ClaimDropped | VoteOpened | VoteClosed | ConversationReset |
    ChoiceOffered | NextMoverChosen | PlayerLeft | GameOver
)


def game_events(events: Iterable[CoreEvent]) -> list[GameEvent]:
    """A batch of this game's events, typed as the closed union (another game's event raises)."""
    return closed(events, GameEvent)
