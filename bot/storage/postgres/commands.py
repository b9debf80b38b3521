"""Commands of several games saved in one statement.

A handled answer costs one write: its journal row, the game's new version (and state), its timers,
its outbox batch and its inbox row marked done (`record_command`). Under load hundreds of games
write at once; each of those statements is cheap to run but costly to send, start and commit, on
the server as on the worker. So the commands that arrive while one statement is on its way go
together in the next (`Together`): one statement takes them all, with every part keyed by game, and
answers for each game on its own (saved, refused for a stale version, or fenced). A lone command
goes at once.

A command that closes a game with results (the chat's tallies) goes alone (`command_statement`):
two games of one chat ending together would update the same tally rows twice in one statement.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from bot.storage.shards import Fenced, home_shard_sql

# The arrays: per command ($1..$9), per timer ($10..$12), and the fence ($13: a worker's id, or NULL
# when one process owns every chat).
BATCH_SQL = (
    "WITH v AS (SELECT * FROM unnest($1::bigint[], $2::int[], $3::text[], $4::float8[], $5::text[], "
    "$6::text[], $7::bigint[], $8::text[], $9::bool[]) AS v(id, ver, cmd, at, status, st, uid, ob, live)), "
    "g AS (UPDATE games SET version = v.ver, status = v.status, updated_at = v.at, "
    "state = CASE WHEN v.st IS NULL THEN games.state ELSE v.st::json END, "
    "state_version = CASE WHEN v.st IS NULL THEN games.state_version ELSE v.ver END "
    "FROM v WHERE games.id = v.id AND games.version = v.ver - 1 AND ($13::text IS NULL OR EXISTS "
    "(SELECT 1 FROM shard_owners so WHERE so.worker = $13 AND "
    f"so.shard = {home_shard_sql('games.chat_id')})) "
    "RETURNING games.id), "
    "j AS (INSERT INTO journal (game_id, seq, command, at) "
    "SELECT v.id, v.ver, v.cmd::json, v.at FROM v JOIN g ON g.id = v.id), "
    "tk AS (DELETE FROM timers t USING g WHERE t.game_id = g.id AND NOT EXISTS "
    "(SELECT 1 FROM unnest($10::bigint[], $11::text[]) AS n(gid, k) "
    "WHERE n.gid = t.game_id AND n.k = t.key)), "
    "ti AS (INSERT INTO timers (game_id, key, due) SELECT n.gid, n.k, n.d "
    "FROM unnest($10::bigint[], $11::text[], $12::float8[]) AS n(gid, k, d) JOIN g ON g.id = n.gid "
    "ON CONFLICT (game_id, key) DO UPDATE SET due = excluded.due), "
    "p AS (UPDATE polls SET open = FALSE WHERE open AND game_id IN "
    "(SELECT v.id FROM v JOIN g ON g.id = v.id WHERE NOT v.live)), "
    "u AS (UPDATE inbox SET done = TRUE WHERE update_id IN "
    "(SELECT v.uid FROM v JOIN g ON g.id = v.id WHERE v.uid IS NOT NULL)), "
    "o AS (INSERT INTO outbox (game_id, actions, created_at) "
    "SELECT v.id, v.ob::json, v.at FROM v JOIN g ON g.id = v.id WHERE v.ob IS NOT NULL "
    "RETURNING id, game_id) "
    "SELECT v.id, g.id IS NOT NULL AS done, o.id AS batch, ($13::text IS NULL OR EXISTS "
    "(SELECT 1 FROM shard_owners so WHERE so.worker = $13 AND so.shard = "
    f"{home_shard_sql('(SELECT chat_id FROM games WHERE id = v.id)')})) AS owned "
    "FROM v LEFT JOIN g ON g.id = v.id LEFT JOIN o ON o.game_id = v.id"
)


@dataclass
class CommandWrite:
    """One game's command on its way, and what the statement answered for it."""

    game_id: int
    version: int
    command: str  # JSON
    at: float
    status: str
    live: bool
    state: str | None  # JSON, when the command brings a snapshot
    update_id: int | None
    outbox: str | None  # JSON: the batch of actions, if any
    timers: Mapping[str, float]
    answer: Mapping[str, Any] | None = None  # done, batch, owned
    error: Exception | None = None


def batch_args(writes: Sequence[CommandWrite], fence: str | None) -> list[Any]:
    timers = [(w.game_id, key, float(due)) for w in writes for key, due in w.timers.items()]
    return [
        [w.game_id for w in writes], [w.version for w in writes], [w.command for w in writes],
        [w.at for w in writes], [w.status for w in writes], [w.state for w in writes],
        [w.update_id for w in writes], [w.outbox for w in writes], [w.live for w in writes],
        [t[0] for t in timers], [t[1] for t in timers], [t[2] for t in timers], fence,
    ]


def rounds(writes: Sequence[CommandWrite]) -> list[list[CommandWrite]]:
    """`writes` in statements where each game is once, its commands in their order: a caller that
    gave up while waiting has let its game's next command in beside its own."""
    split: list[list[CommandWrite]] = []
    for write in writes:
        free = next((r for r in split if all(w.game_id != write.game_id for w in r)), None)
        if free is None:
            split.append(free := [])
        free.append(write)
    return split


def command_answer(game_id: int, version: int, fence: str | None,
                   row: Mapping[str, Any] | None) -> int | None:
    """The outbox batch of a saved command; raises when the statement refused it."""
    if row is None:
        raise RuntimeError(f"game {game_id}: the database gave no answer for version {version}")
    if not row["owned"]:
        raise Fenced(f"game {game_id}: its shard is no longer this worker's ({fence})")
    if not row["done"]:
        raise RuntimeError(f"game {game_id}: version {version - 1} is not the stored one")
    batch = row["batch"]
    return int(batch) if batch is not None else None
