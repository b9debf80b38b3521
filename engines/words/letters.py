"""Text normalisation shared by every judgment: how answers are compared letter by letter.

Letters compare lowercase with ё folded to е (й stays й); what the player typed is kept
elsewhere for display, these functions only build comparison keys.
"""

from __future__ import annotations

import unicodedata

# Hyphen look-alikes players type (or phones substitute) inside compound words.
_HYPHENS = frozenset("-\u2010\u2011\u2012\u2013\u2014\u2212")
# Apostrophes inside words (O'Neil, д'Артаньян) are part of the word.
_APOSTROPHES = frozenset("'\u2019\u02bc`")


def fold_letter(text: str) -> str:
    """Lowercase with ё folded to е: the form in which letters are compared."""
    return text.casefold().replace("ё", "е")


def _joins_word(text: str, i: int) -> bool:
    # A hyphen or apostrophe is kept only between two letters or digits.
    return 0 < i < len(text) - 1 and text[i - 1].isalnum() and text[i + 1].isalnum()


def normalize(text: str) -> str:
    """Casefold, ё->е, drop punctuation, quotes, emoji and extra spaces; keep inner hyphens.

    «Красная  площадь!» -> "красная площадь", "Санкт–Петербург" -> "санкт-петербург".
    """
    # NFC first so a й typed as и + combining breve stays one letter (and a decomposed ё
    # becomes ё, then е); then drop the marks left over (stress accents such as молоко́).
    composed = fold_letter(unicodedata.normalize("NFC", text))
    composed = "".join(c for c in composed if unicodedata.category(c) != "Mn")
    out: list[str] = []
    for i, c in enumerate(composed):
        if c.isalnum():
            out.append(c)
        elif c in _HYPHENS and _joins_word(composed, i):
            out.append("-")
        elif c in _APOSTROPHES and _joins_word(composed, i):
            out.append("'")
        else:
            out.append(" ")
    return " ".join("".join(out).split())


def words(text: str) -> list[str]:
    """The normalised words of an answer."""
    return normalize(text).split()


def first_letter(word: str) -> str | None:
    """The first letter of a normalised word (digits and marks are skipped)."""
    return next((c for c in word if c.isalpha()), None)


def word_length(text: str) -> int:
    """Letters only: spaces, hyphens, digits and punctuation do not count («Кто длиннее?»)."""
    return sum(1 for c in normalize(text) if c.isalpha())
