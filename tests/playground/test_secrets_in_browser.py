"""The playground shows each user's own view (issue 25): with secrets inside the group, nobody opens
the bot; the ephemeral messages a user has appear in their view of the group only, marked «видно
только вам», and the ephemeral commands they type (`/a`, `/secret`, `/guess`) are ephemeral too. One
round of each of the three games with secrets, played in headless Chromium against the real bot."""

from __future__ import annotations

import functools
import re
from collections.abc import AsyncIterator
from pathlib import Path

import pytest
from playground_browser import ARTIFACTS, open_page, say, skip_without_browser
from playground_helpers import playground_settings

from bot.games.registry import default_registry
from bot.playground import USER_NAMES, Playground, run_real_bot
from engines.assotsiatsii.leader_word import ru_clash
from tests.platform.harness import translator

skip_without_browser()

from playwright.async_api import Locator, Page, expect  # noqa: E402

ANN, BORIS, VERA = USER_NAMES
MARK = "видно только вам"
WORDS = ("облако", "праздник", "космонавт", "тайна", "рыба", "осень", "кошка", "звезда")
expect.set_options(timeout=20_000)  # the real bot paces itself under Telegram's flood limits


@pytest.fixture
async def page(tmp_path: Path) -> AsyncIterator[Page]:
    runner = functools.partial(run_real_bot, registry=default_registry(), translator=translator())
    settings = playground_settings(secrets="group", game_time_scale=1.0)
    async with Playground(settings, port=0, database_path=tmp_path / "playground.sqlite3",
                          run_bot=runner) as playground, open_page(playground.url, height=900) as page:
        yield page


async def as_user(page: Page, name: str) -> None:
    await page.select_option("#user-picker", label=name)
    await page.locator(".chat-item", has_text="Игротека").click()
    await expect(page.locator("#chat-title")).to_have_text("Игротека")


def mine(page: Page, text: str) -> Locator:
    """The current user's ephemeral messages from the bot holding `text`."""
    return page.locator(".msg-row.ephemeral.bot", has_text=text)


async def start(page: Page, kind: str) -> None:
    await as_user(page, ANN)
    await say(page, f"/start_{kind}")
    lobby = page.locator(".msg-row.bot", has=page.locator(".kb-button", has_text="Играю")).last
    await expect(lobby).to_have_count(1)
    await expect(lobby).not_to_contain_text("Открыть бота")  # nobody has to open the bot
    for name in (BORIS, VERA):
        await as_user(page, name)
        await lobby.locator(".kb-button", has_text="Играю").click()
        await expect(lobby).to_contain_text(name)
        if await page.locator("#alert").is_visible():
            await page.click("#alert-ok")
    await as_user(page, ANN)
    await lobby.locator(".kb-button", has_text="Начать").click()
    await expect(page.locator(".kb-button", has_text="Играю")).to_have_count(0)


async def test_a_round_of_skattergoris_with_sheets_seen_by_their_players_alone(page: Page) -> None:
    await start(page, "skattergoris")
    answers: dict[str, str] = {}
    for name in (ANN, BORIS, VERA):
        await as_user(page, name)
        sheet = mine(page, "Ваш лист")
        await expect(sheet).to_have_count(1)  # their own sheet, and only theirs
        await expect(sheet).to_contain_text(MARK)
        letter = re.search(r"буква «(.)»", await sheet.inner_text())
        assert letter is not None
        answers[name] = f"{letter.group(1).upper()}{'оар'[len(answers)]}{name[:2].lower()}"
        await say(page, f"/a 1 {answers[name]}")
        typed = page.locator(".msg-row.ephemeral.own", has_text=f"/a 1 {answers[name]}")
        await expect(typed).to_have_count(1)  # the command itself is ephemeral: theirs alone
        await expect(sheet).to_contain_text(f": {answers[name]}")
    await as_user(page, VERA)  # Вера sees her own answer, nobody else's
    await expect(page.locator(".msg-row", has_text=answers[ANN])).to_have_count(0)
    await expect(page.locator(".msg-row", has_text=answers[BORIS])).to_have_count(0)
    ARTIFACTS.mkdir(exist_ok=True)
    await page.screenshot(path=str(ARTIFACTS / "playground-skattergoris-in-group.png"))
    for name in (ANN, BORIS, VERA):
        await as_user(page, name)
        await mine(page, "Ваш лист").locator(".kb-button", has_text="Готово").click()
    table = page.locator(".msg-row.bot:not(.ephemeral)", has_text="Ответы раунда 1")
    await expect(table).to_have_count(1)
    for answer in answers.values():  # the review table is public, as the rules want
        await expect(table).to_contain_text(answer)


async def test_a_round_of_assotsiatsii_with_the_word_and_guesses_in_the_group(page: Page) -> None:
    await start(page, "assotsiatsii")
    leader = None
    for name in (ANN, BORIS, VERA):
        await as_user(page, name)
        await expect(page.locator(".msg-row.ephemeral.bot")).not_to_have_count(0)
        if await mine(page, "вы ведёте").count():
            leader = name
    assert leader is not None
    await as_user(page, leader)
    panel = mine(page, "вы ведёте")
    cards = [await b.inner_text() for b in await panel.locator(".kb-button").all()]
    for card in cards[:3]:
        await panel.locator(".kb-button", has_text=card).click()
        picked = panel.locator(".kb-button", has_text=re.compile(rf"^\S+ {re.escape(card)}$"))
        await expect(picked).to_have_count(1)
    word = next(w for w in WORDS if not any(ru_clash(w, card) for card in cards[:3]))
    await say(page, f"/secret {word}")
    await expect(mine(page, f"Загадано: {word}")).to_have_count(1)
    guessers = [name for name in (ANN, BORIS, VERA) if name != leader]
    for index, name in enumerate(guessers):
        await as_user(page, name)
        # The word: not before the reveal.
        await expect(page.locator(".msg-row", has_text=word)).to_have_count(0)
        guess = word if index == 0 else "дождь"
        await say(page, f"/guess {guess}")
        guesses = mine(page, "Раунд 1 · ")
        await expect(guesses).to_contain_text(f"1. {guess}")
        await guesses.locator(".kb-button", has_text="Готово").click()
    # Ephemeral writes count against the group's 20 a minute too: the results may wait their turn.
    results = page.locator(".msg-row.bot:not(.ephemeral)", has_text="Итоги раунда 1")
    await expect(results).to_contain_text(word, timeout=90_000)


async def test_a_round_of_netslov_with_each_hand_seen_by_its_player_alone(page: Page) -> None:
    await start(page, "netslov")
    hands: dict[str, str] = {}
    for name in (ANN, BORIS, VERA):
        await as_user(page, name)
        hand = mine(page, "Ваши буквы")
        await expect(hand).to_have_count(1)
        await expect(hand).to_contain_text(MARK)
        hands[name] = (await hand.inner_text()).split(":", 1)[1].split(".", 1)[0].strip()
    moved = 0
    while moved < 3:  # one round: each player lays a letter from the hand's own buttons
        for name in (ANN, BORIS, VERA):
            await as_user(page, name)
            hand = mine(page, "Ваши буквы")
            if "Ваш ход!" not in await hand.inner_text():
                continue
            await hand.locator(".kb-button").first.click()
            await expect(hand).not_to_contain_text("Ваш ход!")
            moved += 1
            break
    for name in (ANN, BORIS, VERA):  # nobody's view holds another's hand as dealt
        await as_user(page, name)
        for other, letters in hands.items():
            if other != name:
                theirs = page.locator(".msg-row", has_text=f"(видите только вы): {letters}")
                await expect(theirs).to_have_count(0)
