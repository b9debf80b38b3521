"""What the referee can tell about an answer's words before the players judge it.

`knows_a_word`: Соображарий's referee puts an answer none of whose words the dictionary knows to
the table («Ошвыщц» for «Имя человека»). `counted_by`: Скаттергорис reads «7 гномов» as a
numeral phrase (an answer), «3 кит» as row 3 — the word is, or is not, in the form the number
governs.
"""

from __future__ import annotations

from engines.words import _morph, english
from engines.words.answers import is_function_word
from engines.words.letters import tokens

# The grammemes a noun (or an adjective) takes after a number: «2 кошки» (gent sing),
# «5 кошек» (gent plur); adjectives after 2–4 are plural («две большие кошки», «два больших кота»).
_AFTER_TWO_TO_FOUR = ({"NOUN": frozenset({"gent", "sing"})},
                      {"ADJF": frozenset({"gent", "plur"})}, {"ADJF": frozenset({"nomn", "plur"})})
# An indeclinable word (a Fixd name: «Кит», «Кэт») or an abbreviation shows no case, so it agrees
# with nothing: «3 Кит» is row 3.
_SHOWS_NO_CASE = frozenset({"Fixd", "Abbr"})
_AFTER_FIVE = ({"NOUN": frozenset({"gent", "plur"})}, {"ADJF": frozenset({"gent", "plur"})})


def _content_words(text: str, lang: str) -> list[str]:
    """The words that carry the answer: no initials, numbers or function words; compounds split."""
    found = []
    for token in tokens(text):
        if token.initial:
            continue
        for part in token.word.split("-"):
            if any(c.isalpha() for c in part) and not is_function_word(part, lang):
                found.append(part)
    return found


def knows_a_word(text: str, lang: str = "ru") -> bool:
    """Whether the dictionary knows at least one word of the answer (initials, numbers and function
    words do not count: «А. С. Пушкин» is known by «пушкин», «в Ошвыщц» is not known).

    There is a dictionary for Russian only: an English answer is always taken as known (the
    referee cannot tell, so the players do, as before)."""
    if lang != "ru":
        return True
    return any(_morph.is_known(word) for word in _content_words(text, lang))


def _governed(number: int) -> tuple[dict[str, frozenset[str]], ...]:
    last, last_two = number % 10, number % 100
    if last == 1 and last_two != 11:
        return ()  # «1 кит», «21 кит»: the nominative singular, the form a row's answer has anyway
    if 2 <= last <= 4 and not 12 <= last_two <= 14:
        return _AFTER_TWO_TO_FOUR
    return _AFTER_FIVE


def counted_by(number: int, text: str, lang: str = "ru") -> bool:
    """Whether «<number> <text>» reads as a counted phrase: the first word of `text` is in the form
    the number governs and in no nominative form («7 гномов», «12 стульев», «3 мушкетёра»; not
    «3 кит», «5 кошки», «13 Икринка»). A word that is also a nominative («2 кошки», «5 вольт») reads
    as an answer in its own right, the row's number before it.

    Such a phrase could be an answer of its own or an answer written in row `number`."""
    found = tokens(text)
    if not found or found[0].initial or not found[0].word.isalpha():
        return False
    word = found[0].word
    if lang == "en":
        return number != 1 and english.is_plural(word)
    wanted = _governed(number)
    # Dictionary readings only: a word the dictionary does not know is not guessed into a phrase.
    readings = [p for p in _morph.parse(word) if p.from_dictionary and not p.grammemes & _SHOWS_NO_CASE]
    if any("nomn" in p.grammemes for p in readings if p.pos in ("NOUN", "ADJF")):
        return False
    return any(
        grammemes <= reading.grammemes
        for reading in readings
        for need in wanted
        if (grammemes := need.get(reading.pos or "")) is not None
    )
