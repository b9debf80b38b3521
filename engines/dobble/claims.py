"""Which symbol a typed message names: any case, ё/е, inflection («звезду»), aliases, the emoji.

A message names a symbol when its whole answer key (`engines.words.answer_key`: normalised lemmas,
a leading particle dropped — «вот звезда») is the key of that symbol's name or of one of its
aliases. Only the whole message counts: «ключ» is the key, «скрипичный ключ» the clef, and a
sentence that merely mentions a fish is chatter, not a claim.
"""

from __future__ import annotations

from functools import lru_cache

from engines.dobble.content import DobbleContent
from engines.words import answer_key

_VARIATION_SELECTOR = "\ufe0f"


def _bare_emoji(text: str) -> str:
    return text.strip().replace(_VARIATION_SELECTOR, "")


@lru_cache(maxsize=8)
def name_index(content: DobbleContent, lang: str) -> dict[tuple[str, ...], int]:
    """Every name and alias's answer key -> its symbol id (a key shared by two symbols is an
    error in the content: a test checks there is none)."""
    index: dict[tuple[str, ...], int] = {}
    for symbol_id, symbol in enumerate(content.symbols):
        for name in symbol.names:
            key = answer_key(name, lang)
            if key:
                index.setdefault(key, symbol_id)
    return index


@lru_cache(maxsize=8)
def _emoji_index(content: DobbleContent) -> dict[str, int]:
    return {_bare_emoji(symbol.emoji): symbol_id for symbol_id, symbol in enumerate(content.symbols)}


def symbol_named(text: str, content: DobbleContent, lang: str) -> int | None:
    """The symbol a message names, or None when it names none (chatter)."""
    key = answer_key(text, lang)
    if key:
        return name_index(content, lang).get(key)
    return _emoji_index(content).get(_bare_emoji(text))


def is_match(symbol: int, own: tuple[int, ...], centre: tuple[int, ...]) -> bool:
    """The rule of the claim: the symbol is on the player's own top card and on the centre card
    (a symbol the centre shares with a neighbour's card does not count)."""
    return symbol in own and symbol in centre
