"""The deck of «Нет слов» (shared/seeds/README.md): 8 red and 76 black letters, in a content file."""

from __future__ import annotations

from collections import Counter

from netslov_table import content

from engines.core import serial
from engines.netslov import NetSlovContent
from locales import load_content

README_BLACK = "Б2 В5 Г2 Д3 Ж1 З2 Й1 К5 Л5 М4 Н7 П3 Р5 С6 Т6 У3 Ф1 Х2 Ц1 Ч2 Ш1 Щ1 Ы2 Ь2 Э1 Ю1 Я2"


def test_red_cards_are_a_e_i_o_two_of_each() -> None:
    reds = Counter(card.letter for card in content().cards() if card.red)
    assert reds == {"А": 2, "Е": 2, "И": 2, "О": 2}


def test_black_cards_are_the_readmes_list_of_76() -> None:
    blacks = Counter(card.letter for card in content().cards() if not card.red)
    assert blacks == {kind[0]: int(kind[1:]) for kind in README_BLACK.split()}
    assert sum(blacks.values()) == 76


def test_every_card_is_a_distinct_object_with_its_own_id() -> None:
    cards = content().cards()
    assert [card.id for card in cards] == list(range(84))
    assert content().red_count == 8 and content().black_count == 76


def test_the_game_is_russian_in_every_interface_language() -> None:
    ru = serial.load(NetSlovContent, load_content("ru", "netslov"))
    en = serial.load(NetSlovContent, load_content("en", "netslov"))
    assert ru == en
    assert ru.language == "ru"
    assert "Russian" in ru.about
