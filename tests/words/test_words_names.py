"""`name_gender`: a past-tense verb agrees with a first name only when the name says its gender."""

from __future__ import annotations

import pytest

from engines.words import name_gender


@pytest.mark.parametrize(("name", "gender"), [
    ("Аня", "femn"), ("Лиза", "femn"), ("Вика", "femn"), ("Анна-Мария", "femn"), ("Аня <3", "femn"),
    ("Борис", "masc"), ("Никита", "masc"), ("Лёша", "masc"), ("Гоша", "masc"),
])
def test_a_first_name_of_one_gender_says_it(name: str, gender: str) -> None:
    assert name_gender(name) == gender


@pytest.mark.parametrize("name", ["Саша", "Женя", "Alex", "Ксю", "Кот", "", "🦊"])
def test_a_name_of_either_gender_or_no_known_name_says_nothing(name: str) -> None:
    assert name_gender(name) is None
