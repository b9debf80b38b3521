"""The PostgreSQL repository: the storage contract (`bot/storage/contract.py`) on asyncpg — the chats,
the games with their journals and timers here; the queues and tallies in its bases."""

from __future__ import annotations

import hashlib
import json
from collections.abc import Mapping, Sequence
from typing import Any

from bot.storage.contract import BOOL_COLUMNS, JSON_COLUMNS, TABLES, Journal
from bot.storage.postgres.commands import BATCH_SQL, CommandWrite, batch_args, command_answer, rounds
from bot.storage.postgres.queues import PgQueues, outbox_add
from bot.storage.postgres.tallies import PgTallies
from bot.storage.postgres.together import Together
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
from bot.storage.shards import home_shard_sql
from engines.core import Player

__all__ = ["PostgresRepository"]

# Identity columns whose sequence must pass the copied ids (`finish_copy`).
_IDENTITIES = ("games", "outbox", "dead_letters")


async def _replace_timers(db: Any, game_id: int, timers: Mapping[str, float]) -> None:
    await db.execute("DELETE FROM timers WHERE game_id = $1", game_id)
    if timers:
        await db.executemany("INSERT INTO timers (game_id, key, due) VALUES ($1, $2, $3)",
                             [(game_id, key, float(due)) for key, due in timers.items()])


def _digest(content: Mapping[str, Any]) -> tuple[str, str]:
    data = dumps(dict(content))
    return hashlib.sha256(data.encode()).hexdigest()[:32], data


def command_statement(game_id: int, *, version: int, command: Mapping[str, Any],
                      state: Mapping[str, Any] | None, status: GameStatus, timers: Mapping[str, float],
                      now: float, update_id: int | None, outbox: Sequence[Mapping[str, Any]],
                      results: Results | None, fence: str | None = None) -> tuple[str, list[Any]]:
    """`record_command`'s writes as one statement of data-modifying CTEs (and its arguments). With
    `fence` (a worker's id) nothing is written unless that worker owns the game's shard."""
    args: list[Any] = [game_id, version, dumps(dict(command)), now, status.value,
                       list(timers), [float(due) for due in timers.values()]]

    def arg(value: Any) -> str:
        args.append(value)
        return f"${len(args)}"

    snapshot = f", state = {arg(dumps(dict(state)))}::json, state_version = $2" if state is not None else ""
    owned = "TRUE"
    if fence is not None:
        owned = (f"EXISTS (SELECT 1 FROM shard_owners o WHERE o.worker = {arg(fence)} "
                 f"AND o.shard = {home_shard_sql('games.chat_id')})")
    parts = [
        f"g AS (UPDATE games SET version = $2, status = $5, updated_at = $4{snapshot} "
        f"WHERE id = $1 AND version = $2 - 1 AND {owned} RETURNING id)",
        "j AS (INSERT INTO journal (game_id, seq, command, at) SELECT id, $2, $3::json, $4 FROM g)",
        "tk AS (DELETE FROM timers WHERE game_id IN (SELECT id FROM g) AND NOT (key = ANY($6::text[])))",
        "ti AS (INSERT INTO timers (game_id, key, due) SELECT g.id, t.k, t.d FROM g, "
        "unnest($6::text[], $7::float8[]) AS t(k, d) "
        "ON CONFLICT (game_id, key) DO UPDATE SET due = excluded.due)",
    ]
    if not status.is_live:
        parts.append("p AS (UPDATE polls SET open = FALSE WHERE game_id IN (SELECT id FROM g) AND open)")
    if update_id is not None:
        parts.append(f"u AS (UPDATE inbox SET done = TRUE WHERE update_id = {arg(update_id)} "
                     "AND EXISTS (SELECT 1 FROM g))")
    if results is not None and results.rows:
        chat = arg(results.chat_id)
        users = arg([p.id for p, _, _ in results.rows])
        names = arg([p.name for p, _, _ in results.rows])
        wins = arg([int(won) for _, _, won in results.rows])
        points = arg([points for _, points, _ in results.rows])
        overall = points if results.overall_points else arg([0 for _ in results.rows])
        rows = f"unnest({users}::bigint[], {names}::text[], {wins}::int[], {{}}::bigint[]) AS r(u, n, w, p)"
        parts.append(
            f"s AS (INSERT INTO stats AS s (chat_id, user_id, name, games, wins, points) "
            f"SELECT {chat}, r.u, r.n, 1, r.w, r.p FROM g, {rows.format(overall)} "
            "ON CONFLICT (chat_id, user_id) DO UPDATE SET name = excluded.name, games = s.games + 1, "
            "wins = s.wins + excluded.wins, points = s.points + excluded.points)")
        if results.kind:
            parts.append(
                f"ks AS (INSERT INTO kind_stats AS s (chat_id, kind, user_id, name, games, wins, points) "
                f"SELECT {chat}, {arg(results.kind)}, r.u, r.n, 1, r.w, r.p FROM g, {rows.format(points)} "
                "ON CONFLICT (chat_id, kind, user_id) DO UPDATE SET name = excluded.name, "
                "games = s.games + 1, wins = s.wins + excluded.wins, points = s.points + excluded.points)")
    batch = "NULL::bigint"
    if outbox:
        parts.append(f"o AS (INSERT INTO outbox (game_id, actions, created_at) "
                     f"SELECT id, {arg(dumps([dict(a) for a in outbox]))}::json, $4 FROM g RETURNING id)")
        batch = "(SELECT id FROM o)"
    owner = owned.replace("games.chat_id", "(SELECT chat_id FROM games WHERE id = $1)")
    return (f"WITH {', '.join(parts)} SELECT (SELECT count(*) FROM g) AS done, {batch} AS batch, "
            f"{owner} AS owned", args)


class PostgresRepository(PgQueues, PgTallies):
    """Every read and write of the bot's state, on a PostgreSQL server.

    `fence`, set by a worker of several (`bot/cluster/`), is that worker's id: a command and an
    update marked handled are then written only while the worker owns the chat's shard.
    """

    def __init__(self, dsn: str, *, pool_size: int = 10) -> None:
        super().__init__(dsn, pool_size=pool_size)
        # A status message's id is saved once it is posted: those posted together go in one statement.
        self._messages_saved: Together[tuple[int, str]] = Together(self._save_messages)
        # Commands of different games that meet on the way go in one statement (`commands.py`).
        self._commands: Together[CommandWrite] = Together(self._record_commands)

    # -- chats -----------------------------------------------------------------------------------

    async def chat(self, chat_id: int) -> ChatRecord:
        rows = await self._fetch("SELECT chat_id, locale, settings FROM chats WHERE chat_id = $1", chat_id)
        if not rows:
            return ChatRecord(chat_id=chat_id, locale=None)
        chat_id, locale, settings = rows[0]
        return ChatRecord(chat_id, locale, ChatSettings.from_json(json.loads(settings)))

    async def save_chat(self, chat: ChatRecord, now: float) -> None:
        await self._execute(
            "INSERT INTO chats (chat_id, locale, settings, updated_at) VALUES ($1, $2, $3, $4) "
            "ON CONFLICT (chat_id) DO UPDATE SET locale = excluded.locale, settings = excluded.settings, "
            "updated_at = excluded.updated_at",
            chat.chat_id, chat.locale, dumps(chat.settings.to_json()), now)

    async def move_chat(self, old_chat_id: int, new_chat_id: int, now: float) -> None:
        async def work(db: Any) -> None:
            await db.execute(
                "INSERT INTO chats (chat_id, locale, settings, updated_at) "
                "SELECT $1, locale, settings, $2 FROM chats WHERE chat_id = $3 ON CONFLICT DO NOTHING",
                new_chat_id, now, old_chat_id)
            await db.execute("UPDATE games SET chat_id = $1 WHERE chat_id = $2", new_chat_id, old_chat_id)
            await db.execute("UPDATE polls SET chat_id = $1 WHERE chat_id = $2", new_chat_id, old_chat_id)
            await db.execute(
                "INSERT INTO stats AS s (chat_id, user_id, name, games, wins, points) "
                "SELECT $1, user_id, name, games, wins, points FROM stats WHERE chat_id = $2 "
                "ON CONFLICT (chat_id, user_id) DO UPDATE SET games = s.games + excluded.games, "
                "wins = s.wins + excluded.wins, points = s.points + excluded.points",
                new_chat_id, old_chat_id)
            await db.execute("DELETE FROM stats WHERE chat_id = $1", old_chat_id)
            await db.execute(
                "INSERT INTO kind_stats AS s (chat_id, kind, user_id, name, games, wins, points) "
                "SELECT $1, kind, user_id, name, games, wins, points FROM kind_stats WHERE chat_id = $2 "
                "ON CONFLICT (chat_id, kind, user_id) DO UPDATE SET games = s.games + excluded.games, "
                "wins = s.wins + excluded.wins, points = s.points + excluded.points",
                new_chat_id, old_chat_id)
            await db.execute("DELETE FROM kind_stats WHERE chat_id = $1", old_chat_id)

        await self._tx(work)

    # -- games -----------------------------------------------------------------------------------

    async def create_game(self, *, kind: str, chat_id: int, thread_id: int, creator: Player,
                          settings: GameSettings, seed: int, now: float) -> GameRecord:
        game_id = await self._fetchval(
            "INSERT INTO games (kind, chat_id, thread_id, status, creator_id, players, settings, seed, "
            "created_at, updated_at, format) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $9, 2) RETURNING id",
            kind, chat_id, thread_id, GameStatus.LOBBY.value, creator.id, dumps([creator.to_json()]),
            dumps(settings.to_json()), seed, now)
        return GameRecord(
            id=int(game_id), kind=kind, chat_id=chat_id, thread_id=thread_id, status=GameStatus.LOBBY,
            creator_id=creator.id, players=[creator], settings=settings, seed=seed, state=None,
            version=0, created_at=now, updated_at=now)

    async def save_lobby(self, game_id: int, players: list[Player], now: float, *,
                         creator_id: int | None = None) -> None:
        await self._execute(
            "UPDATE games SET players = $1, updated_at = $2, creator_id = COALESCE($3, creator_id) "
            "WHERE id = $4",
            dumps([p.to_json() for p in players]), now, creator_id, game_id, game_id=game_id)

    async def start_game(self, game_id: int, players: list[Player], state: Mapping[str, Any],
                         timers: Mapping[str, float], now: float, *, content: Mapping[str, Any],
                         settings: GameSettings,
                         outbox: Sequence[Mapping[str, Any]] = ()) -> tuple[str, int | None]:
        digest, data = _digest(content)

        async def work(db: Any) -> int | None:
            await db.execute("INSERT INTO contents (digest, data) VALUES ($1, $2) ON CONFLICT DO NOTHING",
                             digest, data)
            await db.execute(
                "UPDATE games SET status = $1, players = $2, state = $3, version = 0, state_version = 0, "
                "started_at = $4, updated_at = $4, content_digest = $5, settings = $6, format = 2 "
                "WHERE id = $7",
                GameStatus.RUNNING.value, dumps([p.to_json() for p in players]), dumps(dict(state)), now,
                digest, dumps(settings.to_json()), game_id)
            await _replace_timers(db, game_id, timers)
            return await outbox_add(db, game_id, outbox, now)

        return digest, await self._tx(work, game_id=game_id)

    async def content(self, digest: str) -> dict[str, Any]:
        data = await self._fetchval("SELECT data FROM contents WHERE digest = $1", digest)
        if data is None:
            raise KeyError(f"no content {digest}")
        loaded: dict[str, Any] = json.loads(data)
        return loaded

    async def record_command(self, game_id: int, *, version: int, command: Mapping[str, Any],
                             state: Mapping[str, Any] | None, status: GameStatus,
                             timers: Mapping[str, float], now: float, update_id: int | None = None,
                             outbox: Sequence[Mapping[str, Any]] = (),
                             results: Results | None = None) -> int | None:
        """Atomic on its own: every part hangs on the games row the version check updated, so a stale
        version changes nothing and is refused. Commands of other games that meet it on the way share
        its statement (`commands.py`); one with results goes alone."""
        if results is not None and results.rows:
            sql, args = command_statement(game_id, version=version, command=command, state=state,
                                          status=status, timers=timers, now=now, update_id=update_id,
                                          outbox=outbox, results=results, fence=self.fence)
            row = await self._fetchrow(sql, *args, game_id=game_id)
            return command_answer(game_id, version, self.fence, row)
        write = CommandWrite(game_id=game_id, version=version, command=dumps(dict(command)), at=now,
                             status=status.value, live=status.is_live,
                             state=dumps(dict(state)) if state is not None else None, update_id=update_id,
                             outbox=dumps([dict(a) for a in outbox]) if outbox else None, timers=timers)
        self.round_trips += 1
        async with self._in_order(game_id):  # after the game's earlier writes, as every write
            await self._commands.add(write)
        if write.error is not None:
            raise write.error
        return command_answer(game_id, version, self.fence, write.answer)

    async def _record_commands(self, writes: list[CommandWrite]) -> None:
        for writes_once in rounds(writes):
            await self._record_round(writes_once)

    async def _record_round(self, writes: list[CommandWrite]) -> None:
        try:
            rows = await self._ready().fetch(BATCH_SQL, *batch_args(writes, self.fence))
        except Exception as error:
            if len(writes) == 1:
                writes[0].error = error
                return
            # One game's failure is its own: each goes again alone (the failed statement wrote nothing).
            for write in writes:
                await self._record_round([write])
            return
        answers = {row["id"]: row for row in rows}
        for write in writes:
            write.answer = answers.get(write.game_id)

    async def set_status(self, game_id: int, status: GameStatus, now: float, *,
                         outbox: Sequence[Mapping[str, Any]] = ()) -> int | None:
        async def work(db: Any) -> int | None:
            await db.execute("UPDATE games SET status = $1, updated_at = $2 WHERE id = $3",
                             status.value, now, game_id)
            if not status.is_live:
                await db.execute("DELETE FROM timers WHERE game_id = $1", game_id)
                await db.execute("UPDATE polls SET open = FALSE WHERE game_id = $1 AND open", game_id)
            return await outbox_add(db, game_id, outbox, now)

        return await self._tx(work, game_id=game_id)

    async def save_game_settings(self, game_id: int, settings: GameSettings) -> None:
        await self._execute("UPDATE games SET settings = $1 WHERE id = $2", dumps(settings.to_json()),
                            game_id, game_id=game_id)

    async def save_messages(self, game_id: int, messages: Mapping[str, int]) -> None:
        await self._messages_saved.add((game_id, dumps(dict(messages))))

    async def _save_messages(self, saves: list[tuple[int, str]]) -> None:
        # Nothing else writes `messages`, and the statements go one after another: a game's last save
        # in the batch is its newest.
        latest = dict(saves)
        await self._execute(
            "UPDATE games g SET messages = v.m::json FROM unnest($1::bigint[], $2::text[]) AS v(id, m) "
            "WHERE g.id = v.id", list(latest), list(latest.values()))

    async def set_timer(self, game_id: int, key: str, due: float | None) -> None:
        async def work(db: Any) -> None:
            await db.execute("DELETE FROM timers WHERE game_id = $1 AND key = $2", game_id, key)
            if due is not None:
                await db.execute("INSERT INTO timers (game_id, key, due) VALUES ($1, $2, $3)",
                                 game_id, key, float(due))

        await self._tx(work, game_id=game_id)

    async def game(self, game_id: int) -> GameRecord | None:
        rows = await self._fetch(f"SELECT {GAME_COLUMNS} FROM games WHERE id = $1", game_id)
        return game_from_row(rows[0]) if rows else None

    async def games(self, *, chat_id: int | None = None, status: str | None = None) -> list[GameRecord]:
        rows = await self._fetch(
            f"SELECT {GAME_COLUMNS} FROM games WHERE ($1::bigint IS NULL OR chat_id = $1) "
            "AND ($2::text IS NULL OR status = $2) ORDER BY id", chat_id, status)
        return [game_from_row(row) for row in rows]

    async def live_games(self) -> list[GameRecord]:
        rows = await self._fetch(f"SELECT {GAME_COLUMNS} FROM games WHERE status = ANY($1::text[]) "
                                 "ORDER BY id", [GameStatus.LOBBY.value, GameStatus.RUNNING.value])
        return [game_from_row(row) for row in rows]

    async def journal(self, game_id: int, *, after: int = 0) -> Journal:
        rows = await self._fetch(
            "SELECT seq, command, at FROM journal WHERE game_id = $1 AND seq > $2 ORDER BY seq",
            game_id, after)
        return [(seq, json.loads(command), at) for seq, command, at in rows]

    async def timers(self) -> list[TimerRecord]:
        rows = await self._fetch("SELECT game_id, key, due FROM timers ORDER BY due")
        return [TimerRecord(game_id=g, key=k, due=d) for g, k, d in rows]

    # -- games stored by the first seam (only ever copied here from an old SQLite file) -----------

    async def legacy_games(self) -> list[GameRecord]:
        rows = await self._fetch(
            f"SELECT {GAME_COLUMNS} FROM games WHERE format = 1 AND state IS NOT NULL ORDER BY id")
        return [game_from_row(row) for row in rows]

    async def upgrade_game(self, game_id: int, *, journal: list[dict[str, Any]],
                           state: Mapping[str, Any] | None, settings: GameSettings,
                           content: Mapping[str, Any] | None, status: GameStatus | None = None) -> None:
        async def work(db: Any) -> None:
            digest = None
            if content is not None:
                digest, data = _digest(content)
                await db.execute("INSERT INTO contents (digest, data) VALUES ($1, $2) ON CONFLICT DO NOTHING",
                                 digest, data)
            await db.executemany("UPDATE journal SET command = $1 WHERE game_id = $2 AND seq = $3",
                                 [(dumps(c), game_id, seq) for seq, c in enumerate(journal, start=1)])
            await db.execute(
                "UPDATE games SET state = COALESCE($1::json, state), state_version = version, settings = $2, "
                "content_digest = $3, format = 2, status = COALESCE($4, status) WHERE id = $5",
                dumps(dict(state)) if state is not None else None, dumps(settings.to_json()), digest,
                status.value if status is not None else None, game_id)
            if status is not None and not status.is_live:
                await db.execute("DELETE FROM timers WHERE game_id = $1", game_id)

        await self._tx(work, game_id=game_id)

    # -- the whole database (`arbiter db copy`) ---------------------------------------------------

    async def table_count(self, table: str) -> int:
        TABLES[table]
        return int(await self._fetchval(f"SELECT COUNT(*) FROM {table}"))

    async def table_rows(self, table: str, *, after: int, limit: int) -> list[tuple[Any, ...]]:
        columns, key = TABLES[table]
        select = ", ".join(f"{c}::text" if c in JSON_COLUMNS else c for c in columns)
        rows = await self._fetch(f"SELECT {select} FROM {table} ORDER BY {key} OFFSET $1 LIMIT $2",
                                 after, limit)
        return [tuple(row) for row in rows]

    async def insert_rows(self, table: str, rows: Sequence[tuple[Any, ...]]) -> None:
        columns, _ = TABLES[table]
        places = ", ".join(f"${i}" for i in range(1, len(columns) + 1))
        flags = [i for i, c in enumerate(columns) if c in BOOL_COLUMNS]
        converted = [tuple(bool(v) if i in flags and v is not None else v for i, v in enumerate(row))
                     for row in rows]

        async def work(db: Any) -> None:
            await db.executemany(f"INSERT INTO {table} ({', '.join(columns)}) VALUES ({places})", converted)

        await self._tx(work)

    async def finish_copy(self) -> None:
        async def work(db: Any) -> None:
            for table in _IDENTITIES:
                await db.execute(
                    f"SELECT setval(pg_get_serial_sequence('{table}', 'id'), "
                    "COALESCE(MAX(id), 0) + 1, false) "
                    f"FROM {table}")

        await self._tx(work)

    async def clear_tables(self) -> None:
        await self._execute(f"TRUNCATE {', '.join(TABLES)} RESTART IDENTITY")
