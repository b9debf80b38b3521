"""Join links (`/start join-<token>`) seat only members of the game's group (issue 16.2).

The link carries an unguessable token of its lobby, never the game's number; and whoever follows
it must be a member of the group the game is played in.
"""

from __future__ import annotations

from bot.services.game_session import GameSession
from sandbox import ChatHandle, UserHandle
from tests.platform.harness import Harness, texts


async def private_lobby(harness: Harness) -> tuple[ChatHandle, UserHandle, GameSession, str]:
    """Аня opens the private-answer test game in «Игротека»; the token of its «Открыть бота» link."""
    app = await harness.boot()
    (ann,) = harness.tg.users("Аня")
    ann.start_bot()
    group = harness.tg.group("Игротека", ann)
    await ann.says(group, "/start_testprivate")
    link = await ann.presses(group.last_bot_message(), "Открыть бота")
    prefix = f"https://t.me/{app.driver.me.username}?start=join-"  # type: ignore[union-attr]
    assert link.url is not None and link.url.startswith(prefix)
    return group, ann, app.live.by_key[(group.id, 0)], link.url.removeprefix(prefix)


async def test_a_non_member_with_a_valid_join_link_is_refused(harness: Harness) -> None:
    group, _, session, token = await private_lobby(harness)
    (eve,) = harness.tg.users("Ева")
    await eve.says(eve.private, f"/start join-{token}")
    assert texts(eve.private)[-1] == ("Эта игра идёт в группе, где вас нет. Вступите в группу и нажмите "
                                      "«Играю» под лобби.")
    assert [p.name for p in session.players] == ["Аня"]
    assert "Ева" not in (group.last_bot_message().text or "")


async def test_a_member_who_left_the_group_is_refused_too(harness: Harness) -> None:
    group, _, session, token = await private_lobby(harness)
    (eve,) = harness.tg.users("Ева")
    await group.set_member(eve, "member")
    await group.set_member(eve, "left")
    await eve.says(eve.private, f"/start join-{token}")
    assert texts(eve.private)[-1].startswith("Эта игра идёт в группе, где вас нет.")
    assert [p.name for p in session.players] == ["Аня"]


async def test_a_member_with_the_link_is_seated(harness: Harness) -> None:
    group, _, session, token = await private_lobby(harness)
    (bob,) = harness.tg.users("Боб")
    await group.set_member(bob, "member")
    await bob.says(bob.private, f"/start join-{token}")
    assert texts(bob.private)[-1] == "Вы в игре «Быстрый ответ (в личке)»! Ответы пишите сюда."
    assert [p.name for p in session.players] == ["Аня", "Боб"]


async def test_a_guessed_or_sequential_join_payload_finds_no_lobby(harness: Harness) -> None:
    _, _, session, token = await private_lobby(harness)
    (eve,) = harness.tg.users("Ева")
    guesses = [str(session.id), str(session.id + 1), "1", "0", "", token[:-1], token + "A", token.upper(),
               f"{session.id}-{token}", "жжж", "\u200b" + token]
    for guess in guesses:
        await eve.says(eve.private, f"/start join-{guess}")
        assert texts(eve.private)[-1] == "Это лобби уже закрыто.", guess
    assert [p.name for p in session.players] == ["Аня"]
    assert not harness.tg.handler_errors
    assert len(token) >= 12 and token != str(session.id)


async def test_a_link_of_a_lobby_that_started_seats_nobody(harness: Harness) -> None:
    group, ann, session, token = await private_lobby(harness)
    (bob, eve) = harness.tg.users("Боб", "Ева")
    bob.start_bot()
    await group.set_member(bob, "member")
    await group.set_member(eve, "member")
    lobby = group.last_bot_message()
    await bob.presses(lobby, "Играю")
    await ann.presses(group.message(lobby.message_id), "Начать")
    await eve.says(eve.private, f"/start join-{token}")
    assert texts(eve.private)[-1] == "Это лобби уже закрыто."
    assert [p.name for p in session.players] == ["Аня", "Боб"]


async def test_a_link_to_a_game_answered_in_the_group_says_to_go_back_there(harness: Harness) -> None:
    """Not «Ответы пишите сюда»: in this game the answers go to the group (issue 16.2)."""
    app = await harness.boot()
    ann, bob = harness.tg.users("Аня", "Боб")
    group = harness.tg.group("Игротека", ann, bob)
    await ann.says(group, "/start_testgame")
    session = app.live.by_key[(group.id, 0)]
    await bob.says(bob.private, f"/start join-{session.record.settings.join}")
    assert texts(bob.private)[-1] == "Вы в игре «Быстрый ответ»! Возвращайтесь в группу."
    assert [p.name for p in session.players] == ["Аня", "Боб"]
