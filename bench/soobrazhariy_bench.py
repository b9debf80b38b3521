"""Benchmark of judging one answer in «Кто последний?», run by hand:
`python bench/soobrazhariy_bench.py`.

Prints the microseconds `handle(Say(...))` takes for one more valid answer after 0, 10, 50 and
200 earlier answers in the play, and each figure's ratio to the one with no earlier answers (a
linear cost shows as ratios that grow no faster than the number of answers; the review found
19 µs, 351 µs, 8 ms and 280 ms when every answer was compared with every earlier one again).
"""

from __future__ import annotations

import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from engines.core import Player, Posted, Say, Tick
from engines.soobrazhariy import Settings, Soobrazhariy, SoobrazhariyContent

EARLIER = (0, 10, 50, 200)
TRIALS = 200
START = 1_767_000_000
TAILS = "абвгдежзиклмнопрстуфхя"


def word(i: int) -> str:
    return "к" + TAILS[i % 22] + TAILS[i // 22 % 22] + TAILS[i // 484 % 22] + "о"


def play_with(earlier: int) -> tuple[Soobrazhariy, int]:
    """A «Кто последний?» on the letter К with `earlier` answers named, each taking the count over."""
    players = [Player(1, "Аня"), Player(2, "Боб"), Player(3, "Вика")]
    content = SoobrazhariyContent.of_texts(["Животное", "Город"], letters="КМ")
    deck = ["last", "cat:0", "cat:1"]
    game, _ = Soobrazhariy.from_decks(players, Settings(), START, content=content, category_deck=deck,
                                      letter_deck=["К", "М"], opener=1)
    game.handle(Tick(), START + 3)
    game.handle(Posted("letter-1", START + 3, 100), START + 3)
    for i in range(earlier):
        game.handle(Say(1 + i % 3, word(i), START + 4, 101 + i), START + 4)
    return game, 101 + earlier


def microseconds_per_answer(earlier: int) -> float:
    game, message_id = play_with(earlier)
    snapshot, content = game.to_json(), game.content
    times = []
    for trial in range(TRIALS):
        fresh = Soobrazhariy.from_json(snapshot, content=content)
        answer = Say(1 + earlier % 3, word(earlier + 1 + trial), START + 4, message_id)
        start = time.perf_counter()
        fresh.handle(answer, START + 4)
        times.append(time.perf_counter() - start)
    return statistics.median(times) * 1e6


def main() -> None:
    microseconds_per_answer(0)  # warm the word toolkit (its dictionary loads once)
    base = None
    for earlier in EARLIER:
        us = microseconds_per_answer(earlier)
        base = base or us
        print(f"{earlier:>4} earlier answers: {us:9.1f} µs per answer  (×{us / base:.1f})")


if __name__ == "__main__":
    main()
