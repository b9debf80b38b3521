"""The buttons of «Ассоциации»: each carries its round, so an old button is refused as stale."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from engines.core import Press, register_command

# A private `Say` may open with one of these (typed in the group, seen by the sender and the bot only):
# `/secret зима` is meant as the leader's word, `/guess снег` as guesses.
SECRET_COMMAND = "secret"
GUESS_COMMAND = "guess"


@register_command
@dataclass(frozen=True, slots=True, kw_only=True)
class ToggleCard(Press):
    """The leader puts a card of their hand (its place in the hand) into the laid row, or takes it back.

    The row keeps the order of picking: that is the order the table sees."""

    type: ClassVar[str] = "assotsiatsii-toggle"
    round: int
    card: int


@register_command
@dataclass(frozen=True, slots=True, kw_only=True)
class ConfirmWord(Press):
    """The leader keeps a word the toolkit suspects of sharing a root with a laid card."""

    type: ClassVar[str] = "assotsiatsii-confirm"
    round: int


@register_command
@dataclass(frozen=True, slots=True, kw_only=True)
class ChooseAnotherWord(Press):
    """The leader drops the suspect word and will write another."""

    type: ClassVar[str] = "assotsiatsii-another"
    round: int


@register_command
@dataclass(frozen=True, slots=True, kw_only=True)
class RemoveGuess(Press):
    """A guesser strikes one of their guesses (its place in the list) to free a line for another.

    `revision` is the version of the list the button was drawn for: a button from before the list
    changed would strike a different line, so it is refused as stale."""

    type: ClassVar[str] = "assotsiatsii-remove"
    round: int
    index: int
    revision: int


@register_command
@dataclass(frozen=True, slots=True, kw_only=True)
class ClearGuesses(Press):
    """A guesser strikes all their guesses."""

    type: ClassVar[str] = "assotsiatsii-clear"
    round: int
    revision: int


@register_command
@dataclass(frozen=True, slots=True, kw_only=True)
class Done(Press):
    """«Готово»: this player's guesses are final; the round ends early once every guesser is done."""

    type: ClassVar[str] = "assotsiatsii-done"
    round: int
