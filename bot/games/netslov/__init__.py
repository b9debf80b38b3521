"""«Нет слов» in Telegram: one card a turn into the conversation, «Не говори …!», penalty letters."""

from bot.games.netslov.spec import SPEC

__all__ = ["SPEC"]
