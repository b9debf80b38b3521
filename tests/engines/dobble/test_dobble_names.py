"""Typed claims: the symbol's name in any case, with ё or е, inflected, or an alias people really say."""

from __future__ import annotations

import pytest
from dobble_table import content, symbol_id

from engines.dobble import symbol_named


def named(text: str, lang: str = "ru") -> str | None:
    found = symbol_named(text, content(lang), lang)
    return None if found is None else content(lang).symbols[found].name


@pytest.mark.parametrize("text", ["звезда", "Звезда", "ЗВЕЗДА!", "звезду", "звёздочка", "Звездочка", "⭐",
                                  "«звезда»", "вот звезда"])
def test_the_star_however_it_is_typed(text: str) -> None:
    assert named(text) == "звезда"


@pytest.mark.parametrize(("text", "symbol"), [
    ("конь", "конь"), ("лошадь", "конь"), ("Лошадка", "конь"),
    ("сердечко", "сердце"), ("месяц", "луна"), ("полумесяц", "луна"),
    ("лёд", "лёд"), ("лед", "лёд"), ("льда", "лёд"),
    ("божью коровку", "божья коровка"), ("кота", "кошка"), ("пёс", "собака"), ("пес", "собака"),
    ("туча", "облако"), ("часы", "часы"), ("будильник", "часы"),
])
def test_aliases_and_inflection(text: str, symbol: str) -> None:
    assert named(text) == symbol


def test_a_plain_key_is_the_key_and_the_clef_needs_its_adjective() -> None:
    assert named("ключ") == "ключ"
    assert named("ключик") == "ключ"
    assert named("скрипичный ключ") == "скрипичный ключ"
    assert named("Скрипичный") == "скрипичный ключ"
    assert named("скрипичного ключа") == "скрипичный ключ"
    assert symbol_id("ключ") != symbol_id("скрипичный ключ")


@pytest.mark.parametrize("text", ["привет", "ну ты и рыба", "звезда луна", "", "   ", "ха-ха", "🙂"])
def test_chatter_names_no_symbol(text: str) -> None:
    assert named(text) is None


@pytest.mark.parametrize(("text", "symbol"), [
    ("Star", "star"), ("the keys", "key"), ("treble clef", "treble clef"), ("horse", "horse"),
    ("Ladybug", "ladybird"),
])
def test_english_names(text: str, symbol: str) -> None:
    assert named(text, "en") == symbol


@pytest.mark.parametrize(("text", "lang"), [("квадрат", "ru"), ("квадратик", "ru"), ("квадрата", "ru"),
                                            ("square", "en")])
def test_the_blue_diamond_answers_to_square_as_people_call_it(text: str, lang: str) -> None:
    """issue 26 (item 10): 🔷 «ромб» is what many call a square; both names take it."""
    assert named(text, lang) == ("ромб" if lang == "ru" else "diamond")
