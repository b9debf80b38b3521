"""Helpers for the Скаттергорис presenter tests: a View in a language, games driven to a moment."""

from __future__ import annotations

from functools import cache

from bot.games.actions import Action, Alert, OpenPoll, SendText, ShowStatus
from bot.games.skattergoris import SPEC
from bot.games.view import View
from bot.i18n import Translator, load_translator
from engines.core import Player
from engines.skattergoris import Skattergoris, SkattergorisSettings

ANN, BOB, VIKA = Player(1, "Аня"), Player(2, "Боб"), Player(3, "Вика")
PLAYERS = {p.id: p for p in (ANN, BOB, VIKA)}
T0 = 1_767_000_000.0


@cache
def translator() -> Translator:
    return load_translator()


def view(locale: str = "ru", settings: SkattergorisSettings | None = None) -> View[SkattergorisSettings]:
    return View("skattergoris", locale, translator(), PLAYERS, settings or SkattergorisSettings())


def new_game(seed: int = 7, locale: str = "ru", players: tuple[Player, ...] = (ANN, BOB)) -> Skattergoris:
    game, _ = Skattergoris.new(list(players), SkattergorisSettings(rounds=1), seed, T0,
                               content=SPEC.load_content(locale), locale=locale, memory={})
    return game


def said(actions: list[Action]) -> list[str]:
    """Every text the actions show: messages, statuses, poll questions and options, alerts."""
    out: list[str] = []
    for action in actions:
        if isinstance(action, SendText | ShowStatus | Alert):
            out.append(action.text)
        elif isinstance(action, OpenPoll):
            out += [action.question, *action.options]
    return out


def labels(action: Action) -> list[str]:
    keyboard = action.keyboard if isinstance(action, SendText | ShowStatus) else None
    return [button.text for row in keyboard or () for button in row]
