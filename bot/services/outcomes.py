"""What the driver answers: the outcome of a command, and of a game button's press (its toast)."""

from __future__ import annotations

from dataclasses import dataclass, field

from bot.games.actions import Alert
from engines.core import Refusal

CALLBACK_TEXT_LIMIT = 200  # Bot API: answerCallbackQuery text is 0-200 characters


@dataclass(frozen=True, slots=True)
class Applied:
    """What became of a command: accepted, or refused (and why); alerts answer the presser's press."""

    refusal: Refusal | None = None
    alerts: list[Alert] = field(default_factory=list)

    @property
    def accepted(self) -> bool:
        return self.refusal is None


@dataclass(frozen=True, slots=True)
class PressOutcome:
    """A game button's answer: accepted or not, and the text of the presser's toast or alert."""

    accepted: bool
    text: str | None = None  # None: no text (accepted), or the generic refusal
    popup: bool = False


def callback_text(text: str) -> str:
    """Cut to what Telegram accepts: a longer callback answer is rejected and the presser sees nothing."""
    return text if len(text) <= CALLBACK_TEXT_LIMIT else text[: CALLBACK_TEXT_LIMIT - 1] + "…"
