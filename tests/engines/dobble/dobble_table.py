"""A table of Доббль for the tests: players, content, and a game driven like the chat drives it.

`Table` keeps the chat's clock and message ids: `say` types a message, `press` presses a symbol's
button, `tick` lets time pass, `post` confirms the centre card's picture. `stage` puts chosen cards
on a player's pile or in the centre (swapping them with where they lay, so the deck stays whole).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from functools import cache

from engines.core import Command, Event, Player, Posted, PressedAt, Say, Tick, serial
from engines.dobble import CARDS, CentreOpened, ClaimSymbol, Dobble, DobbleContent, DobbleSettings
from locales import load_content

ANN, BOB, VIKA, LIZA, MAX = 1, 2, 3, 4, 5
NAMES = {ANN: "Аня", BOB: "Борис", VIKA: "Вика", LIZA: "Лиза", MAX: "Макс"}


@cache
def content(lang: str = "ru") -> DobbleContent:
    return serial.load(DobbleContent, load_content(lang, "dobble"))


def symbol_id(name: str, lang: str = "ru") -> int:
    return next(i for i, s in enumerate(content(lang).symbols) if s.name == name)


def players(*ids: int) -> list[Player]:
    return [Player(i, NAMES.get(i, f"P{i}")) for i in ids]


def common(a: int, b: int) -> int:
    """The one symbol two deck cards share."""
    (shared,) = set(CARDS[a]) & set(CARDS[b])
    return shared


@dataclass
class Table:
    game: Dobble
    events: list[Event]
    now: float = 0.0
    message_id: int = 100
    update_id: int = 5000
    journal: list[tuple[Command, float]] = field(default_factory=list)

    @classmethod
    def start(cls, *ids: int, seed: int = 7, settings: DobbleSettings | None = None,
              lang: str = "ru", open_centre: bool = True) -> Table:
        game, events = Dobble.new(players(*ids), settings or DobbleSettings(), seed, 0.0,
                                  content=content(lang), locale=lang, memory={})
        table = cls(game, list(events))
        if open_centre:
            table.turn_over()
            table.post()
        return table

    # -- what is on the table -------------------------------------------------------------------

    @property
    def state(self):  # type: ignore[no-untyped-def]
        return self.game.state

    def top(self, player: int) -> int:
        pile = self.state.pile(player)
        assert pile is not None
        return pile.top

    @property
    def centre(self) -> int:
        assert self.state.centre is not None
        return self.state.centre.card

    def match(self, player: int) -> int:
        """The symbol the player's top card shares with the centre card."""
        return common(self.top(player), self.centre)

    def miss(self, player: int) -> int:
        """A symbol of the centre card that is not on the player's top card."""
        return next(s for s in CARDS[self.centre] if s != self.match(player))

    def name(self, symbol: int, lang: str = "ru") -> str:
        return content(lang).symbols[symbol].name

    def last_opened(self) -> CentreOpened:
        return next(e for e in reversed(self.events) if isinstance(e, CentreOpened))

    # -- the chat -------------------------------------------------------------------------------

    def handle(self, command: Command, at: float | None = None) -> list[Event]:
        if at is not None:
            self.now = max(self.now, at)
        events = list(self.game.handle(command, self.now))
        self.journal.append((command, self.now))
        self.events += events
        return events

    def next_id(self) -> int:
        self.message_id += 1
        return self.message_id

    def say(self, player: int, text: str, *, date: int | None = None, message_id: int | None = None,
            after: float = 0.1) -> list[Event]:
        self.now += after
        msg = Say(player, text, int(self.now) if date is None else date,
                  self.next_id() if message_id is None else message_id)
        return self.handle(msg)

    def claim(self, player: int, symbol: int | None = None, **kwargs: int | float) -> list[Event]:
        """Type the name of `symbol` (by default the player's match)."""
        return self.say(player, self.name(self.match(player) if symbol is None else symbol), **kwargs)  # type: ignore[arg-type]

    def press(self, player: int, symbol: int | None = None, *, card: int | None = None,
              after_message_id: int | None = None, date: int | None = None,
              after: float = 0.1) -> list[Event]:
        self.now += after
        self.update_id += 1
        at = PressedAt(int(self.now) if date is None else date,
                       self.message_id if after_message_id is None else after_message_id, self.update_id)
        chosen = self.match(player) if symbol is None else symbol
        return self.handle(ClaimSymbol(player_id=player, at=at, card=self.centre if card is None else card,
                                       symbol=chosen))

    def tick(self, to: float | None = None) -> list[Event]:
        deadline = self.game.deadline()
        target = to if to is not None else deadline
        assert target is not None, "nothing is due"
        return self.handle(Tick(), at=target)

    def turn_over(self) -> None:
        while self.state.phase == "countdown":
            self.tick()

    def post(self) -> list[Event]:
        c = self.state.centre
        assert c is not None
        return self.handle(Posted(c.anchor_name, int(self.now), self.next_id()))

    def settle(self) -> list[Event]:
        """Let the settle time pass (the award), and post the next centre card's picture."""
        events = self.tick()
        if self.state.centre is not None and self.state.centre.anchor is None:
            events += self.post()
        return events

    def take(self, player: int) -> list[Event]:
        """`player` names their match and, after the settle time, takes the centre card."""
        self.claim(player)
        return self.settle()

    # -- staging --------------------------------------------------------------------------------

    def _slots(self) -> list[list[int]]:
        s = self.state
        slots = [pile.cards for pile in s.piles] + [s.stack]
        return slots

    def _swap(self, card: int, into: list[int], index: int) -> None:
        s = self.state
        old = into[index]
        if old == card:
            return
        for cards in self._slots():
            for i, c in enumerate(cards):
                if c == card:
                    cards[i] = old
                    into[index] = card
                    return
        if s.centre is not None and s.centre.card == card:
            s.centre.card = old
            into[index] = card
            return
        raise AssertionError(f"card {card} is nowhere")

    def stage(self, *, top: dict[int, int] | None = None, centre: int | None = None,
              next_centre: Sequence[int] = ()) -> None:
        """Put chosen cards in place; the cards they replace go where the chosen ones were."""
        s = self.state
        for player, card in (top or {}).items():
            pile = s.pile(player)
            assert pile is not None
            self._swap(card, pile.cards, len(pile.cards) - 1)
        if centre is not None:
            assert s.centre is not None
            if s.centre.card != centre:
                old = s.centre.card
                holder = next(cards for cards in self._slots() if centre in cards)
                holder[holder.index(centre)] = old
                s.centre.card = centre
        for i, card in enumerate(next_centre):
            self._swap(card, s.stack, i)

    def cards_in_play(self) -> list[int]:
        s = self.state
        cards = [c for pile in s.piles for c in pile.cards] + list(s.stack)
        if s.centre is not None:
            cards.append(s.centre.card)
        return cards
