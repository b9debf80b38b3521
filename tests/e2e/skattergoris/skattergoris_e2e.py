"""Helpers for the Скаттергорис end-to-end tests: boot the bot on the sandbox, find what it shows."""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from typing import Any

from aiogram.types import Message

from bot.games.registry import Registry
from bot.games.skattergoris import SPEC
from bot.services.game_session import GameSession
from bot.services.outbox import FloodLimits
from engines.skattergoris import Skattergoris
from sandbox import ChatHandle, UserHandle
from tests.platform.harness import Harness, play

TIMER = 180.0  # the box's timer (the default)
GRACE = 2.0
# Stems that make distinct words whatever the letter: "К" + "ит" = «Кит».
STEMS = ("ит", "аштан", "орт", "ефир", "ольт", "умба", "ипарис", "ондор", "ернан", "истень", "устарь",
         "ирпич")


async def boot(harness: Harness, *names: str, flood: FloodLimits | None = None,
               **settings: Any) -> tuple[ChatHandle, tuple[UserHandle, ...]]:
    """The bot with Скаттергорис, users who opened the bot, and a group where the bot reads all."""
    harness.tg.privacy_mode = False  # so an answer posted in the group reaches the bot (and is deleted)
    await harness.boot(registry=Registry(SPEC), flood_limits=flood, count_outbox=flood is None, **settings)
    users = harness.tg.users(*names)
    for user in users:
        user.start_bot()
    group = harness.tg.group("Игротека", *users)
    return group, users


async def start(harness: Harness, group: ChatHandle, users: tuple[UserHandle, ...], *,
                english: bool = False) -> GameSession:
    """Open the lobby as the first user, seat the others, start."""
    buttons = {"join": "Join", "start": "Start"} if english else {}
    return await play(harness, group, users[0], *users[1:], command="/start_skattergoris", **buttons)


def engine(session: GameSession) -> Skattergoris:
    assert isinstance(session.engine, Skattergoris)
    return session.engine


def word(letter: str, index: int) -> str:
    """A distinct answer starting with `letter` (index picks the stem)."""
    return letter + STEMS[index % len(STEMS)]


def texts(chat: ChatHandle) -> list[str]:
    return [m.text or "" for m in chat.bot_messages()]


def find(chat: ChatHandle, start: str) -> Message:
    """The latest bot message in `chat` whose text starts with `start`."""
    found = [m for m in chat.bot_messages() if (m.text or "").startswith(start)]
    assert found, f"no message starting {start!r} in {texts(chat)}"
    return found[-1]


def sheet(user: UserHandle, round_no: int) -> Message:
    return find(user.private, f"Ваш лист · раунд {round_no} ")


def sheet_rows(user: UserHandle, round_no: int) -> list[str]:
    """The 12 rows of the user's sheet as shown: `N. category: answer`."""
    lines = (sheet(user, round_no).text or "").splitlines()
    return [line for line in lines if line[:1].isdigit()]


def review_status(group: ChatHandle) -> Message:
    return find(group, "Проверка:")


def polls(group: ChatHandle) -> list[Message]:
    return [m for m in group.bot_messages() if m.poll is not None]


def button_labels(message: Message) -> list[str]:
    markup = message.reply_markup
    if markup is None:
        return []
    return [b.text for row in markup.inline_keyboard for b in row]


async def press_starting(user: UserHandle, message: Message, prefix: str) -> Any:
    """Press the button whose label starts with `prefix` (labels carry answers and names)."""
    labels = [label for label in button_labels(message) if label.startswith(prefix)]
    assert len(labels) == 1, f"{prefix!r} among {button_labels(message)}"
    return await user.presses(message, labels[0])


def struck(message: Message) -> list[str]:
    """The struck-out pieces of a message (duplicates in the review table)."""
    text = message.text or ""
    utf16 = text.encode("utf-16-le")
    return [
        utf16[2 * e.offset: 2 * (e.offset + e.length)].decode("utf-16-le")
        for e in message.entities or []
        if e.type == "strikethrough"
    ]


def table_line(group: ChatHandle, round_no: int, row: int) -> str:
    """Row `row` of round `round_no`'s review table as the group sees it."""
    title = f"Ответы раунда {round_no} "
    tables = [m.text or "" for m in group.bot_messages() if (m.text or "").startswith(title)]
    assert tables, f"no table of round {round_no}"
    lines = [line for line in tables[-1].splitlines() if line.startswith(f"{row}. ")]
    assert len(lines) == 1, lines
    return lines[0]


def wrong_word(letter: str) -> str:
    """An answer whose key letter is not `letter`."""
    return "Зебра" if letter != "З" else "Жираф"


async def nothing() -> None:
    return None


async def challenge(challenger: UserHandle, group: ChatHandle, row: int, answer_prefix: str,
                    settle: Callable[[], Awaitable[None]] = nothing) -> Any:
    """«Оспорить» in the group, then the row and the answer in the challenger's private picker.

    `settle` lets a throttled bot deliver each step before the next press.
    """
    await challenger.presses(review_status(group), "Оспорить")
    await settle()
    picker = find(challenger.private, "Раунд ")
    await press_starting(challenger, picker, f"{row}. ")
    await settle()
    picker = challenger.private.message(picker.message_id)
    return await press_starting(challenger, picker, answer_prefix)


def containing(chat: ChatHandle, piece: str) -> str:
    """The text of the latest bot message holding `piece` (texts queued together share a message)."""
    found = [m.text or "" for m in chat.bot_messages() if piece in (m.text or "")]
    assert found, f"no message with {piece!r} in {texts(chat)}"
    return found[-1]


async def quick_round(harness: Harness, group: ChatHandle, round_no: int,
                      answers: dict[UserHandle, list[int]]) -> str:
    """A round where everyone answers rows 1.. and presses «Готово» on the sheet, then in the review."""
    session = harness.app.live.by_key[(group.id, 0)]  # type: ignore[union-attr]
    game = engine(session)
    assert game.round_no == round_no
    for user, stems in answers.items():
        if stems:
            await user.says(user.private, "\n".join(f"{row} {word(game.letter, s)}"
                                                    for row, s in enumerate(stems, start=1)))
    for user in answers:
        await user.presses(sheet(user, round_no), "Готово")
    assert "✅ Все сдали листы — проверяем ответы." in texts(group)
    for user in answers:
        await user.presses(review_status(group), "Готово")
    return game.letter
