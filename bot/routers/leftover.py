"""Presses no other handler took: data with a known prefix whose fields do not parse (a modified
client, an old client's layout), or a button of a game no longer registered. Answered with a short
toast so the button never spins, and nothing else happens. Registered after every other router."""

from __future__ import annotations

import logging

from aiogram import Router
from aiogram.types import CallbackQuery

from bot.services.replies import Replies

log = logging.getLogger(__name__)


async def leftover_press(query: CallbackQuery, replies: Replies) -> None:
    log.info("press by %s with data %r that no handler takes: ignored", query.from_user.id, query.data)
    await replies.alert(query, "not-now", popup=False)


def make_router() -> Router:
    """A fresh router each time: a router joins one dispatcher only, and tests build several."""
    router = Router(name="leftover")
    router.callback_query.register(leftover_press)
    return router
