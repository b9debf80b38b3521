"""Build `data/nouns.tsv.gz`, the shipped list of valid nouns, from the pymorphy3 dictionary.

Run once, offline, when the dictionary or the reviewed lists change:

    python -m engines.words.build_nouns          # needs the dev extra (wordfreq)

Every dictionary form that could be a base form (a common noun in the nominative singular,
or a plural-only noun) of 3+ Cyrillic letters is put through `noun_verdict`, so the list
holds exactly the words the referee calls valid. Obscene words are left out (the list feeds
the bot's own suggestions). Each word gets a commonness figure, ten times its Zipf frequency
in `wordfreq` (Russian), computed here so that wordfreq is never needed at run time.
"""

from __future__ import annotations

import argparse
import gzip
import importlib
import math
import time
from collections.abc import Callable, Iterable
from pathlib import Path

from engines.words import _morph
from engines.words.letters import fold_letter
from engines.words.noun_list import DATA_FILE
from engines.words.nouns import EXCLUDED_GRAMMEMES, PROPER_GRAMMEMES, noun_verdict
from engines.words.reviewed_lists import PLURAL_ONLY, is_obscene

MIN_LETTERS = 3
_RUSSIAN = frozenset("абвгдеёжзийклмнопрстуфхцчшщъыьэюя")
_REFUSED = PROPER_GRAMMEMES | frozenset(EXCLUDED_GRAMMEMES)


def _could_be_base_form(grammemes: frozenset[str]) -> bool:
    return "NOUN" in grammemes and "nomn" in grammemes and not grammemes & _REFUSED


def candidate_words() -> set[str]:
    """Dictionary forms worth a verdict: nominative common nouns of 3+ Russian letters."""
    found = set(PLURAL_ONLY)
    for word, grammemes, _lemma in _morph.iter_known_words():
        if len(word) >= MIN_LETTERS and _could_be_base_form(grammemes) and set(word) <= _RUSSIAN:
            found.add(word)
    return found


def valid_nouns(candidates: Iterable[str]) -> list[str]:
    """The candidates the referee calls valid, minus obscene words, in the dictionary's spelling.

    The dictionary stores ё where it is written (ёлка, never елка), so a word and its е
    spelling both listed are two words (небо and нёбо) and both stay."""
    return sorted(
        {w for w in candidates if not is_obscene(fold_letter(w)) and noun_verdict(w).is_valid}
    )


def noun_share(spelling: str, lemma: str) -> float:
    """How much of a spelling's use is this noun, by pymorphy3's reading scores.

    A word form is often also something else: «стать» is mostly the verb, «лет» (the е
    spelling of лёт) mostly the genitive of год. Counting only the noun's share keeps such
    homographs from looking common.
    """
    if lemma in PLURAL_ONLY:
        return 1.0  # the dictionary reads these as plurals of another lemma (деньги -> деньга)
    readings = _morph.parse(spelling)
    total = sum(p.score for p in readings)
    ours = sum(
        p.score
        for p in readings
        if p.pos == "NOUN" and fold_letter(p.normal_form) == lemma and not p.grammemes & _REFUSED
    )
    return ours / total if total > 0 else 0.0


def wordfreq_zipf10() -> Callable[[str], int]:
    """Ten times the Zipf frequency of a Russian noun in wordfreq, as a noun (0 when unseen)."""
    wordfreq = importlib.import_module("wordfreq")

    def zipf10(word: str) -> int:
        lemma = fold_letter(word)
        # wordfreq keeps ё and е apart and most texts write е, so both spellings count,
        # each by the share of its use that is this noun — unless the е spelling is a word
        # of its own (небо is not нёбо), which then takes all of that spelling's uses.
        spellings = {word}
        if lemma != word and not any(p.normal_form == lemma for p in _morph.parse(lemma)):
            spellings.add(lemma)
        per_billion = sum(
            10 ** float(wordfreq.zipf_frequency(s, "ru")) * noun_share(s, lemma)
            for s in spellings
            if wordfreq.zipf_frequency(s, "ru") > 0
        )
        return max(0, round(10 * math.log10(per_billion))) if per_billion >= 1 else 0

    return zipf10


def render(words: Iterable[str], zipf10: Callable[[str], int]) -> bytes:
    """The data file: a header line, then `word<TAB>zipf10` lines, most common first."""
    rows = sorted(((zipf10(w), w) for w in words), key=lambda r: (-r[0], r[1]))
    lines = ["# word\tzipf10 (OpenCorpora via pymorphy3-dicts-ru, CC BY-SA; wordfreq, see README.md)"]
    lines += [f"{w}\t{z}" for z, w in rows]
    # mtime=0: the same input gives the same bytes, so a rebuild shows no spurious diff.
    return gzip.compress(("\n".join(lines) + "\n").encode("utf-8"), compresslevel=9, mtime=0)


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    default = Path(__file__).with_name("data") / DATA_FILE
    parser.add_argument("--out", type=Path, default=default, help=f"output file (default {default})")
    args = parser.parse_args(argv)
    started = time.perf_counter()
    candidates = candidate_words()
    print(f"{len(candidates)} candidate forms in {time.perf_counter() - started:.1f} s")
    nouns = valid_nouns(candidates)
    print(f"{len(nouns)} valid nouns after verdicts in {time.perf_counter() - started:.1f} s")
    data = render(nouns, wordfreq_zipf10())
    args.out.write_bytes(data)
    print(f"wrote {args.out} ({len(data) // 1024} KiB) in {time.perf_counter() - started:.1f} s")


if __name__ == "__main__":
    main()
