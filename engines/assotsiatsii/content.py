"""What «Ассоциации» is dealt from: a deck of word cards per language (`locales/<lang>/assotsiatsii.json`)."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class AssotsiatsiiContent:
    """The deck: evocative nouns, no two sharing a root. The state keeps card numbers, not words."""

    cards: tuple[str, ...]
