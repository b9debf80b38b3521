"""The dispatcher's error handler: a failing handler never leaves a button spinning or a game changed.

The driver rewinds a game whose command failed before it was committed; here the pending button
press is answered, and the traceback logged once.
"""

from __future__ import annotations

import logging

from aiogram import Router
from aiogram.types import ErrorEvent

from bot.services.replies import Replies

log = logging.getLogger("bot.errors")


async def on_error(event: ErrorEvent, replies: Replies) -> bool:
    update = event.update
    log.error("update %s failed", update.update_id, exc_info=event.exception)
    query = update.callback_query
    if query is not None:
        try:
            await replies.alert(query, "error-try-again", popup=False)
        except Exception:  # the press may be too old to answer; the log above already has it
            log.debug("could not answer callback %s", query.id)
    return True


def make_router() -> Router:
    router = Router(name="errors")
    router.errors.register(on_error)
    return router
