"""What a presenter asks the platform to do; the platform turns these into outbox calls.

Presenters never touch aiogram: they return these plain values, and the platform decides chat
ids, callback data, poll bookkeeping and ordering. Every action has an audience: `to=None` is the
game's group chat, `to=<player id>` is that one player (their private chat, or — for `Alert` —
the answer to their own button press, which only they see). An action addressed to a player is
never sent to the group: the platform refuses it (`bot/services/actions.py`).
"""

from __future__ import annotations

from dataclasses import dataclass

from pydantic import JsonValue

from bot.games.buttons import GameButton


@dataclass(frozen=True, slots=True)
class Button:
    """An inline button: a game button (`press`), a link (`url`), «play again» (`rematch`: the
    platform's button for a final message — a new game of this kind with the same players, in this
    chat), or «show me my secrets again» (`secrets`: the presser's `Presenter.secrets`, anew)."""

    text: str
    press: GameButton | None = None
    url: str | None = None
    rematch: bool = False
    secrets: bool = False


Keyboard = tuple[tuple[Button, ...], ...]


@dataclass(frozen=True, slots=True)
class Picture:
    """A picture the game's renderer draws from `scene` (plain data; the same scene is the same
    picture, so it is uploaded once and then sent again by Telegram's `file_id`)."""

    scene: dict[str, JsonValue]  # pydantic's JSON type: the action is saved through `serial`


@dataclass(frozen=True, slots=True)
class SendText:
    """A message to the group (`to=None`) or privately to one player; with `picture`, a photo whose
    caption is `text`.

    With `anchor`, the platform feeds `Posted(anchor, date, message_id)` back to the engine once
    Telegram has the message (answers older than it do not count). Plain texts queued together are
    merged into one message (fewer writes under Telegram's limits) unless `alone`.
    """

    text: str
    to: int | None = None
    keyboard: Keyboard | None = None
    anchor: str | None = None
    picture: Picture | None = None
    alone: bool = False


@dataclass(frozen=True, slots=True)
class ShowStatus:
    """A status message (scoreboard, countdown, the table picture), edited in place by `key`.

    `to=player id` keeps it in that player's private chat. `at` shows it at that clock time rather
    than now (a countdown's later readings; one whose time has passed is skipped); a status shown
    now for the same key cancels the readings still waiting. Of several versions still queued only
    the newest is sent. With `picture` the message is a photo and `text` its caption (an edit is
    one `editMessageMedia`). With `anchor`, `Posted(anchor, …)` follows once this version is on
    screen. With `bottom`, a group status that more than `bottom_after` messages have come under is
    sent anew at the bottom (the old one loses its buttons) instead of edited up where nobody sees it.
    """

    key: str
    text: str
    keyboard: Keyboard | None = None
    to: int | None = None
    at: float | None = None
    picture: Picture | None = None
    anchor: str | None = None
    bottom: bool = False
    bottom_after: int = 0


@dataclass(frozen=True, slots=True)
class DropButtons:
    """The status message `key` keeps its text and loses its buttons (one light edit; nothing
    if it has none, and folded into its version still queued, if any)."""

    key: str
    to: int | None = None


@dataclass(frozen=True, slots=True)
class DeleteStatus:
    """Remove a status message shown earlier with `key` (`to`: in that player's private chat)."""

    key: str
    to: int | None = None


@dataclass(frozen=True, slots=True)
class Alert:
    """The answer to player `to`'s own button press, shown only to them (at most 200 characters):
    the lightest way to tell one player something, or to show a small secret in the group."""

    to: int
    text: str
    popup: bool = True


@dataclass(frozen=True, slots=True)
class OpenPoll:
    """A non-anonymous Telegram poll in the group; every answer comes back as `Vote(vote_id, …)`."""

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
    """Delete a message someone posted in the group (an answer that had to stay secret).

    `message_id` is as the engine saw it (`Say.message_id`). Once Telegram has answered, the group
    is told what happened: `deleted` if the message is gone, `kept` if the bot had no right to
    delete it (either may be None: nothing said).
    """

    message_id: int
    deleted: str | None = None
    kept: str | None = None


@dataclass(frozen=True, slots=True)
class Remember:
    """Append `value` to the chat's memory list `key` for this game, keeping the last `keep` values.

    The next game of this kind in the chat gets the list in `new(..., memory=…)`.
    """

    key: str
    value: int | str
    keep: int


Action = (
    SendText | ShowStatus | DropButtons | DeleteStatus | Alert | OpenPoll | StopPoll | DeleteChatMessage
    | Remember
)


def audience(action: Action) -> int | None:
    """The one player an action is for, or None for the group."""
    if isinstance(action, SendText | ShowStatus | DropButtons | DeleteStatus | Alert):
        return action.to
    return None


__all__ = [
    "Action",
    "Alert",
    "Button",
    "DeleteChatMessage",
    "DeleteStatus",
    "DropButtons",
    "JsonValue",
    "Keyboard",
    "OpenPoll",
    "Picture",
    "Remember",
    "SendText",
    "ShowStatus",
    "StopPoll",
    "audience",
]
