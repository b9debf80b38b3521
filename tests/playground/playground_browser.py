"""What the browser tests share: Debian's Chromium through Playwright, skipped with the reason when absent.

Nothing downloads a browser: Playwright drives `/usr/bin/chromium` (`apt-get install -y chromium`).
"""

from __future__ import annotations

import os
from pathlib import Path

import pytest

CHROMIUM = Path(os.environ.get("PLAYGROUND_CHROMIUM", "/usr/bin/chromium"))
CHROMIUM_ARGS = [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
]
ARTIFACTS = Path(__file__).resolve().parents[2] / "test-artifacts"


def skip_without_browser() -> None:
    """Call at the top of a browser test module, before importing Playwright."""
    if not CHROMIUM.exists():
        pytest.skip(
            f"{CHROMIUM} is absent: install Debian's browser with `apt-get install -y chromium`",
            allow_module_level=True,
        )
    pytest.importorskip("playwright.async_api", reason="playwright is absent: `pip install -e .[dev]`")
