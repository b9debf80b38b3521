"""How Доббль reads in the chat: the start, the captions under the table, the table as text, the count.

Captions and messages are HTML (names escaped); toasts are plain text. A verb in the past tense
(«Аня нашла 🔑») agrees with the player's name when the name says its gender; otherwise the
sentence is put without one («Саша забирает карту: 🔑»).
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from html import escape

from bot.games.view import View
from engines.dobble import (
    CARDS,
    DECK_SIZE,
    CardTaken,
    CardView,
    CentreOpened,
    Dobble,
    DobbleSettings,
    GameOver,
    TopCard,
)
from engines.words import name_gender

DobbleView = View[DobbleSettings]

SEPARATOR = " · "
ELLIPSIS = "…"


def gender(name: str) -> str:
    """The Fluent selector for a past-tense verb: 'masc', 'femn' or 'other' (say it without one)."""
    return name_gender(name) or "other"


def names(view: DobbleView, players: Iterable[int], *, html: bool = True) -> str:
    """«Аня», «Аня и Борис», «Аня, Борис и Вика»."""
    shown = [escape(view.name(p)) if html else view.name(p) for p in players]
    if len(shown) <= 1:
        return "".join(shown)
    return view.t("dobble-and", first=", ".join(shown[:-1]), last=shown[-1])


def symbols(card: CardView) -> str:
    return " ".join(symbol.emoji for symbol in card.symbols)


# ---- the start and the countdown --------------------------------------------------------------


def start_text(view: DobbleView, left: int | None = None) -> str:
    """The start message: who plays, «55 − 3 = 52 в центре», how to claim; with the countdown's
    reading when `left` beats are still to come (0: the cards are turned over)."""
    players = list(view.players)
    dealt = len(players)
    lines = [
        view.t("dobble-started", count=dealt, players=names(view, players)),
        view.t("dobble-dealt", deck=DECK_SIZE, dealt=dealt, centre=DECK_SIZE - dealt),
        view.t("dobble-how"),
    ]
    if left is not None:
        beats = view.settings.countdown_beats
        readings = " ".join(f"{n}{ELLIPSIS}" for n in range(beats, max(left, 1) - 1, -1))
        lines += ["", view.t("dobble-countdown", readings=readings)]
    return "\n".join(lines)


# ---- captions -------------------------------------------------------------------------------


def in_centre(view: DobbleView, count: int) -> str:
    return view.t("dobble-in-centre", count=count)


def opened_caption(view: DobbleView, opened: CentreOpened) -> str:
    """The first centre card: the cards are turned over."""
    return SEPARATOR.join((view.t("dobble-first"), in_centre(view, opened.left + 1)))


def took_text(view: DobbleView, player_id: int, emoji: str, *, last: bool = False) -> str:
    name = view.name(player_id)
    key = "dobble-took-last" if last else "dobble-took"
    return view.t(key, name=escape(name), gender=gender(name), symbol=emoji)


def taken_caption(view: DobbleView, taken: CardTaken, opened: CentreOpened | None) -> str:
    """«Аня нашла 🔑 и забирает карту · опоздали: Борис · в центре 37»."""
    parts = [took_text(view, taken.player_id, taken.symbol.emoji, last=opened is None)]
    if taken.late:
        parts.append(view.t("dobble-late", names=names(view, taken.late)))
    if opened is not None:
        parts.append(in_centre(view, opened.left + 1))
    return SEPARATOR.join(parts)


def resumed_caption(view: DobbleView, engine: Dobble, opened: CentreOpened) -> str:
    """The caption of the table as it stands (after a restart): the last take, if there was one."""
    s = engine.state
    taken = s.previous
    pile = s.pile(taken.player_id) if taken is not None else None
    if taken is None or pile is None or len(pile.cards) < 2:
        return opened_caption(view, opened)
    # The claimed symbol is the one the taken card shares with the taker's top card before it.
    (symbol,) = set(CARDS[pile.cards[-2]]) & set(CARDS[taken.card])
    took = took_text(view, taken.player_id, engine.symbol_view(symbol).emoji)
    return SEPARATOR.join((took, in_centre(view, opened.left + 1)))


# ---- the table as text (text mode) ------------------------------------------------------------


def table_lines(view: DobbleView, centre: CardView | None, tops: Sequence[TopCard]) -> list[str]:
    """One line for the centre card, one per player: «Аня (3 карты): 🔑 ⭐ …»."""
    lines = [view.t("dobble-text-centre", symbols=symbols(centre))] if centre is not None else []
    lines += [view.t("dobble-text-player", name=escape(view.name(top.player_id)), count=top.count,
                     symbols=symbols(top.card)) for top in tops]
    return lines


def table_text(view: DobbleView, caption: str, centre: CardView | None, tops: Sequence[TopCard]) -> str:
    return "\n".join((caption, "", *table_lines(view, centre, tops)))


# ---- the end --------------------------------------------------------------------------------


def final_text(view: DobbleView, over: GameOver) -> str:
    """Every pile (taken + the starting card), the sum checked against the deck, the winner(s)."""
    t = view.t
    lines = [t(f"dobble-over-{over.reason}"), ""]
    place = 0
    for index, pile in enumerate(over.piles, start=1):
        if index == 1 or pile.count != over.piles[index - 2].count:
            place = index
        line = t("dobble-pile", place=place, name=escape(view.name(pile.player_id)), count=pile.count,
                 taken=pile.taken)
        lines.append(line if pile.present else f"{line}{t('dobble-pile-left')}")
    total = " + ".join(str(pile.count) for pile in over.piles)
    lines.append("")
    if over.centre_left:
        lines.append(t("dobble-sum-early", sum=total, piles=over.total, left=over.centre_left,
                       deck=over.deck_size))
    else:
        lines.append(t("dobble-sum", sum=total, deck=over.deck_size))
    winners = over.winners
    if len(winners) == 1:
        lines.append(t("dobble-winner", name=escape(view.name(winners[0])), count=over.piles[0].count))
    elif winners:
        lines.append(t("dobble-shared-win", names=names(view, winners), count=over.piles[0].count))
    return "\n".join(lines)
