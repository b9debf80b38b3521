"""A write whose outcome the group is told: a posted secret deleted, or kept for want of the right.

The future handed back is done once what follows is said too, so the outbox batch counts the action
said only then: a crash in between says it again rather than never."""

from __future__ import annotations

import asyncio
from collections.abc import Callable
from typing import Any


def then_tell(done_first: asyncio.Future[Any], say: Callable[[str], asyncio.Future[Any]], *,
              ok: str | None, failed: str | None) -> asyncio.Future[Any]:
    """After `done_first`: `say(ok)` if it succeeded (a true result), `say(failed)` if Telegram
    refused it; None says nothing. The returned future settles as the last write did."""
    told: asyncio.Future[Any] = asyncio.get_running_loop().create_future()

    def settle(last: asyncio.Future[Any]) -> None:
        if told.done():
            return
        if last.cancelled():
            told.cancel()
        elif (error := last.exception()) is not None:
            told.set_exception(error)
        else:
            told.set_result(last.result())

    def tell(first: asyncio.Future[Any]) -> None:
        if first.cancelled():
            told.cancel()
            return
        worked = first.exception() is None and bool(first.result())
        text = ok if worked else failed
        if text is None:
            told.set_result(worked)
        else:
            say(text).add_done_callback(settle)

    done_first.add_done_callback(tell)
    return told
