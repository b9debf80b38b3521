"""Cheap async filters for the routers.

aiogram runs a plain (synchronous) filter — a magic filter such as `F.text` included — in a thread
(`asyncio.to_thread`), one hop per filter per update, taken while the chat's lock is held. These
are coroutines, so they run on the loop at the cost of an attribute read.
"""

from __future__ import annotations

from aiogram.enums import ChatType
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
        # A secret command that reached the bot as a common message was seen by everyone: the game
        # judges it like any secret posted in the group.
        return name in game.spec.commands or name in game.spec.ephemeral_commands


class EphemeralCommand(Filter):
    """A member's ephemeral command in a group (Bot API 10.3: seen by them and the bot only; its
    `message_id` is 0): hands on `command_name` (lower case, the bot's @name dropped) and
    `command_args` (the text after it)."""

    async def __call__(self, message: Message) -> bool | dict[str, str]:
        text = message.text
        if message.ephemeral_message_id is None or text is None or not text.startswith("/"):
            return False
        parts = text[1:].split(maxsplit=1)  # `/a` then a space or a new line: `/a\n1 кит\n2 кошка`
        if not parts:
            return False
        args = parts[1].strip() if len(parts) > 1 else ""
        return {"command_name": parts[0].partition("@")[0].lower(), "command_args": args}


class Carries(Filter):
    """The (service) message carries this field: `left_chat_member`, `migrate_to_chat_id`, …"""

    def __init__(self, field: str) -> None:
        self.field = field

    async def __call__(self, message: Message) -> bool:
        return getattr(message, self.field, None) is not None


GROUPS = InChat(ChatType.GROUP, ChatType.SUPERGROUP)
PRIVATE = InChat(ChatType.PRIVATE)
