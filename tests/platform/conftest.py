"""Platform test fixtures: a hand-moved clock and a scripted Telegram (see `fakes.py`)."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

# `tests.platform.fakes` must import the same way under `pytest` and `python -m pytest`;
# a bare `import fakes` could pick up another part's module of that name.
_ROOT = str(Path(__file__).resolve().parents[2])
if _ROOT not in sys.path:
    sys.path.insert(0, _ROOT)

from tests.platform.fakes import FakeClock, FakeTelegram  # noqa: E402


@pytest.fixture
def clock() -> FakeClock:
    return FakeClock()


@pytest.fixture
def telegram(clock: FakeClock) -> FakeTelegram:
    return FakeTelegram(clock=clock)
