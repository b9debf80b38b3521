"""The shipped list of valid nouns (3+ letters) with a commonness figure, loaded once per process.

The file `data/nouns.tsv.gz` is built offline by `python -m engines.words.build_nouns`:
one line per noun, `word<TAB>zipf10`, most common first, where zipf10 is ten times the
noun's Zipf frequency (0 = not seen in the frequency source). A word's rank is its line.

Memory matters (the whole toolkit should stay under 60 MB with the analyzer's ~30): the
words live in one string with an offset array, and the letter-signature index is a sorted
list of unique signatures with arrays of ranks, not dicts of tuples.
"""

from __future__ import annotations

import gzip
import unicodedata
from array import array
from bisect import bisect_left
from collections.abc import Iterator
from dataclasses import dataclass
from functools import cache
from importlib import resources

from engines.words.letters import fold_letter, strip_invisible

DATA_FILE = "nouns.tsv.gz"

# Commonness tiers by Zipf frequency (log10 of uses per billion words): 4+ is everyday
# (кошка, стол), 3-4 is what most adults know, 2-3 is rare, below 2 is obscure.
TIER_THRESHOLDS = ((40, "everyday"), (30, "known"), (20, "rare"))


# Signatures are stored as cp1251 bytes (one byte a letter, half the memory of str);
# every Russian letter has a code there, and a rack letter without one matches no noun.
SIGNATURE_ENCODING = "cp1251"


def signature(word: str) -> bytes:
    """The word's letters, folded and sorted: words with equal signatures are anagrams."""
    letters = sorted(c for c in fold_letter(word) if c.isalpha())
    return "".join(letters).encode(SIGNATURE_ENCODING, errors="replace")


@dataclass(frozen=True, slots=True)
class NounList:
    """Nouns in display spelling (with ё), most common first, indexed by letter signature."""

    text: str  # every word, each followed by "\n", in rank order
    starts: array[int]  # starts[r] is where word r begins in `text`
    zipf10: bytes  # zipf10[r] is the commonness of word r
    signatures: list[bytes]  # sorted, unique
    group_starts: array[int]  # ranks of signatures[j] are ranks[group_starts[j]:group_starts[j + 1]]
    ranks: array[int]  # ranks grouped by signature, most common first within a group

    def __len__(self) -> int:
        return len(self.zipf10)

    def word(self, rank: int) -> str:
        return self.text[self.starts[rank] : self.starts[rank + 1] - 1]

    def __iter__(self) -> Iterator[str]:
        return iter(self.text.splitlines())

    def ranks_of(self, j: int) -> array[int]:
        """The ranks of the words whose signature is `signatures[j]`."""
        return self.ranks[self.group_starts[j] : self.group_starts[j + 1]]

    def find(self, word: str) -> int | None:
        """The rank of a listed noun (ё = е, invisible characters ignored), None when it is not listed."""
        word = unicodedata.normalize("NFC", strip_invisible(word))
        sig = signature(word)
        j = bisect_left(self.signatures, sig)
        if j == len(self.signatures) or self.signatures[j] != sig:
            return None
        ranks = self.ranks_of(j)
        lowered = word.strip().lower()
        exact = next((r for r in ranks if self.word(r) == lowered), None)  # нёбо, not небо
        if exact is not None:
            return exact
        folded = fold_letter(word.strip())
        return next((r for r in ranks if fold_letter(self.word(r)) == folded), None)

    def commonness(self, word: str) -> int | None:
        """Ten times the Zipf frequency of a listed noun, None when it is not in the list."""
        rank = self.find(word)
        return None if rank is None else self.zipf10[rank]

    def tier(self, word: str) -> str | None:
        """"everyday", "known", "rare" or "obscure" for a listed noun, None when not listed."""
        z = self.commonness(word)
        if z is None:
            return None
        return next((name for floor, name in TIER_THRESHOLDS if z >= floor), "obscure")


def parse_lines(lines: list[str]) -> NounList:
    """Read the TSV lines (already in rank order) into a `NounList`."""
    words: list[str] = []
    zipf: list[int] = []
    for line in lines:
        if not line or line.startswith("#"):
            continue
        word, z = line.split("\t")
        words.append(word)
        zipf.append(int(z))
    starts = array("I", [0])
    for w in words:
        starts.append(starts[-1] + len(w) + 1)
    # The list holds lowercase letters only, so a signature is a sort away.
    sig_of = [signature(w) for w in words]
    by_signature = sorted(range(len(words)), key=sig_of.__getitem__)  # stable: rank order within a group
    signatures: list[bytes] = []
    group_starts = array("I")
    for i, r in enumerate(by_signature):
        if not signatures or signatures[-1] != sig_of[r]:
            signatures.append(sig_of[r])
            group_starts.append(i)
    group_starts.append(len(by_signature))
    text = "".join(w + "\n" for w in words)
    return NounList(text, starts, bytes(zipf), signatures, group_starts, array("I", by_signature))


@cache
def noun_list() -> NounList:
    """The shipped noun list, read on first use and shared by every game in the process."""
    raw = resources.files("engines.words").joinpath("data", DATA_FILE).read_bytes()
    return parse_lines(gzip.decompress(raw).decode("utf-8").splitlines())
