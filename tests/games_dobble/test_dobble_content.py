"""The 57 symbols in both languages: names, aliases, pictures; and the rules text's «звезда» example."""

from __future__ import annotations

import pytest

from bot.games.dobble.artwork import emoji_svg
from engines.dobble import CARDS, SYMBOLS, is_match, symbol_named
from engines.words import answer_key
from tests.engines.dobble.dobble_table import content, symbol_id

LANGS = ["ru", "en"]


@pytest.mark.parametrize("lang", LANGS)
def test_57_symbols_with_a_name_each(lang: str) -> None:
    symbols = content(lang).symbols
    assert len(symbols) == SYMBOLS == 57
    for symbol in symbols:
        assert symbol.name and symbol.name == symbol.name.strip()
        assert all(alias and alias == alias.strip() for alias in symbol.aliases)


def test_both_languages_show_the_same_pictures_in_the_same_order() -> None:
    ru, en = content("ru").symbols, content("en").symbols
    assert [s.emoji for s in ru] == [s.emoji for s in en]
    assert len({s.emoji for s in ru}) == 57


@pytest.mark.parametrize("lang", LANGS)
def test_no_name_or_alias_names_two_symbols(lang: str) -> None:
    owner: dict[tuple[str, ...], int] = {}
    for i, symbol in enumerate(content(lang).symbols):
        for name in symbol.names:
            key = answer_key(name, lang)
            assert key, name
            assert owner.setdefault(key, i) == i, (name, content(lang).symbols[owner[key]].name)


@pytest.mark.parametrize("lang", LANGS)
def test_every_name_and_alias_finds_its_own_symbol(lang: str) -> None:
    c = content(lang)
    for i, symbol in enumerate(c.symbols):
        for name in symbol.names:
            assert symbol_named(name, c, lang) == i, name


def test_every_symbol_has_twemoji_artwork() -> None:
    for symbol in content("ru").symbols:
        svg = emoji_svg(symbol.emoji)
        assert svg.lstrip().startswith("<svg"), symbol.emoji


def test_russian_names_are_in_the_nominative() -> None:
    c = content("ru")
    for name in ("звезда", "солнце", "ключ", "сердце", "луна", "лёд", "скрипичный ключ", "божья коровка"):
        assert any(s.name == name for s in c.symbols), name


# The rules text: «На личной изображены звезда, солнце, треугольник, дом, лист, сердце, ключ и рыба.
# На центральной — луна, облако, цветок, дерево, крест, ромб, звезда и книга. Общий символ здесь
# один: звезда.»
OWN_EXAMPLE = ("звезда", "солнце", "треугольник", "дом", "лист", "сердце", "ключ", "рыба")
CENTRE_EXAMPLE = ("луна", "облако", "цветок", "дерево", "крест", "ромб", "звезда", "книга")


def test_the_star_example_cards_share_one_symbol_the_star() -> None:
    own = tuple(symbol_id(name) for name in OWN_EXAMPLE)
    centre = tuple(symbol_id(name) for name in CENTRE_EXAMPLE)
    assert len(set(own)) == len(set(centre)) == 8
    assert set(own) & set(centre) == {symbol_id("звезда")}
    star = symbol_named("Звезда", content("ru"), "ru")
    assert star == symbol_id("звезда") and is_match(star, own, centre)
    for name in ("солнце", "луна", "книга"):
        assert not is_match(symbol_id(name), own, centre)


def test_deck_cards_with_the_star_share_only_the_star() -> None:
    star = symbol_id("звезда")
    with_star = [card for card in CARDS if star in card]
    assert len(with_star) >= 7
    a, b = with_star[:2]
    assert set(a) & set(b) == {star}
