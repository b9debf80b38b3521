"""Shared fixtures: `harness` runs the whole bot against the in-process Telegram sandbox."""

from __future__ import annotations

import sys
from collections.abc import AsyncIterator
from pathlib import Path

import pytest

_ROOT = str(Path(__file__).resolve().parents[1])
if _ROOT not in sys.path:
    sys.path.insert(0, _ROOT)

from tests.platform.harness import Harness  # noqa: E402


@pytest.fixture
async def harness(tmp_path: Path) -> AsyncIterator[Harness]:
    """A sandbox Telegram on a ManualClock and a way to boot (and re-boot) the bot on one database."""
    h = Harness(tmp_path)
    yield h
    await h.shutdown()
