"""Доббль's options in /settings (text mode, the lock after a wrong claim, the countdown) and /rules."""

from __future__ import annotations

from aiogram.types import Message

from sandbox import ChatHandle, UserHandle
from tests.e2e.dobble.dobble_e2e import boot, count, engine, miss, press, start, table, take
from tests.platform.harness import Harness

TITLE = "Доббль"


def button_labels(message: Message) -> list[str]:
    markup = message.reply_markup
    return [b.text for row in markup.inline_keyboard for b in row] if markup else []


async def choose(admin: UserHandle, group: ChatHandle, label: str, reads: str) -> None:
    """Press the option whose label starts with `label` in /settings until it reads `reads`."""
    await admin.says(group, "/settings")
    panel = group.last_bot_message()
    for _ in range(6):
        shown = button_labels(group.message(panel.message_id))
        current = [t for t in shown if t.startswith(f"{TITLE}: {label}")]
        assert len(current) == 1
        if current[0] == f"{TITLE}: {reads}":
            return
        await admin.presses(group.message(panel.message_id), current[0])
    raise AssertionError(f"{label} never read {reads}")


async def test_settings_show_the_defaults_as_sentences(harness: Harness) -> None:
    group, (ann, _bob) = await boot(harness, "Аня", "Борис")
    await ann.says(group, "/settings")
    assert [t for t in button_labels(group.last_bot_message()) if t.startswith(TITLE)] == [
        f"{TITLE}: карточки текстом вместо картинок: нет",
        f"{TITLE}: после ошибки ждать следующую карту: да",
        f"{TITLE}: отсчёт перед стартом: 3 с",
    ]


async def test_without_the_lock_a_wrong_claim_may_be_followed_by_the_right_one(harness: Harness) -> None:
    group, users = await boot(harness, "Аня", "Борис")
    await choose(users[0], group, "после ошибки", "после ошибки ждать следующую карту: нет")
    session = await start(harness, group, users)
    ann = users[0]
    answer = await press(ann, group, session, miss(session, ann))
    assert answer.text is not None and answer.text.endswith("Ищите дальше.")
    await take(harness, ann, group, session)
    assert count(session, ann) == 2


async def test_a_countdown_of_zero_opens_the_table_at_once(harness: Harness) -> None:
    group, users = await boot(harness, "Аня", "Борис")
    await choose(users[0], group, "отсчёт", "отсчёт перед стартом: 0 с")
    session = await start(harness, group, users, turn_over=False)
    assert engine(session).state.phase == "playing" and table(group, session).photo
    started = next(m.text or "" for m in group.bot_messages() if (m.text or "").startswith("Доббль:"))
    assert "По сигналу" not in started
    await take(harness, users[1], group, session)
    assert count(session, users[1]) == 2


async def test_rules_speak_of_this_chats_countdown(harness: Harness) -> None:
    group, (ann, _bob) = await boot(harness, "Аня", "Борис")
    await ann.says(group, "/rules dobble")
    rules = group.last_bot_message().text or ""
    assert rules.startswith("Доббль, вариант «на сбор».") and "Отсчёт (3 с)" in rules
    await choose(ann, group, "отсчёт", "отсчёт перед стартом: 5 с")
    await ann.says(group, "/rules dobble")
    assert "Отсчёт (5 с)" in (group.last_bot_message().text or "")


async def test_rules_speak_of_this_chats_lock_after_a_wrong_claim(harness: Harness) -> None:
    """The playground found /rules saying a wrong claim locks you out with the lock switched off:
    an on/off setting now reaches the rules text too."""
    group, (ann, _bob) = await boot(harness, "Аня", "Борис")
    await ann.says(group, "/rules dobble")
    assert "Ошиблись — до следующей карты вы больше не отвечаете" in (group.last_bot_message().text or "")
    await choose(ann, group, "после ошибки", "после ошибки ждать следующую карту: нет")
    await ann.says(group, "/rules dobble")
    rules = group.last_bot_message().text or ""
    assert "Ошиблись — ничего страшного: можно сразу искать снова" in rules
    assert "до следующей карты вы больше не отвечаете" not in rules
