"""Several `arbiter run` processes on one PostgreSQL database against the sandbox over HTTP
(issue 24). Each test gets a fresh database on the session's throwaway server and a sandbox on a
free loopback port, privacy mode off; the workers are real child processes."""

from __future__ import annotations

import asyncio
import contextlib
import os
import signal
import sys
import time
from collections.abc import AsyncIterator, Awaitable, Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import aiohttp
import asyncpg
import pytest

from sandbox import Sandbox, SystemClock
from sandbox.http import base_url, serve
from tests.pg_cluster import Cluster
from tests.platform.test_process_bot import Control

TOKEN = "123456:TEST"
BOT_ID = 123456
START_TIMEOUT = 90.0
STEP = 20.0
# One everyday noun per letter of Соображарий's deck: an answer the referee accepts.
NOUNS = {
    "А": "арбуз", "Б": "банан", "В": "ваза", "Г": "гора", "Д": "дом", "Е": "ель", "Ж": "жук", "З": "замок",
    "И": "игла", "К": "кот", "Л": "лес", "М": "мост", "Н": "нос", "О": "окно", "П": "парк", "Р": "река",
    "С": "сад", "Т": "торт", "У": "утка", "Ф": "флаг", "Х": "хлеб", "Ц": "цирк", "Ч": "чай", "Ш": "шарф",
    "Щ": "щука", "Э": "эхо", "Ю": "юла", "Я": "яблоко",
}


@dataclass
class Worker:
    process: asyncio.subprocess.Process
    log: Path

    @property
    def pid(self) -> int:
        return self.process.pid

    def tail(self) -> str:
        return "\n".join(self.log.read_text(errors="replace").splitlines()[-30:]) if self.log.exists() else ""


@dataclass
class Cell(Control):
    """Several workers, the sandbox they talk to (its control API: `get`, `post`), and their database."""

    dsn: str
    tmp: Path
    workers: list[Worker] = field(default_factory=list)
    _db: Any = None

    async def sql(self, query: str, *args: Any) -> list[Any]:
        if self._db is None:
            self._db = await asyncpg.connect(self.dsn)
        return list(await self._db.fetch(query, *args))

    def env(self, **extra: str) -> dict[str, str]:
        names = ("BOT_", "TELEGRAM_", "DATABASE_", "WEBHOOK_", "GAME_", "LOG_", "DEFAULT_LOCALE", "WORKER_",
                 "METRICS_")
        env = {k: v for k, v in os.environ.items() if not k.startswith(names)}
        env.update(BOT_TOKEN=TOKEN, TELEGRAM_API_URL=self.url, DATABASE_URL=self.dsn, LOG_LEVEL="INFO",
                   PYTHONUNBUFFERED="1", **extra)
        return env

    async def start_worker(self, *args: str, **extra: str) -> Worker:
        log = self.tmp / f"worker-{len(self.workers)}.log"
        with log.open("wb") as out:
            process = await asyncio.create_subprocess_exec(
                sys.executable, "-m", "bot", "run", *args, cwd=self.tmp, env=self.env(**extra),
                stdout=out, stderr=asyncio.subprocess.STDOUT)
        worker = Worker(process, log)
        self.workers.append(worker)
        return worker

    async def live_workers(self) -> dict[int, str]:
        """pid -> worker id of the workers with a fresh heartbeat."""
        rows = await self.sql("SELECT pid, id FROM workers WHERE heartbeat > "
                              "extract(epoch FROM clock_timestamp()) - 2")
        return {int(pid): str(wid) for pid, wid in rows}

    async def owner_of(self, chat_id: int) -> str | None:
        rows = await self.sql("SELECT worker FROM shard_owners WHERE shard = $1", chat_id % 256)
        return str(rows[0][0]) if rows else None

    async def claims(self, chat: int, after: int, answer: str) -> int:
        return sum(1 for m in await self.bot_messages(chat, after) if f"«{answer}»" in (m.get("text") or ""))

    async def stuck_games(self) -> int:
        rows = await self.sql("SELECT COUNT(DISTINCT t.game_id) FROM timers t "
                              "JOIN games g ON g.id = t.game_id WHERE g.status = 'running' AND t.due < $1",
                              time.time() - 5)
        return int(rows[0][0])

    async def close(self) -> None:
        if self._db is not None:
            await self._db.close()
        for worker in self.workers:
            if worker.process.returncode is None:
                with contextlib.suppress(ProcessLookupError):
                    os.kill(worker.pid, signal.SIGCONT)
                    worker.process.kill()
                await worker.process.wait()


async def eventually(check: Callable[[], Awaitable[Any]], *, within: float, what: str,
                     cell: Cell | None = None) -> Any:
    deadline = time.monotonic() + within
    while True:
        result = await check()
        if result:
            return result
        if time.monotonic() > deadline:
            workers = enumerate(cell.workers) if cell else iter(())
            logs = "\n".join(f"--- worker {i}\n{w.tail()}" for i, w in workers)
            pytest.fail(f"timed out waiting for {what}\n{logs}")
        await asyncio.sleep(0.05)


@pytest.fixture
async def cell(tmp_path: Path, pg_cluster: Cluster) -> AsyncIterator[Cell]:
    dsn = await pg_cluster.fresh_database()
    tg = Sandbox(clock=SystemClock())
    runner = await serve(tg, "127.0.0.1", 0)
    try:
        async with aiohttp.ClientSession() as http:
            cell = Cell(http, base_url(runner), dsn, tmp_path)
            await cell.post("/sandbox/config", {"privacy_mode": False})
            try:
                yield cell
            finally:
                await cell.close()
    finally:
        await runner.cleanup()
