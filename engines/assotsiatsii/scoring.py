"""The table of a round, in the text's order: the leader's word first, then the remaining guesses.

A leader's round: every player who has the leader's word gets +3; the leader gets +3 once if
anyone did. Each remaining guess that matches a remaining guess of another player gets +1 to
each player who wrote it, however many wrote it. The final round: a guess shared by k ≥ 2
players gives each of them k points. A match is the same answer by the toolkit (case, ё/е,
inflection) or a near-match the table voted for; matches chain (a voted pair joins two groups).
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass

from engines.assotsiatsii.events import GuessRow
from engines.core import FIRST_RULES
from engines.words import answer_key
from engines.words.letters import as_compared

WORD_POINTS = 3
MATCH_POINTS = 1

def key_of(text: str, lang: str, rules: int) -> tuple[str, ...]:
    """What a guess or the word is compared by: its answer key, as typed (first rules) or as read."""
    return answer_key(as_compared(text, rules), lang)


Key = tuple[str, ...]


@dataclass(frozen=True, slots=True)
class Table:
    rows: tuple[GuessRow, ...]
    points: dict[int, int]  # every player's points this round, the leader's included
    leader_points: int
    guessed_by: tuple[int, ...]


class _Groups:
    """Union-find over answer keys: which guesses count as one."""

    def __init__(self) -> None:
        self.parent: dict[Key, Key] = {}

    def find(self, key: Key) -> Key:
        root = self.parent.setdefault(key, key)
        while root != self.parent[root]:
            root = self.parent[root]
        self.parent[key] = root
        return root

    def join(self, a: Key, b: Key) -> None:
        ra, rb = self.find(a), self.find(b)
        if ra != rb:
            self.parent[max(ra, rb)] = min(ra, rb)


def remaining(guesses: Mapping[int, Sequence[str]], word: str | None, lang: str, *,
              rules: int = FIRST_RULES) -> dict[int, list[str]]:
    """Each player's guesses without the leader's word and without repeats of their own."""
    word_key = key_of(word, lang, rules) if word else None
    out: dict[int, list[str]] = {}
    for player_id, lines in guesses.items():
        seen: set[Key] = set()
        kept: list[str] = []
        for line in lines:
            key = key_of(line, lang, rules)
            if key and key != word_key and key not in seen:
                seen.add(key)
                kept.append(line)
        out[player_id] = kept
    return out


def score_round(
    guesses: Mapping[int, Sequence[str]],
    *,
    word: str | None,
    leader_id: int | None,
    matched_pairs: Iterable[tuple[str, str]],
    lang: str,
    rules: int = FIRST_RULES,
) -> Table:
    """The round's table. `word` and `leader_id` are None in the final round; `matched_pairs` are the
    near-matches the table voted for."""
    final = leader_id is None
    word_key = key_of(word, lang, rules) if word else None
    groups = _Groups()
    for a, b in matched_pairs:
        groups.join(key_of(a, lang, rules), key_of(b, lang, rules))
    # A guess the table voted the word's own (a same-root word very close in meaning) is the word.
    word_root = groups.find(word_key) if word_key else None

    def is_word(key: Key) -> bool:
        return key == word_key or (word_root is not None and groups.find(key) == word_root)

    members: dict[Key, set[int]] = {}
    for player_id, kept in remaining(guesses, word, lang, rules=rules).items():
        for line in kept:
            key = key_of(line, lang, rules)
            if not is_word(key):
                members.setdefault(groups.find(key), set()).add(player_id)

    rows: list[GuessRow] = []
    points = dict.fromkeys(guesses, 0)
    guessed_by: list[int] = []
    for player_id, lines in guesses.items():
        seen: set[Key] = set()
        for line in lines:
            key = key_of(line, lang, rules)
            if not key or key in seen:
                continue
            seen.add(key)
            if is_word(key):
                if player_id in guessed_by:  # the word once a player: a second form of it scores nothing
                    rows.append(GuessRow(player_id, line, 0, "—", "none"))
                    continue
                rows.append(GuessRow(player_id, line, WORD_POINTS, f"+{WORD_POINTS}", "word"))
                points[player_id] += WORD_POINTS
                guessed_by.append(player_id)
                continue
            group = members[groups.find(key)]
            if final:
                gain = len(group) if len(group) >= 2 else 0
            else:
                gain = MATCH_POINTS if group - {player_id} else 0
            mark = f"+{gain}" if gain else "—"
            rows.append(GuessRow(player_id, line, gain, mark, "match" if gain else "none"))
            points[player_id] += gain
    leader_points = WORD_POINTS if guessed_by and not final else 0
    if leader_id is not None:
        points[leader_id] = points.get(leader_id, 0) + leader_points
    return Table(tuple(rows), points, leader_points, tuple(guessed_by))
