"""A one-word answer names the noun it spells, not an oblique case of another noun (issue 26, item 1).

pymorphy3's likeliest reading of «горе» is a case of «гора», of «уха» the genitive of «ухо»,
of «пар» the genitive plural of «пара»: keyed by that reading, two different nouns were one
answer. Each pair below is two nouns, the first of which was read as a form of the second.
"""

from __future__ import annotations

import pytest

from engines.words import answer_key, lemma, same_answer

# (the word as typed, the other noun its likeliest reading belongs to)
HOMOGRAPH_PAIRS = [
    ("горе", "гора"), ("уха", "ухо"), ("пар", "пара"), ("белка", "белок"), ("вина", "вино"),
    ("парка", "парк"), ("душ", "душа"), ("математика", "математик"), ("суши", "суша"),
    ("десяток", "десятка"), ("десятка", "десяток"), ("бор", "бора"), ("глоток", "глотка"),
    ("стрелок", "стрелка"), ("банка", "банк"), ("змей", "змея"), ("порты", "порт"),
    ("ворот", "ворота"), ("порок", "порка"), ("рака", "рак"), ("ставок", "ставка"), ("сук", "сука"),
    ("железа", "железо"), ("осадок", "осадка"), ("сливки", "сливка"), ("граната", "гранат"),
    ("графа", "граф"), ("клещи", "клещ"), ("коробок", "коробка"), ("лета", "лето"),
    ("маркиза", "маркиз"), ("пола", "пол"), ("воскресенье", "воскресение"), ("печенье", "печение"),
]


def test_at_least_thirty_pairs() -> None:
    assert len(HOMOGRAPH_PAIRS) >= 30


@pytest.mark.parametrize(("word", "other"), HOMOGRAPH_PAIRS, ids=[f"{a}-{b}" for a, b in HOMOGRAPH_PAIRS])
def test_one_word_answer_is_its_own_noun(word: str, other: str) -> None:
    assert lemma(word) == word
    assert answer_key(word) == (word,)
    assert not same_answer(word, other)


# A plural of a noun is that noun, even where a same-spelled rarer noun exists (лука, коты).
PLURALS = [
    ("белки", "белка"), ("луки", "лук"), ("горы", "гора"), ("пары", "пара"), ("уши", "ухо"),
    ("коты", "кот"), ("леса", "лес"), ("кошки", "кошка"), ("поля", "поле"), ("дома", "дом"),
]


@pytest.mark.parametrize(("plural", "singular"), PLURALS, ids=[f"{a}-{b}" for a, b in PLURALS])
def test_plural_is_the_same_answer_as_its_singular(plural: str, singular: str) -> None:
    assert same_answer(plural, singular)


@pytest.mark.parametrize("word", ["очки", "сани", "часы", "брюки"])
def test_plural_only_noun_is_itself(word: str) -> None:
    assert lemma(word) == word


def test_a_word_inside_a_longer_answer_keeps_its_likeliest_case() -> None:
    # «конец света»: света is the genitive of свет, not a nominative of anything.
    assert answer_key("конец света") == ("конец", "свет")
    assert lemma("мира", alone=False) == "мир"
