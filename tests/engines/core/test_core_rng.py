from hypothesis import given
from hypothesis import strategies as st

from engines.core import Rng


def test_same_seed_deals_the_same_sequence() -> None:
    a, b = Rng(42), Rng(42)
    assert [a.randrange(100) for _ in range(50)] == [b.randrange(100) for _ in range(50)]


def test_different_seeds_deal_differently() -> None:
    a, b = Rng(1), Rng(2)
    assert [a.randrange(1000) for _ in range(20)] != [b.randrange(1000) for _ in range(20)]


def test_state_round_trips_mid_sequence() -> None:
    rng = Rng(7)
    for _ in range(13):
        rng.next_u64()
    copy = Rng.from_json(rng.to_json())
    assert [rng.randrange(52) for _ in range(30)] == [copy.randrange(52) for _ in range(30)]


@given(st.integers(min_value=0, max_value=2**64 - 1), st.lists(st.integers(), max_size=40))
def test_shuffle_is_a_permutation(seed: int, items: list[int]) -> None:
    shuffled = list(items)
    Rng(seed).shuffle(shuffled)
    assert sorted(shuffled) == sorted(items)


@given(st.integers(min_value=0, max_value=2**64 - 1), st.integers(min_value=1, max_value=10**6))
def test_randrange_stays_in_bounds(seed: int, n: int) -> None:
    assert 0 <= Rng(seed).randrange(n) < n


def test_randrange_is_roughly_uniform() -> None:
    rng = Rng(2026)
    counts = [0] * 6
    for _ in range(6000):
        counts[rng.randrange(6)] += 1
    assert all(900 < c < 1100 for c in counts)
