"""A table of «Нет слов» for the engine tests: players, a clock, Telegram message ids, rigged cards."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace
from typing import TypeVar

from engines.core import Command, Player, PressedAt, Say, Tick, Vote, serial
from engines.netslov import (
    ChooseNextMover,
    Event,
    NetSlov,
    NetSlovContent,
    NetSlovSettings,
    PlayFromHand,
    PlayFromShowcase,
)
from locales import load_content

ANN, BOB, CAT, DAN = 1, 2, 3, 4
NAMES = {ANN: "Аня", BOB: "Боб", CAT: "Катя", DAN: "Даня"}
RED = "АЕИО"

E = TypeVar("E", bound=Event)


def content() -> NetSlovContent:
    return serial.load(NetSlovContent, load_content("ru", "netslov"))


class Table:
    """One game, driven like a chat: `say`, `lay`, `red`, `choose`, `vote`, `advance`."""

    def __init__(self, seats: Sequence[int] = (ANN, BOB, CAT), *, seed: int = 1, **settings: object) -> None:
        self.settings = replace(NetSlovSettings(claim_window=0), **settings)  # type: ignore[arg-type]
        self.players = [Player(p, NAMES[p]) for p in seats]
        self.seed = seed
        self.now = 0.0
        self.message_id = 100
        self.update_id = 1000
        self.journal: list[Command] = []
        self.times: list[float] = []  # the `now` each journalled command came at
        self.game, self.started = NetSlov.new(self.players, self.settings, seed, 0.0, content=content(),
                                              locale="ru", memory={})
        self.events: list[Event] = list(self.started)

    # -- commands ----------------------------------------------------------------------------------

    def handle(self, command: Command) -> list[Event]:
        events = self.game.handle(command, self.now)  # raises Refusal before anything is journalled
        self.journal.append(command)
        self.times.append(self.now)
        self.events += events
        return events

    def say(self, player: int, text: str, *, message_id: int | None = None) -> list[Event]:
        if message_id is None:
            self.message_id += 1
            message_id = self.message_id
        return self.handle(Say(player, text, date=int(self.now), message_id=message_id))

    def claim(self, player: int, word: str) -> list[Event]:
        return self.say(player, f"Не говори {word.upper()}!")

    def _at(self) -> PressedAt:
        self.update_id += 1
        return PressedAt(int(self.now), self.message_id, self.update_id)

    def lay(self, player: int | None = None, slot: int = 0) -> list[Event]:
        """The mover (or `player`) lays the black letter in hand slot `slot`."""
        who = self.game.state.mover if player is None else player
        assert who is not None
        return self.handle(PlayFromHand(player_id=who, at=self._at(), turn=self.game.state.turn, slot=slot))

    def lay_letter(self, letter: str, player: int | None = None) -> list[Event]:
        """The mover lays `letter`: from the hand if it is black, from the showcase if red."""
        who = self.game.state.mover if player is None else player
        assert who is not None
        if letter in RED:
            card = next(c for c in self.game.state.showcase if self.game.board.letter(c) == letter)
            return self.handle(PlayFromShowcase(player_id=who, at=self._at(), turn=self.game.state.turn,
                                                card=card))
        return self.lay(who, self.game.hand(who).index(letter))

    def choose(self, player: int, *, myself: bool) -> list[Event]:
        choice = self.game.state.choice
        number = choice.number if choice else 0
        return self.handle(ChooseNextMover(player_id=player, at=self._at(), choice=number, myself=myself))

    def vote(self, voter: int, option: int | None) -> list[Event]:
        poll = self.game.state.poll
        assert poll is not None
        return self.handle(Vote(poll.vote_id, voter, () if option is None else (option,)))

    def advance(self, seconds: float) -> list[Event]:
        self.now += seconds
        return self.handle(Tick())

    # -- reading -----------------------------------------------------------------------------------

    def last(self, kind: type[E]) -> E:
        return next(e for e in reversed(self.events) if isinstance(e, kind))

    def all(self, kind: type[E]) -> list[E]:
        return [e for e in self.events if isinstance(e, kind)]

    def conversation(self) -> str:
        return "".join(self.game.board.conversation_letters())

    def showcase(self) -> str:
        return "".join(sorted(self.game.board.letter(c) for c in self.game.state.showcase))

    def penalty_letters(self, player: int) -> str:
        return "".join(self.game.board.letter(c) for c in self.game.state.penalties[player])

    # -- rigging the cards ---------------------------------------------------------------------------

    def rig(
        self, conversation: str, *, hands: dict[int, str] | None = None, latest: int | None = None,
        mover: int | None = None, deck_top: str = "",
    ) -> None:
        """Lay out the cards: the conversation's letters (in order), some hands, every red not in the
        conversation on show, every other card in the deck (`deck_top` drawn first). No card is lost."""
        s = self.game.state
        board = self.game.board
        free = sorted(board.everywhere())
        for place in (s.deck, s.conversation, s.showcase, s.discard, *s.hands.values(),
                      *s.penalties.values()):
            place.clear()

        def take(letter: str) -> int:
            card = next(c for c in free if board.letter(c) == letter)
            free.remove(card)
            return card

        s.conversation.extend(take(letter) for letter in conversation)
        for player, letters in (hands or {}).items():
            s.hands[player].extend(take(letter) for letter in letters)
        top = [take(letter) for letter in deck_top]
        for player in s.active:  # hands not named get the usual three cards, from what is left
            while player not in (hands or {}) and len(s.hands[player]) < self.settings.hand_size:
                black = next(c for c in reversed(free) if not board.cards[c].red)
                free.remove(black)
                s.hands[player].append(black)
        s.showcase.extend(c for c in free if board.cards[c].red)
        s.deck.extend(c for c in free if not board.cards[c].red)
        s.deck.extend(reversed(top))
        s.latest_mover = latest
        if mover is not None:
            s.mover = mover
        assert sorted(board.everywhere()) == list(range(84))
