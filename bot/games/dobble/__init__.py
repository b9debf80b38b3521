"""Доббль in Telegram: the table as one picture edited in place, a button per symbol of the centre card."""

from bot.games.dobble.spec import SPEC

__all__ = ["SPEC"]
