"""Helpers for the Доббль end-to-end tests: boot the bot with the game, find the table, claim.

The bot runs on the sandbox with a ManualClock (`harness`); nothing sleeps — time moves only with
`harness.tg.advance(...)`. A claim that is right waits out the settle time (1 s) before it takes the
card, so `take` presses and lets that second pass.
"""

from __future__ import annotations

from typing import Any

from aiogram.types import Message

from bot.games.dobble import SPEC
from bot.games.dobble.presenter import button_label
from bot.games.registry import Registry
from bot.services.game_session import GameSession
from bot.services.outbox import FloodLimits
from engines.dobble import CARDS, Dobble, DobbleSettings, SymbolView
from sandbox import ChatHandle, UserHandle
from sandbox.core.state import CallbackRecord
from tests.platform.harness import Harness, play

SETTINGS = DobbleSettings()
COUNTDOWN = SETTINGS.countdown
SETTLE = SETTINGS.settle_time
CONTENT = SPEC.load_content("ru")


async def boot(harness: Harness, *names: str, flood: FloodLimits | None = None
               ) -> tuple[ChatHandle, list[UserHandle]]:
    """The bot with Доббль in a group «Игротека» where it reads every message (privacy mode off)."""
    harness.tg.privacy_mode = False
    await harness.boot(registry=Registry(SPEC), flood_limits=flood)
    users = list(harness.tg.users(*names))
    return harness.tg.group("Игротека", *users), users


async def start(harness: Harness, group: ChatHandle, users: list[UserHandle], *, turn_over: bool = True
                ) -> GameSession:
    """Open the lobby as the first user, seat the others, start; with `turn_over`, count down too."""
    session = await play(harness, group, users[0], *users[1:], command="/start_dobble")
    if turn_over:
        await harness.tg.advance(COUNTDOWN)
    return session


async def boot_and_start(harness: Harness, *names: str) -> tuple[ChatHandle, list[UserHandle], GameSession]:
    group, users = await boot(harness, *names)
    return group, users, await start(harness, group, users)


def engine(session: GameSession) -> Dobble:
    assert isinstance(session.engine, Dobble)
    return session.engine


def date_of(message: Message) -> int:
    """Telegram's `date` of a message, as the engine sees it."""
    return int(message.date.timestamp())


def texts(chat: ChatHandle) -> list[str]:
    return [m.text or m.caption or "" for m in chat.bot_messages()]


def table(group: ChatHandle, session: GameSession) -> Message:
    """The table message (the picture, or the text table) as it is now."""
    return group.message(session.record.messages["table"])


def centre(session: GameSession) -> int:
    c = engine(session).state.centre
    assert c is not None, "no centre card is open"
    return c.card


def top(session: GameSession, user: UserHandle) -> int:
    pile = engine(session).state.pile(user.id)
    assert pile is not None
    return pile.top


def match(session: GameSession, user: UserHandle) -> int:
    """The symbol the user's top card shares with the centre card."""
    (shared,) = set(CARDS[top(session, user)]) & set(CARDS[centre(session)])
    return shared


def emoji(symbol: int) -> str:
    return CONTENT.symbol(symbol).emoji


def label(symbol: int) -> str:
    """The symbol's button label (emoji, and its name where the emoji alone is small or dark)."""
    shown = CONTENT.symbol(symbol)
    return button_label(SymbolView(symbol, shown.emoji, shown.name))


def name(symbol: int) -> str:
    return CONTENT.symbol(symbol).name


def miss(session: GameSession, user: UserHandle) -> int:
    """A symbol of the centre card that is not on the user's top card (a wrong claim)."""
    own = set(CARDS[top(session, user)])
    return next(s for s in CARDS[centre(session)] if s not in own)


def count(session: GameSession, user: UserHandle) -> int:
    pile = engine(session).state.pile(user.id)
    assert pile is not None
    return len(pile.cards)


async def press(user: UserHandle, group: ChatHandle, session: GameSession, symbol: int) -> Any:
    """Press the symbol's button on the table as it is now."""
    return await user.presses(table(group, session), label(symbol))


async def take(harness: Harness, user: UserHandle, group: ChatHandle, session: GameSession, *,
               typed: bool = False) -> None:
    """The user claims their match (by button, or by typing its name) and the card is theirs."""
    symbol = match(session, user)
    if typed:
        await user.says(group, name(symbol))
    else:
        answer = await press(user, group, session, symbol)
        assert answer.answered
    await harness.tg.advance(SETTLE)


async def press_data(harness: Harness, user: UserHandle, message: Message, data: str
                     ) -> tuple[str | None, bool]:
    """Press a button whose callback data is `data` on `message` — a keyboard the user's phone still
    showed after the bot had edited it (the sandbox's `presses` only finds buttons as they are now)."""
    from aiogram.types import CallbackQuery

    core = harness.tg.core
    chat = core.find_chat(message.chat.id)
    stored = core.stored(chat, message.message_id)
    assert stored is not None
    record = CallbackRecord(id=str(7_100_000_000_000_000_000 + core.next_id()), chat_id=chat.id,
                            message_id=message.message_id, from_id=user.id, data=data, created_at=core.now())
    core.callbacks[record.id] = record
    query = CallbackQuery(id=record.id, from_user=core.user(user.id), message=core.current(stored),
                          chat_instance=str(abs(chat.id) * 7919 % 10**18), data=data)
    core.emit("callback_query", query)
    await harness.tg.idle()
    answered = core.callbacks[record.id]
    return answered.text, answered.answered


def button_data(message: Message, text: str) -> str:
    """The callback data of the button labelled `text` on `message` (as it is now)."""
    assert message.reply_markup is not None
    for row in message.reply_markup.inline_keyboard:
        for button in row:
            if button.text == text and button.callback_data is not None:
                return button.callback_data
    raise AssertionError(f"no button {text!r}")


async def play_out(harness: Harness, group: ChatHandle, session: GameSession, users: list[UserHandle], *,
                   typed: bool = False, leader: int = 0) -> None:
    """Take every centre card in turn until the centre is empty: the players take turns, except that
    every third card goes to `leader` (so the game does not end in a tie); typed names alternate with
    buttons when `typed`."""
    n = 0
    while not engine(session).is_over():
        taker = users[leader] if n % 3 == 0 else users[n % len(users)]
        await take(harness, taker, group, session, typed=typed and n % 2 == 1)
        n += 1
