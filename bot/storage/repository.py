"""The aiosqlite repository: every read and write of the bot's state.

One connection for the whole process. Several chats are served at once, so
each method takes `_lock` for the few statements it runs: a transaction of one
chat must never interleave with the writes of another on the shared connection.
"""

from __future__ import annotations

import asyncio
import json
from collections.abc import AsyncIterator, Iterable, Mapping
from contextlib import asynccontextmanager
from pathlib import Path
from typing import Any

import aiosqlite

from bot.storage.migrations import MIGRATIONS, SCHEMA_VERSION
from bot.storage.records import ChatRecord, GameRecord, GameStatus, PollRecord, StatsRow, TimerRecord
from engines.core import Player

_GAME_COLUMNS = (
    "id, kind, chat_id, thread_id, status, creator_id, players, settings, seed, state, version, "
    "created_at, updated_at, started_at, messages"
)


def _dumps(value: Any) -> str:
    return json.dumps(value, ensure_ascii=False, separators=(",", ":"))


def _game(row: aiosqlite.Row | tuple[Any, ...]) -> GameRecord:
    (gid, kind, chat_id, thread_id, status, creator, players, settings, seed, state, version,
     created, updated, started, messages) = tuple(row)
    return GameRecord(
        id=gid,
        kind=kind,
        chat_id=chat_id,
        thread_id=thread_id,
        status=GameStatus(status),
        creator_id=creator,
        players=[Player.from_json(p) for p in json.loads(players)],
        settings=json.loads(settings),
        seed=seed,
        state=json.loads(state) if state is not None else None,
        version=version,
        created_at=created,
        updated_at=updated,
        started_at=started,
        messages={k: int(v) for k, v in json.loads(messages).items()},
    )


class Repository:
    def __init__(self, path: Path | str) -> None:
        self.path = path
        self._connection: aiosqlite.Connection | None = None
        self._lock = asyncio.Lock()

    @classmethod
    async def open(cls, path: Path | str) -> Repository:
        repo = cls(path)
        await repo.connect()
        return repo

    async def connect(self) -> None:
        """Open (creating the file and its folder) and migrate the database."""
        if str(self.path) != ":memory:":
            Path(self.path).parent.mkdir(parents=True, exist_ok=True)
        self._connection = await aiosqlite.connect(str(self.path), isolation_level=None)
        await self._prepare()

    @property
    def _db(self) -> aiosqlite.Connection:
        if self._connection is None:
            raise RuntimeError("the repository is not connected")
        return self._connection

    async def _prepare(self) -> None:
        await self._db.execute("PRAGMA journal_mode=WAL")
        await self._db.execute("PRAGMA foreign_keys=ON")
        await self._db.execute("PRAGMA synchronous=NORMAL")
        await self.migrate()

    async def migrate(self) -> None:
        async with self._lock:
            version = await self._user_version()
            if version > SCHEMA_VERSION:
                raise RuntimeError(
                    f"database schema {version} is newer than this bot ({SCHEMA_VERSION}); upgrade the bot"
                )
            for target in range(version, SCHEMA_VERSION):
                # executescript commits on its own, so each step bumps user_version inside its script.
                await self._db.executescript(
                    f"BEGIN;\n{MIGRATIONS[target]}\nPRAGMA user_version = {target + 1};\nCOMMIT;"
                )

    async def _user_version(self) -> int:
        async with self._db.execute("PRAGMA user_version") as cursor:
            row = await cursor.fetchone()
        return int(row[0]) if row else 0

    async def schema_version(self) -> int:
        async with self._lock:
            return await self._user_version()

    async def close(self) -> None:
        if self._connection is not None:
            await self._connection.close()
            self._connection = None

    @asynccontextmanager
    async def _transaction(self) -> AsyncIterator[aiosqlite.Connection]:
        async with self._lock:
            await self._db.execute("BEGIN IMMEDIATE")
            try:
                yield self._db
            except BaseException:
                await self._db.execute("ROLLBACK")
                raise
            await self._db.execute("COMMIT")

    async def _fetchall(self, sql: str, params: Iterable[Any] = ()) -> list[Any]:
        async with self._lock, self._db.execute(sql, tuple(params)) as cursor:
            return list(await cursor.fetchall())

    # -- chats -----------------------------------------------------------------------------------

    async def chat(self, chat_id: int) -> ChatRecord:
        rows = await self._fetchall(
            "SELECT chat_id, locale, settings FROM chats WHERE chat_id = ?", (chat_id,)
        )
        if not rows:
            return ChatRecord(chat_id=chat_id, locale=None, settings={})
        return ChatRecord(chat_id=rows[0][0], locale=rows[0][1], settings=json.loads(rows[0][2]))

    async def save_chat(self, chat: ChatRecord, now: float) -> None:
        async with self._transaction() as db:
            await db.execute(
                "INSERT INTO chats (chat_id, locale, settings, updated_at) VALUES (?, ?, ?, ?) "
                "ON CONFLICT (chat_id) DO UPDATE SET locale = excluded.locale, "
                "settings = excluded.settings, updated_at = excluded.updated_at",
                (chat.chat_id, chat.locale, _dumps(chat.settings), now),
            )

    # -- games -----------------------------------------------------------------------------------

    async def create_game(
        self,
        *,
        kind: str,
        chat_id: int,
        thread_id: int,
        creator: Player,
        settings: Mapping[str, Any],
        seed: int,
        now: float,
    ) -> GameRecord:
        async with self._transaction() as db:
            cursor = await db.execute(
                "INSERT INTO games (kind, chat_id, thread_id, status, creator_id, players, settings, seed, "
                "created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                (kind, chat_id, thread_id, GameStatus.LOBBY.value, creator.id, _dumps([creator.to_json()]),
                 _dumps(dict(settings)), seed, now, now),
            )
            game_id = cursor.lastrowid
        assert game_id is not None
        return GameRecord(
            id=game_id, kind=kind, chat_id=chat_id, thread_id=thread_id, status=GameStatus.LOBBY,
            creator_id=creator.id, players=[creator], settings=dict(settings), seed=seed, state=None,
            version=0, created_at=now, updated_at=now,
        )

    async def save_lobby(
        self, game_id: int, players: list[Player], now: float, *, creator_id: int | None = None
    ) -> None:
        async with self._transaction() as db:
            await db.execute(
                "UPDATE games SET players = ?, updated_at = ?, creator_id = COALESCE(?, creator_id) "
                "WHERE id = ?",
                (_dumps([p.to_json() for p in players]), now, creator_id, game_id),
            )

    async def start_game(
        self,
        game_id: int,
        players: list[Player],
        state: dict[str, Any],
        timers: Mapping[str, float],
        now: float,
    ) -> None:
        """The lobby became a game: its first state (version 0, empty journal) and its timers."""
        async with self._transaction() as db:
            await db.execute(
                "UPDATE games SET status = ?, players = ?, state = ?, version = 0, started_at = ?, "
                "updated_at = ? WHERE id = ?",
                (GameStatus.RUNNING.value, _dumps([p.to_json() for p in players]), _dumps(state), now, now,
                 game_id),
            )
            await self._replace_timers(db, game_id, timers)

    async def record_command(
        self,
        game_id: int,
        *,
        version: int,
        command: Mapping[str, Any],
        state: dict[str, Any],
        status: GameStatus,
        timers: Mapping[str, float],
        now: float,
    ) -> None:
        """One accepted command: its journal row, the new state and the timers, in one transaction."""
        async with self._transaction() as db:
            await db.execute(
                "INSERT INTO journal (game_id, seq, command, at) VALUES (?, ?, ?, ?)",
                (game_id, version, _dumps(dict(command)), now),
            )
            cursor = await db.execute(
                "UPDATE games SET state = ?, version = ?, status = ?, updated_at = ? "
                "WHERE id = ? AND version = ?",
                (_dumps(state), version, status.value, now, game_id, version - 1),
            )
            if cursor.rowcount != 1:
                raise RuntimeError(f"game {game_id}: version {version - 1} is not the stored one")
            await self._replace_timers(db, game_id, timers)

    async def set_status(self, game_id: int, status: GameStatus, now: float) -> None:
        async with self._transaction() as db:
            await db.execute(
                "UPDATE games SET status = ?, updated_at = ? WHERE id = ?", (status.value, now, game_id)
            )
            if not status.is_live:
                await db.execute("DELETE FROM timers WHERE game_id = ?", (game_id,))
                await db.execute("UPDATE polls SET open = 0 WHERE game_id = ?", (game_id,))

    async def save_game_settings(self, game_id: int, settings: Mapping[str, Any]) -> None:
        async with self._transaction() as db:
            await db.execute("UPDATE games SET settings = ? WHERE id = ?", (_dumps(dict(settings)), game_id))

    async def save_messages(self, game_id: int, messages: Mapping[str, int]) -> None:
        async with self._transaction() as db:
            await db.execute("UPDATE games SET messages = ? WHERE id = ?", (_dumps(dict(messages)), game_id))

    async def set_timer(self, game_id: int, key: str, due: float | None) -> None:
        async with self._transaction() as db:
            await db.execute("DELETE FROM timers WHERE game_id = ? AND key = ?", (game_id, key))
            if due is not None:
                await db.execute(
                    "INSERT INTO timers (game_id, key, due) VALUES (?, ?, ?)", (game_id, key, due)
                )

    @staticmethod
    async def _replace_timers(db: aiosqlite.Connection, game_id: int, timers: Mapping[str, float]) -> None:
        await db.execute("DELETE FROM timers WHERE game_id = ?", (game_id,))
        await db.executemany(
            "INSERT INTO timers (game_id, key, due) VALUES (?, ?, ?)",
            [(game_id, key, due) for key, due in timers.items()],
        )

    async def game(self, game_id: int) -> GameRecord | None:
        rows = await self._fetchall(f"SELECT {_GAME_COLUMNS} FROM games WHERE id = ?", (game_id,))
        return _game(rows[0]) if rows else None

    async def games(self, *, chat_id: int | None = None, status: str | None = None) -> list[GameRecord]:
        where: list[str] = []
        params: list[Any] = []
        if chat_id is not None:
            where.append("chat_id = ?")
            params.append(chat_id)
        if status is not None:
            where.append("status = ?")
            params.append(status)
        sql = f"SELECT {_GAME_COLUMNS} FROM games"
        if where:
            sql += " WHERE " + " AND ".join(where)
        return [_game(row) for row in await self._fetchall(sql + " ORDER BY id", params)]

    async def live_games(self) -> list[GameRecord]:
        rows = await self._fetchall(
            f"SELECT {_GAME_COLUMNS} FROM games WHERE status IN (?, ?) ORDER BY id",
            (GameStatus.LOBBY.value, GameStatus.RUNNING.value),
        )
        return [_game(row) for row in rows]

    async def journal(self, game_id: int) -> list[tuple[int, dict[str, Any], float]]:
        rows = await self._fetchall(
            "SELECT seq, command, at FROM journal WHERE game_id = ? ORDER BY seq", (game_id,)
        )
        return [(seq, json.loads(command), at) for seq, command, at in rows]

    async def timers(self) -> list[TimerRecord]:
        rows = await self._fetchall("SELECT game_id, key, due FROM timers ORDER BY due")
        return [TimerRecord(game_id=g, key=k, due=d) for g, k, d in rows]

    # -- polls -----------------------------------------------------------------------------------

    async def add_poll(self, poll: PollRecord) -> None:
        async with self._transaction() as db:
            await db.execute(
                "INSERT OR REPLACE INTO polls (poll_id, chat_id, game_id, vote_id, message_id, open) "
                "VALUES (?, ?, ?, ?, ?, ?)",
                (poll.poll_id, poll.chat_id, poll.game_id, poll.vote_id, poll.message_id, int(poll.open)),
            )

    async def close_poll(self, poll_id: str) -> None:
        async with self._transaction() as db:
            await db.execute("UPDATE polls SET open = 0 WHERE poll_id = ?", (poll_id,))

    async def open_polls(self) -> list[PollRecord]:
        rows = await self._fetchall(
            "SELECT poll_id, chat_id, game_id, vote_id, message_id, open FROM polls WHERE open = 1"
        )
        return [PollRecord(p, c, g, v, m, bool(o)) for p, c, g, v, m, o in rows]

    # -- stats -----------------------------------------------------------------------------------

    async def add_results(self, chat_id: int, results: Iterable[tuple[Player, int, bool]]) -> None:
        """A finished game's (player, points, won) rows added to the chat's leaderboard."""
        async with self._transaction() as db:
            await db.executemany(
                "INSERT INTO stats (chat_id, user_id, name, games, wins, points) VALUES (?, ?, ?, 1, ?, ?) "
                "ON CONFLICT (chat_id, user_id) DO UPDATE SET name = excluded.name, games = games + 1, "
                "wins = wins + excluded.wins, points = points + excluded.points",
                [(chat_id, p.id, p.name, int(won), points) for p, points, won in results],
            )

    async def leaderboard(self, chat_id: int, limit: int = 10) -> list[StatsRow]:
        rows = await self._fetchall(
            "SELECT user_id, name, games, wins, points FROM stats WHERE chat_id = ? "
            "ORDER BY wins DESC, points DESC, games ASC LIMIT ?",
            (chat_id, limit),
        )
        return [StatsRow(*row) for row in rows]

    # -- chat migration --------------------------------------------------------------------------

    async def move_chat(self, old_chat_id: int, new_chat_id: int, now: float) -> None:
        """A group became a supergroup: its settings, games, polls and stats move to the new id."""
        async with self._transaction() as db:
            await db.execute(
                "INSERT OR IGNORE INTO chats (chat_id, locale, settings, updated_at) "
                "SELECT ?, locale, settings, ? FROM chats WHERE chat_id = ?",
                (new_chat_id, now, old_chat_id),
            )
            await db.execute("UPDATE games SET chat_id = ? WHERE chat_id = ?", (new_chat_id, old_chat_id))
            await db.execute("UPDATE polls SET chat_id = ? WHERE chat_id = ?", (new_chat_id, old_chat_id))
            # The new chat may already have stats rows (rare): fold the old ones in.
            await db.execute(
                "INSERT INTO stats (chat_id, user_id, name, games, wins, points) "
                "SELECT ?, user_id, name, games, wins, points FROM stats WHERE chat_id = ? "
                "ON CONFLICT (chat_id, user_id) DO UPDATE SET games = games + excluded.games, "
                "wins = wins + excluded.wins, points = points + excluded.points",
                (new_chat_id, old_chat_id),
            )
            await db.execute("DELETE FROM stats WHERE chat_id = ?", (old_chat_id,))
