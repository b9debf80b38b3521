"""Plain rows read from the database."""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import StrEnum
from typing import Literal

from pydantic import JsonValue

from engines.core import Player, serial

DEFAULT_LOCALE = "ru"
Secrets = Literal["group", "private"]


@dataclass(frozen=True, slots=True)
class GameSettings:
    """What a game keeps beside its engine: its language and chosen options as they were when its lobby
    opened, so that a change in the chat's /settings or in the bot's configuration never reaches a game
    already under way. Stored as JSON in `games.settings` (`to_json`/`from_json`); a key an older bot
    did not write takes its default."""

    locale: str = DEFAULT_LOCALE
    options: dict[str, JsonValue] = field(default_factory=dict)  # the game's own settings, as JSON
    join: str = ""  # the lobby's join token (deep links name it; PostgreSQL looks it up)
    chat_title: str = ""
    # Where secrets go. A game stored before secrets could stay in the group kept them private.
    secrets: Secrets = "private"
    private_secrets: tuple[int, ...] = ()  # players who asked for theirs in the private chat
    memory: dict[str, list[int | str]] = field(default_factory=dict)  # what the chat remembered at the start
    message_id_offset: int = 0  # a supergroup's message ids, after migration, follow the old group's
    # The `/start_<game>` message that opened the lobby (0: a button did): the same update handled
    # again after a crash is that lobby's own command, not a second one to refuse.
    opened_by: int = 0

    def to_json(self) -> dict[str, JsonValue]:
        return serial.dump_dict(self)

    @classmethod
    def from_json(cls, data: object) -> GameSettings:
        return serial.load(cls, data)


@dataclass(frozen=True, slots=True)
class ChatSettings:
    """A chat's choices (`games`: each game's /settings) and its memory between games (`memory`: per
    game, what its engine asked to keep, such as the recent category lists)."""

    games: dict[str, dict[str, JsonValue]] = field(default_factory=dict)
    memory: dict[str, dict[str, list[int | str]]] = field(default_factory=dict)

    def to_json(self) -> dict[str, JsonValue]:
        return serial.dump_dict(self)

    @classmethod
    def from_json(cls, data: object) -> ChatSettings:
        return serial.load(cls, data)


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
    settings: GameSettings
    seed: int
    state: serial.JsonDict | None  # the engine's state as JSON, at `state_version`
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
    settings: ChatSettings = field(default_factory=ChatSettings)


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
