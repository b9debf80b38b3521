"""Play Доббль, Ассоциации and Нет слов to the end in the playground, in headless Chromium, as three friends
would (issue 26: «every text read»). A by-hand script, not a test:

    /work/main/.venv/bin/python bench/play_in_browser.py dobble ru      # or en; assotsiatsii; netslov

It starts the playground with the real bot (secrets in the group, flood limits on), opens one browser tab
per player (each tab is that player's view of «Игротека»), switches the chat's language with /settings
when asked, shortens the game through /settings where it allows, plays to the final message, takes
screenshots into OUT/<game>-<lang>-NN.png and writes every text each player saw (their view of the group,
ephemeral messages included, their private chat, and the toasts the bot answered their presses with)
into OUT/<game>-<lang>.txt.

Where a player has to think (which symbol, which word), the script thinks with the game's own data the
way a person reads the table: Доббль's player presses symbols until the bot says ✅ (the lock after a
wrong answer is switched off in /settings); Ассоциации's leader hides a noun that shares no stem with
the cards; in Нет слов an opponent names a word the letters on the table make.
"""

from __future__ import annotations

import asyncio
import contextlib
import functools
import os
import re
import sys
import time
from collections.abc import Awaitable, Callable
from pathlib import Path
from typing import Any

import aiohttp

ROOT = Path(__file__).resolve().parents[1]
sys.path[:0] = [str(ROOT), str(ROOT / "tests" / "playground")]

from playground_browser import CHROMIUM, CHROMIUM_ARGS  # noqa: E402
from playground_helpers import playground_settings  # noqa: E402
from playwright.async_api import Locator, Page, async_playwright, expect  # noqa: E402

from bot.games.registry import default_registry  # noqa: E402
from bot.playground import USER_NAMES, Playground, run_real_bot  # noqa: E402
from tests.platform.harness import translator  # noqa: E402

OUT = Path(os.environ.get("PLAY_OUT", "/tmp/play"))
GROUP = "Игротека"
expect.set_options(timeout=30_000)

# The labels a friend would look for, by language.
WORDS = {
    "ru": {"join": "Играю", "start": "Начать", "done": "Готово", "again": "Ещё"},
    "en": {"join": "Join", "start": "Start", "done": "Done", "again": "again"},
}


class Table:
    """One playground, one tab per player, the screenshots and the transcript."""

    def __init__(self, playground: Playground, pages: dict[str, Page], game: str, lang: str) -> None:
        self.playground = playground
        self.pages = pages
        self.game = game
        self.lang = lang
        self.shots = 0
        self.users = {u["first_name"]: u for u in playground.roster.users}

    def w(self, key: str) -> str:
        return WORDS[self.lang][key]

    async def shot(self, name: str, what: str) -> None:
        self.shots += 1
        path = OUT / f"{self.game}-{self.lang}-{self.shots:02d}.png"
        await self.pages[name].screenshot(path=str(path))
        print(f"  📸 {path.name}: {what} ({name})", flush=True)

    async def api(self, path: str) -> Any:
        async with aiohttp.ClientSession() as session, session.get(self.playground.api_url + path) as r:
            data = await r.json()
        return data.get("result", data) if isinstance(data, dict) else data


async def say(page: Page, text: str) -> None:
    box = page.locator("#composer-input")
    await box.fill(text)
    await box.press("Enter")


async def toast(page: Page, within: float = 30_000) -> str:
    """The toast the last press brought, once it shows (`within` milliseconds)."""
    node = page.locator("#toast")
    await expect(node).to_be_visible(timeout=within)
    text = await node.inner_text()
    await page.evaluate("document.getElementById('toast').hidden = true")
    return text


def bot_rows(page: Page, text: str | re.Pattern[str], *, ephemeral: bool | None = None) -> Locator:
    css = ".msg-row.bot" + {None: "", True: ".ephemeral", False: ":not(.ephemeral)"}[ephemeral]
    return page.locator(css, has_text=text)


async def wait_for(check: Callable[[], Awaitable[Any]], within: float = 60.0, what: str = "") -> Any:
    deadline = time.monotonic() + within
    while True:
        result = await check()
        if result:
            return result
        if time.monotonic() > deadline:
            raise TimeoutError(f"not within {within} s: {what}")
        await asyncio.sleep(0.3)


# ---- the table's set-up: language, settings, lobby --------------------------------------------------


async def settings_press(t: Table, label: str | re.Pattern[str], until: str | re.Pattern[str] | None = None
                         ) -> None:
    """Ann (the group's creator) presses a /settings button, until its label shows `until`."""
    page = t.pages[USER_NAMES[0]]
    panel = bot_rows(page, re.compile("Настройки чата|Chat settings")).last
    for _ in range(6):
        button = panel.locator(".kb-button", has_text=label).first
        text = await button.inner_text()
        if until is not None and re.search(until, text):
            return
        await button.click()
        await asyncio.sleep(1.5)
        if until is None:
            return
    raise AssertionError(f"no {until!r} on {label!r}")


async def set_up(t: Table) -> None:
    ann = t.pages[USER_NAMES[0]]
    await say(ann, "/settings")
    await expect(bot_rows(ann, re.compile("Настройки чата|Chat settings"))).to_have_count(1)
    await t.shot(USER_NAMES[0], "/settings as the chat first sees it")
    if t.lang == "en":
        panel = bot_rows(ann, "Настройки чата").last
        await panel.locator(".kb-button", has_text="English").first.click()
        await expect(bot_rows(ann, "Chat settings")).not_to_have_count(0)
    shorter = {
        "dobble": [(r"^(Доббль|Dobble): .*(ждать|wait for the next)", r"(нет|off)$"),
                   (r"^(Доббль|Dobble): .*(отсчёт|countdown)", r"\b3 ")],
        "assotsiatsii": [(r"^(Ассоциации|Associations): (трек|track):", r"\b20\b"),
                         (r"^(Ассоциации|Associations): .*(догад|guess)", r"\b60\b")],
        "netslov": [(r"^(Нет слов|No Words): .*(штраф|penalt)", r"\b5\b"),
                    (r"^(Нет слов|No Words): .*(голосов|vote)", r"\b30\b")],
    }[t.game]
    for label, until in shorter:
        await settings_press(t, re.compile(label, re.I), re.compile(until))
    await asyncio.sleep(1)
    await t.shot(USER_NAMES[0], "/settings after the changes")


async def lobby(t: Table) -> None:
    ann, *others = USER_NAMES
    await say(t.pages[ann], f"/start_{t.game}")
    page = t.pages[ann]
    join = t.w("join")
    box = bot_rows(page, "", ephemeral=False).filter(has=page.locator(".kb-button", has_text=join)).last
    await expect(box).to_have_count(1)
    await t.shot(ann, "the lobby")
    for name in others:
        mine = t.pages[name]
        row = bot_rows(mine, "", ephemeral=False).filter(has=mine.locator(".kb-button", has_text=join)).last
        await row.locator(".kb-button", has_text=join).click()
        await expect(row).to_contain_text(name)
        if await mine.locator("#alert").is_visible():
            await mine.click("#alert-ok")
    await t.shot(ann, "the lobby with three players")
    await box.locator(".kb-button", has_text=t.w("start")).click()
    await expect(page.locator(".kb-button", has_text=join)).to_have_count(0)


# ---- Доббль -----------------------------------------------------------------------------------------


async def play_dobble(t: Table) -> None:
    names = list(USER_NAMES)
    ann = t.pages[names[0]]
    # The table: the picture with the centre card's eight symbol buttons.
    table = ann.locator(".msg-row.bot", has=ann.locator(".kb-button")).last
    await expect(table.locator(".kb-button")).to_have_count(8, timeout=60_000)
    await t.shot(names[0], "the first card open")
    taken = 0
    turn = 0
    over = re.compile("Центр пуст — считаем|Игра окончена|centre is empty|Game over|Counting", re.I)
    while True:
        if await bot_rows(ann, over, ephemeral=False).count():
            break
        name = names[turn % 3]
        turn += 1
        page = t.pages[name]
        table = page.locator(".msg-row.bot", has=page.locator(".kb-button")).last
        try:
            await expect(table.locator(".kb-button")).to_have_count(8, timeout=5_000)
        except AssertionError:
            if await bot_rows(ann, over, ephemeral=False).count():
                break
            continue
        caption_before = await table.inner_text()
        labels = [await b.inner_text() for b in await table.locator(".kb-button").all()]
        won = False
        for label in labels:
            button = table.locator(".kb-button", has_text=label).first
            try:
                await button.click(timeout=5_000)
                answer = await toast(page)
            except Exception:  # the card changed under the finger
                break
            if answer.startswith("✅"):
                won = True
                break
            if "❌" not in answer:  # «опоздали», «карта ещё не открылась»: look again
                break
        if won:
            taken += 1
            with contextlib.suppress(TimeoutError):
                changed = functools.partial(_changed, table, caption_before)
                await wait_for(changed, 20, "the table after a take")
            if taken in (1, 2, 20, 40):
                await t.shot(name, f"after take {taken}")
    await asyncio.sleep(3)
    for name in names:
        await t.shot(name, "the end")


async def _changed(table: Locator, before: str) -> bool:
    try:
        return (await table.inner_text(timeout=2_000)) != before
    except Exception:
        return True


# ---- Ассоциации --------------------------------------------------------------------------------------


def _clash(lang: str) -> Callable[[str, str], bool]:
    from engines.assotsiatsii.leader_word import en_clash, ru_clash

    return ru_clash if lang == "ru" else en_clash


HIDDEN = {
    "ru": ["облако", "праздник", "космонавт", "тайна", "рыба", "осень", "кошка", "звезда", "дорога", "море",
           "зима", "музыка", "книга", "огонь", "сказка", "детство", "замок", "весна", "город", "поезд"],
    "en": ["cloud", "journey", "mystery", "harbour", "silence", "holiday", "treasure", "memory", "festival",
           "kingdom", "voyage", "whisper", "winter", "music", "castle", "river", "garden", "dream", "forest"],
}
FINAL_WORDS = {"ru": ["жизнь", "дружба", "игра"], "en": ["life", "friendship", "game"]}


async def play_assotsiatsii(t: Table) -> None:
    names = list(USER_NAMES)
    clash = _clash(t.lang)
    used: list[str] = []
    final = re.compile(r"Финальный раунд ·|final round ·", re.I)
    over = re.compile(r"Итоги финального раунда|Final round results")
    round_no = 0
    while round_no < 20:
        # Who leads now, or is it the final round?
        async def state(round_no: int = round_no) -> tuple[str, str] | None:
            for name in names:
                page = t.pages[name]
                if await bot_rows(page, over, ephemeral=False).count():
                    return ("over", name)
                if await bot_rows(page, final, ephemeral=True).count():
                    return ("final", name)
            for name in names:
                page = t.pages[name]
                mark = re.compile(rf"Раунд {round_no + 1} · вы ведёте|Round {round_no + 1} · you lead")
                panels = bot_rows(page, mark, ephemeral=True)
                if await panels.count() and await panels.last.locator(".kb-button").count() >= 3:
                    return ("lead", name)
            return None

        kind, who = await wait_for(state, 150, f"round {round_no + 1}")
        if kind != "lead":
            break
        round_no += 1
        page = t.pages[who]
        panel = bot_rows(page, re.compile(rf"Раунд {round_no} · вы ведёте|Round {round_no} · you lead"),
                         ephemeral=True).last
        cards = [(await b.inner_text()).strip() for b in await panel.locator(".kb-button").all()]
        cards = [c for c in cards if c and not re.search(r"Готово|Done|✅|Сброс|Reset", c)][:6]
        print(f"  round {round_no}: {who} leads, cards {cards}", flush=True)
        for card in cards[:3]:
            await panel.locator(".kb-button", has_text=card).first.click()
            await asyncio.sleep(1.2)
        word = next(w for w in HIDDEN[t.lang] if w not in used and not any(clash(w, c) for c in cards[:3]))
        used.append(word)
        if round_no == 1:
            await t.shot(who, "the leader's panel with three cards picked")
        await say(page, f"/secret {word}")
        await expect(bot_rows(page, word, ephemeral=True)).not_to_have_count(0)
        guessers = [n for n in names if n != who]
        for index, name in enumerate(guessers):
            g = t.pages[name]
            guess = word if (round_no + index) % 2 == 0 else HIDDEN[t.lang][(round_no * 7 + index) % 19]
            if guess == word and index == 1 and round_no % 3 == 0:
                guess = word + ("ы" if t.lang == "ru" else "s")
            await say(g, f"/guess {guess}")
            sheets = bot_rows(g, re.compile(r"Раунд \d+ · |Round \d+ · "), ephemeral=True)
            await expect(sheets.last).to_contain_text(guess)
            if round_no == 1 and index == 0:
                await t.shot(name, "a guesser's sheet with a guess")
            await sheets.last.locator(".kb-button", has_text=t.w("done")).first.click()
            await asyncio.sleep(1)
        results = re.compile(rf"Итоги раунда {round_no}\b|Round {round_no} results")
        await expect(bot_rows(t.pages[who], results, ephemeral=False)).to_have_count(1, timeout=120_000)
        if round_no in (1, 3):
            await t.shot(who, f"round {round_no} results")
    if kind == "final":
        await asyncio.sleep(2)
        await t.shot(names[0], "the final round opens")
        for index, name in enumerate(names):
            page = t.pages[name]
            sheet = bot_rows(page, final, ephemeral=True).last
            if not await sheet.count():
                continue
            words = FINAL_WORDS[t.lang][: 1 + index % 3]
            await say(page, f"/guess {words[0]}")
            for extra in words[1:]:
                await asyncio.sleep(1)
                await say(page, f"/guess {extra}")
            await expect(sheet).to_contain_text(words[-1])
            await sheet.locator(".kb-button", has_text=t.w("done")).first.click()
            await asyncio.sleep(1)
        await expect(bot_rows(t.pages[names[0]], over, ephemeral=False)).not_to_have_count(0, timeout=150_000)
    await asyncio.sleep(3)
    for name in names:
        await t.shot(name, "the end")


# ---- Нет слов ----------------------------------------------------------------------------------------


def _dictionary() -> Callable[[str], list[str]]:
    """Everyday nouns (3+ letters, the referee would accept) the letters on the table make."""
    from engines.netslov.missed import missed_words
    from engines.netslov.settings import NetSlovSettings

    box = NetSlovSettings()

    def find(letters: str) -> list[str]:
        return list(missed_words(list(letters), box, ()))

    return find


CONVERSATION = re.compile(r"💬[^\n:]*:\s*([^\n]*)")


async def play_netslov(t: Table) -> None:
    names = list(USER_NAMES)
    find = _dictionary()
    over = re.compile(r"🏁 Игра окончена|🏁 The game is over")
    moves = 0
    claimed: set[str] = set()
    first = True
    while moves < 200:
        ann = t.pages[names[0]]
        if await bot_rows(ann, over, ephemeral=False).count():
            break
        # An opponent sees a word on the table and names it.
        public = bot_rows(ann, "💬", ephemeral=False)
        if await public.count():
            text = await public.last.inner_text()
            line = CONVERSATION.findall(text)
            letters = "".join(re.findall(r"[А-ЯЁ]", line[-1])) if line else ""
            words = [w for w in find(letters) if w.upper() not in claimed]
            if words and moves and len(letters) >= 3:
                word = words[0].upper()
                claimed.add(word)
                last_mover = getattr(play_netslov, "last", names[0])
                claimer = next(n for n in names if n != last_mover)
                phrase = f"Не говори {word}!" if moves % 2 else f"/word {word.lower()}"
                print(f"  {claimer}: {phrase} (letters {letters})", flush=True)
                await say(t.pages[claimer], phrase)
                await asyncio.sleep(4)
                await _netslov_choices(t)
                if len(claimed) <= 2:
                    await t.shot(claimer, f"after claiming {word}")
                continue
        # Whose turn is it? The table says so («👉 Ходит Борис.»).
        table = bot_rows(ann, re.compile(r"Нет слов · ход|No Words · turn"), ephemeral=False).last
        if not await table.count():
            await asyncio.sleep(1)
            continue
        text = await table.inner_text()
        found = re.search(r"👉 (?:Ходит )?(\S+?)(?: to move)?\.", text)
        mover = found.group(1) if found and found.group(1) in names else None
        chooser = re.search(r"⚖️ (\S+) (?:выбирает|chooses)", text)
        if chooser and chooser.group(1) in names:
            page = t.pages[chooser.group(1)]
            table = bot_rows(page, re.compile(r"Нет слов · ход|No Words · turn"), ephemeral=False).last
            choice = table.locator(".kb-button", has_text=re.compile(r"ходит|moves", re.I))
            print(f"   {chooser.group(1)} chooses", flush=True)
            await t.shot(chooser.group(1), "a choice of who moves next")
            await choice.last.click()
            await asyncio.sleep(2)
            continue
        if mover is None:
            await _netslov_choices(t)
            await asyncio.sleep(1)
            continue
        page = t.pages[mover]
        table = bot_rows(page, re.compile(r"Нет слов · ход|No Words · turn"), ephemeral=False).last
        if first:
            await t.shot(mover, "the first table, their turn")
            first = False
        # Mostly a black letter from the hand; now and then a red one from the showcase.
        sign = "🔴" if moves % 4 == 3 else "⚫"
        buttons = table.locator(".kb-button", has_text=sign)
        if not await buttons.count():
            buttons = table.locator(".kb-button", has_text=re.compile("⚫|🔴"))
        before = text
        print(f"   {mover} lays ({await buttons.count()} {sign} buttons)", flush=True)
        await buttons.nth(moves % max(1, await buttons.count())).click()
        with contextlib.suppress(AssertionError):
            print("   ", mover, "toast:", await toast(page, 3_000), flush=True)
        play_netslov.last = mover  # type: ignore[attr-defined]
        moves += 1
        try:
            await wait_for(functools.partial(_changed, table, before), 20, "the table after a move")
        except TimeoutError:
            print("   the table did not change", flush=True)
        await asyncio.sleep(2.5)  # the claim window
    await asyncio.sleep(3)
    for name in names:
        await t.shot(name, "the end")


async def _netslov_choices(t: Table) -> None:
    """A penalised player picks who moves next; a poll gets everyone's vote («yes»)."""
    for name in USER_NAMES:
        page = t.pages[name]
        choice = bot_rows(page, re.compile(r"кто ходит|who moves|Кто ходит|Who moves", re.I)).last
        if await choice.count():
            buttons = choice.locator(".kb-button")
            if await buttons.count():
                await buttons.first.click()
                await asyncio.sleep(1)
        for poll in await page.locator(".poll:not(.closed) .poll-option").all():
            with contextlib.suppress(Exception):
                await poll.click(timeout=1_000)
            break


# ---- the transcript ----------------------------------------------------------------------------------


async def transcript(t: Table) -> None:
    lines: list[str] = []
    chats = await t.api("/sandbox/chats")
    group = next(c for c in chats if c.get("title") == GROUP)
    calls = await t.api("/sandbox/calls?after=0")
    for name in USER_NAMES:
        user = t.users[name]
        lines.append(f"===== {name}'s view of the group =====")
        for m in await t.api(f"/sandbox/chats/{group['id']}/messages?after=0&as={user['id']}"):
            lines.append(_message_line(m))
        private = next((c for c in chats if c.get("type") == "private" and c.get("id") == user["id"]), None)
        if private:
            messages = await t.api(f"/sandbox/chats/{private['id']}/messages?after=0")
            if messages:
                lines.append(f"===== {name}'s private chat =====")
                lines.extend(_message_line(m) for m in messages)
    lines.append("===== toasts and alerts (answerCallbackQuery) =====")
    seen = set()
    for call in calls if isinstance(calls, list) else calls.get("calls", []):
        if call.get("method") == "answerCallbackQuery":
            text = (call.get("params") or call.get("body") or {}).get("text")
            if text and text not in seen:
                seen.add(text)
                lines.append(f"· {text}")
    path = OUT / f"{t.game}-{t.lang}.txt"
    path.write_text("\n".join(lines) + "\n")
    print(f"  📝 {path} ({sum(1 for x in lines if x.startswith('['))} messages)", flush=True)


def _message_line(m: dict[str, Any]) -> str:
    who = (m.get("from") or {}).get("first_name", "?")
    mark = " 👁" if m.get("ephemeral_message_id") else ""
    text = m.get("text") or m.get("caption") or ""
    if m.get("photo"):
        text = "[photo] " + text
    if m.get("poll"):
        poll = m["poll"]
        text = f"[poll] {poll['question']} | " + " | ".join(
            f"{o['text']} ({o.get('voter_count', 0)})" for o in poll["options"])
    keyboard = (m.get("reply_markup") or {}).get("inline_keyboard", [])
    buttons = [b.get("text", "") for row in keyboard for b in row]
    tail = f"\n    buttons: {buttons}" if buttons else ""
    edited = " (edited)" if m.get("edit_date") else ""
    number = m.get("message_id") or f"e{m.get('ephemeral_message_id')}"
    return f"[{number}] {who}{mark}{edited}: {text}{tail}"


# ---- main --------------------------------------------------------------------------------------------


async def main(game: str, lang: str) -> None:
    OUT.mkdir(parents=True, exist_ok=True)  # noqa: ASYNC240 - before anything runs
    for old in OUT.glob(f"{game}-{lang}-*.png"):  # noqa: ASYNC240
        old.unlink()
    runner = functools.partial(run_real_bot, registry=default_registry(), translator=translator())
    settings = playground_settings(secrets="group", game_time_scale=1.0)
    database = OUT / f"{game}-{lang}.sqlite3"
    async with Playground(settings, port=0, database_path=database, run_bot=runner) as playground, \
            async_playwright() as driver:
        browser = await driver.chromium.launch(executable_path=str(CHROMIUM), args=CHROMIUM_ARGS)
        context = await browser.new_context(viewport={"width": 1100, "height": 1000}, locale="ru-RU")
        pages: dict[str, Page] = {}
        for name in USER_NAMES:
            page = await context.new_page()
            page.on("pageerror", lambda error: print("PAGE ERROR", error, flush=True))
            await page.goto(playground.url)
            await page.wait_for_selector("body[data-ready=true]")
            await page.select_option("#user-picker", label=name)
            await page.locator(".chat-item", has_text=GROUP).click()
            await expect(page.locator("#chat-title")).to_have_text(GROUP)
            pages[name] = page
        t = Table(playground, pages, game, lang)
        started = time.monotonic()
        try:
            await set_up(t)
            await lobby(t)
            await {"dobble": play_dobble, "assotsiatsii": play_assotsiatsii, "netslov": play_netslov}[game](t)
            print(f"  played to the end in {time.monotonic() - started:.0f} s", flush=True)
            await asyncio.sleep(5)
            await say(pages[USER_NAMES[0]], f"/rules {game}")  # after the game: its text is read too
            await asyncio.sleep(3)
            await say(pages[USER_NAMES[1]], "/stats")
            await asyncio.sleep(3)
        except BaseException as error:
            print(f"  STOPPED: {type(error).__name__}: {error}", flush=True)
            await t.shot(USER_NAMES[0], "where it stopped")
            raise
        finally:
            await transcript(t)
            await browser.close()


if __name__ == "__main__":
    asyncio.run(main(sys.argv[1], sys.argv[2]))
