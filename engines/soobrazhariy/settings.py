"""Every tunable of Соображарий in one place (defaults from `shared/seeds/README.md`).

Times are seconds. The `duration(…)` fields run on the platform clock (GAME_TIME_SCALE scales
them); `count_time` is compared with Telegram's whole-second `date`s and is not scaled. The
language answers are judged in and the letter faces are not settings: they come with the game
(`new(..., locale=…, content=…)`).
"""

from __future__ import annotations

from dataclasses import dataclass

from engines.core import FIRST_RULES, duration


@dataclass(frozen=True, slots=True)
class Settings:
    letter_copies: int = 2  # 26 letters × 2 = 52 letter cards
    special_copies: int = 2  # of each of the four special cards
    short_game: bool = False  # the chat setting: play only `short_game_letters` letter cards
    short_game_letters: int = 26
    letter_pause: float = duration(3.0)  # from the category to the letter
    challenge_window: float = duration(8.0)  # «Оспорить» stays open this long after an answer is named
    no_answer_time: float = duration(45.0)  # from the letter: no valid answer by then -> the letter goes
    # From the letter: nobody has a valid answer by then -> «Пропустить» is offered. Not on the
    # letter itself: a turn answered quickly (most are) costs no write for a button nobody needs.
    skip_after: float = duration(15.0)
    count_time: int = 5  # «Кто последний?» family: Telegram seconds to take over the last answer
    more_time: float = duration(60.0)  # «Кто больше?»: the bidder's minute, from the letter
    vote_time: float = duration(30.0)  # a challenge poll closes after this even if not everyone voted
    # …counted from when the poll is in the chat. Flood limits can hold the bot's letter or poll
    # back: its time runs from when it is posted; one never posted (a failed send) is waited for
    # this long, then its time runs anyway.
    post_wait: float = duration(60.0)
    bid_time: float = duration(30.0)  # «Кто больше?»: a player silent this long passes (the opener bids 1)
    max_bid: int = 20
    answer_grace: float = duration(2.0)  # a deadline closing answers fires this much later (date is floored)
    # The first platform's rulings: every answer stands unless a player challenges it, and a vote
    # closes as soon as half the voters reject. Games it stored replay with them, as they were
    # played; every new game has the referee of issue 14 (rulings 1 and 6) and the next category
    # said with the claim (issue 15.10).
    first_rulings: bool = False
    # The rulings the game was started under (`engines.core.settings.RULES`); a game stored
    # before there was a choice has the first.
    rules: int = FIRST_RULES

    def letters_in_game(self, faces: int) -> int:
        """Letter cards dealt from `faces` different letters (fewer in a short game)."""
        full = faces * self.letter_copies
        return min(full, self.short_game_letters) if self.short_game else full
