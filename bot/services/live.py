"""The index of live games (lobbies and running games) and of their open polls, in memory.

Everything here is read without awaiting, so the update middleware can pick an update's chat
(and take its lock) in exactly the order updates arrive.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass

from bot.services.chat_order import ChatKey
from bot.services.game_session import GameSession
from bot.storage import GameStatus


@dataclass(frozen=True, slots=True)
class PollRoute:
    game_id: int
    vote_id: str
    chat_id: int
    message_id: int


class LiveGames:
    def __init__(self) -> None:
        self.by_key: dict[ChatKey, GameSession] = {}
        self.by_id: dict[int, GameSession] = {}
        self.polls: dict[str, PollRoute] = {}  # Telegram poll id -> the game's vote
        # Players whose last game answered in private is over, with that game's language: a private
        # message meant for it is answered with one short line (memory only; a restart forgets).
        self.ended: dict[int, str] = {}

    def __iter__(self) -> Iterator[GameSession]:
        return iter(list(self.by_id.values()))

    def add(self, session: GameSession) -> None:
        self.by_key[session.key] = session
        self.by_id[session.id] = session

    def remove(self, session: GameSession) -> None:
        if self.by_key.get(session.key) is session:
            del self.by_key[session.key]
        self.by_id.pop(session.id, None)
        if session.engine is not None and session.spec.capabilities.private_answers:
            for player in session.players:
                self.ended[player.id] = session.locale
        for poll_id in [p for p, r in self.polls.items() if r.game_id == session.id]:
            del self.polls[poll_id]

    def drop(self, session: GameSession) -> None:
        """Forget a game another worker now runs (nothing about it has ended)."""
        if self.by_key.get(session.key) is session:
            del self.by_key[session.key]
        self.by_id.pop(session.id, None)
        for poll_id in [p for p, r in self.polls.items() if r.game_id == session.id]:
            del self.polls[poll_id]

    def rekey(self, session: GameSession, old_key: ChatKey) -> None:
        """The game's chat changed id (a group became a supergroup)."""
        if self.by_key.get(old_key) is session:
            del self.by_key[old_key]
        self.by_key[session.key] = session

    def in_chat(self, chat_id: int) -> list[GameSession]:
        return [s for s in self.by_id.values() if s.chat_id == chat_id]

    def of_player(self, user_id: int) -> GameSession | None:
        """The running game whose private answers this user gives (private messages go there)."""
        for session in self.by_id.values():
            if (session.status is GameStatus.RUNNING and session.spec.capabilities.private_answers
                    and session.is_player(user_id)):
                return session
        return None

    def private_seat(self, user_id: int) -> GameSession | None:
        """A live game (lobby or running) answered in private that the user is seated in."""
        for session in self.by_id.values():
            if (session.status.is_live and session.spec.capabilities.private_answers
                    and session.is_player(user_id)):
                return session
        return None

    def poll(self, poll_id: str) -> tuple[PollRoute, GameSession] | None:
        route = self.polls.get(poll_id)
        session = self.by_id.get(route.game_id) if route is not None else None
        return (route, session) if route is not None and session is not None else None
