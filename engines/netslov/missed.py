"""After the game, a light touch: common words the final conversation held that nobody called."""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from engines.netslov.dictionary import dictionary_verdict
from engines.netslov.settings import NetSlovSettings
from engines.words import fold_letter, rack_nouns


def missed_words(
    letters: Sequence[str], settings: NetSlovSettings, claimed: Iterable[str]
) -> tuple[str, ...]:
    """Up to `settings.missed_words` everyday nouns the letters make, most common first, none of them
    called during the game (`claimed`, folded) and each one the referee would have accepted."""
    called = set(claimed)
    found: list[str] = []
    common = settings.missed_word_commonness
    for word in rack_nouns(letters, settings.min_word_length, min_commonness=common):
        if len(found) >= settings.missed_words:
            break
        if fold_letter(word) in called:
            continue
        verdict, _ = dictionary_verdict(word)  # strict: no names or slang among the bot's suggestions
        if verdict == "valid":
            found.append(word)
    return tuple(found)
