"""Stopping the bot with updates still being handled (issue 3, "Close the database cleanly on SIGTERM";
"Every accepted command commits ... before the bot announces the result").

aiogram handles each polled update in a task of its own that outlives the polling loop, so a
SIGTERM can come while a handler is half-way. `App.stop` lets it finish — within a bound — before
the outbox and the database close.
"""

from __future__ import annotations

import asyncio

from aiogram.filters import Command
from aiogram.types import Message, Update

from bot.app import App
from bot.services.chats import ChatPrefs
from bot.storage import ChatRecord, open_repository
from tests.platform.harness import Harness

ROUNDS = 50  # event-loop turns given to `stop` to show it waits (no clock is involved)


class Held:
    """A `/hold` handler that pauses half-way, then writes to the database."""

    def __init__(self) -> None:
        self.entered = asyncio.Event()
        self.release = asyncio.Event()
        self.wrote = False

    async def hold(self, message: Message, chats: ChatPrefs) -> None:
        self.entered.set()
        await self.release.wait()
        await chats.save(ChatRecord(chat_id=message.chat.id, locale="en"))
        self.wrote = True


async def hold_an_update(harness: Harness, app: App, held: Held) -> tuple[asyncio.Task[object], int]:
    """Feed `/hold` as aiogram's polling loop does (a task of its own) and wait until it pauses."""
    app.dp.message.register(held.hold, Command("hold"))  # the dispatcher's own: before the bot's routers
    (ann,) = harness.tg.users("Аня")
    group = harness.tg.group("Игротека", ann)
    message = await ann.says(group, "/hold", deliver=False)
    update = Update(update_id=1, message=message)
    task: asyncio.Task[object] = asyncio.create_task(app.dp.feed_update(app.bot, update))
    await asyncio.wait_for(held.entered.wait(), 5)
    return task, group.id


async def let_run(rounds: int = ROUNDS) -> None:
    for _ in range(rounds):
        await asyncio.sleep(0)


async def test_stop_lets_an_update_being_handled_finish_before_the_database_closes(harness: Harness) -> None:
    app = await harness.boot(attach=False)
    held = Held()
    handling, chat_id = await hold_an_update(harness, app, held)

    stopping = asyncio.create_task(app.stop())
    await let_run()
    assert not stopping.done()  # waiting for the handler, not closing the database under it
    held.release.set()
    await asyncio.wait_for(stopping, 5)
    await handling
    await app.bot.session.close()
    harness.app = None

    assert held.wrote
    repo = await open_repository(harness.db)
    try:
        assert (await repo.chat(chat_id)).locale == "en"  # the handler's write reached the disk
    finally:
        await repo.close()


async def test_stop_does_not_wait_forever_for_a_stuck_update(harness: Harness) -> None:
    app = await harness.boot(attach=False)
    held = Held()
    handling, _ = await hold_an_update(harness, app, held)

    await asyncio.wait_for(app.stop(updates_timeout=0.01), 5)  # the bound, not the handler, ends it
    await app.bot.session.close()
    harness.app = None

    assert not held.wrote and not handling.done()
    handling.cancel()
    await asyncio.gather(handling, return_exceptions=True)
