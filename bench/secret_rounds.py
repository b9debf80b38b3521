"""The three games with secrets, played alike with secrets inside the group (Bot API 10.3 ephemeral
messages and commands) and in the private chat, for `bench/messages.py --secrets`.

Each scenario plays `ROUNDS` rounds with the same moves in both modes: only where the secrets go
differs (an ephemeral command in the group, or a message in the private chat; a button on an
ephemeral message, or on one in the private chat).
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable

from aiogram.types import Message

from bench.messages import settle
from bot.games.assotsiatsii import SPEC as ASSOC
from bot.games.netslov import SPEC as NETSLOV
from bot.games.registry import Registry
from bot.games.skattergoris import SPEC as SKAT
from engines.assotsiatsii import Assotsiatsii
from engines.netslov import NetSlov
from engines.skattergoris import Skattergoris
from sandbox import ChatHandle, UserHandle
from tests.e2e.assotsiatsii.assotsiatsii_e2e import safe_word
from tests.platform.harness import Harness, play

ROUNDS = 3
NAMES = ("Аня", "Боб", "Вика")
Scenario = Callable[[Harness, str], Awaitable[int]]  # (harness, "group" | "private") -> rounds played


async def _table(harness: Harness, spec_registry: Registry, mode: str, command: str
                 ) -> tuple[ChatHandle, tuple[UserHandle, ...]]:
    harness.tg.privacy_mode = False
    await harness.boot(registry=spec_registry, secrets=mode)
    users = harness.tg.users(*NAMES)
    if mode == "private":
        for user in users:
            user.start_bot()
    group = harness.tg.group("Игротека", *users)
    await play(harness, group, users[0], *users[1:], command=command)
    await settle(harness)
    return group, users


def _engine(harness: Harness, group: ChatHandle) -> object:
    assert harness.app is not None
    return harness.app.live.by_key[(group.id, 0)].engine


def _latest(messages: list[Message], start: str) -> Message:
    found = [m for m in messages if (m.text or "").startswith(start)]
    assert found, f"nothing starting {start!r}"
    return found[-1]


def _secrets_of(user: UserHandle, group: ChatHandle, mode: str) -> list[Message]:
    """Where the user's secrets are: their ephemeral messages in the group, or their private chat."""
    return user.ephemerals(group) if mode == "group" else user.private.bot_messages()


async def _secret(user: UserHandle, group: ChatHandle, mode: str, command: str, text: str) -> None:
    if mode == "group":
        await user.says(group, f"/{command} {text}")
    else:
        await user.says(user.private, text)


async def skattergoris(harness: Harness, mode: str) -> int:
    group, users = await _table(harness, Registry(SKAT), mode, "/start_skattergoris")
    for round_no in range(1, ROUNDS + 1):
        game = _engine(harness, group)
        assert isinstance(game, Skattergoris)
        letter = game.letter
        for index, user in enumerate(users):
            for row in range(1, 4):  # three answers each, one message at a time
                await harness.tg.advance(5)
                await _secret(user, group, mode, "a", f"{row} {letter}{'аеиоуя'[index]}{row}")
        await settle(harness)
        for user in users:
            sheet = _latest(_secrets_of(user, group, mode), f"Ваш лист · раунд {round_no} ")
            await user.presses(sheet, "Готово")
        await settle(harness)
        for user in users:
            await user.presses(_latest(group.bot_messages(), "Проверка:"), "Готово")
        await settle(harness)
    return ROUNDS


async def assotsiatsii(harness: Harness, mode: str) -> int:
    group, users = await _table(harness, Registry(ASSOC), mode, "/start_assotsiatsii")
    game = _engine(harness, group)
    assert isinstance(game, Assotsiatsii)
    used: list[str] = []
    for _ in range(ROUNDS):
        turn = game.state.turn
        assert turn is not None
        leader = next(u for u in users if u.id == turn.leader_id)
        seat = game.state.seat(leader.id)
        assert seat is not None
        hand = [game.content.cards[card] for card in seat.hand]
        round_no = game.state.round
        for place in range(3):
            await settle(harness)
            panel = _latest(_secrets_of(leader, group, mode), f"Раунд {round_no} · вы ведёте")
            markup = panel.reply_markup
            assert markup is not None
            await harness.tg.advance(5)
            await leader.presses(panel, [b.text for row in markup.inline_keyboard for b in row][place])
        word = safe_word(hand[:3], avoid=used)
        used.append(word)
        await _secret(leader, group, mode, "secret", word)
        for index, user in enumerate(u for u in users if u is not leader):
            await harness.tg.advance(10)
            await _secret(user, group, mode, "guess", word if index == 0 else "дождь")
            await _secret(user, group, mode, "guess", "ветер")
            await settle(harness)
            await user.presses(_latest(_secrets_of(user, group, mode), f"Раунд {round_no} · "), "Готово")
        for _ in range(20):  # a near-match vote, if any, runs its time out
            if game.state.phase == "leading" or game.is_over():
                break
            await harness.tg.advance(10)
    await users[0].says(group, "/stop")
    return ROUNDS


async def netslov(harness: Harness, mode: str) -> int:
    """A round is a turn of each player: `ROUNDS` times round the table, a black letter a turn."""
    group, users = await _table(harness, Registry(NETSLOV), mode, "/start_netslov")
    game = _engine(harness, group)
    assert isinstance(game, NetSlov)
    for _ in range(ROUNDS * len(users)):
        if game.is_over() or game.state.mover is None:
            break
        mover = next(u for u in users if u.id == game.state.mover)
        await harness.tg.advance(5)
        await settle(harness)
        if mode == "group":
            hand = _latest(mover.ephemerals(group), "🔒 Ваши буквы")
            await mover.presses(hand, f"⚫ 1 · {game.hand(mover.id)[0]}")
        else:
            table = next(m for m in reversed(group.bot_messages()) if "\n💬 " in (m.text or ""))
            await mover.presses(table, "⚫ 1")
    await users[0].says(group, "/stop")
    return ROUNDS


SCENARIOS: dict[str, Scenario] = {
    "skattergoris": skattergoris, "assotsiatsii": assotsiatsii, "netslov": netslov,
}
