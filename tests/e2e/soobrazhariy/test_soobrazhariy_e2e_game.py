"""Соображарий around the game: the end and its final message, stats, /settings, /rules, English."""

from __future__ import annotations

from bot.games.registry import Registry
from bot.games.soobrazhariy import SPEC
from tests.e2e.soobrazhariy.soobrazhariy_e2e import (
    CHALLENGE_WINDOW,
    LETTER_PAUSE,
    boot_and_start,
    bot_message,
    has_message,
    letter_line,
    offered_skip,
    registry_dealing,
    texts,
)
from tests.platform.harness import Harness, play


async def test_last_letter_ends_the_game_with_each_players_cards_and_a_shared_win(harness: Harness) -> None:
    registry = registry_dealing(["Предмет одежды", "Город", "Животное"], "ШК")
    group, (ann, bob), _ = await boot_and_start(harness, registry, "Аня", "Боб")
    await harness.tg.advance(LETTER_PAUSE)
    await ann.says(group, "шарф")
    await harness.tg.advance(CHALLENGE_WINDOW)
    assert has_message(group, "Ход 2. Аня открывает категорию: Город", "⚠️ Это последний ход!")
    await harness.tg.advance(LETTER_PAUSE)
    assert letter_line(group) == "Буква: К"  # said once, before the letter, not twice
    await bob.says(group, "Казань")
    await harness.tg.advance(CHALLENGE_WINDOW)
    final = bot_message(group, "Сыграна последняя буква — игра окончена!")
    assert "Аня — 1 очко: Предмет одежды" in (final.text or "")
    assert "Боб — 1 очко: Город" in (final.text or "")
    assert "Ничья — победу делят: Аня, Боб!" in (final.text or "")
    assert harness.app is not None and (group.id, 0) not in harness.app.live.by_key  # the game is over
    await ann.says(group, "/stats")
    board = texts(group)[-1]
    assert "Аня — 1 победа, 1 очко, 1 игра" in board and "Боб — 1 победа, 1 очко, 1 игра" in board


async def test_a_penalty_letter_shows_in_the_final_message(harness: Harness) -> None:
    registry = registry_dealing(["more", "Овощ", "Город"], "С")
    group, (ann, bob), _ = await boot_and_start(harness, registry, "Аня", "Боб")
    await ann.presses(bot_message(group, "Обещает Аня"), "1")
    await bob.presses(bot_message(group, "Обещает Боб"), "Пас")
    await harness.tg.advance(62)
    final = bot_message(group, "игра окончена")
    assert "Аня — −2 очка: без карт; штраф: С (−2)" in (final.text or "")  # the real minus (issue 14.14)
    assert "Победитель: Боб!" in (final.text or "")


def labels(message: object) -> list[str]:
    markup = getattr(message, "reply_markup", None)
    return [] if markup is None else [b.text for row in markup.inline_keyboard for b in row]


async def test_settings_change_the_pause_before_the_letter(harness: Harness) -> None:
    harness.tg.privacy_mode = False
    await harness.boot(registry=Registry(SPEC))
    ann, bob = harness.tg.users("Аня", "Боб")
    group = harness.tg.group("Игротека", ann, bob)
    await ann.says(group, "/settings")
    panel = group.last_bot_message()
    # Labels read as sentences (issue 14.13), not «время на ответ, с = 45».
    assert "Соображарий: время на ответ: 45 с" in labels(panel)
    await ann.presses(panel, "Соображарий: пауза перед буквой: 3 с")
    assert "Соображарий: пауза перед буквой: 5 с" in labels(group.message(panel.message_id))
    await play(harness, group, ann, bob, command="/start_soobrazhariy")
    await harness.tg.advance(LETTER_PAUSE)
    assert not has_message(group, "Буква:")
    await harness.tg.advance(5 - LETTER_PAUSE)
    assert has_message(group, "Буква:")


async def test_settings_offer_a_short_game(harness: Harness) -> None:
    harness.tg.privacy_mode = False
    await harness.boot(registry=Registry(SPEC))
    ann, bob = harness.tg.users("Аня", "Боб")
    group = harness.tg.group("Игротека", ann, bob)  # Аня created it: an admin
    await ann.says(group, "/settings")
    panel = group.last_bot_message()
    label = "Соображарий: короткая игра (26 букв): нет"
    assert label in labels(panel)
    await ann.presses(panel, label)
    assert "Соображарий: короткая игра (26 букв): да" in labels(group.message(panel.message_id))
    await play(harness, group, ann, bob, command="/start_soobrazhariy")
    assert has_message(group, "Букв в колоде: 26.")  # a full game has 52


async def test_rules_explain_the_game(harness: Harness) -> None:
    await harness.boot(registry=Registry(SPEC))
    ann, bob = harness.tg.users("Аня", "Боб")
    group = harness.tg.group("Игротека", ann, bob)
    await ann.says(group, "/rules soobrazhariy")
    rules = texts(group)[-1]
    assert rules.startswith("Соображарий.") and "«Кто больше?»" in rules and "−2" in rules


async def test_an_english_chat_plays_with_english_cards_and_letters(harness: Harness) -> None:
    harness.tg.privacy_mode = False
    await harness.boot(registry=Registry(SPEC))
    ann, bob = harness.tg.users("Ann", "Bob")
    group = harness.tg.group("Games", ann, bob)
    await ann.says(group, "/lang en")
    session = await play(harness, group, ann, bob, command="/start_soobrazhariy", join="Join", start="Start")
    assert has_message(group, "Seats in order: Ann, Bob. Letter cards: 52.")
    assert has_message(group, "Turn 1.", "opens the category")
    await harness.tg.advance(LETTER_PAUSE)
    letter = bot_message(group, "Letter:")
    skip = await offered_skip(harness, group, label="Skip")
    assert (skip.text or "").startswith("No answer on ") and "majority (2)" in (skip.text or "")
    face = (letter.text or "").removeprefix("Letter: ")[:1]
    assert face.isascii() and face.isupper()
    await bob.says(group, f"{face.lower()}abcdef")  # any answer on the letter is a candidate
    assert has_message(group, f"Bob: “{face.lower()}abcdef” — takes it unless someone challenges.")
    assert session.engine is not None and session.engine.state.lang == "en"


async def test_game_time_scale_shortens_the_pause_before_the_letter(harness: Harness) -> None:
    harness.tg.privacy_mode = False
    await harness.boot(registry=registry_dealing(["Город", "Животное"], "КЛ"), game_time_scale=0.1)
    ann, bob = harness.tg.users("Аня", "Боб")
    group = harness.tg.group("Игротека", ann, bob)
    await play(harness, group, ann, bob, command="/start_soobrazhariy")
    await harness.tg.advance(LETTER_PAUSE * 0.1)
    assert letter_line(group) == "Буква: К"


async def test_a_player_who_leaves_the_chat_leaves_the_game_and_the_rest_play_on(harness: Harness) -> None:
    registry = registry_dealing(["more", "Овощ", "Город"], "СК")
    group, (ann, bob, vic), session = await boot_and_start(harness, registry, "Аня", "Боб", "Вика")
    await ann.presses(bot_message(group, "Обещает Аня"), "2")
    await group.set_member(bob, "left")  # Bob's turn to bid: he is skipped
    assert has_message(group, "Боб выходит из игры.")
    bidding = bot_message(group, "Торг продолжается.", "Обещает Вика: сколько ответов (не меньше 3)?")
    await vic.presses(bidding, "Пас")
    assert letter_line(group) == "Буква: С. Аня, назовите 2 ответа за минуту!"
    assert session.engine is not None and bob.id not in session.engine.present


async def test_too_few_players_left_ends_the_game_with_the_final_message(harness: Harness) -> None:
    registry = registry_dealing(["Город", "Животное"], "КЛ")
    group, (ann, bob), _ = await boot_and_start(harness, registry, "Аня", "Боб")
    await harness.tg.advance(LETTER_PAUSE)
    await ann.says(group, "Казань")
    await harness.tg.advance(CHALLENGE_WINDOW)
    await group.set_member(bob, "kicked")
    final = bot_message(group, "Игроков осталось слишком мало — игра окончена.")
    assert "Аня — 1 очко: Город" in (final.text or "") and "Победитель: Аня!" in (final.text or "")
    assert harness.app is not None and (group.id, 0) not in harness.app.live.by_key
