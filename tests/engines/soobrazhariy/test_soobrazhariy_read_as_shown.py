"""An answer is judged as a reader takes it in (issue 26, item 6): «Kиев» typed with a Latin K is on
the letter К, and «K и е в» spelt out letter by letter is the same answer as «Киев»; it is shown as
typed. A game stored under the first rules keeps them."""

from __future__ import annotations

import pytest
from soobrazhariy_table import BOB, CITY, CLOTHING, VIC, Table

from engines.core import FIRST_RULES, RULES, Refusal
from engines.soobrazhariy import Reason, Settings
from engines.soobrazhariy.answers import heard
from engines.soobrazhariy.events import CandidateNamed


def test_a_latin_look_alike_first_letter_is_on_the_letter() -> None:
    table = Table([CITY, CLOTHING], ["К", "Ш"], settings=Settings(rules=RULES))
    table.advance(3)
    table.say(BOB, "Kиев")  # a Latin K
    assert table.last(CandidateNamed).text == "Kиев"


def test_an_answer_spelt_out_is_the_same_answer_for_repeats() -> None:
    """The key repeats are found by («Кто последний?», a rejected answer said again)."""
    def key(text: str, rules: int) -> tuple[str, ...]:
        return heard(VIC, text, 1, 1, 0.0, "ru", rules=rules).key

    assert key("К и е в", RULES) == key("\u202eвеиК", RULES) == key("Киев", RULES)
    assert key("К и е в", FIRST_RULES) != key("Киев", FIRST_RULES)


def test_a_game_stored_under_the_first_rules_keeps_them() -> None:
    table = Table([CITY, CLOTHING], ["К", "Ш"], settings=Settings(rules=FIRST_RULES))
    table.advance(3)
    with pytest.raises(Refusal) as refused:
        table.say(BOB, "Kиев")
    assert refused.value.reason == Reason.WRONG_LETTER
