"""The leader's word in «Ассоциации»: one word, a noun (common or proper), no root shared with the cards."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Literal

from engines.words import _morph
from engines.words.letters import normalize
from engines.words.roots import may_share_root

LeaderVerdict = Literal["ok", "empty", "several-words", "not-a-noun", "unknown"]


@dataclass(frozen=True, slots=True)
class LeaderWordCheck:
    """`verdict` says whether the word may be played; `shares_root_with` lists laid cards that
    may share its root (a warning the players vote on, not a refusal)."""

    word: str
    verdict: LeaderVerdict
    lemma: str | None
    shares_root_with: tuple[str, ...] = ()

    @property
    def ok(self) -> bool:
        return self.verdict == "ok"


def _noun_lemma(word: str) -> str | None:
    noun = next((p for p in _morph.parse(word) if p.pos == "NOUN" and p.from_dictionary), None)
    return None if noun is None else noun.normal_form


def check_leader_word(word: str, laid: Sequence[str]) -> LeaderWordCheck:
    """One word (compounds such as «диван-кровать» allowed, no spaces), a known noun, and
    a warning for every laid card that may share its root."""
    w = normalize(word)
    if not w:
        return LeaderWordCheck(word, "empty", None)
    if " " in w:
        return LeaderWordCheck(word, "several-words", None)
    shared = tuple(card for card in laid if may_share_root(w, card))
    if _morph.is_known(w):
        found = _noun_lemma(w)
        if found is None:
            return LeaderWordCheck(word, "not-a-noun", None, shared)
        return LeaderWordCheck(word, "ok", found, shared)
    parts = w.split("-")
    if len(parts) > 1 and all(_morph.is_known(p) for p in parts):
        # A hyphenated compound the dictionary lacks: fine when its head (first part) is a noun.
        head = _noun_lemma(parts[0])
        if head is None:
            return LeaderWordCheck(word, "not-a-noun", None, shared)
        return LeaderWordCheck(word, "ok", w, shared)
    return LeaderWordCheck(word, "unknown", None, shared)
