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


def test_english_has_as_many_symbols_with_aliases_as_russian() -> None:
    """issue 26 (item 22): Доббль in English at the size of Russian — every symbol named, and at least
    as many with the other names people say («love» for ❤️, «snow» for ❄️)."""
    import json
    from pathlib import Path

    root = Path(__file__).resolve().parents[3] / "locales"
    ru, en = ({s["emoji"]: s for s in json.loads((root / lang / "dobble.json").read_text())["symbols"]}
              for lang in ("ru", "en"))
    assert ru.keys() == en.keys() and all(s["name"] for s in en.values())
    assert sum(bool(s["aliases"]) for s in en.values()) >= sum(bool(s["aliases"]) for s in ru.values())


@pytest.mark.parametrize(("text", "symbol"), [
    ("love", "heart"), ("snow", "snowflake"), ("oak", "tree"), ("spook", "ghost"), ("jumbo", "elephant"),
    ("mallet", "hammer"), ("hearts", "heart"), ("Scissors!", "scissors"),
])
def test_english_aliases_people_say(text: str, symbol: str) -> None:
    """issue 26 (item 22)."""
    assert named(text, "en") == symbol
