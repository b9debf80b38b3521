"""Helpers for Соображарий end-to-end tests: deal known decks, open a game, find its messages.

The bot runs on the sandbox with a ManualClock (`harness`); nothing sleeps — time moves only
with `harness.tg.advance(...)`.
"""

from __future__ import annotations

from aiogram.types import Message, Poll

from bot.games.registry import Registry
from bot.games.soobrazhariy import SPEC
from bot.services.game_session import GameSession
from engines.soobrazhariy import SPECIALS
from sandbox import ChatHandle, UserHandle
from tests.e2e.soobrazhariy.deals import KnownDeal, spec_with_deal
from tests.platform.harness import Harness, play

LETTER_PAUSE = 3  # the defaults of engines.soobrazhariy.Settings
CHALLENGE_WINDOW = 8
NO_ANSWER_TIME = 45
SKIP_AFTER = 15  # no answer this long into the letter: «Пропустить» is offered
GRACE = 2


def card(name: str) -> str:
    """A category card by its Russian text (or a special card by its kind)."""
    if name in SPECIALS:
        return name
    texts = [category.text for category in SPEC.load_content("ru").categories]
    return f"cat:{texts.index(name)}"


def registry_dealing(categories: list[str], letters: str, opener_seat: int = 0) -> Registry:
    """The bot's game with the decks laid out as given, top card first."""
    deal = KnownDeal(tuple(card(c) for c in categories), tuple(letters), opener_seat)
    return Registry(spec_with_deal(deal))


async def boot_and_start(
    harness: Harness, registry: Registry, *names: str
) -> tuple[ChatHandle, list[UserHandle], GameSession]:
    """Boot the bot (privacy mode off: answers are plain group messages), seat everyone, start."""
    harness.tg.privacy_mode = False
    await harness.boot(registry=registry)
    users = list(harness.tg.users(*names))
    group = harness.tg.group("Игротека", *users)
    session = await play(harness, group, users[0], *users[1:], command="/start_soobrazhariy")
    return group, users, session


def texts(group: ChatHandle) -> list[str]:
    return [m.text or "" for m in group.bot_messages()]


def bot_message(group: ChatHandle, *parts: str) -> Message:
    """The latest bot message containing every one of `parts`."""
    found = [m for m in group.bot_messages() if all(p in (m.text or "") for p in parts)]
    assert found, f"no bot message with {parts!r} in {texts(group)}"
    return found[-1]


def has_message(group: ChatHandle, *parts: str) -> bool:
    return any(all(p in text for p in parts) for text in texts(group))


def letter_message(group: ChatHandle) -> Message:
    """The latest message showing a letter: the turn's message, its category with the letter under it."""
    return bot_message(group, "Буква:")


def letter_line(group: ChatHandle) -> str:
    """The letter as the latest letter message shows it (its last line)."""
    return (letter_message(group).text or "").splitlines()[-1]


def button_message(group: ChatHandle, label: str) -> Message:
    """The latest bot message with a button labelled `label`."""
    found = [m for m in group.bot_messages() if m.reply_markup is not None
             and any(b.text == label for row in m.reply_markup.inline_keyboard for b in row)]
    assert found, f"no bot message with a {label!r} button in {texts(group)}"
    return found[-1]


async def offered_skip(harness: Harness, group: ChatHandle, label: str = "Пропустить") -> Message:
    """Wait, with nobody answering, until «Пропустить» is offered (from the letter on); its message."""
    await harness.tg.advance(SKIP_AFTER)
    return button_message(group, label)


def latest_poll(group: ChatHandle) -> Poll:
    polls = group.polls()
    assert polls, "no poll in the chat"
    return polls[-1]


def date_of(message: Message) -> int:
    """Telegram's `date` of a message, as the engine sees it."""
    return int(message.date.timestamp())
