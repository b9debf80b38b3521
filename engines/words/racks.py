"""Letter racks for «Нет слов»: can a word be made from these letters, which nouns can.

Letters compare with ё folded to е; й is not и. A rack is searched by walking the noun list's
sorted letter signatures: a prefix is extended only while some signature still starts with
it, so a 20-letter rack touches a few thousand prefixes instead of its million sub-multisets.
"""

from __future__ import annotations

from bisect import bisect_left
from collections import Counter
from collections.abc import Iterable

from engines.words.letters import comparable, fold_letter
from engines.words.noun_list import SIGNATURE_ENCODING, noun_list


def _letters(rack: str | Iterable[str]) -> Counter[str]:
    text = rack if isinstance(rack, str) else "".join(rack)
    return Counter(c for c in comparable(text) if c.isalpha())


def can_make(word: str, rack: str | Iterable[str]) -> bool:
    """Whether every letter of the word is in the rack, counted with repeats (ё = е, й ≠ и)."""
    need = _letters(word)
    have = _letters(rack)
    return bool(need) and all(have[c] >= n for c, n in need.items())


def _matching_groups(rack: str | Iterable[str], min_len: int, first_only: bool) -> list[int]:
    """Indexes into the noun list's signatures that the rack can make."""
    sigs = noun_list().signatures
    remaining: Counter[bytes] = Counter()
    for letter, n in _letters(rack).items():
        encoded = letter.encode(SIGNATURE_ENCODING, errors="ignore")
        if len(encoded) == 1:  # a letter with no cp1251 code is in no Russian noun
            remaining[encoded] += n
    letters = sorted(remaining)
    found: list[int] = []

    def walk(prefix: bytes, start: int) -> bool:
        for i in range(start, len(letters)):
            c = letters[i]
            if not remaining[c]:
                continue
            extended = prefix + c
            j = bisect_left(sigs, extended)
            if j == len(sigs) or not sigs[j].startswith(extended):
                continue  # no noun's sorted letters begin this way
            remaining[c] -= 1
            if len(extended) >= min_len and sigs[j] == extended:
                found.append(j)
                if first_only:
                    return True
            if walk(extended, i):  # i, not i + 1: a letter may repeat
                return True
            remaining[c] += 1
        return False

    walk(b"", 0)
    return found


def rack_nouns(rack: str | Iterable[str], min_len: int = 3, *, min_commonness: int = 0) -> list[str]:
    """Every listed noun the rack can make, most common first, each spelling of letters once.

    The list holds nouns of 3+ letters only, so a `min_len` below 3 finds nothing shorter.
    `min_commonness` keeps words at least that common (ten times the Zipf frequency: 30 keeps
    the "known" and "everyday" tiers), for suggestions players would recognise."""
    nouns = noun_list()
    ranks = sorted(r for j in _matching_groups(rack, min_len, False) for r in nouns.ranks_of(j))
    found: list[str] = []
    seen: set[str] = set()
    for r in ranks:
        word = nouns.word(r)
        folded = fold_letter(word)
        # One entry per spelling the letters make: шофёр/шофер, небо/нёбо show the commoner.
        if nouns.zipf10[r] >= min_commonness and folded not in seen:
            seen.add(folded)
            found.append(word)
    return found


def any_rack_noun(rack: str | Iterable[str], min_len: int = 3) -> str | None:
    """Some listed noun the rack can make, or None: the fast "is there any word" check."""
    found = _matching_groups(rack, min_len, True)
    if not found:
        return None
    nouns = noun_list()
    return nouns.word(min(nouns.ranks_of(found[0])))
