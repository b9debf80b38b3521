"""Forged buttons act on nothing (issue 16.1).

A modified client can send any callback data on any message it can see. Every button names its
game; it acts only when the pressed message carries that very data, is in the game's chat (or, for
a player's private buttons, in that player's private chat), and rights are judged in the game's chat.
"""

from __future__ import annotations

from aiogram.types import Message

from bot.games.buttons import ANYONE
from bot.services.keyboards import LobbyButton, SettingsButton, StopButton
from bot.storage import GameStatus
from sandbox import ChatHandle, UserHandle
from tests.games.quick.engine import Finish
from tests.platform.forgery import forge
from tests.platform.harness import Harness, game_in_group, lobby_in_group, question, texts


async def outsider(harness: Harness) -> tuple[UserHandle, ChatHandle, Message, Message]:
    """Ева: creator of her own group «Чужая» (where she opened /games), and a private chat with
    the bot; she is not in «Игротека». Her group's menu and her private /start answer are the
    messages she presses forged data on."""
    (eve,) = harness.tg.users("Ева")
    own = harness.tg.group("Чужая", eve)
    await own.set_member(eve, "creator")
    await eve.says(own, "/games")
    await eve.says(eve.private, "/start")
    return eve, own, own.last_bot_message(), eve.private.last_bot_message()


async def test_a_stop_forged_in_another_group_stops_nothing(harness: Harness) -> None:
    app, group, _, session = await game_in_group(harness, "Аня", "Боб")
    eve, _, menu, _ = await outsider(harness)
    answer = await forge(harness.tg, eve, menu, StopButton(game=session.id, confirm=True).pack())
    assert answer.answered
    assert session.status is GameStatus.RUNNING and app.live.by_id.get(session.id) is session
    assert not any(t.startswith("Игра остановлена") for t in texts(group))


async def test_a_stop_forged_in_a_private_chat_stops_nothing(harness: Harness) -> None:
    app, _, _, session = await game_in_group(harness, "Аня", "Боб")
    eve, _, _, private = await outsider(harness)
    answer = await forge(harness.tg, eve, private, StopButton(game=session.id, confirm=True).pack())
    assert answer.answered
    assert session.status is GameStatus.RUNNING and app.live.by_id.get(session.id) is session


async def test_join_and_start_forged_in_another_group_seat_nobody_and_start_nothing(harness: Harness) -> None:
    app = await harness.boot()
    group, _, _ = await lobby_in_group(harness, "Аня", "Боб")
    session = app.live.by_key[(group.id, 0)]
    eve, _, menu, _ = await outsider(harness)
    await forge(harness.tg, eve, menu, LobbyButton(game=session.id, action="join").pack())
    await forge(harness.tg, eve, menu, LobbyButton(game=session.id, action="start").pack())
    assert [p.name for p in session.players] == ["Аня", "Боб"]
    assert session.status is GameStatus.LOBBY


async def test_join_and_start_forged_in_a_private_chat_seat_nobody_and_start_nothing(
    harness: Harness,
) -> None:
    app = await harness.boot()
    group, _, _ = await lobby_in_group(harness, "Аня", "Боб")
    session = app.live.by_key[(group.id, 0)]
    eve, _, _, private = await outsider(harness)
    await forge(harness.tg, eve, private, LobbyButton(game=session.id, action="join").pack())
    await forge(harness.tg, eve, private, LobbyButton(game=session.id, action="start").pack())
    assert [p.name for p in session.players] == ["Аня", "Боб"]
    assert session.status is GameStatus.LOBBY


async def test_an_admin_of_her_own_group_is_no_admin_of_the_games_group(harness: Harness) -> None:
    """Ева is in «Игротека» too, as a plain member: the lobby's own «Начать» is refused to her, and
    so is the same data pressed on her own group's message, where she is the creator."""
    app = await harness.boot()
    group, _, lobby = await lobby_in_group(harness, "Аня", "Боб")
    session = app.live.by_key[(group.id, 0)]
    eve, _, menu, _ = await outsider(harness)
    await group.set_member(eve, "member")
    await eve.presses(group.message(lobby.message_id), "Играю")
    refused = await eve.presses(group.message(lobby.message_id), "Начать")
    assert refused.show_alert
    await forge(harness.tg, eve, menu, LobbyButton(game=session.id, action="start").pack())
    await forge(harness.tg, eve, menu, StopButton(game=session.id, confirm=True).pack())
    assert session.status is GameStatus.LOBBY and app.live.by_id.get(session.id) is session


async def test_a_players_game_button_forged_elsewhere_does_not_act(harness: Harness) -> None:
    """Боб plays in «Игротека»; «Закончить раунд» of that game pressed in his other group or in
    his private chat (where that button never was) closes no round."""
    _, group, (_ann, bob), session = await game_in_group(harness, "Аня", "Боб")
    other = harness.tg.group("Другая компания", bob)
    await bob.says(other, "/games")
    await bob.says(bob.private, "/start")
    data = session.pack(Finish(player_id=ANYONE, round=1))
    for message in (other.last_bot_message(), bob.private.last_bot_message()):
        answer = await forge(harness.tg, bob, message, data)
        assert answer.answered
    assert not any(t.startswith("Раунд 1:") for t in texts(group))
    await bob.presses(question(group), "Закончить раунд")  # the button itself still works
    assert any(t.startswith("Раунд 1:") for t in texts(group))


async def test_data_that_is_not_on_the_pressed_message_is_refused(harness: Harness) -> None:
    """Bound to its message: /settings data pressed on the game's question (in the same chat, by an
    admin) must not turn the question into a settings panel, nor change the chat's language."""
    app, group, (ann, _bob), session = await game_in_group(harness, "Аня", "Боб")
    await group.set_member(ann, "administrator")
    asked = question(group)
    answer = await forge(harness.tg, ann, asked, SettingsButton(lang="en").pack())
    assert answer.answered and not answer.show_alert
    shown = group.message(asked.message_id)
    assert shown.text == asked.text and shown.reply_markup == asked.reply_markup
    assert (await app.repo.chat(group.id)).locale in (None, "ru")
    await forge(harness.tg, ann, asked, StopButton(game=session.id, confirm=True).pack())
    assert session.status is GameStatus.RUNNING  # the creator's own stop, but not on its message


async def test_settings_data_forged_on_a_players_private_sheet_leaves_it_alone(harness: Harness) -> None:
    """In a private chat everyone is their own admin: the data still has to be on the message."""
    from tests.e2e.skattergoris.skattergoris_e2e import boot, sheet, start

    group, (ann, bob) = await boot(harness, "Аня", "Боб")
    await start(harness, group, (ann, bob))
    own = sheet(ann, 1)
    await forge(harness.tg, ann, own, SettingsButton(lang="en", languages_only=True).pack())
    shown = ann.private.message(own.message_id)
    assert shown.text == own.text and shown.reply_markup == own.reply_markup


async def test_a_buttons_own_kind_with_fields_that_do_not_parse_is_answered_and_changes_nothing(
    harness: Harness,
) -> None:
    """Data of the pressed button's own kind and game, with a field emptied or made a word (a
    modified client): it passes the "is it on its message" check, no handler can read it, and it is
    still answered, so the button does not spin — and the round stays open."""
    _app, group, (_ann, bob), session = await game_in_group(harness, "Аня", "Боб")
    asked = question(group)
    version = session.record.version
    for data in (f"qf:{session.id}:", f"qf:{session.id}:one", f"lob:{session.id}:"):
        answer = await forge(harness.tg, bob, asked, data)
        assert answer.answered and not answer.show_alert, data
    assert session.record.version == version and session.status is GameStatus.RUNNING
    assert not any(t.startswith("Раунд 1:") for t in texts(group))
    assert not harness.tg.handler_errors
