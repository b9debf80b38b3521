"""`arbiter db copy` (issue 23): an install moved from SQLite to PostgreSQL with games mid-play —
they resume there after the restart — checked by row counts and by replaying every running game;
a target holding rows is refused unless `--replace`."""

from __future__ import annotations

import asyncio
from pathlib import Path

import pytest

from bot import cli
from bot.games.dobble import SPEC
from bot.games.registry import Registry
from bot.storage import GameStatus
from engines.dobble import DECK_SIZE
from sandbox import ChatHandle, UserHandle
from tests.e2e.dobble.dobble_e2e import engine, start, take
from tests.pg_cluster import Cluster
from tests.platform.harness import Harness


async def arbiter(argv: list[str]) -> int:
    """`arbiter …` as the command line runs it (its own event loop, so in a thread here)."""
    return await asyncio.to_thread(cli.main, argv)


async def two_dobble_games(harness: Harness) -> list[tuple[ChatHandle, list[UserHandle]]]:
    """Доббль mid-play in two groups (three cards taken in the first, none yet in the second)."""
    harness.tg.privacy_mode = False
    await harness.boot(registry=Registry(SPEC))
    tables = []
    for title, names in (("Игротека", ("Вика", "Глеб", "Дина")), ("Кружок", ("Аня", "Боб"))):
        users = list(harness.tg.users(*names))
        group = harness.tg.group(title, *users)
        await start(harness, group, users)
        tables.append((group, users))
    first = harness.app.live.by_key[(tables[0][0].id, 0)] if harness.app else None
    assert first is not None
    for taker in (tables[0][1][0], tables[0][1][1], tables[0][1][0]):
        await take(harness, taker, tables[0][0], first)
    return tables


async def test_a_sqlite_install_with_running_games_moves_to_postgresql_and_they_resume(
        harness: Harness, pg_cluster: Cluster, capsys: pytest.CaptureFixture[str]) -> None:
    tables = await two_dobble_games(harness)
    assert harness.app is not None
    before = {group.id: engine(harness.app.live.by_key[(group.id, 0)]).to_json() for group, _ in tables}
    await harness.shutdown()

    target = await pg_cluster.fresh_database()
    assert await arbiter(["db", "copy", "--from", f"sqlite:///{harness.db}", "--to", target]) == 0
    said = capsys.readouterr().err
    assert "row counts match in all 12 tables" in said and "2 running game(s) replay" in said
    assert "arbiter-test-secret" not in said  # the URL is shown without its password

    harness.database_url = target  # the bot restarts on PostgreSQL
    app = await harness.boot(registry=Registry(SPEC))
    for group, users in tables:
        session = app.live.by_key[(group.id, 0)]
        assert engine(session).to_json() == before[group.id]
        turn = 0
        while not engine(session).is_over():
            await take(harness, users[turn % len(users)], group, session)
            turn += 1
        assert session.status is GameStatus.FINISHED
        assert sum(engine(session).scores().values()) == DECK_SIZE  # every card ends in a pile
    assert not harness.tg.handler_errors


async def test_a_target_holding_rows_is_refused_unless_replace(
        harness: Harness, pg_cluster: Cluster, capsys: pytest.CaptureFixture[str]) -> None:
    await two_dobble_games(harness)
    await harness.shutdown()
    target = await pg_cluster.fresh_database()
    source = f"sqlite:///{harness.db}"
    assert await arbiter(["db", "copy", "--from", source, "--to", target]) == 0
    capsys.readouterr()
    assert await arbiter(["db", "copy", "--from", source, "--to", target]) == 1
    refused = capsys.readouterr().err.strip().splitlines()
    assert len(refused) == 1 and "is not empty" in refused[0] and "--replace" in refused[0]
    assert await arbiter(["db", "copy", "--from", source, "--to", target, "--replace"]) == 0
    assert "2 running game(s) replay" in capsys.readouterr().err
    # And back: PostgreSQL into a new SQLite file.
    back = harness.db.with_name("back.sqlite3")
    assert await arbiter(["db", "copy", "--from", target, "--to", f"sqlite:///{back}"]) == 0
    assert "2 running game(s) replay" in capsys.readouterr().err


async def test_copying_from_a_file_that_is_not_there_is_one_line(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    missing = tmp_path / "no" / "such.sqlite3"
    assert await arbiter(["db", "copy", "--from", f"sqlite:///{missing}",
                          "--to", f"sqlite:///{tmp_path / 'x.sqlite3'}"]) == 1
    assert capsys.readouterr().err.strip() == f"arbiter: there is no database to copy at SQLite {missing}"
