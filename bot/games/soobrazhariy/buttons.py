"""The buttons of Соображарий: «Пропустить» (`Skip`), «Оспорить» (`ChallengeAnswer`) and the
bidding's amounts (`Bid`) and «Пас» (`Pass`). Each names the turn or the answer it belongs to, so a
press on a button left in the chat from an earlier letter or bidding is refused as stale by the engine.

Callback data stays far below Telegram's 64 bytes: `sbb:<game>:<turn>:<amount>` at the longest.
"""

from __future__ import annotations

from bot.games.buttons import ButtonKinds
from engines.soobrazhariy import Bid, ChallengeAnswer, Pass, Skip

BUTTONS = ButtonKinds(presses={"sbs": Skip, "sbc": ChallengeAnswer, "sbb": Bid, "sbp": Pass})
