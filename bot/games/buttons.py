"""Game buttons: a button carries the engine command its press is — the operation is the payload, as
in PokerKit — packed into Telegram's callback data as `<code>:<game>:<field>:…`.

Each game names its presses once, with a short code each (`ButtonKinds(presses={"dbs": ClaimSymbol})`
in its buttons module). The command's own fields, in their declared order, are the rest of the data:
the card, the round, the turn the button was drawn for, so a press left from an earlier card is
refused by the engine as stale instead of acting on the current one. A presenter writes the command
for `ANYONE`; the press fills in who pressed and when:

    Button("🐟", press=ClaimSymbol(player_id=ANYONE, card=card.id, symbol=fish.id))

A button that only shows choices (a picker) is a `ChoicesButton` (aiogram `CallbackData`): no
command; the presenter's `menu` answers it. The platform fills in the game when it packs a button,
and checks on a press that the button's message is in that game's chat (or in the private chat of
the player it was sent to).
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import dataclass, field, fields, replace
from typing import Any

from aiogram.filters.callback_data import CallbackData

from engines.core import Command, Press, PressedAt, serial

ANYONE = 0  # the player of a button's press before anyone presses it: the press names the presser
CALLBACK_DATA_LIMIT = 64  # bytes (Bot API: callback_data is 1-64 bytes)
SEP = ":"
_WHOLE_NUMBER = re.compile(r"-?[0-9]+")  # ASCII digits only: «²» or «١٢» is no number of ours


def kind_and_game(data: str) -> tuple[str, int | None]:
    """The kind of button callback data packs (its code or prefix) and the game it names, read
    without unpacking the rest: every button of ours, a platform's or a game's, is
    `<kind>:<game>:…` where it acts on a game (None: no game there)."""
    kind, _, rest = data.partition(SEP)
    game = rest.partition(SEP)[0]
    return kind, int(game) if _WHOLE_NUMBER.fullmatch(game) else None


class ChoicesButton(CallbackData, prefix="g"):
    """A button that only shows choices (a picker): the presenter's `menu` answers it."""

    game: int = 0


GameButton = Press | ChoicesButton  # what a game's `Button.press` carries


@dataclass(frozen=True, slots=True)
class Tapped:
    """A game button as its callback brings it back: the game it belongs to and what it does."""

    game: int
    does: GameButton

    def command(self, player_id: int, at: PressedAt) -> Command | None:
        """The engine command this press is (None: a choice the presenter's `menu` shows)."""
        if isinstance(self.does, ChoicesButton):
            return None
        return replace(self.does, player_id=player_id, at=at)


class ButtonError(ValueError):
    """A game's button that cannot be packed (a press with no code, data past Telegram's limit)."""


_PAYLOADS: dict[type[Press], tuple[str, ...]] = {}


def _payload(kind: type[Press]) -> tuple[str, ...]:
    """The fields a press's button carries: all but who pressed and when."""
    names = _PAYLOADS.get(kind)
    if names is None:
        names = _PAYLOADS[kind] = tuple(f.name for f in fields(kind) if f.name not in ("player_id", "at"))
    return names


def _encode(value: object) -> str:
    if value is None:
        return ""
    if isinstance(value, bool):
        return "1" if value else "0"
    if isinstance(value, int | str):
        text = str(value)
        if SEP in text:
            raise ButtonError(f"{value!r} cannot go into callback data")
        return text
    raise ButtonError(f"a {type(value).__name__} cannot go into callback data")


def _decoded(kind: type[Press], names: tuple[str, ...], parts: list[str]) -> Press | None:
    hints = {f.name: f.type for f in fields(kind)}
    values: dict[str, Any] = {}
    for name, part in zip(names, parts, strict=True):
        hint = str(hints[name])
        if part == "" and "None" in hint:
            values[name] = None
        elif hint.startswith(("int", "bool")) and not _WHOLE_NUMBER.fullmatch(part):
            return None
        else:
            values[name] = part
    try:
        return serial.load(kind, {"player_id": ANYONE, **values})
    except ValueError:
        return None


@dataclass(frozen=True)
class ButtonKinds:
    """A game's buttons: its presses by code, and its choice-only buttons."""

    presses: Mapping[str, type[Press]] = field(default_factory=dict)
    choices: tuple[type[ChoicesButton], ...] = ()

    def __post_init__(self) -> None:
        codes = [*self.presses, *(kind.__prefix__ for kind in self.choices)]
        if len(set(codes)) != len(codes) or any(SEP in code for code in codes):
            raise ButtonError(f"button codes must be distinct and plain: {codes}")

    @property
    def codes(self) -> frozenset[str]:
        return frozenset((*self.presses, *(kind.__prefix__ for kind in self.choices)))

    def code_of(self, kind: type[Press]) -> str:
        for code, press in self.presses.items():
            if press is kind:
                return code
        raise ButtonError(f"{kind.__name__} has no button code in this game")

    def pack(self, button: GameButton, game_id: int) -> str:
        if isinstance(button, ChoicesButton):
            data = button.model_copy(update={"game": game_id}).pack()
        else:
            values = [_encode(getattr(button, name)) for name in _payload(type(button))]
            data = SEP.join([self.code_of(type(button)), str(game_id), *values])
        if len(data.encode()) > CALLBACK_DATA_LIMIT:
            raise ButtonError(f"callback data over {CALLBACK_DATA_LIMIT} bytes: {data!r}")
        return data

    def unpack(self, data: str) -> Tapped | None:
        """The button `data` packs, if it is one of this game's (None for anything else)."""
        code, _, rest = data.partition(SEP)
        for choice in self.choices:
            if choice.__prefix__ == code:
                try:
                    unpacked = choice.unpack(data)
                except (TypeError, ValueError):
                    return None
                return Tapped(unpacked.game, unpacked)
        kind = self.presses.get(code)
        if kind is None:
            return None
        game, *parts = rest.split(SEP)
        names = _payload(kind)
        if not _WHOLE_NUMBER.fullmatch(game) or len(parts) != len(names):
            return None
        press = _decoded(kind, names, parts)
        return Tapped(int(game), press) if press is not None else None
