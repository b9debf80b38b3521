"""The buttons of «Ассоциации»: the leader's cards (`ToggleCard`) and the word's confirmation
(`ConfirmWord`, `ChooseAnotherWord`); a guesser's ✖ (`RemoveGuess`) and «Готово» (`Done`).

Each carries its round (a guess's also the list's revision), so a button left from an earlier round
or an older list is refused by the engine as stale.
"""

from __future__ import annotations

from bot.games.buttons import ButtonKinds
from engines.assotsiatsii import ChooseAnotherWord, ConfirmWord, Done, RemoveGuess, ToggleCard

BUTTONS = ButtonKinds(presses={
    "asc": ToggleCard,
    "ask": ConfirmWord,
    "asa": ChooseAnotherWord,
    "asr": RemoveGuess,
    "asd": Done,
})
