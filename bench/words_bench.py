"""Benchmark of the word toolkit (issue 4), run by hand: `python bench/words_bench.py`.

Prints noun verdicts per second, "is there any noun in this rack" and "list the rack's nouns"
times for racks of 5, 10 and 20 letters drawn from the «Нет слов» deck, the load times of the
noun list and the analyzer, and resident memory — each as a figure and as a ratio to its goal
(a ratio at or below 1.00 meets the goal).
"""

from __future__ import annotations

import gc
import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from engines.words import _morph, any_rack_noun, noun_list, noun_verdict, rack_nouns

RACK_GOAL_MS = 1.0  # "any word in this rack" at 20 letters
RSS_GOAL_MB = 60.0  # the whole toolkit
# «Нет слов» cards (seeds/README.md): red А Е И О two each, then the black deck.
DECK = (
    "аа ее ии оо "
    "бб ввввв гг ддд ж зз й ккккк ллллл мммм ннннннн ппп ррррр сссссс тттттт ууу ф хх ц чч ш щ ыы ьь э ю яя"
)


def rss_mb(field: str = "VmRSS") -> float:
    for line in Path("/proc/self/status").read_text().splitlines():
        if line.startswith(field + ":"):
            return int(line.split()[1]) / 1024
    return float("nan")


def timed(fn: object, *args: object) -> float:
    start = time.perf_counter()
    fn(*args)  # type: ignore[operator]
    return time.perf_counter() - start


def verdicts(words: list[str]) -> None:
    for w in words:
        noun_verdict(w)


def main() -> None:
    print(f"start: RSS {rss_mb():.1f} MB")
    list_s = timed(noun_list)
    print(f"noun list load: {list_s * 1000:.0f} ms ({len(noun_list())} nouns); RSS {rss_mb():.1f} MB")
    analyzer_s = timed(_morph.analyzer)
    print(f"analyzer load: {analyzer_s * 1000:.0f} ms; RSS {rss_mb():.1f} MB")
    noun_verdict("кошки")
    any_rack_noun("домкрат")
    ready = rss_mb()
    print(f"toolkit ready (analyzer + list + index): RSS {ready:.1f} MB; ratio to {RSS_GOAL_MB:.0f} MB: "
          f"{ready / RSS_GOAL_MB:.2f}")

    rng = random.Random(2026)
    words = rng.sample(list(noun_list()), 10_000)
    forms = [w[:-1] + "ы" if w.endswith("а") else w + "а" for w in words[:5_000]]  # mostly other forms
    sample = words + forms
    _morph.parse.cache_clear()
    _morph.is_known.cache_clear()
    verdict_s = timed(verdicts, sample)
    rate = len(sample) / verdict_s
    print(f"noun verdicts: {rate:,.0f}/s on {len(sample)} distinct words, cold caches")

    deck = DECK.replace(" ", "")
    print(f"{'rack':>6} {'any: median':>12} {'p99':>8} {'ratio to 1 ms':>14} {'list: median':>13} {'p99':>8}")
    for size in (5, 10, 20):
        racks = ["".join(rng.sample(deck, size)) for _ in range(1_000)]
        any_ms = sorted(timed(any_rack_noun, r) * 1000 for r in racks)
        list_ms = sorted(timed(rack_nouns, r) * 1000 for r in racks)
        p99 = int(len(racks) * 0.99)
        print(
            f"{size:>6} {statistics.median(any_ms):>10.3f}ms {any_ms[p99]:>6.3f}ms "
            f"{statistics.median(any_ms) / RACK_GOAL_MS:>14.2f} {statistics.median(list_ms):>11.3f}ms "
            f"{list_ms[p99]:>6.3f}ms"
        )

    del words, forms, sample
    gc.collect()
    rss = rss_mb()
    print(f"after the runs (word caches full): RSS {rss:.1f} MB (peak {rss_mb('VmHWM'):.1f} MB); "
          f"ratio to {RSS_GOAL_MB:.0f} MB: {rss / RSS_GOAL_MB:.2f}")


if __name__ == "__main__":
    main()
