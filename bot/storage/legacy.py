"""Games stored by the first game seam (format 1) upgraded to today's, once, when the bot starts.

Format 1 journals hold commands such as `{"type": "press", "action": "done", "arg": "3:answering"}`
and states with the content copied in. Each game's `Legacy` (bot/games/<game>/legacy.py) reads its
old commands and settings as today's; the game is then replayed from its seed with today's engine
and stored again with its content by reference. A game that cannot be replayed is closed (kept).
"""

from __future__ import annotations

import logging
from dataclasses import replace

from bot.games.registry import Registry
from bot.storage.contract import Repository
from bot.storage.records import GameRecord, GameStatus
from engines.core import command_from_json

log = logging.getLogger(__name__)


async def upgrade_legacy_games(repo: Repository, registry: Registry) -> int:
    """Upgrade every format-1 game whose kind knows its legacy; how many were upgraded."""
    upgraded = 0
    for record in await repo.legacy_games():
        try:
            done = await _upgrade(repo, registry, record)
        except Exception:
            log.exception("game %s (%s): stored by the first seam and cannot be replayed; closed",
                          record.id, record.kind)
            status = GameStatus.CLOSED if record.status.is_live else None
            await repo.upgrade_game(record.id, journal=[c for _, c, _ in await repo.journal(record.id)],
                                    state=None, settings=record.settings, content=None, status=status)
            continue
        upgraded += done
    if upgraded:
        log.info("upgraded %d game(s) stored by the first game seam", upgraded)
    return upgraded


async def _upgrade(repo: Repository, registry: Registry, record: GameRecord) -> int:
    spec = registry.get(record.kind)
    if spec is None or spec.legacy is None or record.started_at is None:
        return 0
    locale = record.settings.locale
    options = spec.legacy.settings(dict(record.settings.options), locale)
    settings = spec.settings_from_json(options)
    _, content = spec.content(locale)
    memory = dict(record.settings.memory)
    engine, _ = spec.start(list(record.players), settings, record.seed, record.started_at, content=content,
                           locale=locale, memory=memory)
    journal = []
    for _, old, at in await repo.journal(record.id):
        command = spec.legacy.command(old)
        engine.handle(command_from_json(command), at)
        journal.append(command)
    new_settings = replace(record.settings, options=dict(spec.settings_to_json(settings)), memory=memory)
    await repo.upgrade_game(record.id, journal=journal, state=engine.to_json(), settings=new_settings,
                            content=content)
    return 1
