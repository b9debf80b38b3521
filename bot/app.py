"""The composition root: every part of the bot is built and wired here, and only here."""

from __future__ import annotations

import asyncio
import json
import logging
import secrets
import time
from collections.abc import Awaitable, Callable
from dataclasses import dataclass, field
from typing import Any

from aiogram import BaseMiddleware, Bot, Dispatcher
from aiogram.client.default import DefaultBotProperties
from aiogram.client.session.aiohttp import AiohttpSession
from aiogram.client.telegram import TelegramAPIServer
from aiogram.enums import ParseMode
from aiogram.exceptions import TelegramAPIError
from aiogram.methods import GetUpdates, SetMyCommands
from aiogram.types import (
    BotCommand,
    BotCommandScopeAllGroupChats,
    BotCommandScopeAllPrivateChats,
    TelegramObject,
    Update,
)
from aiohttp import web

from bot.clock import Clock, SystemClock
from bot.config import Settings
from bot.games.registry import Registry, default_registry
from bot.i18n import Translator, load_translator
from bot.middlewares import ChatOrderMiddleware, InboxMiddleware
from bot.process import settle_the_process
from bot.routers import get_routers
from bot.services.chat_changes import ChatChanges
from bot.services.chat_order import ChatLocks
from bot.services.chats import ChatPrefs
from bot.services.driver import Driver
from bot.services.inbox import Inbox
from bot.services.live import LiveGames
from bot.services.lobbies import Lobbies
from bot.services.outbox import FloodLimits, Outbox
from bot.services.pictures import Pictures
from bot.services.polling import Poller
from bot.services.recovery import Recovery
from bot.services.replay import replay_state
from bot.services.replies import Replies
from bot.services.scheduler import Scheduler
from bot.services.tasks import Tasks
from bot.signals import until_stopped
from bot.storage import Repository, make_repository
from bot.storage.legacy import upgrade_legacy_games
from bot.storage.shards import SHARDS
from engines.core import JsonDict

log = logging.getLogger(__name__)

# Commands shown in Telegram's menu, per scope; descriptions are `cmd-<name>` in each locale.
PRIVATE_COMMANDS = ("start", "help", "rules", "lang")
GROUP_COMMANDS = ("games", "score", "stop", "rules", "stats", "settings", "lang", "help")

_UNSET = object()

# How long a stop waits for updates already taken from Telegram (Docker's SIGKILL follows SIGTERM
# after 10 s; the outbox and the database still need their turn after these).
UPDATES_DRAIN_SECONDS = 5.0


def warm_up_words() -> None:
    """Load the morphology analyzer and the noun list (about a second): a player's first answer must
    not wait for them while holding the chat's turn."""
    from engines.words import noun_verdict, same_answer, starts_with_letter

    noun_verdict("кот")
    same_answer("кошки", "кошка")
    starts_with_letter("Кит", "К")


class UpdatesInFlight(BaseMiddleware):
    """The outermost update middleware: which updates are being handled right now.

    aiogram runs polled updates (and webhook ones, in the background) as tasks of their own that
    outlive the polling loop; a stop lets them finish before the database closes under them.
    """

    def __init__(self) -> None:
        self.tasks: set[asyncio.Task[Any]] = set()
        self.handled = 0  # updates handled to the end (the metrics read these)
        self.seconds: list[float] = []  # how long each took, since the metrics last took them
        self._began: dict[asyncio.Task[Any], float] = {}

    def oldest_age(self) -> float:
        """Seconds the longest-running update has been in hand (0 when none is)."""
        return time.perf_counter() - min(self._began.values()) if self._began else 0.0

    async def __call__(
        self,
        handler: Callable[[TelegramObject, dict[str, Any]], Awaitable[Any]],
        event: TelegramObject,
        data: dict[str, Any],
    ) -> Any:
        task = asyncio.current_task()
        if task is None:
            return await handler(event, data)
        self.tasks.add(task)
        began = time.perf_counter()
        self._began[task] = began
        try:
            return await handler(event, data)
        finally:
            self.tasks.discard(task)
            self._began.pop(task, None)
            self.handled += 1
            if len(self.seconds) < 100_000:
                self.seconds.append(time.perf_counter() - began)

    async def wait(self, seconds: float) -> int:
        """Wait up to `seconds` for the updates in flight; how many are still running after it."""
        me = asyncio.current_task()  # stopped from inside a handler: never wait for ourselves
        running = {t for t in self.tasks if t is not me and not t.done()}
        if not running:
            return 0
        _, pending = await asyncio.wait(running, timeout=seconds)
        return len(pending)


@dataclass(eq=False)
class App:
    settings: Settings
    bot: Bot
    dp: Dispatcher
    repo: Repository
    outbox: Outbox
    scheduler: Scheduler
    translator: Translator
    registry: Registry
    clock: Clock
    locks: ChatLocks
    tasks: Tasks
    live: LiveGames
    chats: ChatPrefs
    pictures: Pictures
    driver: Driver
    lobbies: Lobbies
    changes: ChatChanges
    recovery: Recovery
    inbox: Inbox
    in_flight: UpdatesInFlight = field(default_factory=UpdatesInFlight)
    started: bool = field(default=False)
    _poller: Poller | None = field(default=None)

    @property
    def busy(self) -> bool:
        """Work still in flight (a busy probe for the sandbox's idle barrier)."""
        return (self.outbox.busy or self.tasks.busy or self.locks.active > 0 or self.scheduler.busy
                or self.pictures.drawing > 0)

    async def start(self, *, polling: bool = False) -> None:
        """Open the database, introduce ourselves to Telegram, and resume every live game. With
        `polling`, the updates waiting at Telegram are taken in before the timers are armed again."""
        await self.open()
        restored = await self.recovery.restore()
        if restored:
            log.info("resumed %d live game(s)", restored)
        self.started = True
        interrupted = len(await self.inbox.unfinished())  # received by the run before this one
        if polling:
            await self.bot.delete_webhook(drop_pending_updates=False)
            await self._take_waiting_updates()
        await self._finish_received(interrupted)
        await self.recovery.arm_timers()

    async def open(self) -> None:
        """The database opened and Telegram greeted, no game resumed yet: one of several workers
        (`bot/cluster/`) resumes the games of the shards it takes, as it takes them."""
        await self.repo.connect()
        await upgrade_legacy_games(self.repo, self.registry)
        await self.outbox.start()
        me = await self.bot.get_me()
        self.driver.me = self.lobbies.me = me
        # The word toolkit's dictionaries load in a thread now, not in the first player's answer.
        warming = asyncio.create_task(asyncio.to_thread(warm_up_words))
        if not me.can_read_all_group_messages:
            log.warning(
                "privacy mode is on: @%s sees only commands and replies in groups where it is not an admin; "
                "lobbies of games that need plain answers say so (or turn it off in @BotFather /setprivacy)",
                me.username,
            )
        await self._set_commands()
        await warming

    async def _take_waiting_updates(self) -> None:
        """What Telegram holds for us (sent while we were down), into the inbox now: an answer sent
        before a deadline that passed while the bot was down is judged before that deadline's timer
        closes the turn (long polling would hand it over only after the timers had fired)."""
        try:
            updates = await self.bot(GetUpdates(offset=await self.repo.inbox_next_offset(), timeout=0,
                                                allowed_updates=self.dp.resolve_used_update_types()))
        except TelegramAPIError as error:
            log.warning("could not take the waiting updates before the timers (%s)", error)
            return
        await self.inbox.receive(updates)

    async def _finish_received(self, interrupted: int) -> None:
        """Updates Telegram handed us that a crash kept from being handled (`interrupted` of them),
        and those it held while the bot was not running: handled now, in order. The log says which
        (a brand-new bot's first updates are no restart's leftovers)."""
        unfinished = await self.inbox.unfinished()
        waiting = len(unfinished) - interrupted
        if interrupted:
            log.info("handling %d update(s) received before the restart", interrupted)
        if waiting > 0:
            log.info("handling %d update(s) sent while the bot was not running", waiting)
        for _, data in unfinished:
            update = Update.model_validate(json.loads(data), context={"bot": self.bot})
            try:
                await self.dp.feed_update(self.bot, update)
            except Exception:
                log.exception("update %s failed", update.update_id)

    async def poll(self) -> None:
        """Long polling through the durable inbox (`bot/services/polling.py`) until cancelled."""
        poller = Poller(self.dp, self.bot, self.inbox, self.clock,
                        allowed_updates=self.dp.resolve_used_update_types())
        self._poller = poller
        await poller.run(await self.repo.inbox_next_offset())

    async def replay(self, game_id: int) -> JsonDict | None:
        """The state rebuilt from the seed and the journal (must equal the stored state)."""
        return await replay_state(self.repo, self.registry, game_id)

    async def _set_commands(self) -> None:
        # The games' secret moves (`/a кит`) are ephemeral commands in groups (Bot API 10.3): what a
        # player types after one is seen by them and the bot only.
        secret = tuple(dict.fromkeys(n for spec in self.registry for n in spec.ephemeral_commands))
        for lang in self.translator.languages:
            for scope, names, hidden in (
                (BotCommandScopeAllPrivateChats(), PRIVATE_COMMANDS, ()),
                (BotCommandScopeAllGroupChats(), GROUP_COMMANDS, secret),
            ):
                commands = [
                    BotCommand(command=n, description=self.translator.t(lang, f"cmd-{n}")) for n in names
                ] + [
                    BotCommand(command=n, description=self.translator.t(lang, f"cmd-{n}"), is_ephemeral=True)
                    for n in hidden
                ]
                self.outbox.call(SetMyCommands(commands=commands, scope=scope, language_code=lang))

    async def stop(self, *, updates_timeout: float = UPDATES_DRAIN_SECONDS) -> None:
        """Finish what is queued and close the database; timers are re-armed from it on the next start."""
        # Updates already taken from Telegram are handled to the end (journalled and answered):
        # Telegram will not send them again.
        left = await self.in_flight.wait(updates_timeout)
        if left:
            log.warning("stopping with %d update(s) still being handled after %.0f s", left, updates_timeout)
        await self.inbox.flush()
        await self.scheduler.close()
        await self.tasks.drain()  # follow-ups (anchors, poll bookkeeping) still write and send
        await self.outbox.close()
        await self.tasks.drain()
        await self.repo.close()
        self.started = False


def make_bot(settings: Settings) -> Bot:
    if settings.bot_token is None:
        raise SystemExit("BOT_TOKEN is not set")
    session = AiohttpSession(api=TelegramAPIServer.from_base(settings.telegram_api_url))
    return Bot(
        settings.bot_token.get_secret_value(),
        session=session,
        default=DefaultBotProperties(parse_mode=ParseMode.HTML),
    )


def build_app(
    settings: Settings,
    *,
    bot: Bot | None = None,
    clock: Clock | None = None,
    registry: Registry | None = None,
    translator: Translator | None = None,
    flood_limits: FloodLimits | object | None = _UNSET,
    seed_source: Callable[[], int] | None = None,
) -> App:
    """Wire the bot. Tests pass the sandbox's bot, a ManualClock, a registry with the test game,
    and `flood_limits=None` (no throttling) unless they test the limits."""
    clock = clock or SystemClock()
    bot = bot or make_bot(settings)
    registry = registry or default_registry()
    translator = translator or load_translator(settings.default_locale)
    limits = FloodLimits.from_settings(settings) if flood_limits is _UNSET else flood_limits
    assert limits is None or isinstance(limits, FloodLimits)
    repo = make_repository(settings.database)
    outbox = Outbox(bot, clock, limits)
    scheduler = Scheduler(clock)
    locks = ChatLocks()
    tasks = Tasks()
    live = LiveGames()
    chats = ChatPrefs(repo, translator, clock, settings.default_locale)
    pictures = Pictures(repo, tasks.spawn)
    driver = Driver(repo=repo, live=live, outbox=outbox, scheduler=scheduler, clock=clock,
                    translator=translator, locks=locks, chats=chats, tasks=tasks, pictures=pictures)
    lobbies = Lobbies(bot=bot, repo=repo, live=live, outbox=outbox, driver=driver, chats=chats,
                      translator=translator, scheduler=scheduler, clock=clock, tasks=tasks,
                      time_scale=settings.game_time_scale, secrets=settings.secrets,
                      seed_source=seed_source or (lambda: secrets.randbits(62)))
    changes = ChatChanges(repo=repo, live=live, driver=driver, lobbies=lobbies, chats=chats, locks=locks,
                          outbox=outbox, translator=translator, clock=clock)
    recovery = Recovery(repo=repo, registry=registry, live=live, outbox=outbox, driver=driver,
                        lobbies=lobbies, translator=translator)
    replies = Replies(outbox, chats, translator)
    inbox = Inbox(repo, clock, tasks.spawn)
    outbox.on_chat_gone = changes.on_chat_gone
    # What handlers receive by keyword (MasterGroosha's composition root: no globals, no service locator).
    dp = Dispatcher(disable_fsm=True, live=live, lobbies=lobbies, driver=driver, chats=chats, changes=changes,
                    registry=registry, replies=replies, t=translator, outbox=outbox, repo=repo, clock=clock)
    in_flight = UpdatesInFlight()
    dp.update.outer_middleware(in_flight)  # first, so an update waiting for its chat's turn counts too
    dp.update.outer_middleware(ChatOrderMiddleware(live, registry, lobbies, locks))
    dp.update.outer_middleware(InboxMiddleware(inbox))  # inside the chat's turn
    dp.include_routers(*get_routers())
    return App(
        settings=settings, bot=bot, dp=dp, repo=repo, outbox=outbox, scheduler=scheduler,
        translator=translator, registry=registry, clock=clock, locks=locks, tasks=tasks, live=live,
        chats=chats, pictures=pictures,
        driver=driver, lobbies=lobbies, changes=changes, recovery=recovery, inbox=inbox, in_flight=in_flight,
    )


async def serve_one_process(app: App, listen: str) -> web.AppRunner:
    """`/healthz` and `/metrics` of the one process on SQLite: every chat is its own, and it polls."""
    from bot.cluster.metrics import Metrics, Reading, serve  # prometheus only where it is served

    async def read() -> Reading:
        seconds, app.in_flight.seconds = app.in_flight.seconds, []
        return Reading(handled=app.in_flight.handled, seconds=seconds,
                       inbox_lag=app.in_flight.oldest_age(), outbox_depth=app.outbox.pending,
                       retry_afters=app.outbox.retry_afters, shards=SHARDS, leader=True,
                       healthy=app.started, worker="one process")

    runner, _ = await serve(Metrics(read), listen)
    return runner


async def run_polling(settings: Settings, *, bot: Bot | None = None, handle_signals: bool = False) -> None:
    """Long polling until cancelled, or until SIGTERM/SIGINT with `handle_signals` (what `arbiter run`
    passes; off by default so a host process such as the playground keeps its own signal handlers).
    The database is closed cleanly either way, also when the signal comes while still starting."""
    app = build_app(settings, bot=bot)
    metrics: Any = None

    async def run() -> None:
        nonlocal metrics
        await app.start(polling=True)
        if handle_signals:  # the process is the bot's own (`arbiter run`), not a host's or a test's
            settle_the_process()
            metrics = await serve_one_process(app, settings.metrics_listen)
        await app.poll()  # until cancelled (a signal cancels it; the updates being handled finish)

    async def stop() -> None:
        if metrics is not None:
            await metrics.cleanup()
        await app.stop()
        await app.bot.session.close()

    await until_stopped(run, stop, handle_signals=handle_signals)
