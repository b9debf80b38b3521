"""«Не говори …!» is read as a reader takes it in (issue 26, item 6): a word spelt out letter by
letter («Д О М») or reversed by a right-to-left override is the word everyone reads; a game stored
under the first rules keeps them. (A Latin look-alike letter, «ДOМ», was read as Cyrillic before.)"""

from __future__ import annotations

import contextlib

import pytest
from netslov_table import ANN, BOB, Table

from engines.core import FIRST_RULES, RULES, Refusal
from engines.netslov import WordCharged


@pytest.mark.parametrize("said", ["Не говори Д О М!", "Не говори \u202eМОД!", "Не говори ДOМ!"])
def test_a_claim_is_the_word_as_everyone_reads_it(said: str) -> None:
    table = Table(rules=RULES)
    table.rig("АЕДО", hands={ANN: "МКТ"}, mover=ANN)
    table.lay_letter("М")
    table.say(BOB, said)
    charged = table.last(WordCharged)
    assert (charged.claimant, charged.against, charged.word) == (BOB, ANN, "дом")


def test_a_game_stored_under_the_first_rules_keeps_them() -> None:
    table = Table(rules=FIRST_RULES)
    table.rig("АЕДО", hands={ANN: "МКТ"}, mover=ANN)
    table.lay_letter("М")
    with contextlib.suppress(Refusal):
        table.say(BOB, "Не говори Д О М!")  # read then as «Д»: too short
    assert not any(isinstance(e, WordCharged) for e in table.events)
