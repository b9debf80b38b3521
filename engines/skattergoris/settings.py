"""Every default of Скаттергорис in one place (rules text 001 + shared/seeds/README.md).

`SkattergorisSettings` is what a chat chooses in /settings; the language of the die and of judging
is not a setting: it is the chat's language when the game starts (`die_language`), kept in the state.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from engines.core import FIRST_RULES, duration

CATEGORIES_PER_LIST = 12
RECENT_ROUNDS = 8  # a chat does not get a list it played in its last 8 rounds while others remain
MAX_EXTRA_ROUNDS = 2  # a tie at the top after the last round: up to two extra rounds, then a shared win

MIN_PLAYERS = 2
MAX_PLAYERS = 10  # the box seats 2–6; the bot allows up to 10
ROUNDS_RANGE = (1, 5)
TIMER_DEFAULT = 180.0
TIMER_SPEED = (150.0, 120.0)  # the three marks on the box's timer
TIMER_RANGE = (60.0, 300.0)  # a custom timer, as /settings offers it

# The box's 20-sided die. Russian faces follow README; the hard die adds the awkward letters.
# English has one die (A–P, R, S, T, W): its "hard" die is the same die.
DIE_FACES: dict[str, dict[str, tuple[str, ...]]] = {
    "ru": {
        "standard": tuple("АБВГДЗИКЛМНОПРСТУФХШ"),
        "hard": tuple("АБВГДЗИКЛМНОПРСТУФХШ" + "ЕЖЧЭЯ"),
    },
    "en": {
        "standard": tuple("ABCDEFGHIJKLMNOPRSTW"),
        "hard": tuple("ABCDEFGHIJKLMNOPRSTW"),
    },
}


def die_language(locale: str) -> str:
    """The language a game in `locale` is played in: its die and its judging. A language without a
    die of its own («de», «en-US» resolves to «en») plays with the Russian die."""
    language = locale.replace("_", "-").split("-")[0].lower()
    return language if language in DIE_FACES else "ru"


def die_faces(language: str, hard: bool) -> tuple[str, ...]:
    return DIE_FACES[die_language(language)]["hard" if hard else "standard"]


@dataclass(frozen=True, slots=True)
class SkattergorisSettings:
    """One chat's choices for a game; the defaults are the box's.

    Times are platform-clock seconds (`duration`, so GAME_TIME_SCALE reaches them). `review_time`
    counts from the moment no challenge poll is open (the start of the review, or the closing of
    the last poll).
    """

    rounds: int = 3
    # TIMER_RANGE is what a chat may choose; the engine takes any positive timer, because
    # GAME_TIME_SCALE multiplies every timer (demos and tests run a 180 s round in seconds).
    timer: float = duration(TIMER_DEFAULT)
    hard_die: bool = False  # «трудный кубик»: the Russian die with Е Ж Ч Э Я
    bonus: bool = False  # «Дополнительные очки»: a point per word starting with the key letter
    challenge_time: float = duration(45.0)
    review_time: float = duration(90.0)
    answer_grace: float = duration(2.0)
    # The rulings the game was started under (`engines.core.settings.RULES`); a game stored
    # before there was a choice has the first.
    rules: int = FIRST_RULES

    def __post_init__(self) -> None:
        if not ROUNDS_RANGE[0] <= self.rounds <= ROUNDS_RANGE[1]:
            raise ValueError(f"rounds must be within {ROUNDS_RANGE}")
        if self.timer <= 0:
            raise ValueError("timer must be positive")
        if self.challenge_time <= 0 or self.review_time <= 0 or self.answer_grace < 0:
            raise ValueError("times must be positive")

    @classmethod
    def speed(cls, mark: int = 0, **changes: Any) -> SkattergorisSettings:
        """Speed mode: the first (150 s) or second (120 s) mark of the timer."""
        return cls(timer=TIMER_SPEED[mark], **changes)
