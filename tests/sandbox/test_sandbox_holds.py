"""Held calls (`/sandbox/holds`): a chat's Bot API calls kept unanswered until released, so a test can
kill a bot between committing a command and saying it (issue 27, item 1)."""

from __future__ import annotations

import asyncio
from typing import Any

from aiohttp import ClientSession
from sandbox_http_helpers import Control, until

from sandbox import Sandbox


async def _waiting(control: Control) -> list[dict[str, Any]]:
    waiting: list[dict[str, Any]] = (await control.get("/sandbox/holds"))["waiting"]
    return waiting


def _texts(tg: Sandbox, chat_id: int) -> list[str]:
    return [s.message.text or "" for s in tg.core.find_chat(chat_id).messages.values() if not s.deleted]


async def test_a_held_call_waits_unmade_until_released_and_other_calls_go_on(tg: Sandbox,
                                                                              control: Control) -> None:
    ann, bob = tg.users("Аня", "Боб")
    group = tg.group("Игротека", ann, bob)
    other = tg.group("Клуб", ann)
    held = await control.post("/sandbox/holds", {"chat_id": group.id, "methods": ["sendmessage"]})
    assert held == {"holds": [{"chat_id": group.id, "methods": ["sendMessage"], "text": None}],
                    "waiting": []}
    sending = asyncio.create_task(control.api("sendMessage", chat_id=group.id, text="Итоги"))
    [waiting] = await until(tg, lambda: _waiting(control))
    assert (waiting["method"], waiting["chat_id"], waiting["params"]["text"]) == ("sendMessage", group.id,
                                                                                  "Итоги")
    assert not sending.done()
    assert "Итоги" not in _texts(tg, group.id) and not tg.calls_to("sendMessage")  # not made
    # Another chat, and another method in the held chat, are answered as usual.
    assert (await control.api("sendMessage", chat_id=other.id, text="привет"))["ok"]
    assert (await control.api("getChat", chat_id=group.id))["ok"]

    assert (await control.delete("/sandbox/holds"))["holds"] == []
    answer = await asyncio.wait_for(sending, 5)
    assert answer["ok"] and answer["result"]["text"] == "Итоги"
    assert "Итоги" in _texts(tg, group.id)
    assert await _waiting(control) == []


async def test_a_held_call_whose_client_has_gone_is_never_made(tg: Sandbox, served: str,
                                                               control: Control) -> None:
    """The bot killed while its call was held: Telegram never got that call."""
    (ann,) = tg.users("Аня")
    group = tg.group("Игротека", ann)
    await control.post("/sandbox/holds", {"chat_id": group.id})  # every method
    async with ClientSession() as doomed:
        bot = Control(doomed, served)
        dying = asyncio.create_task(bot.api("sendMessage", chat_id=group.id, text="Итоги"))
        await until(tg, lambda: _waiting(control))
        dying.cancel()
    await until(tg, lambda: _gone(control))
    await control.delete(f"/sandbox/holds/{group.id}")
    assert (await control.api("sendMessage", chat_id=group.id, text="после"))["ok"]
    assert _texts(tg, group.id) == ["после"]


async def _gone(control: Control) -> bool:
    return not await _waiting(control)


async def test_a_hold_on_a_text_catches_only_the_calls_that_say_it(tg: Sandbox, control: Control) -> None:
    (ann,) = tg.users("Аня")
    group = tg.group("Игротека", ann)
    await control.post("/sandbox/holds", {"chat_id": group.id, "text": "игра окончена"})
    assert (await control.api("sendMessage", chat_id=group.id, text="ход 25"))["ok"]
    ending = asyncio.create_task(control.api("sendMessage", chat_id=group.id, text="Всё: игра окончена!"))
    [waiting] = await until(tg, lambda: _waiting(control))
    assert waiting["params"]["text"] == "Всё: игра окончена!"
    assert (await control.api("sendMessage", chat_id=group.id, text="ход 26"))["ok"]
    await control.delete(f"/sandbox/holds/{group.id}")
    assert (await asyncio.wait_for(ending, 5))["ok"]
    assert _texts(tg, group.id) == ["ход 25", "ход 26", "Всё: игра окончена!"]


async def test_a_hold_is_refused_without_a_chat(control: Control) -> None:
    refused = await control.post("/sandbox/holds", {"methods": ["sendMessage"]}, status=400)
    assert refused["ok"] is False and "chat_id" in refused["description"]
