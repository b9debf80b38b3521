"""The «Нет слов» engine: one card a turn into the conversation, «Не говори …!», penalties, the end.

    game, events = NetSlov.new(players, NetSlovSettings(), seed=7, now=0.0, content=content,
                               locale="ru", memory={})
    game.hand(player_id)                       # that player's black letters, by slot (a secret)
    game.handle(PlayFromHand(player_id=…, turn=game.state.turn, slot=0), now=…)
    game.handle(Say(player_id=…, text="Не говори ДОМ!", date=…, message_id=…), now=…)

The game is Russian whatever the chat's language: `locale` is accepted and not used for judging.

Where the rules are silent:
- claims heard within `claim_window` are judged together in Telegram order (`referee.py`); while
  claims wait, a vote is open or the penalised player chooses, no card may be laid, so the latest
  mover never changes under a claim; a claim made during a vote waits for it;
- when the last black letter is drawn, the card is laid and drawn and the game ends at once;
- a player who leaves puts their hand in the common discard and keeps their penalties in
  `scores()` (they cannot win); claims against them are dropped, and until the next card a claim
  has nobody to go against; their turn passes on; if they were choosing, their left opponent moves;
- a player with no card to lay (empty hand, empty showcase) passes without being asked.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import ClassVar, Literal, Self

from engines.core import (
    Command,
    JsonDict,
    Leave,
    Memory,
    Player,
    Posted,
    Reachable,
    Refusal,
    Rng,
    Say,
    Tick,
    Unreachable,
    Vote,
    serial,
    verified,
)
from engines.netslov.claims import parse_claim
from engines.netslov.commands import ChooseNextMover, PlayFromHand, PlayFromShowcase
from engines.netslov.content import NetSlovContent
from engines.netslov.events import (
    VOTE_OPTIONS,
    CardDrawn,
    CardLaid,
    ChosenBy,
    ClaimDropped,
    Event,
    GameOver,
    GameStarted,
    HandShown,
    NextMoverChosen,
    Phase,
    PlayerLeft,
    VoteClosed,
)
from engines.netslov.missed import missed_words
from engines.netslov.reasons import Reason
from engines.netslov.referee import Referee
from engines.netslov.settings import MAX_PLAYERS, MIN_PLAYERS, NetSlovSettings
from engines.netslov.state import NetSlovState, PendingClaim
from engines.netslov.table import Board
from engines.netslov.turns import begin_turn, next_seat
from engines.words import fold_letter
from engines.words.letters import as_compared

Due = Literal["claims", "poll", "choice"]


class NetSlov:
    kind: ClassVar[str] = "netslov"
    min_players: ClassVar[int] = MIN_PLAYERS
    max_players: ClassVar[int] = MAX_PLAYERS

    def __init__(self, state: NetSlovState, content: NetSlovContent) -> None:
        self.state = state
        self.content = content
        self.board = Board(state, content.cards())
        self.referee = Referee(self.board)

    @classmethod
    def new(
        cls, players: Sequence[Player], settings: NetSlovSettings, seed: int, now: float, *,
        content: NetSlovContent, locale: str, memory: Memory,
    ) -> tuple[Self, list[Event]]:
        if content.language != "ru":
            raise ValueError("«Нет слов» is played with Russian letters: its content must be Russian")
        seats = [p.id for p in players]
        if len(set(seats)) != len(seats):
            raise ValueError("a player is seated twice")
        if not MIN_PLAYERS <= len(seats) <= MAX_PLAYERS:
            raise ValueError(f"{len(seats)} players; the game takes {MIN_PLAYERS}–{MAX_PLAYERS}")
        state = NetSlovState(list(players), settings, Rng(seed), active=list(seats), deck=[], hands={},
                             conversation=[], showcase=[])
        game = cls(state, content)
        game.board.deal(seats, settings.hand_size)
        first = state.rng.choice(seats)
        events: list[Event] = [GameStarted(tuple(seats), first, content.red_count, content.black_count)]
        events += [HandShown(p, game.hand(p)) for p in seats]
        turn_events, _ = begin_turn(state, first)
        return game, [*events, *turn_events, *game._your_turn(), game.board.table_shown(game.phase())]

    @classmethod
    def from_json(cls, data: JsonDict, *, content: NetSlovContent) -> Self:
        return cls(serial.load(NetSlovState, data), content)

    def to_json(self) -> JsonDict:
        return serial.dump_dict(self.state)

    # -- what the table shows --------------------------------------------------------------------

    def hand(self, player_id: int) -> tuple[str, ...]:
        """A player's black letters by slot (the button alert shows them to that player alone)."""
        return self.board.hand_letters(player_id)

    def phase(self) -> Phase:
        s = self.state
        if s.over is not None:
            return "over"
        if s.poll is not None:
            return "voting"
        if s.pending:
            return "judging"
        return "choosing" if s.choice is not None else "turn"

    # -- the engine protocol ---------------------------------------------------------------------

    def verify(self, command: Command, now: float) -> None:
        s = self.state
        if isinstance(command, Tick):
            return
        if s.over is not None:
            raise Refusal(Reason.GAME_OVER)
        if isinstance(command, Say):
            self._verify_claim(command)
        elif isinstance(command, PlayFromHand | PlayFromShowcase):
            self._verify_play(command)
        elif isinstance(command, ChooseNextMover):
            self._need_player(command.player_id)
            if s.choice is None or command.choice != s.choice.number:
                raise Refusal(Reason.STALE_BUTTON)
            if command.player_id != s.choice.chooser:
                raise Refusal(Reason.NOT_YOUR_CHOICE)
        elif isinstance(command, Vote):
            if s.poll is None or command.vote_id != s.poll.vote_id:
                raise Refusal(Reason.NO_SUCH_VOTE)
            if command.voter_id not in s.poll.voters:
                raise Refusal(Reason.NOT_A_PLAYER)
            options = command.option_ids
            if len(options) > 1 or any(o not in range(len(VOTE_OPTIONS)) for o in options):
                raise Refusal(Reason.NO_SUCH_OPTION)
        elif isinstance(command, Leave | Unreachable | Reachable):
            self._need_player(command.player_id)
        elif isinstance(command, Posted):
            raise Refusal(Reason.UNKNOWN_ANCHOR)
        else:
            raise Refusal(Reason.UNKNOWN_COMMAND)

    def _need_player(self, player_id: int) -> None:
        if player_id not in self.state.active:
            raise Refusal(Reason.NOT_A_PLAYER)

    def _verify_claim(self, command: Say) -> None:
        s = self.state
        claim = None if command.private else parse_claim(as_compared(command.text, s.settings.rules))
        if claim is None:
            raise Refusal(Reason.NOT_A_CLAIM)
        self._need_player(command.player_id)
        if claim.word is None:
            raise Refusal(Reason.NO_WORD)
        if s.latest_mover is None or s.latest_mover not in s.active:
            raise Refusal(Reason.NO_ONE_TO_CHARGE)
        if s.latest_mover == command.player_id:
            raise Refusal(Reason.AGAINST_YOURSELF, word=claim.word)
        waiting = [*s.pending, *([s.poll.claim] if s.poll else [])]
        folded = fold_letter(claim.word)
        if any(c.claimant == command.player_id and fold_letter(c.word) == folded for c in waiting):
            raise Refusal(Reason.ALREADY_CLAIMED, word=claim.word)

    def _verify_play(self, command: PlayFromHand | PlayFromShowcase) -> None:
        s = self.state
        self._need_player(command.player_id)
        if command.turn != s.turn:
            raise Refusal(Reason.STALE_BUTTON)
        if command.player_id != s.mover:
            raise Refusal(Reason.NOT_YOUR_TURN)
        if s.pending:
            raise Refusal(Reason.CLAIM_BEING_JUDGED)
        if s.poll is not None:
            raise Refusal(Reason.VOTE_OPEN)
        if s.choice is not None:
            raise Refusal(Reason.CHOICE_PENDING)
        if isinstance(command, PlayFromHand):
            if not 0 <= command.slot < len(s.hands[command.player_id]):
                raise Refusal(Reason.NO_SUCH_CARD)
        elif command.card not in s.showcase:
            raise Refusal(Reason.NO_SUCH_CARD)

    def can(self, command: Command, now: float) -> bool:
        return verified(self, command, now)

    def handle(self, command: Command, now: float) -> list[Event]:
        self.verify(command, now)
        s = self.state
        was_over = s.over is not None
        events = self._apply(command, now)
        if s.over is not None and not was_over:
            return events + self._finish()
        if events:
            events.append(self.board.table_shown(self.phase()))
        return events

    def _apply(self, command: Command, now: float) -> list[Event]:
        s = self.state
        if isinstance(command, Say):
            claim = parse_claim(as_compared(command.text, s.settings.rules))
            assert claim is not None and claim.word is not None and s.latest_mover is not None
            heard = PendingClaim(command.order, command.player_id, s.latest_mover, claim.word)
            return self.referee.hear(heard, now)
        if isinstance(command, PlayFromHand | PlayFromShowcase):
            return self._lay(command)
        if isinstance(command, ChooseNextMover):
            chooser = command.player_id
            return self._next_mover(chooser if command.myself else next_seat(s, chooser), "choice")
        if isinstance(command, Vote):
            return self.referee.vote(command.voter_id, command.option_ids, now)
        if isinstance(command, Tick):
            return self._tick(now)
        if isinstance(command, Leave):
            return self._leave(command.player_id, now)
        return []  # Unreachable / Reachable: the game needs no private chat

    # -- turns -----------------------------------------------------------------------------------

    def _lay(self, command: PlayFromHand | PlayFromShowcase) -> list[Event]:
        s = self.state
        player = command.player_id
        from_hand = isinstance(command, PlayFromHand)
        if isinstance(command, PlayFromHand):
            card = s.hands[player][command.slot]
        else:
            card = command.card
            s.showcase.remove(card)
        self.board.lay(card)
        s.latest_mover = player
        s.taken = []
        events: list[Event] = [CardLaid(player, s.turn, self.board.shown([card])[0], from_hand)]
        if isinstance(command, PlayFromHand) and self.board.draw_into(player, command.slot):
            events += [CardDrawn(player, len(s.deck)), HandShown(player, self.hand(player))]
            if not s.deck:
                s.over = "deck"  # the last black letter was drawn: the turn is done, the game is over
                return events
        return events + self._begin(next_seat(s, player))

    def _begin(self, player_id: int) -> list[Event]:
        events, someone_can_move = begin_turn(self.state, player_id)
        if not someone_can_move:
            self.state.over = "no-cards"
            return events
        return events + self._your_turn()

    def _your_turn(self) -> list[Event]:
        """The mover's hand, marked with the turn just begun (their buttons play on it)."""
        s = self.state
        if s.mover is None or s.over is not None:
            return []
        return [HandShown(s.mover, self.hand(s.mover), turn=s.turn)]

    def _next_mover(self, mover: int, by: ChosenBy) -> list[Event]:
        s = self.state
        choice = s.choice
        assert choice is not None
        s.choice = None
        return [NextMoverChosen(choice.number, choice.chooser, mover, by), *self._begin(mover)]

    # -- timers ----------------------------------------------------------------------------------

    def _due(self) -> list[tuple[float, Due]]:
        s = self.state
        due: list[tuple[float, Due]] = []
        if s.pending and s.poll is None and s.judge_at is not None:
            due.append((s.judge_at, "claims"))
        if s.poll is not None:
            due.append((s.poll.closes_at, "poll"))
        if s.choice is not None:
            due.append((s.choice.closes_at, "choice"))
        return sorted(due)

    def deadline(self) -> float | None:
        due = self._due()
        return None if self.state.over is not None or not due else due[0][0]

    def _tick(self, now: float) -> list[Event]:
        """Act on every timer due at `now`, earliest first (nothing due: nothing happens)."""
        s = self.state
        events: list[Event] = []
        while s.over is None:
            due = [kind for at, kind in self._due() if at <= now]
            if not due:
                break
            if due[0] == "claims":
                events += self.referee.judge_pending(now)
            elif due[0] == "poll":
                events += self.referee.close_poll(now)
            else:
                assert s.choice is not None
                events += self._next_mover(next_seat(s, s.choice.chooser), "timeout")
        return events

    # -- leaving and the end ---------------------------------------------------------------------

    def _leave(self, player_id: int, now: float) -> list[Event]:
        s = self.state
        left_of = next_seat(s, player_id)
        hand = s.hands[player_id]
        s.discard.extend(hand)
        s.hands[player_id] = []
        s.active.remove(player_id)
        events: list[Event] = [PlayerLeft(player_id, len(hand))]
        for claim in list(s.pending):
            if player_id in (claim.claimant, claim.against):
                s.pending.remove(claim)
                events.append(ClaimDropped(claim.claimant, claim.word,
                                           "claimant-left" if claim.claimant == player_id else "target-left"))
        if not s.pending:
            s.judge_at = None  # the next claim opens a window of its own
        if s.poll is not None and s.poll.claim.against == player_id:
            poll, s.poll = s.poll, None
            events += [VoteClosed(poll.vote_id, poll.claim.word, 0, 0, accepted=False, cancelled=True),
                       ClaimDropped(poll.claim.claimant, poll.claim.word, "target-left")]
        elif s.poll is not None and player_id in s.poll.voters:  # the vote goes on without them
            s.poll.voters.remove(player_id)
            s.poll.votes.pop(player_id, None)
        if s.latest_mover == player_id:
            s.latest_mover = None  # a claim has nobody to go against until the next card
        if len(s.active) < MIN_PLAYERS:
            s.over = "players"
            return events
        if s.choice is not None and s.choice.chooser == player_id:
            events += self._next_mover(left_of, "chooser-left")
        elif s.mover == player_id:
            if s.choice is None:
                events += self._begin(left_of)  # it was their turn: it passes on
            else:
                s.mover = left_of
        if s.poll is not None and all(v in s.poll.votes for v in s.poll.voters):
            events += self.referee.close_poll(now)
        elif s.pending and s.poll is None and s.judge_at is None:
            events += self.referee.judge_pending(now)
        return events

    def _finish(self) -> list[Event]:
        s = self.state
        assert s.over is not None
        events: list[Event] = []
        if s.poll is not None:
            poll, s.poll = s.poll, None
            events.append(VoteClosed(poll.vote_id, poll.claim.word, 0, 0, accepted=False, cancelled=True))
            s.pending.insert(0, poll.claim)
        for claim in sorted(s.pending, key=lambda c: c.order):
            events.append(ClaimDropped(claim.claimant, claim.word, "game-over"))
        s.pending, s.judge_at, s.choice = [], None, None
        events.append(self.board.table_shown("over"))
        events.append(GameOver(s.over, self.scores(), tuple(self.winners()), self.missed_words()))
        # Each hand as it ends, after the result (which the group reads first): a hand still saying
        # «your turn» would outlive the game.
        return events + [HandShown(p, self.hand(p), final=True) for p in s.active]

    def missed_words(self) -> tuple[str, ...]:
        """A few common words the conversation holds that nobody called (offered when the game ends)."""
        s = self.state
        return missed_words(self.board.conversation_letters(), s.settings, s.claimed)

    def scores(self) -> dict[int, int]:
        """Each player's penalty points (lower is better; the platform sums them over a series)."""
        return {p.id: len(self.state.penalties[p.id]) for p in self.state.players}

    def winners(self) -> list[int]:
        """The fewest penalty points among the players still in; a tie shares the win."""
        s = self.state
        fewest = min((len(s.penalties[p]) for p in s.active), default=0)
        return [p for p in s.active if len(s.penalties[p]) == fewest]

    def is_over(self) -> bool:
        return self.state.over is not None
