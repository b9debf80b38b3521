"""What a presenter asks the platform to do; the platform turns these into outbox calls.

Presenters never touch aiogram: they return these plain values, and the
platform decides chat ids, callback data, poll bookkeeping and ordering.
"""

from __future__ import annotations

from dataclasses import dataclass


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
    """A status message in the game's chat (scoreboard, countdown), edited in place by `key`."""

    key: str
    text: str
    keyboard: Keyboard | None = None


@dataclass(frozen=True, slots=True)
class DeleteStatus:
    """Remove a status message shown earlier with `key`."""

    key: str


@dataclass(frozen=True, slots=True)
class OpenPoll:
    """A Telegram poll in the game's chat; every answer comes back as `Vote(vote_id, voter, options)`."""

    vote_id: str
    question: str
    options: tuple[str, ...]
    multiple: bool = False


@dataclass(frozen=True, slots=True)
class StopPoll:
    """The engine closed the vote `vote_id`: stop its Telegram poll."""

    vote_id: str


Action = SendText | ShowStatus | DeleteStatus | OpenPoll | StopPoll
