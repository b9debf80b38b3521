"""Helpers for «Нет слов» end-to-end tests: open a game (dealt at random or as laid out), find the
table, play a letter by its buttons, read what the bot said.

The bot runs on the sandbox with a ManualClock (`harness`); nothing sleeps — time moves only with
`harness.tg.advance(...)`. Claims are judged `CLAIM_WINDOW` seconds after the first one is heard.
"""

from __future__ import annotations

from aiogram.types import CallbackQuery, Message, Poll

from bot.games.netslov import SPEC
from bot.games.registry import Registry
from bot.services.game_session import GameSession
from engines.netslov import NetSlov, judge_word
from engines.words import rack_nouns
from sandbox import CallbackAnswer, ChatHandle, UserHandle
from sandbox.core.state import CallbackRecord
from tests.e2e.netslov.deals import KnownDeal, spec_with_deal
from tests.platform.harness import Harness, play

CLAIM_WINDOW = 2  # engines.netslov.NetSlovSettings defaults
VOTE_SECONDS = 45
CHOICE_SECONDS = 20
TABLE_MARK = "\n💬 "  # the conversation line, in any language


def registry_dealing(conversation: str, *hands: str, deck_top: str = "", first_seat: int = 0) -> Registry:
    """The bot's game with the cards laid out as given (hands by seat, in join order)."""
    return Registry(spec_with_deal(KnownDeal(conversation, tuple(hands), deck_top, first_seat)))


async def boot_and_start(
    harness: Harness, *names: str, registry: Registry | None = None, privacy: bool = False, **boot: object,
) -> tuple[ChatHandle, list[UserHandle], GameSession]:
    """Boot the bot (privacy mode off unless asked: claims are plain group messages), seat everyone
    in join order, start the game."""
    harness.tg.privacy_mode = privacy
    await harness.boot(registry=registry or Registry(SPEC), **boot)  # type: ignore[arg-type]
    users = list(harness.tg.users(*names))
    group = harness.tg.group("Игротека", *users)
    session = await play(harness, group, users[0], *users[1:], command="/start_netslov")
    return group, users, session


def engine(session: GameSession) -> NetSlov:
    assert isinstance(session.engine, NetSlov)
    return session.engine


def texts(group: ChatHandle) -> list[str]:
    return [m.text or "" for m in group.bot_messages()]


def bot_message(group: ChatHandle, *parts: str) -> Message:
    """The latest bot message containing every one of `parts`."""
    found = [m for m in group.bot_messages() if all(p in (m.text or "") for p in parts)]
    assert found, f"no bot message with {parts!r} in {texts(group)}"
    return found[-1]


def has_message(group: ChatHandle, *parts: str) -> bool:
    return any(all(p in text for p in parts) for text in texts(group))


def tables(group: ChatHandle) -> list[Message]:
    """Every table in the chat: one a game (the status message, edited in place)."""
    return [m for m in group.bot_messages() if TABLE_MARK in (m.text or "")]


def table(group: ChatHandle) -> Message:
    """The latest game's table."""
    found = tables(group)
    assert found, f"no table in {texts(group)}"
    return found[-1]


def table_text(group: ChatHandle) -> str:
    return table(group).text or ""


def labels(message: Message) -> list[str]:
    markup = message.reply_markup
    return [] if markup is None else [b.text for row in markup.inline_keyboard for b in row]


def latest_poll(group: ChatHandle) -> Poll:
    polls = group.polls()
    assert polls, "no poll in the chat"
    return polls[-1]


def user_of(users: list[UserHandle], player_id: int) -> UserHandle:
    return next(u for u in users if u.id == player_id)


async def lay_black(group: ChatHandle, user: UserHandle, slot: int = 1) -> CallbackAnswer:
    """`user` presses the ⚫ button of hand slot `slot` (1-based) on the table."""
    return await user.presses(table(group), f"⚫ {slot}")


async def lay_red(group: ChatHandle, user: UserHandle, letter: str) -> CallbackAnswer:
    return await user.presses(table(group), f"🔴 {letter}")


async def claim(harness: Harness, group: ChatHandle, user: UserHandle, text: str) -> Message:
    """`user` says `text` in the group, then the claim window passes (the verdict is out)."""
    said = await user.says(group, text)
    await harness.tg.advance(CLAIM_WINDOW)
    return said


def words_on_table(game: NetSlov) -> list[str]:
    """Common nouns the conversation makes that the referee accepts, most common first."""
    letters = game.board.conversation_letters()
    settings = game.state.settings
    return [w for w in rack_nouns(letters, settings.min_word_length)
            if judge_word(w, letters, min_length=settings.min_word_length).is_valid]


def hands_are_secret(group: ChatHandle, game: NetSlov, seen: dict[int, set[str]]) -> None:
    """No group message names a player's hand as the alert shows it («Ваши буквы: 1 — К, …»)."""
    for player in game.state.active:
        letters = game.hand(player)
        if letters:
            seen.setdefault(player, set()).add(", ".join(f"{n} — {x}" for n, x in enumerate(letters, 1)))
    for text in texts(group):
        assert "Ваши буквы" not in text
        for shown in seen.values():
            assert not any(hand in text for hand in shown), text


async def presses_as_shown(harness: Harness, user: UserHandle, shown: Message, label: str) -> CallbackAnswer:
    """`user` presses `label` on `shown`, the message as their client still showed it (a stale button:
    the bot has edited the message since, and the sandbox's `presses` would see only the new one)."""
    core = harness.tg.core
    assert shown.reply_markup is not None
    data = next(b.callback_data for row in shown.reply_markup.inline_keyboard for b in row if b.text == label)
    assert data is not None
    record = CallbackRecord(id=str(8_000_000_000_000_000_000 + core.next_id()), chat_id=shown.chat.id,
                            message_id=shown.message_id, from_id=user.id, data=data, created_at=core.now())
    core.callbacks[record.id] = record
    core.emit("callback_query", CallbackQuery(id=record.id, from_user=user.user, message=shown,
                                              chat_instance="1", data=data))
    await harness.tg.idle()
    return CallbackAnswer(answered=record.answered, text=record.text, show_alert=record.show_alert)
