"""Operator CLI: check disputed words by hand.

    python -m engines.words check WORD...    one JSON line per word: {"word", "verdict", "lemma"}
    python -m engines.words rack LETTERS      the nouns the rack can make, most common first
"""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Sequence

from engines.words.noun_list import noun_list
from engines.words.nouns import noun_verdict
from engines.words.racks import rack_nouns


def _check(words: Sequence[str]) -> None:
    for word in words:
        v = noun_verdict(word)
        print(json.dumps({"word": v.word, "verdict": v.verdict, "lemma": v.lemma}, ensure_ascii=False))


def _rack(letters: str, min_len: int, with_tier: bool) -> None:
    nouns = noun_list()
    for word in rack_nouns(letters, min_len):
        print(f"{word}\t{nouns.tier(word)}" if with_tier else word)


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m engines.words", description="Arbiter word toolkit")
    sub = parser.add_subparsers(dest="command", required=True)
    check = sub.add_parser("check", help="noun verdicts («Нет слов») as JSON lines")
    check.add_argument("words", nargs="+", metavar="WORD")
    rack = sub.add_parser("rack", help="valid nouns a rack of letters can make, most common first")
    rack.add_argument("letters", nargs="+", metavar="LETTERS", help="letters (spaces between are ignored)")
    rack.add_argument("--min-len", type=int, default=3)
    rack.add_argument("--tier", action="store_true", help="also print each noun's commonness tier")
    args = parser.parse_args(argv)
    if args.command == "check":
        _check(args.words)
    else:
        _rack("".join(args.letters), args.min_len, args.tier)
    return 0


if __name__ == "__main__":
    sys.exit(main())
