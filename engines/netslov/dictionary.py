"""Is a word a noun the rules accept? The toolkit's noun verdict, read through the rules of «Нет слов».

The rules («Какие слова использовать»): a Russian common noun in the nominative singular (a plural
only where there is no singular: «ножницы», «штаны»), no proper names, no jargon — unless the
players agreed beforehand to allow proper names or slang. The toolkit says valid / wrong form /
proper / not a noun (with why) / unknown; this module splits "wrong form" into a plural and another
case (a player is told which), tells an abbreviation from a numeral, and corrects the dictionary
where the labelled claims (tests/engines/netslov/labelled_claims.tsv) showed it wrong.
"""

from __future__ import annotations

from typing import Literal

from engines.words import _morph, fold_letter, noun_verdict

# What the dictionary can say about a word (the claim's letters are checked before it is asked).
WordVerdict = Literal[
    "valid", "not-a-noun", "plural", "wrong-case", "proper", "slang", "abbreviation", "misspelling", "unknown"
]

# Jargon the dictionary lists as ordinary nouns (or as a form of another word: «чел» as чело,
# «коп» as копа). Checked one by one against the labelled claims; ё folded to е.
REVIEWED_SLANG = frozenset({"бабло", "бухло", "чел", "коп", "препод", "ноут"})


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
        return "valid", lemma
    if found.verdict == "unknown":
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
