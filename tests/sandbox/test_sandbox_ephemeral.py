"""Bot API 10.2/10.3 ephemerals: one member's messages inside a group, through a real aiogram Bot."""

from __future__ import annotations

import pytest
from aiogram import Bot, Dispatcher, F
from aiogram.exceptions import TelegramBadRequest, TelegramRetryAfter
from aiogram.filters import Command
from aiogram.types import (
    BotCommand,
    BotCommandScopeAllGroupChats,
    BotCommandScopeChat,
    BotCommandScopeChatMember,
    BufferedInputFile,
    CallbackQuery,
    EphemeralMessageParameters,
    InlineKeyboardButton,
    InlineKeyboardMarkup,
    InputMediaPhoto,
    Message,
    ReplyParameters,
)

from sandbox import FloodLimits, Sandbox

START = 1_767_000_000.0
CARDS = InlineKeyboardMarkup(inline_keyboard=[[InlineKeyboardButton(text="Зима", callback_data="card:1")]])


def to(user_id: int, **extra: object) -> EphemeralMessageParameters:
    return EphemeralMessageParameters(receiver_user_id=user_id, **extra)  # type: ignore[arg-type]


# sends --------------------------------------------------------------------------------------------

async def test_ephemeral_message_has_id_zero_and_is_seen_by_its_receiver_only(tg: Sandbox, bot: Bot) -> None:
    ann, bob = tg.users("Аня", "Боб")
    group = tg.group("Игротека", ann, bob)
    common = await bot.send_message(group.id, "Раунд 1")
    secret = await bot.send_message(group.id, "Твоё слово: зима", ephemeral_message_parameters=to(ann.id))
    assert secret.message_id == 0
    assert secret.ephemeral_message_id == 1
    assert secret.receiver_user is not None and secret.receiver_user.id == ann.id
    assert secret.from_user is not None and secret.from_user.id == bot.id
    assert [m.text for m in ann.sees(group)] == ["Раунд 1", "Твоё слово: зима"]
    assert [m.text for m in bob.sees(group)] == ["Раунд 1"]
    assert [m.text for m in group.messages()] == ["Раунд 1"]  # the chat's history keeps no ephemeral
    after = await bot.send_message(group.id, "Раунд 2")
    assert after.message_id == common.message_id + 1  # ephemerals take no message_id
    assert [m.text for m in ann.sees(group)] == ["Раунд 1", "Твоё слово: зима", "Раунд 2"]


async def test_ephemeral_ids_grow_per_chat(tg: Sandbox, bot: Bot) -> None:
    ann, bob = tg.users("Аня", "Боб")
    group = tg.group("Игротека", ann, bob)
    first = await bot.send_message(group.id, "а", ephemeral_message_parameters=to(ann.id))
    second = await bot.send_message(group.id, "б", ephemeral_message_parameters=to(bob.id))
    assert (first.ephemeral_message_id, second.ephemeral_message_id) == (1, 2)
    assert [m.text for m in bob.ephemerals(group)] == ["б"]


async def test_photo_and_document_can_be_ephemeral(tg: Sandbox, bot: Bot) -> None:
    (ann,) = tg.users("Аня")
    group = tg.supergroup("Клуб", ann)
    photo = await bot.send_photo(group.id, BufferedInputFile(b"png", "hand.png"), caption="Твои буквы",
                                 ephemeral_message_parameters=to(ann.id))
    document = await bot.send_document(group.id, BufferedInputFile(b"txt", "sheet.txt"),
                                       ephemeral_message_parameters=to(ann.id))
    assert photo.message_id == 0 and photo.photo and photo.caption == "Твои буквы"
    assert document.message_id == 0 and document.document is not None
    assert [m.ephemeral_message_id for m in ann.ephemerals(group)] == [1, 2]


async def test_deprecated_receiver_user_id_still_sends_ephemerally(tg: Sandbox, bot: Bot) -> None:
    (ann,) = tg.users("Аня")
    group = tg.group("Игротека", ann)
    sent = await bot.send_message(group.id, "тсс", receiver_user_id=ann.id)
    assert sent.message_id == 0 and sent.receiver_user is not None and sent.receiver_user.id == ann.id


# the 400s -----------------------------------------------------------------------------------------

async def test_ephemeral_send_is_refused_outside_groups_and_to_non_members(tg: Sandbox, bot: Bot) -> None:
    ann, bob, eve = tg.users("Аня", "Боб", "Ева")
    ann.start_bot()
    group = tg.group("Игротека", ann, bob)
    with pytest.raises(TelegramBadRequest, match="only to group and supergroup chats"):
        await bot.send_message(ann.id, "тсс", ephemeral_message_parameters=to(ann.id))
    with pytest.raises(TelegramBadRequest, match="receiver user is not a member of the chat"):
        await bot.send_message(group.id, "тсс", ephemeral_message_parameters=to(eve.id))
    await group.set_member(bob, "left")
    with pytest.raises(TelegramBadRequest, match="receiver user is not a member of the chat"):
        await bot.send_message(group.id, "тсс", ephemeral_message_parameters=to(bob.id))
    with pytest.raises(TelegramBadRequest, match="receiver user not found"):
        await bot.send_message(group.id, "тсс", ephemeral_message_parameters=to(999_999))
    assert ann.ephemerals(group) == [] and group.messages()[-1].left_chat_member is not None


async def test_edits_and_deletes_need_the_right_address(tg: Sandbox, bot: Bot) -> None:
    ann, bob = tg.users("Аня", "Боб")
    group = tg.group("Игротека", ann, bob)
    sent = await bot.send_message(group.id, "тсс", ephemeral_message_parameters=to(ann.id))
    eid = sent.ephemeral_message_id
    assert eid is not None
    with pytest.raises(TelegramBadRequest, match="message to edit not found"):
        await bot.edit_ephemeral_message_text(chat_id=group.id, receiver_user_id=bob.id,
                                              ephemeral_message_id=eid, text="другое")
    with pytest.raises(TelegramBadRequest, match="message to edit not found"):
        await bot.edit_ephemeral_message_text(chat_id=group.id, receiver_user_id=ann.id,
                                              ephemeral_message_id=eid + 1, text="другое")
    with pytest.raises(TelegramBadRequest, match="message is not modified"):
        await bot.edit_ephemeral_message_text(chat_id=group.id, receiver_user_id=ann.id,
                                              ephemeral_message_id=eid, text="тсс")
    with pytest.raises(TelegramBadRequest, match="no caption in the message"):
        await bot.edit_ephemeral_message_caption(chat_id=group.id, receiver_user_id=ann.id,
                                                 ephemeral_message_id=eid, caption="подпись")
    with pytest.raises(TelegramBadRequest, match="message to delete not found"):
        await bot.delete_ephemeral_message(chat_id=group.id, receiver_user_id=bob.id,
                                           ephemeral_message_id=eid)
    assert [m.text for m in ann.ephemerals(group)] == ["тсс"]


async def test_reply_to_an_ephemeral_command_must_be_ephemeral_and_within_fifteen_seconds(
    tg: Sandbox, bot: Bot
) -> None:
    ann, bob = tg.users("Аня", "Боб")
    group = tg.group("Игротека", ann, bob)
    await bot.set_my_commands([BotCommand(command="a", description="ответ", is_ephemeral=True)])
    said = await ann.says(group, "/a кит")
    reply = ReplyParameters(ephemeral_message_id=said.ephemeral_message_id)
    with pytest.raises(TelegramBadRequest, match="must be an ephemeral message"):
        await bot.send_message(group.id, "принято", reply_parameters=reply)
    with pytest.raises(TelegramBadRequest, match="message to be replied not found"):
        await bot.send_message(group.id, "принято", reply_parameters=reply,
                               ephemeral_message_parameters=to(bob.id))
    answer = await bot.send_message(group.id, "принято", reply_parameters=reply,
                                    ephemeral_message_parameters=to(ann.id))
    assert answer.reply_to_message is not None and answer.reply_to_message.text == "/a кит"
    await tg.advance(16)
    with pytest.raises(TelegramBadRequest, match="message to be replied not found"):
        await bot.send_message(group.id, "поздно", reply_parameters=reply,
                               ephemeral_message_parameters=to(ann.id))


# edits and deletes --------------------------------------------------------------------------------

async def test_the_four_edits_and_the_delete_change_what_the_receiver_sees(tg: Sandbox, bot: Bot) -> None:
    ann, bob = tg.users("Аня", "Боб")
    group = tg.group("Игротека", ann, bob)
    text = await bot.send_message(group.id, "Лист: 0/12", ephemeral_message_parameters=to(ann.id))
    photo = await bot.send_photo(group.id, BufferedInputFile(b"a", "a.png"), caption="рука",
                                 ephemeral_message_parameters=to(ann.id))
    address = {"chat_id": group.id, "receiver_user_id": ann.id}
    assert await bot.edit_ephemeral_message_text(**address, ephemeral_message_id=text.ephemeral_message_id,
                                                 text="Лист: <b>1</b>/12", parse_mode="HTML") is True
    await bot.edit_ephemeral_message_reply_markup(**address, ephemeral_message_id=text.ephemeral_message_id,
                                                  reply_markup=CARDS)
    await bot.edit_ephemeral_message_caption(**address, ephemeral_message_id=photo.ephemeral_message_id,
                                             caption="новая рука")
    await bot.edit_ephemeral_message_media(**address, ephemeral_message_id=photo.ephemeral_message_id,
                                           media=InputMediaPhoto(media=BufferedInputFile(b"bb", "b.png"),
                                                                 caption="третья рука"))
    sheet, hand = ann.ephemerals(group)
    assert sheet.text == "Лист: 1/12" and sheet.entities and sheet.entities[0].type == "bold"
    assert sheet.reply_markup == CARDS and sheet.edit_date is not None
    assert hand.caption == "третья рука" and hand.photo and hand.photo[0].file_size == 2
    assert bob.ephemerals(group) == []
    await bot.delete_ephemeral_message(**address, ephemeral_message_id=text.ephemeral_message_id)
    assert [m.caption for m in ann.ephemerals(group)] == ["третья рука"]
    with pytest.raises(TelegramBadRequest, match="message to edit not found"):
        await bot.edit_ephemeral_message_text(**address, ephemeral_message_id=text.ephemeral_message_id,
                                              text="после")


async def test_common_edit_methods_do_not_reach_ephemeral_messages(tg: Sandbox, bot: Bot) -> None:
    (ann,) = tg.users("Аня")
    group = tg.group("Игротека", ann)
    await bot.send_message(group.id, "тсс", ephemeral_message_parameters=to(ann.id))
    with pytest.raises(TelegramBadRequest):
        await bot.edit_message_text(chat_id=group.id, message_id=0, text="ой")


# ephemeral commands -------------------------------------------------------------------------------

def command_bot(dp: Dispatcher, seen: list[Message]) -> None:
    @dp.message(Command("a"))
    async def answer(message: Message) -> None:
        seen.append(message)
        await message.answer("Принято", reply_parameters=message.as_reply_parameters(),
                             ephemeral_message_parameters=message.as_ephemeral_message_parameters())

    @dp.message(Command("rules"))
    async def rules(message: Message) -> None:
        seen.append(message)


async def test_ephemeral_command_reaches_the_bot_with_id_zero_and_nobody_else_sees_it(
    tg: Sandbox, bot: Bot, dp: Dispatcher
) -> None:
    seen: list[Message] = []
    command_bot(dp, seen)
    ann, bob = tg.users("Аня", "Боб")
    group = tg.group("Игротека", ann, bob)
    await bot.set_my_commands([BotCommand(command="a", description="ответ", is_ephemeral=True),
                               BotCommand(command="rules", description="правила")])
    assert [c.is_ephemeral for c in await bot.get_my_commands()] == [True, None]
    await ann.says(group, "/a 3 кит")
    await ann.says(group, "/rules")
    secret, public = seen
    assert secret.message_id == 0 and secret.ephemeral_message_id == 1 and secret.text == "/a 3 кит"
    assert public.message_id == 1 and public.ephemeral_message_id is None
    assert [m.text for m in ann.sees(group)] == ["/a 3 кит", "Принято", "/rules"]
    assert [m.text for m in bob.sees(group)] == ["/rules"]
    assert [m.text for m in group.messages()] == ["/rules"]
    reply = ann.last_ephemeral(group)
    assert reply.reply_to_message is not None and reply.reply_to_message.ephemeral_message_id == 1
    assert tg.handler_errors == []


async def test_ephemeral_commands_follow_scope_and_language(tg: Sandbox, bot: Bot, dp: Dispatcher) -> None:
    seen: list[Message] = []
    command_bot(dp, seen)
    ann = tg.user("Аня", language_code="ru")
    bob = tg.user("Bob", language_code="en")
    group = tg.group("Игротека", ann, bob)
    other = tg.group("Другая", ann, bob)
    ephemeral_a = [BotCommand(command="a", description="ответ", is_ephemeral=True)]
    public_a = [BotCommand(command="a", description="answer")]
    await bot.set_my_commands(public_a)  # default scope: not ephemeral
    await bot.set_my_commands(ephemeral_a, scope=BotCommandScopeAllGroupChats(), language_code="ru")
    await ann.says(group, "/a кит")   # ru member: all_group_chats/ru is ephemeral
    await bob.says(group, "/a cat")   # en member: no all_group_chats list for en or for all -> default
    assert [m.message_id for m in seen] == [0, 1]
    await bot.set_my_commands(public_a, scope=BotCommandScopeChat(chat_id=other.id))
    await ann.says(other, "/a кот")   # the chat's own list is narrower and public
    await bot.set_my_commands(ephemeral_a, scope=BotCommandScopeChatMember(chat_id=other.id, user_id=bob.id))
    await bob.says(other, "/a dog")   # narrower still: Bob's own list in that chat
    await bob.says(group, "/a@other_bot cat")  # another bot's command is never ours to hide
    assert [(m.text, m.message_id == 0) for m in seen[2:]] == [("/a кот", False), ("/a dog", True)]
    assert [m.text for m in ann.sees(other)] == ["/a кот", "Принято"]


async def test_ephemeral_command_in_a_private_chat_is_a_common_message(
    tg: Sandbox, bot: Bot, dp: Dispatcher
) -> None:
    seen: list[Message] = []

    @dp.message(Command("a"))
    async def answer(message: Message) -> None:
        seen.append(message)

    (ann,) = tg.users("Аня")
    await bot.set_my_commands([BotCommand(command="a", description="ответ", is_ephemeral=True)])
    await ann.says(ann.private, "/a кит")
    assert seen[0].message_id == 1 and seen[0].ephemeral_message_id is None


# presses ------------------------------------------------------------------------------------------

async def test_buttons_on_an_ephemeral_message_press_like_any_other(
    tg: Sandbox, bot: Bot, dp: Dispatcher
) -> None:
    queries: list[CallbackQuery] = []

    @dp.callback_query(F.data.startswith("card:"))
    async def card(query: CallbackQuery) -> None:
        queries.append(query)
        message = query.message
        assert isinstance(message, Message) and message.ephemeral_message_id is not None
        await query.answer("Карта выбрана")
        await bot.edit_ephemeral_message_text(chat_id=message.chat.id, receiver_user_id=query.from_user.id,
                                              ephemeral_message_id=message.ephemeral_message_id,
                                              text="Выбрано: зима")

    ann, bob = tg.users("Аня", "Боб")
    group = tg.group("Игротека", ann, bob)
    sent = await bot.send_message(group.id, "Твои карты", reply_markup=CARDS,
                                  ephemeral_message_parameters=to(ann.id))
    answer = await ann.presses(sent, "Зима")
    assert answer.answered and answer.text == "Карта выбрана"
    (query,) = queries
    assert isinstance(query.message, Message)
    assert query.message.message_id == 0 and query.message.ephemeral_message_id == sent.ephemeral_message_id
    assert query.message.receiver_user is not None and query.message.receiver_user.id == ann.id
    assert ann.last_ephemeral(group).text == "Выбрано: зима"
    with pytest.raises(Exception, match="not found"):
        await bob.presses(sent, "Зима")  # Bob has no such message
    assert tg.handler_errors == []


async def test_an_ephemeral_answer_may_replace_the_pressed_message_for_its_receiver(
    tg: Sandbox, bot: Bot, dp: Dispatcher
) -> None:
    @dp.callback_query(F.data == "card:1")
    async def card(query: CallbackQuery) -> None:
        assert query.message is not None
        params = to(query.from_user.id, callback_query_id=query.id, replace_callback_query_message=True)
        await bot.send_message(query.message.chat.id, "Только тебе", ephemeral_message_parameters=params)
        await query.answer()

    ann, bob = tg.users("Аня", "Боб")
    group = tg.group("Игротека", ann, bob)
    board = await bot.send_message(group.id, "Общее", reply_markup=CARDS)
    await ann.presses(board, "Зима")
    assert [m.text for m in ann.sees(group)] == ["Только тебе"]
    assert [m.text for m in bob.sees(group)] == ["Общее"]
    assert tg.handler_errors == []


async def test_replacing_is_refused_for_a_press_on_an_ephemeral_message(
    tg: Sandbox, bot: Bot, dp: Dispatcher
) -> None:
    errors: list[str] = []

    @dp.callback_query()
    async def card(query: CallbackQuery) -> None:
        assert query.message is not None
        params = to(query.from_user.id, callback_query_id=query.id, replace_callback_query_message=True)
        try:
            await bot.send_message(query.message.chat.id, "нельзя", ephemeral_message_parameters=params)
        except TelegramBadRequest as error:
            errors.append(error.message)

    (ann,) = tg.users("Аня")
    group = tg.group("Игротека", ann)
    sent = await bot.send_message(group.id, "карты", reply_markup=CARDS,
                                  ephemeral_message_parameters=to(ann.id))
    await ann.presses(sent, "Зима")
    assert len(errors) == 1 and "editEphemeralMessage" in errors[0]


# offline ------------------------------------------------------------------------------------------

async def test_deliveries_to_an_offline_member_are_lost_while_the_api_answers_ok(
    tg: Sandbox, bot: Bot
) -> None:
    ann, bob = tg.users("Аня", "Боб")
    group = tg.group("Игротека", ann, bob)
    kept = await bot.send_message(group.id, "до", ephemeral_message_parameters=to(ann.id))
    ann.goes_offline()
    assert ann.offline
    lost = await bot.send_message(group.id, "пропало", ephemeral_message_parameters=to(ann.id))
    assert lost.message_id == 0 and lost.ephemeral_message_id == 2  # the bot cannot tell
    assert await bot.edit_ephemeral_message_text(chat_id=group.id, receiver_user_id=ann.id, text="правка",
                                                 ephemeral_message_id=kept.ephemeral_message_id)
    await bot.send_message(group.id, "всем")
    assert [m.text for m in ann.sees(group)] == ["до", "всем"]  # the edit was lost too
    with pytest.raises(Exception, match="not found"):
        await ann.presses(lost, "Зима")
    ann.comes_online()
    again = await bot.send_message(group.id, "снова", ephemeral_message_parameters=to(ann.id))
    assert [m.text for m in ann.sees(group)] == ["до", "всем", "снова"]
    await bot.edit_ephemeral_message_text(chat_id=group.id, receiver_user_id=ann.id,
                                          ephemeral_message_id=kept.ephemeral_message_id, text="правка 2")
    assert [m.text for m in ann.sees(group)] == ["правка 2", "всем", "снова"]
    assert again.ephemeral_message_id == 3


# flood ---------------------------------------------------------------------------------------------

async def test_ephemeral_sends_and_edits_count_against_the_group_limits(tg: Sandbox, bot: Bot) -> None:
    tg.flood = FloodLimits(per_chat_per_second=100, per_group_per_minute=3)
    ann, bob = tg.users("Аня", "Боб")
    group = tg.group("Игротека", ann, bob)
    await bot.send_message(group.id, "всем")
    sent = await bot.send_message(group.id, "Ане", ephemeral_message_parameters=to(ann.id))
    await bot.edit_ephemeral_message_text(chat_id=group.id, receiver_user_id=ann.id,
                                          ephemeral_message_id=sent.ephemeral_message_id, text="Ане!")
    with pytest.raises(TelegramRetryAfter):
        await bot.send_message(group.id, "Бобу", ephemeral_message_parameters=to(bob.id))
    with pytest.raises(TelegramRetryAfter):
        await bot.send_message(group.id, "всем снова")


async def test_ephemeral_counting_is_a_sandbox_setting(tg: Sandbox, bot: Bot) -> None:
    tg.flood = {"per_chat_per_second": 100, "per_group_per_minute": 2, "ephemeral_counts": False}
    assert tg.flood is not None and tg.flood.ephemeral_counts is False
    ann, bob = tg.users("Аня", "Боб")
    group = tg.group("Игротека", ann, bob)
    for n in range(5):
        await bot.send_message(group.id, f"{n}", ephemeral_message_parameters=to(ann.id))
    await bot.send_message(group.id, "всем")
    await bot.send_message(group.id, "всем 2")
    with pytest.raises(TelegramRetryAfter):
        await bot.send_message(group.id, "всем 3")
    assert len(ann.ephemerals(group)) == 5


# the parameters, as aiogram's models have them -------------------------------------------------------

def test_ephemeral_parameters_are_decoded_as_aiogram_sends_them() -> None:
    import aiogram.methods

    from sandbox.core.methods import METHODS
    from sandbox.core.params import EPHEMERAL_METHODS, spec

    for name, fields in EPHEMERAL_METHODS.items():
        model = next(getattr(aiogram.methods, n) for n in aiogram.methods.__all__
                     if getattr(getattr(aiogram.methods, n), "__api_method__", None) == name)
        assert set(fields) == set(model.model_fields), name
        assert {f for f, spec_field in fields.items() if spec_field["required"]} == {
            f for f, info in model.model_fields.items() if info.is_required()}, name
        assert name in METHODS
    senders = [n for n, fields in spec().items() if "ephemeral_message_parameters" in fields]
    assert {"sendMessage", "sendPhoto", "sendDocument"} <= set(senders)
    assert "sendPoll" not in senders and "sendMediaGroup" not in senders


async def test_ever_saw_keeps_every_version_a_member_was_shown(tg: Sandbox, bot: Bot) -> None:
    ann, bob = tg.users("Аня", "Боб")
    group = tg.group("Игротека", ann, bob)
    board = await bot.send_message(group.id, "Слово: зима")
    await bot.edit_message_text("Слово: ***", chat_id=group.id, message_id=board.message_id)
    secret = await bot.send_message(group.id, "Тебе: лето", ephemeral_message_parameters=to(ann.id))
    await bot.edit_ephemeral_message_text(chat_id=group.id, receiver_user_id=ann.id, text="Тебе: осень",
                                          ephemeral_message_id=secret.ephemeral_message_id)
    ann.goes_offline()
    await bot.edit_ephemeral_message_text(chat_id=group.id, receiver_user_id=ann.id, text="Тебе: весна",
                                          ephemeral_message_id=secret.ephemeral_message_id)
    await bot.delete_message(group.id, board.message_id)
    assert [m.text for m in bob.sees(group)] == []
    assert [m.text for m in bob.ever_saw(group)] == ["Слово: зима", "Слово: ***"]
    assert [m.text for m in ann.ever_saw(group)] == ["Слово: зима", "Слово: ***", "Тебе: лето", "Тебе: осень"]
