"""The buttons of Скаттергорис as engine commands.

Each carries the round (and «Готово» the phase) its button was shown in: a press on a button left
over from an earlier round or phase is refused as stale instead of acting on the current one — a
double tap on the sheet's «Готово» must not also end the review.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar, Literal

from engines.core import Press, register_command

RoundPhase = Literal["answering", "review"]
# A private `Say` may open with it (`/a 3 кит`: an answer typed in the group, seen by its sender and
# the bot only); the rest is read as sheet lines.
ANSWER_COMMAND = "a"


@register_command
@dataclass(frozen=True, slots=True, kw_only=True)
class Done(Press):
    """«Готово»: under the sheet (answering) or under the review status (review)."""

    type: ClassVar[str] = "skattergoris-done"
    round: int
    phase: RoundPhase


@register_command
@dataclass(frozen=True, slots=True, kw_only=True)
class Challenge(Press):
    """Challenge `author`'s answer in `row` (1-based) — or, pressed by its author, defend it."""

    type: ClassVar[str] = "skattergoris-challenge"
    round: int
    row: int
    author: int
