"""Every output has an audience: a secret reaches only its player, never the group; a player the bot
cannot reach is reported to the engine; a failing handler leaves the game as it was (issue 10)."""

from __future__ import annotations

import dataclasses
import logging

import pytest

from bot.games.actions import Alert, SendText, ShowStatus
from bot.games.registry import Registry
from engines.core import Command, Event
from tests.games.quick.engine import Finish, QuickAnswer
from tests.games.quick.presenter import QuickPresenter
from tests.games.quick.spec import PRIVATE_SPEC, SPEC
from tests.platform.harness import Harness, play, question, texts


async def start_with_secrets(harness: Harness, presenter: QuickPresenter):  # type: ignore[no-untyped-def]
    harness.tg.privacy_mode = False
    app = await harness.boot(registry=Registry(dataclasses.replace(SPEC, presenter=presenter)))
    ann, bob = harness.tg.users("Аня", "Боб")
    ann.start_bot()
    bob.start_bot()
    group = harness.tg.group("Игротека", ann, bob)
    await app.chats.set_game_option(group.id, "testgame", "secrets", True)
    session = await play(harness, group, ann, bob)
    return app, group, (ann, bob), session


async def test_each_secret_reaches_its_player_privately_and_never_the_group(harness: Harness) -> None:
    app, group, (ann, bob), _ = await start_with_secrets(harness, QuickPresenter())
    assert any(t.startswith("Ваше тайное число:") for t in texts(ann.private))
    assert any(t.startswith("Ваше тайное число:") for t in texts(bob.private))
    assert not any("тайное число" in t for t in texts(group))
    assert app.driver.runner.refused == 0


async def test_a_secret_addressed_to_the_group_by_mistake_is_refused_by_the_platform(
    harness: Harness,
) -> None:
    app, group, _players, _ = await start_with_secrets(harness, QuickPresenter(leaky=True))
    assert not any("тайное число" in t for t in texts(group))  # the presenter tried: the platform refused
    assert app.driver.runner.refused == 2  # one secret each, both refused (and logged)
    assert "Вопрос 1: кто первый?" in texts(group)  # the public part of the same command went out


async def test_an_alert_or_a_private_action_for_another_player_is_refused(harness: Harness) -> None:
    app, group, (ann, bob), session = await start_with_secrets(harness, QuickPresenter())
    runner = app.driver.runner
    alerts = runner.perform(session, [Alert(bob.id, "секрет Боба")], presser=ann.id)
    assert alerts == [] and runner.refused == 1  # an alert answers only the presser's own press
    runner.perform(session, [ShowStatus("x", "секрет", to=bob.id)], secret_for=ann.id)
    runner.perform(session, [SendText("секрет Ани")], secret_for=ann.id)  # to the group: refused
    runner.perform(session, [SendText("чужому", to=999)])  # not a player of this game
    await harness.tg.idle()
    assert runner.refused == 4
    assert not any("секрет" in t for t in texts(group) + texts(bob.private))


async def test_a_player_the_bot_cannot_write_to_is_reported_to_the_engine_and_back(harness: Harness) -> None:
    app = await harness.boot(registry=Registry(PRIVATE_SPEC))
    ann, bob = harness.tg.users("Аня", "Боб")
    bob.start_bot()  # Аня, the creator, never opened the bot
    group = harness.tg.group("Игротека", ann, bob)
    await ann.says(group, "/start_testprivate")
    lobby = group.last_bot_message()
    assert "Аня — откройте бота кнопкой ниже" in (lobby.text or "")  # checked like every joiner
    await bob.presses(lobby, "Играю")
    session = await play_started(harness, group, ann)
    journal = [c for _, c, _ in await app.repo.journal(session.id)]
    assert {"type": "unreachable", "player_id": ann.id} in journal  # the engine was told, and decided
    assert "Аня пока не получает личные сообщения бота." in texts(group)
    ann.start_bot()
    await ann.says(ann.private, "/start")
    journal = [c for _, c, _ in await app.repo.journal(session.id)]
    assert journal[-1] == {"type": "reachable", "player_id": ann.id}
    assert "Аня снова получает личные сообщения бота." in texts(group)


async def play_started(harness: Harness, group, creator):  # type: ignore[no-untyped-def]
    lobby = group.last_bot_message()
    await creator.presses(group.message(lobby.message_id), "Начать")
    assert harness.app is not None
    return harness.app.live.by_key[(group.id, 0)]


class Breaks(QuickAnswer):
    """The test game with a bug: «Закончить раунд» crashes the engine half-way through."""

    def handle(self, command: Command, now: float) -> list[Event]:
        if isinstance(command, Finish):
            self.state.round += 7  # changed, then the crash: the platform must rewind it
            raise RuntimeError("bug in the engine")
        return super().handle(command, now)


async def test_a_crash_in_a_button_handler_answers_the_press_and_keeps_the_game(
    harness: Harness, caplog: pytest.LogCaptureFixture
) -> None:
    harness.tg.privacy_mode = False
    app = await harness.boot(registry=Registry(dataclasses.replace(SPEC, rules=Breaks, engine_type=Breaks)))
    ann, bob = harness.tg.users("Аня", "Боб")
    group = harness.tg.group("Игротека", ann, bob)
    session = await play(harness, group, ann, bob)
    before = session.engine.to_json()  # type: ignore[union-attr]
    journal = await app.repo.journal(session.id)
    # Committed commands since the stored snapshot: the rewind must replay them, not just reload it.
    assert session.record.version > session.record.state_version and session.since_snapshot
    with caplog.at_level(logging.ERROR, logger="bot.errors"):
        answer = await ann.presses(question(group), "Закончить раунд")
    assert answer.text == "Что-то пошло не так — попробуйте ещё раз."  # the button does not spin
    assert session.engine is not None and session.engine.to_json() == before  # rewound
    assert await app.repo.journal(session.id) == journal  # nothing committed
    assert len([r for r in caplog.records if r.name == "bot.errors"]) == 1  # the traceback, once
    await bob.says(group, "кот")  # and the game goes on
    assert "Ответов: 1" in texts(group)
