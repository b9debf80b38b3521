"""The bot's own process settles once after its start (issue 15): its start-up heap leaves the
garbage collector's sight (a full collection walked about 200,000 start-up objects with the loop
stopped, the p99 latency spike), the answer models of the methods it calls are kept, and full
collections, which walk every live game, become rare."""

from __future__ import annotations

import gc
from collections.abc import Iterator

import pytest

import bot.process as process
from bot.app import warm_up_words
from bot.process import keep_response_models, settle_the_process


@pytest.fixture
def unfrozen(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    gc.unfreeze()
    thresholds = gc.get_threshold()
    monkeypatch.setattr(process, "_settled", False)
    yield
    gc.unfreeze()  # the rest of the test process collects as before
    gc.set_threshold(*thresholds)


def test_the_start_up_heap_leaves_the_collectors_sight_once(unfrozen: None) -> None:
    warm_up_words()
    gc.collect()
    tracked = len(gc.get_objects())
    settle_the_process()
    frozen = gc.get_freeze_count()
    assert frozen >= 100_000  # the word toolkit alone brings more than that
    assert len(gc.get_objects()) < tracked - 100_000
    later = [[n] for n in range(10)]
    settle_the_process()  # a second call (another start in the same process) freezes nothing more
    assert gc.get_freeze_count() == frozen
    assert any(o is later for o in gc.get_objects())  # what a game makes later is collected as ever


def test_the_answer_models_of_the_called_methods_are_built_once_and_kept() -> None:
    from aiogram.methods.base import Response
    from aiogram.types import Message

    kept = keep_response_models()
    assert Response[Message] in kept and Response[bool] in kept and Response[Message | bool] in kept
    assert keep_response_models() is kept and len(kept) == len(set(kept))
    gc.collect()
    assert Response[Message] is kept[kept.index(Response[Message])]  # the same class, not rebuilt


def test_collections_come_less_often_and_cyclic_garbage_still_goes(unfrozen: None) -> None:
    default = gc.get_threshold()
    settle_the_process()
    young, middle, old = gc.get_threshold()
    assert young >= 10 * default[0] and middle > default[1] and old > default[2]

    class Node:
        def __init__(self) -> None:
            self.me = self  # a cycle: only the collector frees it

    gc.collect()
    for _ in range(young * 3):
        Node()
    left = gc.collect()
    # The young collections on the way freed all but the last batch (with the collector off, all
    # 3 × `young` would still be here).
    assert 0 < left < 2 * young
