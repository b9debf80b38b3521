"""The buttons of «Нет слов», all on the table (the status message).

«Мои буквы» only shows the presser their own hand in an alert (a choice-only button: the
presenter's `menu` answers it, so no private chat is needed). The play buttons carry the turn they
were shown for and the choice buttons the number of the choice they answer: a press on a button
left from an earlier turn is refused by the engine as stale. Everyone sees the same buttons; the
engine refuses a press by anyone whose turn (or choice) it is not, and the toast says why.

Callback data stays far below Telegram's 64 bytes: `nss:<game>:<turn>:<card>` at the longest.
"""

from __future__ import annotations

from bot.games.buttons import GameButton
from engines.core import Command, PressedAt
from engines.netslov import ChooseNextMover, PlayFromHand, PlayFromShowcase


class HandButton(GameButton, prefix="nsm"):
    """«Мои буквы»: the presser's black letters, in an alert only they see."""


class SlotButton(GameButton, prefix="nsh"):
    """Lay the black letter in hand slot `slot` (0-based) on turn `turn`."""

    turn: int
    slot: int

    def command(self, player_id: int, at: PressedAt) -> Command | None:
        return PlayFromHand(player_id=player_id, at=at, turn=self.turn, slot=self.slot)


class ShowcaseButton(GameButton, prefix="nss"):
    """Lay the red card `card` (its id) from the showcase on turn `turn`."""

    turn: int
    card: int

    def command(self, player_id: int, at: PressedAt) -> Command | None:
        return PlayFromShowcase(player_id=player_id, at=at, turn=self.turn, card=self.card)


class ChoiceButton(GameButton, prefix="nsc"):
    """The penalised player's choice `choice`: move again themselves (`myself`) or the left opponent."""

    choice: int
    myself: bool

    def command(self, player_id: int, at: PressedAt) -> Command | None:
        return ChooseNextMover(player_id=player_id, at=at, choice=self.choice, myself=self.myself)


BUTTONS: tuple[type[GameButton], ...] = (HandButton, SlotButton, ShowcaseButton, ChoiceButton)
