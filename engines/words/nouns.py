"""The noun verdict for «Нет слов»: a common noun in the nominative singular (or a plural-only noun)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

from engines.words import _morph
from engines.words.letters import fold_letter, normalize
from engines.words.reviewed_lists import PLURAL_ONLY, PLURAL_ONLY_OF

Verdict = Literal["valid", "not-a-noun", "wrong-form", "proper-noun", "unknown"]

# OpenCorpora grammemes of proper nouns: names, surnames, patronymics, places, organisations, brands.
PROPER_GRAMMEMES = frozenset({"Name", "Surn", "Patr", "Geox", "Orgn", "Trad"})
# Readings that do not count as a word of the language: abbreviations, initials, slang,
# misspellings and distorted forms.
EXCLUDED_GRAMMEMES = {
    "Abbr": "abbreviation",
    "Init": "abbreviation",
    "Slng": "slang",
    "Erro": "misspelling",
    "Dist": "misspelling",
}


@dataclass(frozen=True, slots=True)
class NounVerdict:
    """What the referee says about one word; `lemma` is the dictionary form (with ё) when known."""

    word: str
    verdict: Verdict
    lemma: str | None
    note: str | None = None  # why a noun reading was refused: "abbreviation", "slang", "misspelling"

    @property
    def is_valid(self) -> bool:
        return self.verdict == "valid"


def _is_base_form(p: _morph.Parse) -> bool:
    g = p.grammemes
    if "nomn" not in g:
        return False
    if "sing" in g:
        return True
    # A plural counts when there is no singular: the dictionary marks plurale tantum (Pltm),
    # or the lexeme's own dictionary form is this plural (мемуары, качели).
    return "plur" in g and ("Pltm" in g or fold_letter(p.normal_form) == fold_letter(p.word))


def _excluded_note(p: _morph.Parse) -> str | None:
    return next((note for flag, note in EXCLUDED_GRAMMEMES.items() if flag in p.grammemes), None)


def _likelier_adjective(readings: list[_morph.Parse], nouns: list[_morph.Parse]) -> _morph.Parse | None:
    """An adjective reading that outweighs the noun readings, if any.

    The dictionary also lists substantivised adjectives as nouns («красный» a Red, «военный»).
    Such a word counts as a noun only when its noun reading is at least as likely as its
    adjective reading: столовая, учёный, рабочий, мороженое are nouns; красный, синий are not.
    """
    adjectives = [p for p in readings if p.pos in ("ADJF", "PRTF")]
    if not adjectives:
        return None
    best_adjective = max(adjectives, key=lambda p: p.score)
    if nouns and max(p.score for p in nouns) >= best_adjective.score:
        return None
    return best_adjective


def noun_verdict(word: str) -> NounVerdict:
    """Valid / not a noun / wrong form (with its base form) / proper noun / unknown to the dictionary.

    «кошка» valid, «кошки» wrong form -> кошка, «ножницы» valid, «Париж» proper noun, «ковид» unknown.
    """
    w = normalize(word)
    if not w or " " in w or not any(c.isalpha() for c in w):
        return NounVerdict(word, "not-a-noun", None)
    if w in PLURAL_ONLY:
        return NounVerdict(word, "valid", w)
    # word_is_known, not the parser's first method: guessed words (ковид) also begin with the
    # dictionary analyzer in pymorphy3's methods stack.
    if not _morph.is_known(w):
        return NounVerdict(word, "unknown", None)
    readings = [p for p in _morph.parse(w) if p.from_dictionary] or list(_morph.parse(w))
    nouns = [p for p in readings if p.pos == "NOUN"]
    adjective = _likelier_adjective(readings, nouns)
    if adjective is not None:
        return NounVerdict(word, "not-a-noun", adjective.normal_form)
    usable = [p for p in nouns if _excluded_note(p) is None]
    common = [p for p in usable if not p.grammemes & PROPER_GRAMMEMES]
    base = next((p for p in common if _is_base_form(p)), None)
    if base is not None:
        # Any valid reading wins: «Роза», «Вера», «Лев» are common nouns too.
        return NounVerdict(word, "valid", base.normal_form)
    # Otherwise the likeliest noun reading decides: «Германия» is the country, not a form of
    # германий; «МГУ» an abbreviation, not a form of «мга»; «бегу» a form of бег.
    proper = [p for p in usable if p.grammemes & PROPER_GRAMMEMES]
    excluded = [p for p in nouns if _excluded_note(p) is not None]
    # Ties go to the common reading, then the proper one.
    best = max(
        common[:1] + proper[:1] + excluded[:1],
        key=lambda p: (p.score, p in common, p in proper),
        default=None,
    )
    if best is None:
        return NounVerdict(word, "not-a-noun", readings[0].normal_form if readings else None)
    if best in excluded:
        return NounVerdict(word, "not-a-noun", best.normal_form, _excluded_note(best))
    if best in proper:
        return NounVerdict(word, "proper-noun", best.normal_form)
    base_form = best.normal_form
    if "plur" in best.grammemes:
        base_form = PLURAL_ONLY_OF.get(base_form, base_form)  # деньгами -> деньги
    return NounVerdict(word, "wrong-form", base_form)
