"""Four players, a whole game on a track of 20, Telegram's flood limits on: no 429 (issue 12, "Done when").

Every round the leader picks three cards on the panel and hides a word; each guesser writes the word
and «дождь» and presses «Готово». In round 1 the time runs out instead (the timer is edited as it
goes) and a near-match poll follows that everyone answers. The test prints what the bot wrote per round.
"""

from __future__ import annotations

import asyncio
from collections import Counter
from itertools import pairwise
from typing import Any

from bot.games.assotsiatsii import SPEC
from bot.games.registry import Registry
from bot.services.outbox import FloodLimits
from sandbox import FloodLimits as SandboxFlood
from tests.e2e.assotsiatsii.assotsiatsii_e2e import (
    app_of,
    button_labels,
    engine,
    final_sheet,
    guessers,
    leader,
    panel,
    polls,
    safe_word,
    session_of,
    sheet,
)
from tests.platform.harness import Harness

TELEGRAM = SandboxFlood(per_chat_per_second=1, per_group_per_minute=20, global_per_second=30)
NAMES = ("Аня", "Боб", "Вика", "Гоша")
WRITES = ("sendMessage", "sendPhoto", "sendPoll", "editMessageText", "editMessageMedia", "stopPoll",
          "deleteMessage")


async def settle(harness: Harness) -> None:
    """Let the throttled outbox send what it queued (the clock moves, as it would in real life).

    A picture is drawn in a thread on the wall clock: the game's clock waits for it rather than run
    on (drawing takes milliseconds, not the minutes a busy loop would advance)."""
    app = harness.app
    assert app is not None
    for _ in range(400):
        for _ in range(2000):
            if not app.pictures.drawing:
                break
            await asyncio.sleep(0.005)
        if app.outbox.pending == 0:
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
    harness.tg.privacy_mode = False
    await harness.boot(registry=Registry(SPEC), flood_limits=FloodLimits(), count_outbox=False)
    users = harness.tg.users(*NAMES)
    for user in users:
        user.start_bot()
    group = harness.tg.group("Игротека", *users)
    await app_of(harness).chats.set_game_option(group.id, "assotsiatsii", "track_length", 20)
    await users[0].says(group, "/start_assotsiatsii")
    await settle(harness)
    for user in users[1:]:
        await user.presses(group.last_bot_message(), "Играю")
        await settle(harness)
    await users[0].presses(group.last_bot_message(), "Начать")
    await settle(harness)
    session = session_of(harness, group)
    game = engine(session)
    cuts = [len(harness.tg.calls)]
    used: list[str] = []

    while game.state.phase == "leading":
        round_no = game.state.round
        boss = leader(session, users)
        seat = game.state.seat(boss.id)
        assert seat is not None
        word = safe_word([game.content.cards[card] for card in seat.hand[:3]], avoid=used)
        used.append(word)
        for place in range(3):
            message = panel(boss, round_no)
            await boss.presses(message, button_labels(message)[place])
            await settle(harness)
        await boss.says(boss.private, word)
        await settle(harness)
        players = guessers(session, users)
        for n, user in enumerate(players):
            extra = ("патриот", "патриотизм", "дождь")[min(n, 2)] if round_no == 1 else "дождь"
            await user.says(user.private, f"{word}\n{extra}")
            await settle(harness)
        if round_no == 1:  # the hourglass runs out: the timer's readings go out too
            deadline = game.deadline()
            assert deadline is not None
            await harness.tg.advance(deadline - harness.clock.now())
            await settle(harness)
        for user in players if round_no > 1 else ():
            await user.presses(sheet(user, round_no), "Готово")
            await settle(harness)
        for poll in polls(group):
            for user in users:
                await user.votes(poll, 0)
            await settle(harness)
        cuts.append(len(harness.tg.calls))

    assert game.state.phase == "final"
    for n, user in enumerate(users):
        await user.says(user.private, f"игра\n{'дружба' if n < 2 else 'вокзал' if n == 2 else 'улыбка'}")
        await settle(harness)
    for user in users:
        await user.presses(final_sheet(user), "Готово")
        await settle(harness)
    cuts.append(len(harness.tg.calls))

    assert game.is_over()
    assert "Итоги:" in (group.last_bot_message().text or "")
    too_many = [c for c in harness.tg.calls if c["error_code"] == 429]
    assert too_many == []
    assert not harness.tg.handler_errors
    rounds = per_round(harness.tg.calls, cuts, group.id)
    assert rounds[0]["sendPoll:group"] == 1 and rounds[0]["stopPoll:group"] == 1
    assert rounds[0]["editMessageText:group"] >= 4, "three readings of the timer and its end"
    # One track a round; none after the final round, whose «Итоги» say the same totals (issue 26,
    # item 12), and readiness is a line edited into the words' message: nothing sent, then deleted.
    *played, final = rounds
    assert all(counts["sendPhoto:group"] + counts["editMessageMedia:group"] == 1 for counts in played)
    assert final["sendPhoto:group"] + final["editMessageMedia:group"] == 0
    assert all(counts["deleteMessage:group"] == 0 for counts in rounds)
    assert all(counts["sendMessage:group"] + counts["sendPhoto:group"] <= 4 for counts in played[1:])


def per_round(calls: list[dict[str, Any]], cuts: list[int], group_id: int) -> list[Counter[str]]:
    """What the bot wrote in each round (the last is the final round), printed as the issue asks."""
    rounds: list[Counter[str]] = []
    for number, (begin, end) in enumerate(pairwise(cuts), start=1):
        counts: Counter[str] = Counter()
        for call in calls[begin:end]:
            if call["method"] in WRITES:
                private = call["params"].get("chat_id") != group_id
                counts[f"{call['method']}:{'private' if private else 'group'}"] += 1
        rounds.append(counts)
        label = "final round" if number == len(cuts) - 1 else f"round {number}"
        group_new = counts["sendMessage:group"] + counts["sendPhoto:group"] + counts["sendPoll:group"]
        print(f"{label}: group messages {group_new} (photos {counts['sendPhoto:group']}, polls "
              f"{counts['sendPoll:group']}), group edits {counts['editMessageText:group']}, group deletions "
              f"{counts['deleteMessage:group']}, polls stopped {counts['stopPoll:group']}; private messages "
              f"{counts['sendMessage:private']}, private edits {counts['editMessageText:private']}")
    return rounds
