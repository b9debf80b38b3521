"""Доббль, the collect-from-the-centre variant: spot the symbol your top card shares with the centre card.

A game in a REPL (this example is run by the tests):

>>> from engines.core import Player, Posted, PressedAt, Say, Tick, serial
>>> from locales import load_content
>>> content = serial.load(DobbleContent, load_content("ru", "dobble"))
>>> players = [Player(1, "Аня"), Player(2, "Боб")]
>>> game, events = Dobble.new(players, DobbleSettings(), seed=7, now=0.0,
...                           content=content, locale="ru", memory={})
>>> [type(e).__name__ for e in events], events[0].centre_count
(['GameStarted', 'Countdown'], 53)
>>> events = game.handle(Tick(), now=3.0)  # «3… 2… 1…», the cards turn over
>>> [type(e).__name__ for e in events]
['Countdown', 'Countdown', 'CentreOpened']
>>> centre = events[-1]
>>> [s.name for s in centre.card.symbols][:4]
['звезда', 'облако', 'бомба', 'пингвин']
>>> _ = game.handle(Posted(centre.anchor, date=3, message_id=40), now=3.1)  # the table is in the chat
>>> # Боб types a symbol of the centre card that is not on his own card: a miss, and he is locked.
>>> missed = game.handle(Say(2, "звезда", date=4, message_id=41), now=4.0)[0]
>>> type(missed).__name__, missed.on_centre, missed.on_own, missed.locked
('ClaimMissed', True, False, True)
>>> # Аня presses the button of the symbol her top card shares with the centre card.
>>> spider = next(s.id for s in centre.card.symbols if s.name == "паук")
>>> press = ClaimSymbol(player_id=1, card=centre.card.id, symbol=spider, at=PressedAt(4, 41, 1))
>>> [type(e).__name__ for e in game.handle(press, now=4.2)]  # held for the settle time
['ClaimHeld']
>>> taken, opened = game.handle(Tick(), now=5.2)
>>> type(taken).__name__, taken.player_id, taken.symbol.name, taken.count, type(opened).__name__
('CardTaken', 1, 'паук', 2, 'CentreOpened')
"""

from engines.dobble.claims import is_match, name_index, symbol_named
from engines.dobble.commands import ClaimSymbol
from engines.dobble.content import DobbleContent, Symbol
from engines.dobble.deck import CARDS, DECK_SIZE, SYMBOLS, SYMBOLS_PER_CARD, card_symbols, projective_plane
from engines.dobble.events import (
    CardTaken,
    CardView,
    CentreOpened,
    CentreUnposted,
    ClaimHeld,
    ClaimMissed,
    Countdown,
    Event,
    GameEvent,
    GameOver,
    GameStarted,
    LocksCleared,
    PileCount,
    PlayerLeft,
    SymbolView,
    TopCard,
    game_events,
)
from engines.dobble.game import Dobble
from engines.dobble.reasons import Reason
from engines.dobble.settings import MAX_PLAYERS, MIN_PLAYERS, DobbleSettings

__all__ = [
    "CARDS",
    "DECK_SIZE",
    "MAX_PLAYERS",
    "MIN_PLAYERS",
    "SYMBOLS",
    "SYMBOLS_PER_CARD",
    "CardTaken",
    "CardView",
    "CentreOpened",
    "CentreUnposted",
    "ClaimHeld",
    "ClaimMissed",
    "ClaimSymbol",
    "Countdown",
    "Dobble",
    "DobbleContent",
    "DobbleSettings",
    "Event",
    "GameEvent",
    "GameOver",
    "GameStarted",
    "LocksCleared",
    "PileCount",
    "PlayerLeft",
    "Reason",
    "Symbol",
    "SymbolView",
    "TopCard",
    "card_symbols",
    "game_events",
    "is_match",
    "name_index",
    "projective_plane",
    "symbol_named",
]
