"""A misspelt form is not the word it resembles (found playing Ассоциации: «осеньы» scored as «осень»).

pymorphy3 reads a word it does not know by analogy with a known ending, so «осеньы» came out as a
plural of «осень», and a guess typed that way matched the hidden word. The dictionary holds every
form of a word it knows: an unknown form whose guessed lemma is a known word is a misspelling.
A guessed reading of a lemma the dictionary does not know is kept (new words, surnames).
"""

from __future__ import annotations

import pytest

from engines.assotsiatsii.near_matches import word_candidates
from engines.assotsiatsii.scoring import score_round
from engines.words import answer_key, same_answer

MISSPELT = [
    ("осеньы", "осень"), ("кошкы", "кошка"), ("собакаа", "собака"), ("котты", "кот"),
    ("облакоо", "облако"), ("деревоы", "дерево"),
]


@pytest.mark.parametrize(("typed", "word"), MISSPELT, ids=[t for t, _ in MISSPELT])
def test_a_misspelt_form_is_not_the_word_it_resembles(typed: str, word: str) -> None:
    assert answer_key(word) == (word,)
    assert not same_answer(typed, word)


# The other way: forms the dictionary does not list of words it does not list either still meet.
NEW_WORDS = [("кэшбэки", "кэшбэк"), ("псевдокоты", "псевдокот"), ("Гарри Поттера", "Гарри Поттер"),
             ("смартфоны", "смартфон"), ("ёжики", "ежик")]


@pytest.mark.parametrize(("form", "word"), NEW_WORDS, ids=[f for f, _ in NEW_WORDS])
def test_forms_of_words_the_dictionary_does_not_know_still_meet(form: str, word: str) -> None:
    assert same_answer(form, word)


def test_a_misspelt_hidden_word_scores_nothing_and_goes_to_the_vote_as_a_near_match() -> None:
    """A guess «осеньы» for the hidden «осень» is the table's to judge, as any near-match of the word."""
    guesses = {1: ["осеньы"], 2: ["листья"]}
    table = score_round(guesses, word="осень", leader_id=3, matched_pairs=(), lang="ru")
    assert table.points == {1: 0, 2: 0, 3: 0}
    assert word_candidates(guesses, "осень", "ru") == [("осень", "осеньы")]
    voted = score_round(guesses, word="осень", leader_id=3,
                        matched_pairs=(("осень", "осеньы"),), lang="ru")
    assert voted.points == {1: 3, 2: 0, 3: 3}
