"""The buttons of Скаттергорис: «Готово» (`Done`), an answer to challenge (`Challenge`), and the
challenge picker's choices (`PickButton`)."""

from __future__ import annotations

from bot.games.buttons import ButtonKinds, ChoicesButton
from engines.skattergoris import Challenge, Done

FROM_GROUP = -1  # PickButton.row of the group's «Оспорить»: the categories, and a toast saying where


class PickButton(ChoicesButton, prefix="skp"):
    """«Оспорить» (row `FROM_GROUP`, or 0 for the picker's «← Категории»: the categories) and the
    picker's category buttons: choices, not moves — the presenter's `menu` answers them from the
    engine's state."""

    round: int
    row: int = 0


BUTTONS = ButtonKinds(presses={"skd": Done, "skc": Challenge}, choices=(PickButton,))
