"""Nothing Telegram handed us is lost, nothing committed goes unsaid, no game hangs (issue 15).

In process, with the manual clock: a "crash" is the app dropped without its orderly stop (the
database is closed, the outbox is not drained). The kill -9 trials of real processes are a bench,
run by hand: bench/crash.py.
"""

from __future__ import annotations

import asyncio
import dataclasses
import json
import logging

import pytest
from aiogram.types import Update

from bot import cli
from bot.app import App
from bot.games.registry import Registry
from bot.services.game_session import GameSession
from bot.services.outbox import FloodLimits
from sandbox import ChatHandle, UserHandle
from tests.games.quick.engine import Finish, QuickAnswer
from tests.games.quick.spec import SPEC
from tests.platform.harness import Harness, play, question, texts

pytestmark = pytest.mark.both_engines  # the data path's guarantees, on each storage engine


async def crash(harness: Harness) -> None:
    """The bot process dies: no drain, no orderly stop — only the database file is left."""
    app = harness.app
    assert app is not None
    if harness._listener is not None:
        harness.tg.core.updates.listeners.remove(harness._listener)
        harness._listener = None
    await app.scheduler.close()
    await app.repo.close()
    harness.app = None


async def test_an_update_received_but_not_handled_is_handled_after_a_restart(harness: Harness) -> None:
    harness.tg.privacy_mode = False
    app = await harness.boot()
    ann, bob = harness.tg.users("Аня", "Боб")
    group = harness.tg.group("Игротека", ann, bob)
    session = await play(harness, group, ann, bob)
    answer = await bob.says(group, "кот", deliver=False)  # Telegram has it; the bot is about to
    update = Update(update_id=harness.tg.core.updates.next_id + 1000, message=answer)
    await app.inbox.receive([update])  # …written to the inbox (acknowledged to Telegram)…
    await crash(harness)  # …and the process dies before handling it
    app = await harness.boot()
    journal = [c for _, c, _ in await app.repo.journal(session.id)]
    assert journal[-1]["type"] == "say" and journal[-1]["text"] == "кот"
    assert "Ответов: 1" in texts(group)


async def round_with_a_deadline(
    harness: Harness,
) -> tuple[App, ChatHandle, tuple[UserHandle, UserHandle], GameSession, float]:
    """A booted bot, a quick-answer round running in a group of Аня and Боб, and its deadline."""
    harness.tg.privacy_mode = False
    app = await harness.boot()
    ann, bob = harness.tg.users("Аня", "Боб")
    group = harness.tg.group("Игротека", ann, bob)
    session = await play(harness, group, ann, bob)
    assert isinstance(session.engine, QuickAnswer)
    deadline = session.engine.deadline()
    assert deadline is not None
    return app, group, (ann, bob), session, deadline


async def test_an_answer_received_before_its_deadline_counts_though_the_bot_was_down_past_it(
    harness: Harness,
) -> None:
    """The answer came in time and was written to the inbox; the bot died and came back after the
    deadline. The answer is judged before the deadline's timer closes the turn it was sent in."""
    app, group, (_ann, bob), session, deadline = await round_with_a_deadline(harness)
    answer = await bob.says(group, "кот", deliver=False)
    update = Update(update_id=harness.tg.core.updates.next_id + 1000, message=answer)
    await app.inbox.receive([update])
    await crash(harness)
    await harness.clock.advance(deadline + 30 - harness.clock.now())  # down past the deadline
    app = await harness.boot()
    await harness.tg.idle()
    journal = [c["type"] for _, c, _ in await app.repo.journal(session.id)]
    assert journal.index("say") < journal.index("tick")
    assert "Раунд 1: первым был Боб («кот»)." in texts(group)
    assert "Раунд 1: никто не ответил." not in texts(group)


async def test_an_answer_sent_while_the_bot_was_down_is_judged_before_the_deadline_it_beat(
    harness: Harness,
) -> None:
    """The bot died before Telegram handed the answer over; it comes back after the deadline. The
    updates waiting at Telegram are taken in before the timers are armed again."""
    app, group, (_ann, bob), session, deadline = await round_with_a_deadline(harness)
    await crash(harness)
    await bob.says(group, "кот")  # Telegram holds it: nobody polls
    await harness.clock.advance(deadline + 30 - harness.clock.now())
    app = await harness.boot(attach=False, polling=True)
    await harness.tg.idle()
    journal = [c["type"] for _, c, _ in await app.repo.journal(session.id)]
    assert journal.index("say") < journal.index("tick")
    assert "Раунд 1: первым был Боб («кот»)." in texts(group)


async def test_an_update_handled_before_a_restart_is_not_handled_again(harness: Harness) -> None:
    harness.tg.privacy_mode = False
    app = await harness.boot()
    ann, bob = harness.tg.users("Аня", "Боб")
    group = harness.tg.group("Игротека", ann, bob)
    session = await play(harness, group, ann, bob)
    await bob.says(group, "кот")
    before = await app.repo.journal(session.id)
    await crash(harness)  # the "handled" mark went in with the command's own transaction
    app = await harness.boot()
    assert await app.repo.journal(session.id) == before
    assert await app.repo.inbox_unfinished() == []


async def test_what_a_committed_command_did_not_say_before_a_crash_is_said_after_it(harness: Harness) -> None:
    harness.tg.privacy_mode = False
    app = await harness.boot()
    ann, bob = harness.tg.users("Аня", "Боб")
    group = harness.tg.group("Игротека", ann, bob)
    session = await play(harness, group, ann, bob)
    app.driver.runner.execute = lambda *args, **kwargs: []  # type: ignore[method-assign]  # dies after the commit
    await ann.presses(question(group), "Закончить раунд")
    journal = [c for _, c, _ in await app.repo.journal(session.id)]
    assert journal[-1]["type"] == "quick-finish"  # committed…
    assert not any(t.startswith("Раунд 1:") for t in texts(group))  # …but never said
    await crash(harness)
    app = await harness.boot()
    assert "Раунд 1: никто не ответил." in texts(group)  # said after the restart
    assert any(t.startswith("Вопрос 2:") for t in texts(group))
    assert await app.repo.outbox_pending() == []  # and the batch is gone once Telegram confirmed it


async def test_a_crash_halfway_through_a_batch_resends_only_what_telegram_had_not_answered(
    harness: Harness,
) -> None:
    """A command says three things (the question's status deleted, the round's result, the next
    question); the first two are in the chat when the bot dies, the last is still queued. After the
    restart the last is said, and the first two are not said again."""
    harness.tg.privacy_mode = False
    app = await harness.boot()
    ann, bob = harness.tg.users("Аня", "Боб")
    group = harness.tg.group("Игротека", ann, bob)
    await play(harness, group, ann, bob)
    runner = app.driver.runner
    queue = runner._queue
    queued: list[object] = []

    def first_only(session: object, action: object) -> list[asyncio.Future[object]]:
        queued.append(action)
        if not str(getattr(action, "text", "")).startswith("Вопрос 2:"):
            return queue(session, action)  # type: ignore[arg-type]
        return [asyncio.get_running_loop().create_future()]  # still in the outbox when the bot dies

    runner._queue = first_only  # type: ignore[method-assign,assignment]
    await ann.presses(question(group), "Закончить раунд")
    await harness.tg.idle()
    assert len(queued) == 3
    assert texts(group).count("Раунд 1: никто не ответил.") == 1
    assert not any(t.startswith("Вопрос 2:") for t in texts(group))
    await crash(harness)
    app = await harness.boot()
    await harness.tg.idle()
    assert texts(group).count("Раунд 1: никто не ответил.") == 1  # not said twice
    assert sum(t.startswith("Вопрос 2:") for t in texts(group)) == 1  # the rest said once
    assert await app.repo.outbox_pending() == []


async def test_a_timer_that_waited_for_the_lock_while_its_turn_was_settled_does_nothing(
    harness: Harness,
) -> None:
    """The race that froze games: a deadline's timer fires and waits for the chat's lock; an update
    ahead of it settles the turn and arms the next deadline; the stale timer must not drop it."""
    app, group, (ann, _bob), session, first = await round_with_a_deadline(harness)
    assert isinstance(session.engine, QuickAnswer)
    async with app.locks.hold(session.key):  # an update is being handled in this chat…
        # …when the deadline comes: its timer fires and queues for the lock behind it.
        await harness.clock.advance(first + 0.5 - harness.clock.now())
        # …and the update ahead of it settles the turn: round 2 opens with a deadline of its own.
        await app.driver.apply(session, Finish(player_id=ann.id, round=1))
    await harness.tg.idle()
    assert session.engine.state.round == 2
    await harness.tg.advance(1)
    second = session.engine.deadline()
    assert second is not None and second != first
    assert app.scheduler.due(f"game:{session.id}:deadline") == second  # the new timer survived
    await harness.tg.advance(second - harness.clock.now() + 1)
    assert "Раунд 2: никто не ответил." in texts(group)  # the game went on by itself


async def test_a_deadline_waits_while_the_message_it_runs_from_is_still_queued(harness: Harness) -> None:
    """Under a hard flood the question sits in the outbox for longer than the game's post_wait; the
    game must not act as if it had been seen: its deadline waits for the question to be in the chat."""
    harness.tg.privacy_mode = False
    spec = dataclasses.replace(SPEC)
    app = await harness.boot(registry=Registry(spec), flood_limits=FloodLimits(), count_outbox=False)
    ann, bob = harness.tg.users("Аня", "Боб")
    group = harness.tg.group("Игротека", ann, bob)
    await app.chats.set_game_option(group.id, "testgame", "post_wait", 5.0)
    await ann.says(group, "/start_testgame")
    await harness.tg.advance(2)
    lobby = group.last_bot_message()
    await bob.presses(lobby, "Играю")
    await harness.tg.advance(2)
    for n in range(25):  # the chat's queue is jammed: ~25+ seconds of writes ahead of the question
        app.outbox.send_message(group.id, f"шум {n}", coalesce=False)
    await ann.presses(group.message(lobby.message_id), "Начать")
    session = app.live.by_key[(group.id, 0)]
    await harness.tg.advance(10)  # post_wait passes while the question is still queued
    journal = [c["type"] for _, c, _ in await app.repo.journal(session.id)]
    assert "tick" not in journal and not any(t.startswith("Вопрос 1:") for t in texts(group))
    for _ in range(12):
        await harness.tg.advance(10)
    journal = [c["type"] for _, c, _ in await app.repo.journal(session.id)]
    assert journal[0] == "posted"  # the question opened the round when it was in the chat
    assert any(t.startswith("Вопрос 1:") for t in texts(group))
    await harness.tg.advance(300)  # the rest of the queue goes out before the bot stops


async def test_a_saved_batch_that_cannot_be_read_is_set_aside_and_the_bot_starts_and_plays_on(
    harness: Harness, capsys: pytest.CaptureFixture[str],
) -> None:
    """issue 27: a committed command's batch saved in a form this version cannot read (here an
    action kind it does not know) used to fail `App.start` on every restart. Now the bot starts,
    the batch is kept in `dead_letters` with its reason and shown by `arbiter games show`, and the
    bot plays on: another chat's game takes answers, and the game whose batch was lost can be
    stopped and started anew."""
    harness.tg.privacy_mode = False
    app = await harness.boot()
    ann, bob = harness.tg.users("Аня", "Боб")
    group = harness.tg.group("Игротека", ann, bob)
    other = harness.tg.group("Кружок", ann, bob)
    elsewhere = await play(harness, other, ann, bob)
    session = await play(harness, group, ann, bob)
    app.driver.runner.execute = lambda *args, **kwargs: []  # type: ignore[method-assign]  # dies after the commit
    await ann.presses(question(group), "Закончить раунд")
    await crash(harness)
    [(batch,)] = await harness.sql("SELECT id FROM outbox")
    await harness.sql("UPDATE outbox SET actions = ? WHERE id = ?",
                      json.dumps([{"kind": "SendSticker", "sticker": "🎉"}]), batch)
    app = await harness.boot()  # starts
    assert await app.repo.outbox_pending() == []
    [letter] = await app.repo.dead_letters(session.id)
    assert letter["batch"] == batch and "SendSticker" in letter["reason"]
    await bob.says(other, "кот")
    journal = [c for _, c, _ in await app.repo.journal(elsewhere.id)]
    assert journal[-1]["type"] == "say" and journal[-1]["text"] == "кот"
    await ann.says(group, "/stop")
    await ann.presses(group.last_bot_message(), "Да, остановить")
    assert session.id not in app.live.by_id
    again = await play(harness, group, ann, bob)
    assert again.id != session.id
    await harness.shutdown()
    assert await cli.show_game(harness.settings(), session.id) == 0
    shown = json.loads(capsys.readouterr().out)
    assert [d["batch"] for d in shown["dead_letters"]] == [batch]
    assert shown["dead_letters"][0]["actions"] == [{"kind": "SendSticker", "sticker": "🎉"}]


async def test_a_first_start_does_not_call_waiting_updates_a_restart(
    harness: Harness, caplog: pytest.LogCaptureFixture,
) -> None:
    """issue 26 (item 21): a brand-new bot (the playground's fresh world) finds the updates
    Telegram held for it; there was no restart, and the log says what they are."""
    ann, bob = harness.tg.users("Аня", "Боб")
    group = harness.tg.group("Игротека", ann, bob)
    await ann.says(group, "/games")  # Telegram holds it: nobody polls yet
    with caplog.at_level(logging.INFO, logger="bot.app"):
        await harness.boot(attach=False, polling=True)
    logged = [r.getMessage() for r in caplog.records]
    assert "handling 1 update(s) sent while the bot was not running" in logged
    assert not [line for line in logged if "restart" in line]


async def test_a_restart_names_the_updates_it_had_received_before_it(
    harness: Harness, caplog: pytest.LogCaptureFixture,
) -> None:
    """issue 26 (item 21): updates the last run received and a crash kept it from handling are
    the restart's; the log says so."""
    harness.tg.privacy_mode = False
    app = await harness.boot()
    ann, bob = harness.tg.users("Аня", "Боб")
    group = harness.tg.group("Игротека", ann, bob)
    await play(harness, group, ann, bob)
    answer = await bob.says(group, "кот", deliver=False)
    await app.inbox.receive([Update(update_id=harness.tg.core.updates.next_id + 1000, message=answer)])
    await crash(harness)
    with caplog.at_level(logging.INFO, logger="bot.app"):
        await harness.boot()
    assert "handling 1 update(s) received before the restart" in [r.getMessage() for r in caplog.records]
