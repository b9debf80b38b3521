"""Доббль's button: one per symbol of the centre card."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from engines.core import Press, register_command


@register_command
@dataclass(frozen=True, slots=True, kw_only=True)
class ClaimSymbol(Press):
    """«This symbol is on my card and on the centre card»: tied to the centre card it was shown
    under, so a press left over from an earlier card is refused instead of claiming the new one."""

    type: ClassVar[str] = "dobble-claim"
    card: int  # the centre card's id (deck.CARDS index)
    symbol: int  # the symbol's id (content index)
