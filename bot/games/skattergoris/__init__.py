"""Скаттергорис in Telegram: a letter and twelve categories in the group, answers in private."""

from bot.games.skattergoris.spec import SPEC

__all__ = ["SPEC"]
