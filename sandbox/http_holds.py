"""The control API's holds (`/sandbox/holds`): Bot API calls to a chat kept unanswered until released,
so a test can kill the bot between committing what it must say and saying it. Wrapped by
`sandbox.http.control` where the routes are added."""

from __future__ import annotations

from typing import Any

from aiohttp import web

from sandbox.core.errors import bad_request
from sandbox.core.params import known_method
from sandbox.dsl import Sandbox
from sandbox.holds import HOLDS_KEY


async def hold_calls(request: web.Request, tg: Sandbox, body: dict[str, Any]) -> Any:
    holds = request.app[HOLDS_KEY]
    methods = body.get("methods") or []
    if not isinstance(methods, list):
        raise bad_request("methods must be a list of Bot API method names")
    text = body.get("text")
    holds.hold(int(body["chat_id"]), [known_method(str(m)) or str(m) for m in methods],
               None if text is None else str(text))
    return holds.to_json()


async def list_holds(request: web.Request, tg: Sandbox, body: dict[str, Any]) -> Any:
    return request.app[HOLDS_KEY].to_json()


async def release_calls(request: web.Request, tg: Sandbox, body: dict[str, Any]) -> Any:
    holds = request.app[HOLDS_KEY]
    chat_id = request.match_info.get("chat_id")
    holds.release(None if chat_id is None else int(chat_id))
    return holds.to_json()
