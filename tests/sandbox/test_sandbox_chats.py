"""Chat information, members and administrators, pins, forum topics, commands, files in-process."""

from __future__ import annotations

import pytest
from aiogram import Bot, Dispatcher
from aiogram.exceptions import TelegramBadRequest
from aiogram.types import (
    BotCommand,
    BotCommandScopeAllGroupChats,
    BufferedInputFile,
    ChatMemberAdministrator,
    ChatMemberOwner,
    Message,
)

from sandbox import Sandbox


async def test_get_chat_member_and_administrators(tg: Sandbox, bot: Bot) -> None:
    ann, bob, vic = tg.users("Аня", "Боб", "Вика")
    group = tg.group("Игротека", ann, bob)
    await group.set_member(bob, "administrator")
    assert isinstance(await bot.get_chat_member(group.id, ann.id), ChatMemberOwner)
    assert isinstance(await bot.get_chat_member(group.id, bob.id), ChatMemberAdministrator)
    assert (await bot.get_chat_member(group.id, vic.id)).status == "left"
    admins = await bot.get_chat_administrators(group.id)
    assert sorted(a.user.id for a in admins) == [ann.id, bob.id]
    assert await bot.get_chat_member_count(group.id) == 3  # the bot counts
    chat = await bot.get_chat(group.id)
    assert (chat.id, chat.type, chat.title) == (group.id, "group", "Игротека")


async def test_pin_and_unpin(tg: Sandbox, bot: Bot) -> None:
    (ann,) = tg.users("Аня")
    group = tg.group("Игротека", ann)
    sent = await bot.send_message(group.id, "правила")
    assert await bot.pin_chat_message(group.id, sent.message_id)
    assert group.pinned() == [sent.message_id]
    pinned = (await bot.get_chat(group.id)).pinned_message
    assert pinned is not None and pinned.text == "правила"
    await bot.unpin_chat_message(group.id, message_id=sent.message_id)
    assert group.pinned() == []


async def test_forum_topics_carry_message_thread_id(tg: Sandbox, bot: Bot, dp: Dispatcher) -> None:
    threads: list[int | None] = []

    @dp.message()
    async def record(message: Message) -> None:
        threads.append(message.message_thread_id)
        await message.answer("принято")  # aiogram answers in the same topic

    (ann,) = tg.users("Аня")
    forum = tg.supergroup("Клуб", ann, is_forum=True)
    topic = await bot.create_forum_topic(forum.id, "Игра")
    await ann.says(forum, "/play", thread_id=topic.message_thread_id)
    assert threads == [topic.message_thread_id]
    reply = forum.last_bot_message()
    assert reply.message_thread_id == topic.message_thread_id and reply.is_topic_message
    plain = tg.group("Игротека", ann)
    with pytest.raises(TelegramBadRequest, match="message thread not found"):
        await bot.send_message(plain.id, "?", message_thread_id=5)


async def test_commands_per_scope_and_language(bot: Bot) -> None:
    ru = [BotCommand(command="play", description="Играть")]
    en = [BotCommand(command="play", description="Play")]
    groups = BotCommandScopeAllGroupChats()
    assert await bot.set_my_commands(ru, language_code="ru")
    await bot.set_my_commands(en, scope=groups, language_code="en")

    def pairs(commands: list[BotCommand]) -> list[tuple[str, str]]:
        return [(c.command, c.description) for c in commands]

    assert pairs(await bot.get_my_commands(language_code="ru")) == [("play", "Играть")]
    assert pairs(await bot.get_my_commands(scope=groups, language_code="en")) == [("play", "Play")]
    assert await bot.get_my_commands() == []
    with pytest.raises(TelegramBadRequest, match="BOT_COMMAND_INVALID"):
        await bot.set_my_commands([BotCommand(command="Bad-Name", description="x")])


async def test_photo_and_document_in_process_with_download(tg: Sandbox, bot: Bot) -> None:
    (ann,) = tg.users("Аня")
    ann.start_bot()
    card = b"\x89PNG card bytes"
    photo = await bot.send_photo(
        ann.id, BufferedInputFile(card, "card.png"), caption="<i>карта</i>", parse_mode="HTML"
    )
    assert photo.caption == "карта" and photo.caption_entities and photo.caption_entities[0].type == "italic"
    assert photo.photo is not None
    downloaded = await bot.download(photo.photo[-1].file_id)
    assert downloaded is not None and downloaded.read() == card
    document = await bot.send_document(ann.id, BufferedInputFile(b"a;b\n", "scores.csv"))
    assert document.document is not None and document.document.file_name == "scores.csv"
    with pytest.raises(TelegramBadRequest, match="wrong file identifier"):
        await bot.send_photo(ann.id, "no-such-file-id")


async def test_user_photo_reaches_the_bot_with_a_downloadable_file(
    tg: Sandbox, bot: Bot, dp: Dispatcher
) -> None:
    got: list[bytes] = []

    @dp.message()
    async def record(message: Message, bot: Bot) -> None:
        assert message.photo is not None
        data = await bot.download(message.photo[-1].file_id)
        assert data is not None
        got.append(data.read())

    (ann,) = tg.users("Аня")
    await ann.sends_photo(ann.private, b"selfie", caption="я")
    assert got == [b"selfie"]


async def test_send_chat_action_and_unknown_action(tg: Sandbox, bot: Bot) -> None:
    (ann,) = tg.users("Аня")
    ann.start_bot()
    assert await bot.send_chat_action(ann.id, "typing")
    with pytest.raises(TelegramBadRequest):
        await bot.send_chat_action(ann.id, "dancing")


async def test_album_and_media_edit(tg: Sandbox, bot: Bot) -> None:
    from aiogram.types import InputMediaPhoto

    (ann,) = tg.users("Аня")
    group = tg.group("Игротека", ann)
    album = await bot.send_media_group(
        group.id,
        [
            InputMediaPhoto(media=BufferedInputFile(b"card-1", "1.png"), caption="первая"),
            InputMediaPhoto(media=BufferedInputFile(b"card-2", "2.png")),
        ],
    )
    assert len(album) == 2 and album[0].media_group_id == album[1].media_group_id is not None
    assert album[0].caption == "первая" and album[1].caption is None
    edited = await bot.edit_message_media(
        InputMediaPhoto(media=BufferedInputFile(b"card-3", "3.png"), caption="новая"),
        chat_id=group.id,
        message_id=album[0].message_id,
    )
    assert isinstance(edited, Message) and edited.photo is not None and edited.caption == "новая"
    assert edited.edit_date is not None
    downloaded = await bot.download(edited.photo[-1].file_id)
    assert downloaded is not None and downloaded.read() == b"card-3"
    with pytest.raises(TelegramBadRequest, match="there is no media"):
        text = await bot.send_message(group.id, "текст")
        await bot.edit_message_media(
            InputMediaPhoto(media=album[1].photo[-1].file_id),  # type: ignore[index]
            chat_id=group.id,
            message_id=text.message_id,
        )
