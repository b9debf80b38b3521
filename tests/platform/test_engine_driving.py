"""Driving an engine: timers follow `deadline()`, and a stuck deadline cannot spin (issue 3)."""

from __future__ import annotations

from dataclasses import replace

from bot.games.registry import Registry
from engines.core import Command, Event, Tick
from tests.games.quick.spec import SPEC, QuickAnswer
from tests.platform.harness import Harness, game_in_group, play


class StuckClock(QuickAnswer):
    """A broken engine: it ignores the Tick at its own deadline."""

    def handle(self, command: Command, now: float) -> list[Event]:
        if isinstance(command, Tick):
            return []
        return super().handle(command, now)


async def test_an_engine_that_ignores_its_deadline_does_not_make_the_timer_spin(harness: Harness) -> None:
    harness.tg.privacy_mode = False
    stuck = replace(SPEC, rules=StuckClock, engine_type=StuckClock)
    app = await harness.boot(registry=Registry(stuck))
    ann, bob = harness.tg.users("Аня", "Боб")
    group = harness.tg.group("Игротека", ann, bob)
    session = await play(harness, group, ann, bob)
    await harness.tg.advance(40)
    journal = await app.repo.journal(session.id)
    assert [c["type"] for _, c, _ in journal] == ["posted", "tick"]  # one Tick, then the timer is dropped
    assert app.scheduler.pending_keys() == []


async def test_a_command_the_database_did_not_commit_did_not_happen(harness: Harness) -> None:
    app, group, (_ann, bob), session = await game_in_group(harness, "Аня", "Боб")
    before = session.engine.to_json()  # type: ignore[union-attr]
    sent = len(group.bot_messages())
    commit = app.repo.record_command

    async def failing(*args: object, **kwargs: object) -> None:
        raise OSError("disk full")

    app.repo.record_command = failing  # type: ignore[method-assign]
    await bob.says(group, "кот")
    assert session.engine is not None and session.engine.to_json() == before
    assert len(group.bot_messages()) == sent  # nothing announced
    app.repo.record_command = commit  # type: ignore[method-assign]
    await bob.says(group, "кот")  # the same answer is accepted once the database works again
    assert isinstance(session.engine, QuickAnswer)
    assert session.engine.state.answers[0].text == "кот"


async def test_status_messages_are_edited_in_place_and_deleted_on_request(harness: Harness) -> None:
    _, group, (ann, bob), _ = await game_in_group(harness, "Аня", "Боб")
    await bob.says(group, "кот")
    await ann.says(group, "кит")
    counters = [m for m in group.bot_messages() if (m.text or "").startswith("Ответов:")]
    assert [m.text for m in counters] == ["Ответов: 2"]  # one message, edited
    await harness.tg.advance(40)
    assert not any((m.text or "").startswith("Ответов:") for m in group.bot_messages())
