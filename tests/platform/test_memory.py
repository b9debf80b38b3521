"""Nothing a finished game left stays in memory (issue 15: about 22 KB per game were never released).

Many short games are played to their end, and stopped, in one chat; after each, every in-memory
table of the platform is back to what it was, and no object of a finished game is reachable. The
RSS figure over 1,000 games is bench/load.py's.
"""

from __future__ import annotations

import gc

from bot.app import App
from bot.services.game_session import GameSession
from tests.platform.harness import Harness, play, question


def game_state_in_memory(app: App) -> dict[str, int]:
    outbox = app.outbox
    return {
        "live games": len(app.live.by_id) + len(app.live.by_key),
        "polls": len(app.live.polls),
        "status slots of games": sum(1 for _, key in outbox._slots if key.startswith("g")),
        "timers of games": sum(1 for key in app.scheduler.pending_keys() if key.startswith("game:")),
        "chat locks": len(app.locks._locks),
        "polls opening": len(app.driver.runner.polls.opening) + len(app.driver.runner.polls.stop_when_open),
        "anchors": len(app.driver.anchors),
        "held deadlines": len(app.driver._held),
        "background tasks": len(app.tasks.running),
    }


def sessions_alive() -> int:
    gc.collect()
    return sum(1 for o in gc.get_objects() if isinstance(o, GameSession))


async def test_finished_and_stopped_games_leave_nothing_in_memory(harness: Harness) -> None:
    harness.tg.privacy_mode = False
    app = await harness.boot()
    ann, bob = harness.tg.users("Аня", "Боб")
    group = harness.tg.group("Игротека", ann, bob)
    await app.chats.set_game_option(group.id, "testgame", "rounds", 1)
    await app.chats.set_game_option(group.id, "testgame", "vote_after_round", True)
    empty = dict.fromkeys(game_state_in_memory(app), 0)
    for n in range(30):
        await play(harness, group, ann, bob)
        await bob.says(group, f"кот {n}")
        if n % 3 == 0:  # stopped mid-game
            await ann.says(group, "/stop")
            await ann.presses(group.last_bot_message(), "Да, остановить")
        else:  # played to the end, through a poll
            await ann.presses(question(group), "Закончить раунд")
            poll = group.polls()[-1]
            for user in (ann, bob):
                await user.votes(poll, 0)
        await harness.tg.advance(1)
        assert game_state_in_memory(app) == empty, f"after game {n + 1}"
    assert sessions_alive() == 0
