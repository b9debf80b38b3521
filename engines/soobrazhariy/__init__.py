"""Соображарий: category + letter, the first fitting answer takes the open stack; four special plays."""

from engines.soobrazhariy.deck import SPECIALS, category_texts, content_kwargs, special_names
from engines.soobrazhariy.events import ACCEPT, REJECT, VOTE_OPTIONS, Event, Play
from engines.soobrazhariy.game import Soobrazhariy
from engines.soobrazhariy.scoring import card_points, player_score
from engines.soobrazhariy.settings import RUSSIAN_LETTERS, Settings

__all__ = [
    "ACCEPT",
    "REJECT",
    "RUSSIAN_LETTERS",
    "SPECIALS",
    "VOTE_OPTIONS",
    "Event",
    "Play",
    "Settings",
    "Soobrazhariy",
    "card_points",
    "category_texts",
    "content_kwargs",
    "player_score",
    "special_names",
]
