"""The playground: the sandbox, the real bot against it and the browser page, in one process.

Nobody needs a Telegram account: the sandbox plays Telegram on loopback (system clock), the bot
talks to it over HTTP exactly as it talks to Telegram (only `TELEGRAM_API_URL` and the token
differ), and the page at `http://127.0.0.1:8080/` shows the group «Игротека» with three users.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import signal
import sys
from collections.abc import Callable, Coroutine, Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any

from aiogram import Bot, Dispatcher
from aiohttp import ClientSession, web
from pydantic import SecretStr

from bot.config import Settings
from bot.i18n import Translator
from bot.logging_setup import playground_console
from bot.storage.target import PostgresTarget

if TYPE_CHECKING:
    from bot.games.registry import Registry

log = logging.getLogger(__name__)

# Runs the bot against `settings.telegram_api_url` until cancelled.
BotRunner = Callable[[Settings], Coroutine[Any, Any, None]]

PLAYGROUND_TOKEN = "7000000001:playground"
DEFAULT_DATABASE = Path("data/playground.sqlite3")
BOT_USERNAME = "arbiter_playground_bot"
BOT_NAME = "Arbiter"
GROUP_TITLE = "Игротека"
USER_NAMES: tuple[str, ...] = ("Аня", "Борис", "Вера")
# Telegram's own limits, so the API-calls panel shows the 429s the real Telegram would send.
STOP_TIMEOUT = 5.0  # seconds for the bot to finish its polling round at stop
TELEGRAM_FLOOD = {"per_chat_per_second": 1, "per_group_per_minute": 20, "global_per_second": 30}


async def poll_until_cancelled(dp: Dispatcher, bot: Bot, **polling: Any) -> None:
    """`dp.start_polling` that ends cleanly when this task is cancelled.

    Cancelling `start_polling` itself leaves aiogram's inner polling task running (it waits on its
    tasks with `asyncio.wait`, which does not cancel them), still calling getUpdates after the
    sandbox is gone; `stop_polling` is aiogram's supported way out.
    """
    polling_done = dp.start_polling(bot, handle_signals=False, close_bot_session=False, **polling)
    task = asyncio.create_task(polling_done)
    try:
        await asyncio.shield(task)
    except asyncio.CancelledError:
        try:
            await asyncio.wait_for(dp.stop_polling(), STOP_TIMEOUT)
        except (RuntimeError, TimeoutError):  # not polling yet, or stuck: cancel outright
            task.cancel()
        with contextlib.suppress(asyncio.CancelledError):
            await task
        raise


async def run_real_bot(settings: Settings, *, registry: Registry | None = None,
                       translator: Translator | None = None) -> None:
    """The default runner: the bot's app (`bot.app.build_app`) long-polling the sandbox, as
    `bot.app.run_polling` does, but stoppable by cancellation (the playground owns Ctrl+C).
    `registry` (and the `translator` with its strings) replace the bot's games (tests:
    `functools.partial(run_real_bot, registry=...)`)."""
    from bot.app import build_app  # late: importing the launcher must not build the whole bot

    app = build_app(settings, registry=registry, translator=translator)
    try:
        # Inside the try: a stop during start-up must still close the database, whose worker
        # thread would otherwise keep the process alive after the playground has stopped.
        await app.start(polling=True)
        await app.poll()  # the same durable polling as `arbiter run`, until cancelled
    finally:
        await app.stop()  # the database is closed cleanly on the way out
        await app.bot.session.close()


class PortBusy(OSError):
    """The playground's port is taken (another playground, or anything else)."""


class ControlClient:
    """The sandbox's control API over loopback HTTP: the launcher uses only what outside scripts can."""

    def __init__(self, session: ClientSession, base_url: str) -> None:
        self._session = session
        self._base = base_url

    async def post(self, path: str, body: dict[str, Any]) -> Any:
        async with self._session.post(self._base + path, json=body) as response:
            data = await response.json()
            if response.status >= 400:
                raise RuntimeError(f"sandbox refused POST {path}: {response.status} {data}")
            return _unwrap(data)

    async def bot_user(self) -> dict[str, Any]:
        # From the sandbox's config rather than getMe: the bot's API-call log stays the bot's own.
        async with self._session.get(f"{self._base}/sandbox/config") as response:
            data = await response.json()
            return dict(_unwrap(data)["bot"])


def _unwrap(data: Any) -> Any:
    # The sandbox may answer bare JSON or Telegram-style {"ok": true, "result": ...}.
    if isinstance(data, dict) and "ok" in data and "result" in data:
        return data["result"]
    return data


def _remove_database(path: Path) -> None:
    # The sandbox's world is new at every start, so the bot's memory of the last one must go too.
    for suffix in ("", "-wal", "-shm", "-journal"):
        with contextlib.suppress(FileNotFoundError):
            Path(f"{path}{suffix}").unlink()


PLAYGROUND_SCHEMA = "arbiter_playground"


class Playground:
    """Start with `await start()` (or `async with`), read `url`, finish with `await stop()`."""

    def __init__(
        self,
        settings: Settings,
        *,
        host: str = "127.0.0.1",
        port: int | None = None,
        database_path: Path = DEFAULT_DATABASE,
        run_bot: BotRunner | None = run_real_bot,
        user_names: Sequence[str] = USER_NAMES,
        flood: bool = True,
        fresh_database: bool = True,
    ) -> None:
        self.settings = settings
        self.host = host
        self.port = settings.playground_port if port is None else port
        self.database_path = database_path
        self.user_names = tuple(user_names)
        self.flood = flood
        self.fresh_database = fresh_database
        self._run_bot = run_bot
        self._postgres_dsn: str | None = None  # the playground's schema, on PostgreSQL
        self._runner: web.AppRunner | None = None
        self._bot_task: asyncio.Task[None] | None = None
        self.sandbox: Any = None
        self.roster: Any = None

    @property
    def bot_task(self) -> asyncio.Task[None] | None:
        """The running bot, for callers that want to know whether it is still up."""
        return self._bot_task

    @property
    def url(self) -> str:
        return f"http://{self.host}:{self.port}/"

    @property
    def api_url(self) -> str:
        """What the bot uses as `TELEGRAM_API_URL`: the page's origin serves the Bot API too."""
        return f"http://{self.host}:{self.port}"

    async def start(self) -> None:
        from sandbox import Sandbox, SystemClock
        from sandbox.http import create_app
        from sandbox.playground import Roster, add_playground

        self.sandbox = Sandbox(clock=SystemClock(), token=PLAYGROUND_TOKEN, bot_username=BOT_USERNAME,
                               bot_name=BOT_NAME)
        app = create_app(self.sandbox)
        self.roster = Roster()
        add_playground(app, self.roster)
        # Cancel open long polls (getUpdates, /sandbox/events) at stop instead of waiting them out.
        # No access log: the bot's long polls alone would drown the console (issue 14.18).
        self._runner = web.AppRunner(
            app, handle_signals=False, handler_cancellation=True, shutdown_timeout=1.0, access_log=None
        )
        await self._runner.setup()
        try:
            site = web.TCPSite(self._runner, self.host, self.port)
            try:
                await site.start()
            except OSError as error:
                raise PortBusy(f"cannot listen on {self.host}:{self.port} ({error.strerror}); "
                               "choose another port with PLAYGROUND_PORT") from error
            if self.port == 0:  # an OS-chosen port (tests): read back which one
                self.port = int(self._runner.addresses[0][1])
            await self._populate()
            if self._run_bot is not None:
                self._start_bot(self._run_bot)
        except BaseException:
            await self.stop()
            raise

    async def _populate(self) -> None:
        """The group «Игротека», its users and their private chats with the bot, through the control API."""
        async with ClientSession() as session:
            control = ControlClient(session, self.api_url)
            if self.flood:
                await control.post("/sandbox/config", {"flood": TELEGRAM_FLOOD})
            bot_user = await control.bot_user()
            users = [
                await control.post("/sandbox/users", {"first_name": name, "language_code": "ru"})
                for name in self.user_names
            ]
            group = await control.post(
                "/sandbox/chats",
                {"type": "group", "title": GROUP_TITLE, "member_ids": [user["id"] for user in users]},
            )
            # An admin bot sees every group message (privacy mode stays on, as for a real new bot):
            # games that read plain answers in the group work without BotFather settings.
            await control.post(
                f"/sandbox/chats/{group['id']}/members/{bot_user['id']}", {"status": "administrator"}
            )
            for user in users:
                await control.post("/sandbox/chats", {"type": "private", "member_ids": [user["id"]]})
        self.roster.bot = bot_user
        self.roster.add_group(group)
        for user in users:
            self.roster.add_user(user)

    @property
    def postgres(self) -> PostgresTarget | None:
        """The PostgreSQL database `DATABASE_URL` names, when the operator plays on one; otherwise
        the playground keeps its own SQLite file (a `sqlite://` URL does not move it)."""
        target = self.settings.database
        return target if isinstance(target, PostgresTarget) else None

    def describe_database(self) -> str:
        if self.postgres is None:
            return str(self.database_path)
        return f"{self.postgres.describe()} (schema {PLAYGROUND_SCHEMA})"

    def bot_settings(self) -> Settings:
        """The operator's settings, pointed at the sandbox with the playground's own database."""
        return self.settings.model_copy(
            update={
                "bot_token": SecretStr(PLAYGROUND_TOKEN),
                "telegram_api_url": self.api_url,
                "database_path": self.database_path,
                "database_url": SecretStr(self._postgres_dsn) if self._postgres_dsn is not None else None,
                "webhook_url": None,  # the sandbox is polled, never a webhook target here
            }
        )

    def _start_bot(self, run_bot: BotRunner) -> None:
        if self.postgres is None:
            if self.fresh_database:
                _remove_database(self.database_path)
            self.database_path.parent.mkdir(parents=True, exist_ok=True)
        self._bot_task = asyncio.create_task(self._run(run_bot), name="playground-bot")
        self._bot_task.add_done_callback(_report_bot_exit)

    async def _run(self, run_bot: BotRunner) -> None:
        if self.postgres is not None:
            # The playground's world lives in a schema of its own in the operator's database, new
            # each time as its SQLite file is (its chats and ids are new): the bot's tables are
            # never touched.
            from bot.storage.postgres.connection import fresh_schema

            self._postgres_dsn = await fresh_schema(self.postgres.dsn, PLAYGROUND_SCHEMA,
                                                   empty=self.fresh_database)
        await run_bot(self.bot_settings())

    async def stop(self) -> None:
        task, self._bot_task = self._bot_task, None
        if task is not None:
            task.cancel()
            await asyncio.wait([task])  # a crash was already logged when it happened (_report_bot_exit)
        if self._runner is not None:
            await self._runner.cleanup()
            self._runner = None

    async def __aenter__(self) -> Playground:
        await self.start()
        return self

    async def __aexit__(self, *exc_info: object) -> None:
        await self.stop()


def _report_bot_exit(task: asyncio.Task[None]) -> None:
    if task.cancelled():
        return
    error = task.exception()
    if error is not None:
        log.error("the bot stopped with an error; the page stays up", exc_info=error)
    else:
        log.warning("the bot stopped; the page stays up")


def banner(playground: Playground) -> str:
    return (
        f"Arbiter playground: open {playground.url} in a browser.\n"
        f"The sandbox (Bot API + control API) answers at {playground.api_url}; "
        f"the bot keeps its games in {playground.describe_database()}. Ctrl+C stops everything."
    )


async def serve_playground(
    settings: Settings, *, port: int | None = None, handle_signals: bool = False, **options: Any
) -> None:
    """Start everything, print the address, and run until cancelled, or until SIGINT/SIGTERM when
    `handle_signals` is set; the bot then closes its database cleanly.

    `options` go to `Playground` (tests pass their own bot runner and database)."""
    with playground_console():
        await _serve(Playground(settings, port=port, **options), handle_signals)


async def _serve(playground: Playground, handle_signals: bool) -> None:
    await playground.start()
    stop = asyncio.Event()
    loop = asyncio.get_running_loop()
    signals = (signal.SIGINT, signal.SIGTERM) if handle_signals else ()
    for number in signals:
        with contextlib.suppress(NotImplementedError):  # no signal handlers on Windows' loop
            loop.add_signal_handler(number, stop.set)
    try:
        print(banner(playground), flush=True)
        await stop.wait()
    finally:
        for number in signals:
            loop.remove_signal_handler(number)
        await playground.stop()


def run_playground(settings: Settings, port: int | None = None) -> int:
    """The CLI's hook: `arbiter` without a token, and `arbiter playground`. Returns the exit code."""
    try:
        asyncio.run(serve_playground(settings, port=port, handle_signals=True))
    except KeyboardInterrupt:
        pass
    except PortBusy as error:
        print(f"Arbiter playground: {error}", file=sys.stderr)
        return 1
    return 0
