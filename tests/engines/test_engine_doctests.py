"""Every engine's REPL example runs as written: issue 27 (item 7).

Each engine package's docstring shows a game in a REPL (a new game, a command or two, the events
they give); `doctest` runs them all here, with the other engine modules that carry examples.
"""

from __future__ import annotations

import doctest
import importlib

import pytest

ENGINES = ("skattergoris", "soobrazhariy", "dobble", "assotsiatsii", "netslov")
OTHER_MODULES = ("engines.core.commands", "engines.netslov.claims")


@pytest.mark.parametrize("module_name", [*(f"engines.{kind}" for kind in ENGINES), *OTHER_MODULES])
def test_docstring_examples_run(module_name: str) -> None:
    result = doctest.testmod(importlib.import_module(module_name))
    assert result.attempted > 0
    assert result.failed == 0
