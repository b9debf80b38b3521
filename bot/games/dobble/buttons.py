"""Доббль's buttons: one per symbol of the centre card, under the table (8: 2 rows of 4).

A symbol's button is the claim itself (`ClaimSymbol`), tied to the centre card it was shown under,
so a press on the keyboard of a card already taken is told «опоздали» instead of claiming the new one.
"""

from __future__ import annotations

from bot.games.buttons import ButtonKinds
from engines.dobble import ClaimSymbol

BUTTONS = ButtonKinds(presses={"dbs": ClaimSymbol})
