"""Соображарий in Telegram: category + letter in the group, the first fitting answer takes the stack."""

from bot.games.soobrazhariy.spec import SPEC

__all__ = ["SPEC"]
