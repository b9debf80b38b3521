"""Privacy mode: in groups the bot gets only commands, replies to it, mentions and service messages."""

from __future__ import annotations

from aiogram import Bot, Dispatcher
from aiogram.types import Message

from sandbox import Sandbox


def recorder(dp: Dispatcher) -> list[str]:
    seen: list[str] = []

    @dp.message()
    async def record(message: Message) -> None:
        seen.append(message.text or "<service>")

    return seen


async def test_privacy_on_delivers_commands_replies_and_mentions_only(
    tg: Sandbox, bot: Bot, dp: Dispatcher
) -> None:
    seen = recorder(dp)
    (ann,) = tg.users("Аня")
    group = tg.group("Игротека", ann)
    await ann.says(group, "просто разговор")
    await ann.says(group, "/play")
    await ann.says(group, "/play@arbiter_test_bot")
    await ann.says(group, "/play@other_bot")
    await ann.says(group, "эй @arbiter_test_bot")
    sent = await bot.send_message(group.id, "вопрос")
    await ann.says(group, "ответ боту", reply_to=sent)
    assert seen == ["/play", "/play@arbiter_test_bot", "эй @arbiter_test_bot", "ответ боту"]
    assert len(group.messages()) == 7  # the store keeps what the bot did not see


async def test_privacy_off_delivers_every_group_message(tg: Sandbox, dp: Dispatcher) -> None:
    seen = recorder(dp)
    tg.privacy_mode = False
    (ann,) = tg.users("Аня")
    group = tg.group("Игротека", ann)
    await ann.says(group, "просто разговор")
    assert seen == ["просто разговор"]


async def test_admin_bot_sees_every_message_even_with_privacy_on(tg: Sandbox, dp: Dispatcher) -> None:
    seen = recorder(dp)
    (ann,) = tg.users("Аня")
    group = tg.group("Игротека", ann)
    await group.set_member(tg.core.bot_id, "administrator")
    await ann.says(group, "просто разговор")
    assert seen == ["просто разговор"]


async def test_private_chats_are_never_filtered(tg: Sandbox, dp: Dispatcher) -> None:
    seen = recorder(dp)
    (ann,) = tg.users("Аня")
    await ann.says(ann.private, "3 Кит")
    assert seen == ["3 Кит"]


async def test_get_me_reports_privacy_mode(tg: Sandbox, bot: Bot) -> None:
    me = await bot.get_me()
    assert me.can_read_all_group_messages is False
    assert me.username == "arbiter_test_bot"
    tg.privacy_mode = False
    assert (await bot.get_me()).can_read_all_group_messages is True


async def test_service_messages_pass_privacy_mode(tg: Sandbox, dp: Dispatcher) -> None:
    joined: list[str] = []

    @dp.message()
    async def record(message: Message) -> None:
        joined.extend(u.first_name for u in message.new_chat_members or [])

    ann, bob = tg.users("Аня", "Боб")
    group = tg.group("Игротека", ann)
    await group.set_member(bob, "member")
    assert joined == ["Боб"]
