"""What sending reports back once Telegram has answered, and the gate that holds a game's deadlines
while a message they run from is still on its way.

The action runner and the game's polls report each completion as a value (`Completion`: a message
is in the chat, a private write was refused, a later reading is due, …) through one channel,
`FollowUps.report`; the driver is their only consumer and handles each under the game's chat lock,
in the chat's order, like an update. Both sides import this module and not each other, so sending
never reaches back into the driver's code.
"""

from __future__ import annotations

import asyncio
from collections.abc import Awaitable, Callable
from dataclasses import dataclass

from bot.games.actions import Remember, ShowStatus
from bot.services.game_session import GameSession
from engines.core import Posted

Job = Callable[[GameSession], Awaitable[None]]


@dataclass(frozen=True, slots=True)
class MessagePosted:
    """A message the game anchored is in the chat (in the group, or in a player's private chat)."""

    posted: Posted
    in_group: bool


@dataclass(frozen=True, slots=True)
class WriteRefused:
    """A private write to a player failed: the bot cannot reach them there."""

    player_id: int


@dataclass(frozen=True, slots=True)
class AnchorsSettled:
    """Every anchored message of the game is in the chat: a deadline held for one may run."""


@dataclass(frozen=True, slots=True)
class ReadingDue:
    """A status message's later reading (a countdown's next figure) is due now."""

    action: ShowStatus


@dataclass(frozen=True, slots=True)
class ChatMemory:
    """What the game asks the chat to remember for its next game; `written` is set once it is."""

    session: GameSession
    remember: Remember
    written: asyncio.Future[None]


Completion = MessagePosted | WriteRefused | AnchorsSettled | ReadingDue | ChatMemory


@dataclass(frozen=True, slots=True)
class FollowUps:
    report: Callable[[int, Completion], None]  # the driver's: handled in the chat's order, as an update is
    spawn: Callable[[Awaitable[object]], None]  # bookkeeping that needs no lock (the poll and outbox tables)


class AnchorGate:
    """Counts each game's anchored messages (and polls) still on their way. While any is, the game's
    deadline waits (`waiting`): a timer that runs from an anchor must not run out before the anchor
    is in the chat. The last one in reports `AnchorsSettled`."""

    def __init__(self, follow: FollowUps) -> None:
        self._follow = follow
        self._pending: dict[int, int] = {}

    def __len__(self) -> int:
        """How many games have an anchor on its way."""
        return len(self._pending)

    def waiting(self, game_id: int) -> bool:
        return self._pending.get(game_id, 0) > 0

    def hold(self, game_id: int) -> None:
        self._pending[game_id] = self._pending.get(game_id, 0) + 1

    def release(self, game_id: int) -> None:
        left = self._pending.get(game_id, 0) - 1
        if left > 0:
            self._pending[game_id] = left
            return
        self._pending.pop(game_id, None)
        self._follow.report(game_id, AnchorsSettled())
