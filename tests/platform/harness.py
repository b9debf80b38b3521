"""The bot wired to the sandbox: what end-to-end tests drive (`harness.boot()`, then the sandbox DSL)."""

from __future__ import annotations

import asyncio
from pathlib import Path
from typing import Any

from aiogram.client.default import DefaultBotProperties
from aiogram.enums import ParseMode
from aiogram.types import Message

from bot.app import App, build_app
from bot.config import Settings
from bot.games.registry import Registry
from bot.i18n import Translator
from bot.services.game_session import GameSession
from bot.services.outbox import FloodLimits
from sandbox import ChatHandle, ManualClock, Sandbox, SandboxNotIdle, UserHandle
from tests.games.quick.spec import PRIVATE_SPEC, SPEC

START = 1_767_000_000.0
QUICK_LOCALES = Path(__file__).resolve().parents[1] / "games" / "quick" / "locales"


def translator() -> Translator:
    """The bot's strings and the test game's."""
    from importlib import resources

    return Translator(resources.files("locales"), extra=(QUICK_LOCALES,))


class Harness:
    def __init__(self, tmp_path: Path, *, database_url: str | None = None) -> None:
        self.database_url = database_url  # PostgreSQL's, for a `both_engines` test's second run
        self.clock = ManualClock(start=START)
        self.tg = Sandbox(clock=self.clock)
        self._barrier = self.tg.idle
        self.db = tmp_path / "arbiter.sqlite3"
        self.app: App | None = None
        self._listener: Any = None

    def settings(self, **overrides: Any) -> Settings:
        overrides.setdefault("database_url", self.database_url)
        # Most scenarios were written for secrets in the private chat, the way that still works for
        # any client; the tests of secrets inside the group ask for `secrets="group"`.
        overrides.setdefault("secrets", "private")
        return Settings(_env_file=None, database_path=self.db, bot_token=None, **overrides)

    async def sql(self, statement: str, *args: Any) -> list[tuple[Any, ...]]:
        """Run one statement on the bot's database, whichever engine it is (`?` placeholders), behind
        the bot's back: what a test uses to damage or inspect what the bot stored."""
        if self.database_url is None:
            import sqlite3

            with sqlite3.connect(self.db) as db:
                return [tuple(row) for row in db.execute(statement, args).fetchall()]
        import asyncpg

        parts = statement.split("?")
        numbered = parts[0] + "".join(f"${i}{rest}" for i, rest in enumerate(parts[1:], start=1))
        connection = await asyncpg.connect(self.database_url)
        try:
            return [tuple(row) for row in await connection.fetch(numbered, *args)]
        finally:
            await connection.close()

    async def boot(self, *, flood_limits: FloodLimits | None = None, registry: Registry | None = None,
                   count_outbox: bool = True, attach: bool = True, polling: bool = False,
                   **overrides: Any) -> App:
        """Build and start the bot on the sandbox (again after `shutdown`: same database)."""
        await self.shutdown()
        bot = self.tg.bot(default=DefaultBotProperties(parse_mode=ParseMode.HTML))
        app = build_app(
            self.settings(**overrides),
            bot=bot,
            clock=self.clock,
            registry=registry or Registry(SPEC, PRIVATE_SPEC),
            translator=translator(),
            flood_limits=flood_limits,
            seed_source=lambda: 42,
        )
        if attach:  # off for webhook tests: the sandbox then delivers over HTTP instead
            self.tg.attach(app.dp, app.bot)
            self._listener = self.tg.core.updates.listeners[-1]
        # With flood limits the outbox waits on the manual clock: a test then advances the clock
        # itself and must not count queued messages as "busy" (`count_outbox=False`).
        self.tg.add_busy_probe(
            lambda: app.started and (app.busy if count_outbox else app.tasks.busy or app.scheduler.busy
                                     or app.pictures.drawing > 0)
        )
        self._wait_for_io(app)
        await app.start(polling=polling)
        await self.tg.idle()
        self.app = app
        return app

    def _wait_for_io(self, app: App) -> None:
        """Make the sandbox's idle barrier also wait for the bot's own tasks.

        The barrier counts event-loop rounds; a database commit runs in the database's own thread
        and may outlast them, so wait for those tasks themselves before declaring "not idle".
        """
        barrier = self._barrier

        async def idle() -> None:
            for _ in range(100):
                try:
                    await barrier()
                    return
                except SandboxNotIdle:
                    waiting = app.tasks.running
                    if not waiting:
                        raise
                    await asyncio.wait(waiting, timeout=1.0)
            await barrier()

        self.tg.idle = idle  # type: ignore[method-assign]

    async def shutdown(self) -> None:
        """Stop the bot as SIGTERM would (the sandbox and the database stay)."""
        if self.app is None:
            return
        await self.tg.idle()
        if self._listener is not None:
            self.tg.core.updates.listeners.remove(self._listener)
            self._listener = None
        await self.app.stop()
        await self.app.bot.session.close()
        self.app = None


async def play(harness: Harness, group: ChatHandle, creator: UserHandle, *others: UserHandle,
               command: str = "/start_testgame", join: str = "Играю", start: str = "Начать") -> GameSession:
    """Open a lobby with `command`, seat `others`, start it as `creator`; the running session."""
    assert harness.app is not None
    await creator.says(group, command)
    lobby = group.last_bot_message()
    for user in others:
        await user.presses(group.message(lobby.message_id), join)
    answer = await creator.presses(group.message(lobby.message_id), start)
    session = harness.app.live.by_key.get((group.id, 0))
    assert session is not None and session.engine is not None, answer
    return session


async def game_in_group(
    harness: Harness, *names: str
) -> tuple[App, ChatHandle, list[UserHandle], GameSession]:
    """The usual set-up: privacy mode off (the bot reads the answers), the bot booted, `names` in
    the group «Игротека», and the test game started by the first of them with all of them seated."""
    harness.tg.privacy_mode = False
    app = await harness.boot()
    users = harness.tg.users(*names)
    group = harness.tg.group("Игротека", *users)
    session = await play(harness, group, *users)
    return app, group, list(users), session


async def lobby_in_group(harness: Harness, *names: str) -> tuple[ChatHandle, list[UserHandle], Message]:
    """`names` in the group «Игротека»; the first opens the test game's lobby and the others join it."""
    users = harness.tg.users(*names)
    group = harness.tg.group("Игротека", *users)
    await users[0].says(group, "/start_testgame")
    lobby = group.last_bot_message()
    for user in users[1:]:
        await user.presses(lobby, "Играю")
    return group, list(users), lobby


def question(group: ChatHandle, round_: int = 1) -> Message:
    """The test game's question message of round `round_` (its anchor)."""
    found = [m for m in group.bot_messages() if (m.text or "").startswith(f"Вопрос {round_}:")]
    assert found, f"no question {round_} in {[m.text for m in group.bot_messages()]}"
    return found[-1]


def texts(chat: ChatHandle) -> list[str]:
    return [m.text or "" for m in chat.bot_messages()]
