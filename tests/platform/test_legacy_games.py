"""Games stored by the first game seam (schema 1) still play and replay after the seam was rebuilt.

The fixtures are SQL dumps of databases the old bot wrote while playing (tests/platform/legacy_games/):
finished and running games of both games. Booting today's bot on them migrates the schema, upgrades
every journal to today's typed commands, stores the content by reference, and goes on.
"""

from __future__ import annotations

import json
import sqlite3
from pathlib import Path

import pytest

from bot.games.registry import default_registry
from bot.storage import GameStatus
from tests.platform.harness import Harness

DUMPS = sorted((Path(__file__).parent / "legacy_games").glob("*.sql"))


def load_dump(dump: Path, database: Path) -> dict[int, dict[str, object]]:
    """Write the old database; the old stored rows, by game id."""
    with sqlite3.connect(database) as db:
        db.executescript(dump.read_text(encoding="utf-8"))
        db.execute("PRAGMA user_version = 1")
        rows = db.execute("SELECT id, status, state FROM games").fetchall()
    return {gid: {"status": status, "state": json.loads(state) if state else None}
            for gid, status, state in rows}


@pytest.mark.parametrize("dump", DUMPS, ids=lambda d: d.stem)
async def test_an_old_database_boots_replays_and_keeps_its_scores(harness: Harness, dump: Path) -> None:
    old = load_dump(dump, harness.db)
    app = await harness.boot(registry=default_registry())
    for game_id, before in old.items():
        record = await app.repo.game(game_id)
        assert record is not None and record.format == 2
        if before["state"] is None:
            continue  # a lobby: nothing to replay
        assert record.status.value == before["status"]  # nothing closed for failing to replay
        assert await app.replay(game_id) == record.state  # today's engine replays the upgraded journal
        state = before["state"]
        assert isinstance(state, dict)
        totals = state.get("totals") or {str(p["id"]): 0 for p in state.get("players", [])}
        spec = app.registry.get(record.kind)
        assert spec is not None and record.content_digest is not None
        engine = spec.restore(record.state, await app.repo.content(record.content_digest))
        if state.get("kind") == "skattergoris":
            old_totals = {str(k): v for k, v in dict(totals).items()}
            assert {str(k): v for k, v in engine.scores().items()} == old_totals
        if before["status"] == "running":
            assert game_id in app.live.by_id  # resumed after the restart
            assert not engine.is_over()
        else:
            assert engine.is_over()
    assert not harness.tg.handler_errors


async def test_a_running_old_game_goes_on_to_its_end(harness: Harness) -> None:
    dump = next(d for d in DUMPS if d.stem == "skattergoris_two_challenges_running")
    load_dump(dump, harness.db)
    # The same people and group as when the old bot played (the sandbox hands out the same ids).
    users = harness.tg.users("Аня", "Боб", "Вика")
    for user in users:
        user.start_bot()
    group = harness.tg.group("Игротека", *users)
    app = await harness.boot(registry=default_registry())
    (session,) = list(app.live)
    assert session.chat_id == group.id
    for _ in range(40):  # the review's timers, the next rounds' timers, to the end
        if session.status is not GameStatus.RUNNING:
            break
        await harness.tg.advance(60)
    assert session.status is GameStatus.FINISHED
    assert await app.replay(session.id) == (await app.repo.game(session.id)).state  # type: ignore[union-attr]
