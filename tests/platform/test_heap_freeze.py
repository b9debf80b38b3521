"""The bot's own process hides its start-up heap from the garbage collector (issue 15: a full
collection walked about 200,000 start-up objects with the loop stopped, the p99 latency spike)."""

from __future__ import annotations

import gc
from collections.abc import Iterator

import pytest

import bot.app as app_module
from bot.app import freeze_start_up_heap, warm_up_words


@pytest.fixture
def unfrozen(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    gc.unfreeze()
    monkeypatch.setattr(app_module, "_heap_frozen", False)
    yield
    gc.unfreeze()  # the rest of the test process collects as before


def test_the_start_up_heap_leaves_the_collectors_sight_once(unfrozen: None) -> None:
    warm_up_words()
    gc.collect()
    tracked = len(gc.get_objects())
    freeze_start_up_heap()
    frozen = gc.get_freeze_count()
    assert frozen >= 100_000  # the word toolkit alone brings more than that
    assert len(gc.get_objects()) < tracked - 100_000
    later = [[n] for n in range(10)]
    freeze_start_up_heap()  # a second call (another start in the same process) freezes nothing more
    assert gc.get_freeze_count() == frozen
    assert any(o is later for o in gc.get_objects())  # what a game makes later is collected as ever
