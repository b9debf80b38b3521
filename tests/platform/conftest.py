"""Platform test fixtures: a hand-moved clock, a scripted Telegram (see `fakes.py`) and an outbox on them."""

from __future__ import annotations

import sys
from collections.abc import AsyncIterator
from pathlib import Path

import pytest

# `tests.platform.fakes` must import the same way under `pytest` and `python -m pytest`;
# a bare `import fakes` could pick up another part's module of that name.
_ROOT = str(Path(__file__).resolve().parents[2])
if _ROOT not in sys.path:
    sys.path.insert(0, _ROOT)

from bot.services.outbox import FloodLimits, Outbox  # noqa: E402
from tests.platform.fakes import FakeClock, FakeTelegram  # noqa: E402


@pytest.fixture
def clock() -> FakeClock:
    return FakeClock()


@pytest.fixture
def telegram(clock: FakeClock) -> FakeTelegram:
    return FakeTelegram(clock=clock)


@pytest.fixture
async def outbox(telegram: FakeTelegram, clock: FakeClock) -> AsyncIterator[Outbox]:
    """An outbox with the default flood limits on the fake Telegram; drained before it closes."""
    outbox = Outbox(telegram.bot(), clock, FloodLimits())
    await outbox.start()
    yield outbox
    await clock.run_until(lambda: outbox.pending == 0)
    await outbox.close()
