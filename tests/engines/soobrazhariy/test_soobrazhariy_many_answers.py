"""A play with many answers stays cheap: each answer is judged by the word toolkit once, when it
comes, however many answers were named before it («Кто последний?» once took 280 ms an answer
with 200 earlier ones, comparing every pair again on every answer). Counted, not timed."""

from __future__ import annotations

import importlib
import inspect
import pkgutil
from collections import Counter
from collections.abc import Callable, Iterator
from typing import Any

import pytest
from soobrazhariy_table import ANIMAL, ANN, BOB, CITY, VEGETABLE, VIC, Table

import engines.soobrazhariy
import engines.words.answers
from engines.soobrazhariy.events import AnswerNoted, CandidateNamed, TurnWon
from engines.words import noun_list

ANSWERS = 200


@pytest.fixture
def calls(monkeypatch: pytest.MonkeyPatch) -> Iterator[Counter[str]]:
    """Every call the engine makes into the word toolkit, by function: each toolkit function any
    engine module imported, and the comparison key `same_answer` computes inside the toolkit."""
    counted: Counter[str] = Counter()

    def counting(name: str, real: Callable[..., Any]) -> Callable[..., Any]:
        def call(*args: Any, **kwargs: Any) -> Any:
            counted[name] += 1
            return real(*args, **kwargs)
        return call

    modules = [importlib.import_module(m.name)
               for m in pkgutil.walk_packages(engines.soobrazhariy.__path__, "engines.soobrazhariy.")]
    for module in modules:
        for name, value in vars(module).items():
            if inspect.isfunction(value) and value.__module__.startswith("engines.words"):
                monkeypatch.setattr(module, name, counting(name, value))
    monkeypatch.setattr(engines.words.answers, "answer_key",
                        counting("answer_key", engines.words.answers.answer_key))
    yield counted


def words(letter: str, count: int) -> list[str]:
    """`count` different nouns on `letter` (as many answers as a long evening gives), words the
    dictionary knows: none is put to the referee's vote."""
    found = [word for word in noun_list() if word.startswith(letter) and "ё" not in word]
    assert len(found) >= count
    return found[:count]


def calls_per_answer(table: Table, calls: Counter[str], speakers: tuple[int, ...], letter: str) -> list[int]:
    per_answer = []
    for i, word in enumerate(words(letter, ANSWERS)):
        before = sum(calls.values())
        table.say(speakers[i % len(speakers)], word)
        per_answer.append(sum(calls.values()) - before)
    return per_answer


@pytest.mark.parametrize("special", ["last", "longer"])
def test_who_is_last_judges_each_of_200_answers_with_the_same_few_toolkit_calls(
    special: str, calls: Counter[str]
) -> None:
    table = Table([special, ANIMAL, CITY], ["К", "М"])
    table.advance(3)
    per_answer = calls_per_answer(table, calls, (ANN, BOB, VIC), "к")
    # The letter, the answer's key, its length and whether the dictionary knows it: once each; the
    # text as the rules read it (issue 26, item 6) for the letter's check and when it is heard.
    assert set(per_answer) == {6}
    assert calls == Counter(starts_with_letter=ANSWERS, answer_key=ANSWERS, word_length=ANSWERS,
                            knows_a_word=ANSWERS, as_compared=2 * ANSWERS)
    if special == "last":
        # Each answer by the next player takes the count over: the rules still hold at 200.
        assert len(table.of(CandidateNamed)) == ANSWERS
        table.advance(20)
        assert table.last(TurnWon).text == words("к", ANSWERS)[-1]


def test_an_ordinary_turn_with_200_answers_judges_each_once(calls: Counter[str]) -> None:
    table = Table([ANIMAL, CITY], ["К", "М"])
    table.advance(3)
    assert set(calls_per_answer(table, calls, (ANN, BOB, VIC), "к")) == {6}
    table.advance(8)
    assert table.last(TurnWon).text == words("к", 1)[0]


def test_who_names_more_judges_each_of_200_answers_once(calls: Counter[str]) -> None:
    table = Table(["more", VEGETABLE, CITY], ["С", "К"], seats=(ANN, BOB))
    table.press(ANN, "bid", 20)
    table.press(BOB, "pass")
    assert set(calls_per_answer(table, calls, (ANN,), "с")) == {6}
    assert table.last(AnswerNoted).counted == ANSWERS
