"""How Доббль reads in the chat: engine events in, one start message and one table message out.

The start message (a status) says who plays and «55 − 3 = 52 в центре», then counts down in place
(«3… 2… 1…»). The table is one status message — a picture (or, in text mode, the same table as
emoji text) with the centre card's 8 symbol buttons — edited in place for every take: one write per
take, its caption saying who took the card. The new centre card opens for claims once that edit is
in the chat (the table carries the centre card's anchor). Claims that do not take the card are told
only to a presser, by a toast; a typed name that does not win says nothing in the group. The count
at the end is a message of its own, with «Ещё партию».
"""

from __future__ import annotations

from collections.abc import Sequence
from html import escape
from typing import assert_never

from bot.games.actions import Action, Alert, Button, Keyboard, Picture, SendText, ShowStatus
from bot.games.buttons import ANYONE
from bot.games.dobble import texts
from bot.games.dobble.pictures import card_scene, table_scene
from bot.games.dobble.texts import DobbleView
from bot.games.presenter import Presenter
from engines.core import Event
from engines.dobble import (
    CardTaken,
    CardView,
    CentreOpened,
    CentreUnposted,
    ClaimHeld,
    ClaimMissed,
    ClaimSymbol,
    Countdown,
    Dobble,
    DobbleSettings,
    GameOver,
    GameStarted,
    LocksCleared,
    PlayerLeft,
    SymbolView,
    game_events,
)

START = "start"  # the start message, counting down
TABLE = "table"  # the table: the centre card, every player's top card, the symbol buttons
BUTTONS_PER_ROW = 4
NAMED_PER_ROW = 2


class DobblePresenter(Presenter[Dobble, DobbleSettings]):
    def present(self, events: Sequence[Event], view: DobbleView) -> list[Action]:
        actions: list[Action] = []
        taken: CardTaken | None = None  # said in the caption of what comes after it
        for event in game_events(events):
            match event:
                case GameStarted():
                    if not any(isinstance(e, Countdown) for e in events):
                        actions.append(ShowStatus(START, texts.start_text(view)))
                case Countdown():
                    actions.append(ShowStatus(START, texts.start_text(view, event.left)))
                case CentreOpened():
                    caption = texts.taken_caption(view, taken, event) if taken \
                        else texts.opened_caption(view, event)
                    actions.append(table_status(view, event, caption))
                    taken = None
                case CardTaken():
                    taken = event
                case GameOver():
                    actions += game_over(view, event, taken)
                    taken = None
                case ClaimHeld():
                    if event.pressed:
                        held = view.t("dobble-held", symbol=event.symbol.emoji)
                        actions.append(Alert(event.player_id, held, popup=False))
                case ClaimMissed():
                    if event.pressed:
                        actions.append(Alert(event.player_id, missed_text(view, event), popup=False))
                    else:  # a typed claim has no toast to answer with: one short line says why (issue 26)
                        who, why = escape(view.name(event.player_id)), missed_text(view, event)
                        actions.append(SendText(view.t("dobble-missed-typed", name=who, why=why)))
                case LocksCleared():
                    actions.append(SendText(view.t("dobble-locks-cleared")))
                case PlayerLeft():
                    name = escape(view.name(event.player_id))
                    actions.append(SendText(view.t("dobble-player-left", name=name, count=event.count)))
                case CentreUnposted():
                    pass  # the picture that never arrived stays as it is; claims open on it anyway
                case _:
                    assert_never(event)
        return actions

    def resume(self, engine: Dobble, view: DobbleView) -> list[Action]:
        """After a restart the table is shown again as it stands, in the same message: had the last
        take's edit not gone out, nobody could see the centre card; had it, the same picture goes
        again by its file_id (and the centre card, already open, stays open)."""
        opened = table_of(engine)
        if opened is None:
            return []
        return [table_status(view, opened, texts.resumed_caption(view, engine, opened))]

    def stopped(self, engine: Dobble, view: DobbleView) -> list[Action]:
        """/stop: the table stays as it lies, without its buttons; a countdown does not freeze."""
        stopped = view.t("dobble-stopped")
        if engine.state.phase == "countdown":
            return [ShowStatus(START, f"{texts.start_text(view)}\n\n{stopped}")]
        opened = table_of(engine)
        if opened is None:
            return []
        return [table_status(view, opened, stopped, keyboard=False)]


def table_of(engine: Dobble) -> CentreOpened | None:
    """The open centre card and the players' top cards as they lie, as the event that opened it."""
    s = engine.state
    c = s.centre
    if s.phase != "playing" or c is None:
        return None
    return CentreOpened(c.number, c.anchor_name, engine.card_view(c.card), len(s.stack), engine.tops(),
                        s.look, first=c.number == 1)


# Symbols whose emoji is a small or dark glyph on a button (a black spider on a grey key): the
# button says the name too (issue 26, item 10). The picture shows them at full size either way.
NAMED_ON_BUTTON = frozenset({"🕷️", "🕸️", "🕶️", "💣", "⚓", "🎼", "✂️", "✏️", "🔨", "☠️"})


def button_label(symbol: SymbolView) -> str:
    return f"{symbol.emoji} {symbol.name}" if symbol.emoji in NAMED_ON_BUTTON else symbol.emoji


def symbol_keyboard(card: CardView) -> Keyboard:
    """The centre card's 8 symbols as buttons, each tied to this card: a bare emoji four to a row,
    one with its name two to a row (four to a row, a phone cuts the name to «🔨 м…»)."""
    def button(s: SymbolView) -> Button:
        return Button(button_label(s), press=ClaimSymbol(player_id=ANYONE, card=card.id, symbol=s.id))

    bare = [button(s) for s in card.symbols if s.emoji not in NAMED_ON_BUTTON]
    named = [button(s) for s in card.symbols if s.emoji in NAMED_ON_BUTTON]
    return (*rows_of(bare, BUTTONS_PER_ROW), *rows_of(named, NAMED_PER_ROW))


def rows_of(buttons: list[Button], per_row: int) -> list[tuple[Button, ...]]:
    return [tuple(buttons[i:i + per_row]) for i in range(0, len(buttons), per_row)]


SCROLL_SLACK = 4  # messages under the picture before it moves down: about what a phone shows under it


def table_status(view: DobbleView, opened: CentreOpened, caption: str, *, keyboard: bool = True
                 ) -> ShowStatus:
    """The table message: the picture (or the text table) of this centre card, under its anchor."""
    buttons = symbol_keyboard(opened.card) if keyboard else None
    anchor = opened.anchor if keyboard else None
    if view.settings.text_mode:
        return ShowStatus(TABLE, texts.table_text(view, caption, opened.card, opened.tops), buttons,
                          anchor=anchor)
    # Typed claims and chatter push the picture up: past a few messages it is sent anew at the bottom
    # (issue 26, item 8), one write as an edit is; the old picture loses its buttons.
    return ShowStatus(TABLE, caption, buttons, picture=Picture(table_scene(opened, view.name)), anchor=anchor,
                      bottom=keyboard, bottom_after=SCROLL_SLACK)


def final_table(view: DobbleView, over: GameOver, taken: CardTaken | None) -> ShowStatus | None:
    """The table's last edit, without buttons: the last card taken, or the table as the game left it."""
    if taken is not None:
        caption = texts.taken_caption(view, taken, None)
        if view.settings.text_mode:
            return ShowStatus(TABLE, texts.table_text(view, caption, None, over.tops))
        return ShowStatus(TABLE, caption, picture=Picture(card_scene(taken.card, over.look)))
    if over.centre is None:
        return None  # the game ended before the cards were turned over: there is no table
    caption = view.t(f"dobble-table-over-{over.reason}")
    if view.settings.text_mode:
        return ShowStatus(TABLE, texts.table_text(view, caption, over.centre, over.tops))
    opened = CentreOpened(0, "", over.centre, over.centre_left - 1, over.tops, over.look, first=False)
    return ShowStatus(TABLE, caption, picture=Picture(table_scene(opened, view.name)))


def game_over(view: DobbleView, over: GameOver, taken: CardTaken | None) -> list[Action]:
    actions: list[Action] = []
    table = final_table(view, over, taken)
    if table is not None:
        actions.append(table)
    again: Keyboard = ((Button(view.t("dobble-again"), rematch=True),),)
    actions.append(SendText(texts.final_text(view, over), keyboard=again))
    return actions


def missed_text(view: DobbleView, missed: ClaimMissed) -> str:
    """The toast for a wrong press: which half was wrong, and whether to wait for the next card."""
    where = "own" if missed.on_centre else "centre" if missed.on_own else "both"
    then = view.t("dobble-missed-locked" if missed.locked else "dobble-missed-again")
    return f"{view.t(f'dobble-missed-{where}', symbol=missed.symbol.emoji)} {then}"

