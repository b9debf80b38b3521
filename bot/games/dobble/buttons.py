"""Доббль's buttons: one per symbol of the centre card, under the table (8: 2 rows of 4)."""

from __future__ import annotations

from bot.games.buttons import GameButton
from engines.core import Command, PressedAt
from engines.dobble import ClaimSymbol


class SymbolButton(GameButton, prefix="dbs"):
    """«This symbol is on my card and in the centre»: tied to the centre card it was shown under,
    so a press on the keyboard of a card already taken is told «опоздали» instead of claiming the new one."""

    card: int
    symbol: int

    def command(self, player_id: int, at: PressedAt) -> Command | None:
        return ClaimSymbol(player_id=player_id, at=at, card=self.card, symbol=self.symbol)
