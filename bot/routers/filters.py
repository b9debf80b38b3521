"""Cheap async filters for the routers.

aiogram runs a plain (synchronous) filter — a magic filter such as `F.text` included — in a thread
(`asyncio.to_thread`), one hop per filter per update, taken while the chat's lock is held. These
are coroutines, so they run on the loop at the cost of an attribute read.
"""

from __future__ import annotations

from aiogram.filters import Filter
from aiogram.types import Message


class InChat(Filter):
    """The message is in a chat of one of these types ("private", "group", "supergroup")."""

    def __init__(self, *types: str) -> None:
        self.types = frozenset(types)

    async def __call__(self, message: Message) -> bool:
        return message.chat.type in self.types


class HasText(Filter):
    async def __call__(self, message: Message) -> bool:
        return message.text is not None


class PlainText(Filter):
    """A text that is not a /command: what most updates of a running game are."""

    async def __call__(self, message: Message) -> bool:
        return message.text is not None and not message.text.startswith("/")


class GameCommand(Filter):
    """A /command that is a move of the game running in this chat (`GameSpec.commands`: `/word дом`)."""

    async def __call__(self, message: Message, game: object = None) -> bool:
        from bot.services.game_session import GameSession

        text = message.text
        if text is None or not text.startswith("/") or not isinstance(game, GameSession):
            return False
        name = text[1:].partition(" ")[0].partition("@")[0].lower()
        return name in game.spec.commands


class Carries(Filter):
    """The (service) message carries this field: `left_chat_member`, `migrate_to_chat_id`, …"""

    def __init__(self, field: str) -> None:
        self.field = field

    async def __call__(self, message: Message) -> bool:
        return getattr(message, self.field, None) is not None


GROUPS = InChat("group", "supergroup")
PRIVATE = InChat("private")
