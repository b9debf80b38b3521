"""The language to answer a press in: the game's its button names, wherever the press was.

A button on a player's private message (a sheet, a hand) is pressed in the private chat, whose own
language is the user's Telegram one; the game's texts are in its chat's language, and the answer
to the press must be too."""

from __future__ import annotations

from aiogram.types import CallbackQuery

from bot.games.registry import Registry
from bot.storage import Repository


async def locale_of_press(query: CallbackQuery, registry: Registry, repo: Repository) -> str | None:
    """The locale of the game whose button `query` presses (None: not a game's button, or a game
    without a stored locale; the chat's own language then serves)."""
    button = registry.button(query.data or "")
    if button is None or not button.game:
        return None
    record = await repo.game(button.game)
    if record is None:
        return None
    return record.settings.locale or None
