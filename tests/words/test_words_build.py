"""The offline builder of the shipped noun list: what goes in, its order, its bytes."""

from __future__ import annotations

import gzip

from engines.words.build_nouns import noun_share, render, valid_nouns
from engines.words.noun_list import parse_lines


def test_valid_nouns_keep_base_forms_and_drop_the_rest() -> None:
    got = valid_nouns(["кошка", "кошки", "ёлка", "Париж", "красный", "жопа", "ножницы", "небо", "нёбо"])
    assert got == sorted(["ёлка", "кошка", "ножницы", "небо", "нёбо"])  # небо and нёбо are two words


def test_render_orders_by_commonness_and_round_trips() -> None:
    zipf = {"кошка": 41, "ёлка": 36, "кеа": 0, "дом": 55}
    data = render(zipf, zipf.__getitem__)
    assert data == render(list(reversed(zipf)), zipf.__getitem__)  # same bytes whatever the input order
    nouns = parse_lines(gzip.decompress(data).decode("utf-8").splitlines())
    assert list(nouns) == ["дом", "кошка", "ёлка", "кеа"]
    assert nouns.commonness("елка") == 36
    assert nouns.find("кеа") == 3


def test_noun_share_discounts_homographs() -> None:
    assert noun_share("кошка", "кошка") == 1.0
    assert noun_share("стать", "стать") < 0.1  # mostly the verb
    assert noun_share("деньги", "деньги") == 1.0  # the dictionary's plural of «деньга»
