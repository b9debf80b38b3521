"""Outbox message shaping: coalescing, long texts, status messages edited in place."""

from __future__ import annotations

from typing import Any

from aiogram.exceptions import TelegramBadRequest
from aiogram.methods import EditMessageReplyMarkup, EditMessageText, SendMessage, TelegramMethod
from aiogram.types import InlineKeyboardButton, InlineKeyboardMarkup

from bot.services.outbox import MAX_TEXT, Outbox, split_text, tg_len
from tests.platform.fakes import FakeClock, FakeTelegram, Script

GROUP = -1002
KEYBOARD = InlineKeyboardMarkup(inline_keyboard=[[InlineKeyboardButton(text="Играю", callback_data="join")]])


def sent_texts(telegram: FakeTelegram) -> list[str | None]:
    return [r.text for r in telegram.sent()]


async def test_texts_queued_while_throttled_are_coalesced_with_a_blank_line(
    outbox: Outbox, telegram: FakeTelegram, clock: FakeClock
) -> None:
    first = outbox.send_message(GROUP, "Раунд 1")
    await clock.advance(0)
    later = [outbox.send_message(GROUP, text) for text in ("Аня: 3 очка", "Боб: 1 очко", "Ход Вики")]
    await clock.run_until(lambda: outbox.pending == 0)
    assert sent_texts(telegram) == ["Раунд 1", "Аня: 3 очка\n\nБоб: 1 очко\n\nХод Вики"]
    combined = {f.result().message_id for f in later}
    assert len(combined) == 1 and combined != {first.result().message_id}


async def test_coalescing_stops_at_a_keyboard_and_at_coalesce_false(
    outbox: Outbox, telegram: FakeTelegram, clock: FakeClock
) -> None:
    outbox.send_message(GROUP, "a")
    await clock.advance(0)
    outbox.send_message(GROUP, "b")
    outbox.send_message(GROUP, "c", reply_markup=KEYBOARD)
    outbox.send_message(GROUP, "d")
    outbox.send_message(GROUP, "e", coalesce=False)
    outbox.send_message(GROUP, "f")
    outbox.send_message(GROUP, "g")
    await clock.run_until(lambda: outbox.pending == 0)
    assert sent_texts(telegram) == ["a", "b", "c", "d", "e", "f\n\ng"]
    assert getattr(telegram.sent()[2].method, "reply_markup", None) == KEYBOARD


async def test_coalesced_text_stays_within_4096(
    outbox: Outbox, telegram: FakeTelegram, clock: FakeClock
) -> None:
    outbox.send_message(GROUP, "start")
    await clock.advance(0)
    block = "я" * 2000
    for _ in range(3):
        outbox.send_message(GROUP, block)
    await clock.run_until(lambda: outbox.pending == 0)
    assert sent_texts(telegram) == ["start", f"{block}\n\n{block}", block]


async def test_text_over_4096_is_split_at_line_boundaries(
    outbox: Outbox, telegram: FakeTelegram, clock: FakeClock
) -> None:
    lines = [f"{i:04d} " + "ж" * 95 for i in range(100)]  # 100 lines of 100 characters
    future = outbox.send_message(GROUP, "\n".join(lines), reply_markup=KEYBOARD)
    await clock.run_until(lambda: outbox.pending == 0)
    chunks = sent_texts(telegram)
    assert len(chunks) == 3
    assert all(chunk is not None and len(chunk) <= MAX_TEXT for chunk in chunks)
    assert "\n".join(c or "" for c in chunks).split("\n") == lines
    # The keyboard rides on the last part, and the caller gets that last message.
    assert [getattr(r.method, "reply_markup", None) for r in telegram.sent()] == [None, None, KEYBOARD]
    assert future.result().text == chunks[-1]
    assert [r.at - telegram.sent()[0].at for r in telegram.sent()] == [0.0, 1.0, 2.0]


def test_split_cuts_an_overlong_line_at_a_space_and_counts_emoji_as_two() -> None:
    words = " ".join(["слово"] * 1000)  # 5999 characters, no newline
    parts = split_text(words)
    assert all(tg_len(p) <= MAX_TEXT for p in parts)
    assert " ".join(parts) == words
    emoji = "🎲" * 3000  # 6000 UTF-16 units, no spaces
    parts = split_text(emoji)
    assert [tg_len(p) for p in parts] == [4096, 1904]
    assert "".join(parts) == emoji


async def test_status_message_is_sent_once_then_edited_in_place(
    outbox: Outbox, telegram: FakeTelegram, clock: FakeClock
) -> None:
    first = outbox.show(GROUP, "lobby", "Игроки: Аня", KEYBOARD)
    await clock.run_until(lambda: outbox.pending == 0)
    second = outbox.show(GROUP, "lobby", "Игроки: Аня, Боб", KEYBOARD)
    await clock.run_until(lambda: outbox.pending == 0)
    assert [type(r.method) for r in telegram.sent()] == [SendMessage, EditMessageText]
    assert first.result().message_id == second.result().message_id
    assert telegram.messages(GROUP) == ["Игроки: Аня, Боб"]
    assert outbox.status_message_id(GROUP, "lobby") == first.result().message_id


async def test_of_several_queued_status_updates_only_the_latest_is_sent(
    outbox: Outbox, telegram: FakeTelegram, clock: FakeClock
) -> None:
    outbox.show(GROUP, "score", "0:0")
    await clock.advance(0)
    updates = [outbox.show(GROUP, "score", f"{n}:0") for n in (1, 2, 3)]
    await clock.run_until(lambda: outbox.pending == 0)
    assert sent_texts(telegram) == ["0:0", "3:0"]
    assert {f.result().text for f in updates} == {"3:0"}


async def test_dropping_a_statuss_buttons_is_one_light_edit_or_none(
    outbox: Outbox, telegram: FakeTelegram, clock: FakeClock
) -> None:
    """Issue 15.10: a button that can do nothing any more goes with the fewest writes."""
    outbox.show(GROUP, "letter", "Буква: К", KEYBOARD)
    assert outbox.drop_buttons(GROUP, "letter") is None  # still queued: it just goes without them
    await clock.run_until(lambda: outbox.pending == 0)
    assert getattr(telegram.sent()[0].method, "reply_markup", None) is None
    outbox.show(GROUP, "claim", "Аня: «кот»", KEYBOARD)
    await clock.run_until(lambda: outbox.pending == 0)
    dropped = outbox.drop_buttons(GROUP, "claim")
    assert dropped is not None
    await clock.run_until(lambda: outbox.pending == 0)
    assert outbox.drop_buttons(GROUP, "claim") is None  # none left on screen: no second write
    assert outbox.drop_buttons(GROUP, "never shown") is None
    methods = [type(r.method) for r in telegram.sent()]
    assert methods == [SendMessage, SendMessage, EditMessageReplyMarkup]
    assert telegram.messages(GROUP) == ["Буква: К", "Аня: «кот»"]  # the texts stay


async def test_a_status_updated_before_its_first_send_goes_out_once_with_the_latest_text(
    outbox: Outbox, telegram: FakeTelegram, clock: FakeClock
) -> None:
    outbox.send_message(GROUP, "Лобби открыто")
    outbox.show(GROUP, "lobby", "Игроки: Аня")
    outbox.show(GROUP, "lobby", "Игроки: Аня, Боб")
    outbox.send_message(GROUP, "Боб присоединился")
    await clock.run_until(lambda: outbox.pending == 0)
    # The status keeps its place in the chat's order; only its content is the latest.
    assert sent_texts(telegram) == ["Лобби открыто", "Игроки: Аня, Боб", "Боб присоединился"]
    assert [type(r.method) for r in telegram.sent()] == [SendMessage] * 3


async def test_message_is_not_modified_counts_as_success(
    outbox: Outbox, telegram: FakeTelegram, clock: FakeClock
) -> None:
    shown = outbox.show(GROUP, "lobby", "Игроки: Аня")
    await clock.run_until(lambda: outbox.pending == 0)
    telegram.failures.append(_bad_request_on_edit("Bad Request: message is not modified: specified new "
                                                  "message content and reply markup are exactly the same"))
    again = outbox.show(GROUP, "lobby", "Игроки: Аня")
    await clock.run_until(lambda: outbox.pending == 0)
    assert again.exception() is None
    assert again.result().message_id == shown.result().message_id
    assert len(telegram.requests) == 2 and len(telegram.sent()) == 1


async def test_status_message_deleted_by_someone_is_sent_anew(
    outbox: Outbox, telegram: FakeTelegram, clock: FakeClock
) -> None:
    old = outbox.show(GROUP, "lobby", "v1")
    await clock.run_until(lambda: outbox.pending == 0)
    telegram.failures.append(_bad_request_on_edit("Bad Request: message to edit not found"))
    new = outbox.show(GROUP, "lobby", "v2")
    await clock.run_until(lambda: outbox.pending == 0)
    assert new.result().message_id != old.result().message_id
    assert new.result().text == "v2"
    outbox.show(GROUP, "lobby", "v3")
    await clock.run_until(lambda: outbox.pending == 0)
    edit = telegram.sent()[-1].method
    assert isinstance(edit, EditMessageText) and edit.message_id == new.result().message_id


async def test_forget_makes_the_next_status_a_new_message(
    outbox: Outbox, telegram: FakeTelegram, clock: FakeClock
) -> None:
    first = outbox.show(GROUP, "turn", "Ход Ани")
    await clock.run_until(lambda: outbox.pending == 0)
    outbox.forget(GROUP, "turn")
    second = outbox.show(GROUP, "turn", "Ход Боба")
    await clock.run_until(lambda: outbox.pending == 0)
    assert [type(r.method) for r in telegram.sent()] == [SendMessage, SendMessage]
    assert first.result().message_id != second.result().message_id


async def test_send_message_with_key_becomes_the_status_message_to_edit(
    outbox: Outbox, telegram: FakeTelegram, clock: FakeClock
) -> None:
    posted = outbox.send_message(GROUP, "Осталось 30 с", key="countdown")
    outbox.show(GROUP, "countdown", "Осталось 20 с")
    await clock.run_until(lambda: outbox.pending == 0)
    edit = telegram.sent()[-1].method
    assert isinstance(edit, EditMessageText) and edit.message_id == posted.result().message_id
    assert telegram.messages(GROUP) == ["Осталось 20 с"]


async def test_adopted_message_is_edited_after_a_restart(
    outbox: Outbox, telegram: FakeTelegram, clock: FakeClock
) -> None:
    outbox.adopt(GROUP, "lobby", 77)
    outbox.show(GROUP, "lobby", "Игроки: Аня")
    await clock.run_until(lambda: outbox.pending == 0)
    edit = telegram.sent()[0].method
    assert isinstance(edit, EditMessageText) and edit.message_id == 77


def _bad_request_on_edit(description: str) -> Script:
    def script(method: TelegramMethod[Any]) -> Exception | None:
        if isinstance(method, EditMessageText):
            return TelegramBadRequest(method=method, message=description)
        return None

    return script
