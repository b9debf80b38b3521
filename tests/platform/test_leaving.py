"""Players who leave the chat (issue 3, "Game sessions"; contracts: `Leave(player_id)`).

A player of a running game who leaves the group or is kicked is fed to the engine as `Leave`
(journalled like any command; the engine decides whether the game goes on); in a lobby the
player is taken off the list. Telegram tells a bot in two ways: the `chat_member` update (only
when the bot asks for it in `allowed_updates`) and the `left_chat_member` service message
(which a bot in privacy mode also gets) — often both, and the engine must hear it once.
"""

from __future__ import annotations

from typing import Any

from bot.app import App
from bot.storage import GameStatus
from sandbox import ChatHandle
from tests.platform.harness import Harness, lobby_in_group, play, texts


def ask_for_member_updates(harness: Harness, app: App, *, without: tuple[str, ...] = ()) -> None:
    """What Telegram does once the bot sends `allowed_updates` (getUpdates / setWebhook): the
    in-process feed makes no such call, so the sandbox is told the bot's own list here."""
    harness.tg.core.updates.allowed = frozenset(app.dp.resolve_used_update_types()) - set(without)


async def leaves(app: App, game_id: int) -> list[dict[str, Any]]:
    return [command for _, command, _ in await app.repo.journal(game_id) if command["type"] == "leave"]


def lobby_text(group: ChatHandle, message_id: int) -> str:
    return group.message(message_id).text or ""


async def test_the_bot_asks_telegram_for_chat_member_updates(harness: Harness) -> None:
    app = await harness.boot()
    used = app.dp.resolve_used_update_types()
    assert "chat_member" in used  # without it Telegram never says that someone left
    assert {"message", "callback_query", "poll_answer", "my_chat_member"} <= set(used)


async def test_a_player_who_leaves_the_chat_mid_game_is_out_and_the_game_goes_on(harness: Harness) -> None:
    app = await harness.boot()
    ask_for_member_updates(harness, app)
    ann, bob, cat = harness.tg.users("Аня", "Боб", "Кира")
    group = harness.tg.group("Игротека", ann, bob, cat)
    session = await play(harness, group, ann, bob, cat)

    await group.set_member(cat, "left")  # both the chat_member update and the service message arrive

    assert texts(group).count("Кира выходит из игры.") == 1
    assert await leaves(app, session.id) == [{"type": "leave", "player_id": cat.id}]  # journalled once
    assert session.engine is not None and set(session.engine.scores()) == {ann.id, bob.id}
    assert app.live.by_key[(group.id, 0)] is session and session.status is GameStatus.RUNNING
    # The journal with the Leave in it still rebuilds the game as it is.
    assert await app.replay(session.id) == session.engine.to_json()


async def test_a_kicked_player_is_out_and_too_few_left_ends_the_game(harness: Harness) -> None:
    app = await harness.boot()
    ask_for_member_updates(harness, app)
    ann, bob = harness.tg.users("Аня", "Боб")
    group = harness.tg.group("Игротека", ann, bob)
    session = await play(harness, group, ann, bob)

    await group.set_member(bob, "kicked")

    assert await leaves(app, session.id) == [{"type": "leave", "player_id": bob.id}]
    assert (group.id, 0) not in app.live.by_key
    record = await app.repo.game(session.id)
    assert record is not None and record.status is GameStatus.FINISHED
    assert "Боб выходит из игры." in texts(group)
    assert texts(group)[-1].startswith("Итоги")  # the final scores are shown, as for a game played out


async def test_the_service_message_alone_takes_the_player_out(harness: Harness) -> None:
    """A bot that is not an admin (or did not ask) gets no `chat_member`, only `left_chat_member`."""
    app = await harness.boot()
    assert "chat_member" not in harness.tg.core.updates.allowed
    ann, bob, cat = harness.tg.users("Аня", "Боб", "Кира")
    group = harness.tg.group("Игротека", ann, bob, cat)
    session = await play(harness, group, ann, bob, cat)

    await group.set_member(bob, "left")

    assert await leaves(app, session.id) == [{"type": "leave", "player_id": bob.id}]
    assert texts(group).count("Боб выходит из игры.") == 1


async def test_the_chat_member_update_alone_takes_the_player_out(harness: Harness) -> None:
    """Large supergroups may hide join/leave service messages: `chat_member` is then all there is."""
    app = await harness.boot()
    ann, bob, cat = harness.tg.users("Аня", "Боб", "Кира")
    group = harness.tg.group("Игротека", ann, bob, cat)
    session = await play(harness, group, ann, bob, cat)
    ask_for_member_updates(harness, app, without=("message",))

    await group.set_member(bob, "kicked")

    ask_for_member_updates(harness, app)
    assert await leaves(app, session.id) == [{"type": "leave", "player_id": bob.id}]
    assert texts(group).count("Боб выходит из игры.") == 1


async def test_a_lobby_player_who_leaves_the_chat_is_taken_off_the_list(harness: Harness) -> None:
    app = await harness.boot()
    ask_for_member_updates(harness, app)
    group, (_ann, bob, _cat), lobby = await lobby_in_group(harness, "Аня", "Боб", "Кира")
    assert "• Боб" in lobby_text(group, lobby.message_id)

    await group.set_member(bob, "left")

    text = lobby_text(group, lobby.message_id)
    assert "• Боб" not in text and "• Аня" in text and "• Кира" in text
    session = app.live.by_key[(group.id, 0)]
    assert session.status is GameStatus.LOBBY and [p.name for p in session.players] == ["Аня", "Кира"]
    record = await app.repo.game(session.id)
    assert record is not None and [p.name for p in record.players] == ["Аня", "Кира"]  # saved, not only shown


async def test_the_lobby_creator_leaving_hands_the_lobby_on(harness: Harness) -> None:
    app = await harness.boot()
    group, (ann, bob, _cat), lobby = await lobby_in_group(harness, "Аня", "Боб", "Кира")

    await group.set_member(ann, "left")

    await bob.presses(group.message(lobby.message_id), "Начать")  # Боб may start it now
    session = app.live.by_key[(group.id, 0)]
    assert session.status is GameStatus.RUNNING and [p.name for p in session.players] == ["Боб", "Кира"]


async def test_someone_who_does_not_play_leaving_changes_nothing(harness: Harness) -> None:
    app = await harness.boot()
    ask_for_member_updates(harness, app)
    ann, bob, cat = harness.tg.users("Аня", "Боб", "Кира")
    group = harness.tg.group("Игротека", ann, bob, cat)
    session = await play(harness, group, ann, bob)
    before = (len(await app.repo.journal(session.id)), texts(group))

    await group.set_member(cat, "left")

    assert (len(await app.repo.journal(session.id)), texts(group)) == before
    assert session.status is GameStatus.RUNNING


async def test_a_player_leaving_a_forum_reaches_the_game_in_their_topic(harness: Harness) -> None:
    """The service message arrives outside any topic; the game in topic N changes under its own lock."""
    harness.tg.privacy_mode = False
    app = await harness.boot()
    ann, bob, cat = harness.tg.users("Аня", "Боб", "Кира")
    forum = harness.tg.supergroup("Клуб", ann, bob, cat, is_forum=True)
    topic = (await app.bot.create_forum_topic(forum.id, "Игры")).message_thread_id
    await ann.says(forum, "/start_testgame", thread_id=topic)
    lobby = forum.last_bot_message()
    for user in (bob, cat):
        await user.presses(forum.message(lobby.message_id), "Играю")
    await ann.presses(forum.message(lobby.message_id), "Начать")
    session = app.live.by_key[(forum.id, topic)]
    assert session.status is GameStatus.RUNNING

    await forum.set_member(cat, "left")

    assert await leaves(app, session.id) == [{"type": "leave", "player_id": cat.id}]
    assert session.engine is not None and cat.id not in session.engine.scores()
