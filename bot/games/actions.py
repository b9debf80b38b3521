"""What a presenter asks the platform to do; the platform turns these into outbox calls.

Presenters never touch aiogram: they return these plain values, and the
platform decides chat ids, callback data, poll bookkeeping and ordering.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any


@dataclass(frozen=True, slots=True)
class Button:
    """An inline button. A game button becomes `Press(player, action, arg)`; `url` makes a link button."""

    text: str
    action: str = ""
    arg: str = ""
    url: str | None = None


Keyboard = tuple[tuple[Button, ...], ...]


@dataclass(frozen=True, slots=True)
class SendText:
    """A message to the game's chat (`to=None`) or privately to one player (`to=player id`).

    With `anchor`, the platform feeds `Posted(anchor, date, message_id)` back to the
    engine once Telegram has the message (answers older than it do not count).
    """

    text: str
    to: int | None = None
    keyboard: Keyboard | None = None
    anchor: str | None = None


@dataclass(frozen=True, slots=True)
class ShowStatus:
    """A status message in the game's chat (scoreboard, countdown), edited in place by `key`.

    `to=player id` keeps it in that player's private chat instead (a private answer sheet).
    `at` shows it at that clock time rather than now (a countdown's later readings; one whose
    time has already passed is skipped); a status shown now for the same key cancels the
    readings still waiting.
    """

    key: str
    text: str
    keyboard: Keyboard | None = None
    to: int | None = None
    at: float | None = None


@dataclass(frozen=True, slots=True)
class DeleteStatus:
    """Remove a status message shown earlier with `key` (`to`: in that player's private chat)."""

    key: str
    to: int | None = None


@dataclass(frozen=True, slots=True)
class OpenPoll:
    """A Telegram poll in the game's chat; every answer comes back as `Vote(vote_id, voter, options)`."""

    vote_id: str
    question: str
    options: tuple[str, ...]
    multiple: bool = False
    anchor: str | None = None  # as SendText's: `Posted(anchor, ...)` once the poll is out (a vote's clock)


@dataclass(frozen=True, slots=True)
class StopPoll:
    """The engine closed the vote `vote_id`: stop its Telegram poll."""

    vote_id: str


@dataclass(frozen=True, slots=True)
class DeleteChatMessage:
    """Delete a message someone posted in the game's chat (an answer that had to stay secret).

    `message_id` is as the engine saw it (`Say.message_id`). Without the right to delete, nothing happens.
    """

    message_id: int


@dataclass(frozen=True, slots=True)
class Remember:
    """Append `value` to the chat's memory list `key` for this game, keeping the last `keep` values.

    The next game of this kind in the chat gets the list as the keyword argument `key` of
    `new(...)` (e.g. the category lists it played recently).
    """

    key: str
    value: Any
    keep: int


Action = SendText | ShowStatus | DeleteStatus | OpenPoll | StopPoll | DeleteChatMessage | Remember
