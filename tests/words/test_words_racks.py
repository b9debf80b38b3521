"""Letter racks for «Нет слов» (issue 4, capability 8) and the shipped noun list behind them."""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from engines.words import any_rack_noun, can_make, noun_list, noun_verdict, rack_nouns
from engines.words.reviewed_lists import is_obscene

RUSSIAN = "абвгдежзийклмнопрстуфхцчшщъыьэюя"


@pytest.mark.parametrize(
    ("word", "rack", "expected"),
    [
        ("дом", "одм", True),
        ("дом", "дм", False),
        ("мама", "мам", False),  # letters count with repeats
        ("мама", "ммаа", True),
        ("ёлка", "елак", True),  # ё = е
        ("елка", "ЁЛАК", True),
        ("йод", "иод", False),  # й is not и
        ("дом", ["Д", "О", "М"], True),  # a rack may be a list of cards
        ("дом", "д о м", True),
        ("", "абв", False),
    ],
)
def test_can_make_counts_letters_with_yo_as_ye_and_short_i_apart(
    word: str, rack: str | list[str], expected: bool
) -> None:
    assert can_make(word, rack) is expected


def test_rules_example_dom_is_found_in_its_rack() -> None:
    # The rules' example: «Не говори ДОМ!»
    assert "дом" in rack_nouns("ДОМ")
    assert any_rack_noun("ДОМ") is not None


def test_rack_nouns_are_valid_nouns_the_rack_can_make_most_common_first() -> None:
    rack = "аеиодмкстнлр"
    found = rack_nouns(rack)
    assert len(found) > 100
    assert all(can_make(w, rack) and len(w) >= 3 for w in found)
    nouns = noun_list()
    ranks = [nouns.find(w) for w in found]
    assert ranks == sorted(r for r in ranks if r is not None)  # every word listed, in rank order
    assert all(noun_verdict(w).is_valid for w in found[:50])


def fold(word: str) -> str:
    return word.replace("ё", "е")


def test_rack_nouns_keep_the_dictionary_spelling_with_yo() -> None:
    assert "ёлка" in rack_nouns("елка")


def test_rack_nouns_list_each_spelling_once_the_commoner_first() -> None:
    found = rack_nouns("обен")
    assert "небо" in found
    assert "нёбо" not in found  # same letters as небо
    assert len({fold(w) for w in found}) == len(found)


def test_min_len_filters_short_words() -> None:
    assert all(len(w) >= 5 for w in rack_nouns("аеиодмкстнлр", min_len=5))
    assert "дом" not in rack_nouns("дом", min_len=4)


def test_rack_without_any_noun_finds_nothing() -> None:
    assert rack_nouns("ъъъ") == []
    assert any_rack_noun("ъъъ") is None
    assert any_rack_noun("") is None
    assert rack_nouns("xyz") == []  # letters with no Russian noun


def test_rack_walk_matches_brute_force_over_the_whole_list() -> None:
    nouns = noun_list()
    everything = list(nouns)
    rng = random.Random(4)
    for size in (5, 9, 14):
        rack = "".join(rng.choice(RUSSIAN) for _ in range(size)) + "ао"
        brute = [w for w in everything if can_make(w, rack)]
        once = [w for i, w in enumerate(brute) if fold(w) not in {fold(v) for v in brute[:i]}]
        assert rack_nouns(rack) == once, rack


@settings(max_examples=60, deadline=None)
@given(st.text(alphabet=RUSSIAN + "ё", max_size=20))
def test_any_rack_noun_agrees_with_rack_nouns(rack: str) -> None:
    found = any_rack_noun(rack)
    listed = rack_nouns(rack)
    assert (found is None) == (listed == [])
    assert found is None or found in listed


def test_bot_never_suggests_an_obscene_word() -> None:
    assert "жопа" not in rack_nouns("жопа")
    assert not any(is_obscene(w.replace("ё", "е")) for w in noun_list())


@pytest.mark.parametrize(
    "word", ["употребление", "мебель", "сукно", "хлебница", "команда", "скипидар", "дрозд"]
)
def test_obscene_block_list_spares_ordinary_words(word: str) -> None:
    assert not is_obscene(word)


def test_noun_list_is_the_referees_valid_nouns_of_three_letters_or_more() -> None:
    nouns = noun_list()
    words = list(nouns)
    assert len(nouns) == len(words) > 60_000
    assert all(len(w) >= 3 for w in words)
    sample = random.Random(7).sample(words, 300)
    assert [w for w in sample if not noun_verdict(w).is_valid] == []
    zipf = [nouns.zipf10[r] for r in range(len(nouns))]
    assert zipf == sorted(zipf, reverse=True)  # most common first


def test_commonness_tiers_tell_everyday_words_from_obscure_ones() -> None:
    nouns = noun_list()
    assert nouns.tier("кошка") == "everyday"
    assert nouns.tier("Кошка") == "everyday"
    assert nouns.commonness("елка") == nouns.commonness("ёлка") is not None
    assert nouns.find("нёбо") != nouns.find("небо")  # two words, one signature
    assert nouns.tier("небо") == "everyday"
    assert nouns.tier("кошки") is None  # not a listed noun
    assert nouns.tier("кеа") in ("rare", "obscure")
    everyday, obscure = nouns.commonness("дом"), nouns.commonness("домовина")
    assert everyday is not None and obscure is not None and everyday > obscure


def test_rack_nouns_can_keep_only_words_players_would_know() -> None:
    rack = "аеиодмкстнлр"
    known = rack_nouns(rack, min_commonness=30)
    nouns = noun_list()
    assert known == [w for w in rack_nouns(rack) if nouns.tier(w) in ("everyday", "known")]
    assert 0 < len(known) < len(rack_nouns(rack))


def test_list_and_analyzer_load_once_per_process() -> None:
    from engines.words import _morph

    assert noun_list() is noun_list()
    assert _morph.analyzer() is _morph.analyzer()
