"""Соображарий: category + letter, the first fitting answer takes the open stack; four special plays."""

from engines.soobrazhariy.commands import Bid, ChallengeAnswer, Pass, Skip
from engines.soobrazhariy.content import RUSSIAN_LETTERS, Category, SoobrazhariyContent, SpecialNames
from engines.soobrazhariy.deck import SPECIALS, is_category, is_special
from engines.soobrazhariy.events import ACCEPT, REJECT, VOTE_OPTIONS, Event, GameEvent, Play, game_events
from engines.soobrazhariy.game import Soobrazhariy
from engines.soobrazhariy.reasons import Reason
from engines.soobrazhariy.scoring import card_points, player_score
from engines.soobrazhariy.settings import Settings

__all__ = [
    "ACCEPT",
    "REJECT",
    "RUSSIAN_LETTERS",
    "SPECIALS",
    "VOTE_OPTIONS",
    "Bid",
    "Category",
    "ChallengeAnswer",
    "Event",
    "GameEvent",
    "Pass",
    "Play",
    "Reason",
    "Settings",
    "Skip",
    "Soobrazhariy",
    "SoobrazhariyContent",
    "SpecialNames",
    "card_points",
    "game_events",
    "is_category",
    "is_special",
    "player_score",
]
