"""The test game's buttons: «Finish» and «🙋» are the engine's commands; «👀» only shows a choice."""

from __future__ import annotations

from bot.games.buttons import ButtonKinds, ChoicesButton
from tests.games.quick.engine import Claim, Finish


class PeekButton(ChoicesButton, prefix="qp"):
    """Shows the presser their secret in an alert: a choice-only button (`menu`)."""


BUTTONS = ButtonKinds(presses={"qf": Finish, "qc": Claim}, choices=(PeekButton,))
