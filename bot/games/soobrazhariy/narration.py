"""What the chat needs told that the engine's events leave implicit.

The engine says a vote closed (by message id) and who the candidate is now; the chat also
wants the message naming an earlier answer updated — "not counted", "overtaken" — so its
«Оспорить» button goes away. And when a player leaves during «Кто больше?» bidding the turn to
bid moves on silently. These events are derived from the state before and after a command;
they change nothing, so the journal replays the same.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from engines.soobrazhariy.answers import Answer
from engines.soobrazhariy.events import BidPassed, CandidateNamed, ChallengeClosed, Event, SkipPressed
from engines.soobrazhariy.turn import Turn


@dataclass(frozen=True, slots=True)
class AnswerJudged(Event):
    """A challenge vote decided this answer (follows the engine's ChallengeClosed)."""

    turn: int
    message_id: int
    player_id: int
    text: str
    accepted: bool
    accept_votes: int = 0
    reject_votes: int = 0


@dataclass(frozen=True, slots=True)
class AnswerOvertaken(Event):
    """Another answer is the candidate (or holds the count) now; this one no longer is."""

    turn: int
    message_id: int
    player_id: int
    text: str


@dataclass(frozen=True, slots=True)
class BiddingResumed(Event):
    """«Кто больше?»: a player left during the bidding and it goes on; `bidder` bids now."""

    turn: int
    bidder: int
    min_bid: int
    can_pass: bool  # False while nobody has promised yet (the opener must promise first)


@dataclass(frozen=True, slots=True)
class BidPassedUnder(BidPassed):
    """A pass while the bidding goes on, with the promise standing (the bidding message is edited
    in place, so the line naming the top promise is gone by then)."""

    high_bidder: int
    high: int


def with_standing(events: Sequence[Event], turn: Turn | None) -> list[Event]:
    """Passes told together with the top promise the bidding goes on against."""
    bidding = turn.bidding if turn is not None else None
    if bidding is None or bidding.high_bidder is None:
        return list(events)
    return [BidPassedUnder(e.turn, e.player_id, e.timed_out, e.next_bidder, e.min_bid, e.until,
                           bidding.high_bidder, bidding.high)
            if isinstance(e, BidPassed) and e.next_bidder is not None else e for e in events]


@dataclass(frozen=True, slots=True)
class SkipsSoFar(SkipPressed):
    """A «Пропустить» press with everyone who wants the letter skipped so far (the message about
    the skips is edited in place: naming only the latest presser would drop the earlier ones)."""

    skippers: tuple[int, ...]


def with_skippers(events: Sequence[Event], before: Before, present: Sequence[int]) -> list[Event]:
    """From the turn before the press: the press that makes the majority also ends the turn."""
    return [SkipsSoFar(e.turn, e.player_id, e.skips, e.needed,
                       tuple(p for p in present if p in before.skips or p == e.player_id))
            if isinstance(e, SkipPressed) else e for e in events]


@dataclass(frozen=True, slots=True)
class Before:
    """What of the turn a command may change that the narration needs afterwards."""

    turn: int | None
    answers: dict[int, Answer]
    shown: int | None
    skips: frozenset[int] = frozenset()

    @classmethod
    def of(cls, turn: Turn | None) -> Before:
        if turn is None:
            return cls(None, {}, None)
        return cls(turn.number, {a.message_id: a for a in turn.answers}, turn.shown, frozenset(turn.skips))


def narrate(before: Before, events: Sequence[Event]) -> list[Event]:
    """The engine's events with ours put right after the ones they explain."""
    out: list[Event] = []
    shown, judged = before.shown, set()
    for event in events:
        out.append(event)
        if isinstance(event, ChallengeClosed) and event.message_id in before.answers:
            a = before.answers[event.message_id]
            out.append(AnswerJudged(event.turn, a.message_id, a.player_id, a.text, event.accepted,
                                    event.accept_votes, event.reject_votes))
            judged.add(a.message_id)
        elif isinstance(event, CandidateNamed) and event.turn == before.turn:
            if shown is not None and shown != event.message_id and shown not in judged:
                old = before.answers.get(shown)
                if old is not None:
                    out.append(AnswerOvertaken(event.turn, old.message_id, old.player_id, old.text))
            shown = event.message_id
    return out


def bidding_goes_on(turn: Turn | None) -> list[Event]:
    """After a player left: whose turn it is to bid, if the bidding is still on."""
    bidding = turn.bidding if turn is not None and turn.phase == "bidding" else None
    if turn is None or bidding is None or bidding.current is None:
        return []
    promised = bidding.high_bidder is not None or bidding.high > 0
    return [BiddingResumed(turn.number, bidding.current, bidding.min_bid, can_pass=promised)]
