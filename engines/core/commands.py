"""The commands the platform hands to every engine, and the base of a game's own button commands.

A command is plain data: it is journalled as JSON before its result is announced, and a game is
rebuilt by replaying its journal from the seed. A game defines its button commands as subclasses
of `Press` with a unique `type` and registers them with `register_command`.

**Telegram order.** Within one chat, `Say.order` is `(date, message_id)`. A button press carries no
date and no message id of its own: the platform stamps it with the second it was received on the
platform clock, the id of the latest message it had seen in that chat, and its `update_id`
(strictly increasing). So a press ranks after every message the bot had seen when it came, before
any later message of the same second, and presses among themselves in update order. See
docs/contracts.md "Telegram order".
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import ClassVar, TypeVar

from engines.core import serial

_REGISTRY: dict[str, type[Command]] = {}

C = TypeVar("C", bound="type[Command]")


@dataclass(frozen=True, slots=True, order=True)
class Order:
    """A claim's place in one chat's Telegram order: compare two with `<`.

    `update_id` is 0 for a message (it ranks by its own id) and the update's id for a button
    press (ranked just after the message `message_id`, the latest the bot had seen).
    """

    date: int
    message_id: int
    update_id: int = 0


@dataclass(frozen=True, slots=True)
class Command:
    type: ClassVar[str] = "command"


def register_command(cls: C) -> C:
    """Make a command type known to `command_from_json` (its `type` names it in the journal)."""
    if cls.type in _REGISTRY and _REGISTRY[cls.type] is not cls:
        raise ValueError(f"command type {cls.type!r} registered twice")
    _REGISTRY[cls.type] = cls
    return cls


@register_command
@dataclass(frozen=True, slots=True)
class Say(Command):
    """A plain text message from a player, with Telegram's own ordering data.

    `date` is Telegram's `Message.date` (whole seconds) and `message_id` its id within the chat;
    `private` is true when it came in the player's private chat with the bot (private message ids
    are not comparable with the group's).
    """

    type: ClassVar[str] = "say"
    player_id: int
    text: str
    date: int
    message_id: int
    private: bool = False

    @property
    def order(self) -> Order:
        return Order(self.date, self.message_id)


def split_command(text: str) -> tuple[str | None, str]:
    """(name, the rest) of a text that opens with a slash command: `/a 3 кит` → ("a", "3 кит"),
    `/guess\nснег\nлёд` → ("guess", "снег\nлёд"); (None, text) for any other text.

    >>> split_command("/Secret  зима"), split_command("кит")
    (('secret', 'зима'), (None, 'кит'))
    """
    if not text.startswith("/"):
        return None, text
    parts = text[1:].split(maxsplit=1)
    if not parts:
        return None, text
    return parts[0].partition("@")[0].lower(), parts[1].strip() if len(parts) > 1 else ""


@dataclass(frozen=True, slots=True)
class PressedAt:
    """Where a button press stands in its chat's order (see the module docstring)."""

    date: int = 0
    after_message_id: int = 0
    update_id: int = 0


@dataclass(frozen=True, slots=True, kw_only=True)
class Press(Command):
    """An inline button pressed by a player. Each game subclasses it with its own typed fields."""

    type: ClassVar[str] = "press"
    player_id: int
    at: PressedAt = field(default_factory=PressedAt)

    @property
    def order(self) -> Order:
        return Order(self.at.date, self.at.after_message_id, self.at.update_id)


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
    """The platform's timer fired at the engine's `deadline()`: act on every deadline <= now."""

    type: ClassVar[str] = "tick"


@register_command
@dataclass(frozen=True, slots=True)
class Posted(Command):
    """A message an engine asked for (an "anchor", e.g. the letter) is in the chat.

    For a status message edited in place, `date` is when the edit was confirmed (whole seconds on
    the platform clock) and `message_id` the status message's id. Answers older than the anchor,
    in Telegram order, do not count.
    """

    type: ClassVar[str] = "posted"
    anchor: str
    date: int
    message_id: int


@register_command
@dataclass(frozen=True, slots=True)
class Leave(Command):
    """A player left the game (left the chat, was kicked)."""

    type: ClassVar[str] = "leave"
    player_id: int


@register_command
@dataclass(frozen=True, slots=True)
class Unreachable(Command):
    """The bot cannot write to this player privately (never opened the bot, or blocked it).

    The engine decides what follows: skip the player's turn, fall back to a button alert, or end
    the game. Sent once per player until `Reachable`.
    """

    type: ClassVar[str] = "unreachable"
    player_id: int


@register_command
@dataclass(frozen=True, slots=True)
class Reachable(Command):
    """A player reported `Unreachable` opened the private chat with the bot again."""

    type: ClassVar[str] = "reachable"
    player_id: int


def command_to_json(command: Command) -> serial.JsonDict:
    return {"type": command.type, **serial.dump_dict(command)}


def command_from_json(data: serial.JsonDict) -> Command:
    payload = dict(data)
    kind = payload.pop("type")
    if not isinstance(kind, str) or kind not in _REGISTRY:
        raise ValueError(f"unknown command type {kind!r}")
    return serial.load(_REGISTRY[kind], payload)
