"""The buttons of «Нет слов», all on the table (the status message).

«Мои буквы» only shows the presser their own hand in an alert (a choice-only button: the
presenter's `menu` answers it, so no private chat is needed). The play buttons (`PlayFromHand`,
`PlayFromShowcase`) carry the turn they were shown for and the choice buttons (`ChooseNextMover`)
the number of the choice they answer: a press on a button left from an earlier turn is refused by
the engine as stale. Everyone sees the same buttons; the engine refuses a press by anyone whose turn
(or choice) it is not, and the toast says why.

Callback data stays far below Telegram's 64 bytes: `nss:<game>:<turn>:<card>` at the longest.
"""

from __future__ import annotations

from bot.games.buttons import ButtonKinds, ChoicesButton
from engines.netslov import ChooseNextMover, PlayFromHand, PlayFromShowcase


class HandButton(ChoicesButton, prefix="nsm"):
    """«Мои буквы»: the presser's black letters, in an alert only they see."""


BUTTONS = ButtonKinds(presses={"nsh": PlayFromHand, "nss": PlayFromShowcase, "nsc": ChooseNextMover},
                      choices=(HandButton,))
