"""Three players, a whole game, Telegram's flood limits on: no 429 (issue 13, "Done when").

Each turn the mover looks at their hand («Мои буквы») and lays a black letter by its button; when
the conversation makes a word after Аня's card, an opponent calls it, and Аня chooses who moves
next. The outbox sends at Telegram's pace while the clock moves. The test prints what the bot wrote
per turn: one edit of the table for a plain turn; a claim adds its verdict line and an edit, and the
choice that follows it one edit more.
"""

from __future__ import annotations

from collections import Counter
from typing import Any

from bot.games.netslov import SPEC
from bot.games.registry import Registry
from bot.services.outbox import FloodLimits
from sandbox import FloodLimits as SandboxFlood
from tests.e2e.netslov.netslov_e2e import (
    CLAIM_WINDOW,
    engine,
    lay_black,
    lay_red,
    table,
    texts,
    user_of,
    words_on_table,
)
from tests.platform.harness import Harness, play

TELEGRAM = SandboxFlood(per_chat_per_second=1, per_group_per_minute=20, global_per_second=30)
WRITES = ("sendMessage", "editMessageText", "sendPoll", "stopPoll", "deleteMessage")


async def settle(harness: Harness) -> None:
    """Let the throttled outbox send what it queued (the clock moves, as it would in real life)."""
    app = harness.app
    assert app is not None
    for _ in range(400):
        if app.outbox.pending == 0:
            return
        await harness.tg.advance(0.5)
    raise AssertionError("the outbox never drained")


async def test_a_three_player_game_within_the_flood_limits_gets_no_429(harness: Harness) -> None:
    try:
        await three_player_game(harness)
    finally:  # a failed step must not leave the throttled outbox waiting on the clock at shutdown
        if harness.app is not None:
            await settle(harness)


async def three_player_game(harness: Harness) -> None:
    harness.tg.flood = TELEGRAM
    harness.tg.privacy_mode = False
    await harness.boot(registry=Registry(SPEC), flood_limits=FloodLimits(), count_outbox=False)
    users = list(harness.tg.users("Аня", "Боб", "Вика"))
    ann = users[0]
    group = harness.tg.group("Игротека", *users)
    session = await play(harness, group, *users, command="/start_netslov")
    await settle(harness)
    game = engine(session)
    turns: list[tuple[int, str, list[dict[str, Any]]]] = []
    claims = 0
    while not game.is_over() and len(turns) < 200:
        s = game.state
        start = len(harness.tg.calls)
        if s.choice is not None:
            chooser = user_of(users, s.choice.chooser)
            await chooser.presses(table(group), f"Ходит {chooser.name}")
            await settle(harness)
            turn, kind, calls = turns[-1]  # the choice belongs to the turn whose word it follows
            turns[-1] = (turn, kind + " + choice", calls + harness.tg.calls[start:])
            continue
        assert s.mover is not None
        turn, mover = s.turn, user_of(users, s.mover)
        await mover.presses(table(group), "🔒 Мои буквы")
        if s.hands[mover.id]:
            await lay_black(group, mover, 1)
        else:
            await lay_red(group, mover, game.board.letter(s.showcase[0]))
        await settle(harness)
        kind = "turn"
        words = words_on_table(game)
        if s.latest_mover == ann.id and words and not game.is_over():
            await users[1 + claims % 2].says(group, f"Не говори {words[0].upper()}!")
            await harness.tg.advance(CLAIM_WINDOW)
            await settle(harness)
            claims += 1
            kind = f"turn + claim «{words[0].upper()}»"
        turns.append((turn, kind, harness.tg.calls[start:]))

    assert game.is_over() and claims >= 3
    assert "🏁 Игра окончена" in "\n".join(texts(group)[-2:])
    # issue 26 (item 11): the result is said with the verdict, before the board reads «🏁 Игра
    # окончена.», not seconds later behind it under the group's flood budget.
    sent = [c for c in harness.tg.calls if c["ok"] and c["params"].get("chat_id") == group.id]
    said = [c for c in sent if c["method"] == "sendMessage" and "🏁 Игра окончена:" in c["params"]["text"]]
    over = "🏁 Игра окончена."
    board = [c for c in sent if c["method"] == "editMessageText" and over in c["params"]["text"]]
    assert said and board and said[0]["seq"] < board[0]["seq"]
    assert said[0]["at"] <= board[0]["at"]
    assert [c for c in harness.tg.calls if c["error_code"] == 429] == []
    assert not harness.tg.handler_errors
    for turn, kind, calls in turns:
        counts = writes(calls, group.id)
        print(f"turn {turn} ({kind}): group messages {counts['sendMessage']}, table edits "
              f"{counts['editMessageText']}, polls {counts['sendPoll']}, private writes {counts['private']}")
        assert counts["private"] == 0  # nothing in private: the hands are in alerts
        assert counts["editMessageText"] <= 3 and counts["sendMessage"] <= 2  # the last: the final message
    plain = [writes(calls, group.id) for _, kind, calls in turns if kind == "turn"]
    assert all(c["sendMessage"] == 0 and c["editMessageText"] == 1 for c in plain)  # a turn is one edit


def writes(calls: list[dict[str, Any]], group_id: int) -> Counter[str]:
    counts: Counter[str] = Counter()
    for call in calls:
        if call["method"] in WRITES and call["ok"]:
            private = call["params"].get("chat_id") != group_id
            counts["private" if private else call["method"]] += 1
    return counts
