"""SIGTERM and SIGINT: how the bot's own process stops, in whatever phase it is."""

from __future__ import annotations

import asyncio
import contextlib
import logging
import signal
from collections.abc import Callable, Coroutine
from dataclasses import dataclass
from typing import Any

log = logging.getLogger(__name__)

STOP_SIGNALS = (signal.SIGTERM, signal.SIGINT)


@dataclass(eq=False)
class Shutdown:
    """SIGTERM/SIGINT stop the bot once, in whatever phase it is.

    While starting (or serving a webhook) the running task is cancelled; once polling runs,
    `graceful` (aiogram's `stop_polling`) is called instead. A second signal is ignored, so the
    cleanup after it — draining the outbox, closing the database — is never cut short.
    """

    task: asyncio.Task[Any]
    received: signal.Signals | None = None
    graceful: Callable[[], Coroutine[Any, Any, None]] | None = None
    _stopping: asyncio.Task[None] | None = None

    @classmethod
    def install(cls) -> Shutdown:
        task = asyncio.current_task()
        assert task is not None
        shutdown = cls(task)
        loop = asyncio.get_running_loop()
        for sig in STOP_SIGNALS:
            with contextlib.suppress(NotImplementedError):
                loop.add_signal_handler(sig, shutdown._on_signal, sig)
        return shutdown

    def _on_signal(self, sig: signal.Signals) -> None:
        if self.received is not None:
            log.warning("received %s again: already stopping", sig.name)
            return
        self.received = sig
        log.warning("received %s: stopping", sig.name)
        if self.graceful is not None:
            self._stopping = asyncio.get_running_loop().create_task(self.graceful())
        else:
            self.task.cancel()

    def remove(self) -> None:
        loop = asyncio.get_running_loop()
        for sig in STOP_SIGNALS:
            with contextlib.suppress(NotImplementedError):
                loop.remove_signal_handler(sig)


def uncancel() -> None:
    """Forget the cancellation our signal handler asked for, so the cleanup can await again."""
    task = asyncio.current_task()
    if task is not None:
        task.uncancel()


async def until_stopped(run: Callable[[], Coroutine[Any, Any, None]],
                        stop: Callable[[], Coroutine[Any, Any, None]], *, handle_signals: bool) -> None:
    """`run` until it returns or is cancelled, then `stop`, whatever happened. With `handle_signals`
    (the bot's own process), SIGTERM/SIGINT cancel `run` and that is a clean stop, not an error —
    also when the signal comes while still starting."""
    shutdown = Shutdown.install() if handle_signals else None
    try:
        await run()
    except asyncio.CancelledError:
        if shutdown is None or not shutdown.received:
            raise
        uncancel()  # our own signal
    finally:
        try:
            await stop()
        finally:
            if shutdown is not None:
                shutdown.remove()
