"""The deck: the order-7 projective plane less two cards (shared/seeds/README.md «Доббль»)."""

from __future__ import annotations

from itertools import combinations

import pytest

from engines.dobble import CARDS, DECK_SIZE, SYMBOLS, SYMBOLS_PER_CARD, projective_plane


def test_the_box_has_55_cards_of_8_different_symbols_out_of_57() -> None:
    assert DECK_SIZE == 55 and len(CARDS) == 55 and SYMBOLS == 57
    for card in CARDS:
        assert len(card) == SYMBOLS_PER_CARD == len(set(card)) == 8
        assert all(0 <= symbol < 57 for symbol in card)
    assert len(set(CARDS)) == 55


def test_any_two_cards_share_exactly_one_symbol() -> None:
    for a, b in combinations(CARDS, 2):
        assert len(set(a) & set(b)) == 1, (a, b)


def test_every_symbol_is_used() -> None:
    assert {symbol for card in CARDS for symbol in card} == set(range(57))


@pytest.mark.parametrize("order", [2, 3, 5, 7])
def test_the_whole_plane_has_n2_n_1_lines_meeting_once(order: int) -> None:
    lines = projective_plane(order)
    size = order * order + order + 1
    assert len(lines) == size
    for a, b in combinations(lines, 2):
        assert len(set(a) & set(b)) == 1
    # …and through any two points there is exactly one line.
    for p, q in combinations(range(size), 2):
        assert sum(1 for line in lines if p in line and q in line) == 1


def test_a_non_prime_order_is_refused() -> None:
    with pytest.raises(ValueError):
        projective_plane(6)
