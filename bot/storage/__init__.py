"""SQLite state: one aiosqlite connection, WAL, schema versioned with `PRAGMA user_version`."""

from bot.storage.records import ChatRecord, GameRecord, GameStatus, PollRecord, StatsRow, TimerRecord
from bot.storage.repository import Repository

__all__ = ["ChatRecord", "GameRecord", "GameStatus", "PollRecord", "Repository", "StatsRow", "TimerRecord"]
