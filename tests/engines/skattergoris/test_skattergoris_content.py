"""Content: at least 16 lists of 12 categories per language, readable with `locales.load_content`."""

from __future__ import annotations

import pytest

from engines.skattergoris import CATEGORIES_PER_LIST, CategoryList
from locales import LANGUAGES, load_content


@pytest.mark.parametrize("lang", LANGUAGES)
def test_each_language_has_at_least_16_lists_of_12_distinct_categories(lang: str) -> None:
    lists = [CategoryList.from_json(card) for card in load_content(lang, "skattergoris")["lists"]]
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
