"""The «Ассоциации» engine: a leader lays cards and hides a word, the others guess, the track fills,
a final round ends it (shared/seeds/003, defaults in shared/seeds/README.md).

    game, events = Assotsiatsii.new(players, AssotsiatsiiSettings(), seed=7, now=0.0,
                                    content=content, locale="ru", memory={})
    game.handle(ToggleCard(player_id=leader, round=1, card=0), now=1.0)   # … three cards, in order
    game.handle(Say(leader, "небо", date=5, message_id=1, private=True), now=5.0)
    game.handle(Say(guesser, "облако\\nптица", date=9, message_id=3, private=True), now=9.0)
    game.handle(Tick(), now=game.deadline())                              # the reveal and the table

Group messages are chatter unless they give a secret away (`leaks`: caught, never counted).

Phases: leading -> guessing -> (voting) -> leading … -> final -> (final-voting) -> over.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace
from typing import ClassVar, Self

from engines.assotsiatsii import final_round, guessing, leading, leaks, votes
from engines.assotsiatsii.commands import (
    GUESS_COMMAND,
    SECRET_COMMAND,
    ChooseAnotherWord,
    ClearGuesses,
    ConfirmWord,
    Done,
    RemoveGuess,
    ToggleCard,
)
from engines.assotsiatsii.content import AssotsiatsiiContent
from engines.assotsiatsii.deck import draw_up, hand_dealt
from engines.assotsiatsii.events import (
    Event,
    GameOver,
    GameStarted,
    LeadLost,
    PlayerLeft,
    PlayerReachability,
    RoundScored,
    WordNeedsConfirmation,
    WordRevealed,
)
from engines.assotsiatsii.leader_word import CheckedWord
from engines.assotsiatsii.near_matches import candidates, word_candidates
from engines.assotsiatsii.reasons import Reason
from engines.assotsiatsii.scoring import remaining, score_round
from engines.assotsiatsii.settings import AssotsiatsiiSettings
from engines.assotsiatsii.state import AssotsiatsiiState, OverReason, Seat
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
    split_command,
    verified,
)

LANGUAGES = ("ru", "en")
_DEFAULTS = AssotsiatsiiSettings()
_GUESS_PRESSES = (RemoveGuess, ClearGuesses, Done)
_LEADER_PRESSES = (ToggleCard, ConfirmWord, ChooseAnotherWord)
_PLAYER_COMMANDS = (Say, Leave, Unreachable, Reachable, *_GUESS_PRESSES, *_LEADER_PRESSES)
# What a verified command carries into `handle`: the checked word, a message's new guesses, or the
# secret a group message gave away.
Plan = CheckedWord | tuple[list[str], list[str]] | leaks.Leak | None


class Assotsiatsii:
    kind: ClassVar[str] = "assotsiatsii"
    min_players: ClassVar[int] = _DEFAULTS.min_players
    max_players: ClassVar[int] = _DEFAULTS.max_players

    def __init__(self, state: AssotsiatsiiState, content: AssotsiatsiiContent) -> None:
        self.state = state
        self.content = content

    # ---- construction ----------------------------------------------------------------------------

    @classmethod
    def new(
        cls, players: Sequence[Player], settings: AssotsiatsiiSettings, seed: int, now: float, *,
        content: AssotsiatsiiContent, locale: str, memory: Memory | None = None,
    ) -> tuple[Self, list[Event]]:
        if len({player.id for player in players}) != len(players):
            raise ValueError("a player is seated twice")
        if not settings.min_players <= len(players) <= settings.max_players:
            allowed = f"{settings.min_players}–{settings.max_players}"
            raise ValueError(f"{len(players)} players; the game takes {allowed}")
        if len(content.cards) < len(players) * settings.hand_size:
            raise ValueError(f"a deck of {len(content.cards)} cards cannot deal {len(players)} hands")
        if locale not in LANGUAGES:
            raise ValueError(f"unsupported language {locale!r}")
        rng = Rng(seed)
        deck = list(range(len(content.cards)))
        rng.shuffle(deck)
        seats = [Seat(player) for player in players]
        s = AssotsiatsiiState(settings, locale, rng, seats, deck, totals={p.id: 0 for p in players})
        for seat in seats:
            draw_up(s, seat)
        s.leader_seat = rng.randrange(len(seats))
        game = cls(s, content)
        started = GameStarted(tuple(p.id for p in players), seats[s.leader_seat].id, settings.track_length)
        return game, [started, *(hand_dealt(seat, content) for seat in seats), *game._begin_turn(now)]

    @classmethod
    def from_json(cls, data: JsonDict, *, content: AssotsiatsiiContent) -> Self:
        return cls(serial.load(AssotsiatsiiState, data), content)

    def to_json(self) -> JsonDict:
        return serial.dump_dict(self.state)

    # ---- the Engine protocol ---------------------------------------------------------------------

    def verify(self, command: Command, now: float) -> None:
        self._check(command, now)

    def can(self, command: Command, now: float) -> bool:
        return verified(self, command, now)

    def handle(self, command: Command, now: float) -> list[Event]:
        plan = self._check(command, now)
        s = self.state
        if isinstance(command, Tick):
            return self._tick(now)
        if isinstance(command, Say):
            if not command.private:
                assert isinstance(plan, str)
                return leaks.take(s, command, plan)
            if isinstance(plan, CheckedWord):
                return leading.take_word(s, self.content, plan, now)
            assert isinstance(plan, tuple)
            return guessing.take(s, command.player_id, *plan)
        if isinstance(command, ToggleCard):
            return leading.toggle(s, self.content, command)
        if isinstance(command, ConfirmWord):
            return leading.confirm(s, self.content, now)
        if isinstance(command, ChooseAnotherWord):
            return leading.another_word(s, self.content)
        if isinstance(command, _GUESS_PRESSES):
            events = guessing.press(s, command, now)
            return events + (self._reveal(now) if guessing.everyone_done(s) else [])
        if isinstance(command, Vote):
            events = votes.cast(s, command, now)
            return events + self._after_votes(now)
        if isinstance(command, Posted):
            return guessing.restart_timer(s, command.date)
        if isinstance(command, Leave):
            return self._leave(command.player_id, now)
        if isinstance(command, Unreachable | Reachable):
            return self._reachability(command.player_id, isinstance(command, Reachable), now)
        raise AssertionError(f"unhandled {command!r}")  # _check refuses every other command

    def deadline(self) -> float | None:
        s = self.state
        if s.phase == "leading" and s.turn is not None:
            return s.turn.deadline
        if s.phase in ("guessing", "final") and s.current is not None:
            return s.current.deadline + s.settings.answer_grace
        if s.phase in ("voting", "final-voting") and s.current is not None:
            return votes.next_due(s.current)
        return None

    def scores(self) -> dict[int, int]:
        return dict(self.state.totals)

    def winners(self) -> list[int]:
        return list(self.state.winners)

    def is_over(self) -> bool:
        return self.state.phase == "over"

    def secrets(self, player_id: int) -> list[Event]:
        """What `player_id` alone may see now, as the events that first showed it: the leader's
        panel (and the question about their word, if one is open), a guesser's list, else their
        cards. The platform shows them again on request: a message may never have reached them."""
        s = self.state
        seat = s.seat(player_id)
        if seat is None or seat.left or s.phase == "over":
            return []
        turn = s.turn
        if s.phase == "leading" and turn is not None and turn.leader_id == player_id:
            pending = turn.pending
            asked: list[Event] = [] if pending is None else [WordNeedsConfirmation(
                player_id, s.round, pending.word, tuple(pending.cards), pending.unknown)]
            return [leading.hand_event(s, self.content), *asked]
        r = s.current
        if s.phase in ("guessing", "final") and r is not None and player_id in r.sheets:
            return [guessing.sheet_event(s, player_id)]
        return [hand_dealt(seat, self.content)] if seat.hand else []

    # ---- checking a command ----------------------------------------------------------------------

    def _check(self, command: Command, now: float) -> Plan:
        s = self.state
        if s.phase == "over":
            raise Refusal(Reason.GAME_OVER)
        if isinstance(command, Tick):
            return None
        if isinstance(command, Vote):
            votes.verify(s, command, now)
            return None
        if isinstance(command, Posted):
            r = s.current
            if r is None or s.phase not in ("guessing", "final") or r.posted or command.anchor != r.anchor:
                raise Refusal(Reason.UNKNOWN_ANCHOR)
            return None
        if not isinstance(command, _PLAYER_COMMANDS):
            raise Refusal(Reason.UNKNOWN_COMMAND, type=command.type)
        seat = s.seat(command.player_id)
        if seat is None:
            raise Refusal(Reason.NOT_A_PLAYER)
        if seat.left:
            raise Refusal(Reason.LEFT_THE_GAME)
        if isinstance(command, Say):
            return self._check_say(command, now)
        if isinstance(command, _LEADER_PRESSES):
            leading.verify_press(s, command)
        elif isinstance(command, _GUESS_PRESSES):
            guessing.verify_press(s, command, now)
        return None

    def _check_say(self, say: Say, now: float) -> Plan:
        s = self.state
        if not say.private:
            return leaks.check(s, say)
        # `/secret зима`, `/guess снег`: typed in the group, seen by the sender and the bot only. The
        # command says what the player meant; a plain private message is whichever the phase wants.
        meant, rest = split_command(say.text)
        if meant not in (SECRET_COMMAND, GUESS_COMMAND):
            meant = None
        else:
            say = replace(say, text=rest)
        leader = s.turn.leader_id if s.phase == "leading" and s.turn is not None else None
        if s.phase == "leading":
            if meant == GUESS_COMMAND:
                raise Refusal(Reason.LEADER_CANNOT_GUESS if say.player_id == leader else Reason.NOT_GUESSING)
            if meant == SECRET_COMMAND and say.player_id != leader:
                raise Refusal(Reason.NOT_THE_LEADER)
            return leading.verify_word(s, self.content, say)
        if s.phase in ("guessing", "final"):
            if meant == SECRET_COMMAND:
                r = s.current
                was_leader = r is not None and r.leader_id == say.player_id
                raise Refusal(Reason.NOT_LEADING if was_leader else Reason.NOT_THE_LEADER)
            return guessing.verify_guesses(s, say, now)
        raise Refusal(Reason.TOO_LATE)

    # ---- the flow --------------------------------------------------------------------------------

    def _tick(self, now: float) -> list[Event]:
        s = self.state
        events: list[Event] = []
        while True:
            due = self.deadline()
            if due is None or now < due:
                return events
            if s.phase == "leading":
                events += leading.lose_lead(s, "timeout") + self._begin_turn(now)
            elif s.phase in ("guessing", "final"):
                events += self._reveal(now)
            else:
                events += votes.settle(s, now) + self._after_votes(now)

    def _begin_turn(self, now: float) -> list[Event]:
        s = self.state
        if s.lost_leads >= len(s.active):
            return self._end("idle")  # every player in turn let the lead go: nobody is playing
        events = leading.begin(s, self.content, now)
        return events if s.turn is not None else events + self._end("no-reachable-leader")

    def _reveal(self, now: float) -> list[Event]:
        s = self.state
        r = guessing.current(s)
        guesses = {player_id: tuple(sheet.guesses) for player_id, sheet in r.sheets.items()}
        rules = s.settings.rules
        guessed_by = score_round(guesses, word=r.word, leader_id=r.leader_id, matched_pairs=(),
                                 lang=s.language, rules=rules).guessed_by
        revealed = WordRevealed(r.number, r.leader_id, r.word, tuple(r.laid), guesses, guessed_by)
        events: list[Event] = [revealed]
        left = remaining(guesses, r.word, s.language, rules=rules)
        pairs = candidates(left, s.language, final=r.final, rules=rules)
        if r.word is not None and not r.final:  # after the guesses' pairs: their polls keep their ids
            pairs += word_candidates(guesses, r.word, s.language, rules)
        if not pairs:
            return events + self._score(now)
        s.phase = "final-voting" if r.final else "voting"
        return events + votes.open_votes(s, r, pairs, now)

    def _after_votes(self, now: float) -> list[Event]:
        r = self.state.current
        if r is None or self.state.phase not in ("voting", "final-voting") or not votes.all_closed(r):
            return []
        return self._score(now)

    def _score(self, now: float) -> list[Event]:
        s = self.state
        r = guessing.current(s)
        guesses = {player_id: sheet.guesses for player_id, sheet in r.sheets.items()}
        table = score_round(guesses, word=r.word, leader_id=r.leader_id, matched_pairs=votes.matched_pairs(r),
                            lang=s.language, rules=s.settings.rules)
        for player_id, points in table.points.items():
            s.totals[player_id] = s.totals.get(player_id, 0) + points
        finish = not r.final and final_round.finish_reached(s)
        events: list[Event] = [RoundScored(
            round=r.number, leader_id=r.leader_id, word=r.word, laid=tuple(r.laid), rows=table.rows,
            leader_points=table.leader_points, points=table.points, totals=dict(s.totals),
            finish_reached=finish, final=r.final,
        )]
        if r.final:
            return events + self._end("finished")
        s.discards.extend(r.laid_cards)
        leader = s.seat(r.leader_id) if r.leader_id is not None else None
        if leader is not None and not leader.left:
            events += draw_up(s, leader)
            events.append(hand_dealt(leader, self.content))
        s.current = None
        s.leader_seat = (s.leader_seat + 1) % len(s.seats)
        return events + (final_round.open_final(s, now) if finish else self._begin_turn(now))

    def _end(self, reason: OverReason) -> list[Event]:
        s = self.state
        events = votes.close_all(s) if s.phase in ("voting", "final-voting") else []
        s.phase, s.over_reason, s.turn = "over", reason, None
        best = max((s.totals.get(p, 0) for p in s.active), default=0)
        s.winners = [p for p in s.active if s.totals.get(p, 0) == best]
        return [*events, GameOver(reason, dict(s.totals), tuple(s.winners))]

    # ---- players coming and going ----------------------------------------------------------------

    def _leave(self, player_id: int, now: float) -> list[Event]:
        s = self.state
        seat = s.seat(player_id)
        assert seat is not None
        seat.left = True
        was_leader = s.phase == "leading" and s.turn is not None and s.turn.leader_id == player_id
        events: list[Event] = [PlayerLeft(player_id, was_leader)]
        if len(s.active) < s.settings.min_players:
            return events + self._end("too-few-players")
        return events + self._rethink("left" if was_leader else None, now)

    def _reachability(self, player_id: int, reachable: bool, now: float) -> list[Event]:
        s = self.state
        seat = s.seat(player_id)
        assert seat is not None
        if seat.unreachable != reachable:
            return []  # told twice: nothing changes
        seat.unreachable = not reachable
        leads = s.phase == "leading" and s.turn is not None and s.turn.leader_id == player_id
        changed = self._rethink("unreachable" if leads and not reachable else None, now)
        return [PlayerReachability(player_id, reachable), *changed]

    def _rethink(self, lost_lead: LeadLost | None, now: float) -> list[Event]:
        """What a player leaving (or going out of reach) changes: the lead, the waiting, the polls."""
        s = self.state
        if lost_lead is not None:
            return leading.lose_lead(s, lost_lead) + self._begin_turn(now)
        if s.phase in ("guessing", "final"):
            events: list[Event] = [guessing.progress(s, now)]
            return events + (self._reveal(now) if guessing.everyone_done(s) else [])
        if s.phase in ("voting", "final-voting"):
            return votes.settle(s, now) + self._after_votes(now)
        return []
