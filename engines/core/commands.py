"""The commands the platform hands to every engine.

A command is plain data: it is journalled as JSON before its result is
announced, and a game is rebuilt by replaying its journal from the seed.
Games may define commands of their own (subclass `Command`, give it a unique
`type`, and register it with `register_command`).
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass
from typing import Any, ClassVar

_REGISTRY: dict[str, type[Command]] = {}


@dataclass(frozen=True, slots=True)
class Command:
    type: ClassVar[str] = "command"


def register_command(cls: type[Command]) -> type[Command]:
    if cls.type in _REGISTRY and _REGISTRY[cls.type] is not cls:
        raise ValueError(f"command type {cls.type!r} registered twice")
    _REGISTRY[cls.type] = cls
    return cls


@register_command
@dataclass(frozen=True, slots=True)
class Say(Command):
    """A plain text message from a player, with Telegram's own ordering data.

    `date` is Telegram's `Message.date` (whole seconds) and `message_id` its id
    within the chat; `private` is true when it came in the player's private
    chat with the bot. Ordering is `(date, message_id)` within one chat.
    """

    type: ClassVar[str] = "say"
    player_id: int
    text: str
    date: int
    message_id: int
    private: bool = False


@register_command
@dataclass(frozen=True, slots=True)
class Press(Command):
    """An inline button pressed by a player: a game-defined action and argument."""

    type: ClassVar[str] = "press"
    player_id: int
    action: str
    arg: str = ""


@register_command
@dataclass(frozen=True, slots=True)
class Vote(Command):
    """A poll answer; `option_ids` empty means the vote was retracted."""

    type: ClassVar[str] = "vote"
    vote_id: str
    voter_id: int
    option_ids: tuple[int, ...]


@register_command
@dataclass(frozen=True, slots=True)
class Tick(Command):
    """The platform's timer fired: the engine acts on every deadline <= now."""

    type: ClassVar[str] = "tick"


@register_command
@dataclass(frozen=True, slots=True)
class Posted(Command):
    """A message an engine asked for (an "anchor", e.g. the letter) is out.

    Answers older than the anchor, in Telegram order, do not count.
    """

    type: ClassVar[str] = "posted"
    anchor: str
    date: int
    message_id: int


@register_command
@dataclass(frozen=True, slots=True)
class Leave(Command):
    """A player left the game (left the chat, blocked the bot, pressed Leave)."""

    type: ClassVar[str] = "leave"
    player_id: int


def command_to_json(command: Command) -> dict[str, Any]:
    data = {f.name: getattr(command, f.name) for f in dataclasses.fields(command)}
    for key, value in data.items():
        if isinstance(value, tuple):
            data[key] = list(value)
    return {"type": command.type, **data}


def command_from_json(data: dict[str, Any]) -> Command:
    payload = dict(data)
    cls = _REGISTRY[payload.pop("type")]
    hints = {f.name: f for f in dataclasses.fields(cls)}
    for key, value in payload.items():
        if isinstance(value, list) and key in hints:
            payload[key] = tuple(value)
    return cls(**payload)
