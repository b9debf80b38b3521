"""Plain rows read from the database."""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import StrEnum
from typing import Any

from engines.core import Player


class GameStatus(StrEnum):
    LOBBY = "lobby"
    RUNNING = "running"
    FINISHED = "finished"
    STOPPED = "stopped"  # /stop, or the lobby timed out
    CLOSED = "closed"  # the bot lost the chat (kicked); kept for the record

    @property
    def is_live(self) -> bool:
        return self in (GameStatus.LOBBY, GameStatus.RUNNING)


@dataclass(slots=True)
class GameRecord:
    id: int
    kind: str
    chat_id: int
    thread_id: int
    status: GameStatus
    creator_id: int
    players: list[Player]
    settings: dict[str, Any]
    seed: int
    state: dict[str, Any] | None
    version: int
    created_at: float
    updated_at: float
    started_at: float | None = None
    messages: dict[str, int] = field(default_factory=dict)  # status key -> message id
    content_digest: str | None = None  # the content the game was dealt from (`contents` table)
    format: int = 2  # 1: stored by the first game seam, upgraded at start (bot/storage/legacy.py)
    state_version: int = 0  # the journal row `state` was taken at; later rows are replayed on it


@dataclass(frozen=True, slots=True)
class ChatRecord:
    chat_id: int
    locale: str | None
    settings: dict[str, Any] = field(default_factory=dict)


@dataclass(frozen=True, slots=True)
class PollRecord:
    poll_id: str
    chat_id: int
    game_id: int
    vote_id: str
    message_id: int
    open: bool


@dataclass(frozen=True, slots=True)
class TimerRecord:
    game_id: int
    key: str
    due: float


@dataclass(frozen=True, slots=True)
class StatsRow:
    user_id: int
    name: str
    games: int
    wins: int
    points: int


@dataclass(frozen=True, slots=True)
class Results:
    """A finished game's (player, points, won) rows for the chat's leaderboards."""

    chat_id: int
    kind: str
    rows: tuple[tuple[Player, int, bool], ...]
    overall_points: bool = True  # False: a game of penalties adds no points to the overall rating
