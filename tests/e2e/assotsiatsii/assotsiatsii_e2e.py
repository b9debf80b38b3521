"""Helpers for the «Ассоциации» end-to-end tests: boot the bot on the sandbox, lead a turn through the
private panel's buttons, guess in private, find what the bot shows where."""

from __future__ import annotations

import dataclasses
from collections.abc import Mapping, Sequence
from typing import Any

from aiogram.types import Message

from bot.app import App
from bot.games.assotsiatsii import SPEC
from bot.games.registry import Registry
from bot.services.game_session import GameSession
from bot.services.outbox import FloodLimits
from engines.assotsiatsii import Assotsiatsii, AssotsiatsiiContent
from engines.assotsiatsii.leader_word import ru_clash
from engines.assotsiatsii.state import Round
from sandbox import ChatHandle, UserHandle
from tests.platform.harness import Harness, play

GUESS_TIME = 90.0
LEADER_TIME = 120.0
VOTE_TIME = 60.0
GRACE = 2.0
# Leader words a test hides: one of them shares no root with any three cards of a hand.
WORDS = ("облако", "праздник", "космонавт", "тайна", "рыба", "осень", "кошка", "звезда")


def spec_with_deck(cards: Sequence[str]) -> Any:
    """The game dealt from `cards` instead of the locale's deck (a deck that runs out soon)."""
    deck = AssotsiatsiiContent(tuple(cards))
    return dataclasses.replace(SPEC, load_content=lambda locale: deck)


async def boot(harness: Harness, *names: str, flood: FloodLimits | None = None, spec: Any = None,
               options: Mapping[str, Any] | None = None) -> tuple[ChatHandle, tuple[UserHandle, ...]]:
    """The bot with «Ассоциации», users who opened the bot, a group where the bot reads all (so a
    secret posted there is caught), and the chat's /settings `options`."""
    harness.tg.privacy_mode = False
    await harness.boot(registry=Registry(spec or SPEC), flood_limits=flood, count_outbox=flood is None)
    users = harness.tg.users(*names)
    for user in users:
        user.start_bot()
    group = harness.tg.group("Игротека", *users)
    assert harness.app is not None
    for name, value in (options or {}).items():
        await harness.app.chats.set_game_option(group.id, "assotsiatsii", name, value)
    return group, users


async def start(harness: Harness, group: ChatHandle, users: Sequence[UserHandle]) -> GameSession:
    return await play(harness, group, users[0], *users[1:], command="/start_assotsiatsii")


def session_of(harness: Harness, group: ChatHandle) -> GameSession:
    assert harness.app is not None
    return harness.app.live.by_key[(group.id, 0)]


def engine(session: GameSession) -> Assotsiatsii:
    assert isinstance(session.engine, Assotsiatsii)
    return session.engine


def current_round(session: GameSession) -> Round:
    r = engine(session).state.current
    assert r is not None, "no round is laid now"
    return r


def app_of(harness: Harness) -> App:
    assert harness.app is not None
    return harness.app


def by_id(users: Sequence[UserHandle], player_id: int) -> UserHandle:
    return next(user for user in users if user.id == player_id)


def leader(session: GameSession, users: Sequence[UserHandle]) -> UserHandle:
    turn = engine(session).state.turn
    assert turn is not None, "no leader's turn now"
    return by_id(users, turn.leader_id)


def guessers(session: GameSession, users: Sequence[UserHandle]) -> list[UserHandle]:
    r = engine(session).state.current
    assert r is not None, "no round is laid"
    return [by_id(users, player_id) for player_id in r.sheets]


def texts(chat: ChatHandle) -> list[str]:
    return [m.text or m.caption or "" for m in chat.bot_messages()]


def find(chat: ChatHandle, start: str) -> Message:
    """The latest bot message in `chat` whose text (or caption) starts with `start`."""
    found = [m for m in chat.bot_messages() if (m.text or m.caption or "").startswith(start)]
    assert found, f"no message starting {start!r} in {texts(chat)}"
    return found[-1]


def containing(chat: ChatHandle, piece: str) -> str:
    found = [text for text in texts(chat) if piece in text]
    assert found, f"no message with {piece!r} in {texts(chat)}"
    return found[-1]


def panel(user: UserHandle, round_no: int) -> Message:
    return find(user.private, f"Раунд {round_no} · вы ведёте")


def sheet(user: UserHandle, round_no: int) -> Message:
    return find(user.private, f"Раунд {round_no} · ")


def final_sheet(user: UserHandle) -> Message:
    return find(user.private, "Финальный раунд · ")


def words_message(group: ChatHandle, round_no: int) -> Message:
    return find(group, f"Раунд {round_no} · ведёт ")


def button_labels(message: Message) -> list[str]:
    markup = message.reply_markup
    return [b.text for row in markup.inline_keyboard for b in row] if markup is not None else []


def polls(group: ChatHandle, *, open_only: bool = True) -> list[Message]:
    return [m for m in group.bot_messages() if m.poll is not None and not (open_only and m.poll.is_closed)]


def safe_word(cards: Sequence[str], avoid: Sequence[str] = ()) -> str:
    """A word of `WORDS` that shares no root with `cards` (so the bot takes it at once)."""
    for word in WORDS:
        if word not in avoid and not any(ru_clash(word, card) for card in cards):
            return word
    raise AssertionError(f"every test word clashes with {cards}")


async def pick(user: UserHandle, round_no: int, cards: Sequence[int]) -> list[str]:
    """The leader presses the cards' buttons on the panel (places in the hand), in that order."""
    picked: list[str] = []
    for place in cards:
        message = panel(user, round_no)
        label = button_labels(message)[place]
        picked.append(label)
        answer = await user.presses(message, label)
        assert answer.answered and not answer.show_alert, answer
    return picked


def leading(harness: Harness, group: ChatHandle, users: Sequence[UserHandle]
            ) -> tuple[UserHandle, int, list[str]]:
    """The current leader, the round, and the leader's hand (the cards' words, in hand order)."""
    game = engine(session_of(harness, group))
    who = leader(session_of(harness, group), users)
    seat = game.state.seat(who.id)
    assert seat is not None
    return who, game.state.round, [game.content.cards[card] for card in seat.hand]


async def lead(harness: Harness, group: ChatHandle, users: Sequence[UserHandle], word: str | None = None,
               cards: Sequence[int] = (0, 1, 2)) -> tuple[UserHandle, str]:
    """The current leader lays `cards` through the panel and writes `word` (a safe one by default)."""
    who, round_no, hand = leading(harness, group, users)
    await pick(who, round_no, cards)
    hidden = word or safe_word([hand[i] for i in cards])
    await who.says(who.private, hidden)
    assert engine(session_of(harness, group)).state.phase in ("guessing", "voting"), texts(who.private)[-3:]
    return who, hidden


async def time_up(harness: Harness, group: ChatHandle) -> None:
    """The clock runs to the engine's deadline (the guesses' time and the grace, or a vote's time)."""
    deadline = engine(session_of(harness, group)).deadline()
    assert deadline is not None
    await harness.tg.advance(deadline - harness.clock.now())


def group_texts_with(group: ChatHandle, secret: str) -> list[str]:
    """Every bot message in the group (each version of an edited one) that holds `secret`."""
    found = []
    for call in group.tg.calls:
        params = call["params"]
        if params.get("chat_id") != group.id or call["error_code"] is not None:
            continue
        text = str(params.get("text") or params.get("caption") or params.get("question") or "")
        if secret.casefold() in text.casefold():
            found.append(text)
    return found
