"""One game answered in private at a time, for the creator too (issue 16.3).

Private answers go to the player's one game: seated in two, they would land in the wrong one. So
opening a lobby is refused like joining one, and the refusal names the other game's group.
"""

from __future__ import annotations

from bot.storage import GameStatus
from tests.e2e.skattergoris.skattergoris_e2e import boot, engine, sheet_rows, start, texts, word
from tests.platform.harness import Harness

REFUSED = ("Вы уже играете в «Скаттергорис» в чате «Игротека»: ответы в личке ушли бы не в ту игру. "
           "Доиграйте её или выйдите из того лобби.")


async def test_a_player_of_a_running_game_cannot_open_a_second_one(harness: Harness) -> None:
    group, (ann, bob, vika) = await boot(harness, "Аня", "Боб", "Вика")
    session = await start(harness, group, (ann, bob))
    other = harness.tg.group("Другая компания", ann, vika)
    await ann.says(other, "/start_skattergoris")
    assert texts(other)[-1] == REFUSED
    assert (other.id, 0) not in harness.app.live.by_key  # type: ignore[union-attr]
    # Her private answers still reach the game she plays.
    letter = engine(session).letter
    await ann.says(ann.private, f"1 {word(letter, 0)}")
    assert sheet_rows(ann, 1)[0].endswith(word(letter, 0))


async def test_the_games_menu_refuses_it_the_same_way(harness: Harness) -> None:
    group, (ann, bob, vika) = await boot(harness, "Аня", "Боб", "Вика")
    await start(harness, group, (ann, bob))
    other = harness.tg.group("Другая компания", ann, vika)
    await ann.says(other, "/games")
    refused = await ann.presses(other.last_bot_message(), "Скаттергорис")
    assert refused.show_alert and refused.text == REFUSED
    assert (other.id, 0) not in harness.app.live.by_key  # type: ignore[union-attr]


async def test_a_player_waiting_in_a_lobby_cannot_open_a_second_one(harness: Harness) -> None:
    group, (ann, bob, vika) = await boot(harness, "Аня", "Боб", "Вика")
    await bob.says(group, "/start_skattergoris")
    await ann.presses(group.last_bot_message(), "Играю")
    other = harness.tg.group("Другая компания", ann, vika)
    await ann.says(other, "/start_skattergoris")
    assert texts(other)[-1] == REFUSED
    assert (other.id, 0) not in harness.app.live.by_key  # type: ignore[union-attr]


async def test_once_the_first_game_is_over_the_second_may_open(harness: Harness) -> None:
    group, (ann, bob, vika) = await boot(harness, "Аня", "Боб", "Вика")
    session = await start(harness, group, (ann, bob))
    await ann.says(group, "/stop")
    await ann.presses(group.last_bot_message(), "Да, остановить")
    assert session.status is GameStatus.STOPPED
    other = harness.tg.group("Другая компания", ann, vika)
    await ann.says(other, "/start_skattergoris")
    assert harness.app.live.by_key[(other.id, 0)].players[0].name == "Аня"  # type: ignore[union-attr]
