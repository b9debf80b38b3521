"""Rebuilding a game from its seed and journal: the proof of what the bot decided and why."""

from __future__ import annotations

from bot.games.registry import Registry
from bot.games.spec import Game
from bot.storage import GameRecord, Repository
from engines.core import Command, Engine, JsonDict, command_from_json


async def caught_up(repo: Repository, spec: Game, record: GameRecord, content: JsonDict
                    ) -> tuple[Engine, list[tuple[Command, float]]]:
    """The engine as its last committed command left it: the stored snapshot with the journal rows
    after it replayed, and those commands (the journal is the truth; the state is a snapshot)."""
    if record.state is None:
        raise ValueError(f"game {record.id} has no state")
    engine = spec.restore(record.state, content)
    since: list[tuple[Command, float]] = []
    for _, data, at in await repo.journal(record.id, after=record.state_version):
        command = command_from_json(data)
        engine.handle(command, at)
        since.append((command, at))
    return engine, since


async def replay_state(repo: Repository, registry: Registry, game_id: int) -> JsonDict | None:
    """The state rebuilt by replaying the journal from `new(...)` (None for a lobby that never started)."""
    record = await repo.game(game_id)
    if record is None:
        raise KeyError(f"no game {game_id}")
    spec = registry.get(record.kind)
    if spec is None:
        raise KeyError(f"game kind {record.kind!r} is not registered")
    if record.started_at is None or record.content_digest is None:
        return None
    settings = spec.settings_from_json(record.settings.options)
    content = await repo.content(record.content_digest)
    engine, _ = spec.start(list(record.players), settings, record.seed, record.started_at, content=content,
                           locale=record.settings.locale,
                           memory=dict(record.settings.memory))
    for _, command, at in await repo.journal(game_id):
        engine.handle(command_from_json(command), at)
    return engine.to_json()
