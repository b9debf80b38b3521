"""`arbiter run` in long-polling mode: the bot's own getUpdates loop, stopped cleanly."""

from __future__ import annotations

import asyncio
import contextlib

from bot.app import run_polling
from bot.storage import open_repository
from tests.platform.harness import Harness, texts


async def test_long_polling_answers_an_update_and_closes_cleanly_when_stopped(harness: Harness) -> None:
    settings = harness.settings()
    bot = harness.tg.bot()
    runner = asyncio.create_task(run_polling(settings, bot=bot, handle_signals=False))
    (ann,) = harness.tg.users("Аня")
    group = harness.tg.group("Игротека", ann)
    await ann.says(group, "/help")
    for _ in range(500):  # the reply travels through the bot's own getUpdates loop: wait for it
        if group.bot_messages():
            break
        await asyncio.sleep(0.01)
    assert texts(group)[-1].startswith("Я — Арбитр")
    runner.cancel()  # what SIGTERM amounts to: polling stops, the finally-block closes everything
    with contextlib.suppress(asyncio.CancelledError):
        await runner
    repo = await open_repository(settings.database)  # closed cleanly: opens and reads again
    try:
        assert await repo.games() == []
    finally:
        await repo.close()
