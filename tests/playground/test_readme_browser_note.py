"""A newcomer learns up front why the browser tests may be skipped (issue 26, item 20)."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.playground import playground_browser

README = Path(__file__).resolve().parents[2] / "README.md"


def test_the_readme_says_beside_the_test_command_how_to_get_the_browser() -> None:
    """issue 26: the README's first lines name Debian's chromium package (the one .ci/run installs)
    and say that without it the browser tests are skipped."""
    top = "\n".join(README.read_text(encoding="utf-8").splitlines()[:12])
    assert "python -m pytest -q" in top
    assert "apt-get install -y chromium" in top and "skipped" in top
    ci = (README.parent / ".ci" / "run").read_text(encoding="utf-8")
    assert "chromium" in ci


def test_the_skip_names_the_browser_and_how_to_install_it(monkeypatch: pytest.MonkeyPatch,
                                                           tmp_path: Path) -> None:
    """issue 26: the reason pytest prints in its summary (`-ra`) says what is missing and the command."""
    monkeypatch.setattr(playground_browser, "CHROMIUM", tmp_path / "no-chromium")
    with pytest.raises(pytest.skip.Exception) as skipped:
        playground_browser.skip_without_browser()
    assert "is absent" in str(skipped.value) and "apt-get install -y chromium" in str(skipped.value)
