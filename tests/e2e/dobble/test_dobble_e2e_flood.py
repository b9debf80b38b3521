"""Four players, a whole game, Telegram's flood limits on: no 429 (issue 11, "Done when").

The players are as quick as can be: each claims the moment the new centre card is in the chat, so
the pace is the group's write limit (20 a minute), which the outbox keeps. Every take is one edit of
the same picture; no take is lost and no stale picture is sent. The test prints the number of group
writes and the game's length in seconds.
"""

from __future__ import annotations

from collections import Counter

from bot.services.outbox import FloodLimits
from engines.dobble import DECK_SIZE
from sandbox import FloodLimits as SandboxFlood
from tests.e2e.dobble.dobble_e2e import boot, engine, table, take
from tests.platform.harness import Harness

TELEGRAM = SandboxFlood(per_chat_per_second=1, per_group_per_minute=20, global_per_second=30)
NAMES = ("Аня", "Борис", "Вика", "Гоша")


async def settle(harness: Harness) -> None:
    """Let the throttled outbox send what it queued (the clock moves, as it would in real life)."""
    assert harness.app is not None
    for _ in range(400):
        if harness.app.outbox.pending == 0:
            return
        await harness.tg.advance(0.5)
    raise AssertionError("the outbox never drained")


async def test_a_four_player_game_within_the_flood_limits_gets_no_429(harness: Harness) -> None:
    try:
        await four_player_game(harness)
    finally:  # a failed step must not leave the throttled outbox waiting on the clock at shutdown
        if harness.app is not None:
            await settle(harness)


async def four_player_game(harness: Harness) -> None:
    harness.tg.flood = TELEGRAM
    group, users = await boot(harness, *NAMES, flood=FloodLimits())
    await users[0].says(group, "/start_dobble")
    await settle(harness)
    for user in users[1:]:
        await user.presses(group.last_bot_message(), "Играю")
    await settle(harness)
    assert harness.app is not None
    first_call, began = len(harness.tg.calls), harness.clock.now()
    await users[0].presses(group.last_bot_message(), "Начать")
    session = harness.app.live.by_key[(group.id, 0)]
    game = engine(session)
    takes = 0
    while not game.is_over():
        c = game.state.centre
        if c is None or c.anchor is None:  # the picture of this card is not in the chat yet
            await harness.tg.advance(0.5)
            continue
        assert c.posted, "a centre card opened without its picture"
        await take(harness, users[0] if takes % 2 == 0 else users[takes % 4], group, session)
        takes += 1
    await settle(harness)
    length = harness.clock.now() - began

    calls = harness.tg.calls[first_call:]
    assert [c for c in calls if c["error_code"] == 429] == []
    assert not harness.tg.handler_errors
    writes = Counter(c["method"] for c in calls if c["ok"] and c["params"].get("chat_id") == group.id
                     and c["method"] != "getChatMember")
    assert takes == DECK_SIZE - len(NAMES) and writes["editMessageMedia"] == takes  # one write per take
    assert writes["sendPhoto"] == 1 and sum(game.scores().values()) == DECK_SIZE
    picture = table(group, session)
    assert picture.reply_markup is None and "последнюю карту" in (picture.caption or "")
    print(f"\nДоббль, 4 players, flood limits on: {sum(writes.values())} group writes "
          f"({dict(writes)}), the game took {length:.0f} s of Telegram time")
