"""What the browser tests share: Debian's Chromium through Playwright, skipped with the reason when absent.

Nothing downloads a browser: Playwright drives `/usr/bin/chromium` (`apt-get install -y chromium`).
"""

from __future__ import annotations

import os
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from pathlib import Path
from typing import TYPE_CHECKING

import pytest

if TYPE_CHECKING:  # Playwright is imported only once `skip_without_browser` found it
    from playwright.async_api import Page

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


@asynccontextmanager
async def open_page(url: str, *, height: int) -> AsyncIterator[Page]:
    """Chromium on `url` once the page says it is ready; the test fails if the page's script threw."""
    from playwright.async_api import async_playwright

    async with async_playwright() as driver:
        browser = await driver.chromium.launch(executable_path=str(CHROMIUM), args=CHROMIUM_ARGS)
        context = await browser.new_context(viewport={"width": 1400, "height": height}, locale="ru-RU")
        page = await context.new_page()
        errors: list[str] = []
        page.on("pageerror", lambda error: errors.append(str(error)))
        await page.goto(url)
        await page.wait_for_selector("body[data-ready=true]")
        try:
            yield page
        finally:
            await browser.close()
        assert errors == [], f"the page's script failed: {errors}"


async def say(page: Page, text: str) -> None:
    """Type in the message box and press Enter, as the current user."""
    box = page.locator("#composer-input")
    await box.fill(text)
    await box.press("Enter")
