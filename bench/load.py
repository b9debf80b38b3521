"""Arbiter against a bare aiogram bot on the same sandbox over HTTP (issue 15), run by hand:

    .venv/bin/python bench/load.py                 # 10 / 100 / 1,000 chats, 3 interleaved runs
    .venv/bin/python bench/load.py --quick         # 10 / 100 chats, 1 run (a few minutes)
    .venv/bin/python bench/load.py --database auto # and Arbiter on PostgreSQL (a throwaway server)
    .venv/bin/python bench/load.py --database postgresql://user:pw@host/db  # … on a server of yours

With `--before PATH`, Arbiter from another checkout (on SQLite) runs too, interleaved with the rest:
the "no worse than before this change" figure. With `--database`, Arbiter runs a third time on
PostgreSQL (a fresh database per run: `auto` starts a
throwaway cluster as the tests do, tests/pg_cluster.py), printed beside Arbiter on SQLite and the bare
bot (which stays on SQLite). The CPU figures then count the PostgreSQL server's processes too.

Three processes on loopback: the sandbox (`python -m sandbox`, flood limits off, privacy mode off),
the bot under test (`python -m bot run`, or bench/bare_bot.py: one SQLite commit and one answer per
message), and this script driving the sandbox's control API. Arbiter plays Соображарий in every chat,
and the messages are its players' answers on the open letter (real nouns) and chatter.

Printed, each with the ratio Arbiter / bare (medians of the runs):
- updates/s draining a backlog (the bot is paused with SIGSTOP while the backlog is posted), and the
  CPU time per update (the bot's own utime + stime over the drain): until every update is handled
  (Arbiter's inbox rows done; the bare bot's rows committed), and until the bot is idle — for
  Arbiter that also counts the turns its games play on their own timers meanwhile;
- p50/p99 latency at 50 / 100 / 250 updates/s in 100 chats: from posting a probe (`/score` for Arbiter,
  any message for the bare bot) to the bot's answer in the sandbox's call log;
- stuck games: a running game whose stored deadline passed more than 5 s ago;
- RSS with 0 / 100 / 1,000 games running;
- RSS before and after 1,000 finished games (Arbiter only: in the 100 chats, rounds of a game started,
  joined, its letter answered and the game stopped with /stop; the "before" figure is taken after two
  warm-up rounds, so the dictionaries, SQLite's page cache and the allocator have settled).
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import os
import random
import signal
import socket
import sqlite3
import statistics
import sys
import tempfile
import time
from collections.abc import AsyncIterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import aiohttp

ROOT = Path(__file__).resolve().parents[1]
BEFORE: Path | None = None  # `--before`: another checkout whose Arbiter runs too
TOKEN = "123456:TEST"
BOT_ID = 123456
# One everyday noun per letter of Соображарий's letter deck: an answer the referee accepts.
NOUNS = {
    "А": "арбуз", "Б": "банан", "В": "ваза", "Г": "гора", "Д": "дом", "Е": "ель", "Ж": "жук", "З": "замок",
    "И": "игла", "К": "кот", "Л": "лес", "М": "мост", "Н": "нос", "О": "окно", "П": "парк", "Р": "река",
    "С": "сад", "Т": "торт", "У": "утка", "Ф": "флаг", "Х": "хлеб", "Ц": "цирк", "Ч": "чай", "Ш": "шарф",
    "Э": "эхо", "Я": "яблоко",
}
CHATTER = ("ну и буква!", "кто ходит?", "ага", "сейчас придумаю", "ого", "😂")


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def cpu_seconds(pid: int) -> float:
    fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    ticks = os.sysconf("SC_CLK_TCK")
    return (int(fields[11]) + int(fields[12])) / ticks


def server_cpu_seconds() -> float:
    """CPU time of every PostgreSQL process on this machine (the bot's share of the work on it)."""
    total = 0.0
    for proc in Path("/proc").iterdir():
        if proc.name.isdigit():
            with contextlib.suppress(OSError):
                if (proc / "comm").read_text().strip() == "postgres":
                    total += cpu_seconds(int(proc.name))
    return total


def bot_cpu(bot: Bot) -> float:
    """The bot's CPU seconds, with its database server's when that is a server (PostgreSQL)."""
    return sum(map(cpu_seconds, bot.pids)) + (server_cpu_seconds() if bot.dsn is not None else 0.0)


def rss_mb(pid: int) -> float:
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1]) / 1024
    return 0.0


@dataclass
class Sandbox:
    url: str
    http: aiohttp.ClientSession

    async def get(self, path: str) -> Any:
        async with self.http.get(self.url + path) as r:
            r.raise_for_status()
            return await r.json()

    async def post(self, path: str, body: dict[str, Any] | None = None) -> Any:
        async with self.http.post(self.url + path, json=body or {}) as r:
            if r.status != 200:
                raise RuntimeError(f"{path}: {r.status} {await r.text()}")
            return await r.json()

    async def pending(self) -> int:
        info = await self.get_bot("getWebhookInfo")
        return int(info["pending_update_count"])

    async def get_bot(self, method: str) -> Any:
        async with self.http.post(f"{self.url}/bot{TOKEN}/{method}") as r:
            return (await r.json())["result"]

    async def calls_after(self, seq: int) -> list[dict[str, Any]]:
        return list(await self.get(f"/sandbox/calls?after={seq}"))


@dataclass
class Bot:
    kind: str  # "arbiter" | "bare" (both on SQLite) | "postgres" (Arbiter on PostgreSQL)
    process: asyncio.subprocess.Process
    workdir: Path
    dsn: str | None = None  # Arbiter on PostgreSQL: its database
    _peek: Any = None
    also: list[Bot] = field(default_factory=list)  # other workers on the same database (bench/workers.py)

    @property
    def pids(self) -> list[int]:
        return [self.pid, *(other.pid for other in self.also if other.process.returncode is None)]

    @property
    def arbiter(self) -> bool:
        return self.kind in ("arbiter", "postgres", "before")

    async def scalar(self, sql: str, *args: Any) -> Any:
        """One value read from the bot's database behind its back (`?` placeholders)."""
        return (await self.rows(sql, *args))[0][0]

    async def rows(self, sql: str, *args: Any) -> list[tuple[Any, ...]]:
        """Rows read from the bot's database behind its back (`?` placeholders)."""
        if self.dsn is None:
            with contextlib.closing(sqlite3.connect(self.database)) as db:
                return [tuple(row) for row in db.execute(sql, args).fetchall()]
        import asyncpg

        if self._peek is None:
            self._peek = await asyncpg.connect(self.dsn)
        parts = sql.split("?")
        numbered = parts[0] + "".join(f"${i}{rest}" for i, rest in enumerate(parts[1:], start=1))
        return [tuple(row) for row in await self._peek.fetch(numbered, *args)]

    @property
    def pid(self) -> int:
        return self.process.pid

    @property
    def database(self) -> Path:
        return self.workdir / "bot.sqlite3"

    async def stop(self) -> None:
        if self._peek is not None:
            await self._peek.close()
            self._peek = None
        if self.process.returncode is None:
            with contextlib.suppress(ProcessLookupError):
                os.kill(self.pid, signal.SIGCONT)
                self.process.send_signal(signal.SIGTERM)
            try:
                await asyncio.wait_for(self.process.wait(), 20)
            except TimeoutError:
                self.process.kill()
                await self.process.wait()


async def start_bot(kind: str, url: str, workdir: Path | None = None, dsn: str | None = None) -> Bot:
    """The bot as a process; with `workdir`, on the database a killed one left there; with `dsn`
    (kind "postgres"), Arbiter on that PostgreSQL database."""
    workdir = workdir or Path(tempfile.mkdtemp(prefix=f"load-{kind}-"))
    env = {k: v for k, v in os.environ.items() if not k.startswith(("BOT_", "TELEGRAM_", "DATABASE_"))}
    env.update(PYTHONPATH=str(BEFORE if kind == "before" and BEFORE else ROOT), LOG_LEVEL="WARNING")
    if dsn is not None:
        env.update(DATABASE_URL=dsn)
    log = (workdir / "bot.log").open("ab")
    if kind in ("arbiter", "postgres", "before"):
        env.update(BOT_TOKEN=TOKEN, TELEGRAM_API_URL=url, DATABASE_PATH=str(workdir / "bot.sqlite3"),
                   # Telegram's limits off, as for the bare bot (the sandbox enforces none here either).
                   FLOOD_PER_CHAT_PER_SECOND="1000", FLOOD_PER_GROUP_PER_MINUTE="1000000",
                   FLOOD_GLOBAL_PER_SECOND="1000000")
        args = [sys.executable, "-m", "bot", "run"]
    else:
        args = [sys.executable, str(ROOT / "bench" / "bare_bot.py"), url, TOKEN, str(workdir / "bot.sqlite3")]
    process = await asyncio.create_subprocess_exec(*args, cwd=workdir, env=env, stdout=log, stderr=log)
    return Bot(kind, process, workdir, dsn=dsn)


async def wait_polling(sandbox: Sandbox, after: int, within: float = 120) -> None:
    deadline = time.monotonic() + within
    while time.monotonic() < deadline:
        if any(c["method"] == "getUpdates" for c in await sandbox.calls_after(after)):
            return
        await asyncio.sleep(0.2)
    raise RuntimeError("the bot did not start polling")


async def settle(sandbox: Sandbox, bot: Bot, quiet: float = 1.0, within: float = 600) -> float:
    """Wait until no update is pending and the bot's CPU has been idle for `quiet` s; when it went idle."""
    deadline = time.monotonic() + within
    last_cpu, idle_since = sum(map(cpu_seconds, bot.pids)), time.monotonic()
    while time.monotonic() < deadline:
        await asyncio.sleep(0.1)
        cpu = sum(map(cpu_seconds, bot.pids))
        if cpu - last_cpu > 0.01 or await sandbox.pending() > 0:
            last_cpu, idle_since = cpu, time.monotonic()
        elif time.monotonic() - idle_since >= quiet:
            return idle_since
    raise RuntimeError("the bot never went idle")


@dataclass
class Table:
    """N chats, each with two players (and, for Arbiter, a game of Соображарий on its letter)."""

    chats: list[int] = field(default_factory=list)
    players: dict[int, tuple[int, int]] = field(default_factory=dict)
    letters: dict[int, str] = field(default_factory=dict)


async def lay_table(sandbox: Sandbox, bot: Bot, n: int) -> Table:
    table = Table()
    for i in range(n):
        a = await sandbox.post("/sandbox/users", {"first_name": f"Аня{i}"})
        b = await sandbox.post("/sandbox/users", {"first_name": f"Боб{i}"})
        chat = await sandbox.post("/sandbox/chats", {"type": "group", "title": f"Стол {i}",
                                                      "member_ids": [a["id"], b["id"]]})
        table.chats.append(chat["id"])
        table.players[chat["id"]] = (a["id"], b["id"])
    if not bot.arbiter:
        return table
    for chat in table.chats:
        a, _ = table.players[chat]
        await sandbox.post(f"/sandbox/chats/{chat}/messages", {"from_id": a, "text": "/start_soobrazhariy"})
    await settle(sandbox, bot, quiet=0.5)
    for chat in table.chats:
        a, b = table.players[chat]
        lobby = [m for m in await sandbox.get(f"/sandbox/chats/{chat}/messages?after=0")
                 if m.get("from", {}).get("id") == BOT_ID][-1]
        await sandbox.post(f"/sandbox/chats/{chat}/press", {"from_id": b, "message_id": lobby["message_id"],
                                                           "button": "Играю"})
        await sandbox.post(f"/sandbox/chats/{chat}/press", {"from_id": a, "message_id": lobby["message_id"],
                                                           "button": "Начать"})
    await settle(sandbox, bot, quiet=0.5)
    await asyncio.sleep(4)  # the pause before the letter
    await settle(sandbox, bot, quiet=0.5)
    for chat in table.chats:
        for m in await sandbox.get(f"/sandbox/chats/{chat}/messages?after=0"):
            text = m.get("text") or ""
            if m.get("from", {}).get("id") == BOT_ID and "Буква:" in text:
                letter = text.split("Буква:", 1)[1].strip()[:1]
                if letter in NOUNS:
                    table.letters[chat] = letter
    return table


def message_for(table: Table, chat: int, k: int) -> tuple[int, str]:
    a, b = table.players[chat]
    who = (a, b)[k % 2]
    letter = table.letters.get(chat)
    if letter and k % 3 != 2:
        return who, f"{NOUNS[letter]}" if k < 2 else f"{NOUNS[letter]} {k}"
    return who, random.choice(CHATTER)


async def profile(bot: Bot) -> asyncio.subprocess.Process | None:
    """With LOAD_PROFILE=<file>, py-spy samples Arbiter's drain into <file> (collapsed stacks)."""
    target = os.environ.get("LOAD_PROFILE")
    if not target or not bot.arbiter:
        return None
    return await asyncio.create_subprocess_exec(
        "py-spy", "record", "-p", str(bot.pid), "-o", target, "--format", "raw", "-r", "200",
        stdout=asyncio.subprocess.DEVNULL, stderr=asyncio.subprocess.DEVNULL)


async def unhandled(bot: Bot, said_before: int, posted: int) -> int:
    """Updates of the backlog not yet handled to the end: Arbiter's inbox rows not done; for the
    bare bot, messages not yet committed to its table."""
    if bot.arbiter:
        return int(await bot.scalar("SELECT COUNT(*) FROM inbox WHERE NOT done"))
    said = await bot.scalar("SELECT COUNT(*) FROM said")
    return max(0, said_before + posted - int(said))


async def said_so_far(bot: Bot) -> int:
    if bot.arbiter:
        return 0
    return int(await bot.scalar("SELECT COUNT(*) FROM said"))


async def drain(sandbox: Sandbox, bot: Bot, table: Table, per_chat: int) -> tuple[float, float, float, float]:
    """For a backlog of `per_chat` messages in every chat: updates/s and CPU ms per update until
    every update is handled, and the same until the bot is idle (for Arbiter that includes the
    turns its games play on their timers meanwhile: awards, next categories, letters)."""
    await settle(sandbox, bot)
    said_before = await said_so_far(bot)
    os.kill(bot.pid, signal.SIGSTOP)
    try:
        for k in range(per_chat):
            for chat in table.chats:
                who, text = message_for(table, chat, k)
                await sandbox.post(f"/sandbox/chats/{chat}/messages", {"from_id": who, "text": text})
    finally:
        profiler = await profile(bot)
        cpu0, t0 = bot_cpu(bot), time.monotonic()
        os.kill(bot.pid, signal.SIGCONT)
    updates = per_chat * len(table.chats)
    while True:
        await asyncio.sleep(0.05)
        if await sandbox.pending() == 0 and await unhandled(bot, said_before, updates) == 0:
            handled_at, handled_cpu = time.monotonic(), bot_cpu(bot) - cpu0
            break
    idle = await settle(sandbox, bot)
    if profiler is not None:
        profiler.send_signal(signal.SIGINT)
        await profiler.wait()
    cpu = bot_cpu(bot) - cpu0
    return (updates / max(handled_at - t0, 1e-6), 1000 * handled_cpu / updates,
            updates / max(idle - t0, 1e-6), 1000 * cpu / updates)


async def latency(sandbox: Sandbox, bot: Bot, table: Table, rate: float,
                  seconds: float) -> tuple[float, float]:
    """p50/p99 ms from a probe's posting to the bot's answer in its chat, under `rate` updates/s."""
    await settle(sandbox, bot)
    start_seq = (await sandbox.calls_after(0))[-1]["seq"] if await sandbox.calls_after(0) else 0
    probes: list[tuple[int, int, float]] = []  # chat, probe message id, when posted
    interval, began, k = 1.0 / rate, time.monotonic(), 0
    while time.monotonic() - began < seconds:
        chat = random.choice(table.chats)
        if k % 10 == 0:
            who = table.players[chat][0]
            text = "/score" if bot.arbiter else "проба"
            posted = time.time()
            message = await sandbox.post(f"/sandbox/chats/{chat}/messages", {"from_id": who, "text": text})
            probes.append((chat, message["message_id"], posted))
        else:
            who, text = message_for(table, chat, k)
            await sandbox.post(f"/sandbox/chats/{chat}/messages", {"from_id": who, "text": text})
        k += 1
        await asyncio.sleep(max(0.0, began + k * interval - time.monotonic()))
    await settle(sandbox, bot)
    answers: dict[int, list[float]] = {}
    for call in await sandbox.calls_after(start_seq):
        if call["method"] == "sendMessage" and call.get("ok"):
            answers.setdefault(int(call["params"]["chat_id"]), []).append(float(call["at"]))
    waits = []
    for chat, _, posted in probes:
        later = [at for at in answers.get(chat, []) if at >= posted]
        if later:
            waits.append(1000 * (min(later) - posted))
            answers[chat].remove(min(later))
    if not waits:
        return float("nan"), float("nan")
    waits.sort()
    return statistics.median(waits), waits[min(len(waits) - 1, int(0.99 * len(waits)))]


async def bot_messages(sandbox: Sandbox, chat: int, after: int) -> list[dict[str, Any]]:
    return [m for m in await sandbox.get(f"/sandbox/chats/{chat}/messages?after={after}")
            if m.get("from", {}).get("id") == BOT_ID]


async def press_everywhere(sandbox: Sandbox, table: Table, marks: dict[int, int], who: int,
                           button: str) -> None:
    """In every chat, `who` (0 or 1) presses `button` on the newest bot message that has it."""
    for chat in table.chats:
        for m in reversed(await bot_messages(sandbox, chat, marks[chat])):
            rows = (m.get("reply_markup") or {}).get("inline_keyboard") or []
            if any(b.get("text") == button for row in rows for b in row):
                await sandbox.post(f"/sandbox/chats/{chat}/press", {
                    "from_id": table.players[chat][who], "message_id": m["message_id"], "button": button})
                break


async def stop_games(sandbox: Sandbox, bot: Bot, table: Table, marks: dict[int, int]) -> None:
    for chat in table.chats:
        await sandbox.post(f"/sandbox/chats/{chat}/messages",
                           {"from_id": table.players[chat][0], "text": "/stop"})
    await settle(sandbox, bot, quiet=0.5)
    await press_everywhere(sandbox, table, marks, 0, "Да, остановить")
    await settle(sandbox, bot, quiet=0.5)


async def newest_ids(sandbox: Sandbox, table: Table) -> dict[int, int]:
    marks = {}
    for chat in table.chats:
        messages = await sandbox.get(f"/sandbox/chats/{chat}/messages?after=0")
        marks[chat] = max((int(m["message_id"]) for m in messages), default=0)
    return marks


async def one_round(sandbox: Sandbox, bot: Bot, table: Table) -> None:
    """A game in every chat of the table: started, joined, its letter answered, stopped."""
    marks = await newest_ids(sandbox, table)
    for chat in table.chats:
        await sandbox.post(f"/sandbox/chats/{chat}/messages",
                           {"from_id": table.players[chat][0], "text": "/start_soobrazhariy"})
    await settle(sandbox, bot, quiet=0.5)
    await press_everywhere(sandbox, table, marks, 1, "Играю")
    await settle(sandbox, bot, quiet=0.5)
    await press_everywhere(sandbox, table, marks, 0, "Начать")
    await settle(sandbox, bot, quiet=0.5)
    await asyncio.sleep(4)  # the pause before the letter
    await settle(sandbox, bot, quiet=0.5)
    for chat in table.chats:
        for m in await bot_messages(sandbox, chat, marks[chat]):
            text = m.get("text") or ""
            if "Буква:" in text and (letter := text.split("Буква:", 1)[1].strip()[:1]) in NOUNS:
                await sandbox.post(f"/sandbox/chats/{chat}/messages",
                                   {"from_id": table.players[chat][1], "text": NOUNS[letter]})
    await settle(sandbox, bot, quiet=0.5)
    await stop_games(sandbox, bot, table, marks)


async def finished_games(sandbox: Sandbox, bot: Bot, table: Table, games: int) -> tuple[float, float]:
    """RSS (MB) before and after `games` more games were played and finished in the table's chats."""
    await stop_games(sandbox, bot, table, await newest_ids(sandbox, table))  # the drain's games end first
    for _ in range(2):
        await one_round(sandbox, bot, table)
    await settle(sandbox, bot)
    before = rss_mb(bot.pid)
    for _ in range(max(1, games // len(table.chats))):
        await one_round(sandbox, bot, table)
    await settle(sandbox, bot)
    return before, rss_mb(bot.pid)


async def ended_games(bot: Bot) -> int:
    """Games that ran and were stopped or finished: the check that the rounds really played."""
    return int(await bot.scalar("SELECT COUNT(*) FROM games WHERE status IN ('stopped', 'finished') "
                                "AND started_at IS NOT NULL"))


async def stuck_games(bot: Bot) -> int:
    if not bot.arbiter:
        return 0
    return int(await bot.scalar(
        "SELECT COUNT(DISTINCT t.game_id) FROM timers t JOIN games g ON g.id = t.game_id "
        "WHERE g.status = 'running' AND t.due < ?", time.time() - 5))


async def one_run(sandbox: Sandbox, url: str, kind: str, sizes: list[int], per_chat: dict[int, int],
                  rates: list[int], seconds: float, finished: int, database: Any = None) -> dict[str, Any]:
    result: dict[str, Any] = {}
    for n in sizes:
        await sandbox.post("/sandbox/reset")
        await sandbox.post("/sandbox/config", {"privacy_mode": False, "flood": None})
        seq = (await sandbox.calls_after(0) or [{"seq": 0}])[-1]["seq"]
        dsn = await database.fresh_database() if kind == "postgres" else None
        bot = await start_bot(kind, url, dsn=dsn)
        try:
            await wait_polling(sandbox, seq)
            await settle(sandbox, bot)
            result[f"rss0:{n}"] = rss_mb(bot.pid)
            table = await lay_table(sandbox, bot, n)
            result[f"rss:{n}"] = rss_mb(bot.pid)
            result[f"drain:{n}"] = await drain(sandbox, bot, table, per_chat[n])
            if bot.arbiter:  # the check that the backlog was played, not shrugged off
                result[f"journal:{n}"] = int(await bot.scalar("SELECT COUNT(*) FROM journal"))
            if n == 100:
                for rate in rates:
                    result[f"lat:{rate}"] = await latency(sandbox, bot, table, rate, seconds)
            result[f"stuck:{n}"] = await stuck_games(bot)
            if n == 100 and bot.arbiter and finished:
                result["finished"] = await finished_games(sandbox, bot, table, finished)
                result["stuck:finished"] = await stuck_games(bot)
                result["ended"] = await ended_games(bot)
        finally:
            await bot.stop()
    return result


@contextlib.asynccontextmanager
async def open_sandbox() -> AsyncIterator[Sandbox]:
    """The sandbox as a process on a free loopback port (privacy mode off), and a client for it."""
    port = free_port()
    url = f"http://127.0.0.1:{port}"
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    process = await asyncio.create_subprocess_exec(
        sys.executable, "-m", "sandbox", "--port", str(port), "--no-privacy", "--quiet", env=env,
        stdout=asyncio.subprocess.DEVNULL, stderr=asyncio.subprocess.DEVNULL)
    try:
        async with aiohttp.ClientSession() as http:
            sandbox = Sandbox(url, http)
            for _ in range(100):
                with contextlib.suppress(aiohttp.ClientError):
                    await sandbox.get("/sandbox/config")
                    break
                await asyncio.sleep(0.1)
            yield sandbox
    finally:
        process.terminate()
        await process.wait()


def median_of(runs: list[dict[str, Any]], key: str, index: int | None = None) -> float:
    values = [r[key][index] if index is not None else r[key] for r in runs if key in r]
    return statistics.median(values) if values else float("nan")


async def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--quick", action="store_true", help="10 and 100 chats, one run")
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--finished", type=int, default=1000,
                        help="games to finish for the RSS figure (0: none)")
    parser.add_argument("--sizes", type=int, nargs="+", help="the numbers of chats (default 10 100 1000)")
    parser.add_argument("--database", help="also run Arbiter on PostgreSQL: a server's URL (a fresh "
                                           "database is made on it per run), or `auto` for a throwaway one")
    parser.add_argument("--before", help="also run Arbiter (on SQLite) from another checkout, e.g. a "
                                         "worktree of the commit before a change: its figures beside")
    args = parser.parse_args()
    sizes = args.sizes or ([10, 100] if args.quick else [10, 100, 1000])
    runs = 1 if args.quick else args.runs
    per_chat = {n: {10: 100, 100: 20, 1000: 10}.get(n, max(5, 2000 // n)) for n in sizes}
    rates, seconds = [50, 100, 250], 8.0 if args.quick else 15.0
    kinds = (["bare", "arbiter"] + (["postgres"] if args.database else [])
             + (["before"] if args.before else []))
    if args.before:
        global BEFORE
        BEFORE = Path(os.path.abspath(args.before))  # noqa: ASYNC240 - once, at start
    database = None
    if args.database:
        sys.path.insert(0, str(ROOT))
        from tests.pg_cluster import Cluster, start_cluster

        database = start_cluster() if args.database == "auto" else Cluster(admin_dsn=args.database)
    try:
        async with open_sandbox() as sandbox:
            results: dict[str, list[dict[str, Any]]] = {kind: [] for kind in kinds}
            for _ in range(runs):
                for kind in kinds:  # interleaved: all meet the same machine load
                    results[kind].append(await one_run(sandbox, sandbox.url, kind, sizes, per_chat, rates,
                                                       seconds, args.finished, database))
    finally:
        if database is not None:
            database.stop()
    report(results, sizes, rates, args.finished)


def report(results: dict[str, list[dict[str, Any]]], sizes: list[int], rates: list[int],
           finished: int) -> None:
    kinds = [kind for kind in ("bare", "arbiter", "postgres", "before") if kind in results]
    names = {"bare": "bare", "arbiter": "arbiter", "postgres": "arbiter-pg", "before": "before"}
    def row(name: str, key: str, index: int | None = None, better: str = "higher") -> None:
        values = [median_of(results[kind], key, index) for kind in kinds]
        b = values[0]
        ratios = "".join(f" {v / b if b else float('nan'):>8.2f}×" for v in values[1:])
        print(f"{name:<44}" + "".join(f" {v:>10.1f}" for v in values) + f"{ratios}  ({better} is better)")

    print(f"{'':<44}" + "".join(f" {names[k]:>10}" for k in kinds)
          + "".join(f" {names[k] + '/bare':>9}" for k in kinds[1:]))
    for n in sizes:
        row(f"updates/s until all handled, {n} chats", f"drain:{n}", 0)
    for n in sizes:
        row(f"CPU ms per update until then, {n} chats", f"drain:{n}", 1, "lower")
    for n in sizes:
        row(f"updates/s until idle, {n} chats", f"drain:{n}", 2)
    for n in sizes:
        row(f"CPU ms per update until idle, {n} chats", f"drain:{n}", 3, "lower")
    for rate in rates:
        row(f"p50 latency ms, 100 chats at {rate}/s", f"lat:{rate}", 0, "lower")
        row(f"p99 latency ms, 100 chats at {rate}/s", f"lat:{rate}", 1, "lower")
    arbiters = [kind for kind in kinds if kind != "bare"]
    for n in sizes:
        print(f"{'journal rows after the drain, ' + str(n) + ' chats':<44} {'':>10}"
              + "".join(f" {median_of(results[k], f'journal:{n}'):>10.0f}" for k in arbiters))
    for n in sizes:
        print(f"{'stuck games, ' + str(n) + ' chats':<44} {'':>10}"
              + "".join(f" {median_of(results[k], f'stuck:{n}'):>10.0f}" for k in arbiters))
    idle = f"rss0:{sizes[0]}"
    print(f"{'RSS MB, 0 games':<44}" + "".join(f" {median_of(results[k], idle):>10.1f}" for k in kinds))
    for n in sizes:
        print(f"{'RSS MB, ' + str(n) + ' games':<44}"
              + "".join(f" {median_of(results[k], f'rss:{n}'):>10.1f}" for k in kinds))
    for kind in arbiters:
        runs = results[kind]
        if any("finished" in r for r in runs):
            before, after = median_of(runs, "finished", 0), median_of(runs, "finished", 1)
            print(f"{names[kind] + ': RSS MB before / after ' + str(finished) + ' finished games':<44} "
                  f"{before:>10.1f} {after:>10.1f}  ({after - before:+.1f} MB)")
            print(f"{names[kind] + ': games ended / stuck after them':<44} {median_of(runs, 'ended'):>10.0f} "
                  f"{median_of(runs, 'stuck:finished'):>10.0f}")


if __name__ == "__main__":
    asyncio.run(main())
