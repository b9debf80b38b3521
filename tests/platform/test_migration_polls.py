"""Polls opened before a group became a supergroup are stopped where they live (issue 16.8).

Message ids start again in the supergroup, so the old poll's id there names some other message:
stopping it in the new chat would fail («message with poll to stop not found») or, worse, stop
whatever poll the new chat has under that id.
"""

from __future__ import annotations

from aiogram.types import Message

from bot.storage import GameStatus
from sandbox import ChatHandle, UserHandle
from tests.platform.harness import Harness, play, question

ROUNDS = 2


async def poll_then_migrate(
    harness: Harness,
) -> tuple[ChatHandle, ChatHandle, UserHandle, UserHandle, Message]:
    """Round 1 of the test game ends in a «fair?» poll in the basic group; then the group migrates."""
    harness.tg.privacy_mode = False
    app = await harness.boot()
    ann, bob = harness.tg.users("Аня", "Боб")
    group = harness.tg.group("Игротека", ann, bob)
    await group.set_member(ann, "creator")
    await app.chats.set_game_option(group.id, "testgame", "vote_after_round", True)
    await app.chats.set_game_option(group.id, "testgame", "rounds", ROUNDS)
    await play(harness, group, ann, bob)
    await bob.says(group, "кот")
    await ann.presses(question(group), "Закончить раунд")
    [poll] = [m for m in group.bot_messages() if m.poll is not None]
    super_group = await group.migrate()
    return group, super_group, ann, bob, poll


async def same_id_poll(harness: Harness, chat: ChatHandle, user: UserHandle, message_id: int) -> Message:
    """A poll of the bot in `chat` whose message id is `message_id` (the chat is filled up to it)."""
    assert harness.app is not None
    while chat.state.last_message_id < message_id - 1:
        await user.says(chat, "просто болтаем")
    other = await harness.app.bot.send_poll(chat.id, "Пицца или суши?", ["Пицца", "Суши"], is_anonymous=False)
    assert other.message_id == message_id
    return other


def stop_calls(harness: Harness) -> list[tuple[int, int]]:
    return [(c["params"]["chat_id"], c["params"]["message_id"]) for c in harness.tg.calls_to("stopPoll")]


def is_open(harness: Harness, message: Message) -> bool:
    assert message.poll is not None
    return not harness.tg.core.polls[message.poll.id].is_closed


async def test_stop_stops_an_old_poll_in_the_old_chat_and_leaves_the_same_id_in_the_new_one(
    harness: Harness,
) -> None:
    group, super_group, ann, bob, poll = await poll_then_migrate(harness)
    other = await same_id_poll(harness, super_group, bob, poll.message_id)
    await ann.says(super_group, "/stop")
    await ann.presses(super_group.last_bot_message(), "Да, остановить")
    session_record = (await harness.app.repo.games(chat_id=super_group.id))[0]  # type: ignore[union-attr]
    assert session_record.status is GameStatus.STOPPED
    assert stop_calls(harness) == [(group.id, poll.message_id)]
    assert is_open(harness, other)  # the supergroup's own poll of that id is untouched
    assert await harness.app.repo.open_polls() == []  # type: ignore[union-attr]
    assert not harness.tg.handler_errors


async def test_a_vote_closed_after_the_migration_stops_its_poll_in_the_old_chat(harness: Harness) -> None:
    group, super_group, ann, bob, poll = await poll_then_migrate(harness)
    other = await same_id_poll(harness, super_group, bob, poll.message_id)
    await ann.votes(poll, 0)
    await bob.votes(poll, 0)
    assert stop_calls(harness) == [(group.id, poll.message_id)]
    assert is_open(harness, other)
    assert question(super_group, 2).text == "Вопрос 2: кто первый?"  # the game goes on in the supergroup
    assert not harness.tg.handler_errors
