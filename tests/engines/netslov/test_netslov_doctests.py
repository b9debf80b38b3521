"""The REPL examples in the engine's docstrings run as written."""

from __future__ import annotations

import doctest

import pytest

import engines.netslov
import engines.netslov.claims


@pytest.mark.parametrize("module", [engines.netslov, engines.netslov.claims])
def test_docstring_examples_run(module: object) -> None:
    result = doctest.testmod(module)  # type: ignore[arg-type]
    assert result.attempted > 0 and result.failed == 0
