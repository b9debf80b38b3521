"""The page in headless Chromium (Debian's /usr/bin/chromium through Playwright; nothing downloads a
browser), driving the playground with the demo bot: people in a group, as on Telegram."""

from __future__ import annotations

from collections.abc import AsyncIterator

import pytest
from playground_browser import ARTIFACTS, open_page, say, skip_without_browser
from playground_demo_bot import DemoControls

from bot.playground import USER_NAMES, Playground

skip_without_browser()

from playwright.async_api import Locator, Page, expect  # noqa: E402

ANN, BORIS, VERA = USER_NAMES


@pytest.fixture
async def page(playground: Playground) -> AsyncIterator[Page]:
    async with open_page(playground.url, height=860) as opened:
        yield opened


def bot_message(page: Page, text: str) -> Locator:
    return page.locator(".msg-row.bot", has_text=text).last


async def test_page_lists_the_group_and_each_users_private_chat(page: Page) -> None:
    chats = page.locator(".chat-item")
    await expect(chats).to_have_count(1 + len(USER_NAMES))
    await expect(chats.first).to_contain_text("Игротека")
    await expect(page.locator("#chat-title")).to_have_text("Игротека")
    for name in USER_NAMES:
        await expect(page.locator(".chat-item", has_text=f"{name} ↔ bot")).to_have_count(1)
    await expect(page.locator("#user-picker option")).to_have_text(list(USER_NAMES))


async def test_a_command_sent_as_the_current_user_gets_the_bots_answer_in_the_group(page: Page) -> None:
    await say(page, "/help")
    own = page.locator(".msg-row.own", has_text="/help")
    await expect(own).to_have_count(1)
    answer = bot_message(page, "Демо-бот: нажмите кнопку.")
    await expect(answer).to_be_visible()
    await expect(answer.locator(".sender")).to_contain_text("Arbiter")
    buttons = ["Нажми меня", "Тревога", "Открыть бота", "Подождать"]
    await expect(answer.locator(".kb-button")).to_have_text(buttons)
    # The bot's sendMessage shows in the API calls panel.
    await expect(page.locator(".call-row[data-method=sendMessage]").first).to_be_visible()


async def test_inline_button_is_pressed_as_the_current_user_and_its_toast_shown(page: Page) -> None:
    await say(page, "/help")
    await bot_message(page, "Демо-бот").locator(".kb-button", has_text="Нажми меня").click()
    await expect(page.locator("#toast")).to_have_text(f"Привет, {ANN}!")
    # The bot edited its message in place: new text, an "edited" mark, the keyboard gone.
    edited = bot_message(page, f"Нажал: {ANN}")
    await expect(edited.locator(".edited")).to_have_text("edited")
    await expect(edited.locator(".kb-button")).to_have_count(0)
    await expect(page.locator(".msg-row.bot", has_text="Демо-бот")).to_have_count(0)


async def test_switching_user_changes_who_speaks_and_who_sees_the_alert(page: Page) -> None:
    await say(page, "/help")
    await expect(bot_message(page, "Демо-бот")).to_be_visible()
    await page.select_option("#user-picker", label=BORIS)
    # Аня's message is now someone else's: on the left, with her name.
    anns = page.locator(".msg-row.other", has_text="/help")
    await expect(anns.locator(".sender")).to_have_text(ANN)
    await say(page, "/echo раз")
    await expect(page.locator(".msg-row.own", has_text="/echo раз")).to_have_count(1)
    reply = bot_message(page, "Эхо: раз")
    await expect(reply.locator(".reply-quote")).to_contain_text(BORIS)
    await bot_message(page, "Демо-бот").locator(".kb-button", has_text="Тревога").click()
    await expect(page.locator("#alert")).to_be_visible()
    await expect(page.locator("#alert-text")).to_have_text("Это тревога")
    await page.click("#alert-ok")
    await expect(page.locator("#alert")).to_be_hidden()


async def test_deep_link_button_opens_the_users_private_chat_and_sends_start(page: Page) -> None:
    await page.select_option("#user-picker", label=VERA)
    await say(page, "/help")
    await bot_message(page, "Демо-бот").locator(".kb-button", has_text="Открыть бота").click()
    await expect(page.locator("#chat-subtitle")).to_contain_text(f"private chat of {VERA}")
    await expect(page.locator(".chat-item.active")).to_contain_text(f"{VERA} ↔ bot")
    await expect(page.locator(".msg-row.own", has_text="/start demo")).to_have_count(1)
    await expect(page.locator(".msg-row.bot", has_text="Старт: demo")).to_have_count(1)
    # Back in the group, nothing of the private chat shows.
    await page.locator(".chat-item", has_text="Игротека").click()
    await expect(page.locator(".msg-row", has_text="Старт: demo")).to_have_count(0)


async def test_poll_shows_live_counts_and_the_current_user_votes_by_clicking(page: Page) -> None:
    await say(page, "/poll")
    poll = page.locator(".poll").last
    await expect(poll.locator(".poll-question")).to_have_text("Кто победит?")
    await expect(poll.locator(".poll-text")).to_have_text(["Аня", "Борис", "Вера"])
    await poll.locator(".poll-option").nth(2).click()
    await expect(poll.locator(".poll-count").nth(2)).to_have_text("1")
    await page.select_option("#user-picker", label=BORIS)
    await page.locator(".poll").last.locator(".poll-option").nth(2).click()
    await expect(page.locator(".poll").last.locator(".poll-count").nth(2)).to_have_text("2")
    await expect(page.locator(".poll").last.locator(".poll-total")).to_have_text("2 votes")


async def test_photo_is_shown_and_a_deleted_message_is_gone(page: Page) -> None:
    await say(page, "/photo")
    image = page.locator(".msg-row.bot img.photo").last
    await expect(image).to_be_visible()
    loaded = await image.evaluate("img => img.complete && img.naturalWidth > 0")
    assert loaded, "the photo did not load from /sandbox/files/"
    await say(page, "/vanish")
    await expect(page.locator(".call-row[data-method=deleteMessage]")).to_have_count(1)
    await expect(page.locator(".msg-row", has_text="Исчезну")).to_have_count(0)


async def test_callback_notice_is_shown_only_to_the_user_who_pressed(
    page: Page, demo_controls: DemoControls
) -> None:
    await say(page, "/help")
    await bot_message(page, "Демо-бот").locator(".kb-button", has_text="Подождать").click()
    # Аня pressed; the bot holds its answer while Борис takes over the page.
    await page.select_option("#user-picker", label=BORIS)
    demo_controls.answer_gate.set()
    # The page has the answer and keeps it for Аня (a bell by her name); Борис sees nothing.
    await expect(page.locator("body[data-pending-notices='1']")).to_have_count(1)
    await expect(page.locator("#user-picker option", has_text=f"{ANN} 🔔")).to_have_count(1)
    await expect(page.locator("#toast")).to_be_hidden()
    await page.select_option("#user-picker", index=0)  # back to Аня: her notice is shown to her now
    toast = page.locator("#toast")
    await expect(toast).to_be_visible()
    await expect(toast).to_have_text(f"Готово, {ANN}")
    await expect(page.locator("body[data-pending-notices='0']")).to_have_count(1)


async def test_a_reply_made_on_the_page_is_quoted_in_the_message(page: Page) -> None:
    await say(page, "/help")
    original = bot_message(page, "Демо-бот")
    await original.hover()
    await original.locator(".reply-action").click()
    await expect(page.locator("#reply-bar")).to_be_visible()
    await expect(page.locator("#reply-bar-name")).to_have_text("Arbiter")
    await say(page, "Отвечаю боту")
    reply = page.locator(".msg-row.own", has_text="Отвечаю боту")
    await expect(reply.locator(".reply-quote")).to_contain_text("Демо-бот")
    await expect(page.locator("#reply-bar")).to_be_hidden()


async def test_closed_poll_shows_final_results_and_takes_no_votes(page: Page) -> None:
    await say(page, "/closepoll")
    poll = page.locator(".poll.closed").last
    await expect(poll.locator(".poll-kind")).to_have_text("Final results")
    await expect(poll.locator(".poll-option").first).to_be_disabled()


async def test_flood_limit_answers_are_highlighted_in_the_calls_panel(
    page: Page, playground: Playground
) -> None:
    limits = {"per_chat_per_second": 1, "per_group_per_minute": 20, "global_per_second": 30}
    answer = await page.request.post(f"{playground.api_url}/sandbox/config", data={"flood": limits})
    assert answer.ok
    await say(page, "/burst")
    flooded = page.locator(".call-row.flood")
    await expect(flooded.first).to_be_visible()
    await expect(flooded.first.locator(".call-status")).to_have_text("429")
    await expect(page.locator("#flood-count")).to_contain_text("429")


async def test_added_user_joins_the_group_and_can_talk_to_the_bot(page: Page) -> None:
    page.once("dialog", lambda dialog: dialog.accept("Дина"))
    await page.click("#add-user")
    await expect(page.locator("#user-picker option:checked")).to_have_text("Дина")
    await expect(page.locator(".chat-item", has_text="Дина ↔ bot")).to_have_count(1)
    await say(page, "/help")
    await expect(page.locator(".msg-row.own", has_text="/help")).to_have_count(1)
    await expect(bot_message(page, "Демо-бот")).to_be_visible()


async def test_demo_group_screenshot_is_saved_as_an_artifact(page: Page) -> None:
    await say(page, "/help")
    await bot_message(page, "Демо-бот").locator(".kb-button", has_text="Нажми меня").click()
    await page.select_option("#user-picker", label=BORIS)
    await say(page, "/poll")
    await page.locator(".poll").last.locator(".poll-option").first.click()
    await expect(page.locator(".poll").last.locator(".poll-count").first).to_have_text("1")
    ARTIFACTS.mkdir(exist_ok=True)
    target = ARTIFACTS / "playground-demo.png"
    await page.screenshot(path=str(target))
    assert target.stat().st_size > 10_000
