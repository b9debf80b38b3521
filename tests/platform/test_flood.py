"""A burst to one group within Telegram's flood limits (issue 3, "Done when")."""

from __future__ import annotations

from bot.services.outbox import FloodLimits
from sandbox import FloodLimits as SandboxFlood
from tests.platform.harness import Harness


async def test_a_burst_of_50_messages_to_one_group_is_delivered_in_order_without_unhandled_429(
    harness: Harness,
) -> None:
    harness.tg.flood = SandboxFlood(per_chat_per_second=1, per_group_per_minute=20, global_per_second=30)
    app = await harness.boot(flood_limits=FloodLimits(), count_outbox=False)
    ann, bob = harness.tg.users("Аня", "Боб")
    group = harness.tg.group("Игротека", ann, bob)
    for i in range(50):
        # Alternate two commands with different replies, so order is visible in what arrives.
        await (ann if i % 2 == 0 else bob).says(group, "/rules testgame" if i % 2 == 0 else "/stats")
    for _ in range(600):
        if app.outbox.pending == 0:
            break
        await harness.tg.advance(1)
    assert app.outbox.pending == 0
    rules = app.translator.t("ru", "rules-testgame")
    stats = app.translator.t("ru", "stats-empty")
    # Each answer to a command stands alone, even when queued while the chat was throttled:
    # merged into another reply it would read as part of it.
    assert [m.text for m in group.bot_messages()] == [rules, stats] * 25
    sends = [c for c in harness.tg.calls if c["method"] == "sendMessage"]
    assert all(c["ok"] or c["error_code"] == 429 for c in sends)
    assert not harness.tg.handler_errors
