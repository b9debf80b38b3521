"""Short answers to one person: a line in the chat under their command, or a toast on their button."""

from __future__ import annotations

import logging
from collections.abc import Mapping

from aiogram.exceptions import TelegramBadRequest
from aiogram.types import CallbackQuery, Message

from bot.i18n import Translator
from bot.services.chats import ChatPrefs
from bot.services.outbox import Outbox

log = logging.getLogger(__name__)


class Replies:
    def __init__(self, outbox: Outbox, chats: ChatPrefs, translator: Translator) -> None:
        self.outbox = outbox
        self.chats = chats
        self.t = translator

    async def locale_of(self, message: Message) -> str:
        user = message.from_user
        return await self.chats.locale(message.chat.id, user.language_code if user else None)

    async def to(self, message: Message, key: str, *, locale: str | None = None,
                 args: Mapping[str, str | int] | None = None, **more: str | int) -> None:
        """A short answer in the message's chat (and topic), in the chat's language, through the outbox."""
        locale = locale or await self.locale_of(message)
        args = {**(args or {}), **more}
        # An answer to one person's command stands alone: merged with another text it would read as
        # part of it.
        self.say(message, self.t.t(locale, key, **args))

    def say(self, message: Message, text: str, *, coalesce: bool = False) -> None:
        """The answer goes where the message was; to an ephemeral command (seen by its sender and
        the bot only), ephemerally to its sender: an answer must not show the group what was hidden."""
        thread = message.message_thread_id if message.is_topic_message else None
        user = message.from_user
        receiver = user.id if message.ephemeral_message_id is not None and user is not None else None
        self.outbox.send_message(message.chat.id, text, thread_id=thread,
                                 coalesce=coalesce and receiver is None, receiver=receiver)

    async def alert(self, query: CallbackQuery, key: str, *, locale: str | None = None, popup: bool = True,
                    args: Mapping[str, str | int] | None = None, **more: str | int) -> None:
        """Answer a button press. answerCallbackQuery is not a chat message: it bypasses the outbox."""
        args = {**(args or {}), **more}
        if locale is None:
            chat_id = query.message.chat.id if query.message is not None else query.from_user.id
            locale = await self.chats.locale(chat_id, query.from_user.language_code)
        await answer(query, self.t.t(locale, key, **args), popup=popup)


async def answer(query: CallbackQuery, text: str | None = None, *, popup: bool = False) -> None:
    """Answer a button press; one too old to answer (handled again after a restart) is let go."""
    try:
        await query.answer(text, show_alert=popup)
    except TelegramBadRequest as error:
        if "query is too old" not in error.message and "query id is invalid" not in error.message.lower():
            raise
        log.info("callback %s is too old to answer", query.id)
