"""Скаттергорис options in /settings, the bonus mode, GAME_TIME_SCALE, /rules and English (issue 5)."""

from __future__ import annotations

import pytest

from bot.games.skattergoris.spec import SETTING_CHOICES
from engines.skattergoris import DIE_FACES, die_faces
from sandbox import ChatHandle, UserHandle
from tests.e2e.skattergoris.skattergoris_e2e import (
    boot,
    button_labels,
    containing,
    engine,
    find,
    review_status,
    sheet,
    start,
    texts,
    word,
)
from tests.platform.forgery import forge
from tests.platform.harness import Harness

TITLE = "Скаттергорис"


async def choose(admin: UserHandle, group: ChatHandle, label: str, reads: str) -> None:
    """Press the option whose label starts with `label` in /settings until it reads `reads`."""
    await admin.says(group, "/settings")
    panel = group.last_bot_message()
    for _ in range(10):
        labels = button_labels(group.message(panel.message_id))
        current = [t for t in labels if t.startswith(f"{TITLE}: {label}")]
        assert len(current) == 1, button_labels(group.message(panel.message_id))
        if current[0] == f"{TITLE}: {reads}":
            return
        await admin.presses(group.message(panel.message_id), current[0])
    raise AssertionError(f"{label} never read {reads}")


async def test_settings_show_the_box_defaults(harness: Harness) -> None:
    group, (ann, _bob) = await boot(harness, "Аня", "Боб")
    await ann.says(group, "/settings")
    labels = [t for t in button_labels(group.last_bot_message()) if t.startswith(TITLE)]
    # Labels read as sentences (issue 14.13): «раундов: 3», not «раундов = 3»; yes/no in words.
    assert labels == [
        f"{TITLE}: раундов: 3",
        f"{TITLE}: таймер: 180 с (на скорость — 150 или 120)",
        f"{TITLE}: трудный кубик (+ Е Ж Ч Э Я): нет",
        f"{TITLE}: дополнительные очки за слова на букву: нет",
        f"{TITLE}: голосование: 45 с",
        f"{TITLE}: проверка: 90 с",
    ]
    assert SETTING_CHOICES["timer"][:3] == (180, 150, 120)  # the box's timer and its speed marks


async def test_the_speed_timer_and_one_round_from_settings_shape_the_game(harness: Harness) -> None:
    group, (ann, bob) = await boot(harness, "Аня", "Боб")
    await choose(ann, group, "таймер", "таймер: 120 с (на скорость — 150 или 120)")
    await choose(ann, group, "раундов", "раундов: 1")
    await choose(ann, group, "трудный кубик", "трудный кубик (+ Е Ж Ч Э Я): да")
    session = await start(harness, group, (ann, bob))
    game = engine(session)
    assert game.answers_deadline - harness.clock.now() == 120
    assert "⏳ Время пошло: 2:00" in texts(group)  # the countdown starts from the chat's timer
    assert game.settings.rounds == 1 and game.settings.hard_die
    assert die_faces(game.language, game.settings.hard_die) == DIE_FACES["ru"]["hard"]
    await ann.says(ann.private, f"1 {word(game.letter, 0)}")
    await harness.tg.advance(122)
    for user in (ann, bob):
        await user.presses(review_status(group), "Готово")
    assert "Итоги:\n1. Аня — 1 очко\n2. Боб — 0 очков\nПобедитель: Аня!" in containing(group, "Итоги:")


async def test_bonus_mode_scores_every_word_on_the_letter(harness: Harness) -> None:
    group, (ann, bob) = await boot(harness, "Аня", "Боб")
    await choose(ann, group, "дополнительные очки", "дополнительные очки за слова на букву: да")
    session = await start(harness, group, (ann, bob))
    letter = engine(session).letter
    await ann.says(ann.private, f"1 {word(letter, 0)} {word(letter, 1)}\n2 {word(letter, 2)}")
    for user in (ann, bob):
        await user.presses(sheet(user, 1), "Готово")
    for user in (ann, bob):
        await user.presses(review_status(group), "Готово")
    assert containing(group, "Очки за раунд 1").startswith(
        f"Очки за раунд 1 («{letter}»):\nАня — 3 очка\nБоб — 0 очков")


async def test_game_time_scale_shortens_the_timers(harness: Harness) -> None:
    group, (ann, bob) = await boot(harness, "Аня", "Боб", game_time_scale=0.5)
    session = await start(harness, group, (ann, bob))
    game = engine(session)
    assert game.answers_deadline - harness.clock.now() == 90
    assert (game.settings.challenge_time, game.settings.review_time) == (22.5, 45.0)


async def test_a_small_time_scale_makes_a_round_of_seconds_for_demos(harness: Harness) -> None:
    group, (ann, bob) = await boot(harness, "Аня", "Боб", game_time_scale=0.1)
    session = await start(harness, group, (ann, bob))
    assert engine(session).answers_deadline - harness.clock.now() == pytest.approx(18)
    assert not harness.tg.handler_errors


async def test_rules_explain_the_game(harness: Harness) -> None:
    group, (ann, _bob) = await boot(harness, "Аня", "Боб")
    await ann.says(group, "/rules skattergoris")
    rules = texts(group)[-1]
    assert rules.startswith("Скаттергорис: выпадает буква")
    assert "голос оспоренного не учитывается" in rules


async def test_an_english_chat_plays_with_english_lists_and_the_english_die(harness: Harness) -> None:
    group, (ann, bob) = await boot(harness, "Ann", "Bob")
    await ann.says(group, "/lang")
    await ann.presses(group.last_bot_message(), "English")
    session = await start(harness, group, (ann, bob), english=True)
    game = engine(session)
    letter = game.letter
    assert letter in DIE_FACES["en"]["standard"]
    post = containing(group, "Round 1 of 3")
    assert post.startswith(f'Round 1 of 3 · letter "{letter}"')
    assert f"1. {game.categories[0]}" in post
    sheet_text = find(ann.private, "Your sheet").text or ""
    assert sheet_text.startswith(f'Your sheet · round 1 · letter "{letter}"')
    await ann.says(ann.private, f"1 {letter}ob\n2 {letter}ob")  # the same answer twice: one counts
    wrong = "Zebra" if letter != "Z" else "Apple"
    await bob.says(bob.private, f"3 {wrong}")
    assert f'3. {game.categories[2]}: ⚠️ {wrong} (does not start with "{letter}")' in (
        find(bob.private, "Your sheet").text or "")
    for user in (ann, bob):
        await user.presses(find(user.private, "Your sheet"), "Done")
    for user in (ann, bob):
        await user.presses(find(group, "Review:"), "Done")
    assert containing(group, "Round 1 scores").startswith(f'Round 1 scores ("{letter}"):\nAnn — 1 point\n')


async def test_a_press_on_a_private_sheet_after_the_game_is_answered_in_the_games_language(
    harness: Harness,
) -> None:
    """issue 26 (item 17): in a chat switched to English, «Done» pressed on a private sheet as a
    phone still showed it after the game was stopped was answered in Russian — the private chat's
    language (the user's Telegram one), not the game's. A press is answered in its game's language."""
    group, (ann, bob) = await boot(harness, "Ann", "Bob")
    await ann.says(group, "/lang")
    await ann.presses(group.last_bot_message(), "English")
    await start(harness, group, (ann, bob), english=True)
    stale = find(ann.private, "Your sheet")
    assert stale.reply_markup is not None
    buttons = [b for row in stale.reply_markup.inline_keyboard for b in row]
    done = next(b.callback_data for b in buttons if b.text == "Done")
    assert done is not None
    await ann.says(group, "/stop")
    await ann.presses(group.last_bot_message(), "Yes, stop")
    answer = await forge(harness.tg, ann, ann.private.message(stale.message_id), done)
    assert answer.text == "You can't do that now."
