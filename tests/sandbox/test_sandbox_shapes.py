"""Field drift: everything the sandbox sends survives aiogram's models unchanged (round trip is exact)."""

from __future__ import annotations

from typing import Any

from aiogram import Bot
from aiogram.types import InlineKeyboardButton, InlineKeyboardMarkup, Update

from sandbox import Sandbox


def round_trips(update: dict[str, Any]) -> bool:
    model = Update.model_validate(update)
    return model.model_dump(mode="json", by_alias=True, exclude_none=True) == update


async def test_every_update_kind_round_trips_through_aiogram_models(tg: Sandbox, bot: Bot) -> None:
    tg.privacy_mode = False
    ann, bob = tg.users("Аня", "Боб")
    group = tg.group("Игротека", ann, bob)
    keyboard = InlineKeyboardMarkup(inline_keyboard=[[InlineKeyboardButton(text="Да", callback_data="y")]])
    sent = await bot.send_message(group.id, "<b>вопрос</b>", parse_mode="HTML", reply_markup=keyboard)
    await ann.says(group, "ответ @arbiter_test_bot #тег", reply_to=sent)
    await ann.edits(group.messages()[-1], "исправлено")
    await bob.presses(sent, "Да")
    poll = await bot.send_poll(group.id, "Да?", ["да", "нет"], is_anonymous=False, open_period=60)
    await ann.votes(poll, 1)
    await ann.retracts_vote(poll)
    await ann.sends_photo(group, b"x", caption="фото")
    await group.set_member(bob, "left")
    await ann.block_bot()
    await group.migrate()
    updates: list[dict[str, Any]] = await tg.core.call("getUpdates", {})
    kinds = {next(k for k in u if k != "update_id") for u in updates}
    assert kinds == {"message", "edited_message", "callback_query", "poll_answer", "poll", "my_chat_member"}
    assert all(round_trips(u) for u in updates)


async def test_every_call_log_entry_and_api_result_is_json(tg: Sandbox, bot: Bot) -> None:
    import json

    (ann,) = tg.users("Аня")
    ann.start_bot()
    await bot.send_message(ann.id, "раз")
    await bot.get_me()
    json.dumps(tg.calls)
    result = await tg.core.call("getChat", {"chat_id": ann.id})
    json.dumps(result)
    assert result["type"] == "private" and result["first_name"] == "Аня"
