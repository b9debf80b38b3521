"""What outlives a game in the chat: its polls, the leaderboards, and the pictures uploaded once."""

from __future__ import annotations

import sqlite3
from collections.abc import Iterable
from typing import Any

from bot.storage.records import PollRecord, Results, StatsRow
from bot.storage.sqlite.connection import Store
from engines.core import Player


def add_results_rows(db: sqlite3.Connection, results: Results) -> None:
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


class Tallies(Store):
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
        await self._tx(lambda db: add_results_rows(db, done))

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

    async def leaderboard(self, chat_id: int, limit: int = 10) -> list[StatsRow]:
        rows = await self._fetchall(
            "SELECT user_id, name, games, wins, points FROM stats WHERE chat_id = ? "
            "ORDER BY wins DESC, points DESC, games ASC LIMIT ?",
            (chat_id, limit),
        )
        return [StatsRow(*row) for row in rows]
