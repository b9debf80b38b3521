"""A refused game button says why: the presenter's optional `button_refusal` hook (docs/contracts.md).

The hook's text becomes the presser's callback answer (a toast, not an alert); None keeps the
platform's generic «Сейчас так нельзя.»; a text longer than Telegram's 200 characters is cut.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from bot.games.registry import Registry
from bot.games.spec import View
from bot.games.testgame import SPEC, QuickAnswer, QuickPresenter
from engines.core import Command, Press, Refusal
from tests.platform.harness import Harness, play, question


class RefusesEveryButton(QuickAnswer):
    """The test game, except that every button press is refused with the presser in the details."""

    def handle(self, command: Command, now: float) -> list[Any]:
        if isinstance(command, Press):
            raise Refusal("closed-for-test", presser=command.player_id)
        return super().handle(command, now)


class Explains(QuickPresenter):
    """Says why, naming the presser (so the text is built from the refusal, not a constant)."""

    def __init__(self, reply: str | None) -> None:
        super().__init__()
        self.reply = reply
        self.seen: list[tuple[Press, str]] = []

    def button_refusal(self, command: Press, refusal: Refusal, view: View) -> str | None:
        self.seen.append((command, refusal.reason))
        if self.reply is None:
            return None
        return f"{self.reply} {view.name(refusal.details['presser'])}"


async def start(harness: Harness, presenter: Explains) -> Any:
    harness.tg.privacy_mode = False
    await harness.boot(registry=Registry(replace(SPEC, engine=RefusesEveryButton, presenter=presenter)))
    ann, bob = harness.tg.users("Аня", "Боб")
    group = harness.tg.group("Игротека", ann, bob)
    await play(harness, group, ann, bob)
    return group, ann, bob


async def test_refused_button_answers_with_the_presenters_reason(harness: Harness) -> None:
    presenter = Explains("Кнопка закрыта для")
    group, _ann, bob = await start(harness, presenter)
    answer = await bob.presses(question(group), "Закончить раунд")
    assert answer.text == "Кнопка закрыта для Боб" and not answer.show_alert
    assert [(c.action, c.player_id, reason) for c, reason in presenter.seen] == [
        ("finish", bob.id, "closed-for-test")
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
