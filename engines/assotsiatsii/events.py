"""What happens in «Ассоциации», as the engine tells it; the presenter decides how it reads.

An event carrying a secret (a hand, the hidden word before the reveal, a player's guesses) names
its player field in `private_to`: the platform shows it to that player alone.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from typing import ClassVar, Literal

from engines.core import Event as CoreEvent
from engines.core import closed

# How a guess scored: the leader's word (+3), a match with other players' guesses (+1 in a leader's
# round, +k in the final round for k players), or nothing (—).
Mark = Literal["word", "match", "none"]
LeadLost = Literal["timeout", "unreachable", "left"]


class Event(CoreEvent):
    __slots__ = ()


# ---- the game ---------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class GameStarted(Event):
    players: tuple[int, ...]  # join order: the lead passes in this order
    first_leader_id: int  # drawn at random
    track_length: int


@dataclass(frozen=True, slots=True)
class HandDealt(Event):
    """A player's cards (after the deal, and after a leader draws back up)."""

    private_to: ClassVar[str | None] = "player_id"
    player_id: int
    cards: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class DeckReshuffled(Event):
    cards: int  # the discards shuffled back into the deck


@dataclass(frozen=True, slots=True)
class PlayerLeft(Event):
    """`was_leader`: they left during their own turn, before laying (a `LeadPassed` follows)."""

    player_id: int
    was_leader: bool


@dataclass(frozen=True, slots=True)
class PlayerReachability(Event):
    player_id: int
    reachable: bool


@dataclass(frozen=True, slots=True)
class SecretPosted(Event):
    """A group message gave a secret away (`engines/assotsiatsii/leaks.py`): it does not count and should
    go. `what`: "draft" — a noun the leader posted during their turn (it may not be hidden now); "word" —
    the leader's word before the reveal; "hint" — the leader commenting while the others guess; "guess" —
    a guesser's guess everyone can read. The event names no word: it is public."""

    round: int
    player_id: int
    message_id: int  # the group message, as the engine saw it
    what: Literal["draft", "word", "hint", "guess"]


@dataclass(frozen=True, slots=True)
class GameOver(Event):
    reason: Literal["finished", "too-few-players", "no-reachable-leader", "idle"]
    totals: dict[int, int]
    winners: tuple[int, ...]  # several on a shared win


# ---- the leader's turn ------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class LeaderTurnStarted(Event):
    """The table waits for `leader_id` until `deadline` (platform clock)."""

    round: int
    leader_id: int
    deadline: float


@dataclass(frozen=True, slots=True)
class LeaderHand(Event):
    """The leader's private panel: the hand, the row picked so far (places in the hand, in order),
    and a word waiting for confirmation, if any."""

    private_to: ClassVar[str | None] = "leader_id"
    leader_id: int
    round: int
    hand: tuple[str, ...]
    picked: tuple[int, ...]
    min_laid: int
    deadline: float
    pending_word: str | None = None


@dataclass(frozen=True, slots=True)
class WordNeedsConfirmation(Event):
    """The word may share a root with `cards`, or (`unknown`) the dictionary does not know it: the leader
    confirms it (`ConfirmWord`) or writes another."""

    private_to: ClassVar[str | None] = "leader_id"
    leader_id: int
    round: int
    word: str
    cards: tuple[str, ...]
    unknown: bool = False


@dataclass(frozen=True, slots=True)
class WordAccepted(Event):
    """The leader's word is taken; the cards are laid."""

    private_to: ClassVar[str | None] = "leader_id"
    leader_id: int
    round: int
    word: str


@dataclass(frozen=True, slots=True)
class LeadPassed(Event):
    """`player_id` loses (or never gets) the lead: it passes to the next player in join order.

    "unreachable": the bot cannot write to them («… не получает сообщения бота — ведёт следующий»)."""

    round: int
    player_id: int
    reason: LeadLost


# ---- guessing ---------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class GuessingOpened(Event):
    """The laid words, in the leader's order, for everyone; guesses are taken until `deadline`
    (platform clock, Telegram dates; `answer_grace` follows). The message showing them is `anchor`:
    the timer restarts from its date when it is posted (`TimerRestarted`)."""

    round: int
    leader_id: int | None  # None in the final round
    laid: tuple[str, ...]
    guessers: tuple[int, ...]
    limit: int
    deadline: float
    anchor: str
    final: bool = False


@dataclass(frozen=True, slots=True)
class TimerRestarted(Event):
    """The laid words are in the chat: the hourglass runs from their message's date. The round's public
    words come along, so whoever shows the timer can show them with it."""

    round: int
    deadline: float
    leader_id: int | None = None  # None in the final round
    laid: tuple[str, ...] = ()
    limit: int = 3
    final: bool = False


@dataclass(frozen=True, slots=True)
class GuessesShown(Event):
    """One guesser's current list (private). A new message adds lines while there is room; a line is
    struck with `RemoveGuess(index, revision)` or all with `ClearGuesses(revision)`; «Готово» ends it.
    `repeated` are lines of the last message dropped as equal to a guess already on the list."""

    private_to: ClassVar[str | None] = "player_id"
    player_id: int
    round: int
    guesses: tuple[str, ...]
    revision: int
    limit: int
    done: bool
    deadline: float
    repeated: tuple[str, ...] = ()
    laid: tuple[str, ...] = ()  # the round's words (public), to show beside the list
    final: bool = False


@dataclass(frozen=True, slots=True)
class GuessProgress(Event):
    """Who is done and who the table is still waiting for (no guesses in it: they are secret); with
    the round's laid words and the seconds left then, so the words' message can say it (issue 26)."""

    round: int
    done: tuple[int, ...]
    waiting: tuple[int, ...]
    leader_id: int | None = None
    laid: tuple[str, ...] = ()
    limit: int = 0
    deadline: float = 0.0
    remaining: float = 0.0


# ---- reveal, votes, the table -----------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class GuessRow:
    player_id: int
    guess: str
    points: int  # 3, 1, k in the final round, or 0
    mark: str  # "+3", "+1", "+4", "—"
    kind: Mark


@dataclass(frozen=True, slots=True)
class WordRevealed(Event):
    """Time is up: the leader's word and every guess (before any near-match vote)."""

    round: int
    leader_id: int | None
    word: str | None
    laid: tuple[str, ...]
    guesses: dict[int, tuple[str, ...]]
    guessed_by: tuple[int, ...]  # who has the leader's word


@dataclass(frozen=True, slots=True)
class VoteOpened(Event):
    """Are `words` the same guess? Options: 0 "yes", 1 "no"; more yes than no is a match."""

    vote_id: str
    round: int
    words: tuple[str, str]
    voters: tuple[int, ...]
    closes_at: float


@dataclass(frozen=True, slots=True)
class VoteClosed(Event):
    vote_id: str
    words: tuple[str, str]
    yes: int
    no: int
    match: bool  # a tie is no match


@dataclass(frozen=True, slots=True)
class RoundScored(Event):
    """The round's table: every guess with its mark, each player's points (the leader's included) and
    the totals after it; `finish_reached` means the final round comes next."""

    round: int
    leader_id: int | None
    word: str | None
    laid: tuple[str, ...]
    rows: tuple[GuessRow, ...]
    leader_points: int
    points: dict[int, int]
    totals: dict[int, int]
    finish_reached: bool
    final: bool = False


# Every event the game can tell, closed: a presenter matches over it and mypy names a gap.
GameEvent = (
    GameStarted | HandDealt | DeckReshuffled | PlayerLeft | PlayerReachability | SecretPosted |
    GameOver | LeaderTurnStarted | LeaderHand | WordNeedsConfirmation | WordAccepted | LeadPassed |
    GuessingOpened | TimerRestarted | GuessesShown | GuessProgress | WordRevealed | VoteOpened |
    VoteClosed | RoundScored
)


def game_events(events: Iterable[CoreEvent]) -> list[GameEvent]:
    """A batch of this game's events, typed as the closed union (another game's event raises)."""
    return closed(events, GameEvent)
