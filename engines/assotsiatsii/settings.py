"""«Ассоциации» settings: every default in one place (shared/seeds/README.md, section «Ассоциации»)."""

from __future__ import annotations

from dataclasses import dataclass

from engines.core import FIRST_RULES, duration

# What /settings offers (the engine itself takes any value: GAME_TIME_SCALE shrinks the timers).
TRACK_LENGTHS = (20, 30, 40)
GUESS_TIMES = (60, 90, 120, 180)

# Poll option ids of a near-match vote: the first option says "the same word", the second "no".
YES, NO = 0, 1


@dataclass(frozen=True, slots=True)
class AssotsiatsiiSettings:
    track_length: int = 30  # the final round starts after the round in which someone reaches it
    guess_time: float = duration(90.0)  # the hourglass: seconds for the guesses (60–180 in /settings)
    leader_time: float = duration(120.0)  # a leader who has not laid cards and a word by then loses the lead
    vote_time: float = duration(60.0)  # how long a near-match poll stays open
    answer_grace: float = duration(2.0)  # on-time guesses still arriving after the deadline count
    hand_size: int = 6
    min_laid: int = 3  # the leader lays at least this many cards
    max_guesses: int = 3  # per player per round, and the associations of the final round
    final_words: int = 6  # leader words laid in the final round (all of them if fewer)
    text_mode: bool = False  # the presenter draws the track as text instead of a picture
    min_players: int = 3
    max_players: int = 8
    # The rulings the game was started under (`engines.core.settings.RULES`); a game stored
    # before there was a choice has the first.
    rules: int = FIRST_RULES
