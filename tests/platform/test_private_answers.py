"""Games answered in private: the bot must be able to write to each player (issue 3, lobby)."""

from __future__ import annotations

from tests.platform.harness import Harness, question, texts


async def test_joining_needs_an_open_private_chat_and_the_deep_link_completes_the_join(
    harness: Harness,
) -> None:
    app = await harness.boot()
    ann, bob = harness.tg.users("Аня", "Боб")
    ann.start_bot()
    group = harness.tg.group("Игротека", ann, bob)
    await ann.says(group, "/start_testprivate")
    lobby = group.last_bot_message()
    refused = await bob.presses(lobby, "Играю")
    assert refused.show_alert and (refused.text or "").startswith("Я не могу написать вам в личку")
    session = app.live.by_key[(group.id, 0)]
    assert [p.name for p in session.players] == ["Аня"]
    link = await bob.presses(group.message(lobby.message_id), "Открыть бота")
    prefix = f"https://t.me/{app.driver.me.username}?start=join-"  # type: ignore[union-attr]
    assert link.url is not None and link.url.startswith(prefix)
    token = link.url.removeprefix(prefix)
    assert len(token) >= 12 and str(session.id) != token  # unguessable, not the game's number (issue 16.2)
    await bob.says(bob.private, f"/start join-{token}")
    assert texts(bob.private)[-1] == "Вы в игре «Быстрый ответ (в личке)»! Ответы пишите сюда."
    assert "• Боб" in (group.message(lobby.message_id).text or "")


async def test_private_answers_reach_the_game_in_the_group(harness: Harness) -> None:
    await harness.boot()
    ann, bob = harness.tg.users("Аня", "Боб")
    ann.start_bot()
    bob.start_bot()
    group = harness.tg.group("Игротека", ann, bob)
    await ann.says(group, "/start_testprivate")
    lobby = group.last_bot_message()
    await bob.presses(lobby, "Играю")
    await ann.presses(group.message(lobby.message_id), "Начать")
    assert texts(ann.private)[-1] == "Вопрос 1: кто первый?"
    await bob.says(bob.private, "кот")
    await ann.presses(question(group), "Закончить раунд")
    assert "Раунд 1: первым был Боб («кот»)." in texts(group)
