"""Every tunable of Соображарий in one place (defaults from `shared/seeds/README.md`).

Times are seconds. `count_time` is compared with Telegram's whole-second `date`s; the
others run on the platform clock.
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass
from typing import Any

RUSSIAN_LETTERS = "АБВГДЕЖЗИКЛМНОПРСТУФХЦЧШЭЯ"  # the 26 letters of the box


@dataclass(frozen=True, slots=True)
class Settings:
    min_players: int = 2
    max_players: int = 10
    lang: str = "ru"  # how answers are compared (engines.words)
    letters: str = RUSSIAN_LETTERS  # one letter card face per character
    letter_copies: int = 2  # 26 letters × 2 = 52 letter cards
    special_copies: int = 2  # of each of the four special cards
    short_game: bool = False  # the chat setting: play only `short_game_letters` letter cards
    short_game_letters: int = 26
    letter_pause: float = 3.0  # from the category to the letter
    challenge_window: float = 8.0  # «Оспорить» stays open this long after an answer is named
    no_answer_time: float = 45.0  # from the letter: no valid answer by then -> the letter is discarded
    count_time: int = 5  # «Кто последний?» family: Telegram seconds to take over the last answer
    more_time: float = 60.0  # «Кто больше?»: the bidder's minute, from the letter
    vote_time: float = 30.0  # a challenge poll closes after this even if not everyone voted
    # …counted from when the poll is in the chat. Flood limits can hold the bot's letter or poll
    # back: its time runs from when it is posted; one never posted (a failed send) is waited for
    # this long, then its time runs anyway.
    post_wait: float = 60.0
    bid_time: float = 30.0  # «Кто больше?»: a player silent this long passes (the opener bids 1)
    max_bid: int = 20
    answer_grace: float = 2.0  # a deadline closing answers fires this much later (date is floored)

    def letters_in_game(self) -> int:
        full = len(self.letters) * self.letter_copies
        return min(full, self.short_game_letters) if self.short_game else full

    def to_json(self) -> dict[str, Any]:
        return dataclasses.asdict(self)

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> Settings:
        names = {f.name for f in dataclasses.fields(cls)}
        return cls(**{k: v for k, v in data.items() if k in names})
