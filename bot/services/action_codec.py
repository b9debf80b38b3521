"""Actions as JSON: what a committed command must still say is written with it, in the same
transaction, and said again after a crash (`bot/services/driver.py`, the transactional outbox).

Buttons are kept packed as their callback data (the game's `ButtonKinds.pack`, the game id filled
in), and read back through the registry into the command or choice each carries.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import fields
from typing import get_args

from bot.games.actions import Action, Alert, Button, Keyboard, Picture
from bot.games.buttons import GameButton
from engines.core import JsonDict, JsonValue

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
    data: JsonDict = {"kind": type(action).__name__}
    for name in action.__dataclass_fields__:
        value = getattr(action, name)
        if name == "keyboard":
            data[name] = _keyboard_to_json(value, pack)
        elif isinstance(value, Picture):
            data[name] = {"scene": value.scene}
        elif isinstance(value, tuple):
            data[name] = list(value)
        else:
            data[name] = value
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
    if "keyboard" in data:
        values["keyboard"] = _keyboard_from_json(data["keyboard"], unpack)
    picture = data.get("picture")
    if isinstance(picture, dict):
        scene = picture.get("scene")
        values["picture"] = Picture(scene if isinstance(scene, dict) else {})
    options = data.get("options")
    if isinstance(options, list):
        values["options"] = tuple(str(o) for o in options)
    try:
        return cls(**values)  # type: ignore[arg-type]  # the fields `action_to_json` wrote, read back
    except TypeError as error:  # a field it needs is missing
        raise UnreadableAction(f"{cls.__name__}: {error}") from error


def actions_to_json(actions: Sequence[Action], pack: Pack) -> list[JsonDict]:
    return [action_to_json(a, pack) for a in actions if not isinstance(a, Alert)]
