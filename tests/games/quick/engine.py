"""A small test-only game, "Quick answer", that exercises every seam of the platform.

Each round the platform posts a question (an anchor). Players answer with any text (or press
«Я первый!»); the earliest claim in Telegram order that is not older than the question and is dated
no later than `round_seconds` after it wins a point. The round closes at `deadline()` = answers
deadline + grace. A "finish" button closes the round at once; with `vote_after_round` a poll asks
whether the round was fair before the next one. Each player is also told a secret number
(`SecretTold`, for them alone): the platform must never show it to the group.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from enum import StrEnum
from typing import ClassVar, Literal, Self

from engines.core import (
    Command,
    Event,
    JsonDict,
    Leave,
    Memory,
    Order,
    Player,
    Posted,
    Press,
    Reachable,
    Refusal,
    Rng,
    Say,
    Tick,
    Unreachable,
    Vote,
    duration,
    register_command,
    serial,
    verified,
)


class Reason(StrEnum):
    GAME_OVER = "game-over"
    NOT_A_PLAYER = "not-a-player"
    NOT_OPEN = "not-open"
    BEFORE_QUESTION = "before-question"
    TOO_LATE = "too-late"
    ALREADY_ANSWERED = "already-answered"
    STALE_BUTTON = "stale-button"
    NO_SUCH_VOTE = "no-such-vote"
    UNKNOWN_ANCHOR = "unknown-anchor"
    UNKNOWN_COMMAND = "unknown-command"


@dataclass(frozen=True, slots=True)
class QuickSettings:
    rounds: int = 2
    round_seconds: float = duration(30.0)
    answer_grace: float = duration(2.0)
    vote_after_round: bool = False
    pictures: bool = False  # the question also comes as a picture (exercises the platform's photos)
    secrets: bool = False  # each player is told a secret number privately (exercises the audience check)
    # With it, a question whose Posted never comes is opened anyway this long after it was asked
    # (the platform must not let this run out while the question is still queued).
    post_wait: float | None = None


@dataclass(frozen=True, slots=True)
class QuickContent:
    questions: tuple[str, ...] = ("?",)


# ---- commands -----------------------------------------------------------------------------


@register_command
@dataclass(frozen=True, slots=True, kw_only=True)
class Finish(Press):
    type: ClassVar[str] = "quick-finish"
    round: int


@register_command
@dataclass(frozen=True, slots=True, kw_only=True)
class Claim(Press):
    """«Я первый!»: a claim by button, ranked against typed answers by Telegram order."""

    type: ClassVar[str] = "quick-claim"
    round: int


# ---- events -------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class RoundOpened(Event):
    round: int
    anchor: str  # the question message; answers older than it do not count
    question: str


@dataclass(frozen=True, slots=True)
class SecretTold(Event):
    private_to: ClassVar[str | None] = "player_id"
    player_id: int
    secret: int


@dataclass(frozen=True, slots=True)
class AnswerTaken(Event):
    player_id: int
    count: int  # answers taken this round so far


@dataclass(frozen=True, slots=True)
class RoundClosed(Event):
    round: int
    winner_id: int | None  # the earliest claim in Telegram order, if any
    answer: str | None


@dataclass(frozen=True, slots=True)
class VoteOpened(Event):
    vote_id: str
    voters: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class VoteClosed(Event):
    vote_id: str
    yes: int
    no: int


@dataclass(frozen=True, slots=True)
class PlayerLeft(Event):
    player_id: int


@dataclass(frozen=True, slots=True)
class PlayerUnreachable(Event):
    player_id: int
    reachable: bool


@dataclass(frozen=True, slots=True)
class GameOver(Event):
    scores: dict[int, int]


# ---- the state ----------------------------------------------------------------------------


@dataclass(slots=True)
class Taken:
    order: Order
    player_id: int
    text: str


@dataclass(slots=True)
class QuickState:
    players: list[Player]
    settings: QuickSettings
    rng: Rng
    round: int = 1
    phase: Literal["posting", "open", "voting", "over"] = "posting"
    anchor: Order | None = None  # the question's place in Telegram order
    anchor_date: int = 0
    answers: list[Taken] = field(default_factory=list)
    scores: dict[int, int] = field(default_factory=dict)
    votes: dict[int, tuple[int, ...]] = field(default_factory=dict)
    unreachable: list[int] = field(default_factory=list)
    asked_at: float = 0.0  # when the round's question was asked (platform clock)


class QuickAnswer:
    kind: ClassVar[str] = "testgame"
    min_players: ClassVar[int] = 2
    max_players: ClassVar[int] = 4

    def __init__(self, state: QuickState, content: QuickContent) -> None:
        self.state = state
        self.content = content

    @classmethod
    def new(
        cls, players: Sequence[Player], settings: QuickSettings, seed: int, now: float, *,
        content: QuickContent, locale: str, memory: Memory,
    ) -> tuple[Self, list[Event]]:
        state = QuickState(list(players), settings, Rng(seed), scores={p.id: 0 for p in players})
        game = cls(state, content)
        return game, game._open_round(now)

    @classmethod
    def from_json(cls, data: JsonDict, *, content: QuickContent) -> Self:
        return cls(serial.load(QuickState, data), content)

    def to_json(self) -> JsonDict:
        return serial.dump_dict(self.state)

    # -- the engine protocol ------------------------------------------------------------------

    def verify(self, command: Command, now: float) -> None:
        s = self.state
        if s.phase == "over":
            raise Refusal(Reason.GAME_OVER)
        if isinstance(command, Say | Claim):
            player = command.player_id
            if player not in s.scores:
                raise Refusal(Reason.NOT_A_PLAYER)
            if isinstance(command, Claim) and command.round != s.round:
                raise Refusal(Reason.STALE_BUTTON)
            if s.phase != "open" or s.anchor is None:
                raise Refusal(Reason.NOT_OPEN)
            date = command.date if isinstance(command, Say) else command.at.date
            # message_id orders messages within one chat only; a private answer has its date alone.
            private = isinstance(command, Say) and command.private
            order = command.order if not private else Order(date, s.anchor.message_id)
            if order < s.anchor:
                raise Refusal(Reason.BEFORE_QUESTION)
            if date > s.anchor_date + s.settings.round_seconds:
                raise Refusal(Reason.TOO_LATE)
            if any(a.player_id == player for a in s.answers):
                raise Refusal(Reason.ALREADY_ANSWERED)
        elif isinstance(command, Finish):
            if command.player_id not in s.scores:
                raise Refusal(Reason.NOT_A_PLAYER)
            if command.round != s.round:
                raise Refusal(Reason.STALE_BUTTON)
            if s.phase != "open":
                raise Refusal(Reason.NOT_OPEN)
        elif isinstance(command, Vote):
            if s.phase != "voting" or command.vote_id != f"fair-{s.round}":
                raise Refusal(Reason.NO_SUCH_VOTE)
            if command.voter_id not in s.scores:
                raise Refusal(Reason.NOT_A_PLAYER)
        elif isinstance(command, Posted):
            if s.phase != "posting" or command.anchor != f"question-{s.round}":
                raise Refusal(Reason.UNKNOWN_ANCHOR)
        elif isinstance(command, Leave | Unreachable | Reachable):
            if command.player_id not in s.scores:
                raise Refusal(Reason.NOT_A_PLAYER)
        elif not isinstance(command, Tick):
            raise Refusal(Reason.UNKNOWN_COMMAND)

    def can(self, command: Command, now: float) -> bool:
        return verified(self, command, now)

    def handle(self, command: Command, now: float) -> list[Event]:
        self.verify(command, now)
        s = self.state
        if isinstance(command, Posted):
            s.anchor, s.anchor_date, s.phase = Order(command.date, command.message_id), command.date, "open"
            return []
        if isinstance(command, Say | Claim):
            text = command.text if isinstance(command, Say) else "🙋"
            s.answers.append(Taken(command.order, command.player_id, text))
            return [AnswerTaken(player_id=command.player_id, count=len(s.answers))]
        if isinstance(command, Finish):
            return self._close_round(now)
        if isinstance(command, Tick):
            deadline = self.deadline()
            if deadline is None or now < deadline:
                return []
            if s.phase == "posting":  # the question never reached the chat: open the round anyway
                s.anchor, s.anchor_date, s.phase = Order(int(now), 0), int(now), "open"
                return []
            return self._close_round(now)
        if isinstance(command, Vote):
            s.votes[command.voter_id] = command.option_ids
            if len([v for v in s.votes.values() if v]) == len(s.scores):
                yes = sum(1 for v in s.votes.values() if v == (0,))
                events: list[Event] = [VoteClosed(f"fair-{s.round}", yes=yes, no=len(s.scores) - yes)]
                return events + self._next_round(now)
            return []
        if isinstance(command, Unreachable | Reachable):
            reachable = isinstance(command, Reachable)
            if reachable and command.player_id in s.unreachable:
                s.unreachable.remove(command.player_id)
            elif not reachable and command.player_id not in s.unreachable:
                s.unreachable.append(command.player_id)
            return [PlayerUnreachable(command.player_id, reachable)]
        if isinstance(command, Leave):
            del s.scores[command.player_id]
            s.players = [p for p in s.players if p.id != command.player_id]
            out: list[Event] = [PlayerLeft(command.player_id)]
            if len(s.scores) < self.min_players:
                s.phase = "over"
                out.append(GameOver(dict(self.scores())))
            return out
        return []

    def deadline(self) -> float | None:
        s = self.state
        if s.phase == "posting" and s.settings.post_wait is not None:
            return s.asked_at + s.settings.post_wait
        if s.phase != "open":
            return None
        return float(s.anchor_date) + s.settings.round_seconds + s.settings.answer_grace

    def scores(self) -> dict[int, int]:
        return dict(self.state.scores)

    def winners(self) -> list[int]:
        best = max(self.state.scores.values(), default=0)
        return [p for p, points in self.state.scores.items() if points == best]

    def is_over(self) -> bool:
        return self.state.phase == "over"

    # -- rounds -------------------------------------------------------------------------------

    def _open_round(self, now: float) -> list[Event]:
        s = self.state
        s.asked_at = now
        question = self.content.questions[(s.round - 1) % len(self.content.questions)]
        told: list[Event] = []
        if s.settings.secrets:
            told = [SecretTold(p.id, s.rng.randrange(100)) for p in s.players]
        return [RoundOpened(round=s.round, anchor=f"question-{s.round}", question=question), *told]

    def _close_round(self, now: float) -> list[Event]:
        s = self.state
        answers = sorted(s.answers, key=lambda a: a.order)  # Telegram order, not arrival order
        winner = answers[0] if answers else None
        if winner is not None:
            s.scores[winner.player_id] += 1
        events: list[Event] = [
            RoundClosed(s.round, winner.player_id if winner else None, winner.text if winner else None)
        ]
        if s.settings.vote_after_round:
            s.phase, s.votes = "voting", {}
            return [*events, VoteOpened(vote_id=f"fair-{s.round}", voters=tuple(s.scores))]
        return events + self._next_round(now)

    def _next_round(self, now: float) -> list[Event]:
        s = self.state
        s.answers, s.anchor = [], None
        if s.round >= s.settings.rounds:
            s.phase = "over"
            return [GameOver(self.scores())]
        s.round += 1
        s.phase = "posting"
        return self._open_round(now)
