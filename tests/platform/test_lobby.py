"""Lobby: join, leave, start, stop and who may do what (issue 3, "Game sessions")."""

from __future__ import annotations

from bot.storage import GameStatus
from tests.platform.harness import Harness, game_in_group, lobby_in_group, texts


async def test_lobby_join_leave_and_start_by_creator(harness: Harness) -> None:
    app = await harness.boot()
    ann, bob = harness.tg.users("Аня", "Боб")
    group = harness.tg.group("Игротека", ann, bob)
    await ann.says(group, "/start_testgame")
    lobby = group.last_bot_message()
    assert (lobby.text or "").startswith("Собираемся играть в «Быстрый ответ»!")
    assert "• Аня" in (lobby.text or "")
    await bob.presses(lobby, "Играю")
    assert "• Боб" in (group.message(lobby.message_id).text or "")
    await bob.presses(lobby, "Выйти")
    assert "• Боб" not in (group.message(lobby.message_id).text or "")
    await bob.presses(lobby, "Играю")
    await ann.presses(group.message(lobby.message_id), "Начать")
    assert group.message(lobby.message_id).text == "Игра «Быстрый ответ» началась!"
    assert any(t.startswith("Вопрос 1:") for t in texts(group))
    session = app.live.by_key[(group.id, 0)]
    assert session.engine is not None and [p.name for p in session.players] == ["Аня", "Боб"]


async def test_lobby_is_edited_in_place_not_resent(harness: Harness) -> None:
    await harness.boot()
    ann, bob, cat = harness.tg.users("Аня", "Боб", "Кира")
    group = harness.tg.group("Игротека", ann, bob, cat)
    await ann.says(group, "/start_testgame")
    count = len(group.bot_messages())
    lobby = group.last_bot_message()
    await bob.presses(lobby, "Играю")
    await cat.presses(lobby, "Играю")
    assert len(group.bot_messages()) == count
    assert "Игроки: 3" in (group.message(lobby.message_id).text or "")


async def test_only_the_creator_or_an_admin_may_start(harness: Harness) -> None:
    app = await harness.boot()
    ann, bob, cat = harness.tg.users("Аня", "Боб", "Кира")
    group = harness.tg.group("Игротека", ann, bob, cat)
    await ann.says(group, "/start_testgame")
    lobby = group.last_bot_message()
    await bob.presses(lobby, "Играю")
    refused = await bob.presses(lobby, "Начать")
    assert refused.show_alert and "тот, кто её открыл, или администратор" in (refused.text or "")
    assert app.live.by_key[(group.id, 0)].status is GameStatus.LOBBY
    await group.set_member(cat, "administrator")
    await cat.presses(lobby, "Начать")
    assert app.live.by_key[(group.id, 0)].status is GameStatus.RUNNING


async def test_a_lobby_below_the_minimum_does_not_start(harness: Harness) -> None:
    app = await harness.boot()
    (ann,) = harness.tg.users("Аня")
    group = harness.tg.group("Игротека", ann)
    await ann.says(group, "/start_testgame")
    refused = await ann.presses(group.last_bot_message(), "Начать")
    assert refused.text == "Нужно хотя бы 2 игрока."
    assert app.live.by_key[(group.id, 0)].status is GameStatus.LOBBY


async def test_one_game_per_chat(harness: Harness) -> None:
    await harness.boot()
    (ann,) = harness.tg.users("Аня")
    group = harness.tg.group("Игротека", ann)
    await ann.says(group, "/start_testgame")
    await ann.says(group, "/start_testgame")
    # issue 26 (item 16): what is there is a lobby, not a game, and it is said so.
    assert texts(group)[-1] == ("В этом чате уже набирают игроков: присоединяйтесь кнопкой «Играю» "
                                "под сообщением набора. Отменить набор — /stop.")


async def test_idle_lobby_closes_after_ten_minutes(harness: Harness) -> None:
    app = await harness.boot()
    group, _, lobby = await lobby_in_group(harness, "Аня")
    game_id = app.live.by_key[(group.id, 0)].id
    await harness.tg.advance(599)
    assert (group.id, 0) in app.live.by_key
    await harness.tg.advance(1)
    assert (group.id, 0) not in app.live.by_key
    assert "10 минут никто не начинал" in (group.message(lobby.message_id).text or "")
    record = await app.repo.game(game_id)
    assert record is not None and record.status is GameStatus.STOPPED


async def test_stop_needs_the_creator_or_an_admin_and_a_confirmation(harness: Harness) -> None:
    app, group, (ann, bob), session = await game_in_group(harness, "Аня", "Боб")
    await bob.says(group, "кот")
    await bob.says(group, "/stop")
    assert texts(group)[-1].startswith("Остановить игру может")
    await ann.says(group, "/stop")
    confirm = group.last_bot_message()
    refused = await bob.presses(confirm, "Да, остановить")
    assert refused.show_alert
    assert session.status is GameStatus.RUNNING
    await ann.presses(confirm, "Да, остановить")
    # The score as it stood; a stopped game names no winner (issue 14.10).
    assert texts(group)[-1].startswith("Игра остановлена.\n\nСчёт на момент остановки")
    assert "Победител" not in texts(group)[-1]
    assert (group.id, 0) not in app.live.by_key
    record = await app.repo.game(session.id)
    assert record is not None and record.status is GameStatus.STOPPED


async def test_score_shows_the_current_scores(harness: Harness) -> None:
    _, group, (ann, bob), _ = await game_in_group(harness, "Аня", "Боб")
    await bob.says(group, "кот")
    await harness.tg.advance(40)
    await ann.says(group, "/score")
    assert texts(group)[-1] == "Счёт:\n1. Боб — 1 очко\n2. Аня — 0 очков"


async def test_a_finished_game_shows_final_scores_and_feeds_the_leaderboard(harness: Harness) -> None:
    app, group, (ann, bob), session = await game_in_group(harness, "Аня", "Боб")
    await bob.says(group, "кот")
    await harness.tg.advance(40)
    await bob.says(group, "пёс")
    await harness.tg.advance(40)
    assert texts(group)[-1] == "Итоги:\n1. Боб — 2 очка\n2. Аня — 0 очков\nПобедитель: Боб!"
    record = await app.repo.game(session.id)
    assert record is not None and record.status is GameStatus.FINISHED
    await ann.says(group, "/stats")
    assert texts(group)[-1] == (
        "Рейтинг чата:\n1. Боб — 1 победа, 2 очка, 1 игра\n2. Аня — 0 побед, 0 очков, 1 игра"
    )


async def test_games_menu_opens_a_lobby_and_unregistered_games_are_coming_soon(harness: Harness) -> None:
    app = await harness.boot()
    (ann,) = harness.tg.users("Аня")
    group = harness.tg.group("Игротека", ann)
    await ann.says(group, "/games")
    menu = group.last_bot_message()
    soon = await ann.presses(menu, "Скаттергорис (скоро)")  # marked before anyone presses it
    assert soon.text == "«Скаттергорис» скоро появится. Пока можно выбрать другую игру в /games."
    await ann.presses(menu, "Быстрый ответ")
    assert app.live.by_key[(group.id, 0)].spec.kind == "testgame"
    await ann.says(group, "/start_dobble")
    assert texts(group)[-1].startswith("«Доббль» скоро появится.")


async def test_group_commands_in_a_private_chat_explain_games_are_played_in_groups(harness: Harness) -> None:
    await harness.boot()
    (ann,) = harness.tg.users("Аня")
    await ann.says(ann.private, "/start_testgame")
    assert texts(ann.private)[-1].startswith("В игры играют в группах")
    await ann.says(ann.private, "/games")
    assert texts(ann.private)[-1].startswith("В игры играют в группах")


async def test_lobby_warns_when_the_bot_cannot_see_group_answers(harness: Harness) -> None:
    await harness.boot()  # the sandbox starts with privacy mode on; the bot is not an admin
    (ann,) = harness.tg.users("Аня")
    group = harness.tg.group("Игротека", ann)
    await ann.says(group, "/start_testgame")
    assert "Я не вижу обычные сообщения в этой группе" in texts(group)[-1]


async def test_no_privacy_warning_when_the_bot_reads_all_messages(harness: Harness) -> None:
    harness.tg.privacy_mode = False
    await harness.boot()
    (ann,) = harness.tg.users("Аня")
    group = harness.tg.group("Игротека", ann)
    await ann.says(group, "/start_testgame")
    assert "не вижу" not in texts(group)[-1]


async def test_when_the_creator_leaves_the_next_player_may_start(harness: Harness) -> None:
    app = await harness.boot()
    group, (ann, bob, _cat), lobby = await lobby_in_group(harness, "Аня", "Боб", "Кира")
    await ann.presses(lobby, "Выйти")
    await bob.presses(group.message(lobby.message_id), "Начать")
    session = app.live.by_key[(group.id, 0)]
    assert session.status is GameStatus.RUNNING and [p.name for p in session.players] == ["Боб", "Кира"]


async def test_a_start_link_with_an_unknown_payload_gets_the_help(harness: Harness) -> None:
    await harness.boot()
    (ann,) = harness.tg.users("Аня")
    await ann.says(ann.private, "/start something-old")
    assert texts(ann.private)[-1].startswith("Я — Арбитр")
