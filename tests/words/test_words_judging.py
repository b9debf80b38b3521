"""What the referee tells about an answer's words: known to the dictionary (Соображарий, issue 14.1),
and a number that governs the word after it (Скаттергорис, issue 14.4)."""

from __future__ import annotations

import pytest

from engines.words import counted_by, knows_a_word


@pytest.mark.parametrize("answer", ["Шарф", "Кока-кола", "А. С. Пушкин", "в Париж", "Ольга", "ёлка",
                                    "Санкт Петербург", "Адидас"])
def test_an_answer_with_a_word_the_dictionary_knows_is_known(answer: str) -> None:
    assert knows_a_word(answer)


@pytest.mark.parametrize("answer", ["Ошвыщц", "в Ошвыщц", "Абырвалг", "О.", "5", "Ош\u200bвыщц"])
def test_an_answer_none_of_whose_words_the_dictionary_knows_is_not(answer: str) -> None:
    # «Ошвыщц» for «Имя человека»: the referee cannot vouch for it (initials, numbers and
    # prepositions are no words of the answer).
    assert not knows_a_word(answer)


def test_english_answers_are_taken_as_known_for_want_of_a_dictionary() -> None:
    assert knows_a_word("Xqzzt", "en")


@pytest.mark.parametrize(("number", "text"), [(12, "стульев"), (7, "гномов"), (3, "мушкетёра"),
                                              (50, "оттенков серого"), (7, "смертных грехов"),
                                              (11, "друзей Оушена")])
def test_a_word_in_the_form_its_number_governs_is_counted_by_it(number: int, text: str) -> None:
    assert counted_by(number, text)


@pytest.mark.parametrize(("number", "text"), [(3, "кит"), (3, "Кит"), (5, "кошки"), (2, "кошки"), (1, "кит"),
                                              (13, "Икринка"), (9, "рота"), (5, "вольт"), (4, "Кефир")])
def test_a_word_in_a_nominative_form_is_not_counted_by_the_number_before_it(number: int, text: str) -> None:
    # «3 кит» is row 3; «2 кошки» and «5 вольт» read as the row's number and a plural answer.
    assert not counted_by(number, text)


def test_english_plurals_are_counted_by_a_number_other_than_one() -> None:
    assert counted_by(7, "dwarfs", "en") and counted_by(12, "angry men", "en") is False
    assert not counted_by(1, "dwarfs", "en") and not counted_by(3, "whale", "en")
