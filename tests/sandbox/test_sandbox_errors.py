"""The 400s and 404s a bot meets, with Telegram's wording."""

from __future__ import annotations

import pytest
from aiogram import Bot, Dispatcher
from aiogram.exceptions import TelegramBadRequest, TelegramNotFound
from aiogram.methods import AnswerCallbackQuery
from aiogram.types import CallbackQuery, InlineKeyboardButton, InlineKeyboardMarkup, Message

from sandbox import ManualClock, Sandbox

BUTTON = InlineKeyboardMarkup(inline_keyboard=[[InlineKeyboardButton(text="Да", callback_data="yes")]])


@pytest.fixture
async def private(tg: Sandbox) -> int:
    (ann,) = tg.users("Аня")
    ann.start_bot()
    return ann.id


@pytest.mark.parametrize(
    ("text", "error"),
    [
        ("", "message text is empty"),
        ("   ", "message text is empty"),
        ("я" * 4097, "message is too long"),
    ],
)
async def test_send_message_text_limits(bot: Bot, private: int, text: str, error: str) -> None:
    with pytest.raises(TelegramBadRequest, match=error):
        await bot.send_message(private, text)


async def test_text_of_exactly_4096_characters_is_accepted(bot: Bot, private: int) -> None:
    assert (await bot.send_message(private, "я" * 4096)).text == "я" * 4096


async def test_caption_over_1024_characters_is_refused(bot: Bot, private: int) -> None:
    from aiogram.types import BufferedInputFile

    photo = BufferedInputFile(b"\x89PNG....", filename="card.png")
    with pytest.raises(TelegramBadRequest, match="message caption is too long"):
        await bot.send_photo(private, photo, caption="я" * 1025)


@pytest.mark.parametrize(
    ("text", "mode", "error"),
    [
        ("<b>жирный", "HTML", 'Can\'t find end tag corresponding to start tag "b"'),
        ("<blink>x</blink>", "HTML", 'Unsupported start tag "blink" at byte offset 0'),
        ("a</b>", "HTML", "Unexpected end tag"),
        ("1 < 2", "HTML", 'Unsupported start tag "" at byte offset 2'),  # user text echoed unescaped
        ("кит<3", "HTML", "Unclosed start tag at byte offset 6"),
        ("1. пункт", "MarkdownV2", "Character '.' is reserved"),
        ("*жирный", "MarkdownV2", "Can't find end of the entity starting at byte offset 0"),
    ],
)
async def test_wrong_parse_mode_markup_is_refused(
    bot: Bot, private: int, text: str, mode: str, error: str
) -> None:
    with pytest.raises(TelegramBadRequest, match="can't parse entities") as raised:
        await bot.send_message(private, text, parse_mode=mode)
    assert error in raised.value.message


async def test_html_and_markdown_v2_become_entities_in_utf16_units(bot: Bot, private: int) -> None:
    html = await bot.send_message(
        private, '😀 <b>кит</b> &amp; <a href="https://x.y">кот</a>', parse_mode="HTML"
    )
    assert html.text == "😀 кит & кот"
    assert [(e.type, e.offset, e.length) for e in html.entities or []] == [
        ("bold", 3, 3),
        ("text_link", 9, 3),
    ]
    md = await bot.send_message(private, r"*кит* и _кот_\.", parse_mode="MarkdownV2")
    assert md.text == "кит и кот."
    assert [(e.type, e.offset, e.length) for e in md.entities or []] == [("bold", 0, 3), ("italic", 6, 3)]


async def test_edit_with_the_same_content_is_not_modified(bot: Bot, private: int) -> None:
    sent = await bot.send_message(private, "текст", reply_markup=BUTTON)
    with pytest.raises(TelegramBadRequest, match="message is not modified"):
        await bot.edit_message_text(
            text="текст", chat_id=private, message_id=sent.message_id, reply_markup=BUTTON
        )
    # dropping the keyboard is a change: editMessageText without reply_markup removes it
    edited = await bot.edit_message_text(text="текст", chat_id=private, message_id=sent.message_id)
    assert isinstance(edited, Message) and edited.reply_markup is None


async def test_edit_of_a_missing_message_is_not_found(bot: Bot, private: int) -> None:
    with pytest.raises(TelegramBadRequest, match="message to edit not found"):
        await bot.edit_message_text(text="x", chat_id=private, message_id=999)


async def test_edit_markup_only(bot: Bot, private: int, tg: Sandbox) -> None:
    sent = await bot.send_message(private, "текст", reply_markup=BUTTON)
    await bot.edit_message_reply_markup(chat_id=private, message_id=sent.message_id, reply_markup=None)
    assert tg.chat(private).last_bot_message().reply_markup is None
    with pytest.raises(TelegramBadRequest, match="message is not modified"):
        await bot.edit_message_reply_markup(chat_id=private, message_id=sent.message_id)


async def test_callback_answer_over_200_characters_and_too_old_queries(
    tg: Sandbox, bot: Bot, dp: Dispatcher, clock: ManualClock
) -> None:
    queries: list[CallbackQuery] = []

    @dp.callback_query()
    async def remember(query: CallbackQuery) -> None:
        queries.append(query)

    (ann,) = tg.users("Аня")
    sent = await bot.send_message(ann.start_bot().id, "?", reply_markup=BUTTON)
    answer = await ann.presses(sent, "Да")
    assert not answer.answered
    query_id = queries[0].id
    with pytest.raises(TelegramBadRequest, match="MESSAGE_TOO_LONG"):
        await bot(AnswerCallbackQuery(callback_query_id=query_id, text="я" * 201))
    await tg.advance(15 * 60 + 1)
    with pytest.raises(TelegramBadRequest, match="query is too old"):
        await bot(AnswerCallbackQuery(callback_query_id=query_id, text="поздно"))


async def test_callback_answered_twice_is_refused(tg: Sandbox, bot: Bot, dp: Dispatcher) -> None:
    @dp.callback_query()
    async def answer(query: CallbackQuery) -> None:
        await query.answer("раз")

    (ann,) = tg.users("Аня")
    sent = await bot.send_message(ann.start_bot().id, "?", reply_markup=BUTTON)
    await ann.presses(sent, "Да")
    query_id = tg.calls_to("answerCallbackQuery")[0]["params"]["callback_query_id"]
    with pytest.raises(TelegramBadRequest, match="query is too old"):
        await bot.answer_callback_query(query_id, "два")


async def test_callback_data_over_64_bytes_is_refused(bot: Bot, private: int) -> None:
    markup = InlineKeyboardMarkup(inline_keyboard=[[InlineKeyboardButton(text="x", callback_data="я" * 33)]])
    with pytest.raises(TelegramBadRequest, match="BUTTON_DATA_INVALID"):
        await bot.send_message(private, "?", reply_markup=markup)


async def test_unknown_chat_and_reply_target(tg: Sandbox, bot: Bot, private: int) -> None:
    with pytest.raises(TelegramBadRequest, match="chat not found"):
        await bot.send_message(-999, "?")
    with pytest.raises(TelegramBadRequest, match="message to be replied not found"):
        await bot.send_message(private, "?", reply_to_message_id=999)


async def test_unknown_method_is_404(tg: Sandbox) -> None:
    from sandbox import ApiError

    with pytest.raises(ApiError) as raised:
        await tg.core.call("sendTelepathy", {})
    assert (raised.value.code, raised.value.description) == (404, "Not Found")


async def test_errors_are_logged_in_the_call_log(tg: Sandbox, bot: Bot, private: int) -> None:
    with pytest.raises(TelegramNotFound):
        from aiogram.methods import SendMessage

        class SendTelepathy(SendMessage):
            __api_method__ = "sendTelepathy"

        await bot(SendTelepathy(chat_id=private, text="?"))
    with pytest.raises(TelegramBadRequest):
        await bot.send_message(private, "")
    assert tg.calls[-1]["method"] == "sendMessage"
    assert (tg.calls[-1]["ok"], tg.calls[-1]["error_code"]) == (False, 400)


async def test_a_real_method_the_sandbox_lacks_says_so(tg: Sandbox) -> None:
    from sandbox import ApiError

    with pytest.raises(ApiError, match="does not emulate sendDice") as raised:
        await tg.core.call("sendDice", {"chat_id": 1})
    assert raised.value.code == 400
