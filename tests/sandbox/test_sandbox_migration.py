"""Group -> supergroup migration: the old id answers 400 with migrate_to_chat_id; service messages link."""

from __future__ import annotations

import pytest
from aiogram import Bot, Dispatcher
from aiogram.exceptions import TelegramMigrateToChat
from aiogram.types import Message

from sandbox import Sandbox


async def test_migration_moves_the_chat_and_the_old_id_answers_migrate_to(
    tg: Sandbox, bot: Bot, dp: Dispatcher
) -> None:
    service: list[tuple[int, int | None, int | None]] = []

    @dp.message()
    async def record(message: Message) -> None:
        service.append((message.chat.id, message.migrate_to_chat_id, message.migrate_from_chat_id))

    ann, bob = tg.users("Аня", "Боб")
    group = tg.group("Игротека", ann, bob)
    new = await group.migrate()
    assert new.type == "supergroup"
    assert new.id != group.id and str(new.id).startswith("-100")
    assert service == [(group.id, new.id, None), (new.id, None, group.id)]
    with pytest.raises(TelegramMigrateToChat) as raised:
        await bot.send_message(group.id, "привет")
    assert raised.value.migrate_to_chat_id == new.id
    sent = await bot.send_message(new.id, "привет")
    assert sent.chat.type == "supergroup"
    with pytest.raises(Exception, match="upgraded"):
        await ann.says(group, "/play")
    said = await bob.says(new, "/play")
    assert said.chat.id == new.id
