"""Judging free-text answers: the same answer, the key letter, alliteration (Скаттергорис, Соображарий)."""

from __future__ import annotations

from functools import lru_cache

from engines.words import _morph, english
from engines.words.letters import Token, comparable, first_letter, fold_letter, tokens, words

# pymorphy3 parts of speech that a Russian key letter skips: «в Париж» has the letter П.
_RU_FUNCTION_POS = frozenset({"PREP", "CONJ", "PRCL"})


def _check_lang(lang: str) -> None:
    if lang not in ("ru", "en"):
        raise ValueError(f"unsupported language {lang!r}: expected 'ru' or 'en'")


def best_reading(word: str, alone: bool = True) -> _morph.Parse | None:
    """The reading of one normalised Russian word that answers are compared by.

    A noun reading wins over a likelier verb reading (стали -> сталь, мыла -> мыло): answers
    are mostly names of things, and both spellings of a pair then meet on the same key. An
    adjective reading that outweighs every noun reading wins back (красная -> красный, not
    the rare noun «красная»), as in the noun verdict. A word that stands `alone` (a one-word
    answer) is read in the nominative (issue 26, see `_answer_noun`); a word inside a longer
    answer may be in any case («конец света»), so there the likeliest noun reading wins.
    """
    parses = [p for p in _morph.parse(word) if not _misread_form(p)]
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
    return _answer_noun(word, nouns) if alone else nouns[0]


def _misread_form(p: _morph.Parse) -> bool:
    """A reading pymorphy3 guessed by analogy whose lemma the dictionary knows: the dictionary holds
    every form of a word it knows, so an unknown form of it is a misspelling, not that word
    («осеньы» is not «осень»). A guessed reading of an unknown lemma stays (кэшбэки -> кэшбэк)."""
    return not p.from_dictionary and _morph.is_known(p.normal_form)


def _answer_noun(word: str, nouns: list[_morph.Parse]) -> _morph.Parse:
    """The noun a one-word answer names (issue 26): an answer is typed in the nominative.

    pymorphy3's likeliest reading may be an oblique case of another noun (горе -> гора,
    уха -> ухо, пар -> пара, белка -> белок), so only nominative readings compete: the word's
    own dictionary form (nominative singular, or a plural-only noun) beats any oblique case
    however likely. Against another noun's nominative plural the likelier wins (белки -> белка;
    коты -> кот, not the rare plural-only «коты»), the word's own form on a tie (очки, сани),
    then the noun likelier read as itself (луки -> лук, not the rare «лука»)."""
    folded = fold_letter(word)
    nominative = [p for p in nouns if "nomn" in p.grammemes]
    if not nominative:
        return nouns[0]
    return max(
        nominative,
        key=lambda p: (p.score, fold_letter(p.normal_form) == folded, _score_as_itself(p.normal_form)),
    )


@lru_cache(maxsize=4096)
def _score_as_itself(noun: str) -> float:
    """How likely `noun` is read as its own common noun: how everyday that lemma is, roughly."""
    return max(
        (p.score for p in _morph.parse(noun)
         if p.pos == "NOUN" and p.normal_form == noun and not p.grammemes & {"Name", "Surn", "Patr", "Abbr"}),
        default=0.0,
    )


@lru_cache(maxsize=16384)
def lemma(word: str, alone: bool = True) -> str:
    """The dictionary form of one Russian word, ё folded (кошки -> кошка; горе -> горе, not гора).

    `alone=False` for a word inside a longer answer, read in any case (света -> свет)."""
    word = comparable(word).strip()
    reading = best_reading(word, alone)
    return word if reading is None else fold_letter(reading.normal_form)


def _function_word(word: str, lang: str) -> bool:
    # `word` is normalised already: this runs for every word of every answer judged.
    if lang == "en":
        return word in english.FUNCTION_WORDS
    parses = _morph.parse(word)
    return bool(parses) and parses[0].pos in _RU_FUNCTION_POS


def is_function_word(word: str, lang: str = "ru") -> bool:
    """A preposition, conjunction or particle (ru) / article, preposition or conjunction (en)."""
    _check_lang(lang)
    return _function_word(comparable(word).strip(), lang)


def _is_skipped(token: Token, lang: str) -> bool:
    """A function word the key letter and the answer's identity skip; an initial never is."""
    return not token.initial and _function_word(token.word, lang)


def _parts(text: str) -> list[Token]:
    """The answer's words with hyphenated compounds split: «Кока-кола» is read as «Кока кола»."""
    return [Token(part, t.initial) for t in tokens(text) for part in t.word.split("-") if part]


def answer_key(text: str, lang: str = "ru") -> tuple[str, ...]:
    """The normalised lemma sequence two answers are compared by (кошки -> ("кошка",)).

    A hyphen is read as a space («Нью-Йорк» = «Нью Йорк»), an initial is kept as its letter
    («А. С. Пушкин» -> ("а", "с", "пушкин")), invisible characters and punctuation are ignored."""
    _check_lang(lang)
    parts = _parts(text)
    if lang == "en":
        if len(parts) > 1 and not parts[0].initial and parts[0].word in english.ARTICLES:
            parts = parts[1:]  # "the Beatles" = "Beatles"
        return tuple(t.word if t.initial else english.fold_plural(t.word) for t in parts)
    # A leading function word is not part of the answer's identity, as it is not for its key
    # letter: «в Париж» and «Париж» are the same answer.
    while len(parts) > 1 and _is_skipped(parts[0], lang):
        parts = parts[1:]
    alone = len(parts) == 1
    return tuple(t.word if t.initial else lemma(t.word, alone) for t in parts)


def same_answer(a: str, b: str, lang: str = "ru") -> bool:
    """Whether two answers are the same: equal lemma sequences («Красная площадь» = «красная площадь»,
    «Кока-кола» = «кока кола»)."""
    return answer_key(a, lang) == answer_key(b, lang)


def _content_words(found: list[Token], lang: str) -> list[Token]:
    content = [t for t in found if not _is_skipped(t, lang)]
    return content or found  # an answer made only of function words is judged by its own words


def key_letter(text: str, lang: str = "ru") -> str | None:
    """The first letter of the first word that is not a function word («в Париж» -> "п").

    An initial is a word («А. С. Пушкин» -> "а"); a hyphenated compound is one word. An answer
    whose first word is a number has no key letter («7 гномов» -> None)."""
    _check_lang(lang)
    content = _content_words(tokens(text), lang)
    return first_letter(content[0].word) if content else None


def _letter(letter: str) -> str:
    folded = comparable(letter).strip()
    if len(folded) != 1 or not folded.isalpha():
        raise ValueError(f"expected one letter, got {letter!r}")
    return folded


def starts_with_letter(text: str, letter: str, lang: str = "ru") -> bool:
    """Whether the whole answer begins with the letter, function words included (Соображарий).

    Only quotes, punctuation, emoji and invisible characters before it are ignored: «5 шарфов»
    begins with a digit, not with «ш»."""
    _check_lang(lang)
    found = words(text)
    return bool(found) and first_letter(found[0]) == _letter(letter)


def alliteration_count(text: str, letter: str, lang: str = "ru") -> int:
    """How many words of the answer start with the letter («Роналд Рейган», Р -> 2).

    Function words do not count, as for the key letter; initials do («Х. Х. Хамфри» -> 3), and
    the parts of a compound count as the words they are with a space («Кока-кола», К -> 2)."""
    wanted = _letter(letter)
    _check_lang(lang)
    return sum(1 for t in _content_words(_parts(text), lang) if first_letter(t.word) == wanted)
