"""Polls, leaderboards and pictures on PostgreSQL (see `bot/storage/sqlite/tallies.py`)."""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from bot.storage.postgres.connection import PgStore
from bot.storage.records import PollRecord, Results, StatsRow
from engines.core import Player


async def add_results_rows(db: Any, results: Results) -> None:
    rows = [(results.chat_id, p.id, p.name, int(won), points) for p, points, won in results.rows]
    overall = rows if results.overall_points else [(c, u, n, w, 0) for c, u, n, w, _ in rows]
    await db.executemany(
        "INSERT INTO stats AS s (chat_id, user_id, name, games, wins, points) VALUES ($1, $2, $3, 1, $4, $5) "
        "ON CONFLICT (chat_id, user_id) DO UPDATE SET name = excluded.name, games = s.games + 1, "
        "wins = s.wins + excluded.wins, points = s.points + excluded.points",
        overall)
    if results.kind:
        await db.executemany(
            "INSERT INTO kind_stats AS s (chat_id, kind, user_id, name, games, wins, points) "
            "VALUES ($1, $2, $3, $4, 1, $5, $6) "
            "ON CONFLICT (chat_id, kind, user_id) DO UPDATE SET name = excluded.name, "
            "games = s.games + 1, wins = s.wins + excluded.wins, points = s.points + excluded.points",
            [(c, results.kind, u, n, w, p) for c, u, n, w, p in rows])


class PgTallies(PgStore):
    # -- polls -----------------------------------------------------------------------------------

    async def add_poll(self, poll: PollRecord) -> None:
        await self._execute(
            "INSERT INTO polls (poll_id, chat_id, game_id, vote_id, message_id, open) "
            "VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT (poll_id) DO UPDATE SET chat_id = excluded.chat_id, "
            "game_id = excluded.game_id, vote_id = excluded.vote_id, message_id = excluded.message_id, "
            "open = excluded.open",
            poll.poll_id, poll.chat_id, poll.game_id, poll.vote_id, poll.message_id, poll.open)

    async def close_poll(self, poll_id: str) -> None:
        await self._execute("UPDATE polls SET open = FALSE WHERE poll_id = $1", poll_id)

    async def open_polls(self) -> list[PollRecord]:
        rows = await self._fetch(
            "SELECT poll_id, chat_id, game_id, vote_id, message_id, open FROM polls WHERE open")
        return [PollRecord(p, c, g, v, m, bool(o)) for p, c, g, v, m, o in rows]

    # -- leaderboards ----------------------------------------------------------------------------

    async def add_results(self, chat_id: int, results: Iterable[tuple[Player, int, bool]], *,
                          kind: str = "", overall_points: bool = True) -> None:
        done = Results(chat_id, kind, tuple(results), overall_points=overall_points)

        async def work(db: Any) -> None:
            await add_results_rows(db, done)

        await self._tx(work)

    async def leaderboard(self, chat_id: int, limit: int = 10) -> list[StatsRow]:
        rows = await self._fetch(
            "SELECT user_id, name, games, wins, points FROM stats WHERE chat_id = $1 "
            "ORDER BY wins DESC, points DESC, games ASC LIMIT $2", chat_id, limit)
        return [StatsRow(*row) for row in rows]

    async def kind_leaderboard(self, chat_id: int, kind: str, *, lowest_first: bool = False,
                               limit: int = 10) -> list[StatsRow]:
        order = "points ASC, wins DESC" if lowest_first else "wins DESC, points DESC"
        rows = await self._fetch(
            "SELECT user_id, name, games, wins, points FROM kind_stats WHERE chat_id = $1 AND kind = $2 "
            f"ORDER BY {order}, games ASC LIMIT $3", chat_id, kind, limit)
        return [StatsRow(*row) for row in rows]

    # -- pictures --------------------------------------------------------------------------------

    async def picture_file_id(self, digest: str) -> str | None:
        found = await self._fetchval("SELECT file_id FROM pictures WHERE digest = $1", digest)
        return str(found) if found is not None else None

    async def save_picture(self, digest: str, file_id: str) -> None:
        await self._execute(
            "INSERT INTO pictures (digest, file_id) VALUES ($1, $2) "
            "ON CONFLICT (digest) DO UPDATE SET file_id = excluded.file_id", digest, file_id)
