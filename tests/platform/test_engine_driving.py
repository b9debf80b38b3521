"""Driving an engine: timers follow `deadline()`, and a stuck deadline cannot spin (issue 3)."""

from __future__ import annotations

from typing import Any

from bot.games.registry import Registry
from bot.games.spec import GameSpec
from bot.games.testgame import SPEC, QuickAnswer
from engines.core import Command, Tick
from tests.harness import Harness, play


class StuckClock(QuickAnswer):
    """A broken engine: it ignores the Tick at its own deadline."""

    def handle(self, command: Command, now: float) -> list[Any]:
        if isinstance(command, Tick):
            return []
        return super().handle(command, now)


async def test_an_engine_that_ignores_its_deadline_does_not_make_the_timer_spin(harness: Harness) -> None:
    harness.tg.privacy_mode = False
    stuck = GameSpec(kind="testgame", engine=StuckClock, presenter=SPEC.presenter, settings_type=SPEC.settings_type,
                     min_players=2, max_players=4, needs_group_messages=True)
    app = await harness.boot(registry=Registry(stuck))
    ann, bob = harness.tg.users("Аня", "Боб")
    group = harness.tg.group("Игротека", ann, bob)
    session = await play(harness, group, ann, bob)
    await harness.tg.advance(40)
    journal = await app.repo.journal(session.id)
    assert [c["type"] for _, c, _ in journal] == ["posted", "tick"]  # one Tick, then the timer is dropped
    assert app.scheduler.pending_keys() == []
