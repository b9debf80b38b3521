"""Соображарий as a pure engine: open a category, then a letter; the first fitting answer in
Telegram order takes the whole open stack, and four special cards change how a turn is won.

Play a game in a REPL:

    content = SoobrazhariyContent.of_texts(["Предмет одежды", "Город"])
    game, events = Soobrazhariy.new(players, Settings(), seed=7, now=0.0, content=content,
                                    locale="ru", memory={})
    game.handle(Tick(), now=3.0)                                   # the letter is opened
    game.handle(Posted("letter-1", date=3, message_id=10), now=3.1)
    game.handle(Say(player_id=1, text="шарф", date=5, message_id=11), now=5.0)

A turn's phases are in `phases/` (opening, «Кто больше?» bidding, the letter, the ending), each
with its checks, what a command does and what happens by itself; `course.py` hands each command and
moment to the phase in progress. This module is the engine's face: setting up, the protocol,
the table's players, JSON.
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
    Refusal,
    Rng,
    serial,
    verified,
)
from engines.soobrazhariy import course, deck, rulings
from engines.soobrazhariy.cards import Cards
from engines.soobrazhariy.content import SoobrazhariyContent
from engines.soobrazhariy.events import Event, GameStarted, PlayerLeft
from engines.soobrazhariy.phases import bidding, ending
from engines.soobrazhariy.reasons import Reason
from engines.soobrazhariy.scoring import player_score, winners
from engines.soobrazhariy.settings import Settings
from engines.soobrazhariy.state import State
from engines.soobrazhariy.turn import Turn


class Soobrazhariy:
    kind: ClassVar[str] = "soobrazhariy"
    min_players: ClassVar[int] = 2
    max_players: ClassVar[int] = 10

    def __init__(self, state: State, content: SoobrazhariyContent) -> None:
        self.state = state
        self.content = content

    # ----------------------------------------------------------------- setup

    @classmethod
    def new(
        cls,
        players: Sequence[Player],
        settings: Settings,
        seed: int,
        now: float,
        *,
        content: SoobrazhariyContent,
        locale: str,
        memory: Memory,
    ) -> tuple[Self, list[Event]]:
        """Shuffle both decks from `seed`, pick a random opener and open the first category.

        The letter cards are the content's letters; answers are judged in `locale`.
        """
        if not cls.min_players <= len(players) <= cls.max_players:
            raise Refusal(Reason.PLAYER_COUNT, min=cls.min_players, max=cls.max_players)
        rng = Rng(seed)
        category_deck = deck.category_deck(len(content.categories), settings, rng)
        letter_deck, box = deck.letter_deck(content.letters, settings, rng)
        opener = rng.choice(players).id
        return cls.from_decks(
            players,
            settings,
            now,
            content=content,
            locale=locale,
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
        content: SoobrazhariyContent,
        category_deck: Sequence[str],
        letter_deck: Sequence[str],
        opener: int,
        locale: str = "ru",
        box_letters: Sequence[str] = (),
        rng: Rng | None = None,
    ) -> tuple[Self, list[Event]]:
        """A table with the decks laid out as given, top card first, and the first turn opened.

        `new` deals from a seed; this is for puzzles and tests that need a known deal.
        """
        ids = [p.id for p in players]
        cards = Cards.deal(list(reversed(category_deck)), list(reversed(letter_deck)), list(box_letters), ids)
        state = State(
            players=list(players),
            present=ids,
            settings=settings,
            lang=locale,
            letters=content.letters,
            rng=rng or Rng(0),
            cards=cards,
            opener=opener,
            now=now,
        )
        game = cls(state, content)
        started = GameStarted(
            players=tuple(ids),
            opener=opener,
            letters=len(cards.letter_deck),
            categories=len(cards.category_deck),
        )
        return game, [started, *course.start(state, content, now)]

    @classmethod
    def from_json(cls, data: JsonDict, *, content: SoobrazhariyContent) -> Self:
        return cls(serial.load(State, data), content)

    def to_json(self) -> JsonDict:
        return serial.dump_dict(self.state)

    # ------------------------------------------------------------ the protocol

    def verify(self, command: Command, now: float) -> None:
        s = self.state
        if s.over_reason is not None:
            raise Refusal(Reason.GAME_OVER)
        course.verify(command, now, s)

    def can(self, command: Command, now: float) -> bool:
        return verified(self, command, now)

    def handle(self, command: Command, now: float) -> list[Event]:
        self.verify(command, now)
        s = self.state
        s.now = max(s.now, now)
        if isinstance(command, Leave):
            events = self._apply_leave(command.player_id, now)
            return events + course.settle(s, self.content, now) + bidding.goes_on(s)
        return course.apply(s, self.content, command, now) + course.settle(s, self.content, now)

    def deadline(self) -> float | None:
        """The next moment the game may change by itself: send a Tick then."""
        s = self.state
        if s.over_reason is not None or s.turn is None:
            return None
        future = [time for time in rulings.timers(s.turn, s.settings) if time > s.now]
        return min(future) if future else None

    def scores(self) -> dict[int, int]:
        cards = self.state.cards
        return {p.id: player_score(cards.won[p.id], cards.penalties[p.id]) for p in self.state.players}

    def winners(self) -> list[int]:
        return list(winners(self.scores()))

    def is_over(self) -> bool:
        return self.state.over_reason is not None

    # ------------------------------------------------------- reading the table

    @property
    def players(self) -> list[Player]:
        return self.state.players

    @property
    def present(self) -> list[int]:
        return self.state.present

    @property
    def settings(self) -> Settings:
        return self.state.settings

    @property
    def cards(self) -> Cards:
        return self.state.cards

    @property
    def turn(self) -> Turn | None:
        return self.state.turn

    @property
    def opener(self) -> int:
        return self.state.opener

    def category_text(self, card: str) -> str:
        return self.content.category_text(deck.category_index(card))

    # ---------------------------------------------------------------- leaving

    def _apply_leave(self, player_id: int, now: float) -> list[Event]:
        s = self.state
        s.present.remove(player_id)
        events: list[Event] = [PlayerLeft(player_id=player_id)]
        if len(s.present) < self.min_players:
            return events + ending.game_over(s, "players-left")
        if s.turn is not None:
            events += bidding.player_left(s, self.content, s.turn, player_id, now)
        return events  # answers, votes and skips of a player who left stop counting in `rulings`
