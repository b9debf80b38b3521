"""Games stored by the first platform still replay: old journal rows and options upgraded, the same
game comes out (scores, phase, round, letters) as the old state recorded."""

from __future__ import annotations

import json
import sqlite3
from pathlib import Path
from typing import Any

import pytest

from bot.games.skattergoris import SPEC
from bot.games.skattergoris.legacy import LEGACY
from engines.core import JsonDict, Player, command_from_json
from engines.skattergoris import Challenge, Done, Skattergoris, SkattergorisSettings

DUMPS = sorted((Path(__file__).parents[1] / "platform" / "legacy_games").glob("skattergoris_*.sql"))


def started_games(dump: Path) -> list[dict[str, Any]]:
    db = sqlite3.connect(":memory:")
    db.executescript(dump.read_text(encoding="utf-8"))
    db.row_factory = sqlite3.Row
    games = [dict(row) for row in db.execute(
        "SELECT * FROM games WHERE kind = 'skattergoris' AND started_at IS NOT NULL ORDER BY id")]
    for game in games:
        game["journal"] = [(json.loads(row["command"]), row["at"]) for row in db.execute(
            "SELECT command, at FROM journal WHERE game_id = ? ORDER BY seq", (game["id"],))]
    return games


def replay(game: dict[str, Any]) -> Skattergoris:
    stored = json.loads(game["settings"])
    locale = stored.get("locale") or "ru"
    settings = SPEC.settings_from_json(LEGACY.settings(stored.get("options", {}), locale))
    recent = stored.get("memory", {}).get("recent_list_ids")
    memory = {"recent_list_ids": recent} if recent else {}
    players = [Player(p["id"], p["name"]) for p in json.loads(game["players"])]
    engine, _ = Skattergoris.new(players, settings, game["seed"], game["started_at"],
                                 content=SPEC.load_content(locale), locale=locale, memory=memory)
    for row, at in game["journal"]:
        engine.handle(command_from_json(LEGACY.command(row)), at)
    return engine


def test_the_fixtures_hold_running_and_finished_games() -> None:
    statuses = {game["status"] for dump in DUMPS for game in started_games(dump)}
    assert len(DUMPS) == 4 and statuses == {"running", "finished"}


@pytest.mark.parametrize("dump", DUMPS, ids=[dump.stem for dump in DUMPS])
def test_an_old_game_replays_to_the_scores_round_and_letters_it_stored(dump: Path) -> None:
    games = started_games(dump)
    assert games
    for game in games:
        old = json.loads(game["state"])
        engine = replay(game)
        assert engine.scores() == {int(player): score for player, score in old["totals"]}
        assert engine.phase == old["phase"] and engine.round_no == old["round_no"]
        assert engine.letters == old["letters"]
        assert engine.is_over() is (game["status"] == "finished")
        if engine.is_over():
            assert engine.state.over_reason == old["over_reason"]


def test_old_presses_become_typed_commands() -> None:
    old_done: JsonDict = {"type": "press", "player_id": 7, "action": "done", "arg": "3:review"}
    old_challenge: JsonDict = {"type": "press", "player_id": 7, "action": "challenge", "arg": "2:1001:1"}
    done, challenge = LEGACY.command(old_done), LEGACY.command(old_challenge)
    assert command_from_json(done) == Done(player_id=7, round=3, phase="review")
    assert command_from_json(challenge) == Challenge(player_id=7, round=1, row=2, author=1001)
    say: JsonDict = {"type": "say", "player_id": 1, "text": "1 Кит", "date": 5, "message_id": 2,
                     "private": True}
    assert LEGACY.command(say) == say


def test_old_options_become_todays_settings() -> None:
    old: JsonDict = {"rounds": 2, "timer": 18, "hard_die": True, "bonus": True, "challenge_seconds": 30,
           "review_seconds": 60, "answer_grace": 2}
    assert SPEC.settings_from_json(LEGACY.settings(old, "en")) == SkattergorisSettings(
        rounds=2, timer=18, hard_die=True, bonus=True, challenge_time=30, review_time=60)
