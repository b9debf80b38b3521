"""`arbiter` on the command line (issue 3, "Operators can look inside")."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from bot import cli
from bot.config import load_settings
from bot.games.registry import Registry
from tests.games.quick.spec import SPEC
from tests.platform.harness import Harness, game_in_group


@pytest.fixture
def env(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> Path:
    monkeypatch.chdir(tmp_path)  # no stray .env
    monkeypatch.delenv("BOT_TOKEN", raising=False)
    monkeypatch.setenv("DATABASE_PATH", str(tmp_path / "arbiter.sqlite3"))
    monkeypatch.setattr(cli, "default_registry", lambda: Registry(SPEC))
    return tmp_path / "arbiter.sqlite3"


def test_bare_arbiter_without_a_token_starts_the_playground(
    env: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    import bot.playground

    started: list[int | None] = []

    def fake_playground(settings: object, port: int | None = None) -> int:
        started.append(port)
        return 0

    monkeypatch.setattr(bot.playground, "run_playground", fake_playground)
    assert cli.main([]) == 0
    assert cli.main(["playground", "--port", "8099"]) == 0
    assert started == [None, 8099]


def test_a_bad_setting_stops_with_one_line(env: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("GAME_TIME_SCALE", "0")
    with pytest.raises(SystemExit, match="GAME_TIME_SCALE"):
        cli.main(["games"])


async def test_games_lists_and_shows_a_game_with_its_journal(
    harness: Harness, env: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    harness.db = env
    _, group, (ann, bob), session = await game_in_group(harness, "Аня", "Боб")
    await bob.says(group, "кот")
    await harness.tg.advance(40)
    await harness.shutdown()
    settings = load_settings()

    assert await cli.list_games(settings, chat_id=group.id, status="running") == 0
    listing = capsys.readouterr().out.splitlines()
    assert len(listing) == 2
    assert f"{session.id}" in listing[1] and "testgame" in listing[1] and "Боб=1" in listing[1]
    assert await cli.list_games(settings, chat_id=group.id, status="finished") == 0
    assert len(capsys.readouterr().out.splitlines()) == 1  # header only

    assert await cli.show_game(settings, session.id) == 0
    shown = json.loads(capsys.readouterr().out)
    assert shown["scores"] == {str(ann.id): 0, str(bob.id): 1}
    assert [entry["command"]["type"] for entry in shown["journal"]] == ["posted", "say", "tick", "posted"]
    assert shown["status"] == "running" and shown["seed"] == 42
