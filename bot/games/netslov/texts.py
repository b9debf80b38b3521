"""How the table of «Нет слов» reads: letters, the status message and its buttons, a hand.

Group texts are HTML (the bot's parse mode): names and words are escaped. Red letters are marked 🔴
and black ones ⚫, so the two colours are told apart in any client. A hand is shown only in an alert
(plain text, no HTML) answering its own player's press — never in a group text.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from html import escape

from bot.games.actions import Button, Keyboard
from bot.games.buttons import ANYONE
from bot.games.netslov.buttons import HandButton
from bot.games.view import View
from engines.netslov import (
    ChooseNextMover,
    NetSlovSettings,
    PlayFromHand,
    PlayFromShowcase,
    TableCard,
    TableShown,
)

KIND = "netslov"
RED_MARK, BLACK_MARK = "🔴", "⚫"
TABLE = "table"  # the status message's key

NetSlovView = View[NetSlovSettings]


def card_text(card: TableCard) -> str:
    return f"{RED_MARK if card.red else BLACK_MARK}{escape(card.letter)}"


def cards_text(cards: Iterable[TableCard]) -> str:
    return " ".join(card_text(card) for card in cards)


def word_text(word: str) -> str:
    """A claimed word as the rules write it: «Не говори ДОМ!»."""
    return f"«{escape(word.upper())}»"


def words_text(words: Iterable[str]) -> str:
    return ", ".join(word_text(word) for word in words)


def names(players: Iterable[int], view: NetSlovView) -> str:
    return ", ".join(escape(view.name(p)) for p in players)


def left_of(seats: Sequence[int], player: int) -> int:
    """The next player clockwise (`seats` in seat order): the opponent on the left."""
    if player not in seats:
        return seats[0]
    return seats[(seats.index(player) + 1) % len(seats)]


def hand_text(letters: Sequence[str], view: NetSlovView) -> str:
    """«1 — К, 2 — Р, 3 — Т»: the slots are the numbers on the ⚫ buttons (plain text: an alert)."""
    slots = enumerate(letters, start=1)
    return ", ".join(view.t("netslov-hand-slot", slot=n, letter=letter) for n, letter in slots)


# -- the table (the status message) ----------------------------------------------------------------


def table_text(table: TableShown, view: NetSlovView, *, passed: Sequence[int] = (), stopped: bool = False
               ) -> str:
    t = view.t
    lines = [t("netslov-table-title", turn=table.turn),
             t("netslov-conversation", letters=cards_text(table.conversation))]
    reds = sorted(card.letter for card in table.showcase)
    lines.append(t("netslov-showcase", letters=" ".join(escape(r) for r in reds)) if reds
                 else t("netslov-showcase-empty"))
    lines.append(t("netslov-deck", count=table.deck_left))
    scores = " · ".join(t("netslov-penalty-item", name=escape(view.name(p)), points=points)
                        for p, points in table.penalties.items())
    lines.append(t("netslov-penalties", limit=view.settings.penalty_limit, list=scores))
    lines.append("")
    if stopped:
        lines.append(t("netslov-table-stopped"))
        return "\n".join(lines)
    if table.phase == "over":
        lines.append(t("netslov-table-over"))
        return "\n".join(lines)
    lines += [t("netslov-passed", name=escape(view.name(p))) for p in passed]
    if table.latest_mover is not None and table.latest_mover in table.penalties:
        lines.append(t("netslov-target", name=escape(view.name(table.latest_mover))))
    else:
        lines.append(t("netslov-no-target"))
    lines.append(phase_line(table, view))
    return "\n".join(lines)


def phase_line(table: TableShown, view: NetSlovView) -> str:
    t = view.t
    if table.phase == "choosing" and table.chooser is not None:
        chooser = escape(view.name(table.chooser))
        left = escape(view.name(left_of(list(table.penalties), table.chooser)))
        return t("netslov-table-choosing", chooser=chooser, left=left)
    if table.phase == "voting":
        return t("netslov-table-voting")
    if table.phase == "judging":
        return t("netslov-table-judging")
    return t("netslov-table-turn", name=escape(view.name(table.mover)) if table.mover is not None else "?")


def table_keyboard(table: TableShown, view: NetSlovView) -> Keyboard | None:
    """«Мои буквы», then the moves the phase allows: the mover's ⚫ slots and the 🔴 showcase letters
    on a turn, the two next movers on a choice. Everyone sees them; the engine refuses the others."""
    t = view.t
    if table.phase == "over":
        return None
    rows: list[tuple[Button, ...]] = [(Button(t("netslov-my-letters"), HandButton()),)]
    if table.phase == "turn" and table.mover is not None:
        slots = table.hand_sizes.get(table.mover, 0)
        if slots:
            rows.append(tuple(Button(t("netslov-slot", number=n + 1),
                                     PlayFromHand(player_id=ANYONE, turn=table.turn, slot=n))
                              for n in range(slots)))
        first_of_each: dict[str, int] = {}
        for card in sorted(table.showcase, key=lambda c: (c.letter, c.id)):
            first_of_each.setdefault(card.letter, card.id)  # one button per letter: the cards are alike
        if first_of_each:
            rows.append(tuple(Button(t("netslov-red", letter=letter),
                                     PlayFromShowcase(player_id=ANYONE, turn=table.turn, card=card))
                              for letter, card in first_of_each.items()))
    elif table.phase == "choosing" and table.chooser is not None and table.choice is not None:
        left = left_of(list(table.penalties), table.chooser)
        rows.append((Button(t("netslov-choose", name=view.name(table.chooser)),
                            ChooseNextMover(player_id=ANYONE, choice=table.choice, myself=True)),
                     Button(t("netslov-choose", name=view.name(left)),
                            ChooseNextMover(player_id=ANYONE, choice=table.choice, myself=False))))
    return tuple(rows)
