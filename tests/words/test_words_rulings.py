"""Rulings on how answers are read: names with initials, a hyphen or a space, a leading number.

Скаттергорис (text 001): «в ответе-имени ключевой должна быть первая буква того, что записано»;
Соображарий (text 000): «Начинается ли весь ответ с нужной буквы?»."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from engines.words import alliteration_count, answer_key, key_letter, same_answer, starts_with_letter

# --- initials --------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("answer", "letter"),
    [
        ("А. С. Пушкин", "а"),  # «а» is a conjunction only without its full stop
        ("А.С. Пушкин", "а"),
        ("А.С.Пушкин", "а"),
        ("С. Есенин", "с"),  # not the preposition «с»
        ("К. Станиславский", "к"),  # not the preposition «к»
        ("О. Генри", "о"),  # not the preposition «о»
        ("Б. Пастернак", "б"),  # not the particle «б»
        ("Л. Толстой", "л"),
        ("Пушкин А. С.", "п"),  # the surname written first: «годится и имя, и фамилия»
        ("в Париж", "п"),  # a preposition without a full stop is still skipped
        ("с Есениным", "е"),
    ],
)
def test_the_key_letter_of_a_name_with_initials_is_its_first_initial(answer: str, letter: str) -> None:
    # «В ответе-имени ключевой должна быть первая буква того, что записано».
    assert key_letter(answer) == letter


@pytest.mark.parametrize(
    ("answer", "letter"), [("A. Lincoln", "a"), ("J. R. R. Tolkien", "j"), ("a Lincoln", "l")]
)
def test_an_english_initial_is_not_an_article(answer: str, letter: str) -> None:
    assert key_letter(answer, "en") == letter


def test_a_name_with_initials_is_not_on_the_surnames_letter() -> None:
    assert key_letter("А. С. Пушкин") != "п"
    assert not starts_with_letter("А. С. Пушкин", "П")
    assert not starts_with_letter("С. Есенин", "Е")


@pytest.mark.parametrize(
    ("answer", "letter"),
    [("А. С. Пушкин", "А"), ("С. Есенин", "С"), ("К. Станиславский", "К"), ("О. Генри", "О"),
     ("в Париж", "В")],
)
def test_starts_with_letter_reads_an_initial_as_the_start_of_the_answer(answer: str, letter: str) -> None:
    assert starts_with_letter(answer, letter)


def test_initials_are_part_of_the_answer_however_they_are_spaced() -> None:
    assert same_answer("А. С. Пушкин", "А.С.Пушкин")
    assert same_answer("А.С. Пушкин", "а. с. пушкин")
    assert answer_key("А. С. Пушкин") == ("а", "с", "пушкин")
    # An initial is a letter of the name, not a function word to drop: other initials, another person.
    assert not same_answer("О. Генри", "Генри")
    assert not same_answer("К. Станиславский", "Станиславский")
    assert not same_answer("Л. Толстой", "А. Толстой")
    assert answer_key("Б. Пастернак") == ("б", "пастернак")  # the initial is kept as written, not lemmatised


def test_initials_count_for_the_bonus_like_the_names_they_stand_for() -> None:
    # Дополнительные очки: «Хьюберт Хорейшо Хамфри» — три; so are its initials.
    assert alliteration_count("Х. Х. Хамфри", "Х") == 3
    assert alliteration_count("А. А. Ахматова", "А") == 3
    assert alliteration_count("Анна Андреевна Ахматова", "А") == 3


# --- a hyphen or a space ------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("a", "b"),
    [
        ("Кока-кола", "Кока кола"),
        ("Санкт-Петербург", "Санкт Петербург"),
        ("Нью Йорк", "Нью-Йорк"),
        ("нью-йорк", "НЬЮ ЙОРК"),
        ("Санкт–Петербурге", "санкт петербург"),  # a dash typed for a hyphen, an inflected form
        ("Ростова-на-Дону", "Ростов на Дону"),
        ("диван-кровать", "диван кровать"),
        ("по-русски", "по русски"),
        ("Coca-Cola", "coca cola"),
        ("ice cream", "ice-creams"),
    ],
)
def test_a_hyphen_or_a_space_is_the_same_answer(a: str, b: str) -> None:
    lang = "en" if a.isascii() else "ru"
    assert same_answer(a, b, lang)
    assert answer_key(a, lang) == answer_key(b, lang)


@pytest.mark.parametrize(
    ("a", "b"),
    [
        ("Кока-кола", "кола"),
        ("Нью-Йорк", "Йорк"),
        ("Санкт-Петербург", "Петербург"),
        ("кто-то", "кто"),
        ("Кока-кола", "Кокакола"),  # run together it is another spelling, not another spacing
        ("диван-кровать", "кровать-диван"),  # word order matters to the toolkit (Скаттергорис sorts)
    ],
)
def test_a_part_of_a_compound_is_still_a_different_answer(a: str, b: str) -> None:
    assert not same_answer(a, b)


_PARTS = ["кока", "кола", "санкт", "петербург", "нью", "йорк", "в", "на", "дону", "ростов", "кошки"]


@settings(max_examples=150, deadline=None)
@given(st.lists(st.sampled_from(_PARTS), min_size=2, max_size=4), st.lists(st.booleans(), min_size=3))
def test_replacing_a_hyphen_by_a_space_never_changes_the_answer(parts: list[str], hyphen: list[bool]) -> None:
    joined = parts[0] + "".join(("-" if h else " ") + p for h, p in zip(hyphen, parts[1:], strict=False))
    assert answer_key(joined) == answer_key(" ".join(parts))


def test_the_bonus_counts_the_parts_of_a_compound_like_separate_words() -> None:
    # The same answer brings the same points however it is spaced.
    assert alliteration_count("Кока-кола", "К") == alliteration_count("Кока кола", "К") == 2
    assert alliteration_count("Ростов-на-Дону", "Н") == 0  # «на» is a preposition, written either way
    assert key_letter("Кока-кола") == "к"
    assert key_letter("Йошкар-Ола") == "й"


# --- a leading number ----------------------------------------------------------------------------


@pytest.mark.parametrize("answer", ["5 шарфов", "5шарфов", "5-й шарф", "«5» шарфов", "№5 шарф"])
def test_an_answer_starting_with_a_number_does_not_start_with_a_letter(answer: str) -> None:
    # Соображарий: «Начинается ли весь ответ с нужной буквы?» — «5 шарфов» begins with a digit.
    assert not starts_with_letter(answer, "Ш")


def test_a_number_spelled_out_starts_with_its_letter() -> None:
    assert starts_with_letter("пять шарфов", "П")
    assert starts_with_letter("Шарф", "Ш")


@pytest.mark.parametrize(
    ("answer", "letter"),
    [
        ("7 гномов", None),  # the first word of the answer is «7»: no letter to be the key
        ("5 шарфов", None),
        ("1812 год", None),
        ("в 1812 году", None),  # the preposition is skipped, the number is not
        ("Белоснежка и 7 гномов", "б"),
        ("R2-D2", "r"),
        ("Семь гномов", "с"),
    ],
)
def test_an_answer_starting_with_a_number_has_no_key_letter(answer: str, letter: str | None) -> None:
    # Скаттергорис: «первое слово ответа должно начинаться с ключевой буквы».
    assert key_letter(answer) == letter


def test_an_english_answer_starting_with_a_number_has_no_key_letter() -> None:
    assert key_letter("50 Cent", "en") is None
    assert key_letter("the 39 Steps", "en") is None
    assert not starts_with_letter("2Pac", "p", "en")
