"""«Не говори …!»: reading a claim from a chat message, and judging the claimed word.

A claim is typed in the group as «Не говори ДОМ!» (any case and punctuation: «не говори: дом»,
«Не говори "дом"!!») or as the command `/word дом` (the platform strips the bot's @name; a
leftover `/word@name` is read too). Anything else is chatter.

A word is judged on the letters of the conversation alone (any subset, any order, each card once;
ё is е, й is not и): at least three letters, every letter on the table as many times as the word
needs it, then the dictionary (`dictionary.dictionary_verdict`). A word the dictionary does not know
is `unknown`: the game puts it to the players' vote.
"""

from __future__ import annotations

import re
import unicodedata
from collections import Counter
from collections.abc import Iterable
from dataclasses import dataclass
from typing import Literal

from engines.netslov.dictionary import WordVerdict, dictionary_verdict
from engines.words import fold_letter

# Every verdict a claim can get; the first ones come from the word and the table alone, the last
# two from the game's history (a word whose letters another claim just took, a word voted down).
Verdict = Literal[
    WordVerdict, "too-short", "not-formable", "already-taken", "rejected-by-vote"
]

# Latin letters that look like Cyrillic ones, typed by a phone's wrong layout inside a Russian word.
_LOOKALIKES = str.maketrans("aeopcxykmthb", "аеорсхукмтнв")
# A word: letters or digits, inner hyphens allowed («кое-что» is one token).
_TOKEN = re.compile(r"[^\W_]+(?:-[^\W_]+)*")
_COMMAND = re.compile(r"^\s*/word(?:@\w+)?(?:\s|$)", re.IGNORECASE)


@dataclass(frozen=True, slots=True)
class ParsedClaim:
    """What a message claims: `word` lowercase as typed (ё kept), None when no word follows."""

    word: str | None


def _clean(text: str) -> str:
    # NFC keeps a й typed as и + breve one letter; other marks (stress accents) are dropped.
    composed = unicodedata.normalize("NFC", text).casefold()
    return "".join(c for c in composed if unicodedata.category(c) != "Mn")


def _cyrillic(token: str) -> str:
    """A token with Russian letters in it, its Latin look-alikes made Russian («дoм» with a Latin o)."""
    if any("а" <= c <= "я" or c == "ё" for c in token):
        return token.translate(_LOOKALIKES)
    return token


def parse_claim(text: str) -> ParsedClaim | None:
    """The claim in a message, or None when the message is not a claim at all.

    >>> parse_claim("Не говори «ДОМ»!!")
    ParsedClaim(word='дом')
    >>> parse_claim("/word кот"), parse_claim("не говори!"), parse_claim("дом")
    (ParsedClaim(word='кот'), ParsedClaim(word=None), None)
    """
    cleaned = _clean(text)
    command = _COMMAND.match(cleaned)
    if command is not None:
        tokens = [_cyrillic(t) for t in _TOKEN.findall(cleaned[command.end():])]
        return ParsedClaim(_first_word(tokens))
    tokens = [_cyrillic(t) for t in _TOKEN.findall(cleaned)]
    if tokens[:2] != ["не", "говори"] or not _starts_with_letters(cleaned, "не"):
        return None
    return ParsedClaim(_first_word(tokens[2:]))


def _starts_with_letters(text: str, first: str) -> bool:
    # «Не говори» must open the message (after quotes, dashes, emoji): «я же не говори…» is chatter.
    found = next((i for i, c in enumerate(text) if c.isalnum()), None)
    return found is not None and _cyrillic(text[found : found + len(first)]) == first


def _first_word(tokens: list[str]) -> str | None:
    return next((t for t in tokens if any(c.isalpha() for c in t)), None)


@dataclass(frozen=True, slots=True)
class MissingLetter:
    """A letter the word needs more of than the conversation holds (uppercase, ё as Е)."""

    letter: str
    needed: int
    have: int


@dataclass(frozen=True, slots=True)
class Judgment:
    word: str
    verdict: Verdict
    lemma: str | None = None  # the dictionary form («кошки» -> «кошка»), when the dictionary knows it
    missing: tuple[MissingLetter, ...] = ()

    @property
    def is_valid(self) -> bool:
        return self.verdict == "valid"


def word_letters(word: str) -> list[str]:
    """The letters a word needs, in order, folded as cards compare (ё is е, й stays й)."""
    return [c for c in fold_letter(word) if c.isalpha()]


def missing_letters(word: str, table: Iterable[str]) -> tuple[MissingLetter, ...]:
    """What the table lacks to make the word, in the word's letter order (empty: it can be made)."""
    have = Counter(fold_letter(letter) for letter in table)
    need = Counter(word_letters(word))
    order = list(dict.fromkeys(word_letters(word)))
    return tuple(
        MissingLetter(letter.upper(), need[letter], have[letter])
        for letter in order
        if need[letter] > have[letter]
    )


def judge_word(
    word: str, table: Iterable[str], *, min_length: int = 3, allow_proper_names: bool = False,
    allow_slang: bool = False,
) -> Judgment:
    """The verdict on `word` made from the conversation's letters `table` (the rules' order of checks).

    >>> judge_word("дом", ["Д", "О", "М"]).verdict
    'valid'
    >>> judge_word("око", ["О", "К"]).missing
    (MissingLetter(letter='О', needed=2, have=1),)
    """
    if len(word_letters(word)) < min_length:
        return Judgment(word, "too-short")
    missing = missing_letters(word, table)
    if missing:
        return Judgment(word, "not-formable", missing=missing)
    verdict, lemma = dictionary_verdict(word, allow_proper_names=allow_proper_names, allow_slang=allow_slang)
    return Judgment(word, verdict, lemma)
