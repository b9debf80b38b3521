"""The buttons of «Нет слов» as engine commands (typed `Press` subclasses).

Every play button carries the turn it was shown for, and the choice buttons the number of the
choice they answer: a press on a button left over from an earlier turn is refused as stale.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from engines.core import Press, register_command


@register_command
@dataclass(frozen=True, slots=True, kw_only=True)
class PlayFromHand(Press):
    """Lay the black letter in hand slot `slot` (0-based) into the conversation, then draw one."""

    type: ClassVar[str] = "netslov-hand"
    turn: int
    slot: int


@register_command
@dataclass(frozen=True, slots=True, kw_only=True)
class PlayFromShowcase(Press):
    """Lay the red card `card` (its id) from the showcase into the conversation."""

    type: ClassVar[str] = "netslov-showcase"
    turn: int
    card: int


@register_command
@dataclass(frozen=True, slots=True, kw_only=True)
class ChooseNextMover(Press):
    """The penalised player's choice: move again themselves (`myself`) or let the opponent on the left."""

    type: ClassVar[str] = "netslov-choose"
    choice: int
    myself: bool
