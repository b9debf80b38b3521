"""How cards read in the chat: category texts and special names come from the content file of
the game's language (the same file the engine was dealt from), escaped for HTML."""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from html import escape
from typing import Any

from bot.games.spec import View
from engines.soobrazhariy import SPECIALS, card_points, category_texts, content_kwargs, special_names

GAME = "soobrazhariy"
CARD_SEPARATOR = "; "
NAMED_CARDS = 6  # a stack up to this size is listed card by card; a longer one is only counted


def game_content(locale: str) -> Mapping[str, Any]:
    """The content that `new(...)` gets: categories, letters, and the language answers are judged in."""
    from locales import load_content

    return {**content_kwargs(load_content(locale, GAME)), "lang": locale}


def card_name(card: str, view: View) -> str:
    """A category's text or a special card's name (in the language's quotes), as on the card."""
    from locales import load_content

    content = load_content(view.locale, GAME)
    if card in SPECIALS:
        return view.t("soob-special", name=escape(special_names(content)[card]))
    if card.startswith("cat:"):
        texts = category_texts(content)
        index = int(card.removeprefix("cat:"))
        return escape(texts[index]) if 0 <= index < len(texts) else escape(card)
    return escape(card)  # a letter card


def cards_list(cards: Iterable[str], view: View) -> str:
    """Cards bottom first, a special's worth shown when it is more than one point."""
    names = []
    for card in cards:
        name = card_name(card, view)
        points = card_points(card)
        names.append(f"{name} (×{points})" if card in SPECIALS and points != 1 else name)
    # Not ", ": category texts have commas of their own («Растение, но не дерево»).
    return CARD_SEPARATOR.join(names)


def cards_tail(cards: Sequence[str], view: View) -> str:
    """": card, card…" to end a sentence about a few cards; nothing for a long stack (its count says it)."""
    return f": {cards_list(cards, view)}" if len(cards) <= NAMED_CARDS else ""
