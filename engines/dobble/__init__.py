"""Доббль, the collect-from-the-centre variant: spot the symbol your top card shares with the centre card."""

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
