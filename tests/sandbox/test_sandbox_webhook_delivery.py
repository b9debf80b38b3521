"""The sandbox posts pending updates to a webhook in order, and none is left behind: an update that
arrives while a round of deliveries is finishing is delivered too (a lost one would wait for the next
update, and a test waiting for the bot's answer would time out)."""

from __future__ import annotations

import asyncio
from typing import Any

import aiohttp
import pytest
from aiohttp import web

from sandbox.clock import SystemClock
from sandbox.core.updates import UpdateQueue, Webhook


async def test_an_update_emitted_while_a_delivery_round_closes_is_delivered(
        monkeypatch: pytest.MonkeyPatch) -> None:
    got: list[dict[str, Any]] = []
    both = asyncio.Event()

    async def hook(request: web.Request) -> web.Response:
        got.append(await request.json())
        if len(got) == 2:
            both.set()
        return web.json_response({})

    app = web.Application()
    app.router.add_post("/hook", hook)
    runner = web.AppRunner(app)
    await runner.setup()
    await web.TCPSite(runner, "127.0.0.1", 0).start()
    port = runner.addresses[0][1]
    queue = UpdateQueue(clock=SystemClock())
    queue.set_webhook(Webhook(url=f"http://127.0.0.1:{port}/hook"), drop_pending=False)
    close = aiohttp.ClientSession.close

    async def close_while_a_new_update_arrives(session: aiohttp.ClientSession) -> None:
        if len(queue.pending) == 0 and len(got) == 1:
            queue.emit("message", {"text": "second"})
        await close(session)

    monkeypatch.setattr(aiohttp.ClientSession, "close", close_while_a_new_update_arrives)
    try:
        queue.emit("message", {"text": "first"})
        await asyncio.wait_for(both.wait(), 10)
    finally:
        await runner.cleanup()
    assert [u["message"]["text"] for u in got] == ["first", "second"]
    assert [u["update_id"] for u in got] == [1, 2] and queue.pending == []
