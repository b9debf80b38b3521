"""The outbox against the sandbox emulator: real aiogram error parsing, Telegram's limits enforced by it."""

from __future__ import annotations

from collections.abc import AsyncIterator, Awaitable, Callable

import pytest

from bot.services.outbox import ChatGoneHandler, FloodLimits, Outbox
from sandbox import ManualClock, Sandbox

TELEGRAM_LIMITS = {"per_chat_per_second": 1, "per_group_per_minute": 20, "global_per_second": 30}


@pytest.fixture
def sandbox_clock() -> ManualClock:
    return ManualClock(start=1_767_000_000.0)


@pytest.fixture
def tg(sandbox_clock: ManualClock) -> Sandbox:
    return Sandbox(clock=sandbox_clock, flood=TELEGRAM_LIMITS)


async def drain(tg: Sandbox, clock: ManualClock, outbox: Outbox) -> None:
    """Move the clock from wake-up to wake-up until everything queued has gone out."""
    await tg.idle()
    for _ in range(10_000):
        if outbox.pending == 0:
            return
        wake = clock.next_wake()
        assert wake is not None, "the outbox has work but nothing waits on the clock"
        await tg.advance(wake - clock.now())
    raise AssertionError("the outbox never drained")


# Build, register for the idle barrier and start an outbox on the sandbox (drained and closed
# after the test): `await start_outbox(limits, on_chat_gone=...)`.
StartOutbox = Callable[..., Awaitable[Outbox]]


@pytest.fixture
async def start_outbox(tg: Sandbox, sandbox_clock: ManualClock) -> AsyncIterator[StartOutbox]:
    made: list[Outbox] = []

    async def start(limits: FloodLimits | None, on_chat_gone: ChatGoneHandler | None = None) -> Outbox:
        outbox = Outbox(tg.bot(), sandbox_clock, limits)
        made.append(outbox)
        outbox.on_chat_gone = on_chat_gone
        tg.add_busy_probe(lambda: outbox.busy)
        await outbox.start()
        return outbox

    yield start
    for outbox in made:
        await drain(tg, sandbox_clock, outbox)
        await outbox.close()


async def test_burst_of_50_to_a_group_arrives_in_order_without_a_single_429(
    tg: Sandbox, sandbox_clock: ManualClock, start_outbox: StartOutbox
) -> None:
    ann, bob = tg.users("Аня", "Боб")
    group = tg.group("Игротека", ann, bob)
    outbox = await start_outbox(FloodLimits())
    for i in range(50):
        outbox.send_message(group.id, f"Сообщение {i}", coalesce=False)
    await drain(tg, sandbox_clock, outbox)
    assert [m.text for m in group.bot_messages()] == [f"Сообщение {i}" for i in range(50)]
    assert [c for c in tg.calls_to("sendMessage") if not c["ok"]] == []


async def test_an_unthrottled_outbox_is_refused_with_429_and_still_delivers_everything_in_order(
    tg: Sandbox, sandbox_clock: ManualClock, start_outbox: StartOutbox
) -> None:
    ann, bob = tg.users("Аня", "Боб")
    group = tg.group("Игротека", ann, bob)
    outbox = await start_outbox(None)  # no own limits: only the 429s hold it back
    for i in range(30):
        outbox.send_message(group.id, f"Ход {i}", coalesce=False)
    await drain(tg, sandbox_clock, outbox)
    assert [m.text for m in group.bot_messages()] == [f"Ход {i}" for i in range(30)]
    refused = [c for c in tg.calls_to("sendMessage") if not c["ok"]]
    assert refused and {c["error_code"] for c in refused} == {429}


async def test_status_message_is_edited_in_the_sandbox_and_unchanged_text_is_fine(
    tg: Sandbox, sandbox_clock: ManualClock, start_outbox: StartOutbox
) -> None:
    ann, bob = tg.users("Аня", "Боб")
    group = tg.group("Игротека", ann, bob)
    outbox = await start_outbox(FloodLimits())
    outbox.show(group.id, "lobby", "Игроки: Аня")
    await drain(tg, sandbox_clock, outbox)
    outbox.show(group.id, "lobby", "Игроки: Аня, Боб")
    await drain(tg, sandbox_clock, outbox)
    same = outbox.show(group.id, "lobby", "Игроки: Аня, Боб")
    await drain(tg, sandbox_clock, outbox)
    assert same.exception() is None
    assert [m.text for m in group.bot_messages()] == ["Игроки: Аня, Боб"]


async def test_blocked_user_and_migrated_group_reach_the_application_hook(
    tg: Sandbox, sandbox_clock: ManualClock, start_outbox: StartOutbox
) -> None:
    ann, bob = tg.users("Аня", "Боб")
    ann.start_bot()
    group = tg.group("Игротека", ann, bob)
    gone: list[tuple[int, str, int | None]] = []
    outbox = await start_outbox(
        FloodLimits(), on_chat_gone=lambda chat_id, reason, new_id: gone.append((chat_id, reason, new_id))
    )

    await ann.block_bot()
    outbox.send_message(ann.private.id, "Твой ход")
    supergroup = await group.migrate()
    outbox.send_message(group.id, "Игра продолжается")
    await drain(tg, sandbox_clock, outbox)

    assert (ann.private.id, "blocked", None) in gone
    assert (group.id, "migrated", supergroup.id) in gone
    assert [m.text for m in supergroup.bot_messages()] == ["Игра продолжается"]


async def test_an_ephemeral_status_is_sent_edited_stripped_and_deleted_for_its_receiver_alone(
    tg: Sandbox, sandbox_clock: ManualClock, start_outbox: StartOutbox,
) -> None:
    """issue 25: a status with a receiver lives in the group as an ephemeral message: sent with
    `ephemeral_message_parameters`, edited with `editEphemeralMessageText`, its buttons dropped with
    `editEphemeralMessageReplyMarkup` and removed with `deleteEphemeralMessage`; texts to different
    receivers are never merged into one."""
    from aiogram.types import InlineKeyboardButton, InlineKeyboardMarkup

    outbox = await start_outbox(FloodLimits())
    ann, bob = tg.users("Аня", "Боб")
    group = tg.group("Игротека", ann, bob)
    done = InlineKeyboardButton(text="Готово", callback_data="d")
    buttons = InlineKeyboardMarkup(inline_keyboard=[[done]])
    first = outbox.show(group.id, "sheet@ann", "Лист: —", buttons, receiver=ann.id)
    await drain(tg, sandbox_clock, outbox)
    assert first.result().message_id == 0 and first.result().ephemeral_message_id is not None
    outbox.show(group.id, "sheet@ann", "Лист: кит", buttons, receiver=ann.id)
    await drain(tg, sandbox_clock, outbox)
    [sheet] = ann.ephemerals(group)
    assert sheet.text == "Лист: кит" and sheet.reply_markup is not None
    assert sheet.ephemeral_message_id == first.result().ephemeral_message_id
    assert not bob.ephemerals(group) and not group.messages()
    assert outbox.drop_buttons(group.id, "sheet@ann") is not None
    await drain(tg, sandbox_clock, outbox)
    assert ann.ephemerals(group)[0].reply_markup is None
    assert outbox.delete_status(group.id, "sheet@ann") is not None
    await drain(tg, sandbox_clock, outbox)
    assert not ann.ephemerals(group)
    # Two plain texts queued together for two receivers stay two messages.
    outbox.send_message(group.id, "для Ани", receiver=ann.id)
    outbox.send_message(group.id, "для Боба", receiver=bob.id)
    await drain(tg, sandbox_clock, outbox)
    assert [m.text for m in ann.ephemerals(group)] == ["для Ани"]
    assert [m.text for m in bob.ephemerals(group)] == ["для Боба"]
    methods = {c["method"] for c in tg.calls}
    assert {"editEphemeralMessageText", "editEphemeralMessageReplyMarkup"} <= methods
    assert "deleteEphemeralMessage" in methods
    assert not {"editMessageText", "deleteMessage"} & methods


async def test_what_the_group_sees_goes_before_what_one_member_sees(
    tg: Sandbox, sandbox_clock: ManualClock, start_outbox: StartOutbox,
) -> None:
    """issue 25: ephemeral writes share the group's limits. Queued behind a pile of sheet edits, the
    round's table still goes first; each kind keeps its own order."""
    outbox = await start_outbox(FloodLimits())
    users = tg.users("Аня", "Боб", "Вика", "Гоша")
    group = tg.group("Игротека", *users)
    for n, user in enumerate(users):
        outbox.send_message(group.id, f"лист {n}", receiver=user.id)
    outbox.send_message(group.id, "Ответы раунда 1")
    outbox.send_message(group.id, "Проверка")
    await drain(tg, sandbox_clock, outbox)
    sent = [c["params"].get("text") for c in tg.calls_to("sendMessage") if c["ok"]]
    assert sent[0] == "Ответы раунда 1\n\nПроверка"  # queued last, sent first (and merged)
    assert [s for s in sent if s and s.startswith("лист")] == ["лист 0", "лист 1", "лист 2", "лист 3"]
