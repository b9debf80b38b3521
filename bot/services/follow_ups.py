"""What sending asks of the driver once Telegram has answered, and the gate that holds a game's
deadlines while a message they run from is still on its way.

The action runner and the game's polls report here; the driver is the only one that acts on the
reports (under the game's chat lock, in the chat's order). Both sides import this module and not
each other, so sending never reaches back into the driver's code.
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from dataclasses import dataclass

from bot.games.actions import Remember
from bot.services.game_session import GameSession
from engines.core import Posted

Job = Callable[[GameSession], Awaitable[None]]


@dataclass(frozen=True, slots=True)
class FollowUps:
    """What the runner asks the driver to do later, under the game's chat lock."""

    run: Callable[[int, Job], None]  # run a job on the game when its chat's turn comes
    posted: Callable[[GameSession, Posted, bool], Awaitable[None]]  # an anchor is in the chat
    unreachable: Callable[[GameSession, int], Awaitable[None]]  # a private write to a player failed
    remember: Callable[[GameSession, Remember], Awaitable[None]]  # the chat's memory for the next game
    settled: Job  # the game's anchored messages are all in the chat: its held deadline may run
    spawn: Callable[[Awaitable[object]], None]  # bookkeeping that needs no lock (the poll table)


class AnchorGate:
    """Counts each game's anchored messages (and polls) still on their way. While any is, the game's
    deadline waits (`waiting`): a timer that runs from an anchor must not run out before the anchor
    is in the chat. The last one in runs `FollowUps.settled` on the game."""

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
        self._follow.run(game_id, self._follow.settled)
