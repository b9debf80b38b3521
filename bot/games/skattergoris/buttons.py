"""The buttons of Скаттергорис: «Готово», an answer to challenge, and the challenge picker's choices."""

from __future__ import annotations

from bot.games.buttons import GameButton
from engines.core import Command, PressedAt
from engines.skattergoris import Challenge, Done, RoundPhase


class DoneButton(GameButton, prefix="skd"):
    """«Готово» under the sheet (answering) or under the review status (review)."""

    round: int
    phase: RoundPhase

    def command(self, player_id: int, at: PressedAt) -> Command | None:
        return Done(player_id=player_id, at=at, round=self.round, phase=self.phase)


class ChallengeButton(GameButton, prefix="skc"):
    """One answer in the challenge picker: challenge it (or, for its author, defend it)."""

    round: int
    row: int
    author: int

    def command(self, player_id: int, at: PressedAt) -> Command | None:
        return Challenge(player_id=player_id, at=at, round=self.round, row=self.row, author=self.author)


FROM_GROUP = -1  # PickButton.row of the group's «Оспорить»: the categories, and a toast saying where


class PickButton(GameButton, prefix="skp"):
    """«Оспорить» (row `FROM_GROUP`, or 0 for the picker's «← Категории»: the categories) and the
    picker's category buttons: choices, not moves — the presenter's `menu` answers them from the
    engine's state."""

    round: int
    row: int = 0
