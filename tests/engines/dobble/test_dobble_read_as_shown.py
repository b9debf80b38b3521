"""A typed claim is read as a reader takes it in (issue 26, item 6): the symbol's name typed with a
Latin look-alike letter («звeзда») names it; a game stored under the first rules keeps them."""

from __future__ import annotations

import pytest
from dobble_table import Table

from engines.core import FIRST_RULES, RULES, Refusal
from engines.dobble import ClaimHeld, DobbleSettings

LATIN = dict(zip("аеорсухк", "aeopcyxk", strict=True))


def disguised(name: str) -> str:
    """The name with its first letter that has a Latin look-alike typed in Latin (a keyboard slip)."""
    at = next(i for i, c in enumerate(name) if c in LATIN)
    return name[:at] + LATIN[name[at]] + name[at + 1:]


def test_a_name_typed_with_latin_look_alikes_claims_the_symbol() -> None:
    table = Table.start(1, 2, settings=DobbleSettings(rules=RULES))
    name = table.name(table.match(1))
    events = table.say(1, disguised(name))
    assert [e.symbol.name for e in events if isinstance(e, ClaimHeld)] == [name]


def test_a_game_stored_under_the_first_rules_takes_it_for_chatter() -> None:
    table = Table.start(1, 2, settings=DobbleSettings(rules=FIRST_RULES))
    with pytest.raises(Refusal):
        table.say(1, disguised(table.name(table.match(1))))
