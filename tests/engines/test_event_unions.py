"""Each game's events are a closed union (`GameEvent`) that its presenter matches whole (issue 27,
item 5): a new event class left out of the union, or left out of the presenter's `match`, is named
instead of silently disappearing."""

from __future__ import annotations

import importlib
import inspect
import subprocess
import sys
import typing
from pathlib import Path

import pytest

from engines.core import Event, closed

KINDS = ["skattergoris", "soobrazhariy", "dobble", "assotsiatsii", "netslov"]
ROOT = Path(__file__).resolve().parents[2]


def declared_events(kind: str) -> set[type[Event]]:
    module = importlib.import_module(f"engines.{kind}.events")
    base = module.Event
    return {cls for cls in vars(module).values()
            if inspect.isclass(cls) and issubclass(cls, base) and cls is not base}


@pytest.mark.parametrize("kind", KINDS)
def test_every_event_class_of_a_game_is_in_its_closed_union(kind: str) -> None:
    module = importlib.import_module(f"engines.{kind}")
    assert set(typing.get_args(module.GameEvent)) == declared_events(kind)


@pytest.mark.parametrize("kind", KINDS)
def test_an_event_of_another_game_is_refused_not_skipped(kind: str) -> None:
    module = importlib.import_module(f"engines.{kind}")
    other = next(k for k in KINDS if k != kind)
    stranger = next(iter(declared_events(other)))
    with pytest.raises(TypeError, match=stranger.__name__):
        module.game_events([object.__new__(stranger)])


def test_closed_keeps_the_events_and_their_order() -> None:
    from engines.dobble import GameEvent, LocksCleared, PlayerLeft

    events = [LocksCleared(card=3), PlayerLeft(player_id=1, count=0), LocksCleared(card=4)]
    assert closed(events, GameEvent) == events


def test_mypy_names_an_event_a_match_forgot(tmp_path: Path) -> None:
    """The guard the presenters rely on: a `match` over a game's union that leaves one class out
    fails type checking at its `assert_never`."""
    probe = tmp_path / "probe.py"
    probe.write_text(
        "from typing import assert_never\n"
        "from engines.dobble import GameEvent, LocksCleared, PlayerLeft, CentreOpened\n\n"
        "def said(event: GameEvent) -> str:\n"
        "    match event:\n"
        "        case LocksCleared() | PlayerLeft() | CentreOpened():\n"
        "            return 'known'\n"
        "        case _:\n"
        "            assert_never(event)\n"
    )
    # In a process of its own: mypy raises the collector's thresholds of the process it runs in.
    done = subprocess.run([sys.executable, "-m", "mypy", str(probe), "--no-incremental",
                           "--follow-imports=silent", "--python-version", "3.11"],
                          capture_output=True, text=True, cwd=ROOT, timeout=300, check=False)
    out = done.stdout
    assert done.returncode == 1, out + done.stderr
    assert 'Argument 1 to "assert_never" has incompatible type' in out
    assert "CardTaken" in out and "GameOver" in out
