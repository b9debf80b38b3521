"""Six players, a whole game, Telegram's flood limits on: no 429 (issue 5, "Done when").

Every round: each player fills three rows in private (one of them the same for all — struck;
Ann one more, so the game ends without a tie),
the timer runs out (the countdown ticks), one challenge is voted by everyone, and everyone
presses «Готово» in the review. The test prints what the bot sent per round.
"""

from __future__ import annotations

import re
from collections import Counter
from typing import Any

from bot.games.registry import Registry
from bot.games.skattergoris import SPEC
from bot.services.outbox import FloodLimits
from sandbox import FloodLimits as SandboxFlood
from tests.e2e.skattergoris.skattergoris_e2e import (
    GRACE,
    challenge,
    engine,
    polls,
    review_status,
    word,
)
from tests.platform.harness import Harness

TELEGRAM = SandboxFlood(per_chat_per_second=1, per_group_per_minute=20, global_per_second=30)
NAMES = ("Аня", "Боб", "Вика", "Гоша", "Даша", "Егор")
WRITES = ("sendMessage", "sendPoll", "editMessageText", "stopPoll", "deleteMessage")


async def settle(harness: Harness) -> None:
    """Let the throttled outbox send what it queued (the clock moves, as it would in real life)."""
    app = harness.app
    assert app is not None
    for _ in range(300):
        if app.outbox.pending == 0:
            return
        await harness.tg.advance(0.5)
    raise AssertionError("the outbox never drained")


async def test_a_six_player_game_within_the_flood_limits_gets_no_429(harness: Harness) -> None:
    try:
        await six_player_game(harness)
    finally:  # a failed step must not leave the throttled outbox waiting on the clock at shutdown
        if harness.app is not None:
            await settle(harness)


async def six_player_game(harness: Harness) -> None:
    harness.tg.flood = TELEGRAM
    harness.tg.privacy_mode = False
    await harness.boot(registry=Registry(SPEC), flood_limits=FloodLimits(), count_outbox=False)
    users = harness.tg.users(*NAMES)
    for user in users:
        user.start_bot()
    group = harness.tg.group("Игротека", *users)
    await users[0].says(group, "/start_skattergoris")
    await settle(harness)
    for user in users[1:]:
        await user.presses(group.last_bot_message(), "Играю")
    await settle(harness)
    started = len(harness.tg.calls)
    await users[0].presses(group.last_bot_message(), "Начать")
    await settle(harness)
    session = harness.app.live.by_key[(group.id, 0)]  # type: ignore[union-attr]
    game = engine(session)

    for round_no in range(1, 4):
        assert game.round_no == round_no
        letter = game.letter
        for n, user in enumerate(users):
            # Row 1: everyone the same (struck); rows 2 and 3: words of their own.
            await user.says(user.private, f"1 {word(letter, 0)}\n2 {word(letter, 1 + n)}")
            await user.says(user.private, f"3 {word(letter, 7 + n % 5)}x{n}")
        await users[0].says(users[0].private, f"4 {word(letter, 11)}")  # Ann leads: no tie at the end
        await settle(harness)
        await harness.tg.advance(game.answers_deadline + GRACE - harness.clock.now())
        await settle(harness)
        await challenge(users[1], group, 2, f"{word(letter, 1)} — Аня", lambda: settle(harness))
        await settle(harness)
        [poll] = [p for p in polls(group) if p.poll is not None and not p.poll.is_closed]
        for user in users:
            await user.votes(poll, 0)
        await settle(harness)
        for user in users:
            await user.presses(review_status(group), "Готово")
        await settle(harness)

    assert game.is_over()
    assert "Итоги:" in (group.last_bot_message().text or "")
    too_many = [c for c in harness.tg.calls if c["error_code"] == 429]
    assert too_many == []
    assert not harness.tg.handler_errors
    for counts in per_round(harness.tg.calls[started:], group.id):
        assert counts["sendPoll:group"] == 1 and counts["stopPoll:group"] == 1
        assert counts["editMessageText:group"] >= 6  # the countdown's readings went out


def per_round(calls: list[dict[str, Any]], group_id: int) -> list[Counter[str]]:
    """What the bot wrote in each round, printed as the issue asks.

    Group writes are cut at each round's post. Private chats are not throttled with the group, so a
    round's sheets may leave before its post: a private write counts for the round its text names.
    """
    starts = [i for i, c in enumerate(calls)
              if c["method"] == "sendMessage" and re.search(r"Раунд \d+ из", c["params"].get("text", ""))]
    assert len(starts) == 3
    rounds: list[Counter[str]] = [Counter() for _ in starts]
    for index, call in enumerate(calls):
        if call["method"] not in WRITES:
            continue
        private = call["params"].get("chat_id") != group_id
        named = re.search(r"[Рр]аунд (\d+)", call["params"].get("text", "")) if private else None
        number = int(named.group(1)) if named else sum(index >= s for s in starts)
        if 1 <= number <= len(rounds):
            rounds[number - 1][f"{call['method']}:{'private' if private else 'group'}"] += 1
    for number, counts in enumerate(rounds, start=1):
        print(f"round {number}: group messages {counts['sendMessage:group'] + counts['sendPoll:group']}, "
              f"group edits {counts['editMessageText:group']}, private messages "
              f"{counts['sendMessage:private']}, private edits {counts['editMessageText:private']}, "
              f"polls stopped {counts['stopPoll:group']}")
    return rounds
