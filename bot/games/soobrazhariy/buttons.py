"""The buttons of Соображарий: each names the turn or the answer it belongs to, so a press on a
button left in the chat from an earlier letter or bidding is refused as stale by the engine.

Callback data stays far below Telegram's 64 bytes: `sbb:<game>:<turn>:<amount>` at the longest.
"""

from __future__ import annotations

from bot.games.buttons import GameButton
from engines.core import Command, PressedAt
from engines.soobrazhariy import Bid, ChallengeAnswer, Pass, Skip


class SkipButton(GameButton, prefix="sbs"):
    """«Пропустить» under the letter of turn `turn`."""

    turn: int

    def command(self, player_id: int, at: PressedAt) -> Command | None:
        return Skip(player_id=player_id, at=at, turn=self.turn)


class ChallengeButton(GameButton, prefix="sbc"):
    """«Оспорить» under the message naming the answer `message_id`."""

    message_id: int

    def command(self, player_id: int, at: PressedAt) -> Command | None:
        return ChallengeAnswer(player_id=player_id, at=at, message_id=self.message_id)


class BidButton(GameButton, prefix="sbb"):
    """«Кто больше?»: promise `amount` answers in the bidding of turn `turn`."""

    turn: int
    amount: int

    def command(self, player_id: int, at: PressedAt) -> Command | None:
        return Bid(player_id=player_id, at=at, turn=self.turn, amount=self.amount)


class PassButton(GameButton, prefix="sbp"):
    """«Пас» in the bidding of turn `turn`."""

    turn: int

    def command(self, player_id: int, at: PressedAt) -> Command | None:
        return Pass(player_id=player_id, at=at, turn=self.turn)


BUTTONS: tuple[type[GameButton], ...] = (SkipButton, ChallengeButton, BidButton, PassButton)
