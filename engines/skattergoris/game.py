"""The Скаттергорис engine: rounds of a letter and a list, private sheets, review, challenges, scores.

A round goes answering -> review -> scored; after the regular rounds a tie at the top plays up to
`MAX_EXTRA_ROUNDS` extra rounds among the tied players, then the win is shared.

Commands: private `Say` fills the sender's sheet; `Press("done")` is «Готово» (answering or review);
`Press("challenge", "<row>:<player_id>")` challenges an answer in the review; `Vote` answers a
challenge poll; `Tick` acts on the deadlines; `Leave` takes a player out.

Buttons should carry `done_arg(...)` / `challenge_arg(...)`: tagged with the round (and phase), a
press on a button left over from an earlier round or phase is refused ("stale-button") instead of
acting on the current one — a double tap on the sheet's «Готово» must not also end the review.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import Any, ClassVar, Literal

from engines.core import Command, Leave, Player, Press, Refusal, Rng, Say, Tick, Vote
from engines.skattergoris import state
from engines.skattergoris.challenge import Challenge, decide
from engines.skattergoris.draw import CategoryList, pick_list, roll_letter
from engines.skattergoris.events import (
    VOTE_OPTIONS,
    AnswerStatus,
    ChallengeClosed,
    ChallengeOpened,
    Event,
    GameOver,
    PlayerDone,
    PlayerLeft,
    ReviewEntry,
    ReviewRow,
    ReviewStarted,
    RoundScored,
    RoundStarted,
    SheetRow,
    SheetShown,
    Verdict,
)
from engines.skattergoris.scoring import answer_points, classify, is_key_letter, leaders
from engines.skattergoris.settings import MAX_EXTRA_ROUNDS, MAX_PLAYERS, MIN_PLAYERS, SkattergorisSettings
from engines.skattergoris.sheet import Sheet, parse_message

Phase = Literal["answering", "review", "over"]
GameOverReason = Literal["finished", "tie-after-extra-rounds", "not-enough-players"]

DONE = "done"
CHALLENGE = "challenge"


class Skattergoris:
    kind: ClassVar[str] = "skattergoris"
    min_players: ClassVar[int] = MIN_PLAYERS
    max_players: ClassVar[int] = MAX_PLAYERS

    def __init__(
        self,
        players: Sequence[Player],
        settings: SkattergorisSettings,
        rng: Rng,
        lists: Sequence[CategoryList],
        recent_list_ids: Sequence[int],
    ) -> None:
        self.players = list(players)
        self.settings = settings
        self.rng = rng
        self.lists = list(lists)
        self.recent_list_ids = list(recent_list_ids)
        self.left: list[int] = []
        self.phase: Phase = "answering"
        self.round_no = 0
        self.extra = 0
        # Who is still in the running: everyone, then the tied players of an extra round.
        self.contenders: list[int] = [player.id for player in players]
        self.letter = ""
        self.list_id = 0
        self.started_at = 0.0
        self.answers_deadline = 0.0
        self.sheets: dict[int, Sheet] = {}  # this round's answerers; a player who leaves keeps theirs
        self.done: list[int] = []
        self.statuses: dict[int, list[AnswerStatus]] = {}
        self.challenges: list[Challenge] = []
        self.idle_since = 0.0  # review: when the last poll closed (or the review began)
        self.letters: list[str] = []
        self.list_ids: list[int] = []
        self.history: list[dict[int, int]] = []
        self.totals: dict[int, int] = {player.id: 0 for player in players}
        self.winners: list[int] = []
        self.over_reason: GameOverReason | None = None

    # --- construction -------------------------------------------------------------------------

    @classmethod
    def new(
        cls,
        players: Sequence[Player],
        settings: SkattergorisSettings,
        seed: int,
        now: float,
        *,
        lists: Iterable[CategoryList | dict[str, Any]] = (),
        recent_list_ids: Sequence[int] = (),
    ) -> tuple[Skattergoris, list[Event]]:
        """Start a game: the first round begins at `now`. `lists` is the content (id + categories)."""
        cards = [card if isinstance(card, CategoryList) else CategoryList.from_json(card) for card in lists]
        if not cards:
            raise ValueError("Скаттергорис needs at least one category list")
        if len({player.id for player in players}) != len(players):
            raise ValueError("a player is seated twice")
        if not settings.min_players <= len(players) <= settings.max_players:
            raise ValueError(
                f"{len(players)} players; the game takes {settings.min_players}–{settings.max_players}"
            )
        game = cls(players, settings, Rng(seed), cards, recent_list_ids)
        return game, game._start_round(now)

    # --- the Engine protocol ------------------------------------------------------------------

    def verify(self, command: Command, now: float) -> None:
        if self.phase == "over":
            raise Refusal("game-over")
        if isinstance(command, Say):
            self._verify_say(command, now)
        elif isinstance(command, Press):
            self._verify_press(command, now)
        elif isinstance(command, Vote):
            self._verify_vote(command, now)
        elif isinstance(command, Leave):
            self._verify_active(command.player_id)
        elif not isinstance(command, Tick):
            raise Refusal("unknown-command", type=command.type)

    def can(self, command: Command, now: float) -> bool:
        try:
            self.verify(command, now)
        except Refusal:
            return False
        return True

    def handle(self, command: Command, now: float) -> list[Event]:
        self.verify(command, now)
        if isinstance(command, Say):
            return self._say(command)
        if isinstance(command, Press):
            if command.action == DONE:
                return self._done(command.player_id, now)
            return self._challenge(command, now)
        if isinstance(command, Vote):
            return self._vote(command, now)
        if isinstance(command, Leave):
            return self._leave(command.player_id, now)
        return self._tick(now)

    def deadline(self) -> float | None:
        if self.phase == "answering":
            return self.answers_deadline + self.settings.answer_grace
        if self.phase == "review":
            open_polls = [challenge.closes_at for challenge in self.challenges if challenge.is_open]
            return min(open_polls) if open_polls else self.idle_since + self.settings.review_time
        return None

    def scores(self) -> dict[int, int]:
        return dict(self.totals)

    def is_over(self) -> bool:
        return self.phase == "over"

    # --- views --------------------------------------------------------------------------------

    @property
    def categories(self) -> tuple[str, ...]:
        return self._card(self.list_id).categories

    @property
    def round_players(self) -> list[int]:
        """Who answers this round: the contenders still in the game."""
        return [player for player in self.contenders if player not in self.left]

    @property
    def active(self) -> list[int]:
        return [player.id for player in self.players if player.id not in self.left]

    def sheet_view(self, player_id: int, left_over: Sequence[str] = ()) -> SheetShown:
        sheet = self.sheets[player_id]
        rows = tuple(
            SheetRow(
                row=index + 1,
                category=category,
                answer=answer,
                wrong_letter=answer is not None
                and not is_key_letter(answer, self.letter, self.settings.language),
            )
            for index, (category, answer) in enumerate(zip(self.categories, sheet.answers, strict=True))
        )
        return SheetShown(
            player_id, self.round_no, self.letter, rows, tuple(left_over), done=player_id in self.done
        )

    def review_table(self) -> tuple[ReviewRow, ...]:
        return tuple(
            ReviewRow(
                row=index + 1,
                category=category,
                entries=tuple(
                    ReviewEntry(
                        player,
                        self.sheets[player].answers[index],
                        self.statuses[player][index],
                        self._verdict(index + 1, player),
                    )
                    for player in self.sheets
                ),
            )
            for index, category in enumerate(self.categories)
        )

    # --- checks -------------------------------------------------------------------------------

    def _verify_active(self, player_id: int) -> None:
        if player_id not in self.totals or player_id in self.left:
            raise Refusal("not-a-player", player_id=player_id)

    # A command handled at or after a deadline whose Tick has not come yet is judged as if the Tick
    # had come first: the outcome must not depend on which of the two the platform delivers first.

    def _verify_say(self, say: Say, now: float) -> None:
        self._verify_active(say.player_id)
        if not say.private:
            raise Refusal("answer-in-group")  # an answer seen by all is no secret
        if say.player_id not in self.sheets:
            raise Refusal("not-in-round")
        if (
            self.phase != "answering"
            or say.date > self.answers_deadline
            or now >= self.answers_deadline + self.settings.answer_grace  # delivered after the grace
        ):
            raise Refusal("time-is-up", deadline=self.answers_deadline)
        if say.date < int(self.started_at):
            raise Refusal("before-round")  # written for an earlier round, delivered late

    def _verify_press(self, press: Press, now: float) -> None:
        self._verify_active(press.player_id)
        if press.action == DONE:
            if press.arg and press.arg != done_arg(self.round_no, self._phase_now()):
                raise Refusal("stale-button", arg=press.arg)
            if press.player_id not in self.round_players:
                raise Refusal("not-in-round")
            if press.player_id in self.done:
                raise Refusal("already-done")
        elif press.action == CHALLENGE:
            self._verify_challenge(press, now)
        else:
            raise Refusal("unknown-action", action=press.action)

    def _verify_challenge(self, press: Press, now: float) -> None:
        if self.phase != "review":
            raise Refusal("not-reviewing")
        if not self._open_polls() and now >= self.idle_since + self.settings.review_time:
            raise Refusal("review-over")  # the review time is up: a new poll would not reopen it
        row, target, round_no = parse_challenge(press.arg)
        if round_no is not None and round_no != self.round_no:
            raise Refusal("stale-button", arg=press.arg)
        if target not in self.sheets or not 1 <= row <= len(self.categories):
            raise Refusal("bad-challenge", arg=press.arg)
        status = self.statuses[target][row - 1]
        # «Любой может оспорить чужой ответ»; but an answer the referee itself marked (a wrong key
        # letter) its author may defend: «если ответ можно защитить, он засчитывается … решать будут
        # все». Nobody else would ask for a vote that can only give a rival a point.
        if target == press.player_id and status != "wrong-letter":
            raise Refusal("own-answer")
        if status == "empty":
            raise Refusal("no-answer")
        if status in ("duplicate", "repeat"):
            raise Refusal("answer-struck", status=status)
        if self._find_challenge(row, target) is not None:
            raise Refusal("already-challenged")

    def _verify_vote(self, vote: Vote, now: float) -> None:
        challenge = next((c for c in self.challenges if c.vote_id == vote.vote_id), None)
        if challenge is None or self.phase != "review":
            raise Refusal("unknown-vote", vote_id=vote.vote_id)
        if not challenge.is_open or now >= challenge.closes_at:
            raise Refusal("vote-closed", vote_id=vote.vote_id)
        self._verify_active(vote.voter_id)  # only players' votes count
        if len(vote.option_ids) > 1 or any(
            option not in range(len(VOTE_OPTIONS)) for option in vote.option_ids
        ):
            raise Refusal("bad-option")

    # --- actions ------------------------------------------------------------------------------

    def _say(self, say: Say) -> list[Event]:
        sheet = self.sheets[say.player_id]
        left_over = sheet.write(parse_message(say.text, len(self.categories)), (say.date, say.message_id))
        return [self.sheet_view(say.player_id, left_over)]

    def _done(self, player_id: int, now: float) -> list[Event]:
        self.done.append(player_id)
        waiting = tuple(player for player in self.round_players if player not in self.done)
        events: list[Event] = [PlayerDone(self.round_no, self._phase_now(), player_id, waiting)]
        return events + self._settle(now)

    def _challenge(self, press: Press, now: float) -> list[Event]:
        row, target, _ = parse_challenge(press.arg)
        challenge = Challenge(
            f"{self.round_no}:{row}:{target}",
            row,
            target,
            press.player_id,
            closes_at=now + self.settings.challenge_time,
        )
        self.challenges.append(challenge)
        answer = self.sheets[target].answers[row - 1]
        assert answer is not None
        return [
            ChallengeOpened(
                challenge.vote_id,
                self.round_no,
                row,
                self.categories[row - 1],
                target,
                answer,
                press.player_id,
                VOTE_OPTIONS,
                tuple(self.active),
                challenge.closes_at,
            )
        ]

    def _vote(self, vote: Vote, now: float) -> list[Event]:
        challenge = next(c for c in self.challenges if c.vote_id == vote.vote_id)
        if vote.option_ids:
            challenge.votes[vote.voter_id] = vote.option_ids[0]
        else:
            challenge.votes.pop(vote.voter_id, None)  # a retracted vote
        return self._settle(now)

    def _leave(self, player_id: int, now: float) -> list[Event]:
        self.left.append(player_id)
        for challenge in self.challenges:
            if challenge.is_open:
                challenge.votes.pop(player_id, None)  # no longer a player: the vote no longer counts
        events: list[Event] = [PlayerLeft(player_id, tuple(self.active))]
        if len(self.active) < self.settings.min_players:
            return events + self._close_open_polls(now, "left") + self._game_over("not-enough-players")
        return events + self._settle(now)

    def _tick(self, now: float) -> list[Event]:
        events: list[Event] = []
        while True:
            if self.phase == "answering" and now >= self.answers_deadline + self.settings.answer_grace:
                events += self._close_answering("time", now)
            elif self.phase == "review" and self._due_polls(now):
                for challenge in self._due_polls(now):
                    events.append(self._close_poll(challenge, challenge.closes_at, "time"))
                events += self._settle(now)
            elif (
                self.phase == "review"
                and not self._open_polls()
                and now >= self.idle_since + self.settings.review_time
            ):
                events += self._finish_review(now)
            else:
                return events

    # --- transitions --------------------------------------------------------------------------

    def _settle(self, now: float) -> list[Event]:
        """Whatever follows without waiting: a poll everyone voted in, a round everyone is done with."""
        events: list[Event] = []
        if self.phase == "answering" and self._all_done():
            events += self._close_answering("left" if not self.done else "all-done", now)
        if self.phase == "review":
            voters = set(self.active)
            for challenge in self.challenges:
                if challenge.is_open and voters <= challenge.votes.keys():
                    events.append(self._close_poll(challenge, now, "all-voted"))
            if self._all_done() and not self._open_polls():
                events += self._finish_review(now)
        return events

    def _all_done(self) -> bool:
        return all(player in self.done for player in self.round_players)

    def _start_round(self, now: float) -> list[Event]:
        self.round_no += 1
        self.phase = "answering"
        self.letter, rerolled = roll_letter(self.rng, self.settings.faces, self.letters)
        card = pick_list(self.rng, self.lists, self.list_ids, self.recent_list_ids)
        self.list_id = card.id
        self.letters.append(self.letter)
        self.list_ids.append(card.id)
        self.started_at = now
        self.answers_deadline = now + self.settings.timer
        self.sheets = {player: Sheet.empty(len(card.categories)) for player in self.round_players}
        self.done = []
        self.statuses = {}
        self.challenges = []
        started = RoundStarted(
            self.round_no,
            self.extra,
            self.settings.rounds,
            self.letter,
            rerolled,
            card.id,
            card.categories,
            tuple(self.round_players),
            self.answers_deadline,
            self.deadline() or self.answers_deadline,
            self.settings.timer,
        )
        return [started, *(self.sheet_view(player) for player in self.round_players)]

    def _close_answering(self, reason: Literal["time", "all-done", "left"], now: float) -> list[Event]:
        self.phase = "review"
        self.done = []
        self.idle_since = now
        sheets = {player: sheet.answers for player, sheet in self.sheets.items()}
        self.statuses = classify(sheets, self.letter, self.settings.language)
        events: list[Event] = [
            ReviewStarted(
                self.round_no,
                self.letter,
                self.list_id,
                reason,
                self.review_table(),
                tuple(self.round_players),
                self.settings.review_time,
            )
        ]
        if not self.round_players:  # everyone answering left: nobody to read or to wait for
            events += self._finish_review(now)
        return events

    def _close_poll(
        self, challenge: Challenge, when: float, reason: Literal["all-voted", "time", "left"]
    ) -> ChallengeClosed:
        decision = decide(challenge.votes, challenge.player_id)
        challenge.accepted = decision.accepted
        self.idle_since = max(self.idle_since, when)
        answer = self.sheets[challenge.player_id].answers[challenge.row - 1]
        assert answer is not None
        return ChallengeClosed(
            challenge.vote_id,
            self.round_no,
            challenge.row,
            challenge.player_id,
            answer,
            decision.accepted,
            decision.yes,
            decision.no,
            decision.challenged_vote_dropped,
            reason,
        )

    def _close_open_polls(self, now: float, reason: Literal["left"]) -> list[Event]:
        return [self._close_poll(c, now, reason) for c in self.challenges if c.is_open]

    def _finish_review(self, now: float) -> list[Event]:
        points = {
            player: tuple(
                answer_points(
                    answer,
                    self.statuses[player][index],
                    self._verdict(index + 1, player),
                    self.letter,
                    self.settings.language,
                    self.settings.bonus,
                )
                for index, answer in enumerate(self.sheets[player].answers)
            )
            for player in self.sheets
        }
        round_scores = {player: sum(row_points) for player, row_points in points.items()}
        for player, score in round_scores.items():
            self.totals[player] += score
        self.history.append(round_scores)
        events: list[Event] = [
            RoundScored(
                self.round_no,
                self.extra,
                self.letter,
                self.list_id,
                self.review_table(),
                points,
                round_scores,
                dict(self.totals),
            )
        ]
        if self.extra == 0 and self.round_no < self.settings.rounds:
            return events + self._start_round(now)
        tied = list(leaders(self.totals, self.contenders))
        if len(tied) == 1:
            return events + self._game_over("finished", tied)
        # The tie is played off only by tied players still in the game; when all of them have left
        # an extra round would have nobody to answer, so the win is shared at once.
        if self.extra < MAX_EXTRA_ROUNDS and any(player not in self.left for player in tied):
            self.extra += 1
            self.contenders = tied
            return events + self._start_round(now)
        return events + self._game_over("tie-after-extra-rounds", tied)

    def _game_over(self, reason: GameOverReason, winners: Sequence[int] | None = None) -> list[Event]:
        self.phase = "over"
        self.over_reason = reason
        everyone = [player.id for player in self.players]
        self.winners = list(winners if winners is not None else leaders(self.totals, everyone))
        return [
            GameOver(
                dict(self.totals),
                tuple(self.winners),
                reason,
                tuple(self.history),
                tuple(self.list_ids),
                tuple(self.letters),
            )
        ]

    # --- helpers ------------------------------------------------------------------------------

    def _phase_now(self) -> Literal["answering", "review"]:
        return "review" if self.phase == "review" else "answering"

    def _open_polls(self) -> list[Challenge]:
        return [c for c in self.challenges if c.is_open]

    def _due_polls(self, now: float) -> list[Challenge]:
        due = [c for c in self.challenges if c.is_open and c.closes_at <= now]
        return sorted(due, key=lambda c: (c.closes_at, c.vote_id))

    def _find_challenge(self, row: int, player: int) -> Challenge | None:
        return next((c for c in self.challenges if c.row == row and c.player_id == player), None)

    def _verdict(self, row: int, player: int) -> Verdict | None:
        challenge = self._find_challenge(row, player)
        if challenge is None:
            return None
        if challenge.accepted is None:
            return "open"
        return "accepted" if challenge.accepted else "rejected"

    def _card(self, list_id: int) -> CategoryList:
        return next(card for card in self.lists if card.id == list_id)

    # --- state --------------------------------------------------------------------------------

    def to_json(self) -> dict[str, Any]:
        return state.dump(self)

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> Skattergoris:
        game = cls(
            [Player.from_json(player) for player in data["players"]],
            SkattergorisSettings.from_json(data["settings"]),
            Rng.from_json(data["rng"]),
            [CategoryList.from_json(card) for card in data["lists"]],
            data["recent_list_ids"],
        )
        state.load(game, data)
        return game


def done_arg(round_no: int, phase: Literal["answering", "review"]) -> str:
    """The argument of a «Готово» button shown in `round_no`'s `phase`."""
    return f"{round_no}:{phase}"


def challenge_arg(round_no: int, row: int, player_id: int) -> str:
    """The argument of a button challenging `player_id`'s answer in `row` of round `round_no`."""
    return f"{row}:{player_id}:{round_no}"


def parse_challenge(arg: str) -> tuple[int, int, int | None]:
    """`"<row>:<player_id>[:<round_no>]"` -> (row, player_id, round_no); a malformed one is refused."""
    parts = arg.split(":")
    try:
        if len(parts) == 2:
            return int(parts[0]), int(parts[1]), None
        if len(parts) == 3:
            return int(parts[0]), int(parts[1]), int(parts[2])
    except ValueError:
        pass
    raise Refusal("bad-challenge", arg=arg)
