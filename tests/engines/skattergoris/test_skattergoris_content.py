"""Content: at least 16 lists of 12 categories per language, readable with `locales.load_content`."""

from __future__ import annotations

import pytest

from engines.core import serial
from engines.skattergoris import CATEGORIES_PER_LIST, SkattergorisContent
from locales import LANGUAGES, load_content


@pytest.mark.parametrize("lang", LANGUAGES)
def test_each_language_has_at_least_16_lists_of_12_distinct_categories(lang: str) -> None:
    lists = serial.load(SkattergorisContent, load_content(lang, "skattergoris")).lists
    assert len(lists) >= 16
    assert len({card.id for card in lists}) == len(lists), "list ids are unique"
    for card in lists:
        assert len(card.categories) == CATEGORIES_PER_LIST, card.id
        folded = {category.casefold().strip() for category in card.categories}
        assert len(folded) == CATEGORIES_PER_LIST, f"a category repeats in list {card.id}"
        assert all(category.strip() == category and category for category in card.categories)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_lists_are_not_copies_of_each_other(lang: str) -> None:
    lists = load_content(lang, "skattergoris")["lists"]
    assert len({tuple(card["categories"]) for card in lists}) == len(lists)


def test_the_categories_say_what_they_mean() -> None:
    # Issue 14.15: «Столица мира» read as "the capital of the world"; «Горы или вершина» was clumsy.
    categories = {c for card in load_content("ru", "skattergoris")["lists"] for c in card["categories"]}
    assert "Столица мира" not in categories and "Горы или вершина" not in categories
    assert {"Столица любой страны", "Гора или горный хребет"} <= categories
