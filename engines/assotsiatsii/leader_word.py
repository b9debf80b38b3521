"""The leader's hidden word, checked the moment it is written, with the exact reason when it fails.

The text's rules: only a noun, common or proper; one word (a compound such as «самолёт» or
«Санкт-Петербург» is one word, «железная дорога» is a phrase); no root shared with any laid card;
in the game's language. A root the toolkit is sure of refuses the word («лес» under «лесник»);
one it only suspects (рука/ручка, кот/котлета, вода/водопад) goes back to the leader to confirm, and
so does a word the dictionary does not know (Чебурашка, Хогвартс): names and new words are nouns too.

In English (issue 26) a word is a noun by WordNet's lists (`engines.words.english_words`), one it lacks
goes back to the leader to confirm, and roots are compared by stem (Snowball, plurals folded).
"""

from __future__ import annotations

import unicodedata
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Literal

from engines.assotsiatsii.near_matches import english_family
from engines.assotsiatsii.reasons import Reason
from engines.core import Refusal
from engines.words import check_leader_word, lemma, may_share_root, normalize, same_answer
from engines.words.english import fold_plural
from engines.words.english_words import english_noun_verdict
from engines.words.roots import stems

Clash = Literal["certain", "possible"]
_MIN_STEM = 3  # a shared beginning shorter than this is chance (сон/сок)
_MIN_BORROWED = 4  # a word's lemma cut by two letters is compared only when this long (косм-ос)


@dataclass(frozen=True, slots=True)
class CheckedWord:
    word: str  # as the leader wrote it, trimmed
    unsure: tuple[str, ...]  # laid cards it may share a root with: the leader confirms
    unknown: bool = False  # the dictionary does not know it: the leader confirms it is a noun

    @property
    def needs_confirmation(self) -> bool:
        return self.unknown or bool(self.unsure)


def _script(word: str) -> set[str]:
    """The scripts of the word's letters ("CYRILLIC", "LATIN", …)."""
    return {unicodedata.name(c, "?").split()[0] for c in word if c.isalpha()}


def _ru_lemmas(word: str) -> set[str]:
    return {lemma(word)} | {s[1] for s in stems(word)}


def _ru_stems(word: str) -> set[str]:
    found = {s[0] for s in stems(word) if len(s[0]) >= _MIN_STEM}
    # A borrowed word keeps its ending in the stem (космос, глобус): without its last two letters it
    # may still begin a relative (космонавт, глобальный), so that beginning is suspected too.
    found |= {s[1][:-2] for s in stems(word) if len(s[1]) - 2 >= _MIN_BORROWED}
    return found


def _ru_prefix_related(a: str, b: str) -> bool:
    """One word's stem begins the other word (лес/лесник, вод-а/водопад, кот/котлета)."""
    return any(
        other.startswith(stem)
        for x, y in ((a, b), (b, a))
        for stem in _ru_stems(x)
        for other in _ru_lemmas(y)
    )


def ru_clash(word: str, card: str) -> Clash | None:
    parts = [word, *word.split("-")] if "-" in word else [word]
    if any(same_answer(part, card) for part in parts):
        return "certain"
    for part in parts:
        related = _ru_prefix_related(part, card)
        if may_share_root(part, card):
            return "certain" if related else "possible"
        if related:
            return "possible"
    return None


def en_clash(word: str, card: str) -> Clash | None:
    a, b = fold_plural(word), fold_plural(normalize(card))
    parts = [a, *a.split("-")] if "-" in a else [a]
    if any(part == b or english_family(part, b) for part in parts):
        return "certain"
    shorter, longer = sorted((a, b), key=len)
    stem = shorter.rstrip("ey") if len(shorter) > _MIN_STEM else shorter
    if longer.startswith(stem) or (len(stem) > _MIN_STEM and stem in longer):
        return "possible"  # seaside/sea, campfire/fire: a compound the stems do not see
    return None


def check_word(text: str, laid: Sequence[str], lang: str) -> CheckedWord:
    """The word, or `Refusal` saying exactly what is wrong with it."""
    word = text.strip().strip(".,!?;:«»\"'()")
    folded = normalize(word)
    if not folded:
        raise Refusal(Reason.EMPTY_WORD)
    if " " in folded:
        raise Refusal(Reason.PHRASE, word=word)
    script = _script(folded)
    wanted = "LATIN" if lang == "en" else "CYRILLIC"
    if script != {wanted}:
        if script - {wanted} and script & {"LATIN", "CYRILLIC"}:
            raise Refusal(Reason.WRONG_LANGUAGE, word=word, language=lang)
        raise Refusal(Reason.UNKNOWN_WORD, word=word)
    if any(c.isdigit() for c in folded):
        raise Refusal(Reason.UNKNOWN_WORD, word=word)
    unknown = False
    if lang == "en":
        english = english_noun_verdict(folded)
        if english == "not-a-noun":
            raise Refusal(Reason.NOT_A_NOUN, word=word)
        unknown = english == "unknown"
        clashes = {card: en_clash(folded, card) for card in laid}
    else:
        verdict = check_leader_word(folded, []).verdict
        if verdict == "not-a-noun":
            raise Refusal(Reason.NOT_A_NOUN, word=word)
        unknown = verdict != "ok"
        clashes = {card: ru_clash(folded, card) for card in laid}
    certain = [card for card, clash in clashes.items() if clash == "certain"]
    if certain:
        raise Refusal(Reason.SHARES_ROOT, word=word, card=certain[0])
    return CheckedWord(word, tuple(card for card, clash in clashes.items() if clash == "possible"), unknown)
