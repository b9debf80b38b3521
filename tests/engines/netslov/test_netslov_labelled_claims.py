"""Word judgments over claims labelled by hand (labelled_claims.tsv), and the settings that relax them."""

from __future__ import annotations

from collections import Counter
from pathlib import Path

import pytest
from netslov_table import content

from engines.netslov import MissingLetter, judge_word, parse_claim

LABELS = Path(__file__).parent / "labelled_claims.tsv"
VERDICTS = {"valid", "too-short", "not-formable", "not-a-noun", "plural", "wrong-case", "proper", "slang",
            "abbreviation", "unknown"}


def _labelled() -> list[tuple[str, str, str, str]]:
    rows = []
    for line in LABELS.read_text(encoding="utf-8").splitlines():
        if line and not line.startswith("#"):
            word, conversation, verdict, comment = line.split("\t")
            rows.append((word, conversation, verdict, comment))
    return rows


LABELLED = _labelled()


def test_at_least_a_hundred_claims_cover_every_verdict() -> None:
    assert len(LABELLED) >= 100
    assert {verdict for _, _, verdict, _ in LABELLED} == VERDICTS


def test_every_labelled_conversation_is_one_the_deck_can_hold() -> None:
    deck = Counter(card.letter for card in content().cards())
    for word, conversation, _, _ in LABELLED:
        assert not Counter(conversation) - deck, (word, conversation)


@pytest.mark.parametrize(
    ("word", "conversation", "verdict", "comment"), LABELLED, ids=[f"{r[2]}:{r[0]}" for r in LABELLED]
)
def test_labelled_claim_gets_its_verdict(word: str, conversation: str, verdict: str, comment: str) -> None:
    claim = parse_claim(f"Не говори {word}!")
    assert claim is not None and claim.word is not None
    assert judge_word(claim.word, list(conversation)).verdict == verdict, comment


def test_missing_letters_say_which_and_how_many() -> None:
    assert judge_word("мама", list("МА")).missing == (MissingLetter("М", 2, 1), MissingLetter("А", 2, 1))
    assert judge_word("йод", list("ДОИ")).missing == (MissingLetter("Й", 1, 0),)
    assert judge_word("молоко", list("МОЛОК")).missing == (MissingLetter("О", 3, 2),)


def test_plural_and_case_name_the_base_form() -> None:
    assert judge_word("кошки", list("КОШКИ")).lemma == "кошка"
    assert judge_word("люди", list("ЛЮДИ")).lemma == "человек"
    assert judge_word("кошку", list("КОШКУ")).lemma == "кошка"


def test_a_word_is_judged_in_russian_whatever_the_letters_look_like() -> None:
    assert judge_word("cat", list("КОТ")).verdict == "not-formable"


def test_proper_names_count_in_the_nominative_when_the_players_allow_them() -> None:
    assert judge_word("париж", list("ПАРИЖ"), allow_proper_names=True).verdict == "valid"
    assert judge_word("парижа", list("ПАРИЖА"), allow_proper_names=True).verdict == "wrong-case"
    assert judge_word("юзер", list("ЮЗЕР"), allow_proper_names=True).verdict == "slang"


def test_slang_counts_in_the_nominative_when_the_players_allow_it() -> None:
    assert judge_word("юзер", list("ЮЗЕР"), allow_slang=True).verdict == "valid"
    assert judge_word("бабло", list("БАБЛО"), allow_slang=True).verdict == "valid"
    assert judge_word("юзеры", list("ЮЗЕРЫ"), allow_slang=True).verdict == "plural"
    assert judge_word("париж", list("ПАРИЖ"), allow_slang=True).verdict == "proper"
    assert judge_word("вуз", list("ВУЗ"), allow_slang=True).verdict == "abbreviation"


def test_a_longer_minimum_is_a_setting() -> None:
    assert judge_word("дом", list("ДОМ"), min_length=4).verdict == "too-short"
