"""Lobby: join, leave, start, stop and who may do what (issue 3, "Game sessions")."""

from __future__ import annotations

from tests.harness import Harness


async def test_lobby_join_leave_and_start_by_creator(harness: Harness) -> None:
    app = await harness.boot()
    tg = harness.tg
    ann, bob = tg.users("Аня", "Боб")
    group = tg.group("Игротека", ann, bob)
    await ann.says(group, "/start_testgame")
    lobby = group.last_bot_message()
    assert "Быстрый ответ" in (lobby.text or "")
    assert "Аня" in (lobby.text or "")
    answer = await bob.presses(lobby, "Играю")
    assert answer.answered
    lobby = group.message(lobby.message_id)
    assert "Боб" in (lobby.text or "")
    await bob.presses(lobby, "Выйти")
    assert "Боб" not in (group.message(lobby.message_id).text or "")
    await bob.presses(lobby, "Играю")
    await ann.presses(group.message(lobby.message_id), "Начать")
    texts = [m.text for m in group.bot_messages()]
    assert any("Вопрос 1" in (t or "") for t in texts)
    session = app.sessions.by_key[(group.id, 0)]
    assert session.engine is not None
