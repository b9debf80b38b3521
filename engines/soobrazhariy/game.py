"""Соображарий as a pure engine: open a category, then a letter; the first fitting answer in
Telegram order takes the whole open stack, and four special cards change how a turn is won.

Play a game in a REPL:

    game, events = Soobrazhariy.new(players, Settings(), seed=7, now=0.0, categories=texts)
    game.handle(Tick(), now=3.0)                                   # the letter is opened
    game.handle(Posted("letter-1", date=3, message_id=10), now=3.1)
    game.handle(Say(player_id=1, text="шарф", date=5, message_id=11), now=5.0)

Which answer counts is read from the turn by `rulings.py`, checks are in `checks.py`, the
cards live in `cards.py`; this module runs the turn: opening, bidding, answering, paying out.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Sequence
from typing import Any, ClassVar, Literal, Self

from engines.core import Leave, Player, Press, Refusal, Rng, Say, Vote
from engines.core.commands import Command, Posted
from engines.soobrazhariy import checks, deck, rulings
from engines.soobrazhariy.answers import Answer
from engines.soobrazhariy.bidding import Bidding
from engines.soobrazhariy.cards import Cards
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
    ChallengeDropped,
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
from engines.soobrazhariy.turn import Turn

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
        cards: Cards,
    ) -> None:
        self.players = list(players)  # seat order
        self.present = [p.id for p in players]  # still in the game
        self.settings = settings
        self.categories = list(categories)
        self.rng = rng
        self.cards = cards
        self.opener = self.players[0].id
        self.turn: Turn | None = None
        self.turns = 0
        self.letters_opened = 0
        self.now = 0.0  # the latest platform time seen: timers up to it have been acted on
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
        letter faces (the content's own letters, e.g. English).
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
        ids = [p.id for p in players]
        cards = Cards.deal(list(reversed(category_deck)), list(reversed(letter_deck)), list(box_letters), ids)
        game = cls(players=players, settings=settings, categories=categories, rng=rng or Rng(0), cards=cards)
        game.opener, game.now = opener, now
        started = GameStarted(
            players=tuple(p.id for p in players),
            opener=opener,
            letters=len(cards.letter_deck),
            categories=len(cards.category_deck),
        )
        return game, [started, *game._open_turn(now)]

    # ------------------------------------------------------------ the protocol

    def verify(self, command: Command, now: float) -> None:
        if self.over_reason is not None:
            raise Refusal("game-over")
        checks.verify(command, now, self.turn, self.present, self.settings)

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
        """The next moment the game may change by itself: send a Tick then."""
        if self.over_reason is not None or self.turn is None:
            return None
        future = [time for time in rulings.timers(self.turn, self.settings) if time > self.now]
        return min(future) if future else None

    def scores(self) -> dict[int, int]:
        return {p.id: player_score(self.cards.won[p.id], self.cards.penalties[p.id]) for p in self.players}

    def is_over(self) -> bool:
        return self.over_reason is not None

    def category_text(self, card: str) -> str:
        return self.categories[deck.category_index(card)]

    # ----------------------------------------------------------------- apply

    def _apply(self, command: Command, now: float) -> list[Event]:
        t = self.turn
        if isinstance(command, Leave):
            return self._apply_leave(command.player_id, now)
        assert t is not None  # checks let nothing else through between turns
        if isinstance(command, Say):
            t.answers.append(Answer(command.player_id, command.text, command.date, command.message_id, now))
        elif isinstance(command, Posted) and (vote := checks.posted_vote(t, command.anchor)) is not None:
            # A poll can go out late (Telegram's flood limits): the players get the whole vote time
            # from when they can see it, not from the press that opened it.
            vote.posted, vote.closes_at = True, now + self.settings.vote_time
        elif isinstance(command, Posted):
            t.anchor, t.posted_at = (command.date, command.message_id), now
        elif isinstance(command, Vote):
            t.challenges[command.vote_id].cast(command.voter_id, command.option_ids)
        elif isinstance(command, Press):
            return self._apply_press(t, command, now)
        return []

    def _apply_press(self, t: Turn, command: Press, now: float) -> list[Event]:
        if command.action == "skip":
            t.skips.add(command.player_id)
            skips = len(t.skips & set(self.present))
            needed = len(self.present) // 2 + 1
            return [SkipPressed(turn=t.number, player_id=command.player_id, skips=skips, needed=needed)]
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
            # Until its poll is posted (`Posted(vote_anchor)` sets the real time): the longest wait.
            closes_at=now + self.settings.post_wait + self.settings.vote_time,
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
        return events  # answers, votes and skips of a player who left stop counting in `rulings`

    # ----------------------------------------------------- «Кто больше?» bidding

    def _bid(
        self, t: Turn, bidding: Bidding, player_id: int, amount: int, now: float, auto: bool
    ) -> list[Event]:
        bidding.bid(player_id, amount, now)
        until = None if bidding.over else now + self.settings.bid_time
        made = BidMade(t.number, player_id, amount, auto, bidding.current, bidding.min_bid, until)
        return [made, *self._bidding_over(t, now)] if bidding.over else [made]

    def _pass(self, t: Turn, bidding: Bidding, player_id: int, now: float, timed_out: bool) -> list[Event]:
        bidding.pass_(player_id, now)
        until = None if bidding.over else now + self.settings.bid_time
        passed = BidPassed(t.number, player_id, timed_out, bidding.current, bidding.min_bid, until)
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

    # ------------------------------------------------------------ the turn loop

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
            events.append(ChallengeClosed(t.number, vote_id, challenge.message_id, accepted, accept, reject))
        return events

    def _step_race(self, t: Turn, now: float) -> list[Event]:
        """Ordinary turn and the «Кто последний?» family: name the candidate, pay it out."""
        candidate = rulings.candidate(t, self.settings, self.present, now)
        if candidate is None:
            t.shown = None
            if t.challenges:
                return []
            present = set(self.present)
            if 2 * len(t.skips & present) > len(present):
                return self._no_answer(t, "skipped", now)
            if now >= rulings.answer_end(t, self.settings):
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
        if now >= rulings.win_at(t, self.settings, candidate):
            return self._win(t, candidate, now)
        return []

    def _step_bid(self, t: Turn, now: float) -> list[Event]:
        """«Кто больше?»: note each new answer; pay out once the promise is safely kept."""
        assert t.bidder is not None
        if t.bidder not in self.present:
            return self._bid_failed(t, 0, now)
        counted = rulings.bid_counted(t, self.settings, self.present, now)
        for number, answer in enumerate(counted, start=1):
            if answer.message_id not in t.noted:
                t.noted.append(answer.message_id)
                until = rulings.window_start(t, answer) + self.settings.challenge_window
                author, text, mid = answer.player_id, answer.text, answer.message_id
                return [AnswerNoted(t.number, author, text, mid, number, t.bid, until)]
        settled = [a for a in counted if rulings.settled(t, self.settings, a, now)]
        if len(settled) >= t.bid:
            return self._win(t, settled[-1], now)
        if now >= rulings.answer_end(t, self.settings) and len(counted) < t.bid:
            return self._bid_failed(t, len(counted), now)
        return []

    # ------------------------------------------------------- opening and paying

    def _open_turn(self, now: float) -> list[Event]:
        """Open cards until an ordinary category lies on top; the last special opened is in force."""
        self.turns += 1
        events: list[Event] = []
        specials: list[str] = []
        while True:
            card = self.cards.open_category()
            if card is None:
                return events + self._game_over("categories-exhausted")
            if not deck.is_special(card):
                break
            specials.append(card)
            events.append(SpecialOpened(turn=self.turns, opener=self.opener, special=card))
        stack = self.cards.open_stack
        events.append(CategoryOpened(self.turns, self.opener, card, self.category_text(card), tuple(stack)))
        play: Play = specials[-1] if specials else "ordinary"  # type: ignore[assignment]
        below = stack[: -2 if specials else -1]  # under the special in force (or the category)
        announced = PlayAnnounced(
            turn=self.turns,
            play=play,
            lower_specials=tuple(c for c in below if deck.is_special(c)),
            points_at_stake=cards_points(stack),
            last_turn=len(self.cards.letter_deck) == 1,
            letter_at=None if play == "more" else now + self.settings.letter_pause,
        )
        events.append(announced)
        if play != "more":
            self.turn = Turn(self.turns, self.opener, play, card, "pause", letter_at=announced.letter_at)
            return events
        ids = [p.id for p in self.players]
        start = ids.index(self.opener)
        seats = tuple(pid for pid in ids[start:] + ids[:start] if pid in self.present)
        bidding = Bidding.start(seats, now)
        self.turn = Turn(self.turns, self.opener, play, card, "bidding", bidding=bidding)
        until = now + self.settings.bid_time
        return [*events, BiddingStarted(self.turns, seats, seats[0], bidding.min_bid, until)]

    def _open_letter(self, t: Turn, now: float) -> list[Event]:
        t.letter = self.cards.draw_letter()
        self.letters_opened += 1
        t.anchor_name = f"letter-{self.letters_opened}"
        t.phase, t.opened_at = "answering", now
        return [
            LetterOpened(
                turn=t.number,
                letter=t.letter,
                anchor=t.anchor_name,
                play=t.play,
                last_turn=not self.cards.letter_deck,
                answer_until=rulings.answer_end(t, self.settings) - self.settings.answer_grace,
                bidder=t.bidder,
                bid=t.bid if t.bidder is not None else None,
            )
        ]

    def _win(self, t: Turn, answer: Answer, now: float) -> list[Event]:
        winner = answer.player_id
        cards = self.cards.take_stack(winner)
        assert t.letter is not None
        self.cards.letter_discard.append(t.letter)
        next_opener = t.opener if t.play == "more" else winner  # «Кто больше?»: the opener again
        points = cards_points(cards)
        won = TurnWon(t.number, winner, answer.text, answer.message_id, cards, points, next_opener)
        return [won, *self._end_turn(next_opener, now)]

    def _no_answer(self, t: Turn, reason: NoAnswerReason, now: float) -> list[Event]:
        """The letter goes to the discard; the categories stay face up for the same opener."""
        if t.letter is not None:
            self.cards.letter_discard.append(t.letter)
        event = NoAnswer(t.number, t.letter, reason, tuple(self.cards.open_stack), t.opener)
        return [event, *self._end_turn(t.opener, now)]

    def _bid_failed(self, t: Turn, counted: int, now: float) -> list[Event]:
        assert t.bidder is not None and t.letter is not None
        discarded = self.cards.discard_top_two()
        self.cards.penalties[t.bidder].append(t.letter)
        failed = BidFailed(
            turn=t.number,
            bidder=t.bidder,
            bid=t.bid,
            counted=counted,
            discarded=discarded,
            penalty_letter=t.letter,
            open_stack=tuple(self.cards.open_stack),
            next_opener=t.opener,
        )
        return [failed, *self._end_turn(t.opener, now)]

    def _end_turn(self, next_opener: int, now: float) -> list[Event]:
        dropped = self._drop_challenges()
        if not self.cards.letter_deck:
            return dropped + self._game_over("letters-played")
        ids = [p.id for p in self.players]
        start = ids.index(next_opener)  # a winner who left hands the opening to the next seat
        self.opener = next(pid for pid in ids[start:] + ids[:start] if pid in self.present)
        return dropped + self._open_turn(now)

    def _drop_challenges(self) -> list[Event]:
        """End the turn; polls still open decide nothing any more."""
        t, self.turn = self.turn, None
        if t is None:
            return []
        return [ChallengeDropped(t.number, vote_id, ch.message_id) for vote_id, ch in t.challenges.items()]

    def _game_over(self, reason: OverReason) -> list[Event]:
        t = self.turn
        if t is not None and t.letter is not None:
            self.cards.letter_discard.append(t.letter)  # a letter opened in an unfinished turn
        dropped = self._drop_challenges()
        self.over_reason = reason
        scores = self.scores()
        tallies = tuple(
            PlayerTally(p.id, tuple(self.cards.won[p.id]), tuple(self.cards.penalties[p.id]), scores[p.id])
            for p in self.players
        )
        return [*dropped, GameOver(reason=reason, tallies=tallies, winners=winners(scores))]

    # ------------------------------------------------------------------ JSON

    def to_json(self) -> dict[str, Any]:
        return {
            "kind": self.kind,
            "players": [p.to_json() for p in self.players],
            "present": list(self.present),
            "settings": self.settings.to_json(),
            "categories": list(self.categories),
            "rng": self.rng.to_json(),
            "cards": self.cards.to_json(),
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
            cards=Cards.from_json(data["cards"]),
        )
        game.present = [int(p) for p in data["present"]]
        game.opener = int(data["opener"])
        game.turn = None if data["turn"] is None else Turn.from_json(data["turn"])
        game.turns = int(data["turns"])
        game.letters_opened = int(data["letters_opened"])
        game.now = float(data["now"])
        game.over_reason = data["over_reason"]
        return game
