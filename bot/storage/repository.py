"""The aiosqlite repository: every read and write of the bot's state.

One connection for the whole process, and one worker thread (aiosqlite's): each method is one
function run there — a whole transaction in one hop of the event loop, however many statements it
has. The thread runs one function at a time, so transactions of different chats never interleave,
and no chat waits on a lock held across another chat's awaited statements.
"""

from __future__ import annotations

import hashlib
import json
import sqlite3
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any, TypeVar

import aiosqlite

from bot.storage.migrations import MIGRATIONS, SCHEMA_VERSION
from bot.storage.records import ChatRecord, GameRecord, GameStatus, PollRecord, StatsRow, TimerRecord
from engines.core import Player

T = TypeVar("T")

_GAME_COLUMNS = (
    "id, kind, chat_id, thread_id, status, creator_id, players, settings, seed, state, version, "
    "created_at, updated_at, started_at, messages, content_digest, format, state_version"
)


@dataclass(frozen=True, slots=True)
class Results:
    """A finished game's (player, points, won) rows for the chat's leaderboards."""

    chat_id: int
    kind: str
    rows: tuple[tuple[Player, int, bool], ...]
    overall_points: bool = True  # False: a game of penalties adds no points to the overall rating


def _add_results(db: sqlite3.Connection, results: Results) -> None:
    rows = [(results.chat_id, p.id, p.name, int(won), points) for p, points, won in results.rows]
    overall = rows if results.overall_points else [(c, u, n, w, 0) for c, u, n, w, _ in rows]
    db.executemany(
        "INSERT INTO stats (chat_id, user_id, name, games, wins, points) VALUES (?, ?, ?, 1, ?, ?) "
        "ON CONFLICT (chat_id, user_id) DO UPDATE SET name = excluded.name, games = games + 1, "
        "wins = wins + excluded.wins, points = points + excluded.points",
        overall,
    )
    if results.kind:
        db.executemany(
            "INSERT INTO kind_stats (chat_id, kind, user_id, name, games, wins, points) "
            "VALUES (?, ?, ?, ?, 1, ?, ?) "
            "ON CONFLICT (chat_id, kind, user_id) DO UPDATE SET name = excluded.name, "
            "games = games + 1, wins = wins + excluded.wins, points = points + excluded.points",
            [(c, results.kind, u, n, w, p) for c, u, n, w, p in rows],
        )


def _outbox_add(db: sqlite3.Connection, game_id: int, actions: Sequence[Mapping[str, Any]],
                now: float) -> int | None:
    if not actions:
        return None
    cursor = db.execute("INSERT INTO outbox (game_id, actions, created_at) VALUES (?, ?, ?)",
                        (game_id, _dumps([dict(a) for a in actions]), now))
    return cursor.lastrowid


def _inbox_done(db: sqlite3.Connection, update_ids: Sequence[int]) -> None:
    db.executemany("UPDATE inbox SET done = 1 WHERE update_id = ?", [(u,) for u in update_ids])


def _run_only(cursor: sqlite3.Cursor) -> None:
    """Close a statement's cursor in the database thread: a cursor handed back to the event loop is
    finalized there later, while the thread may be using the connection ("API misuse")."""
    cursor.close()


def _user_version(db: sqlite3.Connection) -> int:
    row = db.execute("PRAGMA user_version").fetchone()
    return int(row[0]) if row else 0


def _dumps(value: Any) -> str:
    return json.dumps(value, ensure_ascii=False, separators=(",", ":"))


def _game(row: aiosqlite.Row | tuple[Any, ...]) -> GameRecord:
    (gid, kind, chat_id, thread_id, status, creator, players, settings, seed, state, version,
     created, updated, started, messages, content_digest, fmt, state_version) = tuple(row)
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
        content_digest=content_digest,
        format=fmt,
        state_version=state_version,
    )


class Repository:
    def __init__(self, path: Path | str) -> None:
        self.path = path
        self._connection: aiosqlite.Connection | None = None
        self.round_trips = 0  # hops to the database thread (one per method call: tests count them)

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
        def pragmas(db: sqlite3.Connection) -> None:
            db.execute("PRAGMA journal_mode=WAL")
            db.execute("PRAGMA foreign_keys=ON")
            db.execute("PRAGMA synchronous=NORMAL")

        await self._run(pragmas)
        await self.migrate()

    async def migrate(self) -> None:
        def work(db: sqlite3.Connection) -> None:
            version = _user_version(db)
            if version > SCHEMA_VERSION:
                raise RuntimeError(
                    f"database schema {version} is newer than this bot ({SCHEMA_VERSION}); upgrade the bot"
                )
            for target in range(version, SCHEMA_VERSION):
                # executescript commits on its own, so each step bumps user_version inside its script.
                step = f"BEGIN;\n{MIGRATIONS[target]}\nPRAGMA user_version = {target + 1};\nCOMMIT;"
                db.executescript(step)

        await self._run(work)

    async def schema_version(self) -> int:
        return await self._run(_user_version)

    async def close(self) -> None:
        if self._connection is not None:
            await self._connection.close()
            self._connection = None

    async def _run(self, work: Callable[[sqlite3.Connection], T]) -> T:
        """Run `work` on the connection in aiosqlite's own worker thread: one hop of the event loop
        however many statements it runs. The thread runs one function at a time, so no transaction
        can interleave with another's statements and no lock is needed (a lock held across several
        awaited statements made every chat wait for every other chat's commits)."""
        self.round_trips += 1
        connection = self._db._conn
        result: T = await self._db._execute(work, connection)  # type: ignore[no-untyped-call]
        return result

    async def _tx(self, work: Callable[[sqlite3.Connection], T]) -> T:
        """`work` in one transaction (committed, or rolled back when it raises), in one hop."""

        def transaction(db: sqlite3.Connection) -> T:
            db.execute("BEGIN IMMEDIATE")
            try:
                result = work(db)
            except BaseException:
                db.execute("ROLLBACK")
                raise
            db.execute("COMMIT")
            return result

        return await self._run(transaction)

    async def _fetchall(self, sql: str, params: Iterable[Any] = ()) -> list[Any]:
        args = tuple(params)
        return await self._run(lambda db: list(db.execute(sql, args).fetchall()))

    # -- chats -----------------------------------------------------------------------------------

    async def chat(self, chat_id: int) -> ChatRecord:
        rows = await self._fetchall(
            "SELECT chat_id, locale, settings FROM chats WHERE chat_id = ?", (chat_id,)
        )
        if not rows:
            return ChatRecord(chat_id=chat_id, locale=None, settings={})
        return ChatRecord(chat_id=rows[0][0], locale=rows[0][1], settings=json.loads(rows[0][2]))

    async def save_chat(self, chat: ChatRecord, now: float) -> None:
        def work(db: sqlite3.Connection) -> Any:
            db.execute(
                "INSERT INTO chats (chat_id, locale, settings, updated_at) VALUES (?, ?, ?, ?) "
                "ON CONFLICT (chat_id) DO UPDATE SET locale = excluded.locale, "
                "settings = excluded.settings, updated_at = excluded.updated_at",
                (chat.chat_id, chat.locale, _dumps(chat.settings), now),
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
        settings: Mapping[str, Any],
        seed: int,
        now: float,
    ) -> GameRecord:
        def work(db: sqlite3.Connection) -> Any:
            cursor = db.execute(
                "INSERT INTO games (kind, chat_id, thread_id, status, creator_id, players, settings, seed, "
                "created_at, updated_at, format) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 2)",
                (kind, chat_id, thread_id, GameStatus.LOBBY.value, creator.id, _dumps([creator.to_json()]),
                 _dumps(dict(settings)), seed, now, now),
            )
            return cursor.lastrowid

        game_id: int | None = await self._tx(work)
        assert game_id is not None
        return GameRecord(
            id=game_id, kind=kind, chat_id=chat_id, thread_id=thread_id, status=GameStatus.LOBBY,
            creator_id=creator.id, players=[creator], settings=dict(settings), seed=seed, state=None,
            version=0, created_at=now, updated_at=now,
        )

    async def save_lobby(
        self, game_id: int, players: list[Player], now: float, *, creator_id: int | None = None
    ) -> None:
        def work(db: sqlite3.Connection) -> Any:
            db.execute(
                "UPDATE games SET players = ?, updated_at = ?, creator_id = COALESCE(?, creator_id) "
                "WHERE id = ?",
                (_dumps([p.to_json() for p in players]), now, creator_id, game_id),
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
        settings: Mapping[str, Any],
        outbox: Sequence[Mapping[str, Any]] = (),
    ) -> tuple[str, int | None]:
        """The lobby became a game: its content (stored once per digest), first state (version 0,
        empty journal), settings, timers and what the start must say. Returns the content's digest
        and the outbox batch id."""
        data = _dumps(dict(content))
        digest = hashlib.sha256(data.encode()).hexdigest()[:32]
        def work(db: sqlite3.Connection) -> Any:
            db.execute("INSERT OR IGNORE INTO contents (digest, data) VALUES (?, ?)", (digest, data))
            db.execute(
                "UPDATE games SET status = ?, players = ?, state = ?, version = 0, state_version = 0, "
                "started_at = ?, updated_at = ?, content_digest = ?, settings = ?, format = 2 WHERE id = ?",
                (GameStatus.RUNNING.value, _dumps([p.to_json() for p in players]), _dumps(dict(state)), now,
                 now, digest, _dumps(dict(settings)), game_id),
            )
            self._replace_timers(db, game_id, timers)
            return _outbox_add(db, game_id, outbox, now)

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
                (game_id, version, _dumps(dict(command)), now),
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
                    (_dumps(dict(state)), version, version, status.value, now, game_id, version - 1),
                )
            if cursor.rowcount != 1:
                raise RuntimeError(f"game {game_id}: version {version - 1} is not the stored one")
            self._replace_timers(db, game_id, timers)
            if not status.is_live:
                db.execute("UPDATE polls SET open = 0 WHERE game_id = ?", (game_id,))
            if update_id is not None:
                _inbox_done(db, (update_id,))
            if results is not None:
                _add_results(db, results)
            return _outbox_add(db, game_id, outbox, now)

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
            return _outbox_add(db, game_id, outbox, now)

        return await self._tx(work)

    # -- the outbox: what committed commands must still say --------------------------------------

    async def outbox_done(self, batch_id: int) -> None:
        await self._run(lambda db: _run_only(db.execute("DELETE FROM outbox WHERE id = ?", (batch_id,))))

    async def outbox_said(self, batch_id: int, index: int) -> None:
        """Telegram has answered the batch's action `index`: a restart will not say it again."""
        await self._run(lambda db: _run_only(db.execute(
            "UPDATE outbox SET said = json_insert(said, '$[#]', ?) WHERE id = ?", (index, batch_id))))

    async def outbox_pending(self) -> list[tuple[int, int, list[dict[str, Any]]]]:
        """(batch id, game id, actions) of every batch not yet confirmed sent, oldest first; each
        action as {"index": its place in the batch, "action": it}, those already answered left out."""
        rows = await self._fetchall("SELECT id, game_id, actions, said FROM outbox ORDER BY id")
        pending = []
        for batch, game, actions, said in rows:
            answered = set(json.loads(said))
            pending.append((batch, game, [{"index": i, "action": a} for i, a in enumerate(json.loads(actions))
                                          if i not in answered]))
        return pending

    # -- the inbox: what Telegram handed us ------------------------------------------------------

    async def inbox_add(self, updates: Sequence[tuple[int, str]], now: float) -> None:
        """Updates received (before Telegram is told so by the next offset); a repeat is ignored."""
        await self._tx(lambda db: _run_only(db.executemany(
            "INSERT OR IGNORE INTO inbox (update_id, data, received_at) VALUES (?, ?, ?)",
            [(update_id, data, now) for update_id, data in updates],
        )))

    async def inbox_done(self, update_ids: Iterable[int]) -> None:
        ids = tuple(update_ids)
        if ids:
            await self._tx(lambda db: _inbox_done(db, ids))

    async def inbox_unfinished(self) -> list[tuple[int, str]]:
        """Updates received and never handled to the end (a crash came between), oldest first."""
        rows = await self._fetchall("SELECT update_id, data FROM inbox WHERE done = 0 ORDER BY update_id")
        return [(int(u), str(d)) for u, d in rows]

    async def inbox_next_offset(self) -> int | None:
        rows = await self._fetchall("SELECT MAX(update_id) FROM inbox")
        return int(rows[0][0]) + 1 if rows and rows[0][0] is not None else None

    async def inbox_forget(self, keep: int = 1000) -> None:
        """Drop handled updates but the newest `keep` (the offset needs only the newest)."""
        await self._run(lambda db: _run_only(db.execute(
            "DELETE FROM inbox WHERE done = 1 AND update_id < (SELECT MAX(update_id) FROM inbox) - ?",
            (keep,),
        )))

    async def save_game_settings(self, game_id: int, settings: Mapping[str, Any]) -> None:
        def work(db: sqlite3.Connection) -> Any:
            db.execute("UPDATE games SET settings = ? WHERE id = ?", (_dumps(dict(settings)), game_id))
            return None
        await self._tx(work)

    async def save_messages(self, game_id: int, messages: Mapping[str, int]) -> None:
        def work(db: sqlite3.Connection) -> Any:
            db.execute("UPDATE games SET messages = ? WHERE id = ?", (_dumps(dict(messages)), game_id))
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

    # -- polls -----------------------------------------------------------------------------------

    async def add_poll(self, poll: PollRecord) -> None:
        def work(db: sqlite3.Connection) -> Any:
            db.execute(
                "INSERT OR REPLACE INTO polls (poll_id, chat_id, game_id, vote_id, message_id, open) "
                "VALUES (?, ?, ?, ?, ?, ?)",
                (poll.poll_id, poll.chat_id, poll.game_id, poll.vote_id, poll.message_id, int(poll.open)),
            )
            return None
        await self._tx(work)

    async def close_poll(self, poll_id: str) -> None:
        def work(db: sqlite3.Connection) -> Any:
            db.execute("UPDATE polls SET open = 0 WHERE poll_id = ?", (poll_id,))
            return None
        await self._tx(work)

    async def open_polls(self) -> list[PollRecord]:
        rows = await self._fetchall(
            "SELECT poll_id, chat_id, game_id, vote_id, message_id, open FROM polls WHERE open = 1"
        )
        return [PollRecord(p, c, g, v, m, bool(o)) for p, c, g, v, m, o in rows]

    # -- stats -----------------------------------------------------------------------------------

    async def add_results(self, chat_id: int, results: Iterable[tuple[Player, int, bool]], *,
                          kind: str = "", overall_points: bool = True) -> None:
        """A finished game's (player, points, won) rows added to the chat's leaderboard (and to the
        leaderboard of its kind: a series of one game, such as Нет слов's penalty points).

        `overall_points=False` (a game of penalties) counts its wins and games in the chat's overall
        rating but not its points: a penalty is not a point won."""
        done = Results(chat_id, kind, tuple(results), overall_points=overall_points)
        await self._tx(lambda db: _add_results(db, done))

    async def kind_leaderboard(self, chat_id: int, kind: str, *, lowest_first: bool = False,
                               limit: int = 10) -> list[StatsRow]:
        order = "points ASC, wins DESC" if lowest_first else "wins DESC, points DESC"
        rows = await self._fetchall(
            "SELECT user_id, name, games, wins, points FROM kind_stats WHERE chat_id = ? AND kind = ? "
            f"ORDER BY {order}, games ASC LIMIT ?",
            (chat_id, kind, limit),
        )
        return [StatsRow(*row) for row in rows]

    # -- pictures --------------------------------------------------------------------------------

    async def picture_file_id(self, digest: str) -> str | None:
        rows = await self._fetchall("SELECT file_id FROM pictures WHERE digest = ?", (digest,))
        return str(rows[0][0]) if rows else None

    async def save_picture(self, digest: str, file_id: str) -> None:
        def work(db: sqlite3.Connection) -> Any:
            db.execute("INSERT OR REPLACE INTO pictures (digest, file_id) VALUES (?, ?)",
                             (digest, file_id))
            return None
        await self._tx(work)

    # -- games stored by the first seam ----------------------------------------------------------

    async def legacy_games(self) -> list[GameRecord]:
        """Started games stored in format 1 (upgraded once, at start: bot/storage/legacy.py)."""
        rows = await self._fetchall(
            f"SELECT {_GAME_COLUMNS} FROM games WHERE format = 1 AND state IS NOT NULL ORDER BY id"
        )
        return [_game(row) for row in rows]

    async def upgrade_game(self, game_id: int, *, journal: list[dict[str, Any]],
                           state: Mapping[str, Any] | None, settings: Mapping[str, Any],
                           content: Mapping[str, Any] | None,
                           status: GameStatus | None = None) -> None:
        """Rewrite a format-1 game as format 2 (its journal rows in today's commands), in one transaction."""
        def work(db: sqlite3.Connection) -> Any:
            digest = None
            if content is not None:
                data = _dumps(dict(content))
                digest = hashlib.sha256(data.encode()).hexdigest()[:32]
                db.execute("INSERT OR IGNORE INTO contents (digest, data) VALUES (?, ?)",
                                 (digest, data))
            for seq, command in enumerate(journal, start=1):
                db.execute("UPDATE journal SET command = ? WHERE game_id = ? AND seq = ?",
                                 (_dumps(command), game_id, seq))
            db.execute(
                "UPDATE games SET state = COALESCE(?, state), state_version = version, settings = ?, "
                "content_digest = ?, format = 2, status = COALESCE(?, status) WHERE id = ?",
                (_dumps(dict(state)) if state is not None else None, _dumps(dict(settings)), digest,
                 status.value if status is not None else None, game_id),
            )
            if status is not None and not status.is_live:
                db.execute("DELETE FROM timers WHERE game_id = ?", (game_id,))
            return None
        await self._tx(work)

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
