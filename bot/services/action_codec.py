"""Actions as JSON: what a committed command must still say is written with it, in the same
transaction, and said again after a crash (`bot/services/driver.py`, the transactional outbox).
Each action is tagged by its kind and written through `serial` (pydantic), so a field added to an
action later is saved and read back with the others, and read back strictly.

Buttons are kept packed as their callback data (the game's `ButtonKinds.pack`, the game id filled
in), and read back through the registry into the command or choice each carries.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import fields, replace
from typing import get_args

from bot.games.actions import Action, Alert, Button, Keyboard, SendText, ShowStatus
from bot.games.buttons import GameButton
from engines.core import JsonDict, JsonValue, serial

Pack = Callable[[GameButton], str]  # a game's button as callback data, its game filled in
Unpack = Callable[[str], GameButton | None]

KINDS: dict[str, type[Action]] = {cls.__name__: cls for cls in get_args(Action)}


class UnreadableAction(ValueError):
    """A saved action this version cannot read back (a kind or a field it does not know, a button
    that does nothing): its batch is set aside by recovery instead of stopping the start-up."""


BUTTON_FIELDS = tuple(f.name for f in fields(Button))


def _button_to_json(button: Button, pack: Pack) -> JsonDict:
    """Every field of `Button`, by its name (a field added later cannot be forgotten here: a test
    round-trips every field of every action)."""
    cell: JsonDict = {}
    for name in BUTTON_FIELDS:
        value = getattr(button, name)
        cell[name] = pack(value) if name == "press" and value is not None else value
    return cell


def _button_from_json(cell: JsonValue, unpack: Unpack) -> Button:
    if not isinstance(cell, dict) or not isinstance(cell.get("text"), str):
        raise UnreadableAction(f"not a button: {cell!r}")
    known: dict[str, object] = {name: cell[name] for name in BUTTON_FIELDS if name in cell}
    packed = known.get("press", cell.get("data"))  # `data`: how batches saved before v5 named it
    known["press"] = None
    if isinstance(packed, str):
        known["press"] = unpack(packed)
        if known["press"] is None:
            raise UnreadableAction(f"a button whose press this version does not know: {packed!r}")
    button = Button(**known)  # type: ignore[arg-type]  # the fields `_button_to_json` wrote
    if button.press is None and button.url is None and not button.rematch and not button.secrets:
        raise UnreadableAction(f"a button that does nothing: {cell!r}")
    return button


def _keyboard_to_json(keyboard: Keyboard | None, pack: Pack) -> JsonValue:
    if keyboard is None:
        return None
    return [[_button_to_json(b, pack) for b in row] for row in keyboard]


def _keyboard_from_json(data: JsonValue, unpack: Unpack) -> Keyboard | None:
    if data is None:
        return None
    if not isinstance(data, list) or not all(isinstance(row, list) for row in data):
        raise UnreadableAction(f"not a keyboard: {data!r}")
    return tuple(tuple(_button_from_json(cell, unpack) for cell in row) for row in data)  # type: ignore[union-attr]


def action_to_json(action: Action, pack: Pack) -> JsonDict:
    """The action as JSON, tagged by its kind: every field through `serial` (a field added later is
    saved with the rest), the buttons' presses as their callback data."""
    data: JsonDict = {"kind": type(action).__name__}
    if isinstance(action, SendText | ShowStatus):
        data.update(serial.dump_dict(replace(action, keyboard=None)))
        data["keyboard"] = _keyboard_to_json(action.keyboard, pack)
    else:
        data.update(serial.dump_dict(action))
    return data


def action_from_json(data: JsonDict, unpack: Unpack) -> Action:
    """The action `action_to_json` wrote; `UnreadableAction` for anything else."""
    cls = KINDS.get(str(data.get("kind")))
    if cls is None:
        raise UnreadableAction(f"an action of an unknown kind: {data.get('kind')!r}")
    values: dict[str, object] = {k: v for k, v in data.items() if k != "kind"}
    unknown = set(values) - set(cls.__dataclass_fields__)
    if unknown:
        raise UnreadableAction(f"{cls.__name__} has no fields {sorted(unknown)}")
    keyboard = _keyboard_from_json(values.pop("keyboard", None), unpack)  # type: ignore[arg-type]
    try:
        action = serial.load(cls, values)
    except ValueError as error:  # a field it needs is missing, or holds what it cannot
        raise UnreadableAction(f"{cls.__name__}: {error}") from error
    return replace(action, keyboard=keyboard) if isinstance(action, SendText | ShowStatus) else action


def actions_to_json(actions: Sequence[Action], pack: Pack) -> list[JsonDict]:
    return [action_to_json(a, pack) for a in actions if not isinstance(a, Alert)]
