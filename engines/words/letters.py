"""Text normalisation shared by every judgment: how answers are compared letter by letter.

Letters compare lowercase with ё folded to е (й stays й); what the player typed is kept
elsewhere for display, these functions only build comparison keys. Characters that show
nothing (zero-width spaces and joiners, the soft hyphen, bidi controls…) are removed before
anything else: «нк\u200bот» looks exactly like «нкот» and must be the same answer.
"""

from __future__ import annotations

import re
import unicodedata
from dataclasses import dataclass

from engines.core.settings import READ_AS_SHOWN

# Hyphen look-alikes players type (or phones substitute) inside compound words.
_HYPHENS = frozenset("-\u2010\u2011\u2012\u2013\u2014\u2212")
# Apostrophes inside words (O'Neil, д'Артаньян) are part of the word.
_APOSTROPHES = frozenset("'\u2019\u02bc`")
# Blank "letters" that render as nothing (Unicode's default-ignorable Hangul fillers): unlike
# the format characters they count as letters, so they would hide inside a word.
INVISIBLE_LETTERS = frozenset("\u115f\u1160\u3164\uffa0")
_ZWJ = "\u200d"
_EMOJI_PRESENTATION = "\ufe0f"


def fold_letter(text: str) -> str:
    """Lowercase with ё folded to е: the form in which letters are compared."""
    return text.casefold().replace("ё", "е")


def is_invisible(c: str) -> bool:
    """A character that shows nothing: a format character (category Cf: zero-width space,
    joiners, soft hyphen, word joiner, BOM, LRM/RLM, bidi embeddings, overrides and isolates,
    tags) or a Hangul filler."""
    return unicodedata.category(c) == "Cf" or c in INVISIBLE_LETTERS


def strip_invisible(text: str) -> str:
    """The text without the characters that show nothing."""
    if text.isascii():  # no ASCII character is invisible: the common English case costs nothing
        return text
    return "".join(c for c in text if not is_invisible(c))


def _pictograph(c: str) -> bool:
    return unicodedata.category(c) in ("So", "Sk") or c == _EMOJI_PRESENTATION


def visible_text(text: str) -> str:
    """What the players see of an answer: the text without invisible characters, whitespace
    collapsed — what a presenter shows as «what was compared» («\u202eкатох» -> «катох»).

    Case, punctuation and emoji are kept; the joiner between two emoji (👨‍👩‍👧) is kept too:
    it hides nothing there, as emoji are never compared, and without it a family falls apart."""
    kept = [
        c
        for i, c in enumerate(text)
        if not is_invisible(c)
        or (c == _ZWJ and 0 < i < len(text) - 1 and _pictograph(text[i - 1]) and _pictograph(text[i + 1]))
    ]
    return " ".join("".join(kept).split())


# Latin letters (casefolded) that look like Russian ones, and the other way round: a word that mixes
# the two scripts is written in the script most of its letters are in («oблакo» with Latin o's).
LATIN_LOOKALIKES = str.maketrans("aeopcxykmthb", "аеорсхукмтнв")
CYRILLIC_LOOKALIKES = str.maketrans("аеорсхукмтнв", "aeopcxykmthb")
_RLO, _PDF = "\u202e", "\u202c"  # right-to-left override, and the mark that ends it
# Single letters one separator apart, three or more in a row, not followed by a full stop.
_SPELLED = re.compile(r"(?<![^\W\d_])[^\W\d_](?:[ \-_.·*]{1,2}[^\W\d_]){2,}(?![^\W\d_.])")


def _cyrillic_letter(c: str) -> bool:
    return "\u0400" <= c <= "\u04ff"


def unreverse(text: str) -> str:
    """The text in the order it shows: after a right-to-left override (up to its end mark or the end
    of the line) the characters are shown reversed, so «\u202eокалбо» shows «облако»."""
    if _RLO not in text:
        return text
    out: list[str] = []
    i = 0
    while i < len(text):
        if text[i] != _RLO:
            out.append(text[i])
            i += 1
            continue
        end = i + 1
        while end < len(text) and text[end] not in (_PDF, "\n"):
            end += 1
        out.append(text[i + 1:end][::-1])
        i = end + 1 if end < len(text) and text[end] == _PDF else end
    return "".join(out)


def undisguised(text: str) -> str:
    """The text as a reader takes it in, whatever hides a word from a check (issue 26): the order it
    shows in (a right-to-left override undone), each word mixing Russian and Latin look-alikes in
    one script («oблакo»), and three or more letters spelt out one by one joined («о б л а к о»,
    «о-б-л-а-к-о»). Initials keep their full stops («А. С. Пушкин»)."""
    shown = _one_script_words(fold_letter(strip_invisible(unreverse(text))))
    return _SPELLED.sub(lambda m: "".join(c for c in m.group(0) if c.isalpha()), shown)


def as_compared(text: str, rules: int) -> str:
    """The text a game compares (with other answers, a letter, a name) and quotes as compared: as
    typed under the first rules; from `READ_AS_SHOWN` on, as a reader takes it in (`undisguised`)
    when a disguise changed what shows — else still as typed, its capitals and ё kept."""
    if rules < READ_AS_SHOWN:
        return text
    read = undisguised(text)
    return text if read == fold_letter(strip_invisible(text)) else read


def shown_forms(text: str) -> tuple[str, ...]:
    """The text as typed and as read (`undisguised`): what a check that a secret was not given away
    looks at. Answers are scored as typed, so a stored game replays to the same rulings."""
    read = undisguised(text)
    return (text,) if read == fold_letter(text) else (text, read)


def one_script(word: str) -> str:
    """A casefolded word that mixes Russian and Latin letters, in the script most of them are in."""
    cyrillic = sum(1 for c in word if _cyrillic_letter(c))
    latin = sum(1 for c in word if c.isascii() and c.isalpha())
    if not cyrillic or not latin:
        return word
    return word.translate(LATIN_LOOKALIKES if cyrillic >= latin else CYRILLIC_LOOKALIKES)


def _one_script_words(text: str) -> str:
    out, run = [], []
    for c in text:
        if c.isalpha():
            run.append(c)
            continue
        out.append(one_script("".join(run)))
        run = []
        out.append(c)
    out.append(one_script("".join(run)))
    return "".join(out)


def comparable(text: str) -> str:
    """The text as letters are compared, punctuation and spacing untouched: invisible
    characters removed, casefolded, ё -> е, combining marks (stress accents) dropped."""
    # NFC after removing the invisible characters so a й typed as и + combining breve stays one
    # letter (and a decomposed ё becomes ё, then е); then drop the marks left over (молоко́).
    composed = fold_letter(unicodedata.normalize("NFC", strip_invisible(text)))
    return "".join(c for c in composed if unicodedata.category(c) != "Mn")


@dataclass(frozen=True, slots=True)
class Token:
    """One normalised word of an answer; `initial` when it is one letter with a full stop («А.»)."""

    word: str
    initial: bool = False


def _joins_word(text: str, i: int) -> bool:
    # A hyphen or apostrophe is kept only between two letters or digits.
    return 0 < i < len(text) - 1 and text[i - 1].isalnum() and text[i + 1].isalnum()


def tokens(text: str) -> list[Token]:
    """The normalised words of an answer, each marked whether it is an initial.

    A one-letter word followed by a full stop is an initial («А. С. Пушкин», «А.С.Пушкин»),
    not the conjunction «а» or the preposition «с»."""
    composed = comparable(text)
    found: list[Token] = []
    word: list[str] = []
    for i, c in enumerate(composed):
        if c.isalnum():
            word.append(c)
        elif c in _HYPHENS and _joins_word(composed, i):
            word.append("-")
        elif c in _APOSTROPHES and _joins_word(composed, i):
            word.append("'")
        elif word:
            found.append(Token("".join(word), initial=c == "." and len(word) == 1 and word[0].isalpha()))
            word = []
    if word:
        found.append(Token("".join(word)))
    return found


def normalize(text: str) -> str:
    """Casefold, ё->е, drop invisible characters, punctuation, quotes, emoji and extra spaces;
    keep inner hyphens.

    «Красная  площадь!» -> "красная площадь", "Санкт–Петербург" -> "санкт-петербург".
    """
    return " ".join(t.word for t in tokens(text))


def words(text: str) -> list[str]:
    """The normalised words of an answer."""
    return [t.word for t in tokens(text)]


def first_letter(word: str) -> str | None:
    """The letter a normalised word begins with; None when it begins with a digit («7», «5-й»)."""
    return word[0] if word and word[0].isalpha() else None


def word_length(text: str) -> int:
    """Letters only: spaces, hyphens, digits and punctuation do not count («Кто длиннее?»)."""
    return sum(1 for c in normalize(text) if c.isalpha())
