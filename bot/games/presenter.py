"""The base of every game's presenter: events in, actions out. Every hook but `present` is optional.

A presenter turns engine events into messages in the game's language; it decides nothing about
the rules (the engine said what happened) and nothing about timing (the outbox sends).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Generic, TypeVar

from bot.games.actions import Action
from bot.games.buttons import ChoicesButton
from bot.games.view import View
from engines.core import Command, Event, Press, Refusal

G = TypeVar("G")
S = TypeVar("S")

CALLBACK_TEXT_LIMIT = 200  # Bot API: answerCallbackQuery text is 0-200 characters


class Presenter(Generic[G, S]):
    def present(self, events: Sequence[Event], view: View[S]) -> list[Action]:
        """Turn an engine's events into messages, status edits, pictures and polls."""
        raise NotImplementedError(f"{type(self).__name__} must present its game's events")

    def refusal(self, command: Command, refusal: Refusal, view: View[S]) -> list[Action]:
        """What (if anything) to say when the engine refused a player's message or vote."""
        return []

    def button_refusal(self, command: Press, refusal: Refusal, view: View[S]) -> str | None:
        """The presser's toast for a refused button: `<kind>-refused-<reason>` when the locale has it
        (details are its arguments), else None for the platform's generic «Сейчас так нельзя»."""
        key = f"{view.kind}-refused-{refusal.reason}"
        if not view.has(key):
            return None
        args = {k: v for k, v in refusal.details.items() if isinstance(v, str | int | float)}
        return view.t(key, **args)

    def menu(self, button: ChoicesButton, player_id: int, engine: G, view: View[S]) -> list[Action] | None:
        """A button that only shows choices (its `command` is None): what to show the presser."""
        return None

    def resume(self, engine: G, view: View[S]) -> list[Action]:
        """After a restart: what lived in memory only (a countdown's later readings)."""
        return []

    def moved(self, engine: G, view: View[S]) -> list[Action]:
        """The group became a supergroup (a new chat): the game's live messages in the group, shown
        again there — the old ones stay behind in the old group, where a press can no longer act.
        By default what a restart shows again; a game whose table waits for a press (no timer to
        post it anew) shows that table."""
        return self.resume(engine, view)

    def secrets(self, engine: G, player_id: int, view: View[S]) -> list[Action]:
        """Everything secret `player_id` should have on screen now (a sheet, a hand, a leader's
        cards), as status messages addressed to them: shown again, as new messages, when they ask
        (an ephemeral message may never have reached them). Built from the engine's state alone."""
        return []

    def stopped(self, engine: G, view: View[S]) -> list[Action]:
        """On /stop: tidy what the game left live (a countdown, buttons that could only say 'over')."""
        return []
