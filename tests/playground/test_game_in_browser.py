"""The issue's scenario with the real bot, in headless Chromium: three users join a game's lobby through
its buttons, the ones the bot cannot write to open their private chat through the deep link, the game
starts, and a player sends an answer in the private chat.

The game is one whose players answer privately: Скаттергорис once it is registered in the bot, and
until then the platform's own private-answer test game, which goes through the same lobby and deep link.
"""

from __future__ import annotations

import functools
import re
from collections.abc import AsyncIterator
from pathlib import Path

import pytest
from playground_browser import ARTIFACTS, open_page, say, skip_without_browser
from playground_helpers import playground_settings

from bot.games.registry import Registry, default_registry
from bot.playground import USER_NAMES, Playground, run_real_bot
from tests.games.quick.spec import PRIVATE_SPEC
from tests.platform.harness import translator

skip_without_browser()

from playwright.async_api import Locator, Page, expect  # noqa: E402

ANN, BORIS, VERA = USER_NAMES
SKATTERGORIS = "skattergoris"
# The README's picture of a game in progress: the game test's last view of the group.
GAME_SCREENSHOT = "playground-group.png"
# Per game: what the player's private chat shows when the round opens (answers before it do not
# count), and what the group shows once the private answer is in (None: only that the game goes on).
PRIVATE_PROMPT: dict[str, str] = {"testprivate": "Вопрос 1", SKATTERGORIS: "Ваш лист"}
# ...and what the group shows when it opens: the game's anchor, which answers must not precede.
ROUND_OPENED: dict[str, str | None] = {"testprivate": "Вопрос 1", SKATTERGORIS: None}
AFTER_ANSWER: dict[str, str | None] = {"testprivate": "Ответов: 1", SKATTERGORIS: None}
# The real bot paces itself under Telegram's flood limits: give it more than Playwright's 5 s.
expect.set_options(timeout=20_000)


async def answer_for(kind: str, prompt: str) -> str:
    """An answer the game takes: Скаттергорис wants «N answer» starting with the round's letter."""
    if kind != SKATTERGORIS:
        return "Кит"
    letter = re.search(r"буква «(.)»", prompt)
    assert letter is not None, f"no letter in the sheet: {prompt!r}"
    return f"1 {letter.group(1).upper()}ора"


def registry_for(kind: str) -> Registry:
    if kind == "testprivate":
        return Registry(PRIVATE_SPEC)
    registry = default_registry()
    if kind not in registry:
        pytest.skip(f"the bot has no {kind!r} game registered yet (bot/games/registry.py)")
    return registry


# Скаттергорис last: when it runs, its picture is the one left in GAME_SCREENSHOT.
@pytest.fixture(params=["testprivate", SKATTERGORIS])
def kind(request: pytest.FixtureRequest) -> str:
    return str(request.param)


@pytest.fixture
async def game_page(kind: str, tmp_path: Path) -> AsyncIterator[Page]:
    runner = functools.partial(run_real_bot, registry=registry_for(kind), translator=translator())
    # Telegram's flood limits stay on: the real bot's outbox must cope with them here as on Telegram.
    async with Playground(
        playground_settings(), port=0, database_path=tmp_path / "playground.sqlite3", run_bot=runner
    ) as playground, open_page(playground.url, height=900) as page:
        yield page


async def open_group(page: Page) -> None:
    await page.locator(".chat-item", has_text="Игротека").click()
    await expect(page.locator("#chat-title")).to_have_text("Игротека")


def lobby_of(page: Page) -> Locator:
    return page.locator(".msg-row.bot", has=page.locator(".kb-button", has_text="Играю")).last


async def follow_the_lobby_deep_link(page: Page, name: str) -> None:
    """«Открыть бота» (t.me/<bot>?start=join-…): the user's private chat opens and /start is sent there."""
    await lobby_of(page).locator(".kb-button", has_text="Открыть бота").click()
    await expect(page.locator("#chat-subtitle")).to_contain_text(f"private chat of {name}")
    await expect(page.locator(".msg-row.own", has_text="/start join-")).to_have_count(1)
    await expect(page.locator(".msg-row.bot")).not_to_have_count(0)  # the bot answers the /start


async def join_through_the_lobby(page: Page, name: str) -> None:
    """Press «Играю» as `name`; when the bot cannot write to them yet, follow the lobby's deep link."""
    await page.select_option("#user-picker", label=name)
    await open_group(page)
    lobby = lobby_of(page)
    await lobby.locator(".kb-button", has_text="Играю").click()
    alert = page.locator("#alert")
    await expect(alert).to_be_visible()  # joined, or asked to open the bot first: an alert either way
    asked_to_open = "Открыть бота" in await page.locator("#alert-text").inner_text()
    await page.click("#alert-ok")
    if asked_to_open:
        await follow_the_lobby_deep_link(page, name)
        await open_group(page)
    await expect(lobby).to_contain_text(name)  # the lobby, edited in place, lists the player


async def test_three_users_join_through_buttons_and_a_player_answers_in_the_private_chat(
    kind: str, game_page: Page
) -> None:
    page = game_page
    await say(page, f"/start_{kind}")
    await expect(page.locator(".kb-button", has_text="Играю")).to_have_count(1)
    # The creator is in the lobby already; like everyone, she opens the bot so it can write to her.
    await follow_the_lobby_deep_link(page, ANN)
    await open_group(page)
    for name in (BORIS, VERA):
        await join_through_the_lobby(page, name)

    await page.select_option("#user-picker", label=ANN)  # the creator starts the game
    await page.locator(".kb-button", has_text="Начать").click()
    await expect(page.locator(".kb-button", has_text="Играю")).to_have_count(0)  # the lobby is closed
    opened = ROUND_OPENED[kind]
    if opened is not None:
        await expect(page.locator(".msg-row.bot", has_text=opened)).to_have_count(1)

    await page.locator(".chat-item", has_text=f"{BORIS} ↔ bot").click()
    await expect(page.locator("#user-picker option:checked")).to_have_text(BORIS)  # the chat's owner speaks
    prompt = page.locator(".msg-row.bot", has_text=PRIVATE_PROMPT[kind])
    await expect(prompt).to_have_count(1)
    answer = await answer_for(kind, await prompt.inner_text())
    await say(page, answer)
    await expect(page.locator(".msg-row.own", has_text=answer)).to_have_count(1)
    if kind == SKATTERGORIS:  # the sheet is edited in place with the answer on its line 1
        await expect(prompt).to_contain_text(f": {answer.removeprefix('1 ')}")
        await expect(prompt.locator(".edited")).to_have_count(1)
    ARTIFACTS.mkdir(exist_ok=True)
    await page.screenshot(path=str(ARTIFACTS / f"playground-{kind}-private.png"))

    await open_group(page)
    expected = AFTER_ANSWER[kind]
    if expected is not None:
        await expect(page.locator(".msg-row.bot", has_text=expected)).to_have_count(1)
    ARTIFACTS.mkdir(exist_ok=True)
    await page.screenshot(path=str(ARTIFACTS / f"playground-{kind}.png"))
    await page.screenshot(path=str(ARTIFACTS / GAME_SCREENSHOT))

