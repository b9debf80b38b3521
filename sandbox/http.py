"""The HTTP transport: the Bot API at `/bot<token>/<method>`, file downloads, and the `/sandbox` control API.

    runner = await serve(tg, "127.0.0.1", 8081)
    bot = Bot("123456:TEST", session=AiohttpSession(api=TelegramAPIServer.from_base("http://127.0.0.1:8081")))

Bot API answers are Telegram's JSON envelope with the error code as the HTTP
status. Control API answers are bare JSON objects; errors are
`{"ok": false, "error_code", "description"}` with that status.
"""

from __future__ import annotations

import contextlib
import json
from collections.abc import Awaitable, Callable
from typing import Any

from aiohttp import web

from sandbox.clock import ManualClock
from sandbox.core import ApiError, Upload, ephemeral, people
from sandbox.core.errors import bad_request, unauthorized
from sandbox.core.flood import FloodControl, FloodLimits
from sandbox.core.params import known_method
from sandbox.core.telegram import dump
from sandbox.dsl import Sandbox, SandboxNotIdle
from sandbox.holds import HOLDS_KEY, Holds
from sandbox.http_holds import hold_calls, list_holds, release_calls

SANDBOX_KEY = web.AppKey("sandbox", Sandbox)
Handler = Callable[[web.Request], Awaitable[web.StreamResponse]]


def _json(data: Any, status: int = 200) -> web.Response:
    return web.json_response(data, status=status, dumps=lambda d: json.dumps(d, ensure_ascii=False))


def _tg(request: web.Request) -> Sandbox:
    return request.app[SANDBOX_KEY]


# the Bot API -------------------------------------------------------------------------------------

async def _read_params(request: web.Request) -> tuple[dict[str, Any], dict[str, Upload]]:
    params: dict[str, Any] = dict(request.query)
    uploads: dict[str, Upload] = {}
    if request.body_exists:
        if request.content_type == "application/json":
            body = await request.json()
            if isinstance(body, dict):
                params.update(body)
        else:
            form = await request.post()
            for key, value in form.items():
                if isinstance(value, web.FileField):
                    uploads[key] = Upload(filename=value.filename or key, data=value.file.read())
                else:
                    params[key] = value
    return params, uploads


async def bot_api(request: web.Request) -> web.Response:
    tg = _tg(request)
    token, method = request.match_info["token"], request.match_info["method"]
    try:
        params, uploads = await _read_params(request)
        if tg.core.knows_token(token):
            await request.app[HOLDS_KEY].wait(known_method(method) or method, params)
            if request.transport is None or request.transport.is_closing():
                # Its client went away while it was held (a bot killed): Telegram never got it.
                return _json(bad_request("the client has gone").to_json(), status=400)
        result = await tg.core.call(method, params, uploads, token=token)
    except ApiError as error:
        return _json(error.to_json(), status=error.code)
    except (ValueError, json.JSONDecodeError):
        return _json(bad_request("can't parse request body").to_json(), status=400)
    return _json({"ok": True, "result": result})


async def file_download(request: web.Request) -> web.Response:
    core = _tg(request).core
    if not core.knows_token(request.match_info["token"]):
        return _json(unauthorized().to_json(), status=401)
    record = core.file_by_path(request.match_info["path"])
    if record is None:
        return _json({"ok": False, "error_code": 404, "description": "Not Found"}, status=404)
    return web.Response(body=record.data, content_type="application/octet-stream")


# the control API ---------------------------------------------------------------------------------

def control(handler: Callable[[web.Request, Sandbox, dict[str, Any]], Awaitable[Any]]) -> Handler:
    """Parse the JSON body, turn ApiError into an error body, and let attached in-process bots settle."""

    async def wrapped(request: web.Request) -> web.StreamResponse:
        tg = _tg(request)
        try:
            body = await request.json() if request.body_exists else {}
            if not isinstance(body, dict):
                raise bad_request("the body must be a JSON object")
            result = await handler(request, tg, body)
        except ApiError as error:
            return _json(error.to_json(), status=error.code)
        except (KeyError, ValueError, TypeError) as error:
            return _json(bad_request(f"bad control request: {error!r}").to_json(), status=400)
        if isinstance(result, web.StreamResponse):
            return result
        if tg.core.updates.listeners and request.method == "POST":
            # The answer is right either way; an in-process bot that stays busy is not our error.
            with contextlib.suppress(SandboxNotIdle):
                await tg.idle()
        return _json(result)

    return wrapped


def _int(request: web.Request, name: str) -> int:
    return int(request.match_info[name])


@control
async def create_user(request: web.Request, tg: Sandbox, body: dict[str, Any]) -> Any:
    user = people.create_user(tg.core, str(body["first_name"]), body.get("username"),
                              body.get("language_code", "ru"), body.get("last_name"))
    return dump(user)


@control
async def list_users(request: web.Request, tg: Sandbox, body: dict[str, Any]) -> Any:
    return [dump(u) | {"started": u.id in tg.core.started, "blocked": u.id in tg.core.blocked,
                       "offline": u.id in tg.core.offline}
            for u in tg.core.users.values()]


@control
async def start_user(request: web.Request, tg: Sandbox, body: dict[str, Any]) -> Any:
    chat = people.start_bot(tg.core, _int(request, "user_id"))
    return dump(tg.core.chat_model(chat))


@control
async def set_offline(request: web.Request, tg: Sandbox, body: dict[str, Any]) -> Any:
    people.set_offline(tg.core, _int(request, "user_id"), bool(body.get("offline", True)))
    return {"ok": True}


@control
async def block_user(request: web.Request, tg: Sandbox, body: dict[str, Any]) -> Any:
    people.block_bot(tg.core, _int(request, "user_id"))
    return {"ok": True}


@control
async def create_chat(request: web.Request, tg: Sandbox, body: dict[str, Any]) -> Any:
    kind = body.get("type", "group")
    members = [int(m) for m in body.get("member_ids", [])]
    if kind == "private":
        if len(members) != 1:
            raise bad_request("a private chat has exactly one member_id: the user")
        # The chat exists; the bot may write only once the user has started it (or written to it).
        chat = people.private_chat(tg.core, members[0])
    elif kind in ("group", "supergroup"):
        chat = people.create_group(tg.core, str(body.get("title") or "Group"), members,
                                   supergroup=kind == "supergroup", is_forum=bool(body.get("is_forum")))
    else:
        raise bad_request(f"unknown chat type {kind!r}")
    return dump(tg.core.chat_model(chat))


@control
async def list_chats(request: web.Request, tg: Sandbox, body: dict[str, Any]) -> Any:
    return [dump(tg.core.chat_model(c)) | {"members": {str(k): v for k, v in c.members.items()},
                                            "migrated_to": c.migrated_to} for c in tg.core.chats.values()]


def _chat(tg: Sandbox, request: web.Request) -> Any:
    """The chat in the path; a user's id names their private chat with the bot even before it exists."""
    chat_id = _int(request, "chat_id")
    if chat_id in tg.core.users:
        return people.private_chat(tg.core, chat_id)
    return tg.core.find_chat(chat_id)


@control
async def post_message(request: web.Request, tg: Sandbox, body: dict[str, Any]) -> Any:
    chat = _chat(tg, request)
    stored = people.post_message(
        tg.core, chat, int(body["from_id"]), body.get("text"),
        reply_to_message_id=body.get("reply_to_message_id"), message_thread_id=body.get("message_thread_id"),
        date=body.get("date"), forward=bool(body.get("forward")),
        deliver=body.get("deliver", True) is not False,
    )
    return tg.core.message_json(stored)


@control
async def deliver_message(request: web.Request, tg: Sandbox, body: dict[str, Any]) -> Any:
    chat = tg.core.find_chat(_int(request, "chat_id"))
    people.deliver(tg.core, chat, _int(request, "message_id"))
    return {"ok": True}


@control
async def list_messages(request: web.Request, tg: Sandbox, body: dict[str, Any]) -> Any:
    chat = _chat(tg, request)
    after = int(request.query.get("after", 0))
    viewer = request.query.get("as")
    if viewer is None:
        return ephemeral.view(tg.core, chat, None, after)
    user_id = int(viewer)
    tg.core.user(user_id)  # 400 for someone who does not exist
    return ephemeral.view(tg.core, chat, user_id, after)


@control
async def press(request: web.Request, tg: Sandbox, body: dict[str, Any]) -> Any:
    chat = tg.core.find_chat(_int(request, "chat_id"))
    ephemeral_id = body.get("ephemeral_message_id")
    if ephemeral_id is not None:
        return people.press(tg.core, chat, int(body["from_id"]), 0, str(body["button"]),
                            ephemeral_message_id=int(ephemeral_id))
    return people.press(tg.core, chat, int(body["from_id"]), int(body["message_id"]), str(body["button"]))


@control
async def callback_answer(request: web.Request, tg: Sandbox, body: dict[str, Any]) -> Any:
    record = tg.core.callbacks.get(request.match_info["callback_query_id"])
    if record is None:
        raise ApiError(404, "callback query not found")
    return record.to_json()


@control
async def vote(request: web.Request, tg: Sandbox, body: dict[str, Any]) -> Any:
    people.vote(tg.core, request.match_info["poll_id"], int(body["from_id"]),
                [int(o) for o in body.get("option_ids", [])])
    poll = tg.core.polls[request.match_info["poll_id"]]
    return dump(tg.core.poll_model(poll))


@control
async def calls(request: web.Request, tg: Sandbox, body: dict[str, Any]) -> Any:
    after = int(request.query.get("after", 0))
    return [call.to_json() for call in tg.core.calls if call.seq > after]


def _config(tg: Sandbox) -> dict[str, Any]:
    flood = tg.core.flood.limits.to_json() if tg.core.flood else None
    return {"privacy_mode": tg.core.privacy_mode, "flood": flood,
            "manual_clock": isinstance(tg.clock, ManualClock), "now": tg.clock.now(),
            "bot": dump(tg.core.bot_user(full=True))}


@control
async def get_config(request: web.Request, tg: Sandbox, body: dict[str, Any]) -> Any:
    return _config(tg)


@control
async def set_config(request: web.Request, tg: Sandbox, body: dict[str, Any]) -> Any:
    if "privacy_mode" in body:
        tg.core.privacy_mode = bool(body["privacy_mode"])
    if "flood" in body:
        flood = body["flood"]
        tg.core.flood = FloodControl(FloodLimits.from_json(flood)) if flood is not None else None
    return _config(tg)


@control
async def allow_token(request: web.Request, tg: Sandbox, body: dict[str, Any]) -> Any:
    tg.allow_token(str(body["token"]))
    return {"ok": True}


@control
async def migrate(request: web.Request, tg: Sandbox, body: dict[str, Any]) -> Any:
    new = people.migrate(tg.core, tg.core.find_chat(_int(request, "chat_id")))
    return dump(tg.core.chat_model(new))


@control
async def set_member(request: web.Request, tg: Sandbox, body: dict[str, Any]) -> Any:
    chat = tg.core.find_chat(_int(request, "chat_id"))
    people.set_member(tg.core, chat, _int(request, "user_id"), str(body["status"]))
    return {"ok": True}


@control
async def get_file(request: web.Request, tg: Sandbox, body: dict[str, Any]) -> Any:
    record = tg.core.files.get(request.match_info["file_id"])
    if record is None:
        raise ApiError(404, "file not found")
    return web.Response(body=record.data, content_type="application/octet-stream",
                        headers={"Content-Disposition": f'inline; filename="{record.filename}"'})


@control
async def advance_clock(request: web.Request, tg: Sandbox, body: dict[str, Any]) -> Any:
    if not isinstance(tg.clock, ManualClock):
        raise bad_request("the sandbox runs on the system clock; start it with --manual-clock")
    seconds = float(body.get("advance", 0))
    await tg.clock.advance(seconds)
    return {"now": tg.clock.now()}


@control
async def reset(request: web.Request, tg: Sandbox, body: dict[str, Any]) -> Any:
    tg.reset()
    return {"ok": True}


async def events(request: web.Request) -> web.Response:
    """Long poll: `{"changes": N}` as soon as the change counter differs from `after` (or after `timeout`)."""
    tg = _tg(request)
    after = int(request.query.get("after", -1))
    seconds = min(float(request.query.get("timeout", 25)), 60.0)
    return _json({"changes": await tg.core.wait_change(after, seconds)})


def create_app(tg: Sandbox) -> web.Application:
    app = web.Application(client_max_size=64 * 1024 * 1024)
    app[SANDBOX_KEY] = tg
    app[HOLDS_KEY] = Holds(on_change=tg.core.touch)
    app.router.add_route("*", r"/bot{token}/{method}", bot_api)
    app.router.add_get(r"/file/bot{token}/{path:.+}", file_download)
    routes = app.router
    routes.add_post("/sandbox/users", create_user)
    routes.add_get("/sandbox/users", list_users)
    routes.add_post("/sandbox/users/{user_id}/start", start_user)
    routes.add_post("/sandbox/users/{user_id}/block", block_user)
    routes.add_post("/sandbox/users/{user_id}/offline", set_offline)
    routes.add_post("/sandbox/chats", create_chat)
    routes.add_get("/sandbox/chats", list_chats)
    routes.add_post("/sandbox/chats/{chat_id}/messages", post_message)
    routes.add_get("/sandbox/chats/{chat_id}/messages", list_messages)
    routes.add_post("/sandbox/chats/{chat_id}/messages/{message_id}/deliver", deliver_message)
    routes.add_post("/sandbox/chats/{chat_id}/press", press)
    routes.add_post("/sandbox/chats/{chat_id}/migrate", migrate)
    routes.add_post("/sandbox/chats/{chat_id}/members/{user_id}", set_member)
    routes.add_get("/sandbox/callbacks/{callback_query_id}", callback_answer)
    routes.add_post("/sandbox/polls/{poll_id}/votes", vote)
    routes.add_get("/sandbox/calls", calls)
    routes.add_get("/sandbox/config", get_config)
    routes.add_post("/sandbox/config", set_config)
    routes.add_post("/sandbox/tokens", allow_token)
    routes.add_get("/sandbox/files/{file_id}", get_file)
    routes.add_post("/sandbox/clock", advance_clock)
    routes.add_post("/sandbox/reset", reset)
    routes.add_post("/sandbox/holds", control(hold_calls))
    routes.add_get("/sandbox/holds", control(list_holds))
    routes.add_delete("/sandbox/holds", control(release_calls))
    routes.add_delete("/sandbox/holds/{chat_id}", control(release_calls))
    routes.add_get("/sandbox/events", events)

    async def release_long_polls(app: web.Application) -> None:
        tg.core.updates.close()
        app[HOLDS_KEY].release()

    app.on_shutdown.append(release_long_polls)
    return app


async def serve(tg: Sandbox, host: str = "127.0.0.1", port: int = 8081, *, access_log: bool = True
                ) -> web.AppRunner:
    """Start the HTTP server in this event loop; `await runner.cleanup()` stops it.

    With `port=0` a free port is chosen: read it from `bound_port(runner)`.
    """
    quiet: dict[str, Any] = {} if access_log else {"access_log": None}  # aiohttp's way to log nothing
    runner = web.AppRunner(create_app(tg), handler_cancellation=True, shutdown_timeout=1.0, **quiet)
    await runner.setup()
    site = web.TCPSite(runner, host, port)
    await site.start()
    return runner


def bound_port(runner: web.AppRunner) -> int:
    address = runner.addresses[0]
    return int(address[1])


def base_url(runner: web.AppRunner) -> str:
    host, port = runner.addresses[0][:2]
    return f"http://{host}:{port}"
