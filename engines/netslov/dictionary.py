"""Is a word a noun the rules accept? The toolkit's noun verdict, read through the rules of «Нет слов».

The rules («Какие слова использовать»): a Russian common noun in the nominative singular (a plural
only where there is no singular: «ножницы», «штаны»), no proper names, no jargon — unless the
players agreed beforehand to allow proper names or slang. The toolkit says valid / wrong form /
proper / not a noun (with why) / unknown; this module splits "wrong form" into a plural and another
case (a player is told which), tells an abbreviation from a numeral, and corrects the dictionary
where the labelled claims (tests/engines/netslov/labelled_claims.tsv) showed it wrong.
"""

from __future__ import annotations

from functools import cache
from importlib import resources
from typing import Literal

from engines.words import _morph, fold_letter, noun_verdict
from engines.words.noun_list import noun_list

# What the dictionary can say about a word (the claim's letters are checked before it is asked).
WordVerdict = Literal[
    "valid", "not-a-noun", "plural", "wrong-case", "proper", "slang", "abbreviation", "misspelling",
    "unknown", "doubtful",
]

# Below this commonness (ten times the Zipf frequency: the noun list's "obscure" tier) a short word
# the dictionary knows is one a table would dispute («одул», «вепс»): it goes to the players' vote.
# A longer obscure word is mostly a transparent compound or a verbal noun (микроприбор, рубленье).
OBSCURE_BELOW = 20
OBSCURE_UP_TO_LETTERS = 6
# A plural-only noun less common than this («ахи») is doubtful too.
PLURAL_ONLY_BELOW = 30
# The word read as itself this many times less likely than as another noun's form is doubtful.
OTHER_NOUN_LIKELIER = 8.0

# Jargon the dictionary lists as ordinary nouns (or as a form of another word: «чел» as чело,
# «коп» as копа). Checked one by one against the labelled claims; ё folded to е.
REVIEWED_SLANG = frozenset({"бабло", "бухло", "чел", "коп", "препод", "ноут", "мент", "кек"})


def dictionary_verdict(
    word: str, *, allow_proper_names: bool = False, allow_slang: bool = False
) -> tuple[WordVerdict, str | None]:
    """The verdict on one lowercase word and its dictionary form (None when unknown)."""
    folded = fold_letter(word)
    if folded in REVIEWED_SLANG:
        return ("valid" if allow_slang else "slang"), word
    found = noun_verdict(word)
    lemma = found.lemma
    if found.verdict == "valid":
        return ("doubtful" if doubtful(folded, lemma, allow_slang=allow_slang) else "valid"), lemma
    if found.verdict == "unknown":
        near = _with_short_i(folded)
        if near is not None:
            return "misspelling", near  # «чаика» is «чайка» typed without its Й: not a word to vote on
        return "unknown", None
    if found.verdict == "wrong-form":
        return _other_form(folded), lemma
    if found.verdict == "proper-noun":
        return (_as_base_form(folded, lemma) if allow_proper_names else "proper"), lemma
    if found.note == "slang":
        return (_as_base_form(folded, lemma) if allow_slang else "slang"), lemma
    if found.note == "abbreviation" and _nothing_but_a_noun(folded):
        return "abbreviation", lemma  # вуз, МГУ; but «сто» is the numeral, not СТО
    if found.note == "misspelling":
        return "misspelling", lemma
    return "not-a-noun", lemma


def _other_form(word: str) -> WordVerdict:
    """A noun that is not in its dictionary form: a plural when it reads as one (кошки, люди), else a case."""
    for p in _morph.parse(word):
        if p.pos == "NOUN" and {"nomn", "plur"} <= p.grammemes:
            return "plural"
    return "wrong-case"


def _as_base_form(word: str, lemma: str | None) -> WordVerdict:
    """An allowed proper name or slang word: valid in its dictionary form only."""
    if lemma is not None and fold_letter(lemma) == word:
        return "valid"
    return _other_form(word)


def _nothing_but_a_noun(word: str) -> bool:
    # An abbreviation is indeclinable, so it has a reading for every case and its readings outscore
    # a numeral's one: any reading of another part of speech is the word the player meant.
    readings = _morph.parse(word)
    return bool(readings) and all(p.pos == "NOUN" for p in readings)


def doubtful(word: str, lemma: str | None, *, allow_slang: bool = False) -> bool:
    """A noun the dictionary knows that a table would still dispute (issue 26, item 3): marked
    informal by OpenCorpora (unless slang is allowed), obscure, a rare plural-only noun, or a plural
    that is also the plural of an ordinary noun («коты», «леса», «бега»)."""
    if not allow_slang and word in informal_nouns():
        return True
    commonness = noun_list().commonness(word)
    if commonness is not None and commonness < OBSCURE_BELOW and len(word) <= OBSCURE_UP_TO_LETTERS:
        return True
    readings = [p for p in _morph.parse(word) if p.pos == "NOUN"]
    own = [p.score for p in readings if fold_letter(p.normal_form) == word]
    others = [p.score for p in readings if fold_letter(p.normal_form) != word]
    plural_only = any("Pltm" in p.grammemes for p in readings if fold_letter(p.normal_form) == word)
    if plural_only and commonness is not None and commonness < PLURAL_ONLY_BELOW:
        return True
    if not own or not others:
        return False
    # «коты» is likelier the cats than the shoes (a plural-only reading less likely than another
    # noun's plural), «леса» far likelier the woods than the fishing line.
    if plural_only and max(others) > max(own):
        return True
    return max(others) > OTHER_NOUN_LIKELIER * max(own)


def _with_short_i(word: str) -> str | None:
    """The noun the word is with one И made Й («чаика» -> «чайка»), if exactly one such is a word."""
    found = {word[:i] + "й" + word[i + 1:] for i, c in enumerate(word) if c == "и"}
    valid = [w for w in sorted(found) if noun_verdict(w).verdict == "valid"]
    return valid[0] if len(valid) == 1 else None


@cache
def informal_nouns() -> frozenset[str]:
    """The nouns OpenCorpora marks informal (`Infr`), from data/ru_slang.txt (see its header)."""
    text = resources.files("engines.words").joinpath("data", "ru_slang.txt").read_text(encoding="utf-8")
    return frozenset(fold_letter(line.split("\t")[0]) for line in text.splitlines()
                     if line and not line.startswith("#") and line.endswith("\tInfr"))
