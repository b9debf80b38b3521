"""People say things, the bot answers: the message store, keyboards, callbacks, edits, deletions."""

from __future__ import annotations

import pytest
from aiogram import Bot, Dispatcher, F
from aiogram.exceptions import TelegramBadRequest
from aiogram.filters import Command
from aiogram.types import CallbackQuery, InlineKeyboardButton, InlineKeyboardMarkup, Message

from sandbox import ManualClock, Sandbox

START = 1_767_000_000.0  # the clock fixture's start

JOIN = InlineKeyboardMarkup(
    inline_keyboard=[
        [InlineKeyboardButton(text="Играю", callback_data="join")],
        [InlineKeyboardButton(text="Правила", url="https://t.me/x")],
    ]
)


def echo_bot(dp: Dispatcher) -> None:
    @dp.message(Command("play"))
    async def play(message: Message) -> None:
        await message.answer("Кто играет?", reply_markup=JOIN)

    @dp.callback_query(F.data == "join")
    async def join(query: CallbackQuery) -> None:
        assert query.message is not None
        await query.answer(f"{query.from_user.first_name} в игре")
        text = f"{query.message.text}\n{query.from_user.first_name}"  # type: ignore[union-attr]
        await query.message.edit_text(text, reply_markup=JOIN)  # type: ignore[union-attr]

    @dp.message(F.chat.type == "private")
    async def echo(message: Message) -> None:
        await message.reply(f"эхо: {message.text}")


async def test_command_in_group_reaches_handler_and_reply_is_stored(tg: Sandbox, dp: Dispatcher) -> None:
    echo_bot(dp)
    ann, bob = tg.users("Аня", "Боб")
    group = tg.group("Игротека", ann, bob)
    said = await ann.says(group, "/play")
    reply = group.last_bot_message()
    assert reply.text == "Кто играет?"
    assert reply.chat.id == group.id
    assert reply.message_id == said.message_id + 1
    assert reply.date.timestamp() == START
    assert reply.reply_markup == JOIN
    assert [m.text for m in group.messages()] == ["/play", "Кто играет?"]


async def test_user_command_gets_bot_command_entity(tg: Sandbox, dp: Dispatcher) -> None:
    (ann,) = tg.users("Аня")
    group = tg.group("Игротека", ann)
    said = await ann.says(group, "/play@arbiter_test_bot now")
    assert said.entities is not None
    assert [(e.type, e.offset, e.length) for e in said.entities] == [("bot_command", 0, 22)]


async def test_pressing_a_button_returns_the_bots_answer_and_sees_the_edit(
    tg: Sandbox, dp: Dispatcher
) -> None:
    echo_bot(dp)
    ann, bob = tg.users("Аня", "Боб")
    group = tg.group("Игротека", ann, bob)
    await ann.says(group, "/play")
    answer = await bob.presses(group.last_bot_message(), "Играю")
    assert answer.answered
    assert answer.text == "Боб в игре"
    assert not answer.show_alert
    edited = group.last_bot_message()
    assert edited.text == "Кто играет?\nБоб"
    assert edited.edit_date is not None
    answer = await ann.presses(edited, "Играю")
    assert group.last_bot_message().text == "Кто играет?\nБоб\nАня"


async def test_url_button_press_returns_the_url_without_an_update(tg: Sandbox, dp: Dispatcher) -> None:
    echo_bot(dp)
    (ann,) = tg.users("Аня")
    group = tg.group("Игротека", ann)
    await ann.says(group, "/play")
    calls = len(tg.calls)
    answer = await ann.presses(group.last_bot_message(), "Правила")
    assert answer.url == "https://t.me/x"
    assert len(tg.calls) == calls


async def test_pressing_a_missing_button_fails(tg: Sandbox, dp: Dispatcher) -> None:
    echo_bot(dp)
    (ann,) = tg.users("Аня")
    group = tg.group("Игротека", ann)
    await ann.says(group, "/play")
    with pytest.raises(Exception, match="no button"):
        await ann.presses(group.last_bot_message(), "Нет такой")


async def test_private_chat_message_ids_grow_and_dates_follow_the_clock(
    tg: Sandbox, dp: Dispatcher, clock: ManualClock
) -> None:
    echo_bot(dp)
    (ann,) = tg.users("Аня")
    first = await ann.says(ann.private, "раз")
    await tg.advance(5)
    second = await ann.says(ann.private, "два")
    replies = ann.private.bot_messages()
    assert [m.text for m in replies] == ["эхо: раз", "эхо: два"]
    assert replies[1].reply_to_message is not None
    assert replies[1].reply_to_message.message_id == second.message_id
    ids = [m.message_id for m in ann.private.messages()]
    assert ids == sorted(ids) == list(range(first.message_id, first.message_id + 4))
    assert second.date.timestamp() == START + 5


async def test_says_with_a_faked_date_and_delayed_delivery(tg: Sandbox, dp: Dispatcher) -> None:
    seen: list[tuple[int, int]] = []

    @dp.message()
    async def record(message: Message) -> None:
        seen.append((message.message_id, int(message.date.timestamp())))

    ann, bob = tg.users("Аня", "Боб")
    tg.privacy_mode = False
    group = tg.group("Игротека", ann, bob)
    late = await ann.says(group, "кит", date=int(START) - 3, deliver=False)
    on_time = await bob.says(group, "кот", date=int(START) - 3)
    assert seen == [(on_time.message_id, int(START) - 3)]
    await tg.deliver(late)
    assert seen[1] == (late.message_id, int(START) - 3)
    assert late.message_id < on_time.message_id


async def test_deleted_messages_disappear_from_messages_but_are_kept_marked(tg: Sandbox, bot: Bot) -> None:
    (ann,) = tg.users("Аня")
    ann.start_bot()
    sent = await bot.send_message(ann.id, "скоро исчезну")
    assert await bot.delete_message(ann.id, sent.message_id)
    assert ann.private.messages() == []
    assert len(ann.private.messages(include_deleted=True)) == 1
    with pytest.raises(TelegramBadRequest, match="message to delete not found"):
        await bot.delete_message(ann.id, sent.message_id)


async def test_bot_cannot_delete_others_messages_in_a_group_unless_admin(tg: Sandbox, bot: Bot) -> None:
    (ann,) = tg.users("Аня")
    group = tg.group("Игротека", ann)
    said = await ann.says(group, "/hello")
    with pytest.raises(TelegramBadRequest, match="message can't be deleted"):
        await bot.delete_message(group.id, said.message_id)
    await group.set_member(tg.core.bot_id, "administrator")
    assert await bot.delete_message(group.id, said.message_id)


async def test_user_edit_reaches_the_bot_as_edited_message(tg: Sandbox, dp: Dispatcher) -> None:
    edits: list[str] = []

    @dp.edited_message()
    async def edited(message: Message) -> None:
        edits.append(message.text or "")

    (ann,) = tg.users("Аня")
    said = await ann.says(ann.private, "кит")
    await ann.edits(said, "кот")
    assert edits == ["кот"]
    assert ann.private.messages()[0].text == "кот"


async def test_forwarded_message_carries_its_origin(tg: Sandbox, dp: Dispatcher) -> None:
    (ann,) = tg.users("Аня")
    said = await ann.says(ann.private, "переслано", forward=True)
    assert said.forward_origin is not None and said.forward_origin.type == "user"


async def test_reply_keyboards_are_accepted_but_only_inline_ones_are_kept(tg: Sandbox, bot: Bot) -> None:
    from aiogram.types import KeyboardButton, ReplyKeyboardMarkup

    (ann,) = tg.users("Аня")
    ann.start_bot()
    keyboard = ReplyKeyboardMarkup(keyboard=[[KeyboardButton(text="Да")]])
    sent = await bot.send_message(ann.id, "?", reply_markup=keyboard)
    assert sent.reply_markup is None


async def test_transcript_lists_calls_as_sorted_json_lines(tg: Sandbox, dp: Dispatcher) -> None:
    echo_bot(dp)
    (ann,) = tg.users("Аня")
    await ann.says(ann.private, "кит")
    chat = ann.id
    assert tg.transcript("sendMessage") == [
        f'{{"method": "sendMessage", "params": {{"chat_id": {chat}, "reply_parameters": {{"chat_id": {chat}, '
        f'"message_id": 1}}, "text": "эхо: кит"}}}}'
    ]


async def test_opening_a_deep_link_starts_the_bot_with_the_payload(
    tg: Sandbox, dp: Dispatcher, bot: Bot
) -> None:
    from aiogram.filters import CommandObject, CommandStart

    payloads: list[str | None] = []

    @dp.message(CommandStart(deep_link=True))
    async def start(message: Message, command: CommandObject) -> None:
        payloads.append(command.args)
        await message.answer("Вы в игре")

    (ann,) = tg.users("Аня")
    with pytest.raises(Exception, match="can't initiate"):
        await bot.send_message(ann.id, "?")
    await ann.opens("https://t.me/arbiter_test_bot?start=join-42")
    assert payloads == ["join-42"]
    assert ann.private.last_bot_message().text == "Вы в игре"
    with pytest.raises(ValueError, match="not a link to this bot"):
        await ann.opens("https://t.me/other_bot?start=x")
