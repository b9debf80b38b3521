"""The Скаттергорис engine: rounds of a letter and a list, private sheets, review, challenges, scores.

A round goes answering -> review -> scored; after the regular rounds a tie at the top plays up to
`MAX_EXTRA_ROUNDS` extra rounds among the tied players, then the win is shared.

Commands: a private `Say` fills the sender's sheet; a group `Say` that reads as a sheet line while
the round runs is an answer everyone saw (`AnswerLeaked`: not written, the message should go), and
other group messages are chatter (refused); `Done` is «Готово» (answering or review); `Challenge`
challenges (or, by its author, defends) an answer in the review; `Vote` answers a challenge poll;
`Tick` acts on the deadlines; `Leave` takes a player out; `Unreachable` / `Reachable` say whether
the bot can write to a player privately (they keep playing either way: the round has its timer).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import ClassVar, Self

from engines.core import (
    Command,
    JsonDict,
    Leave,
    Memory,
    Player,
    Reachable,
    Refusal,
    Rng,
    Say,
    Tick,
    Unreachable,
    Vote,
    serial,
    split_command,
    verified,
)
from engines.skattergoris import rounds
from engines.skattergoris.challenge import ChallengeVote
from engines.skattergoris.commands import ANSWER_COMMAND, Challenge, Done, RoundPhase
from engines.skattergoris.content import SkattergorisContent
from engines.skattergoris.events import (
    VOTE_OPTIONS,
    AnswerLeaked,
    ChallengeOpened,
    Event,
    PlayerDone,
    PlayerLeft,
    PlayerReachable,
    PlayerUnreachable,
    ReviewRow,
    SheetShown,
)
from engines.skattergoris.reasons import Reason
from engines.skattergoris.scoring import leaders
from engines.skattergoris.settings import MAX_PLAYERS, MIN_PLAYERS, SkattergorisSettings, die_language
from engines.skattergoris.sheet import Sheet, Written, parse_message, reads_as_sheet
from engines.skattergoris.state import Phase, SkattergorisState

RECENT_LIST_IDS = "recent_list_ids"  # the chat's memory: lists played lately


class Skattergoris:
    kind: ClassVar[str] = "skattergoris"
    min_players: ClassVar[int] = MIN_PLAYERS
    max_players: ClassVar[int] = MAX_PLAYERS

    def __init__(self, state: SkattergorisState, content: SkattergorisContent) -> None:
        self.state = state
        self.content = content

    # --- construction -------------------------------------------------------------------------

    @classmethod
    def new(
        cls,
        players: Sequence[Player],
        settings: SkattergorisSettings,
        seed: int,
        now: float,
        *,
        content: SkattergorisContent,
        locale: str,
        memory: Memory,
    ) -> tuple[Self, list[Event]]:
        """Start a game: the first round begins at `now`. `locale` is the language of the die and of
        judging; `memory["recent_list_ids"]` the lists the chat played lately."""
        if not content.lists:
            raise ValueError("Скаттергорис needs at least one category list")
        if len({player.id for player in players}) != len(players):
            raise ValueError("a player is seated twice")
        if not MIN_PLAYERS <= len(players) <= MAX_PLAYERS:
            raise ValueError(f"{len(players)} players; the game takes {MIN_PLAYERS}–{MAX_PLAYERS}")
        recent = [value for value in memory.get(RECENT_LIST_IDS, ()) if isinstance(value, int)]
        state = SkattergorisState(
            players=list(players),
            settings=settings,
            language=die_language(locale),
            rng=Rng(seed),
            recent_list_ids=recent,
            contenders=[player.id for player in players],
            totals={player.id: 0 for player in players},
        )
        game = cls(state, content)
        return game, rounds.start_round(state, content, now)

    @classmethod
    def from_json(cls, data: JsonDict, *, content: SkattergorisContent) -> Self:
        return cls(serial.load(SkattergorisState, data), content)

    def to_json(self) -> JsonDict:
        return serial.dump_dict(self.state)

    # --- the Engine protocol ------------------------------------------------------------------

    def verify(self, command: Command, now: float) -> None:
        if self.phase == "over":
            raise Refusal(Reason.GAME_OVER)
        if isinstance(command, Say):
            self._verify_say(command, now)
        elif isinstance(command, Done):
            self._verify_done(command)
        elif isinstance(command, Challenge):
            self._verify_challenge(command, now)
        elif isinstance(command, Vote):
            self._verify_vote(command, now)
        elif isinstance(command, Leave | Unreachable | Reachable):
            self._verify_active(command.player_id)
        elif not isinstance(command, Tick):
            raise Refusal(Reason.UNKNOWN_COMMAND, type=command.type)

    def can(self, command: Command, now: float) -> bool:
        return verified(self, command, now)

    def handle(self, command: Command, now: float) -> list[Event]:
        self.verify(command, now)
        s = self.state
        if isinstance(command, Say):
            return self._say(command)
        if isinstance(command, Done):
            return self._done(command.player_id, now)
        if isinstance(command, Challenge):
            return self._challenge(command, now)
        if isinstance(command, Vote):
            return self._vote(command, now)
        if isinstance(command, Leave):
            return self._leave(command.player_id, now)
        if isinstance(command, Unreachable):
            return self._unreachable(command.player_id)
        if isinstance(command, Reachable):
            return self._reachable(command.player_id)
        return rounds.tick(s, self.content, now)

    def deadline(self) -> float | None:
        return rounds.deadline(self.state)

    def scores(self) -> dict[int, int]:
        return dict(self.state.totals)

    def winners(self) -> list[int]:
        if self.state.phase == "over":
            return list(self.state.winners)
        return list(leaders(self.state.totals, [player.id for player in self.state.players]))

    def is_over(self) -> bool:
        return self.state.phase == "over"

    # --- views --------------------------------------------------------------------------------

    @property
    def settings(self) -> SkattergorisSettings:
        return self.state.settings

    @property
    def language(self) -> str:
        return self.state.language

    @property
    def phase(self) -> Phase:
        return self.state.phase

    @property
    def round_no(self) -> int:
        return self.state.round_no

    @property
    def extra(self) -> int:
        return self.state.extra

    @property
    def letter(self) -> str:
        return self.state.letter

    @property
    def letters(self) -> list[str]:
        return self.state.letters

    @property
    def list_id(self) -> int:
        return self.state.list_id

    @property
    def list_ids(self) -> list[int]:
        return self.state.list_ids

    @property
    def answers_deadline(self) -> float:
        return self.state.answers_deadline

    @property
    def sheets(self) -> dict[int, Sheet]:
        return self.state.sheets

    @property
    def done(self) -> list[int]:
        return self.state.done

    @property
    def history(self) -> list[dict[int, int]]:
        return self.state.history

    @property
    def categories(self) -> tuple[str, ...]:
        return rounds.categories(self.state, self.content)

    @property
    def round_players(self) -> list[int]:
        """Who answers this round: the contenders still in the game."""
        return self.state.round_players

    @property
    def active(self) -> list[int]:
        return self.state.active

    def sheet_view(self, player_id: int, written: Written | None = None) -> SheetShown:
        return rounds.sheet_view(self.state, self.content, player_id, written)

    def review_table(self) -> tuple[ReviewRow, ...]:
        return rounds.review_table(self.state, self.content)

    # --- checks -------------------------------------------------------------------------------

    def _verify_active(self, player_id: int) -> None:
        s = self.state
        if player_id not in s.totals or player_id in s.left:
            raise Refusal(Reason.NOT_A_PLAYER, player_id=player_id)

    # A command handled at or after a deadline whose Tick has not come yet is judged as if the Tick
    # had come first: the outcome must not depend on which of the two the platform delivers first.

    def _verify_say(self, say: Say, now: float) -> None:
        s = self.state
        self._verify_active(say.player_id)
        if not say.private:
            # A sheet line in the group while the sheets are secret is an answer everyone saw (accepted
            # as such: `AnswerLeaked`); anything else there is the table talking.
            if s.phase != "answering" or not reads_as_sheet(say.text, len(self.categories), s.language):
                raise Refusal(Reason.CHATTER)
            return
        if say.player_id not in s.sheets:
            raise Refusal(Reason.NOT_IN_ROUND)
        if (
            s.phase != "answering"
            or say.date > s.answers_deadline
            or now >= s.answers_deadline + s.settings.answer_grace  # delivered after the grace
        ):
            raise Refusal(Reason.TIME_IS_UP, deadline=int(s.answers_deadline))
        if say.date < int(s.started_at):
            raise Refusal(Reason.BEFORE_ROUND)  # written for an earlier round, delivered late

    def _verify_done(self, done: Done) -> None:
        s = self.state
        self._verify_active(done.player_id)
        if (done.round, done.phase) != (s.round_no, self._phase_now()):
            raise Refusal(Reason.STALE_BUTTON, press="done", round=done.round)
        if done.player_id not in s.round_players:
            raise Refusal(Reason.NOT_IN_ROUND)
        if done.player_id in s.done:
            raise Refusal(Reason.ALREADY_DONE)

    def _verify_challenge(self, press: Challenge, now: float) -> None:
        s = self.state
        self._verify_active(press.player_id)
        if s.phase != "review":
            raise Refusal(Reason.NOT_REVIEWING)
        if not s.open_polls() and now >= s.idle_since + s.settings.review_time:
            raise Refusal(Reason.REVIEW_OVER)  # the review time is up: a new poll would not reopen it
        if press.round != s.round_no:
            raise Refusal(Reason.STALE_BUTTON, press="challenge", round=press.round)
        if press.author not in s.sheets or not 1 <= press.row <= len(self.categories):
            raise Refusal(Reason.BAD_CHALLENGE, row=press.row, author=press.author)
        status = s.statuses[press.author][press.row - 1]
        # «Любой может оспорить чужой ответ»; but an answer the referee itself marked (a wrong key
        # letter) its author may defend: «если ответ можно защитить, он засчитывается … решать будут
        # все». Nobody else would ask for a vote that can only give a rival a point.
        if press.author == press.player_id and status != "wrong-letter":
            raise Refusal(Reason.OWN_ANSWER)
        if status == "empty":
            raise Refusal(Reason.NO_ANSWER)
        if status in ("duplicate", "repeat"):
            raise Refusal(Reason.ANSWER_STRUCK, status=status)
        if s.find_challenge(press.row, press.author) is not None:
            raise Refusal(Reason.ALREADY_CHALLENGED)

    def _verify_vote(self, vote: Vote, now: float) -> None:
        challenge = self.state.challenge_of(vote.vote_id)
        if challenge is None or self.phase != "review":
            raise Refusal(Reason.UNKNOWN_VOTE, vote_id=vote.vote_id)
        if not challenge.is_open or now >= challenge.closes_at:
            raise Refusal(Reason.VOTE_CLOSED, vote_id=vote.vote_id)
        self._verify_active(vote.voter_id)  # only players' votes count
        options = range(len(VOTE_OPTIONS))
        if len(vote.option_ids) > 1 or any(option not in options for option in vote.option_ids):
            raise Refusal(Reason.BAD_OPTION)

    # --- actions ------------------------------------------------------------------------------

    def _say(self, say: Say) -> list[Event]:
        if not say.private:
            return [AnswerLeaked(say.player_id, say.message_id)]
        sheet = self.state.sheets[say.player_id]
        # `/a 3 кит`: the answer command typed in the group, seen by its sender and the bot only.
        command, rest = split_command(say.text)
        text = rest if command == ANSWER_COMMAND else say.text
        lines = parse_message(text, len(self.categories), self.state.language)
        written = sheet.write(lines, (say.date, say.message_id))
        return [self.sheet_view(say.player_id, written)]

    def _done(self, player_id: int, now: float) -> list[Event]:
        s = self.state
        s.done.append(player_id)
        waiting = tuple(player for player in s.round_players if player not in s.done)
        events: list[Event] = [PlayerDone(s.round_no, self._phase_now(), player_id, waiting)]
        return events + rounds.settle(s, self.content, now)

    def _challenge(self, press: Challenge, now: float) -> list[Event]:
        s = self.state
        row, author = press.row, press.author
        challenge = ChallengeVote(
            f"{s.round_no}:{row}:{author}", row, author, press.player_id,
            closes_at=now + s.settings.challenge_time,
        )
        s.challenges.append(challenge)
        answer = s.sheets[author].answers[row - 1]
        assert answer is not None
        return [
            ChallengeOpened(
                challenge.vote_id, s.round_no, row, self.categories[row - 1], author, answer,
                press.player_id, VOTE_OPTIONS, tuple(s.active), challenge.closes_at,
            )
        ]

    def _vote(self, vote: Vote, now: float) -> list[Event]:
        challenge = self.state.challenge_of(vote.vote_id)
        assert challenge is not None
        if vote.option_ids:
            challenge.votes[vote.voter_id] = vote.option_ids[0]
        else:
            challenge.votes.pop(vote.voter_id, None)  # a retracted vote
        return rounds.settle(self.state, self.content, now)

    def _leave(self, player_id: int, now: float) -> list[Event]:
        s = self.state
        s.left.append(player_id)
        for challenge in s.open_polls():
            challenge.votes.pop(player_id, None)  # no longer a player: the vote no longer counts
        events: list[Event] = [PlayerLeft(player_id, tuple(s.active))]
        return events + rounds.leave(s, self.content, now)

    # The platform reports each change once; a repeated report (or a «reachable» for a player never
    # reported unreachable) changes nothing and says nothing: the group was told already, or never.

    def _unreachable(self, player_id: int) -> list[Event]:
        if player_id in self.state.unreachable:
            return []
        self.state.unreachable.append(player_id)
        return [PlayerUnreachable(player_id)]

    def _reachable(self, player_id: int) -> list[Event]:
        s = self.state
        if player_id not in s.unreachable:
            return []
        s.unreachable.remove(player_id)
        # Mid-round the sheet they never got is sent again: they can still fill it in time.
        resend = s.phase == "answering" and player_id in s.sheets
        events: list[Event] = [PlayerReachable(player_id, sheet_resent=resend)]
        return [*events, self.sheet_view(player_id)] if resend else events

    def _phase_now(self) -> RoundPhase:
        return "review" if self.phase == "review" else "answering"
