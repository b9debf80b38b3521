"""The buttons of Соображарий as engine commands: each carries what ties it to its turn or answer,
so a button left over from an earlier letter or bidding is refused instead of acting on this one.

`turn` is None only in games journalled before the buttons carried it (`bot/games/soobrazhariy/
legacy.py`): such a press is taken to mean the current turn, as it was then.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from engines.core import Press, register_command


@register_command
@dataclass(frozen=True, slots=True, kw_only=True)
class Skip(Press):
    """«Пропустить» under the letter of turn `turn`."""

    type: ClassVar[str] = "soobrazhariy-skip"
    turn: int | None = None


@register_command
@dataclass(frozen=True, slots=True, kw_only=True)
class ChallengeAnswer(Press):
    """«Оспорить» on the answer message `message_id` (an answer of an earlier letter is gone)."""

    type: ClassVar[str] = "soobrazhariy-challenge"
    message_id: int


@register_command
@dataclass(frozen=True, slots=True, kw_only=True)
class Bid(Press):
    """«Кто больше?»: promise `amount` answers in the bidding of turn `turn`."""

    type: ClassVar[str] = "soobrazhariy-bid"
    turn: int | None = None  # first: its button's data has always named the turn before the amount
    amount: int


@register_command
@dataclass(frozen=True, slots=True, kw_only=True)
class Pass(Press):
    """«Пас» in the bidding of turn `turn`: out of this bidding for good."""

    type: ClassVar[str] = "soobrazhariy-pass"
    turn: int | None = None


SoobrazhariyPress = Skip | ChallengeAnswer | Bid | Pass
