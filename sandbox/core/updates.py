"""The bot's update stream: ids, `getUpdates` long polling, webhook delivery, in-process listeners.

`update_id` only grows for the life of the process (aiogram drops updates
whose id goes backwards), whichever way updates leave the sandbox.
"""

from __future__ import annotations

import asyncio
import bisect
import contextlib
import logging
from collections.abc import Awaitable, Callable
from dataclasses import dataclass, field
from typing import Any

from sandbox.clock import Clock
from sandbox.core.errors import conflict

log = logging.getLogger(__name__)

DEFAULT_UPDATES = frozenset({
    "message", "edited_message", "channel_post", "edited_channel_post", "business_connection",
    "business_message", "edited_business_message", "deleted_business_messages", "inline_query",
    "chosen_inline_result", "callback_query", "shipping_query", "pre_checkout_query", "purchased_paid_media",
    "poll", "poll_answer", "my_chat_member", "chat_join_request", "chat_boost", "removed_chat_boost",
})
ALL_UPDATES = DEFAULT_UPDATES | {"chat_member", "message_reaction", "message_reaction_count"}

Listener = Callable[[dict[str, Any]], None]


@dataclass
class Webhook:
    url: str
    secret_token: str | None = None
    max_connections: int = 40
    last_error_date: int | None = None
    last_error_message: str | None = None


@dataclass
class UpdateQueue:
    clock: Clock
    next_id: int = 1
    pending: list[dict[str, Any]] = field(default_factory=list)
    allowed: frozenset[str] = DEFAULT_UPDATES
    webhook: Webhook | None = None
    listeners: list[Listener] = field(default_factory=list)
    webhook_inflight: int = 0
    on_change: Callable[[], None] | None = None  # told when a long poll waits or a webhook fails
    # Runs a Bot API method the webhook answered with (Telegram executes such replies).
    on_webhook_reply: Callable[[str, dict[str, Any]], Awaitable[None]] | None = None
    _arrived: asyncio.Event | None = None
    _poller: asyncio.Future[None] | None = None
    _webhook_task: asyncio.Task[None] | None = None

    def emit(self, kind: str, payload: dict[str, Any]) -> dict[str, Any] | None:
        """Number and route one update; returns it, or None when `allowed_updates` filters it out."""
        if kind not in self.allowed:
            return None
        update = {"update_id": self.next_id, kind: payload}
        self.next_id += 1
        if self.listeners:
            for listener in list(self.listeners):
                listener(update)
            return update
        self.pending.append(update)
        self._wake()
        if self.webhook is not None:
            self._kick_webhook()
        return update

    def _wake(self) -> None:
        if self._arrived is not None:
            self._arrived.set()

    def close(self) -> None:
        """Release every long poll now (shutdown)."""
        self._wake()
        if self._webhook_task is not None:
            self._webhook_task.cancel()

    # getUpdates -------------------------------------------------------------------------------

    async def get_updates(self, offset: int | None, limit: int | None, wait_seconds: int | None,
                          allowed_updates: list[str] | None) -> list[dict[str, Any]]:
        if self.webhook is not None:
            raise conflict("can't use getUpdates method while webhook is active; use deleteWebhook to "
                           "delete the webhook first")
        if allowed_updates is not None:
            self.allowed = frozenset(allowed_updates) & ALL_UPDATES if allowed_updates else DEFAULT_UPDATES
        self._confirm(offset)
        limit = max(1, min(100, limit or 100))
        if not self.pending and wait_seconds:
            await self._long_poll(float(wait_seconds))
        return self.pending[:limit]

    def _confirm(self, offset: int | None) -> None:
        if offset is None or offset == 0:
            return
        if offset < 0:
            self.pending = self.pending[offset:]
        else:  # pending is in update order: drop the confirmed head
            del self.pending[:bisect.bisect_left(self.pending, offset, key=lambda u: int(u["update_id"]))]

    async def _long_poll(self, seconds: float) -> None:
        # A newer getUpdates ends an older one with 409, as Telegram does.
        if self._poller is not None and not self._poller.done():
            self._poller.set_exception(conflict("terminated by other getUpdates request; make sure that "
                                                "only one bot instance is running"))
        loop = asyncio.get_running_loop()
        me: asyncio.Future[None] = loop.create_future()
        self._poller = me
        self._arrived = asyncio.Event()
        arrived = asyncio.ensure_future(self._arrived.wait())
        expired = asyncio.ensure_future(self.clock.sleep(seconds))
        await asyncio.sleep(0)  # let the clock register the sleep before telling anyone we wait
        if self.on_change is not None:
            self.on_change()
        try:
            waiting: set[asyncio.Future[Any]] = {me, arrived, expired}
            await asyncio.wait(waiting, return_when=asyncio.FIRST_COMPLETED)
            if me.done() and me.exception() is not None:
                raise me.exception()  # type: ignore[misc]
        finally:
            for future in (arrived, expired):
                future.cancel()
            if not me.done():
                me.cancel()
            if self._poller is me:
                self._poller = None

    # webhook ----------------------------------------------------------------------------------

    def set_webhook(self, webhook: Webhook | None, drop_pending: bool) -> None:
        self.webhook = webhook
        if drop_pending:
            self.pending.clear()
        if webhook is not None and self.pending:
            self._kick_webhook()

    def _kick_webhook(self) -> None:
        if self._webhook_task is None or self._webhook_task.done():
            with contextlib.suppress(RuntimeError):  # no running loop: delivered on the next kick
                self._webhook_task = asyncio.get_running_loop().create_task(self._deliver_webhook())

    async def _deliver_webhook(self) -> None:
        # An update emitted while the session below closes finds this task still running and starts
        # no other: it is seen here, after the close, with nothing awaited between the look and the end.
        while await self._deliver_pending() and self.webhook is not None and self.pending:
            pass

    async def _deliver_pending(self) -> bool:
        """Post the pending updates in order until none is left (True) or one fails (False: kept for
        a later try, as Telegram retries)."""
        import aiohttp  # the server side needs aiohttp anyway; imported here to keep the core light

        async with aiohttp.ClientSession() as http:
            while self.webhook is not None and self.pending:
                update = self.pending[0]
                headers = {}
                if self.webhook.secret_token:
                    headers["X-Telegram-Bot-Api-Secret-Token"] = self.webhook.secret_token
                self.webhook_inflight += 1
                try:
                    async with http.post(self.webhook.url, json=update, headers=headers,
                                         timeout=aiohttp.ClientTimeout(total=10)) as response:
                        if response.status >= 300:
                            raise RuntimeError(f"Wrong response from the webhook: {response.status}")
                        reply = await _webhook_reply(response)
                    if self.pending and self.pending[0] is update:
                        self.pending.pop(0)
                    if reply is not None and self.on_webhook_reply is not None:
                        await self.on_webhook_reply(*reply)
                except Exception as error:  # a failing webhook keeps the update, as Telegram retries it
                    self.webhook.last_error_date = int(self.clock.now())
                    self.webhook.last_error_message = str(error)
                    log.warning("webhook delivery failed: %s", error)
                    if self.on_change is not None:
                        self.on_change()
                    return False
                finally:
                    self.webhook_inflight -= 1
        return True

    @property
    def busy(self) -> bool:
        return self.webhook_inflight > 0 or (self._webhook_task is not None and not self._webhook_task.done())


async def _webhook_reply(response: Any) -> tuple[str, dict[str, Any]] | None:
    """The method a webhook answered with: a JSON object or a multipart form with a `method` field."""
    import aiohttp

    from sandbox.core.params import Upload

    params: dict[str, Any] = {}
    if response.content_type == "multipart/form-data":
        reader = aiohttp.MultipartReader.from_response(response)
        while (part := await reader.next()) is not None:
            if not isinstance(part, aiohttp.BodyPartReader) or part.name is None:
                continue
            if part.filename:
                params[part.name] = Upload(filename=part.filename, data=await part.read())
            else:
                params[part.name] = await part.text()
    elif response.content_type == "application/json":
        body = await response.json()
        params = body if isinstance(body, dict) else {}
    method = params.pop("method", None)
    return (str(method), params) if method else None

