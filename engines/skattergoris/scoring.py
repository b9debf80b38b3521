"""Judging a round's answers: what is struck, what fits, how many points each brings.

Rules (text 001): an answer fits when its first word (not counting a function word) starts with the
key letter, or when the players accept it in a challenge; it scores only when nobody else wrote the
same answer in that row; the same answer twice by one player in a round counts once, in its first
row. Bonus mode: a point for every word starting with the key letter.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping, Sequence, Set

from engines.skattergoris.events import AnswerStatus, Verdict
from engines.words import alliteration_count, answer_key, key_letter


def fold_letter(letter: str) -> str:
    """Letters compare lowercase with ё folded to е (й stays й), as the word toolkit does."""
    return letter.lower().replace("ё", "е")


def classify(
    sheets: Mapping[int, Sequence[str | None]], letter: str, lang: str
) -> dict[int, list[AnswerStatus]]:
    """The status of every answer on every sheet (all sheets have the same number of rows)."""
    keys = {
        player: [same_words(answer, lang) if answer else None for answer in answers]
        for player, answers in sheets.items()
    }
    rows = max((len(answers) for answers in sheets.values()), default=0)
    per_row = [Counter(keys[player][row] for player in sheets if keys[player][row]) for row in range(rows)]
    wanted = fold_letter(letter)
    statuses: dict[int, list[AnswerStatus]] = {}
    for player, answers in sheets.items():
        seen: set[tuple[str, ...]] = set()
        marks: list[AnswerStatus] = []
        for row, answer in enumerate(answers):
            key = keys[player][row]
            if answer is None or key is None:
                marks.append("empty")
            elif per_row[row][key] > 1:
                marks.append("duplicate")
            elif key in seen:
                marks.append("repeat")
            elif not is_key_letter(answer, wanted, lang):
                marks.append("wrong-letter")
            else:
                marks.append("ok")
            if key is not None:
                seen.add(key)
        statuses[player] = marks
    return statuses


def same_words(answer: str, lang: str) -> tuple[str, ...] | None:
    """What makes two answers «the same»: their lemmas in any order («Григорий Печорин» and
    «Печорин Григорий» are one hero; «кошки» and «Кошка» one animal). None for an answer of no words."""
    return tuple(sorted(answer_key(answer, lang))) or None


def is_key_letter(answer: str, letter: str, lang: str) -> bool:
    found = key_letter(answer, lang)
    return found is not None and fold_letter(found) == fold_letter(letter)


def fits(status: AnswerStatus, verdict: Verdict | None) -> bool:
    """Whether an answer stands: a challenge decides; otherwise the key letter does."""
    if status in ("empty", "duplicate", "repeat"):
        return False
    if verdict == "accepted":
        return True
    if verdict == "rejected":
        return False
    return status == "ok"


def answer_points(
    answer: str | None, status: AnswerStatus, verdict: Verdict | None, letter: str, lang: str, bonus: bool
) -> int:
    if answer is None or not fits(status, verdict):
        return 0
    if not bonus:
        return 1
    # An answer the players accepted despite its letter still brings its one point.
    return max(1, alliteration_count(answer, fold_letter(letter), lang))


def leaders(scores: Mapping[int, int], among: Set[int] | Sequence[int]) -> tuple[int, ...]:
    """The players of `among` with the highest score, in the order of `among`."""
    if not among:
        return ()
    best = max(scores.get(player, 0) for player in among)
    return tuple(player for player in among if scores.get(player, 0) == best)
