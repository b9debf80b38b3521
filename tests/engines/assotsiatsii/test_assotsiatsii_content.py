"""The decks: at least 300 word cards per language, each a noun, no two sharing a root."""

from __future__ import annotations

import pytest

from engines.assotsiatsii import AssotsiatsiiContent
from engines.core import serial
from engines.words import may_share_root, normalize, noun_verdict
from engines.words.english import fold_plural
from locales import LANGUAGES, load_content


def _cards(lang: str) -> tuple[str, ...]:
    return serial.load(AssotsiatsiiContent, load_content(lang, "assotsiatsii")).cards


@pytest.mark.parametrize("lang", LANGUAGES)
def test_each_language_has_at_least_300_distinct_single_word_cards(lang: str) -> None:
    cards = _cards(lang)
    assert len(cards) >= 300
    assert len({normalize(card) for card in cards}) == len(cards)
    assert all(card == card.strip() and " " not in card and card.isalpha() for card in cards)


def test_every_russian_card_is_a_noun_by_the_toolkit() -> None:
    wrong = [card for card in _cards("ru") if noun_verdict(card).verdict != "valid"]
    assert wrong == []


def test_no_two_russian_cards_may_share_a_root() -> None:
    cards = _cards("ru")
    pairs = [(a, b) for i, a in enumerate(cards) for b in cards[i + 1:] if may_share_root(a, b)]
    assert pairs == []


def _english_stems(card: str) -> set[str]:
    folded = fold_plural(card)
    stems = {folded}
    if folded.endswith(("e", "y")) and len(folded) > 3:
        stems.add(folded[:-1])  # love -> lov(er), berry -> berr(ies)
    return {stem for stem in stems if len(stem) >= 3}  # pie folds to "py": too short to be a stem


def test_no_english_card_is_a_stem_of_another() -> None:
    cards = _cards("en")
    pairs = [
        (a, b) for i, a in enumerate(cards) for b in cards[i + 1:]
        if any(fold_plural(b).startswith(stem) for stem in _english_stems(a))
        or any(fold_plural(a).startswith(stem) for stem in _english_stems(b))
    ]
    assert pairs == []


def test_russian_cards_are_in_cyrillic_and_english_ones_in_latin() -> None:
    assert all(all("а" <= c <= "я" or c == "ё" for c in card) for card in _cards("ru"))
    assert all(card.isascii() for card in _cards("en"))
