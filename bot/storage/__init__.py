"""SQLite state: one connection on a thread of its own, WAL, schema versioned with `PRAGMA user_version`."""

from bot.storage.records import ChatRecord, GameRecord, GameStatus, PollRecord, StatsRow, TimerRecord
from bot.storage.repository import Repository

__all__ = ["ChatRecord", "GameRecord", "GameStatus", "PollRecord", "Repository", "StatsRow", "TimerRecord"]
