"""The leader's word in «Ассоциации» (issue 4, capability 6): one word, a noun, root warnings."""

from __future__ import annotations

import pytest

from engines.words import LeaderWordCheck, check_leader_word


def test_word_sharing_a_root_with_a_laid_card_is_played_with_a_warning() -> None:
    check = check_leader_word("Звёздочка", ["звезда", "кот", "море"])
    assert check == LeaderWordCheck("Звёздочка", "ok", "звёздочка", ("звезда",))
    assert check.ok


def test_word_with_no_shared_root_has_no_warning() -> None:
    check = check_leader_word("выход", ["вход", "котлета"])
    assert check.ok
    assert check.shares_root_with == ()


@pytest.mark.parametrize(
    ("word", "verdict", "lemma"),
    [
        ("Париж", "ok", "париж"),  # proper nouns are allowed
        ("Пушкин", "ok", "пушкин"),
        ("кошки", "ok", "кошка"),  # any form of a noun; the lemma names it
        ("пароход", "ok", "пароход"),  # compounds are one word
        ("диван-кровать", "ok", "диван-кровать"),  # hyphenated compounds too
        ("красная площадь", "several-words", None),  # a phrase is not allowed
        ("  ", "empty", None),
        ("бежать", "not-a-noun", None),
        ("красивый", "not-a-noun", None),
        ("абырвалг", "unknown", None),
    ],
)
def test_leader_word_is_one_noun_common_or_proper(word: str, verdict: str, lemma: str | None) -> None:
    check = check_leader_word(word, [])
    assert (check.verdict, check.lemma) == (verdict, lemma)
    assert check.ok is (verdict == "ok")
