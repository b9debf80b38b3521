"""The storage contract: every read and write of the bot's state, whichever engine keeps it.

Two engines implement it — SQLite (`bot/storage/sqlite/`, the default: one file, one process) and
PostgreSQL (`bot/storage/postgres/`, asyncpg: a server several processes can share). Nothing above
`bot/storage/` knows which one runs: it holds a `Repository` made by `bot.storage.open_repository`.

The guarantees both keep (tests/storage/ runs the same tests on each):
- `inbox_add` commits before it returns, so an update is stored before Telegram is told we have it;
- `record_command` writes a command's journal row, snapshot, timers, the update marked handled,
  its outbox batch and (at the end) its results in one transaction, refused when `version - 1` is
  not the stored version (a stale writer cannot overwrite a newer game);
- an outbox batch stays until `outbox_done`, and `outbox_said` marks what Telegram has answered,
  so a restart says only the rest.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from typing import Any, Protocol

from bot.storage.records import (
    ChatRecord,
    GameRecord,
    GameSettings,
    GameStatus,
    PollRecord,
    Results,
    StatsRow,
    TimerRecord,
)
from engines.core import Player

Journal = list[tuple[int, dict[str, Any], float]]
PendingBatch = tuple[int, int, list[dict[str, Any]]]


class Repository(Protocol):
    """What the bot asks of its storage (see the module's docstring for the guarantees)."""

    round_trips: int  # calls that went to the database (tests count them)

    # -- the connection --------------------------------------------------------------------------

    async def connect(self) -> None:
        """Open the database and bring its schema up to date (refusing one newer than the bot)."""

    async def close(self) -> None: ...

    async def schema_version(self) -> int: ...

    # -- chats -----------------------------------------------------------------------------------

    async def chat(self, chat_id: int) -> ChatRecord: ...

    async def save_chat(self, chat: ChatRecord, now: float) -> None: ...

    async def move_chat(self, old_chat_id: int, new_chat_id: int, now: float) -> None:
        """A group became a supergroup: its settings, games, polls and stats move to the new id."""

    # -- games -----------------------------------------------------------------------------------

    async def create_game(self, *, kind: str, chat_id: int, thread_id: int, creator: Player,
                          settings: GameSettings, seed: int, now: float) -> GameRecord: ...

    async def save_lobby(self, game_id: int, players: list[Player], now: float, *,
                         creator_id: int | None = None) -> None: ...

    async def start_game(self, game_id: int, players: list[Player], state: Mapping[str, Any],
                         timers: Mapping[str, float], now: float, *, content: Mapping[str, Any],
                         settings: GameSettings,
                         outbox: Sequence[Mapping[str, Any]] = ()) -> tuple[str, int | None]:
        """The lobby became a game; returns the content's digest and the outbox batch id."""

    async def content(self, digest: str) -> dict[str, Any]: ...

    async def record_command(self, game_id: int, *, version: int, command: Mapping[str, Any],
                             state: Mapping[str, Any] | None, status: GameStatus,
                             timers: Mapping[str, float], now: float, update_id: int | None = None,
                             outbox: Sequence[Mapping[str, Any]] = (),
                             results: Results | None = None) -> int | None:
        """One accepted command in one transaction; returns its outbox batch id."""

    async def set_status(self, game_id: int, status: GameStatus, now: float, *,
                         outbox: Sequence[Mapping[str, Any]] = ()) -> int | None: ...

    async def save_game_settings(self, game_id: int, settings: GameSettings) -> None: ...

    async def save_messages(self, game_id: int, messages: Mapping[str, int]) -> None: ...

    async def set_timer(self, game_id: int, key: str, due: float | None) -> None: ...

    async def game(self, game_id: int) -> GameRecord | None: ...

    async def games(self, *, chat_id: int | None = None, status: str | None = None) -> list[GameRecord]: ...

    async def live_games(self) -> list[GameRecord]: ...

    async def journal(self, game_id: int, *, after: int = 0) -> Journal:
        """The journal rows (seq, command, at) with `seq` > `after`, in order."""

    async def timers(self) -> list[TimerRecord]: ...

    async def legacy_games(self) -> list[GameRecord]: ...

    async def upgrade_game(self, game_id: int, *, journal: list[dict[str, Any]],
                           state: Mapping[str, Any] | None, settings: GameSettings,
                           content: Mapping[str, Any] | None,
                           status: GameStatus | None = None) -> None: ...

    # -- the outbox ------------------------------------------------------------------------------

    async def outbox_done(self, batch_id: int) -> None: ...

    async def outbox_said(self, batch_id: int, index: int) -> None: ...

    async def outbox_pending(self) -> list[PendingBatch]:
        """(batch id, game id, [{"index", "action"}] not yet answered) of every batch, oldest first."""

    async def outbox_set_aside(self, batch_id: int, reason: str, now: float) -> None: ...

    async def dead_letters(self, game_id: int) -> list[dict[str, Any]]: ...

    # -- the inbox -------------------------------------------------------------------------------

    async def inbox_add(self, updates: Sequence[tuple[int, str]], now: float) -> None: ...

    async def inbox_done(self, update_ids: Iterable[int]) -> None: ...

    async def inbox_unfinished(self) -> list[tuple[int, str]]: ...

    async def inbox_next_offset(self) -> int | None: ...

    async def inbox_forget(self, keep: int = 1000) -> None: ...

    # -- polls, leaderboards, pictures -----------------------------------------------------------

    async def add_poll(self, poll: PollRecord) -> None: ...

    async def close_poll(self, poll_id: str) -> None: ...

    async def open_polls(self) -> list[PollRecord]: ...

    async def add_results(self, chat_id: int, results: Iterable[tuple[Player, int, bool]], *,
                          kind: str = "", overall_points: bool = True) -> None: ...

    async def leaderboard(self, chat_id: int, limit: int = 10) -> list[StatsRow]: ...

    async def kind_leaderboard(self, chat_id: int, kind: str, *, lowest_first: bool = False,
                               limit: int = 10) -> list[StatsRow]: ...

    async def picture_file_id(self, digest: str) -> str | None: ...

    async def save_picture(self, digest: str, file_id: str) -> None: ...

    # -- the whole database (`arbiter db copy`) ---------------------------------------------------

    async def table_count(self, table: str) -> int: ...

    async def table_rows(self, table: str, *, after: int, limit: int) -> list[tuple[Any, ...]]:
        """Rows of `table` (columns as `TABLES` lists them, JSON as text) past the first `after`, in
        the table's key order."""

    async def insert_rows(self, table: str, rows: Sequence[tuple[Any, ...]]) -> None:
        """Rows read by `table_rows` of another engine, written as they are (ids kept)."""

    async def finish_copy(self) -> None:
        """After `insert_rows`: id sequences moved past the copied ids."""

    async def clear_tables(self) -> None:
        """Every row of every table deleted (the schema stays): a copy's `--replace`."""


# Every table and its columns in one order both engines read and write (`arbiter db copy`), with the
# columns that hold JSON (text on SQLite, json/jsonb on PostgreSQL) and its key for ordering.
TABLES: dict[str, tuple[tuple[str, ...], str]] = {
    "chats": (("chat_id", "locale", "settings", "updated_at"), "chat_id"),
    "games": (("id", "kind", "chat_id", "thread_id", "status", "creator_id", "players", "settings", "seed",
               "state", "version", "messages", "started_at", "created_at", "updated_at", "content_digest",
               "format", "state_version"), "id"),
    "journal": (("game_id", "seq", "command", "at"), "game_id, seq"),
    "polls": (("poll_id", "chat_id", "game_id", "vote_id", "message_id", "open"), "poll_id"),
    "timers": (("game_id", "key", "due"), "game_id, key"),
    "stats": (("chat_id", "user_id", "name", "games", "wins", "points"), "chat_id, user_id"),
    "contents": (("digest", "data"), "digest"),
    "pictures": (("digest", "file_id"), "digest"),
    "inbox": (("update_id", "data", "received_at", "done"), "update_id"),
    "outbox": (("id", "game_id", "actions", "created_at", "said"), "id"),
    "kind_stats": (("chat_id", "kind", "user_id", "name", "games", "wins", "points"),
                   "chat_id, kind, user_id"),
    "dead_letters": (("id", "batch_id", "game_id", "actions", "said", "reason", "created_at", "set_aside_at"),
                     "id"),
}
JSON_COLUMNS = frozenset({"settings", "players", "state", "messages", "command", "data", "actions", "said"})
BOOL_COLUMNS = frozenset({"open", "done"})
