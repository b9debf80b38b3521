"""«Не говори …!» and /word: what a message claims, and what is only chatter."""

from __future__ import annotations

import pytest

from engines.netslov import ParsedClaim, parse_claim


@pytest.mark.parametrize(
    "text",
    [
        "Не говори ДОМ!",
        "не говори дом",
        "НЕ ГОВОРИ ДОМ",
        "Не говори: дом",
        'Не говори "дом"!!',
        "Не говори «ДОМ»!",
        "Не говори — дом!",
        "  Не   говори,   ДОМ ...",
        "«Не говори ДОМ!»",
        "Не говори ДОМ, Боб!",
        "/word дом",
        "/word@arbiter_bot дом",
        "/WORD ДОМ",
        "Не говори дoм!",  # a Latin o typed by a phone's layout
        "Не говори до\u0301м!",  # a stress mark
    ],
)
def test_claim_in_any_case_and_punctuation_names_the_word(text: str) -> None:
    assert parse_claim(text) == ParsedClaim("дом")


def test_claim_keeps_yo_and_short_i_as_typed() -> None:
    assert parse_claim("Не говори ЁЖИК!") == ParsedClaim("ёжик")
    assert parse_claim("Не говори ЙОД") == ParsedClaim("йод")
    assert parse_claim("/word и\u0306од") == ParsedClaim("йод")  # й typed as и + breve


@pytest.mark.parametrize("text", ["Не говори!", "не говори...", "/word", "/word  !!", "/word 123"])
def test_claim_without_a_word_is_a_claim_with_nothing_to_judge(text: str) -> None:
    assert parse_claim(text) == ParsedClaim(None)


@pytest.mark.parametrize(
    "text",
    [
        "дом",
        "ДОМ!",
        "ну ты и не говори",
        "Я же говорю: не говори дом",
        "говори дом",
        "не говорите",
        "/words дом",
        "/start_netslov",
        "",
        "👍",
    ],
)
def test_other_text_is_chatter(text: str) -> None:
    assert parse_claim(text) is None


def test_hyphenated_word_is_one_word() -> None:
    assert parse_claim("Не говори кое-что!") == ParsedClaim("кое-что")
