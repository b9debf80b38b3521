"""Game buttons as aiogram `CallbackData`: typed payloads that say which engine command a press is.

Each game subclasses `GameButton` once per kind of button, with a short prefix of its own and
fields that tie the button to what it acts on (the round, the card): a press on a button left over
from an earlier round or card is then refused by the engine as stale instead of acting on the
current one. The platform fills `game` when it packs the button, and checks on a press that the
button's message is in that game's chat (or in the private chat of the player it was sent to).

    class ClaimButton(GameButton, prefix="dob"):
        card: int
        symbol: int

        def command(self, player_id: int, at: PressedAt) -> Command | None:
            return Claim(player_id=player_id, at=at, card=self.card, symbol=self.symbol)

A button whose `command` is None only shows choices (a picker): the presenter's `menu` answers it.
"""

from __future__ import annotations

from aiogram.filters.callback_data import CallbackData

from engines.core import Command, PressedAt


class GameButton(CallbackData, prefix="g"):
    game: int = 0

    def command(self, player_id: int, at: PressedAt) -> Command | None:
        """The engine command a press of this button is (None: a choice the presenter's `menu` shows)."""
        return None


def parse_button(data: str, kinds: tuple[type[GameButton], ...]) -> GameButton | None:
    """The game button `data` packs, if it is one of `kinds` (None for anything else)."""
    prefix = data.partition(":")[0]
    for kind in kinds:
        if kind.__prefix__ == prefix:
            try:
                return kind.unpack(data)
            except (TypeError, ValueError):
                return None
    return None
