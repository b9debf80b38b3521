"""Inline keyboards and their callback data.

Callback data is `<kind>:<game id>:<rest>` so the per-chat lock can be chosen
from the data alone (a private chat's button may belong to a group's game).
"""

from __future__ import annotations

from aiogram.types import InlineKeyboardButton, InlineKeyboardMarkup

from bot.games.actions import Keyboard


def game_data(game_id: int, action: str, arg: str = "") -> str:
    return f"g:{game_id}:{action}:{arg}"


def parse_data(data: str) -> tuple[str, int, list[str]] | None:
    """(kind, game id, rest) of our callback data, or None for anything else."""
    kind, _, rest = data.partition(":")
    game, _, tail = rest.partition(":")
    if not kind or not game.lstrip("-").isdigit():
        return None
    return kind, int(game), tail.split(":") if tail else []


def game_keyboard(game_id: int, keyboard: Keyboard | None) -> InlineKeyboardMarkup | None:
    if not keyboard:
        return None
    rows = [
        [
            InlineKeyboardButton(text=b.text, url=b.url)
            if b.url
            else InlineKeyboardButton(text=b.text, callback_data=game_data(game_id, b.action, b.arg))
            for b in row
        ]
        for row in keyboard
    ]
    return InlineKeyboardMarkup(inline_keyboard=rows)


def buttons(*rows: list[tuple[str, str]]) -> InlineKeyboardMarkup:
    """A keyboard of (text, callback data or https:// url) rows."""
    return InlineKeyboardMarkup(
        inline_keyboard=[
            [
                InlineKeyboardButton(text=text, url=data)
                if data.startswith("https://")
                else InlineKeyboardButton(text=text, callback_data=data)
                for text, data in row
            ]
            for row in rows
        ]
    )
