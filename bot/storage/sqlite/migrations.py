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
    # 1 -> 2: the rebuilt game seam. A game's content (category lists, decks) is stored once, by
    # digest, instead of inside every state; `format` 1 marks games written by the first seam
    # (their journals are upgraded by `bot/storage/legacy.py` when the bot starts); pictures keep
    # the `file_id` Telegram gave them; results are kept per game kind too (series standings).
    """
    CREATE TABLE contents (
        digest      TEXT PRIMARY KEY,
        data        TEXT NOT NULL
    );
    ALTER TABLE games ADD COLUMN content_digest TEXT;
    ALTER TABLE games ADD COLUMN format INTEGER NOT NULL DEFAULT 1;
    CREATE TABLE pictures (
        digest      TEXT PRIMARY KEY,
        file_id     TEXT NOT NULL
    );
    -- Updates Telegram handed us, written before the next getUpdates acknowledges them: a restart
    -- finishes what was received (`done` = handled to the end; set in the command's transaction).
    CREATE TABLE inbox (
        update_id   INTEGER PRIMARY KEY,
        data        TEXT NOT NULL,
        received_at REAL NOT NULL,
        done        INTEGER NOT NULL DEFAULT 0
    );
    -- What a committed command must still say (the transactional outbox): a batch of actions per
    -- command, deleted once Telegram has confirmed every one; a restart says the rest.
    CREATE TABLE outbox (
        id          INTEGER PRIMARY KEY AUTOINCREMENT,
        game_id     INTEGER NOT NULL,
        actions     TEXT NOT NULL,
        created_at  REAL NOT NULL
    );
    CREATE TABLE kind_stats (
        chat_id     INTEGER NOT NULL,
        kind        TEXT NOT NULL,
        user_id     INTEGER NOT NULL,
        name        TEXT NOT NULL,
        games       INTEGER NOT NULL DEFAULT 0,
        wins        INTEGER NOT NULL DEFAULT 0,
        points      INTEGER NOT NULL DEFAULT 0,
        PRIMARY KEY (chat_id, kind, user_id)
    );
    """,
    # 2 -> 3: the journal is the truth; `state` is a snapshot taken every few commands and at the
    # end (`state_version`: the journal row it includes), so a command writes its row, not the
    # whole state (a «Кто последний?» turn of 50 answers made every command write 18 KB).
    """
    ALTER TABLE games ADD COLUMN state_version INTEGER NOT NULL DEFAULT 0;
    UPDATE games SET state_version = version;
    """,
    # 3 -> 4: an outbox batch remembers which of its actions Telegram has answered (`said`: their
    # indexes), so a crash halfway through a batch resends only the rest (a claim said once).
    """
    ALTER TABLE outbox ADD COLUMN said TEXT NOT NULL DEFAULT '[]';
    """,
    # 4 -> 5: a saved batch this version cannot read (a kind or field it does not know) is set
    # aside here, with the reason, instead of stopping every start-up (`arbiter games show` lists
    # a game's); nothing in it is sent.
    """
    CREATE TABLE dead_letters (
        id          INTEGER PRIMARY KEY AUTOINCREMENT,
        batch_id    INTEGER NOT NULL,
        game_id     INTEGER NOT NULL,
        actions     TEXT NOT NULL,
        said        TEXT NOT NULL,
        reason      TEXT NOT NULL,
        created_at  REAL NOT NULL,
        set_aside_at REAL NOT NULL
    );
    CREATE INDEX dead_letters_game ON dead_letters (game_id);
    """,
    # 5 -> 6: the inbox columns several workers route by on PostgreSQL (bot/cluster/), kept here so
    # both engines number their schemas alike and `arbiter db copy` moves the same rows; SQLite
    # serves one process, which leaves them empty.
    """
    ALTER TABLE inbox ADD COLUMN chat_id INTEGER;
    ALTER TABLE inbox ADD COLUMN shard INTEGER;
    """,
    # PostgreSQL's 8th keeps a game's state in its row; SQLite always does: the versions stay in step.
    "",
)

SCHEMA_VERSION = len(MIGRATIONS)
