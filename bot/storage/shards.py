"""Chats shared out among workers: a chat belongs to shard `chat id mod SHARDS`, for good.

The number is fixed (changing it would move every chat at once); 256 shards spread evenly over any
handful of workers and keep each shard's backlog small when it changes hands.
"""

from __future__ import annotations

SHARDS = 256


class Fenced(Exception):
    """A write refused because this worker no longer owns the shard of the chat it writes for
    (another worker took it over while this one was cut off or frozen)."""


def shard_of(chat_id: int) -> int:
    """The shard of `chat_id` (Python's `%` is never negative for a positive modulus, as group ids are)."""
    return chat_id % SHARDS


# The same, in SQL: PostgreSQL's `%` keeps the dividend's sign.
SHARD_SQL = f"((({{chat}}) % {SHARDS}) + {SHARDS}) % {SHARDS}"


def shard_sql(chat_expression: str) -> str:
    return SHARD_SQL.format(chat=chat_expression)


def home_shard_sql(chat_expression: str) -> str:
    """The shard of a chat in SQL, a migrated group's supergroup keeping its group's (`chat_shards`)."""
    return (f"COALESCE((SELECT cs.shard FROM chat_shards cs WHERE cs.chat_id = {chat_expression}), "
            f"{shard_sql(chat_expression)})")
