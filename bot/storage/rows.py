"""What both engines share: JSON written one way, and a game's row (the same columns, JSON as text)
read into a `GameRecord`."""

from __future__ import annotations

import json
from collections.abc import Sequence
from typing import Any

from bot.storage.records import GameRecord, GameSettings, GameStatus
from engines.core import Player


def dumps(value: Any) -> str:
    return json.dumps(value, ensure_ascii=False, separators=(",", ":"))


GAME_COLUMNS = (
    "id, kind, chat_id, thread_id, status, creator_id, players, settings, seed, state, version, "
    "created_at, updated_at, started_at, messages, content_digest, format, state_version"
)


def game_from_row(row: Sequence[Any]) -> GameRecord:
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
        settings=GameSettings.from_json(json.loads(settings)),
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
