"""Ephemerals over HTTP: aiogram through the Bot API endpoint, and the control API's `as=` views,
presses on ephemeral messages and offline users."""

from __future__ import annotations

import pytest
from aiogram import Bot
from aiogram.exceptions import TelegramBadRequest
from aiogram.types import (
    BotCommand,
    BufferedInputFile,
    EphemeralMessageParameters,
    InlineKeyboardButton,
    InlineKeyboardMarkup,
    InputMediaPhoto,
)
from sandbox_http_helpers import Control

from sandbox import Sandbox

CARDS = InlineKeyboardMarkup(inline_keyboard=[[InlineKeyboardButton(text="Зима", callback_data="card:1")]])


async def test_aiogram_over_http_sends_edits_and_deletes_ephemerals(tg: Sandbox, http_bot: Bot) -> None:
    ann, bob = tg.users("Аня", "Боб")
    group = tg.group("Игротека", ann, bob)
    to_ann = EphemeralMessageParameters(receiver_user_id=ann.id)
    sent = await http_bot.send_message(group.id, "лист", reply_markup=CARDS,
                                       ephemeral_message_parameters=to_ann)
    photo = await http_bot.send_photo(group.id, BufferedInputFile(b"png", "a.png"), caption="рука",
                                      ephemeral_message_parameters=to_ann)
    assert (sent.message_id, sent.ephemeral_message_id, photo.ephemeral_message_id) == (0, 1, 2)
    assert sent.receiver_user is not None and sent.receiver_user.id == ann.id
    address = {"chat_id": group.id, "receiver_user_id": ann.id}
    await http_bot.edit_ephemeral_message_text(**address, ephemeral_message_id=1, text="лист 2",
                                               reply_markup=CARDS)
    await http_bot.edit_ephemeral_message_reply_markup(**address, ephemeral_message_id=1)
    await http_bot.edit_ephemeral_message_media(**address, ephemeral_message_id=2,
                                                media=InputMediaPhoto(media=BufferedInputFile(b"x", "b.png")))
    await http_bot.edit_ephemeral_message_caption(**address, ephemeral_message_id=2, caption="рука 2")
    sheet, hand = ann.ephemerals(group)
    assert sheet.text == "лист 2" and sheet.reply_markup is None
    assert hand.caption == "рука 2" and hand.photo and hand.photo[0].file_size == 1
    await http_bot.delete_ephemeral_message(**address, ephemeral_message_id=1)
    assert [m.ephemeral_message_id for m in ann.ephemerals(group)] == [2]
    with pytest.raises(TelegramBadRequest, match="only to group and supergroup chats"):
        ann.start_bot()
        await http_bot.send_message(ann.id, "тсс", ephemeral_message_parameters=to_ann)


async def test_messages_as_a_member_show_their_ephemerals_and_only_theirs(
    tg: Sandbox, http_bot: Bot, control: Control
) -> None:
    ann, bob = tg.users("Аня", "Боб")
    group = tg.group("Игротека", ann, bob)
    await http_bot.set_my_commands([BotCommand(command="a", description="ответ", is_ephemeral=True)])
    await control.post(f"/sandbox/chats/{group.id}/messages", {"from_id": ann.id, "text": "привет"})
    said = await control.post(f"/sandbox/chats/{group.id}/messages", {"from_id": ann.id, "text": "/a кит"})
    assert said["message_id"] == 0 and said["ephemeral_message_id"] == 1
    await http_bot.send_message(group.id, "принято", ephemeral_message_parameters=EphemeralMessageParameters(
        receiver_user_id=ann.id))
    await http_bot.send_message(group.id, "Бобу", ephemeral_message_parameters=EphemeralMessageParameters(
        receiver_user_id=bob.id))
    await http_bot.send_message(group.id, "всем")

    everyone = await control.get(f"/sandbox/chats/{group.id}/messages?after=0")
    assert [m["text"] for m in everyone] == ["привет", "всем"]
    as_ann = await control.get(f"/sandbox/chats/{group.id}/messages?after=0&as={ann.id}")
    assert [m["text"] for m in as_ann] == ["привет", "/a кит", "принято", "всем"]
    command, reply = as_ann[1], as_ann[2]
    assert command["message_id"] == 0 and command["ephemeral_message_id"] == 1
    assert "receiver_user" not in command
    assert reply["ephemeral_message_id"] == 2 and reply["receiver_user"]["id"] == ann.id
    as_bob = await control.get(f"/sandbox/chats/{group.id}/messages?after=0&as={bob.id}")
    assert [m["text"] for m in as_bob] == ["привет", "Бобу", "всем"]
    later = await control.get(f"/sandbox/chats/{group.id}/messages?after=2&as={ann.id}")
    assert later == []  # message 2 ("всем") was the last; nothing after it
    after_first = await control.get(f"/sandbox/chats/{group.id}/messages?after=1&as={ann.id}")
    assert [m["text"] for m in after_first] == ["/a кит", "принято", "всем"]


async def test_control_press_on_an_ephemeral_message_and_offline_users(
    tg: Sandbox, http_bot: Bot, control: Control
) -> None:
    ann, bob = tg.users("Аня", "Боб")
    group = tg.group("Игротека", ann, bob)
    sent = await http_bot.send_message(group.id, "карты", reply_markup=CARDS,
                                       ephemeral_message_parameters=EphemeralMessageParameters(
                                           receiver_user_id=ann.id))
    pressed = await control.post(f"/sandbox/chats/{group.id}/press",
                                 {"from_id": ann.id, "ephemeral_message_id": sent.ephemeral_message_id,
                                  "button": "Зима"})
    (update,) = await http_bot.get_updates()
    assert update.callback_query is not None and update.callback_query.id == pressed["callback_query_id"]
    message = update.callback_query.message
    assert message is not None and message.message_id == 0
    assert message.ephemeral_message_id == sent.ephemeral_message_id  # type: ignore[union-attr]
    await control.post(f"/sandbox/chats/{group.id}/press",
                       {"from_id": bob.id, "ephemeral_message_id": sent.ephemeral_message_id,
                        "button": "Зима"}, status=404)

    assert await control.post(f"/sandbox/users/{bob.id}/offline", {"offline": True}) == {"ok": True}
    users = {u["id"]: u for u in await control.get("/sandbox/users")}
    assert users[bob.id]["offline"] is True and users[ann.id]["offline"] is False
    lost = await control.api("sendMessage", chat_id=group.id, text="пропало",
                             ephemeral_message_parameters={"receiver_user_id": bob.id})
    assert lost["ok"] is True and lost["result"]["message_id"] == 0
    assert await control.get(f"/sandbox/chats/{group.id}/messages?after=0&as={bob.id}") == []
    await control.post(f"/sandbox/users/{bob.id}/offline", {"offline": False})
    await control.api("sendMessage", chat_id=group.id, text="дошло",
                      ephemeral_message_parameters={"receiver_user_id": bob.id})
    seen = await control.get(f"/sandbox/chats/{group.id}/messages?after=0&as={bob.id}")
    assert [m["text"] for m in seen] == ["дошло"]


async def test_raw_http_400s_for_ephemeral_parameters(tg: Sandbox, control: Control) -> None:
    ann, eve = tg.users("Аня", "Ева")
    group = tg.group("Игротека", ann)
    refused = await control.api("sendMessage", status=400, chat_id=group.id, text="x",
                                ephemeral_message_parameters={"receiver_user_id": eve.id})
    assert refused["description"] == "Bad Request: receiver user is not a member of the chat"
    missing = await control.api("deleteEphemeralMessage", status=400, chat_id=group.id,
                                receiver_user_id=ann.id)
    assert "ephemeral_message_id" in missing["description"]
    gone = await control.api("deleteEphemeralMessage", status=400, chat_id=group.id, receiver_user_id=ann.id,
                             ephemeral_message_id=7)
    assert gone["description"] == "Bad Request: message to delete not found"


async def test_config_sets_whether_ephemerals_count_against_the_group(tg: Sandbox, control: Control) -> None:
    limits = {"per_chat_per_second": 100, "per_group_per_minute": 1}
    config = await control.post("/sandbox/config", {"flood": limits | {"ephemeral_counts": False}})
    assert config["flood"]["ephemeral_counts"] is False
    (ann,) = tg.users("Аня")
    group = tg.group("Игротека", ann)
    for n in range(3):
        await control.api("sendMessage", chat_id=group.id, text=f"{n}",
                          ephemeral_message_parameters={"receiver_user_id": ann.id})
    await control.api("sendMessage", chat_id=group.id, text="всем")
    await control.post("/sandbox/config", {"flood": limits})
    assert (await control.get("/sandbox/config"))["flood"]["ephemeral_counts"] is True
    await control.api("sendMessage", chat_id=group.id, text="x", ephemeral_message_parameters={
        "receiver_user_id": ann.id})
    refused = await control.api("sendMessage", status=429, chat_id=group.id, text="y",
                                ephemeral_message_parameters={"receiver_user_id": ann.id})
    assert refused["parameters"]["retry_after"] >= 1
