"""A test hook: «Нет слов» dealt from cards laid out by hand instead of shuffled from the seed.

Not part of the product: a test-only engine class whose `new` deals as usual and then lays the
cards out as a `KnownDeal` says (no card lost or doubled), and the game's spec with that class as
its rules. The platform cannot tell it apart from the real game; a replay deals it the same way.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Self

from bot.games.netslov import SPEC
from bot.games.spec import GameSpec
from engines.core import Memory, Player
from engines.netslov import Event, GameStarted, HandShown, NetSlov, NetSlovContent, NetSlovSettings


@dataclass(frozen=True, slots=True)
class KnownDeal:
    conversation: str  # the letters on the table, in the order laid (nobody has laid one yet)
    hands: tuple[str, ...] = ()  # black letters by seat (join order); a seat not named gets three
    deck_top: str = ""  # drawn first
    first_seat: int = 0  # who moves first (index into the seats)


def lay_out(game: NetSlov, deal: KnownDeal) -> None:
    s, board = game.state, game.board
    free = sorted(board.everywhere())
    for place in (s.deck, s.conversation, s.showcase, s.discard, *s.hands.values(), *s.penalties.values()):
        place.clear()

    def take(letter: str) -> int:
        card = next(c for c in free if board.letter(c) == letter)
        free.remove(card)
        return card

    seats = [p.id for p in s.players]
    s.conversation.extend(take(letter) for letter in deal.conversation)
    for seat, letters in zip(seats, deal.hands, strict=False):
        s.hands[seat].extend(take(letter) for letter in letters)
    top = [take(letter) for letter in deal.deck_top]
    for seat in seats:
        while len(s.hands[seat]) < s.settings.hand_size:
            black = next(c for c in reversed(free) if not board.cards[c].red)
            free.remove(black)
            s.hands[seat].append(black)
    s.showcase.extend(c for c in free if board.cards[c].red)
    s.deck.extend(c for c in free if not board.cards[c].red)
    s.deck.extend(reversed(top))
    s.latest_mover = None
    s.mover = seats[deal.first_seat]
    assert sorted(board.everywhere()) == list(range(len(board.cards)))


def dealing(deal: KnownDeal) -> type[NetSlov]:
    class Dealt(NetSlov):
        @classmethod
        def new(
            cls, players: Sequence[Player], settings: NetSlovSettings, seed: int, now: float, *,
            content: NetSlovContent, locale: str, memory: Memory,
        ) -> tuple[Self, list[Event]]:
            game, _ = super().new(players, settings, seed, now, content=content, locale=locale, memory=memory)
            lay_out(game, deal)
            seats = tuple(p.id for p in players)
            mover = game.state.mover
            assert mover is not None
            events: list[Event] = [GameStarted(seats, mover, content.red_count, content.black_count)]
            events += [HandShown(p, game.hand(p)) for p in seats]
            return game, [*events, game.board.table_shown(game.phase())]

    return Dealt


def spec_with_deal(deal: KnownDeal) -> GameSpec[NetSlovSettings, NetSlovContent, NetSlov]:
    engine = dealing(deal)
    return dataclasses.replace(SPEC, rules=engine, engine_type=engine)
