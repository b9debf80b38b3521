"""Same-root candidates: do two words look like one family (патриот/патриотизм, звезда/звёздочка)?

It only proposes a vote, never decides. Two words qualify when, after their inflectional
endings are cut, they share a beginning of at least three letters (the root, allowing the
usual consonant alternations at its end: рука/ручка, друг/дружба) and what follows that
beginning in each word is made only of known derivational suffixes. Stems alone would pair
кот with котлета; the suffix rule does not («лет» is no suffix). Words that differ by a
prefix (вход/выход) are different words of the game and are not proposed.
"""

from __future__ import annotations

from functools import lru_cache

from engines.words import _morph
from engines.words.answers import best_reading, lemma
from engines.words.letters import fold_letter, normalize

# Inflectional endings of dictionary forms by part of speech, longest first.
_NOUN_ENDINGS = ("ия", "ие", "ий", "ье", "ья", "а", "я", "о", "е", "ь", "й", "ы", "и", "у", "ю")
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
        "ост", "ест", "ств", "еств", "изм", "изн", "ен", "ан",
        # adjectives: лесной, морской, зимний, папин
        "н", "ян", "енн", "онн", "ов", "ев", "ск", "еск", "овск", "лив", "чив", "ичн",
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


def _cut_ending(word: str, pos: str | None) -> str:
    for ending in _ENDINGS_BY_POS.get(pos or "", _NOUN_ENDINGS):
        if word.endswith(ending) and len(word) - len(ending) >= 2:
            return word[: -len(ending)]
    return word


@lru_cache(maxsize=4096)
def stems(word: str) -> frozenset[str]:
    """Candidate stems of one word: its lemma without ending, that without a thematic vowel
    (чита-ть -> чит), and the genitive's stem (лев -> льв, день -> дн) for fleeting vowels."""
    w = fold_letter(word)
    reading = best_reading(w)
    pos = None if reading is None else reading.pos
    base = lemma(w)
    out = {_cut_ending(base, pos)}
    if pos == "NOUN":
        genitive = _morph.inflect(base, frozenset({"gent", "sing"}))
        if genitive:
            out.add(_cut_ending(fold_letter(genitive), pos))
    for s in list(out):
        if len(s) > _MIN_ROOT and s[-1] in _VOWELS:
            out.add(s[:-1])
    return frozenset(out)


def _alternate(a: str, b: str) -> bool:
    return a == b or any(a in group and b in group for group in _ALTERNATIONS)


@lru_cache(maxsize=4096)
def _is_suffix_chain(rest: str, after: str) -> bool:
    """Whether `rest` splits into at most `_MAX_SUFFIXES` known suffixes; `after` is the letter before it."""

    def split(i: int, count: int, prev: str) -> bool:
        if i == len(rest):
            return True
        if count == _MAX_SUFFIXES:
            return False
        for j in range(len(rest), i, -1):
            piece = rest[i:j]
            if (piece in SUFFIXES or (piece in _SUFFIX_AFTER_HUSHING and prev in _HUSHING)) and split(
                j, count + 1, piece[-1]
            ):
                return True
        return False

    return split(0, 0, after)


def _family(a: str, b: str) -> bool:
    shortest = min(len(a), len(b))
    min_root = _MIN_ROOT if shortest >= _MIN_ROOT else shortest
    for k in range(shortest, max(min_root, 1) - 1, -1):
        if a[: k - 1] != b[: k - 1] or not _alternate(a[k - 1], b[k - 1]):
            continue
        # The root's last letter: the alternated one counts as hushing (ручк: к after ч).
        if _is_suffix_chain(a[k:], a[k - 1]) and _is_suffix_chain(b[k:], b[k - 1]):
            return True
    return False


def may_share_root(a: str, b: str) -> bool:
    """Whether two single words may share a root: a candidate for the players' vote, not a verdict."""
    wa, wb = normalize(a), normalize(b)
    if not wa or not wb:
        return False
    if wa == wb or lemma(wa) == lemma(wb):
        return True
    return any(_family(sa, sb) for sa in stems(wa) for sb in stems(wb))
