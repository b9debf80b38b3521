"""The test game's buttons."""

from __future__ import annotations

from bot.games.buttons import GameButton
from engines.core import Command, PressedAt
from tests.games.quick.engine import Claim, Finish


class FinishButton(GameButton, prefix="qf"):
    round: int

    def command(self, player_id: int, at: PressedAt) -> Command | None:
        return Finish(player_id=player_id, at=at, round=self.round)


class ClaimButton(GameButton, prefix="qc"):
    round: int

    def command(self, player_id: int, at: PressedAt) -> Command | None:
        return Claim(player_id=player_id, at=at, round=self.round)


class PeekButton(GameButton, prefix="qp"):
    """Shows the presser their secret in an alert: a choice-only button (`menu`)."""
