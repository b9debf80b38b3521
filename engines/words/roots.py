"""Same-root candidates: do two words look like one family (патриот/патриотизм, звезда/звёздочка)?

It only proposes a vote, never decides. Two words qualify when, after their inflectional
endings are cut, they share a beginning of at least three letters (the root, allowing the
usual consonant alternations at its end: рука/ручка, друг/дружба) and what follows that
beginning in each word is made only of known derivational suffixes. Stems alone would pair
кот with котлета; the suffix rule does not («лет» is no suffix). Length rules: a word of
three letters or fewer may take only one suffix (сом/сомнение is refused), and two different
nouns with one stem are homonyms (банк/банка). Words that differ by a prefix (вход/выход)
are different words of the game and are not proposed, except an infinitive and its
prefixed perfective (читать/прочитать).

Measured on the labelled pairs in tests/words/labelled (see test_words_same_root.py)."""

from __future__ import annotations

from functools import lru_cache

from engines.words import _morph
from engines.words.answers import best_reading, lemma
from engines.words.letters import fold_letter, normalize

# Inflectional endings of dictionary forms by part of speech, longest first.
# No "й" for nouns: it belongs to the stem (чай, герой, музей).
_NOUN_ENDINGS = ("ия", "ие", "ий", "ье", "ья", "а", "я", "о", "е", "ь", "ы", "и", "у", "ю")
_ADJECTIVE_ENDINGS = ("ый", "ий", "ой", "ая", "яя", "ое", "ее", "ые", "ие")
_VERB_ENDINGS = ("ться", "тись", "ть", "ти", "чь")
_ENDINGS_BY_POS = {"NOUN": _NOUN_ENDINGS, "ADJF": _ADJECTIVE_ENDINGS, "PRTF": _ADJECTIVE_ENDINGS,
                   "INFN": _VERB_ENDINGS}
_VOWELS = frozenset("аеиоуыэюя")

# Derivational suffixes (and thematic vowels) that may follow a shared root, spelled as they
# stand in a stem once the ending is cut (учитель -> учител, радость -> радост).
SUFFIXES = frozenset(
    {
        # diminutives and young ones: домик, звёздочка, котёнок, котята, мостик
        "ик", "ек", "ок", "чик", "очк", "ечк", "ичк", "ушк", "юшк", "ышк", "еньк", "оньк", "ишк", "онк",
        "енк", "ец", "иц", "ц", "онок", "енок", "ат", "ят", "ищ", "ин", "инк",
        # people and tools: учитель, читатель, лётчик, садовник, футболист
        "тел", "ител", "ател", "ник", "щик", "ист", "ач", "ун", "ниц", "ак", "як", "ар",
        # abstract nouns: патриотизм, радость, братство, учение
        "ост", "ест", "ств", "еств", "изм", "изн", "ен", "ан", "от",
        # adjectives: лесной, морской, зимний, папин
        "н", "ян", "енн", "онн", "янн", "ов", "ев", "ск", "еск", "овск", "лив", "чив", "ичн", "ив", "ашн",
        "яшн", "ечн", "очн",
        # more nouns: дружба, продавщица, музыкант
        "б", "щиц", "ант",
        # verbs: читать, бегать, рисовать
        "а", "я", "и", "е", "ова", "ева", "ыва", "ива", "ну",
    }
)
# After a consonant alternation or a hushing consonant only: рука/ручка, нога/ножка, мышь/мышка.
_SUFFIX_AFTER_HUSHING = frozenset({"к"})
_HUSHING = frozenset("жшчщ")
_ALTERNATIONS = (frozenset("кч"), frozenset("гжз"), frozenset("хш"), frozenset("цч"), frozenset("тчщ"),
                 frozenset("дж"), frozenset("сш"), frozenset("зж"), frozenset("ст"))
_MIN_ROOT = 3
_MAX_SUFFIXES = 3
# Verbal prefixes that make a perfective of much the same verb (читать/прочитать).
_ASPECT_PREFIXES = (
    "про", "по", "с", "со", "на", "за", "вы", "при", "у", "о", "об", "от", "раз", "рас", "под", "пере", "до",
    "из", "ис",
)


def _cut_ending(word: str, pos: str | None) -> str:
    for ending in _ENDINGS_BY_POS.get(pos or "", _NOUN_ENDINGS):
        if word.endswith(ending) and len(word) - len(ending) >= 2:
            return word[: -len(ending)]
    return word


@lru_cache(maxsize=4096)
def stems(word: str) -> frozenset[tuple[str, str, str | None]]:
    """Candidate (stem, lemma, part of speech) triples of one word, from its answer reading and its likeliest
    reading (чёрный is an adjective before it is a noun): each lemma without its ending, that
    without a thematic vowel (чита-ть -> чит), and the genitive's stem (лев -> льв) for
    fleeting vowels."""
    w = fold_letter(word)
    readings = [r for r in (best_reading(w), *_morph.parse(w)[:1]) if r is not None]
    out: set[tuple[str, str, str | None]] = set()
    for reading in readings:
        pos = reading.pos
        base = fold_letter(reading.normal_form)
        found = {_cut_ending(base, pos)}
        if pos == "NOUN":
            genitive = _morph.inflect(base, frozenset({"gent", "sing"}))
            if genitive:
                found.add(_cut_ending(fold_letter(genitive), pos))
        for stem in list(found):
            if pos != "NOUN" and len(stem) > _MIN_ROOT and stem[-1] in _VOWELS:
                found.add(stem[:-1])
        out.update((stem, base, pos) for stem in found)
    if not out:
        out.add((_cut_ending(w, None), w, None))
    return frozenset(out)


def _alternate(a: str, b: str) -> bool:
    return a == b or any(a in group and b in group for group in _ALTERNATIONS)


@lru_cache(maxsize=4096)
def _suffix_count(rest: str, after: str) -> int | None:
    """The fewest known suffixes `rest` splits into (a soft sign between them is free), or None.

    `after` is the letter before `rest`, for suffixes allowed only after a hushing consonant."""

    def split(i: int, prev: str) -> int | None:
        if i == len(rest):
            return 0
        if rest[i] == "ь":
            return split(i + 1, prev)
        best: int | None = None
        for j in range(len(rest), i, -1):
            piece = rest[i:j]
            if piece in SUFFIXES or (piece in _SUFFIX_AFTER_HUSHING and prev in _HUSHING):
                tail = split(j, piece[-1])
                if tail is not None and (best is None or tail + 1 < best):
                    best = tail + 1
        return best

    return split(0, after)


def _family(a: str, b: str, short_lemma: bool) -> bool:
    shortest = min(len(a), len(b))
    min_root = _MIN_ROOT if shortest >= _MIN_ROOT else shortest
    # A word of three letters or fewer (сом, рис, ком) is too easily a chance beginning of
    # another word: then each side may add one suffix only (сом/сомнение, рис/рисунок refused).
    most = 1 if short_lemma else _MAX_SUFFIXES
    for k in range(shortest, max(min_root, 1) - 1, -1):
        if a[: k - 1] != b[: k - 1] or not _alternate(a[k - 1], b[k - 1]):
            continue
        na, nb = _suffix_count(a[k:], a[k - 1]), _suffix_count(b[k:], b[k - 1])
        if na is not None and nb is not None and na <= most and nb <= most:
            return True
    return False


Stem = tuple[str, str, str | None]


def _homonyms(a: Stem, b: Stem) -> bool:
    # Two different nouns with the very same stem are usually homonyms told apart by gender
    # or number (банк/банка, пол/поле, пар/пара), not one family; an adjective and a noun
    # with one stem are (весёлый/веселье, золото/золотой).
    return a[0] == b[0] and a[1] != b[1] and a[2] == b[2] == "NOUN"


def _related(a: Stem, b: Stem) -> bool:
    short_lemma = min(len(a[1]), len(b[1])) <= _MIN_ROOT
    return _family(a[0], b[0], short_lemma) and not _homonyms(a, b)


def _aspect_pair(a: Stem, b: Stem) -> bool:
    # Two infinitives, one the other with a prefix: читать/прочитать, делать/сделать. Nouns
    # told apart by a prefix are different words (ход/выход, вход/выход) and are not proposed.
    if a[2] != "INFN" or b[2] != "INFN":
        return False
    shorter, longer = sorted((a[1], b[1]), key=len)
    return any(longer == prefix + shorter for prefix in _ASPECT_PREFIXES)


def may_share_root(a: str, b: str) -> bool:
    """Whether two single words may share a root: a candidate for the players' vote, not a verdict."""
    wa, wb = normalize(a), normalize(b)
    if not wa or not wb:
        return False
    if wa == wb or lemma(wa) == lemma(wb):
        return True
    return any(_related(sa, sb) or _aspect_pair(sa, sb) for sa in stems(wa) for sb in stems(wb))
