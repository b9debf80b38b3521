"""403s: a bot cannot write first, a blocked bot cannot write, a kicked bot cannot write."""

from __future__ import annotations

import pytest
from aiogram import Bot, Dispatcher
from aiogram.exceptions import TelegramForbiddenError
from aiogram.types import ChatMemberUpdated

from sandbox import Sandbox


async def test_bot_cannot_initiate_a_conversation(tg: Sandbox, bot: Bot) -> None:
    (ann,) = tg.users("Аня")
    with pytest.raises(TelegramForbiddenError, match="bot can't initiate conversation with a user"):
        await bot.send_message(ann.id, "привет")
    ann.start_bot()
    sent = await bot.send_message(ann.id, "привет")
    assert sent.chat.type == "private" and sent.chat.id == ann.id


async def test_blocked_bot_gets_403_and_a_my_chat_member_update(
    tg: Sandbox, bot: Bot, dp: Dispatcher
) -> None:
    changes: list[tuple[str, str]] = []

    @dp.my_chat_member()
    async def on_change(update: ChatMemberUpdated) -> None:
        changes.append((update.old_chat_member.status, update.new_chat_member.status))

    (ann,) = tg.users("Аня")
    ann.start_bot()
    await ann.block_bot()
    with pytest.raises(TelegramForbiddenError, match="bot was blocked by the user"):
        await bot.send_message(ann.id, "привет")
    assert changes == [("member", "kicked")]
    ann.start_bot()
    await tg.idle()
    assert changes[-1] == ("kicked", "member")
    assert (await bot.send_message(ann.id, "снова")).text == "снова"


async def test_kicked_bot_gets_403_in_group_and_supergroup(tg: Sandbox, bot: Bot, dp: Dispatcher) -> None:
    kicked: list[int] = []

    @dp.my_chat_member()
    async def on_change(update: ChatMemberUpdated) -> None:
        if update.new_chat_member.status == "kicked":
            kicked.append(update.chat.id)

    (ann,) = tg.users("Аня")
    group = tg.group("Игротека", ann)
    supergroup = tg.supergroup("Клуб", ann)
    await group.kick_bot()
    await supergroup.kick_bot()
    with pytest.raises(TelegramForbiddenError, match="bot was kicked from the group chat"):
        await bot.send_message(group.id, "привет")
    with pytest.raises(TelegramForbiddenError, match="bot was kicked from the supergroup chat"):
        await bot.send_message(supergroup.id, "привет")
    assert kicked == [group.id, supergroup.id]
