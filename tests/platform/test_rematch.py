"""«Ещё партию»: a finished game's final message offers a new game with the same players.

A game asks for it with `Button(text, rematch=True)`; the platform packs it as its own
`RematchButton(game=<finished game>)` (the finished game is no longer live, so a game button of its
own would be refused). A press by one of its players, in its chat, opens a lobby of the same kind
with those of its players still in the chat and starts it at once.
"""

from __future__ import annotations

import dataclasses

from aiogram.types import CallbackQuery, Message

from bot.games.registry import Registry
from bot.services.game_session import GameSession
from bot.services.keyboards import RematchButton
from bot.storage import GameStatus
from sandbox import ChatHandle, UserHandle
from sandbox.core.state import CallbackRecord
from tests.games.quick.presenter import QuickPresenter
from tests.games.quick.spec import SPEC
from tests.platform.harness import Harness, play, question, texts

REMATCH = Registry(dataclasses.replace(SPEC, presenter=QuickPresenter(rematch=True)))


async def finished_game(harness: Harness, *names: str, extra: tuple[str, ...] = ()
                        ) -> tuple[ChatHandle, list[UserHandle], GameSession, Message]:
    """`names` play the test game to its end (each round closed with «Закончить раунд»); the users
    in `extra` are in the group but not in the game. Returns the final message too."""
    harness.tg.privacy_mode = False
    await harness.boot(registry=REMATCH)
    users = list(harness.tg.users(*names, *extra))
    group = harness.tg.group("Игротека", *users)
    players = users[: len(names)]
    session = await play(harness, group, *players)
    for round_ in (1, 2):
        await players[0].presses(question(group, round_), "Закончить раунд")
    assert session.status is GameStatus.FINISHED
    final = next(m for m in reversed(group.bot_messages()) if m.text == "Игра окончена.")
    return group, users, session, final


def running(harness: Harness, group: ChatHandle) -> GameSession | None:
    assert harness.app is not None
    return harness.app.live.by_key.get((group.id, 0))


async def test_play_again_starts_a_new_game_with_the_same_players(harness: Harness) -> None:
    group, (ann, bob, cat), old, final = await finished_game(harness, "Аня", "Боб", "Кира")
    assert final.reply_markup is not None
    [[button]] = final.reply_markup.inline_keyboard
    assert button.text == "Ещё партию" and button.callback_data == RematchButton(game=old.id).pack()

    answer = await bob.presses(final, "Ещё партию")

    assert answer.answered and not answer.text
    new = running(harness, group)
    assert new is not None and new.id != old.id and new.status is GameStatus.RUNNING
    assert new.spec.kind == old.spec.kind
    assert {p.id for p in new.players} == {ann.id, bob.id, cat.id}
    assert new.record.creator_id == bob.id  # the presser opened it: they may /stop it
    assert "Игра «Быстрый ответ» началась!" in texts(group)
    assert question(group, 1).message_id > final.message_id  # a new first question


async def test_the_finished_games_own_buttons_are_refused(harness: Harness) -> None:
    group, (ann, _bob), _old, _final = await finished_game(harness, "Аня", "Боб")
    answer = await ann.presses(question(group, 2), "Закончить раунд")
    assert answer.text == "Эта игра уже закончилась."
    assert running(harness, group) is None


async def test_only_a_player_of_the_finished_game_may_play_again(harness: Harness) -> None:
    group, (_ann, _bob, dan), _old, final = await finished_game(harness, "Аня", "Боб", extra=("Дэн",))
    answer = await dan.presses(final, "Ещё партию")
    assert answer.text == "Ещё партию начинает кто-то из тех, кто играл в эту."
    assert running(harness, group) is None


async def test_play_again_while_a_game_runs_in_the_chat_is_refused(harness: Harness) -> None:
    group, (ann, bob), _old, final = await finished_game(harness, "Аня", "Боб")
    await ann.presses(final, "Ещё партию")
    first = running(harness, group)
    assert first is not None
    answer = await bob.presses(final, "Ещё партию")  # the same button pressed a moment later
    assert answer.text == "В этом чате уже идёт игра. Остановить её — /stop."
    assert running(harness, group) is first


async def test_players_who_left_the_chat_are_not_seated_again(harness: Harness) -> None:
    group, (ann, bob, cat), _old, final = await finished_game(harness, "Аня", "Боб", "Кира")
    await group.set_member(cat, "left")
    await ann.presses(final, "Ещё партию")
    new = running(harness, group)
    assert new is not None and {p.id for p in new.players} == {ann.id, bob.id}


async def test_too_few_players_left_in_the_chat_is_refused_politely(harness: Harness) -> None:
    group, (ann, bob), _old, final = await finished_game(harness, "Аня", "Боб")
    await group.set_member(bob, "left")
    answer = await ann.presses(final, "Ещё партию")
    assert answer.text == ("Из этой партии в чате осталось слишком мало игроков: нужно хотя бы 2 игрока. "
                           "Начните новую игру: /games.")
    assert running(harness, group) is None


async def test_the_button_copied_to_another_chat_starts_nothing(harness: Harness) -> None:
    group, (ann, bob), old, _final = await finished_game(harness, "Аня", "Боб")
    elsewhere = harness.tg.group("Другая", ann, bob)
    await ann.says(elsewhere, "привет")
    message = elsewhere.last_message()
    core = harness.tg.core
    chat = core.find_chat(elsewhere.id)
    record = CallbackRecord(id="7200000000000000001", chat_id=chat.id, message_id=message.message_id,
                            from_id=ann.id, data=RematchButton(game=old.id).pack(), created_at=core.now())
    core.callbacks[record.id] = record
    core.emit("callback_query", CallbackQuery(id=record.id, from_user=core.user(ann.id), message=message,
                                              chat_instance="1", data=record.data))
    await harness.tg.idle()
    # Data not on the pressed message is refused before any handler sees it (docs/security.md).
    assert core.callbacks[record.id].text == "Сейчас так нельзя."
    assert running(harness, elsewhere) is None and running(harness, group) is None


async def test_play_again_while_a_lobby_is_open_in_the_chat_says_it_is_a_lobby(harness: Harness) -> None:
    """issue 26 (item 16): an old «Ещё партию» pressed while players gather for a new game is told
    about the lobby, not about a game «already running»."""
    group, (ann, bob), _old, final = await finished_game(harness, "Аня", "Боб")
    await ann.says(group, "/start_testgame")
    lobby = running(harness, group)
    answer = await bob.presses(final, "Ещё партию")
    assert answer.text == ("В этом чате уже набирают игроков: присоединяйтесь кнопкой «Играю» "
                           "под сообщением набора. Отменить набор — /stop.")
    assert running(harness, group) is lobby
