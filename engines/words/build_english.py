"""Build `data/english.tsv.gz`, the shipped English word classes, from Princeton WordNet 3.0.

Run once, offline, when the source or the rules below change:

    apt-get install wordnet-base                  # Debian's copy of WordNet 3.0 (/usr/share/wordnet)
    python -m engines.words.build_english

One line per word, `word<TAB>kind[<TAB>base]`:

- `n`: a noun (a WordNet noun lemma of letters, hyphens allowed: cat, ice-cream, paris);
- `o`: a known word that is no noun (beautiful, quickly, eat, ran, happier);
- `p`: an irregular plural of the noun `base` (mice -> mouse; several bases are joined by commas).

A word WordNet lists as a noun only in senses nobody tags in running text, while its adjective or
adverb senses are common, is read as the adjective (quick, rich, old): a table would not call
«quick» a noun. Verbs are not weighed so: English turns verbs into nouns freely (a run, a swim).
"""

from __future__ import annotations

import argparse
import gzip
import re
import time
from pathlib import Path

WORDNET = Path("/usr/share/wordnet")
DATA_FILE = "english.tsv.gz"
_WORD = re.compile(r"[a-z]+(?:-[a-z]+)*")
# An adjective or adverb tagged this often, against a noun never tagged, is no noun.
_TAGGED_ADJECTIVE = 3
# Of the words that rule reads as adjectives, those a table still calls nouns (a parking fine, the
# cup final, a sweet, a stout, a vocal): reviewed by hand from the rule's 81 words.
_NOUNS_STILL = frozenset(
    {"fine", "final", "forward", "stout", "tender", "vocal", "medical", "bitter", "sweet", "domestic",
     "formal", "over"}
)


def read_index(path: Path) -> dict[str, int]:
    """Lemma -> how many times its senses were tagged in the SemCor texts (WordNet's `tagsense_cnt`)."""
    found: dict[str, int] = {}
    for line in path.read_text(encoding="utf-8").splitlines():
        if line.startswith(" "):
            continue  # the licence header
        fields = line.split()
        lemma, pointers = fields[0], int(fields[3])
        tagged = int(fields[5 + pointers])
        if _WORD.fullmatch(lemma):
            found[lemma] = tagged
    return found


def read_exceptions(path: Path) -> dict[str, list[str]]:
    """Inflected form -> its base forms (noun.exc: mice -> mouse; verb.exc: ran -> run)."""
    found: dict[str, list[str]] = {}
    for line in path.read_text(encoding="utf-8").splitlines():
        form, *bases = line.split()
        if _WORD.fullmatch(form):
            found.setdefault(form, []).extend(b for b in bases if _WORD.fullmatch(b))
    return found


def classify(wordnet: Path) -> dict[str, str]:
    """word -> `n`, `o` or `p<TAB>bases`."""
    nouns = read_index(wordnet / "index.noun")
    others: dict[str, int] = {}
    for pos in ("adj", "adv"):
        for lemma, tagged in read_index(wordnet / f"index.{pos}").items():
            others[lemma] = max(others.get(lemma, 0), tagged)
    verbs = read_index(wordnet / "index.verb")
    kinds: dict[str, str] = {}
    for lemma, tagged in nouns.items():
        adjective = others.get(lemma, 0) >= _TAGGED_ADJECTIVE and tagged == 0 and lemma not in _NOUNS_STILL
        kinds[lemma] = "o" if adjective else "n"
    for lemma in [*others, *verbs]:
        kinds.setdefault(lemma, "o")
    for pos in ("verb", "adj", "adv"):
        for form in read_exceptions(wordnet / f"{pos}.exc"):
            kinds.setdefault(form, "o")  # ran, happier, better: a noun lemma of that spelling wins
    for form, bases in read_exceptions(wordnet / "noun.exc").items():
        singular = [b for b in bases if kinds.get(b) == "n" and b != form]
        if singular and form not in nouns:
            kinds[form] = "p\t" + ",".join(dict.fromkeys(singular))
    return kinds


def render(kinds: dict[str, str]) -> bytes:
    lines = ["# word\tkind\tbase (Princeton WordNet 3.0, WordNet 3.0 licence; see README.md)"]
    lines += [f"{word}\t{kind}" for word, kind in sorted(kinds.items())]
    # mtime=0: the same input gives the same bytes, so a rebuild shows no spurious diff.
    return gzip.compress(("\n".join(lines) + "\n").encode("utf-8"), compresslevel=9, mtime=0)


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    default = Path(__file__).with_name("data") / DATA_FILE
    parser.add_argument("--wordnet", type=Path, default=WORDNET, help=f"WordNet's dict folder ({WORDNET})")
    parser.add_argument("--out", type=Path, default=default, help=f"output file (default {default})")
    args = parser.parse_args(argv)
    started = time.perf_counter()
    kinds = classify(args.wordnet)
    counts = {k: sum(1 for v in kinds.values() if v[0] == k) for k in "nop"}
    data = render(kinds)
    args.out.write_bytes(data)
    print(f"{counts['n']} nouns, {counts['o']} other words, {counts['p']} irregular plurals; "
          f"wrote {args.out} ({len(data) // 1024} KiB) in {time.perf_counter() - started:.1f} s")


if __name__ == "__main__":
    main()
