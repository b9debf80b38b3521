"""A small test-only game, "Quick answer", that exercises every seam of the platform.

Each round the platform posts a question (an anchor). Players answer with any
text; the earliest answer in Telegram order — `(date, message_id)` — that is not
older than the question and is dated no later than `round_seconds` after it
wins a point. The round closes at `deadline()` = answers deadline + grace, so an
answer dated in time but delivered late still counts. A "finish" button closes
the round at once; with `vote_after_round` a poll asks whether the round was
fair before the next one.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, ClassVar, Self

from bot.games.testgame.events import (
    AnswerTaken,
    GameOver,
    PlayerLeft,
    RoundClosed,
    RoundOpened,
    VoteClosed,
    VoteOpened,
)
from engines.core import Command, Leave, Player, Press, Refusal, Say, Tick, Vote
from engines.core.commands import Posted


@dataclass(frozen=True, slots=True)
class QuickSettings:
    rounds: int = 2
    round_seconds: float = 30.0
    answer_grace: float = 2.0
    vote_after_round: bool = False


class QuickAnswer:
    kind: ClassVar[str] = "testgame"
    min_players: ClassVar[int] = 2
    max_players: ClassVar[int] = 4

    def __init__(self, data: dict[str, Any]) -> None:
        self.data = data

    @classmethod
    def new(
        cls, players: list[Player], settings: QuickSettings, seed: int, now: float, **content: Any
    ) -> tuple[QuickAnswer, list[Any]]:
        game = cls(
            {
                "players": [p.to_json() for p in players],
                "settings": {
                    "rounds": settings.rounds,
                    "round_seconds": settings.round_seconds,
                    "answer_grace": settings.answer_grace,
                    "vote_after_round": settings.vote_after_round,
                },
                "seed": seed,
                "round": 1,
                "phase": "posting",  # posting -> open -> (voting) -> posting ... -> over
                "anchor": None,  # [date, message_id] of the question
                "answers": [],  # [date, message_id, player_id, text]
                "scores": {str(p.id): 0 for p in players},
                "votes": {},
            }
        )
        return game, [RoundOpened(round=1, anchor="question-1")]

    # -- the engine protocol ------------------------------------------------------------------

    def verify(self, command: Command, now: float) -> None:
        d = self.data
        if d["phase"] == "over":
            raise Refusal("game-over")
        if isinstance(command, Say):
            if str(command.player_id) not in d["scores"]:
                raise Refusal("not-a-player")
            if d["phase"] != "open":
                raise Refusal("not-open")
            anchor = tuple(d["anchor"])
            # message_id orders messages within one chat only; a private answer has its date alone.
            sent = (command.date, command.message_id) if not command.private else (command.date, anchor[1])
            if sent < anchor:
                raise Refusal("before-question")
            if command.date > anchor[0] + d["settings"]["round_seconds"]:
                raise Refusal("too-late")
            if any(a[2] == command.player_id for a in d["answers"]):
                raise Refusal("already-answered")
        elif isinstance(command, Press):
            if str(command.player_id) not in d["scores"]:
                raise Refusal("not-a-player")
            if command.action != "finish" or d["phase"] != "open":
                raise Refusal("not-now")
        elif isinstance(command, Vote):
            if d["phase"] != "voting" or command.vote_id != f"fair-{d['round']}":
                raise Refusal("no-such-vote")
            if str(command.voter_id) not in d["scores"]:
                raise Refusal("not-a-player")
        elif isinstance(command, Posted):
            if d["phase"] != "posting" or command.anchor != f"question-{d['round']}":
                raise Refusal("unknown-anchor")
        elif isinstance(command, Leave):
            if str(command.player_id) not in d["scores"]:
                raise Refusal("not-a-player")
        elif not isinstance(command, Tick):
            raise Refusal("unknown-command")

    def can(self, command: Command, now: float) -> bool:
        try:
            self.verify(command, now)
        except Refusal:
            return False
        return True

    def handle(self, command: Command, now: float) -> list[Any]:
        self.verify(command, now)
        d = self.data
        if isinstance(command, Posted):
            d["anchor"] = [command.date, command.message_id]
            d["phase"] = "open"
            return []
        if isinstance(command, Say):
            d["answers"].append([command.date, command.message_id, command.player_id, command.text])
            return [AnswerTaken(player_id=command.player_id, count=len(d["answers"]))]
        if isinstance(command, Press):
            return self._close_round()
        if isinstance(command, Tick):
            deadline = self.deadline()
            if d["phase"] == "open" and deadline is not None and now >= deadline:
                return self._close_round()
            return []
        if isinstance(command, Vote):
            d["votes"][str(command.voter_id)] = list(command.option_ids)
            if len([v for v in d["votes"].values() if v]) == len(d["scores"]):
                yes = sum(1 for v in d["votes"].values() if v == [0])
                events: list[Any] = [VoteClosed(f"fair-{d['round']}", yes=yes, no=len(d["scores"]) - yes)]
                return events + self._next_round()
            return []
        if isinstance(command, Leave):
            del d["scores"][str(command.player_id)]
            d["players"] = [p for p in d["players"] if p["id"] != command.player_id]
            events = [PlayerLeft(command.player_id)]
            if len(d["scores"]) < self.min_players:
                d["phase"] = "over"
                events.append(GameOver(self.scores()))
            return events
        return []

    def deadline(self) -> float | None:
        d = self.data
        if d["phase"] != "open":
            return None
        settings = d["settings"]
        return float(d["anchor"][0]) + float(settings["round_seconds"]) + float(settings["answer_grace"])

    def scores(self) -> dict[int, int]:
        return {int(k): v for k, v in self.data["scores"].items()}

    def is_over(self) -> bool:
        return bool(self.data["phase"] == "over")

    def to_json(self) -> dict[str, Any]:
        import copy

        return copy.deepcopy(self.data)

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> Self:
        import copy

        return cls(copy.deepcopy(data))

    # -- rounds -------------------------------------------------------------------------------

    def _close_round(self) -> list[Any]:
        d = self.data
        answers = sorted(d["answers"], key=lambda a: (a[0], a[1]))  # Telegram order, not arrival order
        winner = answers[0] if answers else None
        if winner is not None:
            d["scores"][str(winner[2])] += 1
        events: list[Any] = [
            RoundClosed(d["round"], winner[2] if winner else None, winner[3] if winner else None)
        ]
        if d["settings"]["vote_after_round"]:
            d["phase"] = "voting"
            d["votes"] = {}
            voters = tuple(int(k) for k in d["scores"])
            return [*events, VoteOpened(vote_id=f"fair-{d['round']}", voters=voters)]
        return events + self._next_round()

    def _next_round(self) -> list[Any]:
        d = self.data
        d["answers"] = []
        d["anchor"] = None
        if d["round"] >= d["settings"]["rounds"]:
            d["phase"] = "over"
            return [GameOver(self.scores())]
        d["round"] += 1
        d["phase"] = "posting"
        return [RoundOpened(round=d["round"], anchor=f"question-{d['round']}")]
