"""Forward-only schema migrations.

`MIGRATIONS[i]` takes the database from `user_version == i` to `i + 1`. Never
edit a migration that has shipped: append a new one.
"""

from __future__ import annotations

MIGRATIONS: tuple[str, ...] = (
    # 0 -> 1: the first schema.
    """
    CREATE TABLE chats (
        chat_id     INTEGER PRIMARY KEY,
        locale      TEXT,
        settings    TEXT NOT NULL DEFAULT '{}',
        updated_at  REAL NOT NULL DEFAULT 0
    );
    CREATE TABLE games (
        id          INTEGER PRIMARY KEY AUTOINCREMENT,
        kind        TEXT NOT NULL,
        chat_id     INTEGER NOT NULL,
        thread_id   INTEGER NOT NULL DEFAULT 0,
        status      TEXT NOT NULL,
        creator_id  INTEGER NOT NULL,
        players     TEXT NOT NULL DEFAULT '[]',
        settings    TEXT NOT NULL DEFAULT '{}',
        seed        INTEGER NOT NULL,
        state       TEXT,
        version     INTEGER NOT NULL DEFAULT 0,
        messages    TEXT NOT NULL DEFAULT '{}',   -- status message key -> message id (re-adopted on restart)
        started_at  REAL,
        created_at  REAL NOT NULL,
        updated_at  REAL NOT NULL
    );
    CREATE INDEX games_by_chat ON games (chat_id, thread_id, status);
    CREATE TABLE journal (
        game_id     INTEGER NOT NULL REFERENCES games (id),
        seq         INTEGER NOT NULL,
        command     TEXT NOT NULL,
        at          REAL NOT NULL,
        PRIMARY KEY (game_id, seq)
    );
    CREATE TABLE polls (
        poll_id     TEXT PRIMARY KEY,
        chat_id     INTEGER NOT NULL,
        game_id     INTEGER NOT NULL REFERENCES games (id),
        vote_id     TEXT NOT NULL,
        message_id  INTEGER NOT NULL,
        open        INTEGER NOT NULL DEFAULT 1
    );
    CREATE TABLE timers (
        game_id     INTEGER NOT NULL REFERENCES games (id),
        key         TEXT NOT NULL,
        due         REAL NOT NULL,
        PRIMARY KEY (game_id, key)
    );
    CREATE TABLE stats (
        chat_id     INTEGER NOT NULL,
        user_id     INTEGER NOT NULL,
        name        TEXT NOT NULL,
        games       INTEGER NOT NULL DEFAULT 0,
        wins        INTEGER NOT NULL DEFAULT 0,
        points      INTEGER NOT NULL DEFAULT 0,
        PRIMARY KEY (chat_id, user_id)
    );
    """,
)

SCHEMA_VERSION = len(MIGRATIONS)
