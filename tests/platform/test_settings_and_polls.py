"""/settings, /lang and game polls routed through the stored poll -> game map (issue 3)."""

from __future__ import annotations

from tests.platform.harness import Harness, play, question, texts


async def _enable_round_polls(harness: Harness, group, admin) -> None:  # type: ignore[no-untyped-def]
    await admin.says(group, "/settings")
    panel = group.last_bot_message()
    await admin.presses(panel, "Быстрый ответ: опрос после раунда: нет")
    labels = [b.text for row in group.message(panel.message_id).reply_markup.inline_keyboard for b in row]
    assert "Быстрый ответ: опрос после раунда: да" in labels


async def test_settings_are_for_admins_only_in_groups(harness: Harness) -> None:
    app = await harness.boot()
    ann, bob = harness.tg.users("Аня", "Боб")
    group = harness.tg.group("Игротека", ann, bob)  # Аня, the first member, owns the group
    await bob.says(group, "/settings")
    assert texts(group)[-1] == "Это могут только администраторы чата."
    await _enable_round_polls(harness, group, ann)
    panel = group.last_bot_message()
    refused = await bob.presses(panel, "Быстрый ответ: опрос после раунда: да")
    assert refused.show_alert
    chat = await app.repo.chat(group.id)
    assert chat.settings.games["testgame"]["vote_after_round"] is True


async def test_lang_switches_the_chats_language(harness: Harness) -> None:
    await harness.boot()
    (ann,) = harness.tg.users("Аня")
    group = harness.tg.group("Игротека", ann)
    await ann.says(group, "/lang")
    await ann.presses(group.last_bot_message(), "English")
    await ann.says(group, "/start_testgame")
    assert texts(group)[-1].startswith("Let's play “Quick answer”!")


async def test_poll_answers_reach_the_game_and_the_closed_vote_stops_the_poll(harness: Harness) -> None:
    harness.tg.privacy_mode = False
    app = await harness.boot()
    ann, bob = harness.tg.users("Аня", "Боб")
    group = harness.tg.group("Игротека", ann, bob)
    await _enable_round_polls(harness, group, ann)
    session = await play(harness, group, ann, bob)
    await ann.presses(question(group), "Закончить раунд")
    (poll,) = group.polls()
    assert poll.question == "Честный был раунд?" and not poll.is_anonymous
    await ann.votes(poll, 0)
    assert not group.polls()[0].is_closed
    await harness.shutdown()  # a restart between votes: the poll is still counted
    app = await harness.boot()
    await bob.votes(poll, 1)
    assert group.polls()[0].is_closed
    assert any(t.startswith("Вопрос 2:") for t in texts(group))
    journal = await app.repo.journal(session.id)
    votes = [c for _, c, _ in journal if c["type"] == "vote"]
    assert votes == [
        {"type": "vote", "vote_id": "fair-1", "voter_id": ann.id, "option_ids": [0]},
        {"type": "vote", "vote_id": "fair-1", "voter_id": bob.id, "option_ids": [1]},
    ]
