"""Near-matches: two different guesses the table may count as one («патриот» = «патриотизм»).

The rules count "same-root words very close in meaning" as a match, but not «вход» and «выход».
The toolkit cannot judge meaning, so it only proposes pairs and the players vote on each. A pair
is proposed when:

- Russian: `may_share_root` holds and the two words begin alike (their first three letters, or
  the whole shorter word): words told apart by a prefix (вход/выход, читать/прочитать) are
  different words of the game, whatever their root.
- English: one word is the other's stem plus a derivational suffix (patriot/patriotism,
  dream/dreamer, happy/happiness), after plurals are folded, or the two share a Snowball stem
  (run/running, nation/nationality, swim/swimmer: issue 26).

Multi-word guesses are matched exactly only.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from engines.assotsiatsii.scoring import key_of
from engines.core import FIRST_RULES
from engines.words import lemma, may_share_root, normalize, same_answer
from engines.words.english import fold_plural
from engines.words.english_words import same_stem
from engines.words.letters import as_compared

SHARED_BEGINNING = 3

# English derivational suffixes, longest first (a stem's final e/y may drop or turn to i).
ENGLISH_SUFFIXES = (
    "ation", "ness", "ship", "hood", "less", "ment", "ance", "ence", "ical", "ette", "ling", "ism", "ist",
    "ian", "ics", "ity", "ing", "ful", "dom", "ery", "ion", "ive", "ish", "er", "or", "ic", "al", "an",
    "ed", "ly", "ry", "y",
)
_MIN_ENGLISH_STEM = 3


def _single(text: str) -> str | None:
    word = normalize(text)
    return word if word and " " not in word else None


def _english_stems(word: str) -> set[str]:
    out = {word}
    if word.endswith("e"):
        out.add(word[:-1])  # love -> lov(er)
    if word.endswith("y"):
        out.add(word[:-1] + "i")  # happy -> happi(ness)
        out.add(word[:-1])
    return {stem for stem in out if len(stem) >= _MIN_ENGLISH_STEM}


def english_family(a: str, b: str) -> bool:
    """Whether one English word is the other's stem plus a known suffix (plurals folded first)."""
    fa, fb = fold_plural(normalize(a)), fold_plural(normalize(b))
    if fa == fb or same_stem(a, b):
        return True
    shorter, longer = sorted((fa, fb), key=len)
    return any(
        longer.startswith(stem) and longer[len(stem):] in ENGLISH_SUFFIXES for stem in _english_stems(shorter)
    )


def _begin_alike(a: str, b: str) -> bool:
    la, lb = lemma(a), lemma(b)
    n = min(SHARED_BEGINNING, len(la), len(lb))
    return la[:n] == lb[:n]


def near_match(a: str, b: str, lang: str = "ru", rules: int = FIRST_RULES) -> bool:
    """Whether two different guesses should go to the table's vote (not whether they match)."""
    wa, wb = _single(as_compared(a, rules)), _single(as_compared(b, rules))
    if wa is None or wb is None or same_answer(wa, wb, lang):
        return False
    if lang == "en":
        return english_family(wa, wb)
    return may_share_root(wa, wb) and _begin_alike(wa, wb)


Key = tuple[str, ...]


def writers(guesses: Mapping[int, Sequence[str]], lang: str, rules: int = FIRST_RULES
            ) -> dict[Key, tuple[str, list[int]]]:
    """Each distinct guess (by its answer key) with the first spelling written and who wrote it."""
    out: dict[Key, tuple[str, list[int]]] = {}
    for player_id, lines in guesses.items():
        for line in lines:
            key = key_of(line, lang, rules)
            if not key:
                continue
            _, who = out.setdefault(key, (line, []))
            if player_id not in who:
                who.append(player_id)
    return out


def word_candidates(guesses: Mapping[int, Sequence[str]], word: str, lang: str, rules: int = FIRST_RULES
                    ) -> list[tuple[str, str]]:
    """Guesses of the leader's word's own family to vote on, each as (word, guess): «котик» for «кот»,
    «патриот» for «патриотизм» (issue 26, item 2: the rules count same-root words very close in
    meaning as a match of the word too). `guesses` are the full lists; a player who wrote the word
    itself has it already, and their near one is not asked."""
    word_key = key_of(word, lang, rules)
    pairs: list[tuple[str, str]] = []
    asked: set[Key] = set()
    for lines in guesses.values():
        keys = [key_of(line, lang, rules) for line in lines]
        if word_key in keys:
            continue
        for line, key in zip(lines, keys, strict=True):
            if key and key not in asked and near_match(word, line, lang, rules):
                asked.add(key)
                pairs.append((word, line))
    return pairs


def candidates(guesses: Mapping[int, Sequence[str]], lang: str, *, final: bool, rules: int = FIRST_RULES
               ) -> list[tuple[str, str]]:
    """The pairs to vote on among `guesses` (the leader's word already taken out), in the order written.

    A pair whose words were written by one player only is no match (a player cannot match
    themselves). In a leader's round a pair whose words are both matched already changes no
    points and is not asked; in the final round every pair may change a group's size.
    """
    found = list(writers(guesses, lang, rules).values())
    pairs: list[tuple[str, str]] = []
    for i, (text_a, who_a) in enumerate(found):
        for text_b, who_b in found[i + 1:]:
            if not any(p != q for p in who_a for q in who_b):
                continue
            if not final and len(who_a) >= 2 and len(who_b) >= 2:
                continue
            if near_match(text_a, text_b, lang, rules):
                pairs.append((text_a, text_b))
    return pairs
