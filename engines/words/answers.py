"""Judging free-text answers: the same answer, the key letter, alliteration (Скаттергорис, Соображарий)."""

from __future__ import annotations

from functools import lru_cache

from engines.words import _morph, english
from engines.words.letters import first_letter, fold_letter, words

# pymorphy3 parts of speech that a Russian key letter skips: «в Париж» has the letter П.
_RU_FUNCTION_POS = frozenset({"PREP", "CONJ", "PRCL"})


def _check_lang(lang: str) -> None:
    if lang not in ("ru", "en"):
        raise ValueError(f"unsupported language {lang!r}: expected 'ru' or 'en'")


def best_reading(word: str) -> _morph.Parse | None:
    """The reading of one normalised Russian word that answers are compared by.

    A noun reading wins over a likelier verb reading (стали -> сталь, мыла -> мыло): answers
    are mostly names of things, and both spellings of a pair then meet on the same key. An
    adjective reading that outweighs every noun reading wins back (красная -> красный, not
    the rare noun «красная»), as in the noun verdict.
    """
    parses = _morph.parse(word)
    if not parses:
        return None
    nouns = [p for p in parses if p.pos == "NOUN" and "Abbr" not in p.grammemes]
    if not nouns:
        return parses[0]
    adjectives = [p for p in parses if p.pos in ("ADJF", "PRTF")]
    if adjectives:
        adjective = max(adjectives, key=lambda p: p.score)
        if adjective.score > max(p.score for p in nouns):
            return adjective
    return nouns[0]


@lru_cache(maxsize=16384)
def lemma(word: str) -> str:
    """The dictionary form of one normalised Russian word, ё folded (кошки -> кошка)."""
    reading = best_reading(word)
    return word if reading is None else fold_letter(reading.normal_form)


def is_function_word(word: str, lang: str = "ru") -> bool:
    """A preposition, conjunction or particle (ru) / article, preposition or conjunction (en)."""
    _check_lang(lang)
    if lang == "en":
        return word in english.FUNCTION_WORDS
    parses = _morph.parse(word)
    return bool(parses) and parses[0].pos in _RU_FUNCTION_POS


def answer_key(text: str, lang: str = "ru") -> tuple[str, ...]:
    """The normalised lemma sequence two answers are compared by (кошки -> ("кошка",))."""
    _check_lang(lang)
    tokens = words(text)
    if lang == "en":
        if len(tokens) > 1 and tokens[0] in english.ARTICLES:
            tokens = tokens[1:]  # "the Beatles" = "Beatles"
        return tuple(english.fold_plural(t) for t in tokens)
    # A leading function word is not part of the answer's identity, as it is not for its key
    # letter: «в Париж» and «Париж» are the same answer.
    while len(tokens) > 1 and is_function_word(tokens[0], lang):
        tokens = tokens[1:]
    return tuple(lemma(t) for t in tokens)


def same_answer(a: str, b: str, lang: str = "ru") -> bool:
    """Whether two answers are the same: equal lemma sequences («Красная площадь» = «красная площадь»)."""
    return answer_key(a, lang) == answer_key(b, lang)


def _lettered(tokens: list[str]) -> list[str]:
    return [t for t in tokens if first_letter(t) is not None]


def _content_words(text: str, lang: str) -> list[str]:
    _check_lang(lang)
    tokens = _lettered(words(text))
    content = [t for t in tokens if not is_function_word(t, lang)]
    return content or tokens  # an answer made only of function words is judged by its own words


def key_letter(text: str, lang: str = "ru") -> str | None:
    """The first letter of the first word that is not a function word («в Париж» -> "п")."""
    content = _content_words(text, lang)
    return first_letter(content[0]) if content else None


def _letter(letter: str) -> str:
    folded = fold_letter(letter.strip())
    if len(folded) != 1 or not folded.isalpha():
        raise ValueError(f"expected one letter, got {letter!r}")
    return folded


def starts_with_letter(text: str, letter: str, lang: str = "ru") -> bool:
    """Whether the whole answer begins with the letter, function words included (Соображарий)."""
    _check_lang(lang)
    tokens = _lettered(words(text))
    return bool(tokens) and first_letter(tokens[0]) == _letter(letter)


def alliteration_count(text: str, letter: str, lang: str = "ru") -> int:
    """How many words of the answer start with the letter («Роналд Рейган», Р -> 2).

    Function words do not count, as for the key letter."""
    wanted = _letter(letter)
    return sum(1 for t in _content_words(text, lang) if first_letter(t) == wanted)

