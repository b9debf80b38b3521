"""«Ассоциации» in Telegram: the leader's turn and the guesses in private; the words, the votes and the
track in the group."""

from bot.games.assotsiatsii.spec import SPEC

__all__ = ["SPEC"]
