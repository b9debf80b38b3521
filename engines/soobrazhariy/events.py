"""What happened in a game of Соображарий: everything a presenter needs, as plain data.

Player ids are Telegram user ids; cards are the strings of `deck.py`; `message_id`s are the
players' answer messages in the group. Times named `*_at`/`*_until` are platform-clock
seconds, `*_date` are Telegram `date`s. Nothing here is secret: the race is played in the open.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from typing import Literal

from engines.core import Event as CoreEvent
from engines.core import closed

Play = Literal["ordinary", "last", "longer", "shorter", "more"]
ACCEPT, REJECT = 0, 1  # poll option ids: «Засчитать», «Не засчитывать»
VOTE_OPTIONS = ("accept", "reject")


class Event(CoreEvent):
    """Base of the events of Соображарий: `to_json()` turns one into JSON-ready data."""

    __slots__ = ()


@dataclass(frozen=True, slots=True)
class GameStarted(Event):
    players: tuple[int, ...]  # seat order
    opener: int
    letters: int  # letter cards in this game (fewer in a short game)
    categories: int  # category cards, specials included


@dataclass(frozen=True, slots=True)
class SpecialOpened(Event):
    """The opener turned a special card face up; a category follows on top of it."""

    turn: int
    opener: int
    special: str


@dataclass(frozen=True, slots=True)
class CategoryOpened(Event):
    turn: int
    opener: int
    card: str
    category: str  # the card's text: the answer is sought for this one only
    open_stack: tuple[str, ...]  # bottom first, this card last: what the winner takes
    # The previous turn's win, when this turn follows one: the category is said in the same message
    # as that award (the winning answer's), so a turn costs the chat one message.
    award: TurnWon | None = None


@dataclass(frozen=True, slots=True)
class PlayAnnounced(Event):
    """The play in force, said before the letter (the top special opened this turn, if any)."""

    turn: int
    play: Play
    lower_specials: tuple[str, ...]  # specials under it in the stack: reward only, not in force
    points_at_stake: int
    last_turn: bool  # the letter about to be opened is the last letter card
    letter_at: float | None  # when the letter will be opened (None: after the bidding)
    # «Кто последний?» family: the Telegram seconds to overtake the last answer, and how long after
    # it the card goes if nobody does (nor challenges it): the count, the delivery grace, the window.
    count_time: int = 0
    card_after: int = 0


@dataclass(frozen=True, slots=True)
class BiddingStarted(Event):
    """«Кто больше?»: promises go around in seat order from the opener."""

    turn: int
    order: tuple[int, ...]
    bidder: int  # whose turn it is to bid
    min_bid: int
    until: float  # a silent bidder passes then (the opener bids 1)


@dataclass(frozen=True, slots=True)
class BidMade(Event):
    turn: int
    player_id: int
    bid: int
    auto: bool  # the opener's time ran out before any promise: 1 is promised for them
    next_bidder: int | None  # None when the bidding is over
    min_bid: int
    until: float | None


@dataclass(frozen=True, slots=True)
class BidPassed(Event):
    turn: int
    player_id: int
    timed_out: bool
    next_bidder: int | None
    min_bid: int
    until: float | None
    # The promise the bidding goes on against (None: nobody's promise stands, e.g. its maker left).
    high_bidder: int | None = None
    high: int = 0


@dataclass(frozen=True, slots=True)
class BiddingResumed(Event):
    """«Кто больше?»: a player left during the bidding and it goes on; `bidder` bids now."""

    turn: int
    bidder: int
    min_bid: int
    can_pass: bool  # False while nobody has promised yet (the opener must promise first)


@dataclass(frozen=True, slots=True)
class BiddingWon(Event):
    turn: int
    player_id: int
    bid: int


@dataclass(frozen=True, slots=True)
class LetterOpened(Event):
    """Show the letter (with the category it is for) and feed `Posted(anchor, ...)` back."""

    turn: int
    letter: str
    anchor: str  # "letter-<n>": answers older than that message do not count
    play: Play
    last_turn: bool
    answer_until: float  # the no-answer time (or the bidder's minute) ends then
    bidder: int | None = None  # «Кто больше?»: the only one who answers
    bid: int | None = None
    # The category message again (not in «Кто больше?»): the letter is shown in that same message.
    opening: tuple[CategoryOpened, PlayAnnounced] | None = None


@dataclass(frozen=True, slots=True)
class CandidateNamed(Event):
    """The answer that wins unless challenged: the first valid one (ordinary turn) or the one
    holding the count («Кто последний?» family, `count_until_date` set)."""

    turn: int
    player_id: int
    text: str
    message_id: int
    challenge_until: float
    count_until_date: int | None = None  # another valid answer dated up to this takes over
    play: Play = "ordinary"
    count_time: int = 0  # «Кто последний?» family: the Telegram seconds another answer has
    beat_length: int | None = None  # «Кто длиннее?»/«Кто короче?»: the length in letters to beat
    card_after: int = 0  # whole seconds until the card goes, unless overtaken or challenged
    # An ordinary turn followed by an ordinary category: the next turn's opening, as it will be said
    # if this answer wins, shown with the claim — so the letter can follow the award at once and a
    # turn costs the chat two writes, not three (issue 15.10). A challenge takes it back.
    next_opening: tuple[CategoryOpened, PlayAnnounced] | None = None


@dataclass(frozen=True, slots=True)
class AnswerNoted(Event):
    """«Кто больше?»: the bidder posted another different answer on the letter."""

    turn: int
    player_id: int
    text: str
    message_id: int
    counted: int  # different answers not rejected so far
    bid: int
    challenge_until: float


@dataclass(frozen=True, slots=True)
class ChallengeOpened(Event):
    """Open a non-anonymous poll: does this answer fit the category and the letter?"""

    turn: int
    vote_id: str
    message_id: int
    author: int
    text: str
    category: str
    letter: str
    challenger: int | None  # None: the referee's own question — the dictionary knows no word of it
    voters: tuple[int, ...]
    options: tuple[str, ...]  # VOTE_OPTIONS: option 0 accepts, 1 rejects
    closes_at: float


@dataclass(frozen=True, slots=True)
class ChallengeClosed(Event):
    """Stop the poll: a majority accepts; a tie rejects."""

    turn: int
    vote_id: str
    message_id: int
    accepted: bool
    accept_votes: int
    reject_votes: int


@dataclass(frozen=True, slots=True)
class AnswerJudged(Event):
    """A challenge vote decided this answer (right after its ChallengeClosed)."""

    turn: int
    message_id: int
    player_id: int
    text: str
    accepted: bool
    accept_votes: int = 0
    reject_votes: int = 0


@dataclass(frozen=True, slots=True)
class AnswerOvertaken(Event):
    """Another answer is the candidate (or holds the count) now; this one, named before, no longer
    is (right after the CandidateNamed of the new one)."""

    turn: int
    message_id: int
    player_id: int
    text: str


@dataclass(frozen=True, slots=True)
class ChallengeDropped(Event):
    """Stop the poll: the turn ended before it closed (the promise was kept or failed anyway,
    or the game ended), so it decides nothing."""

    turn: int
    vote_id: str
    message_id: int


@dataclass(frozen=True, slots=True)
class LetterClosed(Event):
    """The turn of this letter is over (won, skipped, timed out, or the game ended): its message's
    «Пропустить» can do nothing any more."""

    turn: int
    letter: str
    play: Play
    # «Кто больше?»: the answers noted with «Оспорить» under them that no vote decided — as
    # (message_id, player_id, text); their button can do nothing any more either.
    open_answers: tuple[tuple[int, int, str], ...] = ()
    award_message: int | None = None  # the letter is shown in this award's message (CategoryOpened.award)
    skip_offered: bool = False  # «Пропустить» was offered or pressed: its message's button goes too


@dataclass(frozen=True, slots=True)
class SkipOffered(Event):
    """Nobody has a valid answer `Settings.skip_after` into the letter: «Пропустить» is offered
    (a majority of the players, `needed`, skips the letter)."""

    turn: int
    letter: str
    needed: int


@dataclass(frozen=True, slots=True)
class SkipPressed(Event):
    turn: int
    player_id: int
    skips: int
    needed: int  # a majority of the players
    skippers: tuple[int, ...] = ()  # everyone still playing who pressed it this turn, in seat order


@dataclass(frozen=True, slots=True)
class TurnWon(Event):
    turn: int
    winner: int
    text: str
    message_id: int
    cards: tuple[str, ...]  # the whole open stack
    points: int
    next_opener: int


@dataclass(frozen=True, slots=True)
class NoAnswer(Event):
    """The letter is discarded; the categories stay face up for the same opener's next turn."""

    turn: int
    letter: str | None  # None when a «Кто больше?» bidding ended without a promise
    reason: Literal["timeout", "skipped", "nobody-bid"]
    open_stack: tuple[str, ...]
    next_opener: int


@dataclass(frozen=True, slots=True)
class BidFailed(Event):
    """The promise was not kept: category and special card to the discard, −2 letter kept."""

    turn: int
    bidder: int
    bid: int
    counted: int
    discarded: tuple[str, ...]
    penalty_letter: str
    open_stack: tuple[str, ...]  # what is left face up (lower cards), for the next winner
    next_opener: int


@dataclass(frozen=True, slots=True)
class PlayerLeft(Event):
    player_id: int


@dataclass(frozen=True, slots=True)
class PlayerTally:
    """One player's count in `GameOver` (a part of that event, not an event of its own)."""

    player_id: int
    won: tuple[str, ...]
    penalty_letters: tuple[str, ...]
    score: int


@dataclass(frozen=True, slots=True)
class GameOver(Event):
    reason: Literal["letters-played", "categories-exhausted", "players-left"]
    tallies: tuple[PlayerTally, ...]
    winners: tuple[int, ...]  # more than one on a tie: a shared win


# Every event the game can tell, closed: a presenter matches over it and mypy names a gap.
GameEvent = (
    GameStarted | SpecialOpened | CategoryOpened | PlayAnnounced | BiddingStarted | BidMade |
    BidPassed | BiddingResumed | BiddingWon | LetterOpened | CandidateNamed | AnswerNoted |
    ChallengeOpened | ChallengeClosed | AnswerJudged | AnswerOvertaken | ChallengeDropped |
    LetterClosed | SkipOffered | SkipPressed | TurnWon | NoAnswer | BidFailed | PlayerLeft |
    GameOver
)


def game_events(events: Iterable[CoreEvent]) -> list[GameEvent]:
    """A batch of this game's events, typed as the closed union (another game's event raises)."""
    return closed(events, GameEvent)
