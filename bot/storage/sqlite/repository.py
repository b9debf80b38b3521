"""The SQLite repository: every read and write of the bot's state — the chats, the games with
their journals and timers here; the inbox and outbox (`queues.py`), the polls, leaderboards and
pictures (`tallies.py`) in its bases, all on the one connection of `connection.py`.
"""

from __future__ import annotations

import hashlib
import json
import sqlite3
from collections.abc import Mapping, Sequence
from typing import Any

from bot.storage.contract import BOOL_COLUMNS, TABLES
from bot.storage.records import (
    ChatRecord,
    ChatSettings,
    GameRecord,
    GameSettings,
    GameStatus,
    Results,
    TimerRecord,
)
from bot.storage.rows import GAME_COLUMNS, dumps, game_from_row
from bot.storage.sqlite.connection import run_only
from bot.storage.sqlite.queues import Queues, mark_inbox_done, outbox_add
from bot.storage.sqlite.tallies import Tallies, add_results_rows
from engines.core import Player

__all__ = ["SqliteRepository"]

class SqliteRepository(Queues, Tallies):
    """Every read and write of the bot's state: the chats, the games with their journals and timers,
    and (from its bases) the queues and the tallies."""

    # -- chats -----------------------------------------------------------------------------------

    async def chat(self, chat_id: int) -> ChatRecord:
        rows = await self._fetchall(
            "SELECT chat_id, locale, settings FROM chats WHERE chat_id = ?", (chat_id,)
        )
        if not rows:
            return ChatRecord(chat_id=chat_id, locale=None)
        chat_id, locale, settings = rows[0]
        return ChatRecord(chat_id, locale, ChatSettings.from_json(json.loads(settings)))

    async def save_chat(self, chat: ChatRecord, now: float) -> None:
        def work(db: sqlite3.Connection) -> Any:
            db.execute(
                "INSERT INTO chats (chat_id, locale, settings, updated_at) VALUES (?, ?, ?, ?) "
                "ON CONFLICT (chat_id) DO UPDATE SET locale = excluded.locale, "
                "settings = excluded.settings, updated_at = excluded.updated_at",
                (chat.chat_id, chat.locale, dumps(chat.settings.to_json()), now),
            )
            return None
        await self._tx(work)

    # -- games -----------------------------------------------------------------------------------

    async def create_game(
        self,
        *,
        kind: str,
        chat_id: int,
        thread_id: int,
        creator: Player,
        settings: GameSettings,
        seed: int,
        now: float,
    ) -> GameRecord:
        def work(db: sqlite3.Connection) -> Any:
            cursor = db.execute(
                "INSERT INTO games (kind, chat_id, thread_id, status, creator_id, players, settings, seed, "
                "created_at, updated_at, format) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 2)",
                (kind, chat_id, thread_id, GameStatus.LOBBY.value, creator.id, dumps([creator.to_json()]),
                 dumps(settings.to_json()), seed, now, now),
            )
            return cursor.lastrowid

        game_id: int | None = await self._tx(work)
        assert game_id is not None
        return GameRecord(
            id=game_id, kind=kind, chat_id=chat_id, thread_id=thread_id, status=GameStatus.LOBBY,
            creator_id=creator.id, players=[creator], settings=settings, seed=seed, state=None,
            version=0, created_at=now, updated_at=now,
        )

    async def save_lobby(
        self, game_id: int, players: list[Player], now: float, *, creator_id: int | None = None
    ) -> None:
        def work(db: sqlite3.Connection) -> Any:
            db.execute(
                "UPDATE games SET players = ?, updated_at = ?, creator_id = COALESCE(?, creator_id) "
                "WHERE id = ?",
                (dumps([p.to_json() for p in players]), now, creator_id, game_id),
            )
            return None
        await self._tx(work)

    async def start_game(
        self,
        game_id: int,
        players: list[Player],
        state: Mapping[str, Any],
        timers: Mapping[str, float],
        now: float,
        *,
        content: Mapping[str, Any],
        settings: GameSettings,
        outbox: Sequence[Mapping[str, Any]] = (),
    ) -> tuple[str, int | None]:
        """The lobby became a game: its content (stored once per digest), first state (version 0,
        empty journal), settings, timers and what the start must say. Returns the content's digest
        and the outbox batch id."""
        data = dumps(dict(content))
        digest = hashlib.sha256(data.encode()).hexdigest()[:32]
        def work(db: sqlite3.Connection) -> Any:
            db.execute("INSERT OR IGNORE INTO contents (digest, data) VALUES (?, ?)", (digest, data))
            db.execute(
                "UPDATE games SET status = ?, players = ?, state = ?, version = 0, state_version = 0, "
                "started_at = ?, updated_at = ?, content_digest = ?, settings = ?, format = 2 WHERE id = ?",
                (GameStatus.RUNNING.value, dumps([p.to_json() for p in players]), dumps(dict(state)), now,
                 now, digest, dumps(settings.to_json()), game_id),
            )
            self._replace_timers(db, game_id, timers)
            return outbox_add(db, game_id, outbox, now)

        return digest, await self._tx(work)

    async def content(self, digest: str) -> dict[str, Any]:
        rows = await self._fetchall("SELECT data FROM contents WHERE digest = ?", (digest,))
        if not rows:
            raise KeyError(f"no content {digest}")
        data: dict[str, Any] = json.loads(rows[0][0])
        return data

    async def record_command(
        self,
        game_id: int,
        *,
        version: int,
        command: Mapping[str, Any],
        state: Mapping[str, Any] | None,
        status: GameStatus,
        timers: Mapping[str, float],
        now: float,
        update_id: int | None = None,
        outbox: Sequence[Mapping[str, Any]] = (),
        results: Results | None = None,
    ) -> int | None:
        """One accepted command, in one transaction: its journal row, the new state (when `state` is
        given: a snapshot; else the state is the last snapshot with the journal after it) and timers, the
        update it came from marked handled, what it must say (the outbox batch: its id is returned),
        and for the command that ends the game, the results on the chat's leaderboard."""

        def work(db: sqlite3.Connection) -> int | None:
            db.execute(
                "INSERT INTO journal (game_id, seq, command, at) VALUES (?, ?, ?, ?)",
                (game_id, version, dumps(dict(command)), now),
            )
            if state is None:  # no snapshot this time: the journal row is the change
                cursor = db.execute(
                    "UPDATE games SET version = ?, status = ?, updated_at = ? WHERE id = ? AND version = ?",
                    (version, status.value, now, game_id, version - 1),
                )
            else:
                cursor = db.execute(
                    "UPDATE games SET state = ?, state_version = ?, version = ?, status = ?, updated_at = ? "
                    "WHERE id = ? AND version = ?",
                    (dumps(dict(state)), version, version, status.value, now, game_id, version - 1),
                )
            if cursor.rowcount != 1:
                raise RuntimeError(f"game {game_id}: version {version - 1} is not the stored one")
            self._replace_timers(db, game_id, timers)
            if not status.is_live:
                db.execute("UPDATE polls SET open = 0 WHERE game_id = ?", (game_id,))
            if update_id is not None:
                mark_inbox_done(db, (update_id,))
            if results is not None:
                add_results_rows(db, results)
            return outbox_add(db, game_id, outbox, now)

        return await self._tx(work)

    async def set_status(self, game_id: int, status: GameStatus, now: float, *,
                         outbox: Sequence[Mapping[str, Any]] = ()) -> int | None:
        """The game's status (a stop, a close), with what it must still say (the outbox batch id)."""

        def work(db: sqlite3.Connection) -> int | None:
            db.execute(
                "UPDATE games SET status = ?, updated_at = ? WHERE id = ?", (status.value, now, game_id)
            )
            if not status.is_live:
                db.execute("DELETE FROM timers WHERE game_id = ?", (game_id,))
                db.execute("UPDATE polls SET open = 0 WHERE game_id = ?", (game_id,))
            return outbox_add(db, game_id, outbox, now)

        return await self._tx(work)

    async def save_game_settings(self, game_id: int, settings: GameSettings) -> None:
        def work(db: sqlite3.Connection) -> Any:
            db.execute("UPDATE games SET settings = ? WHERE id = ?", (dumps(settings.to_json()), game_id))
            return None
        await self._tx(work)

    async def save_messages(self, game_id: int, messages: Mapping[str, int]) -> None:
        def work(db: sqlite3.Connection) -> Any:
            db.execute("UPDATE games SET messages = ? WHERE id = ?", (dumps(dict(messages)), game_id))
            return None
        await self._tx(work)

    async def set_timer(self, game_id: int, key: str, due: float | None) -> None:
        def work(db: sqlite3.Connection) -> Any:
            db.execute("DELETE FROM timers WHERE game_id = ? AND key = ?", (game_id, key))
            if due is not None:
                db.execute(
                    "INSERT INTO timers (game_id, key, due) VALUES (?, ?, ?)", (game_id, key, due)
                )
            return None
        await self._tx(work)

    @staticmethod
    def _replace_timers(db: sqlite3.Connection, game_id: int, timers: Mapping[str, float]) -> None:
        db.execute("DELETE FROM timers WHERE game_id = ?", (game_id,))
        db.executemany(
            "INSERT INTO timers (game_id, key, due) VALUES (?, ?, ?)",
            [(game_id, key, due) for key, due in timers.items()],
        )

    async def game(self, game_id: int) -> GameRecord | None:
        rows = await self._fetchall(f"SELECT {GAME_COLUMNS} FROM games WHERE id = ?", (game_id,))
        return game_from_row(rows[0]) if rows else None

    async def games(self, *, chat_id: int | None = None, status: str | None = None) -> list[GameRecord]:
        where: list[str] = []
        params: list[Any] = []
        if chat_id is not None:
            where.append("chat_id = ?")
            params.append(chat_id)
        if status is not None:
            where.append("status = ?")
            params.append(status)
        sql = f"SELECT {GAME_COLUMNS} FROM games"
        if where:
            sql += " WHERE " + " AND ".join(where)
        return [game_from_row(row) for row in await self._fetchall(sql + " ORDER BY id", params)]

    async def live_games(self) -> list[GameRecord]:
        rows = await self._fetchall(
            f"SELECT {GAME_COLUMNS} FROM games WHERE status IN (?, ?) ORDER BY id",
            (GameStatus.LOBBY.value, GameStatus.RUNNING.value),
        )
        return [game_from_row(row) for row in rows]

    async def journal(self, game_id: int, *, after: int = 0) -> list[tuple[int, dict[str, Any], float]]:
        """The journal rows with `seq` > `after`, in order."""
        rows = await self._fetchall(
            "SELECT seq, command, at FROM journal WHERE game_id = ? AND seq > ? ORDER BY seq",
            (game_id, after),
        )
        return [(seq, json.loads(command), at) for seq, command, at in rows]

    async def timers(self) -> list[TimerRecord]:
        rows = await self._fetchall("SELECT game_id, key, due FROM timers ORDER BY due")
        return [TimerRecord(game_id=g, key=k, due=d) for g, k, d in rows]

    # -- games stored by the first seam ----------------------------------------------------------

    async def legacy_games(self) -> list[GameRecord]:
        """Started games stored in format 1 (upgraded once, at start: bot/storage/legacy.py)."""
        rows = await self._fetchall(
            f"SELECT {GAME_COLUMNS} FROM games WHERE format = 1 AND state IS NOT NULL ORDER BY id"
        )
        return [game_from_row(row) for row in rows]

    async def upgrade_game(self, game_id: int, *, journal: list[dict[str, Any]],
                           state: Mapping[str, Any] | None, settings: GameSettings,
                           content: Mapping[str, Any] | None,
                           status: GameStatus | None = None) -> None:
        """Rewrite a format-1 game as format 2 (its journal rows in today's commands), in one transaction."""
        def work(db: sqlite3.Connection) -> Any:
            digest = None
            if content is not None:
                data = dumps(dict(content))
                digest = hashlib.sha256(data.encode()).hexdigest()[:32]
                db.execute("INSERT OR IGNORE INTO contents (digest, data) VALUES (?, ?)",
                                 (digest, data))
            for seq, command in enumerate(journal, start=1):
                db.execute("UPDATE journal SET command = ? WHERE game_id = ? AND seq = ?",
                                 (dumps(command), game_id, seq))
            db.execute(
                "UPDATE games SET state = COALESCE(?, state), state_version = version, settings = ?, "
                "content_digest = ?, format = 2, status = COALESCE(?, status) WHERE id = ?",
                (dumps(dict(state)) if state is not None else None, dumps(settings.to_json()), digest,
                 status.value if status is not None else None, game_id),
            )
            if status is not None and not status.is_live:
                db.execute("DELETE FROM timers WHERE game_id = ?", (game_id,))
            return None
        await self._tx(work)

    # -- chat migration --------------------------------------------------------------------------

    async def move_chat(self, old_chat_id: int, new_chat_id: int, now: float) -> None:
        """A group became a supergroup: its settings, games, polls and stats move to the new id."""
        def work(db: sqlite3.Connection) -> Any:
            db.execute(
                "INSERT OR IGNORE INTO chats (chat_id, locale, settings, updated_at) "
                "SELECT ?, locale, settings, ? FROM chats WHERE chat_id = ?",
                (new_chat_id, now, old_chat_id),
            )
            db.execute("UPDATE games SET chat_id = ? WHERE chat_id = ?", (new_chat_id, old_chat_id))
            db.execute("UPDATE polls SET chat_id = ? WHERE chat_id = ?", (new_chat_id, old_chat_id))
            # The new chat may already have stats rows (rare): fold the old ones in.
            db.execute(
                "INSERT INTO stats (chat_id, user_id, name, games, wins, points) "
                "SELECT ?, user_id, name, games, wins, points FROM stats WHERE chat_id = ? "
                "ON CONFLICT (chat_id, user_id) DO UPDATE SET games = games + excluded.games, "
                "wins = wins + excluded.wins, points = points + excluded.points",
                (new_chat_id, old_chat_id),
            )
            db.execute("DELETE FROM stats WHERE chat_id = ?", (old_chat_id,))
            db.execute(
                "INSERT INTO kind_stats (chat_id, kind, user_id, name, games, wins, points) "
                "SELECT ?, kind, user_id, name, games, wins, points FROM kind_stats WHERE chat_id = ? "
                "ON CONFLICT (chat_id, kind, user_id) DO UPDATE SET games = games + excluded.games, "
                "wins = wins + excluded.wins, points = points + excluded.points",
                (new_chat_id, old_chat_id),
            )
            db.execute("DELETE FROM kind_stats WHERE chat_id = ?", (old_chat_id,))
            return None
        await self._tx(work)

    # -- the whole database (`arbiter db copy`) ---------------------------------------------------

    async def table_count(self, table: str) -> int:
        TABLES[table]
        rows = await self._fetchall(f"SELECT COUNT(*) FROM {table}")
        return int(rows[0][0])

    async def table_rows(self, table: str, *, after: int, limit: int) -> list[tuple[Any, ...]]:
        columns, key = TABLES[table]
        rows = await self._fetchall(
            f"SELECT {', '.join(columns)} FROM {table} ORDER BY {key} LIMIT ? OFFSET ?", (limit, after))
        return [tuple(row) for row in rows]

    async def insert_rows(self, table: str, rows: Sequence[tuple[Any, ...]]) -> None:
        columns, _ = TABLES[table]
        flags = [i for i, c in enumerate(columns) if c in BOOL_COLUMNS]
        converted = [tuple(int(v) if i in flags and v is not None else v for i, v in enumerate(row))
                     for row in rows]
        sql = f"INSERT INTO {table} ({', '.join(columns)}) VALUES ({', '.join('?' for _ in columns)})"
        await self._tx(lambda db: run_only(db.executemany(sql, converted)))

    async def finish_copy(self) -> None:
        """Nothing to do: an AUTOINCREMENT table's counter follows the largest id inserted."""

    async def clear_tables(self) -> None:
        def work(db: sqlite3.Connection) -> None:
            for table in reversed(TABLES):  # rows that refer to a game before the games
                db.execute(f"DELETE FROM {table}")

        await self._tx(work)
