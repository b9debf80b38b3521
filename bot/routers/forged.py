"""Presses whose data is not on the pressed message (a modified client, data copied from another
message or chat): answered with a short toast, and nothing else happens. Registered before every
other button handler, so none of them ever sees such a press."""

from __future__ import annotations

import logging

from aiogram import Router
from aiogram.filters import Filter
from aiogram.types import CallbackQuery

from bot.games.registry import Registry
from bot.routers.press_locale import locale_of_press
from bot.services.keyboards import carries
from bot.services.replies import Replies
from bot.storage import Repository

log = logging.getLogger(__name__)


class NotOnItsMessage(Filter):
    async def __call__(self, query: CallbackQuery) -> bool:
        return not carries(query.message, query.data)


async def forged_press(query: CallbackQuery, replies: Replies, registry: Registry, repo: Repository) -> None:
    message = query.message
    where = f"message {message.message_id} in chat {message.chat.id}" if message is not None else "no message"
    log.info("press by %s with data %r that is not on %s: ignored", query.from_user.id, query.data, where)
    await replies.alert(query, "not-now", locale=await locale_of_press(query, registry, repo), popup=False)


def make_router() -> Router:
    """A fresh router each time: a router joins one dispatcher only, and tests build several."""
    router = Router(name="forged")
    router.callback_query.register(forged_press, NotOnItsMessage())
    return router
