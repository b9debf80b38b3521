"""The buttons of «Ассоциации»: the leader's cards and the word's confirmation; a guesser's ✖ and «Готово».

Each carries its round (a guess's also the list's revision), so a button left from an earlier round
or an older list is refused by the engine as stale.
"""

from __future__ import annotations

from bot.games.buttons import GameButton
from engines.assotsiatsii import ChooseAnotherWord, ConfirmWord, Done, RemoveGuess, ToggleCard
from engines.core import Command, PressedAt


class CardButton(GameButton, prefix="asc"):
    """A card of the leader's hand (its place): into the laid row, or back out of it."""

    round: int
    card: int

    def command(self, player_id: int, at: PressedAt) -> Command | None:
        return ToggleCard(player_id=player_id, at=at, round=self.round, card=self.card)


class KeepWordButton(GameButton, prefix="ask"):
    """«Оставить»: the leader keeps a word the bot was unsure of."""

    round: int

    def command(self, player_id: int, at: PressedAt) -> Command | None:
        return ConfirmWord(player_id=player_id, at=at, round=self.round)


class AnotherWordButton(GameButton, prefix="asa"):
    """«Другое слово»: the leader drops the unsure word and writes another."""

    round: int

    def command(self, player_id: int, at: PressedAt) -> Command | None:
        return ChooseAnotherWord(player_id=player_id, at=at, round=self.round)


class RemoveGuessButton(GameButton, prefix="asr"):
    """✖ under a guess: strike it to free the line for another."""

    round: int
    index: int
    revision: int

    def command(self, player_id: int, at: PressedAt) -> Command | None:
        return RemoveGuess(player_id=player_id, at=at, round=self.round, index=self.index,
                           revision=self.revision)


class DoneButton(GameButton, prefix="asd"):
    """«Готово»: this player's guesses are final."""

    round: int

    def command(self, player_id: int, at: PressedAt) -> Command | None:
        return Done(player_id=player_id, at=at, round=self.round)


BUTTONS: tuple[type[GameButton], ...] = (CardButton, KeepWordButton, AnotherWordButton, RemoveGuessButton,
                                         DoneButton)
