"""Game settings: a frozen dataclass per game, every default in one place.

A field holding a duration on the platform clock is declared with `duration(...)`, so the platform
can scale every timer (`GAME_TIME_SCALE`) without guessing from names. Telegram-second counts that
are compared with message dates (not slept on) are plain fields and are not scaled.
"""

from __future__ import annotations

import dataclasses
from typing import Any, TypeVar

T = TypeVar("T")
DURATION = "duration"

# The rulings a game is started under, kept in its settings (`rules`), so that a stored game replays
# to the rulings it was played under. 1: answers compared as typed. 2 (issue 26): as a reader takes
# them in — look-alike Latin letters in a Russian word folded, a word spelt out letter by letter
# joined, a right-to-left override undone (`engines.words.letters.as_compared`). A settings field
# `rules` defaults to the first (what a stored game without it was played under); a new game gets
# `RULES`, the latest, from the platform.
FIRST_RULES = 1
RULES = 2
READ_AS_SHOWN = 2


def duration(default: float) -> Any:
    """A settings field that is a time span in platform-clock seconds (scaled by GAME_TIME_SCALE)."""
    return dataclasses.field(default=default, metadata={DURATION: True})


def duration_fields(settings_type: type[Any]) -> tuple[str, ...]:
    return tuple(f.name for f in dataclasses.fields(settings_type) if f.metadata.get(DURATION))


def scaled(settings: T, factor: float) -> T:
    """`settings` with every duration multiplied by `factor` (3.0 stays a whole 3 when it is one)."""
    if factor == 1.0:
        return settings
    changes: dict[str, Any] = {}
    for name in duration_fields(type(settings)):
        value = float(getattr(settings, name)) * factor
        changes[name] = int(value) if value.is_integer() else value
    return dataclasses.replace(settings, **changes)  # type: ignore[type-var]
