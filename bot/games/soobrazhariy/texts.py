"""How cards and answers read in the chat: category texts and special names come from the content
of the game's language (the content the engine was dealt from), escaped for HTML; a player's
answer is quoted back as what was compared (`engines.words.visible_text`: no zero-width or bidi
characters) and cut short, so a 4,096-character message never swamps a text (nor breaks a Fluent
placeable, which holds at most 2,500 characters).
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from functools import cache
from html import escape

from bot.games.spec import json_content
from bot.games.view import View
from engines.soobrazhariy import Settings, SoobrazhariyContent, card_points, is_category, is_special
from engines.words import visible_text

KIND = "soobrazhariy"
CARD_SEPARATOR = "; "
NAMED_CARDS = 6  # a stack up to this size is listed card by card; a longer one is only counted
QUOTE_LIMIT = 100  # an answer is quoted back at most this long (a poll question holds 300)
POLL_QUESTION_LIMIT = 300  # Telegram's limit for a poll question
ELLIPSIS = "…"

load_content = cache(json_content(KIND, SoobrazhariyContent))  # read once per language
SoobView = View[Settings]


def quoted(text: str) -> str:
    """A player's answer as the bot repeats it: what was compared, cut to `QUOTE_LIMIT` first, then
    HTML-escaped (cutting after escaping could split an entity, and escaping can make it five times
    longer)."""
    return escape(clipped(visible_text(text)))


def clipped(text: str, limit: int = QUOTE_LIMIT) -> str:
    return text if len(text) <= limit else text[: limit - 1] + ELLIPSIS


def card_name(card: str, view: View[Settings]) -> str:
    """A category's text or a special card's name (in the language's quotes), as on the card."""
    content = load_content(view.locale)
    if is_special(card):
        return view.t("soob-special", name=escape(content.specials.of(card)))
    if is_category(card):
        index = int(card.removeprefix("cat:"))
        return escape(content.category_text(index)) if 0 <= index < len(content.categories) else escape(card)
    return escape(card)  # a letter card


def cards_list(cards: Iterable[str], view: View[Settings]) -> str:
    """Cards bottom first, a special's worth shown when it is more than one point."""
    names = []
    for card in cards:
        name = card_name(card, view)
        points = card_points(card)
        # «Кто больше?» (2 очка): «(×2)» read as two cards.
        names.append(view.t("soob-card-points", card=name, points=points)
                     if is_special(card) and points != 1 else name)
    # Not ", ": category texts have commas of their own («Растение, но не дерево»).
    return CARD_SEPARATOR.join(names)


def cards_tail(cards: Sequence[str], view: View[Settings]) -> str:
    """": card, card…" to end a sentence about a few cards; nothing for a long stack (its count says it)."""
    return f": {cards_list(cards, view)}" if len(cards) <= NAMED_CARDS else ""


def names(players: Iterable[int], view: View[Settings]) -> str:
    return ", ".join(escape(view.name(p)) for p in players)
