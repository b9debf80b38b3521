"""Pictures through the seam: a game's renderer draws a `Picture`, the platform sends it as a photo,
edits a picture status in place with one `editMessageMedia`, never sends a version that a newer one
replaced while queued, and sends the same picture again by its Telegram `file_id` (issue 10)."""

from __future__ import annotations

import dataclasses

from bot.games.registry import Registry
from bot.services.outbox import FloodLimits
from tests.games.quick.pictures import QuickRenderer
from tests.games.quick.spec import SPEC
from tests.platform.harness import Harness, play


async def boot_with_pictures(harness: Harness, *, flood: bool) -> tuple[QuickRenderer, object, list]:  # type: ignore[type-arg]
    renderer = QuickRenderer()
    harness.tg.privacy_mode = False
    app = await harness.boot(registry=Registry(dataclasses.replace(SPEC, renderer=renderer)),
                             flood_limits=FloodLimits() if flood else None)
    users = list(harness.tg.users("Аня", "Боб", "Вика", "Гена"))
    group = harness.tg.group("Игротека", *users)
    await app.chats.set_game_option(group.id, "testgame", "pictures", True)
    return renderer, group, users


async def test_a_picture_is_sent_as_a_photo_and_then_again_by_its_file_id(harness: Harness) -> None:
    renderer, group, (ann, bob, *_) = await boot_with_pictures(harness, flood=False)
    await play(harness, group, ann, bob)
    question = group.bot_messages()[-1]
    assert question.photo and question.caption == "Вопрос 1: кто первый?"
    assert question.reply_markup is not None  # the caption keeps its buttons
    await ann.presses(question, "Закончить раунд")
    photos = harness.tg.calls_to("sendPhoto")
    questions = [c for c in photos if c["params"].get("caption", "").startswith("Вопрос")]
    assert len(questions) == 2
    first, second = (c["params"]["photo"] for c in questions)
    assert not (isinstance(first, str) and first.startswith("SBX"))  # an upload…
    assert second == group.message(question.message_id).photo[-1].file_id  # …then the file id
    assert renderer.rendered == 1  # drawn once: the second send needed no drawing


async def test_a_picture_status_edited_three_times_quickly_sends_only_the_newest(harness: Harness) -> None:
    renderer, group, (ann, bob, vika, gena) = await boot_with_pictures(harness, flood=True)
    await play(harness, group, ann, bob, vika, gena)
    await harness.tg.advance(20)  # the lobby and the question are out (one write a second)
    for user, word in ((ann, "кот"), (bob, "кит"), (vika, "кол"), (gena, "ком")):
        await user.says(group, word)  # four versions of the answers' counter, one write a second
    await harness.tg.advance(10)
    counters = [m for m in group.bot_messages() if (m.caption or "").startswith("Ответов:")]
    assert [m.caption for m in counters] == ["Ответов: 4"]  # one message, edited in place
    sent = harness.tg.calls_to("sendPhoto") + harness.tg.calls_to("editMessageMedia")
    shown = [c["params"].get("caption") or c["params"]["media"]["caption"] for c in sent
             if "Ответов" in str(c["params"])]
    assert shown[0] == "Ответов: 1" and shown[-1] == "Ответов: 4"
    assert len(shown) < 4  # a version replaced while queued was never sent…
    assert renderer.rendered == 1 + len(shown)  # …nor drawn (the question is the 1)
    assert not [c for c in harness.tg.calls if c.get("error_code") == 429]
    assert harness.app is not None and harness.app.outbox.superseded >= 1
