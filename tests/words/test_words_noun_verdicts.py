"""Noun verdicts for «Нет слов»: the labelled list (issue 4, ≥300 words) and the rules behind it."""

from __future__ import annotations

from pathlib import Path

import pytest

from engines.words import NounVerdict, noun_verdict

LABELS = Path(__file__).parent / "labelled" / "noun_verdicts.tsv"


def _labelled() -> list[tuple[str, str, str | None, str]]:
    rows = []
    for line in LABELS.read_text(encoding="utf-8").splitlines():
        if not line or line.startswith("#"):
            continue
        word, verdict, lemma, group = line.split("\t")  # the word is kept as typed, spaces and all
        rows.append((word, verdict, None if lemma == "-" else lemma, group))
    return rows


LABELLED = _labelled()


def test_labelled_list_is_big_enough_and_covers_every_group() -> None:
    groups = {group for *_, group in LABELLED}
    assert len(LABELLED) >= 300
    assert {"everyday", "plural-only", "plural-form", "proper", "city", "adjective", "verb", "slang",
            "nonsense", "yo"} <= groups


@pytest.mark.parametrize(
    ("word", "verdict", "lemma", "group"), LABELLED, ids=[f"{r[3]}:{r[0]}" for r in LABELLED]
)
def test_labelled_word_gets_expected_verdict(word: str, verdict: str, lemma: str | None, group: str) -> None:
    got = noun_verdict(word)
    assert (got.verdict, got.lemma if lemma is not None else None) == (verdict, lemma), got


def test_verdict_keeps_the_word_as_typed() -> None:
    assert noun_verdict("«Кошки»") == NounVerdict("«Кошки»", "wrong-form", "кошка")


def test_plural_form_names_its_base_form() -> None:
    # The example: «кошки» is the wrong form, the base form is «кошка».
    v = noun_verdict("кошки")
    assert (v.verdict, v.lemma, v.is_valid) == ("wrong-form", "кошка", False)


def test_word_unknown_to_dictionary_is_unknown_even_if_predictor_guesses_a_noun() -> None:
    # pymorphy3 predicts «ковид» as a masculine noun via the dictionary analyzer; word_is_known says no.
    assert noun_verdict("ковид").verdict == "unknown"
    assert noun_verdict("ковид").lemma is None


def test_slang_and_abbreviations_say_why_they_are_refused() -> None:
    assert noun_verdict("юзер").note == "slang"
    assert noun_verdict("вуз").note == "abbreviation"


def test_yo_and_ye_spellings_get_the_same_verdict() -> None:
    for yo, ye in [("ёлка", "елка"), ("мёд", "мед"), ("ребёнок", "ребенок"), ("пчёлы", "пчелы")]:
        assert noun_verdict(yo).verdict == noun_verdict(ye).verdict
        assert noun_verdict(yo).lemma == noun_verdict(ye).lemma
