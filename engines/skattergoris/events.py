"""What happened in a game of Скаттергорис: everything a presenter needs, as plain data.

Rows are numbered from 1, as on the sheet. Player ids are Telegram user ids.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from typing import ClassVar, Literal

from engines.core import Event as CoreEvent
from engines.core import closed
from engines.skattergoris.sheet import NumberedLine

# How the review shows one answer: `duplicate` — another player gave the same answer (struck);
# `repeat` — the same player gave it in an earlier row this round (struck, the first one counts);
# `wrong-letter` — its key letter is not the round's (marked, may be defended by a challenge).
AnswerStatus = Literal["empty", "ok", "wrong-letter", "duplicate", "repeat"]
Verdict = Literal["open", "accepted", "rejected"]

YES, NO = 0, 1  # poll option ids: «Да» (count it), «Нет»
VOTE_OPTIONS = ("yes", "no")


class Event(CoreEvent):
    """Base of the events of Скаттергорис: `to_json()` turns one into JSON-ready data."""

    __slots__ = ()


@dataclass(frozen=True, slots=True)
class SheetRow:
    row: int
    category: str
    answer: str | None
    wrong_letter: bool  # shown at once when typed; the answer is kept


@dataclass(frozen=True, slots=True)
class SheetShown(Event):
    """A player's private answer sheet as it stands (sent at the round start, edited on each message).

    For that player alone: the others must not see their answers before the review."""

    private_to: ClassVar[str | None] = "player_id"
    player_id: int
    round_no: int
    letter: str
    rows: tuple[SheetRow, ...]
    left_over: tuple[str, ...] = ()  # plain lines of the last message that found no empty row
    done: bool = False
    # Lines of the last message whose leading number was not read as their row: written whole as
    # an answer («7 гномов» in row 4), or nowhere (no row 13 on the sheet).
    read_as_answers: tuple[NumberedLine, ...] = ()
    no_such_row: tuple[NumberedLine, ...] = ()


@dataclass(frozen=True, slots=True)
class RoundStarted(Event):
    round_no: int  # 1-based, extra rounds continue the count
    extra: int  # 0 for the regular rounds, 1 or 2 for a tie-break round
    rounds: int  # regular rounds in the game
    letter: str
    rerolled: tuple[str, ...]  # letters the die showed that were already played (rerolled)
    list_id: int
    categories: tuple[str, ...]
    players: tuple[int, ...]  # who answers this round (only the tied players in an extra round)
    answers_deadline: float  # answers dated after this are late
    closes_at: float  # answers_deadline + grace: the platform's Tick
    timer: float = 0.0  # the round's length in seconds (the countdown's first reading)


@dataclass(frozen=True, slots=True)
class PlayerDone(Event):
    """A player pressed «Готово»; `waiting_for` are those who have not yet."""

    round_no: int
    phase: Literal["answering", "review"]
    player_id: int
    waiting_for: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class PlayerLeft(Event):
    """A player left; their sheet counts as it stands and they take no further part."""

    player_id: int
    remaining: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class AnswerLeaked(Event):
    """A player posted a sheet line («3 Кит») in the group while the round runs: an answer seen by all
    is no secret. It is not written on the sheet; the message should go."""

    player_id: int
    message_id: int  # the group message, as the engine saw it


@dataclass(frozen=True, slots=True)
class PlayerUnreachable(Event):
    """The bot cannot write to this player privately: they keep playing (the round has its timer),
    but get no sheet until they open the chat with the bot."""

    player_id: int


@dataclass(frozen=True, slots=True)
class PlayerReachable(Event):
    """A player reported unreachable can be written to again; `sheet_resent`: their sheet follows."""

    player_id: int
    sheet_resent: bool


@dataclass(frozen=True, slots=True)
class ReviewEntry:
    player_id: int
    answer: str | None
    status: AnswerStatus
    verdict: Verdict | None = None  # set once challenged


@dataclass(frozen=True, slots=True)
class ReviewRow:
    row: int
    category: str
    entries: tuple[ReviewEntry, ...]


@dataclass(frozen=True, slots=True)
class ReviewStarted(Event):
    """Answering closed; the table of answers per category, read aloud in the group."""

    round_no: int
    letter: str
    list_id: int
    reason: Literal["time", "all-done", "left"]
    table: tuple[ReviewRow, ...]
    players: tuple[int, ...]
    review_time: float


@dataclass(frozen=True, slots=True)
class ChallengeOpened(Event):
    """A challenge became a non-anonymous poll: «Засчитать <answer> (<player>) в <category>?»."""

    vote_id: str
    round_no: int
    row: int
    category: str
    player_id: int  # whose answer is challenged
    answer: str
    challenger_id: int
    options: tuple[str, ...]  # option ids 0 = "yes", 1 = "no"
    voters: tuple[int, ...]
    closes_at: float


@dataclass(frozen=True, slots=True)
class ChallengeClosed(Event):
    """The vote is decided; the platform stops the poll."""

    vote_id: str
    round_no: int
    row: int
    player_id: int
    answer: str
    accepted: bool
    yes: tuple[int, ...]  # voters for «Да», as counted
    no: tuple[int, ...]
    challenged_vote_dropped: bool  # a tie broken by not counting the challenged player's vote
    reason: Literal["all-voted", "time", "left"]


@dataclass(frozen=True, slots=True)
class RoundScored(Event):
    round_no: int
    extra: int
    letter: str
    list_id: int
    table: tuple[ReviewRow, ...]  # final statuses and verdicts
    points: dict[int, tuple[int, ...]]  # player -> points per row
    round_scores: dict[int, int]
    totals: dict[int, int]


@dataclass(frozen=True, slots=True)
class GameOver(Event):
    totals: dict[int, int]
    winners: tuple[int, ...]  # more than one: a shared win
    reason: Literal["finished", "tie-after-extra-rounds", "not-enough-players"]
    round_scores: tuple[dict[int, int], ...]  # per round, in order
    list_ids: tuple[int, ...]  # lists played, in order (the chat's recent lists)
    letters: tuple[str, ...]
    remaining: tuple[int, ...] = ()  # the players still in the game when it ended


# Every event the game can tell, closed: a presenter matches over it and mypy names a gap.
GameEvent = (
    SheetShown | RoundStarted | PlayerDone | PlayerLeft | AnswerLeaked | PlayerUnreachable |
    PlayerReachable | ReviewStarted | ChallengeOpened | ChallengeClosed | RoundScored | GameOver
)


def game_events(events: Iterable[CoreEvent]) -> list[GameEvent]:
    """A batch of this game's events, typed as the closed union (another game's event raises)."""
    return closed(events, GameEvent)
