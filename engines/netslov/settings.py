"""Every default of «Нет слов» in one place (rules page 2 and shared/seeds/README.md)."""

from __future__ import annotations

from dataclasses import dataclass

from engines.core import FIRST_RULES, duration

MIN_PLAYERS = 2
MAX_PLAYERS = 6
# A conversation starts with this many random red letters, and starts again when fewer remain.
OPENING_REDS = 2


@dataclass(frozen=True, slots=True)
class NetSlovSettings:
    penalty_limit: int = 10  # the game ends when a player's personal discard holds this many letters
    hand_size: int = 3  # black letters each player holds, hidden
    min_word_length: int = 3  # «слово из 3 или более букв»
    # The rules let the players agree beforehand to allow proper names or slang.
    allow_proper_names: bool = False
    allow_slang: bool = False
    # Claims heard within this window are judged together in Telegram order (two players shouting at
    # once): the earliest first, the next on what remains. 0 judges each claim as it comes.
    claim_window: float = duration(2.0)
    vote_seconds: float = duration(45.0)  # the poll on a word the dictionary does not know
    # The penalised player picks who moves next; when they do not, the opponent on their left moves
    # (the turn goes on clockwise as if nothing had happened).
    choice_seconds: float = duration(20.0)
    missed_words: int = 5  # common words left on the final table that the final event offers
    # The rulings the game was started under (`engines.core.settings.RULES`); a game stored
    # before there was a choice has the first.
    rules: int = FIRST_RULES
    # How common an offered missed word must be (the toolkit's zipf10: 40 = everyday words).
    missed_word_commonness: int = 40
