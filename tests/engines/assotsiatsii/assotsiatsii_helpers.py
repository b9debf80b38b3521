"""A table of players driving the «Ассоциации» engine, checking the state after every command.

After each accepted command the state goes through JSON and the game continues from the copy, so every
test also proves that a restarted bot (state from the database) plays on the same way. A refused command
must leave the state as it was. Every accepted command is journalled with its `now`, for replay tests.
"""

from __future__ import annotations

import json
from collections.abc import Iterable, Sequence
from dataclasses import replace
from functools import cache
from typing import TypeVar

import pytest

from engines.assotsiatsii import (
    NO,
    YES,
    Assotsiatsii,
    AssotsiatsiiContent,
    AssotsiatsiiSettings,
    Done,
    Event,
    RoundScored,
    ToggleCard,
    VoteOpened,
)
from engines.assotsiatsii.leader_word import en_clash, ru_clash
from engines.assotsiatsii.state import AssotsiatsiiState, Round, Seat
from engines.core import (
    Command,
    JsonDict,
    Leave,
    Player,
    Posted,
    PressedAt,
    Refusal,
    Say,
    Tick,
    Unreachable,
    Vote,
)
from engines.core.commands import command_from_json, command_to_json
from locales import load_content

E = TypeVar("E", bound=Event)

OLEG, ANYA, VIKA, DIMA, ZHENYA, KOSTYA = (
    Player(1, "Олег"), Player(2, "Аня"), Player(3, "Вика"), Player(4, "Дима"), Player(5, "Женя"),
    Player(6, "Костя"),
)
PLAYERS = (OLEG, ANYA, VIKA, DIMA, ZHENYA, KOSTYA)
T0 = 1_767_000_000.0

# Words the tests write as leader words and guesses: the test decks leave out every card that might
# share a root with one of them, so a random hand never makes a test's word refused.
TEST_WORDS = {
    "ru": ("облако", "небо", "игра", "тайна", "патриот", "патриотизм", "вход", "выход", "космонавт",
           "праздник", "звезда", "ёлка", "рыба", "осень", "кошка", "дом", "лес"),
    "en": ("cloud", "sky", "game", "secret", "patriot", "patriotism", "entrance", "exit", "astronaut",
           "holiday", "star", "fish"),
}


def only(events: Sequence[Event], kind: type[E]) -> E:
    found = [event for event in events if isinstance(event, kind)]
    assert len(found) == 1, f"expected one {kind.__name__}, got {found}"
    return found[0]


def every(events: Sequence[Event], kind: type[E]) -> list[E]:
    return [event for event in events if isinstance(event, kind)]


@cache
def safe_deck(lang: str = "ru") -> AssotsiatsiiContent:
    clash = ru_clash if lang == "ru" else en_clash
    cards = load_content(lang, "assotsiatsii")["cards"]
    kept = [card for card in cards if not any(clash(word, card) for word in TEST_WORDS[lang])]
    return AssotsiatsiiContent(tuple(kept))


class Table:
    def __init__(
        self, players: Sequence[Player] = PLAYERS[:4], settings: AssotsiatsiiSettings | None = None, *,
        seed: int = 1, lang: str = "ru", content: AssotsiatsiiContent | None = None, roundtrip: bool = True,
    ) -> None:
        self.settings = settings or AssotsiatsiiSettings()
        self.content = content or safe_deck(lang)
        self.players = tuple(players)
        self.seed, self.lang, self.roundtrip = seed, lang, roundtrip
        self.now = T0
        self.message_id = 0
        self.update_id = 0
        self.game, start = Assotsiatsii.new(players, self.settings, seed, T0, content=self.content,
                                            locale=lang, memory={})
        self.events: list[Event] = list(start)
        self.journal: list[tuple[JsonDict, float]] = []

    # ---- the engine -------------------------------------------------------------------------------

    @property
    def s(self) -> AssotsiatsiiState:
        return self.game.state

    @property
    def current(self) -> Round:
        assert self.s.current is not None, "no round is laid now"
        return self.s.current

    def seat(self, player_id: int) -> Seat:
        seat = self.s.seat(player_id)
        assert seat is not None
        return seat

    def do(self, command: Command, *, now: float | None = None) -> list[Event]:
        when = self.now if now is None else now
        events = list(self.game.handle(command, when))
        self.journal.append((command_to_json(command), when))
        if self.roundtrip:
            data = json.loads(json.dumps(self.game.to_json()))
            copy = Assotsiatsii.from_json(data, content=self.content)
            assert copy.to_json() == self.game.to_json(), "state survives JSON"
            self.game = copy
        self.events += events
        return events

    def refused(self, command: Command, *, now: float | None = None) -> Refusal:
        before = json.dumps(self.game.to_json(), sort_keys=True)
        with pytest.raises(Refusal) as caught:
            self.game.handle(command, self.now if now is None else now)
        assert json.dumps(self.game.to_json(), sort_keys=True) == before, "a refusal changes nothing"
        assert not self.game.can(command, self.now if now is None else now)
        return caught.value

    def replay(self) -> Assotsiatsii:
        game, _ = Assotsiatsii.new(self.players, self.settings, self.seed, T0, content=self.content,
                                   locale=self.lang, memory={})
        for data, when in self.journal:
            game.handle(command_from_json(json.loads(json.dumps(data))), when)
        return game

    # ---- the table's moves ------------------------------------------------------------------------

    def at(self) -> PressedAt:
        self.update_id += 1
        return PressedAt(int(self.now), self.message_id, self.update_id)

    def advance(self, seconds: float) -> None:
        self.now += seconds

    def tick(self, now: float | None = None) -> list[Event]:
        if now is not None:
            self.now = now
        return self.do(Tick())

    def say(self, player_id: int, text: str, *, date: int | None = None, private: bool = True,
            now: float | None = None) -> list[Event]:
        self.message_id += 1
        say = Say(player_id, text, int(self.now) if date is None else date, self.message_id, private)
        return self.do(say, now=now)

    def say_refused(self, player_id: int, text: str, *, date: int | None = None, private: bool = True,
                    now: float | None = None) -> Refusal:
        self.message_id += 1
        say = Say(player_id, text, int(self.now) if date is None else date, self.message_id, private)
        return self.refused(say, now=now)

    @property
    def leader(self) -> int:
        turn = self.s.turn
        assert turn is not None, "no leader's turn now"
        return int(turn.leader_id)

    @property
    def round(self) -> int:
        return int(self.s.round)

    def hand(self, player_id: int) -> list[str]:
        return [self.content.cards[card] for card in self.seat(player_id).hand]

    def pick(self, *cards: int) -> list[Event]:
        events: list[Event] = []
        for card in cards:
            events += self.do(ToggleCard(player_id=self.leader, at=self.at(), round=self.round, card=card))
        return events

    def lay(self, word: str, cards: Iterable[int] = (0, 1, 2)) -> list[Event]:
        """The current leader picks `cards` (places in the hand) and writes `word`."""
        leader = self.leader
        events = self.pick(*cards)
        return events + self.say(leader, word)

    def guessers(self) -> list[int]:
        r = self.s.current
        assert r is not None
        return list(r.sheets)

    def others(self) -> list[int]:
        """Players other than the current round's leader still in the game, in join order."""
        r = self.s.current
        leader = r.leader_id if r is not None else self.leader
        return [p.id for p in self.players if p.id != leader and not self.seat(p.id).left]

    def done(self, player_id: int) -> list[Event]:
        return self.do(Done(player_id=player_id, at=self.at(), round=self.round))

    def time_up(self) -> list[Event]:
        """The platform's Tick at `deadline()`."""
        deadline = self.game.deadline()
        assert deadline is not None
        return self.tick(deadline)

    def votes(self) -> list[VoteOpened]:
        r = self.s.current
        opened = [event for event in self.events if isinstance(event, VoteOpened)]
        return [event for event in opened if r is not None and event.round == r.number]

    def vote(self, vote_id: str, voter: int, *options: int) -> list[Event]:
        return self.do(Vote(vote_id, voter, tuple(options)))

    def play_round(self, word: str, guesses: dict[int, str]) -> RoundScored:
        """A whole round: the leader lays (cards 0-2) and writes `word`; each guesser writes; time is up."""
        self.lay(word)
        for player_id, text in guesses.items():
            self.say(player_id, text)
        events = self.time_up()
        return only(events, RoundScored)


def short_settings(**changes: object) -> AssotsiatsiiSettings:
    return replace(AssotsiatsiiSettings(), **changes)  # type: ignore[arg-type]


def a_whole_game() -> Table:
    """A game with a lost lead, a vote, an unreachable leader, a player leaving, a posted anchor, a final."""
    table = Table(PLAYERS[:5], settings=short_settings(track_length=8), seed=11)
    table.pick(0, 1)
    table.tick(T0 + 120)  # the first leader loses the lead
    table.now = T0 + 130
    table.lay("облако")
    a, b, c, d = table.others()
    table.do(Posted(table.current.anchor, int(table.now) + 1, 900))
    table.say(a, "облако\nпатриот")
    table.say(b, "патриотизм\nдождь")
    table.say(c, "облако")
    table.say(d, "дождь")
    for vote in every(table.time_up(), VoteOpened):
        for voter in table.s.active:
            table.vote(vote.vote_id, voter, YES if voter % 2 else NO)
    table.now = table.game.deadline() or table.now
    table.do(Unreachable(table.leader))
    table.now += 5
    table.lay("небо", cards=(2, 0, 1, 5))
    a, b, c, d = table.others()
    table.say(a, "небо")
    table.do(Leave(b))
    table.say(c, "небо\nзвезда")
    table.time_up()
    while not table.game.is_over():
        if table.s.phase == "final":
            for player in table.s.active:
                table.say(player, "игра\nпраздник")
            table.time_up()
        elif table.s.phase == "leading":
            table.play_round("игра", {table.others()[0]: "игра"})
        else:
            table.tick(table.game.deadline())
    return table
