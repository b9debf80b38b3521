"""The one place that touches pymorphy3 (it ships no type stubs).

Everything else in the toolkit sees `Parse` records with plain types, and one shared
analyzer per process: building a `MorphAnalyzer` costs ~0.3 s and ~15 MB, so games share it.
"""

from __future__ import annotations

import importlib
from collections.abc import Iterator
from dataclasses import dataclass
from functools import cache, lru_cache
from typing import Any


@dataclass(frozen=True, slots=True)
class Parse:
    """One dictionary reading of a word: its lemma, part of speech and grammemes."""

    word: str
    normal_form: str
    pos: str | None
    grammemes: frozenset[str]
    score: float
    from_dictionary: bool  # False when pymorphy3 guessed the reading from the word's ending


@cache
def analyzer() -> Any:
    """The process-wide `pymorphy3.MorphAnalyzer`, built on first use."""
    pymorphy3 = importlib.import_module("pymorphy3")
    return pymorphy3.MorphAnalyzer(lang="ru")


def _is_dictionary_reading(methods_stack: Any) -> bool:
    # A word read straight from the dictionary has exactly one step, the DictionaryAnalyzer.
    return len(methods_stack) == 1 and type(methods_stack[0][0]).__name__ == "DictionaryAnalyzer"


# One frozenset per distinct tag (there are a few thousand), shared by every cached reading.
_grammemes_by_tag: dict[str, frozenset[str]] = {}


def _grammemes(tag: Any) -> frozenset[str]:
    key = str(tag)
    found = _grammemes_by_tag.get(key)
    if found is None:
        found = _grammemes_by_tag[key] = frozenset(str(g) for g in tag.grammemes)
    return found


# Bounded caches: a bot runs for weeks; a cached word costs a few hundred bytes.
@lru_cache(maxsize=4096)
def parse(word: str) -> tuple[Parse, ...]:
    """Every reading of one lowercase word, best first (pymorphy3's order)."""
    result = []
    for p in analyzer().parse(word):
        tag = p.tag
        result.append(
            Parse(
                word=str(p.word),
                normal_form=str(p.normal_form),
                pos=None if tag.POS is None else str(tag.POS),
                grammemes=_grammemes(tag),
                score=float(p.score),
                from_dictionary=_is_dictionary_reading(p.methods_stack),
            )
        )
    return tuple(result)


@lru_cache(maxsize=8192)
def is_known(word: str) -> bool:
    """True when the dictionary has this exact word (ё and е are interchangeable)."""
    return bool(analyzer().word_is_known(word))


def iter_known_words() -> Iterator[tuple[str, frozenset[str], str]]:
    """Every (word form, grammemes, lemma) in the dictionary, for the offline list builder."""
    grammemes_of: dict[int, tuple[Any, frozenset[str]]] = {}  # tags are shared objects: convert each once
    for word, tag, normal_form, _para_id, _idx in analyzer().dictionary.iter_known_words():
        known = grammemes_of.get(id(tag))
        if known is None:
            known = grammemes_of[id(tag)] = (tag, frozenset(str(g) for g in tag.grammemes))
        yield str(word), known[1], str(normal_form)


@lru_cache(maxsize=4096)
def inflect(word: str, grammemes: frozenset[str]) -> str | None:
    """The likeliest reading of `word` put into the given form (e.g. {"gent"}), None if impossible."""
    parses = analyzer().parse(word)
    if not parses:
        return None
    form = parses[0].inflect(set(grammemes))
    return None if form is None else str(form.word)
