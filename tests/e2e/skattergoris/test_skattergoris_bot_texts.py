"""The bot side of Скаттергорис without Telegram: options -> engine settings, what counts as an answer
posted in the group, and how the table marks answers (issue 5, "Settings" and "Flow in a group")."""

from __future__ import annotations

import pytest

from bot.games.skattergoris.options import SkattergorisOptions, engine_settings
from bot.games.skattergoris.presenter import looks_like_answer
from bot.games.skattergoris.texts import TABLE_ANSWER, table_text
from bot.games.spec import View
from bot.i18n import load_translator
from engines.core import Player
from engines.skattergoris import ReviewEntry, ReviewRow, SkattergorisSettings


def view() -> View:
    return View(locale="ru", translator=load_translator(), players={1: Player(1, "Аня"), 2: Player(2, "Боб")})


def test_the_chats_options_become_the_engines_settings_with_the_chats_language() -> None:
    options = SkattergorisOptions(rounds=2, timer=150, hard_die=True, bonus=True, challenge_seconds=30,
                                  review_seconds=60)
    assert engine_settings(options, "en") == SkattergorisSettings(
        rounds=2, timer=150.0, die="hard", bonus=True, challenge_time=30.0, review_time=60.0, language="en")
    assert engine_settings(SkattergorisOptions(), "ru") == SkattergorisSettings()  # the box's defaults


@pytest.mark.parametrize(("scaled", "timer"), [(18.0, 18.0), (90.0, 90.0), (1.8, 1.8)])
def test_a_scaled_timer_reaches_the_engine_as_scaled(scaled: float, timer: float) -> None:
    assert engine_settings(SkattergorisOptions(timer=scaled), "ru").timer == timer


def test_an_unknown_language_plays_with_the_russian_die() -> None:
    assert engine_settings(SkattergorisOptions(), "de").language == "ru"


@pytest.mark.parametrize(("text", "answer"), [
    ("3 Кит", True), ("3. кит", True), ("3) кит", True), ("ну и буква!\n7 Кошка", True),
    ("ну и буква!", False), ("1000 мелочей", False), ("Кит", False), ("13 котов", False),
])
def test_only_numbered_sheet_lines_in_the_group_count_as_a_misplaced_answer(text: str, answer: bool) -> None:
    assert looks_like_answer(text) is answer


def test_the_table_strikes_duplicates_marks_wrong_letters_and_shows_empty_rows() -> None:
    long = "К" + "о" * 200
    table = (
        ReviewRow(1, "Животное", (ReviewEntry(1, "Кит", "duplicate"), ReviewEntry(2, "кит", "duplicate"))),
        ReviewRow(2, "Город", (ReviewEntry(1, "Зеленоград", "wrong-letter", "rejected"),
                               ReviewEntry(2, None, "empty"))),
        ReviewRow(3, "Имя", (ReviewEntry(1, long, "ok"), ReviewEntry(2, "Кирилл", "ok", "accepted"))),
        ReviewRow(4, "Река", (ReviewEntry(1, None, "empty"), ReviewEntry(2, None, "empty"))),
    )
    lines = table_text("T", table, view(), points={1: (0, 0, 1), 2: (0, 0, 1)}).splitlines()
    assert lines[3] == "<b>1. Животное</b> — Аня: <s>Кит</s> · Боб: <s>кит</s>"
    # A player with nothing in a row is left out of it: no «Боб: —» noise in a busy chat.
    assert lines[4] == "<b>2. Город</b> — Аня: ⚠️Зеленоград ❌ не засчитан"
    assert lines[5] == (f"<b>3. Имя</b> — Аня: {long[:TABLE_ANSWER - 1]}… (+1) · "
                        "Боб: Кирилл ✅ засчитан (+1)")
    assert lines[6] == "<b>4. Река</b> — никто не ответил"  # a row nobody filled still shows
