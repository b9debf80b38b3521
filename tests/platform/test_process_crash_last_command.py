"""The crash of issue 27 (item 1), as a real process, for every game: the game's last command is
committed, and the bot is killed (`kill -9`) before what it must say — the final results — reached
Telegram. The next `python -m bot run` on the same database starts, says the final results from the
saved batch (Доббль's with its «🔁 Ещё партию», which used to stop every restart inside `App.start`),
and the game's chat plays on: the button opens a new game, or /start_<kind> a new lobby.

Each game is played over the sandbox's HTTP control API, the way a playground user would, as short as
the chat's /settings make it. Just before the last command the sandbox holds the group's Bot API calls
(`/sandbox/holds`): the bot commits, its first call for the group hangs, and it is killed there.
"""

from __future__ import annotations

import asyncio
import contextlib
import functools
import re
import signal
import sqlite3
from collections.abc import AsyncIterator, Awaitable, Callable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import aiohttp
import pytest

from engines.assotsiatsii.leader_word import ru_clash
from sandbox import Sandbox, SystemClock
from sandbox.http import base_url, serve
from tests.platform.test_process_bot import (
    START_TIMEOUT,
    STEP_TIMEOUT,
    Control,
    World,
    _polled_again,
    eventually,
    running,
    terminate,
)

GAME_TIMEOUT = 60.0  # a whole short game over HTTP, on a busy machine
FAST = {"FLOOD_PER_CHAT_PER_SECOND": "1000", "FLOOD_PER_GROUP_PER_MINUTE": "100000",
        "FLOOD_GLOBAL_PER_SECOND": "1000", "SECRETS": "private"}
REMATCH = "🔁 Ещё партию"
# Leader words for «Ассоциации»: one of them shares no root with any three cards of a hand.
LEADER_WORDS = ("облако", "праздник", "космонавт", "тайна", "рыба", "осень", "кошка", "звезда")

Message = dict[str, Any]


@pytest.fixture
async def world(tmp_path: Path) -> AsyncIterator[World]:
    tg = Sandbox(clock=SystemClock())
    runner = await serve(tg, "127.0.0.1", 0)
    try:
        async with aiohttp.ClientSession() as http:
            yield World(tg, Control(http, base_url(runner)), tmp_path)
    finally:
        await runner.cleanup()


@dataclass
class Table:
    """A group of friends and the bot process they play with, over the sandbox's HTTP API."""

    world: World
    group: int
    people: dict[str, int]
    process: asyncio.subprocess.Process | None = None
    log: Path | None = None

    @property
    def control(self) -> Control:
        return self.world.control

    def id(self, name: str) -> int:
        return self.people[name]

    async def until(self, check: Callable[[], Awaitable[Any]], what: str, within: float = STEP_TIMEOUT
                    ) -> Any:
        return await eventually(check, within=within, what=what, process=self.process, log=self.log)

    async def says(self, name: str, text: str, chat: int | None = None) -> None:
        where = self.group if chat is None else chat
        await self.control.post(f"/sandbox/chats/{where}/messages", {"from_id": self.id(name), "text": text})

    async def presses(self, name: str, message: Message, button: str, chat: int | None = None) -> str:
        """Press and wait for the bot's answer; the answer's text."""
        where = self.group if chat is None else chat
        body = {"from_id": self.id(name), "message_id": message["message_id"], "button": button}
        query = (await self.control.post(f"/sandbox/chats/{where}/press", body))["callback_query_id"]

        async def answered() -> dict[str, Any] | None:
            answer: dict[str, Any] = await self.control.get(f"/sandbox/callbacks/{query}")
            return answer if answer["answered"] else None

        return str((await self.until(answered, f"the answer to {name}'s [{button}]"))["text"] or "")

    async def messages(self, chat: int | None = None) -> list[Message]:
        return await self.control.bot_messages(self.group if chat is None else chat)

    async def latest(self, piece: str, chat: int | None = None, *, changed_from: Message | None = None,
                     also: str = "", within: float = STEP_TIMEOUT) -> Message:
        """The bot's latest message holding `piece` (and `also`) in its text or a button (one that
        differs from `changed_from`)."""

        async def found() -> Message | None:
            hits = [m for m in await self.messages(chat) if holds(m, piece) and holds(m, also)]
            if not hits or (changed_from is not None and _same(hits[-1], changed_from)):
                return None
            return hits[-1]

        return await self.until(found, f"a bot message with {piece!r}", within)

    async def choose(self, option: str, reads: str) -> None:
        """/settings: press the option whose label holds `option` until it ends with `reads`."""
        await self.says(next(iter(self.people)), "/settings")
        panel = await self.latest(option)
        for _ in range(8):
            [label] = [b for b in buttons(panel) if option in b]
            if label.endswith(reads):
                return
            await self.presses(next(iter(self.people)), panel, label)
            panel = await self.latest(option, changed_from=panel)
        raise AssertionError(f"{option} never read {reads}")

    async def open_game(self, kind: str) -> None:
        """The first person opens the lobby, the others join, the first starts it."""
        first, *others = self.people
        await self.says(first, f"/start_{kind}")
        lobby = await self.latest("Собираемся играть")
        for name in others:
            await self.presses(name, lobby, "Играю")
        lobby = await self.latest(f"Игроки: {len(self.people)} ")
        await self.presses(first, lobby, "Начать")

    async def hold(self, **what: Any) -> None:
        """From now on the group's calls (those `what` names) are held: never answered."""
        await self.control.post("/sandbox/holds", {"chat_id": self.group, **what})

    async def release(self) -> None:
        async with self.control.http.delete(self.control.url + "/sandbox/holds") as response:
            assert response.status == 200, await response.text()

    async def held(self) -> list[dict[str, Any]]:
        waiting: list[dict[str, Any]] = (await self.control.get("/sandbox/holds"))["waiting"]
        return [w for w in waiting if w["chat_id"] == self.group]


def text(message: Message) -> str:
    return str(message.get("text") or message.get("caption") or "")


def holds(message: Message, piece: str) -> bool:
    return piece in text(message) or any(piece in b for b in buttons(message))


def buttons(message: Message) -> list[str]:
    rows = message.get("reply_markup", {}).get("inline_keyboard", [])
    return [str(b["text"]) for row in rows for b in row]


def _same(a: Message, b: Message) -> bool:
    return a["message_id"] == b["message_id"] and text(a) == text(b) and buttons(a) == buttons(b)


# ---- each game, played to its last command --------------------------------------------------------

async def skattergoris(table: Table) -> None:
    """One round; Аня writes one answer (no tie, so no extra round); both hand in their sheets; the
    last «Готово» of the check is the last command."""
    await table.choose("раундов", "раундов: 1")
    await table.open_game("skattergoris")
    letter = re.search(r"буква «(.)»", text(await table.latest("Раунд 1 из 1")))
    assert letter is not None
    ann = table.id("Аня")
    await table.says("Аня", f"1 {letter[1]}ом", chat=ann)
    await table.latest(f"{letter[1]}ом", chat=ann)
    for name in table.people:
        private = table.id(name)
        await table.presses(name, await table.latest("Ваш лист", chat=private), "Готово", chat=private)
    review = await table.latest("Проверка:")
    await table.presses("Аня", review, "Готово")
    review = await table.latest("Ждём: Боб", changed_from=review)
    await table.hold()
    await table.presses("Боб", review, "Готово")


async def dobble(table: Table) -> None:
    """Text cards; Аня takes every card (her top card is on the table's text): the last take."""
    await table.choose("карточки текстом", "да")
    await table.open_game("dobble")
    shown = await table.latest("В центре:", within=STEP_TIMEOUT)
    while True:
        left = re.search(r"в центре (\d+)", text(shown))
        mine = re.search(r"^Аня \([^)]*\): (.*)$", text(shown), re.MULTILINE)
        assert left is not None and mine is not None, text(shown)
        [symbol] = [b for b in buttons(shown) if b.split()[0] in mine[1].split()]
        if left[1] == "1":
            await table.hold()
            await table.presses("Аня", shown, symbol)
            return
        await table.presses("Аня", shown, symbol)
        shown = await table.latest(f"в центре {int(left[1]) - 1}\n")  # not «в центре 55 − 2» of the intro


async def netslov(table: Table) -> None:
    """Whoever moves lays their first black letter; the one that draws the deck's last is the last."""
    await table.open_game("netslov")
    shown = await table.latest("Ходит ")
    while True:
        mover = re.search(r"Ходит (\S+?)\.", text(shown))
        deck = re.search(r"В колоде (\d+)", text(shown))
        turn = re.search(r"ход (\d+)", text(shown))
        assert mover is not None and deck is not None and turn is not None, text(shown)
        if deck[1] == "1":
            await table.hold()
            await table.presses(mover[1], shown, "⚫ 1")
            return
        said = await table.presses(mover[1], shown, "⚫ 1")
        assert said.startswith("Вы выложили"), said
        shown = await table.latest(f"ход {int(turn[1]) + 1}\n")


async def soobrazhariy(table: Table) -> None:
    """A short game (26 letters) nobody answers: every letter runs out on a fast clock, and the last
    one's timer is the last command. Only the message that says so is held."""
    await table.choose("короткая игра", "да")
    await table.hold(text="Сыграна последняя буква — игра окончена!")
    await table.open_game("soobrazhariy")


async def assotsiatsii(table: Table) -> None:
    """Each leader hides a word all guess (and «дождь» besides) until the final round; there the last
    «Готово» is the last command."""
    await table.choose("трек: ", "20 очков")
    await table.open_game("assotsiatsii")
    used: list[str] = []
    for round_no in range(1, 20):
        phase = await table.until(functools.partial(_next_phase, table, round_no),
                                  f"round {round_no} or the final")
        if phase == "final":
            break
        leader, panel = phase
        cards = buttons(panel)[:3]
        word = next(w for w in LEADER_WORDS if w not in used and not any(ru_clash(w, c) for c in cards))
        used.append(word)
        for card in cards:
            await table.presses(leader, panel, card, chat=table.id(leader))
            panel = await table.latest(f"Раунд {round_no} · вы ведёте", chat=table.id(leader),
                                       changed_from=panel)
        await table.says(leader, word, chat=table.id(leader))
        for name in [n for n in table.people if n != leader]:
            await table.latest(f"Раунд {round_no} · ", chat=table.id(name))
            await table.says(name, f"{word}\nдождь", chat=table.id(name))
            sheet = await table.latest(f"Раунд {round_no} · ", chat=table.id(name), also="2 из 3")
            await table.presses(name, sheet, "Готово", chat=table.id(name))
        await table.latest(f"Итоги раунда {round_no}")
    names = list(table.people)
    for n, name in enumerate(names):
        await table.latest("Финальный раунд · ", chat=table.id(name))
        await table.says(name, "игра\nдружба", chat=table.id(name))
        sheet = await table.latest("Финальный раунд · ", chat=table.id(name), also="2 из")
        if n == len(names) - 1:
            await table.hold()
        await table.presses(name, sheet, "Готово", chat=table.id(name))


async def _next_phase(table: Table, round_no: int) -> tuple[str, Message] | str | None:
    """Whose panel the round's cards are on, or "final" once the final round is on."""
    if any("Финальный раунд" in text(m) for m in await table.messages()):
        return "final"
    for name, user in table.people.items():
        for message in await table.messages(user):
            if text(message).startswith(f"Раунд {round_no} · вы ведёте"):
                return name, message
    return None


@dataclass(frozen=True)
class Case:
    kind: str
    play: Callable[[Table], Awaitable[None]]
    players: Sequence[str]
    final: str  # what the final results say
    rematch: bool  # the final results carry «🔁 Ещё партию»
    scale: str = "1"  # GAME_TIME_SCALE


CASES = [
    Case("skattergoris", skattergoris, ("Аня", "Боб"), "Итоги:", rematch=False),
    Case("soobrazhariy", soobrazhariy, ("Аня", "Боб"), "Сыграна последняя буква — игра окончена!",
         rematch=False, scale="0.01"),
    Case("dobble", dobble, ("Аня", "Боб"), "Центр пуст — считаем стопки!", rematch=True, scale="0.1"),
    Case("assotsiatsii", assotsiatsii, ("Аня", "Боб", "Вика"), "Итоги:", rematch=False),
    Case("netslov", netslov, ("Аня", "Боб"), "Штрафные очки (чем меньше, тем лучше):", rematch=False),
]


def committed_but_unsaid(db: Path, kind: str) -> bool:
    """The game is over in the database and its last batch is still in the outbox (read-only)."""
    with contextlib.closing(sqlite3.connect(f"file:{db}?mode=ro", uri=True)) as connection:
        rows = connection.execute(
            "SELECT g.status, (SELECT count(*) FROM outbox o WHERE o.game_id = g.id) FROM games g "
            "WHERE g.kind = ? ORDER BY g.id DESC LIMIT 1", (kind,)).fetchall()
    return bool(rows) and rows[0][0] == "finished" and rows[0][1] > 0


def games_of(db: Path, kind: str) -> list[tuple[int, str]]:
    with contextlib.closing(sqlite3.connect(f"file:{db}?mode=ro", uri=True)) as connection:
        rows = connection.execute("SELECT id, status FROM games WHERE kind = ? ORDER BY id",
                                  (kind,)).fetchall()
    return [(int(i), str(s)) for i, s in rows]


def outbox_rows(db: Path) -> int:
    with contextlib.closing(sqlite3.connect(f"file:{db}?mode=ro", uri=True)) as connection:
        (count,) = connection.execute("SELECT count(*) FROM outbox").fetchone()
    return int(count)


@pytest.mark.parametrize("case", CASES, ids=[c.kind for c in CASES])
async def test_killed_after_the_last_command_the_restart_says_the_final_results_and_plays_on(
    world: World, case: Case
) -> None:
    control = world.control
    people = {name: (await control.post("/sandbox/users", {"first_name": name}))["id"]
              for name in case.players}
    for user in people.values():
        await control.post(f"/sandbox/users/{user}/start")  # secrets go to private chats
    group = await control.post("/sandbox/chats", {"type": "group", "title": "Игротека",
                                                  "member_ids": list(people.values())})
    await control.post("/sandbox/config", {"privacy_mode": False})  # the games that read the group
    table = Table(world, group["id"], people)
    env = {**FAST, "GAME_TIME_SCALE": case.scale}

    table.process, table.log = await world.start_bot(**env)
    async with running(table.process):
        await table.until(lambda: _polling(control), "polling", START_TIMEOUT)
        await asyncio.wait_for(case.play(table), GAME_TIMEOUT)
        await table.until(table.held, "the bot's first call to the group after the last command",
                          GAME_TIMEOUT)
        await table.until(lambda: asyncio.to_thread(committed_but_unsaid, world.db, case.kind),
                          "the finished game with its batch unsaid in the database")
        table.process.kill()  # kill -9: nothing of the process runs after this
        assert await table.process.wait() == -signal.SIGKILL
    await table.release()
    assert not any(case.final in text(m) for m in await table.messages())  # the crash cut it off

    table.process, table.log = await world.start_bot(**env)
    async with running(table.process):
        await table.until(lambda: _polled_again(control), "the restarted bot's polling", START_TIMEOUT)
        final = await table.latest(case.final)
        # Only Доббль's final results offer «Ещё партию» today; another game's, once they do, is pressed too.
        assert REMATCH in buttons(final) or not case.rematch, buttons(final)
        await table.until(lambda: _outbox_empty(world.db), "the saved batch marked said")
        before = games_of(world.db, case.kind)
        if REMATCH in buttons(final):
            answer = await table.presses(case.players[0], final, REMATCH)
            assert answer == "", answer  # no alert: the new game opened
        else:
            await table.says(case.players[0], f"/start_{case.kind}")
            await table.latest("Собираемся играть")  # the old lobby's message says the game began
        opened = await table.until(lambda: _a_new_game(world.db, case.kind, before), "a new game")
        assert opened[1] in ("lobby", "running")
        code, _ = await terminate(table.process)
        assert code == 0
    said = table.log.read_text(errors="replace")
    assert "Traceback" not in said, said


async def _polling(control: Control) -> bool:
    return "getUpdates" in await control.methods()


async def _outbox_empty(db: Path) -> bool:
    return await asyncio.to_thread(outbox_rows, db) == 0


async def _a_new_game(db: Path, kind: str, before: list[tuple[int, str]]) -> tuple[int, str] | None:
    games = await asyncio.to_thread(games_of, db, kind)
    return games[-1] if len(games) > len(before) else None

