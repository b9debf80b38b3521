"""The HTTP transport and the control API, exercised over loopback."""

from __future__ import annotations

import asyncio

import pytest
from aiogram import Bot
from aiogram.exceptions import TelegramBadRequest, TelegramForbiddenError, TelegramRetryAfter
from aiogram.types import BufferedInputFile
from aiohttp import FormData, web
from sandbox_http_helpers import Control

from sandbox import FloodLimits, ManualClock, Sandbox

START = 1_767_000_000.0


async def test_aiogram_over_http_sends_and_gets_telegram_errors(tg: Sandbox, http_bot: Bot) -> None:
    (ann,) = tg.users("Аня")
    with pytest.raises(TelegramForbiddenError, match="bot can't initiate conversation"):
        await http_bot.send_message(ann.id, "привет")
    ann.start_bot()
    sent = await http_bot.send_message(ann.id, "<b>привет</b>", parse_mode="HTML")
    assert sent.text == "привет" and sent.entities and sent.entities[0].type == "bold"
    with pytest.raises(TelegramBadRequest, match="message text is empty"):
        await http_bot.send_message(ann.id, "")
    tg.flood = FloodLimits(per_chat_per_second=1)
    await http_bot.send_message(ann.id, "раз")
    with pytest.raises(TelegramRetryAfter) as raised:
        await http_bot.send_message(ann.id, "ещё")
    assert raised.value.retry_after == 1


async def test_multipart_photo_upload_get_file_and_download(
    tg: Sandbox, http_bot: Bot, control: Control
) -> None:
    (ann,) = tg.users("Аня")
    ann.start_bot()
    picture = bytes(range(256)) * 10
    sent = await http_bot.send_photo(ann.id, BufferedInputFile(picture, "card.png"), caption="карта")
    assert sent.photo and sent.caption == "карта"
    file = await http_bot.get_file(sent.photo[-1].file_id)
    assert file.file_path is not None
    downloaded = await http_bot.download_file(file.file_path)
    assert downloaded is not None and downloaded.read() == picture
    async with control.http.get(f"{control.base}/sandbox/files/{sent.photo[-1].file_id}") as response:
        assert await response.read() == picture
    # the same file_id can be sent again without uploading
    again = await http_bot.send_photo(ann.id, sent.photo[-1].file_id)
    assert again.photo and again.photo[-1].file_id == sent.photo[-1].file_id


async def test_urlencoded_and_json_bodies(tg: Sandbox, control: Control) -> None:
    (ann,) = tg.users("Аня")
    ann.start_bot()
    form = FormData(
        {
            "chat_id": str(ann.id),
            "text": "форма",
            "reply_markup": '{"inline_keyboard": [[{"text": "A", "callback_data": "a"}]]}',
        }
    )
    async with control.http.post(f"{control.base}/bot123456:TEST/sendMessage", data=form) as response:
        data = await response.json()
    assert data["ok"] and data["result"]["reply_markup"]["inline_keyboard"][0][0]["text"] == "A"
    data = await control.api("sendMessage", chat_id=ann.id, text="json")
    assert data["result"]["text"] == "json"
    async with control.http.get(f"{control.base}/bot123456:TEST/getMe") as response:
        assert (await response.json())["result"]["is_bot"] is True


async def test_bad_token_is_401_and_unknown_method_is_404(control: Control) -> None:
    for token in ("notatoken", "42:other-token"):  # malformed, or a token the sandbox was not told about
        async with control.http.post(f"{control.base}/bot{token}/getMe") as response:
            assert response.status == 401
            assert (await response.json())["description"] == "Unauthorized"
    data = await control.api("sendTelepathy", status=404)
    assert data == {"ok": False, "error_code": 404, "description": "Not Found"}


async def test_control_api_users_chats_messages_and_get_updates(control: Control) -> None:
    ann = await control.post("/sandbox/users", {"first_name": "Аня", "username": "anya"})
    bob = await control.post("/sandbox/users", {"first_name": "Боб", "language_code": "en"})
    assert ann["first_name"] == "Аня" and ann["username"] == "anya" and bob["language_code"] == "en"
    group = await control.post(
        "/sandbox/chats", {"type": "group", "title": "Игротека", "member_ids": [ann["id"], bob["id"]]}
    )
    assert group["type"] == "group" and group["title"] == "Игротека"
    private = await control.post("/sandbox/chats", {"type": "private", "member_ids": [ann["id"]]})
    assert private["id"] == ann["id"]
    said = await control.post(
        f"/sandbox/chats/{group['id']}/messages", {"from_id": ann["id"], "text": "/play"}
    )
    assert said["text"] == "/play" and said["from"]["id"] == ann["id"]
    hidden = await control.post(
        f"/sandbox/chats/{group['id']}/messages", {"from_id": bob["id"], "text": "болтаю"}
    )
    updates = (await control.api("getUpdates"))["result"]
    assert [u["message"]["text"] for u in updates] == ["/play"]  # privacy mode hid the chatter
    listed = await control.get(f"/sandbox/chats/{group['id']}/messages?after={said['message_id']}")
    assert [m["message_id"] for m in listed] == [hidden["message_id"]]


async def test_control_api_press_then_callback_answer(tg: Sandbox, control: Control) -> None:
    ann = await control.post("/sandbox/users", {"first_name": "Аня"})
    group = await control.post("/sandbox/chats", {"type": "group", "member_ids": [ann["id"]]})
    keyboard = {
        "inline_keyboard": [
            [{"text": "Играю", "callback_data": "join"}],
            [{"text": "Сайт", "url": "https://example.org/"}],
        ]
    }
    sent = (await control.api("sendMessage", chat_id=group["id"], text="Кто?", reply_markup=keyboard))[
        "result"
    ]
    pressed = await control.post(
        f"/sandbox/chats/{group['id']}/press",
        {"from_id": ann["id"], "message_id": sent["message_id"], "button": "Играю"},
    )
    query_id = pressed["callback_query_id"]
    assert await control.get(f"/sandbox/callbacks/{query_id}") == {
        "answered": False,
        "text": None,
        "show_alert": False,
        "url": None,
    }
    update = (await control.api("getUpdates"))["result"][-1]
    assert update["callback_query"]["id"] == query_id and update["callback_query"]["data"] == "join"
    await control.api("answerCallbackQuery", callback_query_id=query_id, text="Ты в игре", show_alert=True)
    assert await control.get(f"/sandbox/callbacks/{query_id}") == {
        "answered": True,
        "text": "Ты в игре",
        "show_alert": True,
        "url": None,
    }
    url = await control.post(
        f"/sandbox/chats/{group['id']}/press",
        {"from_id": ann["id"], "message_id": sent["message_id"], "button": "Сайт"},
    )
    assert url == {"url": "https://example.org/"}
    missing = await control.post(
        f"/sandbox/chats/{group['id']}/press",
        {"from_id": ann["id"], "message_id": sent["message_id"], "button": "Нет"},
        status=404,
    )
    assert missing["ok"] is False


async def test_control_api_messages_show_current_state(control: Control) -> None:
    ann = await control.post("/sandbox/users", {"first_name": "Аня"})
    bob = await control.post("/sandbox/users", {"first_name": "Боб"})
    group = await control.post("/sandbox/chats", {"type": "group", "member_ids": [ann["id"], bob["id"]]})
    chat = group["id"]
    first = (await control.api("sendMessage", chat_id=chat, text="раз"))["result"]
    await control.api(
        "editMessageText", chat_id=chat, message_id=first["message_id"], text="раз (исправлено)"
    )
    doomed = (await control.api("sendMessage", chat_id=chat, text="два"))["result"]
    await control.api("deleteMessage", chat_id=chat, message_id=doomed["message_id"])
    poll = (
        await control.api("sendPoll", chat_id=chat, question="Да?", options=["да", "нет"], is_anonymous=False)
    )["result"]
    await control.post(
        f"/sandbox/polls/{poll['poll']['id']}/votes", {"from_id": ann["id"], "option_ids": [1]}
    )
    await control.post(
        f"/sandbox/polls/{poll['poll']['id']}/votes", {"from_id": bob["id"], "option_ids": [1]}
    )
    await control.api("stopPoll", chat_id=chat, message_id=poll["message_id"])
    messages = await control.get(f"/sandbox/chats/{chat}/messages?after=0")
    assert messages[0]["text"] == "раз (исправлено)" and "edit_date" in messages[0]
    assert messages[1]["deleted"] is True
    assert messages[2]["poll"]["is_closed"] is True
    assert [o["voter_count"] for o in messages[2]["poll"]["options"]] == [0, 2]


async def test_control_api_calls_log_with_after(control: Control) -> None:
    ann = await control.post("/sandbox/users", {"first_name": "Аня"})
    await control.post(f"/sandbox/users/{ann['id']}/start")
    await control.api("sendMessage", chat_id=ann["id"], text="раз")
    await control.api("sendMessage", chat_id=ann["id"], text="", status=400)
    calls = await control.get("/sandbox/calls?after=0")
    assert [(c["method"], c["ok"], c["error_code"]) for c in calls] == [
        ("sendMessage", True, None),
        ("sendMessage", False, 400),
    ]
    assert calls[0]["params"] == {"chat_id": ann["id"], "text": "раз"}
    assert calls[0]["at"] == START
    later = await control.get(f"/sandbox/calls?after={calls[0]['seq']}")
    assert [c["seq"] for c in later] == [calls[1]["seq"]]


async def test_control_api_config_members_block_migrate(control: Control) -> None:
    config = await control.post(
        "/sandbox/config", {"privacy_mode": False, "flood": {"per_chat_per_second": 2}}
    )
    assert config["privacy_mode"] is False
    assert config["flood"] == {"per_chat_per_second": 2, "per_group_per_minute": 20, "global_per_second": 30,
                               "ephemeral_counts": True}
    me = (await control.api("getMe"))["result"]
    assert me["can_read_all_group_messages"] is True
    ann = await control.post("/sandbox/users", {"first_name": "Аня"})
    bob = await control.post("/sandbox/users", {"first_name": "Боб"})
    group = await control.post("/sandbox/chats", {"type": "group", "member_ids": [ann["id"]]})
    await control.post(f"/sandbox/chats/{group['id']}/members/{bob['id']}", {"status": "member"})
    member = (await control.api("getChatMember", chat_id=group["id"], user_id=bob["id"]))["result"]
    assert member["status"] == "member"
    new = await control.post(f"/sandbox/chats/{group['id']}/migrate")
    assert new["type"] == "supergroup"
    migrated = await control.api("sendMessage", status=400, chat_id=group["id"], text="?")
    assert migrated["parameters"] == {"migrate_to_chat_id": new["id"]}
    await control.post(f"/sandbox/chats/{new['id']}/members/{me['id']}", {"status": "kicked"})
    kicked = await control.api("sendMessage", status=403, chat_id=new["id"], text="?")
    assert kicked["description"] == "Forbidden: bot was kicked from the supergroup chat"
    await control.post(f"/sandbox/users/{ann['id']}/start")
    await control.post(f"/sandbox/users/{ann['id']}/block")
    blocked = await control.api("sendMessage", status=403, chat_id=ann["id"], text="?")
    assert blocked["description"] == "Forbidden: bot was blocked by the user"
    await control.post("/sandbox/config", {"flood": None})
    assert (await control.get("/sandbox/config"))["flood"] is None


async def test_control_api_clock_and_reset(tg: Sandbox, control: Control, clock: ManualClock) -> None:
    assert await control.post("/sandbox/clock", {"advance": 90}) == {"now": START + 90}
    ann = await control.post("/sandbox/users", {"first_name": "Аня"})
    said = await control.post(
        f"/sandbox/chats/{ann['id']}/messages", {"from_id": ann["id"], "text": "привет"}
    )
    assert said["date"] == START + 90
    last_update = (await control.api("getUpdates"))["result"][-1]["update_id"]
    await control.post("/sandbox/reset")
    assert await control.get("/sandbox/users") == []
    again = await control.post("/sandbox/users", {"first_name": "Боб"})
    await control.post(f"/sandbox/chats/{again['id']}/messages", {"from_id": again["id"], "text": "привет"})
    updates = (await control.api("getUpdates", offset=last_update + 1))["result"]
    assert updates[0]["update_id"] > last_update  # ids never go back, even across a reset


async def test_events_long_poll_returns_when_something_changes(control: Control) -> None:
    now = (await control.get("/sandbox/events?timeout=0"))["changes"]
    waiting = asyncio.create_task(control.get(f"/sandbox/events?after={now}&timeout=10"))
    await control.post("/sandbox/users", {"first_name": "Аня"})
    changed = await asyncio.wait_for(waiting, 5)
    assert changed["changes"] > now


async def test_long_poll_get_updates_waits_for_the_clock_or_an_update(
    tg: Sandbox, control: Control, clock: ManualClock
) -> None:
    ann = await control.post("/sandbox/users", {"first_name": "Аня"})
    empty = asyncio.create_task(control.api("getUpdates", timeout=30))
    await until_waiting(tg)
    await clock.advance(29)
    assert not empty.done()
    await clock.advance(1)
    assert (await asyncio.wait_for(empty, 5))["result"] == []
    woken = asyncio.create_task(control.api("getUpdates", timeout=30))
    await until_waiting(tg)
    await control.post(f"/sandbox/chats/{ann['id']}/messages", {"from_id": ann["id"], "text": "привет"})
    updates = (await asyncio.wait_for(woken, 5))["result"]
    assert [u["message"]["text"] for u in updates] == ["привет"]


async def until_waiting(tg: Sandbox) -> None:
    """Until the server is inside the long poll (it records the call on entry)."""
    from sandbox_http_helpers import until

    await until(
        tg,
        lambda: (
            tg.core.calls
            and tg.core.calls[-1].method == "getUpdates"
            and isinstance(tg.clock, ManualClock)
            and tg.clock.sleepers > 0
        ),
    )


async def test_webhook_delivers_updates_with_the_secret_header(tg: Sandbox, control: Control) -> None:
    received: asyncio.Queue[tuple[str | None, dict[str, object]]] = asyncio.Queue()

    async def hook(request: web.Request) -> web.Response:
        await received.put((request.headers.get("X-Telegram-Bot-Api-Secret-Token"), await request.json()))
        return web.Response()

    app = web.Application()
    app.router.add_post("/hook", hook)
    runner = web.AppRunner(app)
    await runner.setup()
    await web.TCPSite(runner, "127.0.0.1", 0).start()
    try:
        url = f"http://127.0.0.1:{runner.addresses[0][1]}/hook"
        await control.api("setWebhook", url=url, secret_token="s3cret")
        info = (await control.api("getWebhookInfo"))["result"]
        assert info["url"] == url
        conflict = await control.api("getUpdates", status=409)
        assert conflict["description"].startswith(
            "Conflict: can't use getUpdates method while webhook is active"
        )
        ann = await control.post("/sandbox/users", {"first_name": "Аня"})
        await control.post(f"/sandbox/chats/{ann['id']}/messages", {"from_id": ann["id"], "text": "раз"})
        await control.post(f"/sandbox/chats/{ann['id']}/messages", {"from_id": ann["id"], "text": "два"})
        first = await asyncio.wait_for(received.get(), 5)
        second = await asyncio.wait_for(received.get(), 5)
        assert first[0] == second[0] == "s3cret"
        assert [first[1]["message"]["text"], second[1]["message"]["text"]] == ["раз", "два"]  # type: ignore[index]
        assert int(second[1]["update_id"]) > int(first[1]["update_id"])  # type: ignore[call-overload]
        await control.api("deleteWebhook")
        assert (await control.api("getUpdates"))["result"] == []
    finally:
        await runner.cleanup()


async def test_control_api_holds_an_update_and_delivers_it_later(control: Control) -> None:
    ann = await control.post("/sandbox/users", {"first_name": "Аня"})
    late = await control.post(
        f"/sandbox/chats/{ann['id']}/messages", {"from_id": ann["id"], "text": "поздно", "deliver": False}
    )
    await control.post(f"/sandbox/chats/{ann['id']}/messages", {"from_id": ann["id"], "text": "вовремя"})
    await control.post(f"/sandbox/chats/{ann['id']}/messages/{late['message_id']}/deliver")
    updates = (await control.api("getUpdates"))["result"]
    assert [u["message"]["text"] for u in updates] == ["вовремя", "поздно"]
