"""The engine class is what the platform expects (`GameRules`, `Engine`), checked by mypy and at run time."""

from __future__ import annotations

from netslov_table import Table

from engines.core import Engine, GameRules
from engines.netslov import NetSlov, NetSlovContent, NetSlovSettings

RULES: GameRules[NetSlovSettings, NetSlovContent, NetSlov] = NetSlov


def test_the_engine_class_names_its_kind_and_table_size() -> None:
    assert (RULES.kind, RULES.min_players, RULES.max_players) == ("netslov", 2, 6)


def test_a_running_game_is_an_engine() -> None:
    engine: Engine = Table().game
    assert engine.scores() and not engine.is_over()
