"""Actions as JSON: what a committed command must still say is written with it, in the same
transaction, and said again after a crash (`bot/services/driver.py`, the transactional outbox).

Buttons are kept packed (`GameButton.pack()`, the game id filled in), and read back through the
registry into the game's own typed buttons.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from bot.games.actions import (
    Action,
    Alert,
    Button,
    DeleteChatMessage,
    DeleteStatus,
    DropButtons,
    Keyboard,
    OpenPoll,
    Picture,
    Remember,
    SendText,
    ShowStatus,
    StopPoll,
)
from bot.games.buttons import GameButton
from engines.core import JsonDict, JsonValue

Unpack = Callable[[str], GameButton | None]

KINDS: dict[str, type[Action]] = {cls.__name__: cls for cls in (
    SendText, ShowStatus, DropButtons, DeleteStatus, Alert, OpenPoll, StopPoll, DeleteChatMessage, Remember)}


def pack_button(button: GameButton, game_id: int) -> str:
    return button.model_copy(update={"game": game_id}).pack()


def _keyboard_to_json(keyboard: Keyboard | None, game_id: int) -> JsonValue:
    if keyboard is None:
        return None
    return [[{"text": b.text, "url": b.url, "data": pack_button(b.press, game_id) if b.press else None}
             for b in row] for row in keyboard]


def _keyboard_from_json(data: JsonValue, unpack: Unpack) -> Keyboard | None:
    if not isinstance(data, list):
        return None
    rows: list[tuple[Button, ...]] = []
    for row in data:
        assert isinstance(row, list)
        buttons = []
        for cell in row:
            assert isinstance(cell, dict)
            packed = cell.get("data")
            press = unpack(packed) if isinstance(packed, str) else None
            url = cell.get("url")
            buttons.append(Button(str(cell["text"]), press=press, url=url if isinstance(url, str) else None))
        rows.append(tuple(buttons))
    return tuple(rows)


def action_to_json(action: Action, game_id: int) -> JsonDict:
    data: JsonDict = {"kind": type(action).__name__}
    for name in action.__dataclass_fields__:
        value = getattr(action, name)
        if name == "keyboard":
            data[name] = _keyboard_to_json(value, game_id)
        elif isinstance(value, Picture):
            data[name] = {"scene": value.scene}
        elif isinstance(value, tuple):
            data[name] = list(value)
        else:
            data[name] = value
    return data


def action_from_json(data: JsonDict, unpack: Unpack) -> Action:
    cls = KINDS[str(data["kind"])]
    fields: dict[str, object] = {k: v for k, v in data.items() if k != "kind"}
    if "keyboard" in data:
        fields["keyboard"] = _keyboard_from_json(data["keyboard"], unpack)
    picture = data.get("picture")
    if isinstance(picture, dict):
        scene = picture.get("scene")
        fields["picture"] = Picture(scene if isinstance(scene, dict) else {})
    options = data.get("options")
    if isinstance(options, list):
        fields["options"] = tuple(str(o) for o in options)
    return cls(**fields)  # type: ignore[arg-type]  # the fields `action_to_json` wrote, read back


def actions_to_json(actions: Sequence[Action], game_id: int) -> list[JsonDict]:
    return [action_to_json(a, game_id) for a in actions if not isinstance(a, Alert)]
