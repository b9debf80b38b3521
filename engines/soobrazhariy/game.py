"""Соображарий as a pure engine: open a category, then a letter; the first fitting answer in
Telegram order takes the whole open stack, and four special cards change how a turn is won.

Play a game in a REPL:

    game, events = Soobrazhariy.new(players, Settings(), seed=7, now=0.0, categories=texts)
    game.handle(Tick(), now=3.0)                                   # the letter is opened
    game.handle(Posted("letter-1", date=3, message_id=10), now=3.1)
    game.handle(Say(player_id=1, text="шарф", date=5, message_id=11), now=5.0)

Answers are public group messages; their order is `(date, message_id)` and the «count to
five» of the special plays is measured on `date`. Everything about *which* answer counts is
in `answers.py`; this module keeps the cards moving.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Sequence
from typing import Any, ClassVar, Literal, Self

from engines.core import Leave, Player, Press, Refusal, Rng, Say, Tick, Vote
from engines.core.commands import Command, Posted
from engines.soobrazhariy import deck
from engines.soobrazhariy.answers import (
    Answer,
    Order,
    bid_answers,
    count_holder,
    counted_in_order,
    first_candidate,
)
from engines.soobrazhariy.bidding import Bidding
from engines.soobrazhariy.challenge import Challenge
from engines.soobrazhariy.events import (
    VOTE_OPTIONS,
    AnswerNoted,
    BiddingStarted,
    BiddingWon,
    BidFailed,
    BidMade,
    BidPassed,
    CandidateNamed,
    CategoryOpened,
    ChallengeClosed,
    ChallengeOpened,
    Event,
    GameOver,
    GameStarted,
    LetterOpened,
    NoAnswer,
    Play,
    PlayAnnounced,
    PlayerLeft,
    PlayerTally,
    SkipPressed,
    SpecialOpened,
    TurnWon,
)
from engines.soobrazhariy.scoring import cards_points, player_score, winners
from engines.soobrazhariy.settings import Settings
from engines.soobrazhariy.turn import RACE_COMPARE, Turn
from engines.words import starts_with_letter

OverReason = Literal["letters-played", "categories-exhausted", "players-left"]
NoAnswerReason = Literal["timeout", "skipped", "nobody-bid"]


class Soobrazhariy:
    kind: ClassVar[str] = "soobrazhariy"
    min_players: ClassVar[int] = 2
    max_players: ClassVar[int] = 10

    def __init__(
        self,
        *,
        players: Sequence[Player],
        settings: Settings,
        categories: Sequence[str],
        rng: Rng,
        category_deck: list[str],
        letter_deck: list[str],
        box_letters: list[str],
        opener: int,
    ) -> None:
        self.players = list(players)  # seat order
        self.present = [p.id for p in players]  # still in the game
        self.settings = settings
        self.categories = list(categories)
        self.rng = rng
        self.category_deck = category_deck  # face down, top card last
        self.letter_deck = letter_deck  # face down, top card last
        self.box_letters = box_letters  # a short game leaves these in the box
        self.open_stack: list[str] = []  # face up, bottom first: the winner takes it all
        self.discard: list[str] = []  # category and special cards out of play
        self.letter_discard: list[str] = []
        self.won: dict[int, list[str]] = {p.id: [] for p in players}
        self.penalties: dict[int, list[str]] = {p.id: [] for p in players}  # letters kept, −2 each
        self.opener = opener
        self.turn: Turn | None = None
        self.turns = 0
        self.letters_opened = 0
        self.now = 0.0  # the latest platform time seen: timers at or before it have been acted on
        self.over_reason: OverReason | None = None

    # ----------------------------------------------------------------- setup

    @classmethod
    def new(
        cls,
        players: Sequence[Player],
        settings: Settings | None = None,
        seed: int = 0,
        now: float = 0.0,
        *,
        categories: Sequence[str],
        letters: str | None = None,
    ) -> tuple[Self, list[Event]]:
        """Shuffle both decks from `seed`, pick a random opener and open the first category.

        `categories` are the ordinary category texts (the content file); `letters` overrides the
        letter faces (e.g. the English content's own letters).
        """
        settings = settings or Settings()
        if letters is not None:
            settings = dataclasses.replace(settings, letters=letters)
        if not settings.min_players <= len(players) <= settings.max_players:
            raise Refusal("player-count", min=settings.min_players, max=settings.max_players)
        rng = Rng(seed)
        category_deck = deck.category_deck(len(categories), settings, rng)
        letter_deck, box = deck.letter_deck(settings, rng)
        opener = rng.choice(players).id
        return cls.from_decks(
            players,
            settings,
            now,
            categories=categories,
            category_deck=category_deck[::-1],
            letter_deck=letter_deck[::-1],
            box_letters=box,
            opener=opener,
            rng=rng,
        )

    @classmethod
    def from_decks(
        cls,
        players: Sequence[Player],
        settings: Settings,
        now: float,
        *,
        categories: Sequence[str],
        category_deck: Sequence[str],
        letter_deck: Sequence[str],
        opener: int,
        box_letters: Sequence[str] = (),
        rng: Rng | None = None,
    ) -> tuple[Self, list[Event]]:
        """A table with the decks laid out as given, top card first, and the first turn opened.

        `new` deals from a seed; this is for puzzles and tests that need a known deal.
        """
        game = cls(
            players=players,
            settings=settings,
            categories=categories,
            rng=rng or Rng(0),
            category_deck=list(reversed(category_deck)),
            letter_deck=list(reversed(letter_deck)),
            box_letters=list(box_letters),
            opener=opener,
        )
        game.now = now
        started = GameStarted(
            players=tuple(p.id for p in players),
            opener=opener,
            letters=len(game.letter_deck),
            categories=len(game.category_deck),
        )
        return game, [started, *game._open_turn(now)]

    # ------------------------------------------------------------ the protocol

    def verify(self, command: Command, now: float) -> None:
        if self.over_reason is not None:
            raise Refusal("game-over")
        if isinstance(command, Tick):
            return
        if isinstance(command, Posted):
            self._verify_posted(command)
        elif isinstance(command, Say):
            self._verify_say(command)
        elif isinstance(command, Press):
            self._verify_press(command, now)
        elif isinstance(command, Vote):
            self._verify_vote(command)
        elif isinstance(command, Leave):
            if command.player_id not in self.present:
                raise Refusal("not-a-player")
        else:
            raise Refusal("unknown-command", type=command.type)

    def can(self, command: Command, now: float) -> bool:
        try:
            self.verify(command, now)
        except Refusal:
            return False
        return True

    def handle(self, command: Command, now: float) -> list[Event]:
        self.verify(command, now)
        self.now = max(self.now, now)
        events = self._apply(command, now)
        return events + self._settle(now)

    def deadline(self) -> float | None:
        """The next moment something may happen without a command (then send a Tick)."""
        t = self.turn
        if self.over_reason is not None or t is None:
            return None
        times: list[float] = []
        if t.phase == "pause" and t.letter_at is not None:
            times.append(t.letter_at)
        elif t.phase == "bidding" and t.bidding is not None and not t.bidding.over:
            times.append(t.bidding.since + self.settings.bid_time)
        elif t.phase == "answering":
            times.append(self._answer_end(t))
            times += [ch.closes_at for ch in t.challenges.values()]
            if t.play == "more":
                times += [self._window_start(t, a) + self.settings.challenge_window for a in t.answers]
            elif t.shown is not None:
                times.append(t.shown_at + self.settings.challenge_window)
                holder = t.answer(t.shown)
                if t.is_race and holder is not None:
                    times.append(holder.date + self.settings.count_time + self.settings.answer_grace)
        future = [time for time in times if time > self.now]
        return min(future) if future else None

    def scores(self) -> dict[int, int]:
        return {p.id: player_score(self.won[p.id], self.penalties[p.id]) for p in self.players}

    def is_over(self) -> bool:
        return self.over_reason is not None

    def category_text(self, card: str) -> str:
        return self.categories[deck.category_index(card)]

    # ---------------------------------------------------------------- checks

    def _answering(self) -> Turn:
        t = self.turn
        if t is None or t.phase != "answering" or t.letter is None:
            raise Refusal("no-letter-yet")
        return t

    def _verify_posted(self, command: Posted) -> None:
        t = self.turn
        if t is None or t.anchor_name != command.anchor or t.anchor is not None:
            raise Refusal("unknown-anchor", anchor=command.anchor)

    def _verify_say(self, command: Say) -> None:
        if command.player_id not in self.present:
            raise Refusal("not-a-player")
        if command.private:
            raise Refusal("answer-in-group")
        t = self._answering()
        assert t.letter is not None
        if t.play == "more" and command.player_id != t.bidder:
            raise Refusal("not-your-play", bidder=t.bidder)
        if not starts_with_letter(command.text, t.letter.lower(), self.settings.lang):
            raise Refusal("wrong-letter", letter=t.letter)
        if t.anchor is not None and (command.date, command.message_id) <= t.anchor:
            raise Refusal("before-letter")
        if t.answer(command.message_id) is not None:
            raise Refusal("duplicate-message")

    def _verify_press(self, command: Press, now: float) -> None:
        if command.player_id not in self.present:
            raise Refusal("not-a-player")
        if command.action == "skip":
            t = self._answering()
            if t.play == "more":
                raise Refusal("cannot-skip-now")
            if command.player_id in t.skips:
                raise Refusal("already-skipped")
        elif command.action == "challenge":
            self._verify_challenge(command, now)
        elif command.action in ("bid", "pass"):
            self._verify_bidding(command)
        else:
            raise Refusal("unknown-action", action=command.action)

    def _verify_challenge(self, command: Press, now: float) -> None:
        t = self._answering()
        answer = t.answer(int(command.arg)) if command.arg.isdigit() else None
        if answer is None:
            raise Refusal("no-such-answer")
        if answer.player_id == command.player_id:
            raise Refusal("own-answer")
        if answer.message_id in t.challenged:
            raise Refusal("already-challenged")
        if answer.message_id in t.accepted:
            raise Refusal("already-accepted")
        if not self._challengeable(t, answer, now):
            raise Refusal("challenge-closed")

    def _challengeable(self, t: Turn, answer: Answer, now: float) -> bool:
        window = self.settings.challenge_window
        if t.play == "more":
            counted = {a.message_id for a in self._bid_counted(t, now)}
            return answer.message_id in counted and now < self._window_start(t, answer) + window
        return answer.message_id == t.shown and now < t.shown_at + window

    def _verify_bidding(self, command: Press) -> None:
        t = self.turn
        if t is None or t.phase != "bidding" or t.bidding is None:
            raise Refusal("no-bidding")
        bidding = t.bidding
        if command.player_id != bidding.current:
            raise Refusal("not-your-bid", bidder=bidding.current)
        if command.action == "pass":
            if bidding.high_bidder is None and bidding.high == 0:
                raise Refusal("opener-must-bid")
            return
        if not command.arg.isdigit():
            raise Refusal("bid-not-a-number")
        amount = int(command.arg)
        if amount < bidding.min_bid:
            raise Refusal("bid-too-low", min_bid=bidding.min_bid)
        if amount > self.settings.max_bid:
            raise Refusal("bid-too-high", max_bid=self.settings.max_bid)

    def _verify_vote(self, command: Vote) -> None:
        t = self.turn
        challenge = None if t is None else t.challenges.get(command.vote_id)
        if challenge is None:
            raise Refusal("vote-closed")
        if command.voter_id not in challenge.voters or command.voter_id not in self.present:
            raise Refusal("not-a-voter")
        if any(option not in (0, 1) for option in command.option_ids):
            raise Refusal("no-such-option")

    # ----------------------------------------------------------------- apply

    def _apply(self, command: Command, now: float) -> list[Event]:
        t = self.turn
        if isinstance(command, Say) and t is not None:
            t.answers.append(
                Answer(command.player_id, command.text, command.date, command.message_id, received_at=now)
            )
        elif isinstance(command, Posted) and t is not None:
            t.anchor = (command.date, command.message_id)
            t.posted_at = now
        elif isinstance(command, Vote) and t is not None:
            t.challenges[command.vote_id].cast(command.voter_id, command.option_ids)
        elif isinstance(command, Press) and t is not None:
            return self._apply_press(t, command, now)
        elif isinstance(command, Leave):
            return self._apply_leave(command.player_id, now)
        return []

    def _apply_press(self, t: Turn, command: Press, now: float) -> list[Event]:
        if command.action == "skip":
            t.skips.add(command.player_id)
            return [
                SkipPressed(
                    turn=t.number,
                    player_id=command.player_id,
                    skips=len(t.skips & set(self.present)),
                    needed=len(self.present) // 2 + 1,
                )
            ]
        if command.action == "challenge":
            return [self._open_challenge(t, int(command.arg), command.player_id, now)]
        assert t.bidding is not None
        if command.action == "bid":
            return self._bid(t, t.bidding, command.player_id, int(command.arg), now, auto=False)
        return self._pass(t, t.bidding, command.player_id, now, timed_out=False)

    def _open_challenge(self, t: Turn, message_id: int, challenger: int, now: float) -> Event:
        answer = t.answer(message_id)
        assert answer is not None and t.letter is not None
        challenge = Challenge(
            vote_id=f"t{t.number}-m{message_id}",
            message_id=message_id,
            challenger=challenger,
            voters=tuple(self.present),
            closes_at=now + self.settings.vote_time,
        )
        t.challenges[challenge.vote_id] = challenge
        t.challenged.add(message_id)
        return ChallengeOpened(
            turn=t.number,
            vote_id=challenge.vote_id,
            message_id=message_id,
            author=answer.player_id,
            text=answer.text,
            category=self.category_text(t.category),
            letter=t.letter,
            challenger=challenger,
            voters=challenge.voters,
            options=VOTE_OPTIONS,
            closes_at=challenge.closes_at,
        )

    def _apply_leave(self, player_id: int, now: float) -> list[Event]:
        self.present.remove(player_id)
        events: list[Event] = [PlayerLeft(player_id=player_id)]
        if len(self.present) < self.settings.min_players:
            return events + self._game_over("players-left")
        t = self.turn
        if t is not None and t.bidding is not None and not t.bidding.over:
            t.bidding.forget(player_id, now)
            if t.bidding.over:
                events += self._bidding_over(t, now)
        return events

    # ------------------------------------------------------------ «Кто больше?»

    def _bid(
        self, t: Turn, bidding: Bidding, player_id: int, amount: int, now: float, auto: bool
    ) -> list[Event]:
        bidding.bid(player_id, amount, now)
        made = BidMade(
            turn=t.number,
            player_id=player_id,
            bid=amount,
            auto=auto,
            next_bidder=bidding.current,
            min_bid=bidding.min_bid,
            until=None if bidding.over else now + self.settings.bid_time,
        )
        return [made, *self._bidding_over(t, now)] if bidding.over else [made]

    def _pass(self, t: Turn, bidding: Bidding, player_id: int, now: float, timed_out: bool) -> list[Event]:
        bidding.pass_(player_id, now)
        passed = BidPassed(
            turn=t.number,
            player_id=player_id,
            timed_out=timed_out,
            next_bidder=bidding.current,
            min_bid=bidding.min_bid,
            until=None if bidding.over else now + self.settings.bid_time,
        )
        return [passed, *self._bidding_over(t, now)] if bidding.over else [passed]

    def _bid_timeout(self, t: Turn, bidding: Bidding, now: float) -> list[Event]:
        assert bidding.current is not None
        if bidding.high_bidder is None and bidding.high == 0:
            return self._bid(t, bidding, bidding.current, 1, now, auto=True)  # the opener must promise
        return self._pass(t, bidding, bidding.current, now, timed_out=True)

    def _bidding_over(self, t: Turn, now: float) -> list[Event]:
        assert t.bidding is not None
        if t.bidding.high_bidder is None:  # everyone who promised left the game
            return self._no_answer(t, "nobody-bid", now)
        t.bidder, t.bid = t.bidding.high_bidder, t.bidding.high
        won = BiddingWon(turn=t.number, player_id=t.bidder, bid=t.bid)
        return [won, *self._open_letter(t, now)]  # no pause: the minute starts with the letter

    def _bid_counted(self, t: Turn, now: float) -> list[Answer]:
        anchor = self._anchor(t, now)
        if anchor is None or t.bidder is None:
            return []
        own = [a for a in t.answers if a.player_id == t.bidder]
        answers = counted_in_order(own, anchor, self.present)
        until = anchor[0] + int(self.settings.more_time)
        return bid_answers(answers, until_date=until, rejected=t.rejected, lang=self.settings.lang)

    def _step_bid(self, t: Turn, now: float) -> list[Event]:
        assert t.bidder is not None
        if t.bidder not in self.present:
            return self._bid_failed(t, 0, now)
        counted = self._bid_counted(t, now)
        for number, answer in enumerate(counted, start=1):
            if answer.message_id not in t.noted:
                t.noted.append(answer.message_id)
                until = self._window_start(t, answer) + self.settings.challenge_window
                return [
                    AnswerNoted(
                        turn=t.number,
                        player_id=answer.player_id,
                        text=answer.text,
                        message_id=answer.message_id,
                        counted=number,
                        bid=t.bid,
                        challenge_until=until,
                    )
                ]
        settled = [a for a in counted if self._settled(t, a, now)]
        if len(settled) >= t.bid:
            return self._win(t, settled[-1], now)
        if now >= self._answer_end(t) and len(counted) < t.bid:
            return self._bid_failed(t, len(counted), now)
        return []

    def _settled(self, t: Turn, answer: Answer, now: float) -> bool:
        if answer.message_id in t.accepted:
            return True
        window_over = now >= self._window_start(t, answer) + self.settings.challenge_window
        return window_over and not t.open_challenge_on(answer.message_id)

    def _window_start(self, t: Turn, answer: Answer) -> float:
        # An answer buffered before the letter message was confirmed is open to challenge from then.
        return max(answer.received_at, t.posted_at if t.posted_at is not None else answer.received_at)

    # -------------------------------------------------- ordinary turn and races

    def _step_race(self, t: Turn, now: float) -> list[Event]:
        candidate = self._candidate(t, now)
        if candidate is None:
            t.shown = None
            if t.challenges:
                return []
            present = set(self.present)
            if 2 * len(t.skips & present) > len(present):
                return self._no_answer(t, "skipped", now)
            if now >= self._answer_end(t):
                return self._no_answer(t, "timeout", now)
            return []
        if candidate.message_id != t.shown:
            t.shown, t.shown_at = candidate.message_id, now
            count_until = candidate.date + self.settings.count_time if t.is_race else None
            return [
                CandidateNamed(
                    turn=t.number,
                    player_id=candidate.player_id,
                    text=candidate.text,
                    message_id=candidate.message_id,
                    challenge_until=now + self.settings.challenge_window,
                    count_until_date=count_until,
                )
            ]
        if t.challenges:
            return []  # a vote may still change who holds the card
        if now >= self._win_at(t, candidate):
            return self._win(t, candidate, now)
        return []

    def _candidate(self, t: Turn, now: float) -> Answer | None:
        anchor = self._anchor(t, now)
        if anchor is None:
            return None
        answers = counted_in_order(t.answers, anchor, self.present)
        until = anchor[0] + int(self.settings.no_answer_time)
        if t.is_race:
            return count_holder(
                answers,
                until_date=until,
                count_time=self.settings.count_time,
                rejected=t.rejected,
                compare=RACE_COMPARE[t.play],  # type: ignore[arg-type]
                lang=self.settings.lang,
            )
        return first_candidate(answers, until_date=until, rejected=t.rejected, lang=self.settings.lang)

    def _win_at(self, t: Turn, candidate: Answer) -> float:
        times = [t.shown_at]
        if candidate.message_id not in t.accepted:
            times.append(t.shown_at + self.settings.challenge_window)
        if t.is_race:
            times.append(candidate.date + self.settings.count_time + self.settings.answer_grace)
        return max(times)

    # ----------------------------------------------------------- the turn loop

    def _settle(self, now: float) -> list[Event]:
        """Act on everything due at `now`, one step at a time, until nothing changes."""
        events: list[Event] = []
        while self.over_reason is None and self.turn is not None:
            step = self._step(self.turn, now)
            if not step:
                break
            events += step
        return events

    def _step(self, t: Turn, now: float) -> list[Event]:
        if t.phase == "pause":
            return self._open_letter(t, now) if t.letter_at is not None and now >= t.letter_at else []
        if t.phase == "bidding":
            assert t.bidding is not None
            if not t.bidding.over and now >= t.bidding.since + self.settings.bid_time:
                return self._bid_timeout(t, t.bidding, now)
            return []
        closed = self._close_votes(t, now)
        if closed:
            return closed
        return self._step_bid(t, now) if t.play == "more" else self._step_race(t, now)

    def _close_votes(self, t: Turn, now: float) -> list[Event]:
        events: list[Event] = []
        for vote_id, challenge in list(t.challenges.items()):
            accepted = challenge.decision(self.present, now)
            if accepted is None:
                continue
            del t.challenges[vote_id]
            (t.accepted if accepted else t.rejected).add(challenge.message_id)
            accept, reject = challenge.tally(self.present)
            events.append(
                ChallengeClosed(
                    turn=t.number,
                    vote_id=vote_id,
                    message_id=challenge.message_id,
                    accepted=accepted,
                    accept_votes=accept,
                    reject_votes=reject,
                )
            )
        return events

    def _anchor(self, t: Turn, now: float) -> Order | None:
        """The letter message's place in Telegram order; if the platform never confirmed it,
        the letter's opening second stands in once the answer time is over."""
        if t.anchor is not None:
            return t.anchor
        if t.opened_at is not None and now >= self._answer_end(t):
            return (int(t.opened_at), 0)
        return None

    def _answer_end(self, t: Turn) -> float:
        assert t.opened_at is not None
        span = self.settings.more_time if t.play == "more" else self.settings.no_answer_time
        return t.opened_at + span + self.settings.answer_grace

    def _open_turn(self, now: float) -> list[Event]:
        self.turns += 1
        events: list[Event] = []
        specials: list[str] = []
        while True:
            if not self.category_deck:
                return events + self._game_over("categories-exhausted")
            card = self.category_deck.pop()
            self.open_stack.append(card)
            if not deck.is_special(card):
                break
            specials.append(card)
            events.append(SpecialOpened(turn=self.turns, opener=self.opener, special=card))
        events.append(
            CategoryOpened(
                turn=self.turns,
                opener=self.opener,
                card=card,
                category=self.category_text(card),
                open_stack=tuple(self.open_stack),
            )
        )
        play: Play = specials[-1] if specials else "ordinary"  # type: ignore[assignment]
        below = self.open_stack[: -2 if specials else -1]
        announced = PlayAnnounced(
            turn=self.turns,
            play=play,
            lower_specials=tuple(c for c in below if deck.is_special(c)),
            points_at_stake=cards_points(self.open_stack),
            last_turn=len(self.letter_deck) == 1,
            letter_at=None if play == "more" else now + self.settings.letter_pause,
        )
        events.append(announced)
        if play != "more":
            self.turn = Turn(self.turns, self.opener, play, card, "pause", letter_at=announced.letter_at)
            return events
        start = self.players.index(next(p for p in self.players if p.id == self.opener))
        seats = [p.id for p in self.players[start:] + self.players[:start] if p.id in self.present]
        bidding = Bidding.start(tuple(seats), now)
        self.turn = Turn(self.turns, self.opener, play, card, "bidding", bidding=bidding)
        events.append(
            BiddingStarted(
                turn=self.turns,
                order=bidding.order,
                bidder=seats[0],
                min_bid=bidding.min_bid,
                until=now + self.settings.bid_time,
            )
        )
        return events

    def _open_letter(self, t: Turn, now: float) -> list[Event]:
        t.letter = self.letter_deck.pop()
        self.letters_opened += 1
        t.anchor_name = f"letter-{self.letters_opened}"
        t.phase, t.opened_at = "answering", now
        return [
            LetterOpened(
                turn=t.number,
                letter=t.letter,
                anchor=t.anchor_name,
                play=t.play,
                last_turn=not self.letter_deck,
                answer_until=self._answer_end(t) - self.settings.answer_grace,
                bidder=t.bidder,
                bid=t.bid if t.bidder is not None else None,
            )
        ]

    def _win(self, t: Turn, answer: Answer, now: float) -> list[Event]:
        winner = answer.player_id
        cards = tuple(self.open_stack)
        self.won[winner] += self.open_stack
        self.open_stack = []
        assert t.letter is not None
        self.letter_discard.append(t.letter)
        next_opener = t.opener if t.play == "more" else winner  # «Кто больше?»: the opener again
        won = TurnWon(
            turn=t.number,
            winner=winner,
            text=answer.text,
            message_id=answer.message_id,
            cards=cards,
            points=cards_points(cards),
            next_opener=next_opener,
        )
        return [won, *self._end_turn(next_opener, now)]

    def _no_answer(self, t: Turn, reason: NoAnswerReason, now: float) -> list[Event]:
        if t.letter is not None:
            self.letter_discard.append(t.letter)
        event = NoAnswer(
            turn=t.number,
            letter=t.letter,
            reason=reason,
            open_stack=tuple(self.open_stack),
            next_opener=t.opener,
        )
        return [event, *self._end_turn(t.opener, now)]

    def _bid_failed(self, t: Turn, counted: int, now: float) -> list[Event]:
        assert t.bidder is not None and t.letter is not None
        category = self.open_stack.pop()
        special = self.open_stack.pop()  # the «Кто больше?» in force lies right under the category
        self.discard += [special, category]
        self.penalties[t.bidder].append(t.letter)
        failed = BidFailed(
            turn=t.number,
            bidder=t.bidder,
            bid=t.bid,
            counted=counted,
            discarded=(special, category),
            penalty_letter=t.letter,
            open_stack=tuple(self.open_stack),
            next_opener=t.opener,
        )
        return [failed, *self._end_turn(t.opener, now)]

    def _end_turn(self, next_opener: int, now: float) -> list[Event]:
        self.turn = None  # open challenges die with the turn; the presenter stops their polls
        if not self.letter_deck:
            return self._game_over("letters-played")
        self.opener = self._seated_from(next_opener)
        return self._open_turn(now)

    def _seated_from(self, player_id: int) -> int:
        """`player_id` if still playing, else the next player still in the game in seat order."""
        ids = [p.id for p in self.players]
        start = ids.index(player_id)
        around = ids[start:] + ids[:start]
        return next(pid for pid in around if pid in self.present)

    def _game_over(self, reason: OverReason) -> list[Event]:
        t = self.turn
        if t is not None and t.letter is not None:
            self.letter_discard.append(t.letter)  # a letter opened in an unfinished turn
        self.turn = None
        self.over_reason = reason
        scores = self.scores()
        tallies = tuple(
            PlayerTally(
                player_id=p.id,
                won=tuple(self.won[p.id]),
                penalty_letters=tuple(self.penalties[p.id]),
                score=scores[p.id],
            )
            for p in self.players
        )
        return [GameOver(reason=reason, tallies=tallies, winners=winners(scores))]

    # ------------------------------------------------------------------ JSON

    def to_json(self) -> dict[str, Any]:
        return {
            "kind": self.kind,
            "players": [p.to_json() for p in self.players],
            "present": list(self.present),
            "settings": self.settings.to_json(),
            "categories": list(self.categories),
            "rng": self.rng.to_json(),
            "category_deck": list(self.category_deck),
            "letter_deck": list(self.letter_deck),
            "box_letters": list(self.box_letters),
            "open_stack": list(self.open_stack),
            "discard": list(self.discard),
            "letter_discard": list(self.letter_discard),
            "won": [[pid, list(cards)] for pid, cards in self.won.items()],
            "penalties": [[pid, list(cards)] for pid, cards in self.penalties.items()],
            "opener": self.opener,
            "turn": None if self.turn is None else self.turn.to_json(),
            "turns": self.turns,
            "letters_opened": self.letters_opened,
            "now": self.now,
            "over_reason": self.over_reason,
        }

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> Self:
        game = cls(
            players=[Player.from_json(p) for p in data["players"]],
            settings=Settings.from_json(data["settings"]),
            categories=[str(c) for c in data["categories"]],
            rng=Rng.from_json(int(data["rng"])),
            category_deck=[str(c) for c in data["category_deck"]],
            letter_deck=[str(c) for c in data["letter_deck"]],
            box_letters=[str(c) for c in data["box_letters"]],
            opener=int(data["opener"]),
        )
        game.present = [int(p) for p in data["present"]]
        game.open_stack = [str(c) for c in data["open_stack"]]
        game.discard = [str(c) for c in data["discard"]]
        game.letter_discard = [str(c) for c in data["letter_discard"]]
        game.won = {int(pid): [str(c) for c in cards] for pid, cards in data["won"]}
        game.penalties = {int(pid): [str(c) for c in cards] for pid, cards in data["penalties"]}
        game.turn = None if data["turn"] is None else Turn.from_json(data["turn"])
        game.turns = int(data["turns"])
        game.letters_opened = int(data["letters_opened"])
        game.now = float(data["now"])
        game.over_reason = data["over_reason"]
        return game
