"""Every default of Скаттергорис in one place (rules text 001 + shared/seeds/README.md)."""

from __future__ import annotations

from dataclasses import asdict, dataclass
from typing import Any, Literal

CATEGORIES_PER_LIST = 12
RECENT_ROUNDS = 8  # a chat does not get a list it played in its last 8 rounds while others remain
MAX_EXTRA_ROUNDS = 2  # a tie at the top after the last round: up to two extra rounds, then a shared win

MIN_PLAYERS = 2
MAX_PLAYERS = 10  # the box seats 2–6; the bot allows up to 10
ROUNDS_RANGE = (1, 5)
TIMER_DEFAULT = 180.0
TIMER_SPEED = (150.0, 120.0)  # the three marks on the box's timer
TIMER_RANGE = (60.0, 300.0)  # a custom timer

DieKind = Literal["standard", "hard"]

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


@dataclass(frozen=True, slots=True)
class SkattergorisSettings:
    """One chat's choices for a game; the defaults are the box's.

    Times are seconds. `review_time` counts from the moment no challenge poll is open
    (the start of the review, or the closing of the last poll).
    """

    rounds: int = 3
    timer: float = TIMER_DEFAULT
    die: DieKind = "standard"
    bonus: bool = False  # «Дополнительные очки»: a point per word starting with the key letter
    challenge_time: float = 45.0
    review_time: float = 90.0
    answer_grace: float = 2.0
    min_players: int = MIN_PLAYERS
    max_players: int = MAX_PLAYERS
    language: str = "ru"

    def __post_init__(self) -> None:
        if not ROUNDS_RANGE[0] <= self.rounds <= ROUNDS_RANGE[1]:
            raise ValueError(f"rounds must be within {ROUNDS_RANGE}")
        # TIMER_RANGE is what a chat may choose; the engine takes any positive timer, because
        # GAME_TIME_SCALE multiplies every timer (demos and tests run a 180 s round in seconds).
        if self.timer <= 0:
            raise ValueError("timer must be positive")
        if self.language not in DIE_FACES:
            raise ValueError(f"no die for language {self.language!r}")
        if self.die not in DIE_FACES[self.language]:
            raise ValueError(f"unknown die {self.die!r}")
        if self.challenge_time <= 0 or self.review_time <= 0 or self.answer_grace < 0:
            raise ValueError("times must be positive")
        if not 1 <= self.min_players <= self.max_players:
            raise ValueError("min_players must be within 1..max_players")

    @property
    def faces(self) -> tuple[str, ...]:
        return DIE_FACES[self.language][self.die]

    def to_json(self) -> dict[str, Any]:
        return asdict(self)

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> SkattergorisSettings:
        return cls(**data)

    @classmethod
    def speed(cls, mark: int = 0, **changes: Any) -> SkattergorisSettings:
        """Speed mode: the first (150 s) or second (120 s) mark of the timer."""
        return cls(timer=TIMER_SPEED[mark], **changes)
