"""English word judgments (issue 26): is a word a noun, and do two words share a stem.

Nouns come from `data/english.tsv.gz`, built offline from Princeton WordNet 3.0 by
`python -m engines.words.build_english` and read once, on the first English judgment. Stems are
the Snowball (Porter 2) English stemmer's, from the pure-Python `snowballstemmer` package, after
irregular plurals are undone (mice -> mouse), plus one rule Snowball lacks: a doubled final
consonant before a suffix (swim/swimmer, fog/foggy).
"""

from __future__ import annotations

import gzip
from functools import cache, lru_cache
from importlib import resources
from typing import Literal

import snowballstemmer

from engines.words.english import FUNCTION_WORDS, irregular_singular
from engines.words.letters import normalize

DATA_FILE = "english.tsv.gz"

EnglishNounVerdict = Literal["noun", "not-a-noun", "unknown"]

# Closed-class words WordNet has no entry for, or lists only as a chemical symbol or an abbreviation
# (he = helium, it = information technology, us = United States): a table never calls them nouns.
CLOSED_CLASS = FUNCTION_WORDS | frozenset(
    {
        "i", "me", "my", "mine", "you", "your", "yours", "he", "him", "his", "she", "her", "hers", "it",
        "its",
        "we", "us", "our", "ours", "they", "them", "their", "theirs", "this", "that", "these", "those", "who",
        "whom", "whose", "which", "what", "myself", "yourself", "himself", "herself", "itself", "ourselves",
        "themselves", "is", "am", "are", "was", "were", "been", "being", "does", "did", "has", "had", "not",
        "yes", "if", "than", "as", "so", "because", "though", "although", "while", "unless", "whether",
        "via", "per", "towards", "toward", "under", "between", "among", "through", "during", "without",
        "within", "against", "very", "too",
    }
)
_MIN_STEM = 3
# Suffixes after a doubled consonant: swim-m-er, run-n-ing, fog-g-y, shop-p-ing.
_AFTER_DOUBLED = ("er", "ers", "ing", "ings", "y", "ed")


_SHARED = {"n": "n", "o": "o"}


@cache
def _classes() -> dict[str, str]:
    """word -> `n` (noun), `o` (another part of speech) or `p<TAB>bases` (an irregular plural)."""
    raw = resources.files("engines.words").joinpath("data", DATA_FILE).read_bytes()
    out: dict[str, str] = {}
    for line in gzip.decompress(raw).decode("utf-8").splitlines():
        if line and not line.startswith("#"):
            word, kind = line.split("\t", 1)
            out[word] = _SHARED.get(kind, kind)  # one string per class, not one per line
    return out


def _singulars(word: str) -> list[str]:
    """Spellings the word may be the regular plural of (boxes -> box, boxe; berries -> berry)."""
    found: list[str] = []
    if word.endswith("men") and len(word) > 4:
        found.append(word[:-3] + "man")  # firemen -> fireman
    if len(word) > 3 and word.endswith("s") and not word.endswith("ss"):
        found.append(word[:-1])
        if word.endswith("es"):
            found.append(word[:-2])
        if word.endswith("ies"):
            found.append(word[:-3] + "y")
        if word.endswith("ves"):
            found += [word[:-3] + "f", word[:-3] + "fe"]
    return found


def _kind(word: str) -> str | None:
    kind = _classes().get(word)
    return None if kind is None else kind[0]


def _one_word_verdict(word: str) -> EnglishNounVerdict:
    if word in CLOSED_CLASS:
        return "not-a-noun"
    kind = _kind(word)
    if kind in ("n", "p"):
        return "noun"
    singulars = _singulars(word)
    if any(_kind(s) == "n" for s in singulars):
        return "noun"  # cats, boxes, berries, wolves
    if kind == "o" or any(_kind(s) == "o" for s in singulars):
        return "not-a-noun"  # beautiful, quickly, ran; eats, sings
    return "unknown"


@lru_cache(maxsize=4096)
def english_noun_verdict(text: str) -> EnglishNounVerdict:
    """Whether one English word is a noun (singular or plural, common or proper) by WordNet.

    "unknown" is a word WordNet lacks (Hogwarts, a new word): the caller asks a person. A hyphenated
    compound WordNet lacks is a noun when one of its parts is and every part is a known word
    (mother-in-law, ice-cream)."""
    word = normalize(text).removesuffix("'s").removesuffix("’s")
    if not word or " " in word:
        return "unknown"
    verdict = _one_word_verdict(word)
    parts = [p for p in word.split("-") if p]
    if verdict != "unknown" or len(parts) < 2:
        return verdict
    verdicts = [_one_word_verdict(p) for p in parts]
    if "unknown" in verdicts:
        return "unknown"
    return "noun" if "noun" in verdicts else "not-a-noun"


def is_english_noun(text: str) -> bool:
    return english_noun_verdict(text) == "noun"


@cache
def _stemmer() -> snowballstemmer.stemmer:
    return snowballstemmer.stemmer("english")


@lru_cache(maxsize=8192)
def english_stem(text: str) -> str:
    """The Snowball stem of one English word, irregular plurals undone first (mice -> mous = mouse)."""
    word = irregular_singular(normalize(text))
    return str(_stemmer().stemWord(word))


def _doubled_before_suffix(shorter: str, longer: str) -> bool:
    n = len(shorter)
    return (
        n >= _MIN_STEM and longer.startswith(shorter) and len(longer) > n
        and longer[n] == shorter[-1] and shorter[-1] not in "aeiouy" and longer[n + 1:] in _AFTER_DOUBLED
    )


def same_stem(a: str, b: str) -> bool:
    """Whether two English words share a stem (run/running, nation/nationality, mouse/mice,
    swim/swimmer), not whether they mean the same: a candidate for a vote or a clash."""
    wa, wb = normalize(a), normalize(b)
    if not wa or not wb:
        return False
    sa, sb = english_stem(wa), english_stem(wb)
    if len(sa) >= _MIN_STEM and sa == sb:
        return True
    shorter, longer = sorted((irregular_singular(wa), irregular_singular(wb)), key=len)
    return _doubled_before_suffix(shorter, longer)
