"""A refused game button says why: the presenter's optional `button_refusal` hook (docs/contracts.md).

The hook's text becomes the presser's callback answer (a toast, not an alert); None keeps the
platform's generic «Сейчас так нельзя.»; a text longer than Telegram's 200 characters is cut.
"""

from __future__ import annotations

from dataclasses import replace
from enum import StrEnum
from typing import Any

from bot.games.registry import Registry
from bot.games.view import View
from engines.core import Command, Event, Press, Refusal
from tests.games.quick.engine import QuickSettings
from tests.games.quick.spec import SPEC, QuickAnswer, QuickPresenter
from tests.platform.harness import Harness, play, question


class ClosedReason(StrEnum):
    CLOSED = "closed-for-test"


class RefusesEveryButton(QuickAnswer):
    """The test game, except that every button press is refused with the presser in the details."""

    def handle(self, command: Command, now: float) -> list[Event]:
        if isinstance(command, Press):
            raise Refusal(ClosedReason.CLOSED, presser=command.player_id)
        return super().handle(command, now)


class Explains(QuickPresenter):
    """Says why, naming the presser (so the text is built from the refusal, not a constant)."""

    def __init__(self, reply: str | None) -> None:
        super().__init__()
        self.reply = reply
        self.seen: list[tuple[Press, str]] = []

    def button_refusal(self, command: Press, refusal: Refusal, view: View[QuickSettings]) -> str | None:
        self.seen.append((command, refusal.reason))
        if self.reply is None:
            return None
        presser = refusal.details["presser"]
        assert isinstance(presser, int)
        return f"{self.reply} {view.name(presser)}"


async def start(harness: Harness, presenter: Explains) -> Any:
    harness.tg.privacy_mode = False
    spec = replace(SPEC, rules=RefusesEveryButton, engine_type=RefusesEveryButton, presenter=presenter)
    await harness.boot(registry=Registry(spec))
    ann, bob = harness.tg.users("Аня", "Боб")
    group = harness.tg.group("Игротека", ann, bob)
    await play(harness, group, ann, bob)
    return group, ann, bob


async def test_refused_button_answers_with_the_presenters_reason(harness: Harness) -> None:
    presenter = Explains("Кнопка закрыта для")
    group, _ann, bob = await start(harness, presenter)
    answer = await bob.presses(question(group), "Закончить раунд")
    assert answer.text == "Кнопка закрыта для Боб" and not answer.show_alert
    assert [(c.type, c.player_id, reason) for c, reason in presenter.seen] == [
        ("quick-finish", bob.id, "closed-for-test")
    ]


async def test_refused_button_without_a_reason_keeps_the_generic_answer(harness: Harness) -> None:
    presenter = Explains(None)
    group, ann, _bob = await start(harness, presenter)
    answer = await ann.presses(question(group), "Закончить раунд")
    assert answer.text == "Сейчас так нельзя." and not answer.show_alert
    assert len(presenter.seen) == 1


async def test_a_reason_longer_than_telegram_allows_is_cut_to_200_characters(harness: Harness) -> None:
    presenter = Explains("очень " * 60)
    group, ann, _bob = await start(harness, presenter)
    answer = await ann.presses(question(group), "Закончить раунд")
    assert answer.text is not None and len(answer.text) == 200 and answer.text.endswith("…")
    assert answer.text.startswith("очень очень")
