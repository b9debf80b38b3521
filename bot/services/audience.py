"""Where an action addressed to a player (or to the group) goes, and the names its status messages
are kept under: the group; the player's private chat; or — secrets kept in the group (Bot API 10.3)
— the group, as an ephemeral message only that player sees."""

from __future__ import annotations

from dataclasses import dataclass

from bot.services.game_session import GameSession


def stored_status_key(key: str, to: int | None) -> str:
    """The name a status message is kept under in `games.messages`: `key` in the group, `key@user` for
    one player (in their private chat, or ephemeral in the group)."""
    return key if to is None else f"{key}@{to}"


@dataclass(frozen=True, slots=True)
class Place:
    """Where an action addressed `to` a player (or the group) goes: the chat, the member an
    ephemeral message is for (None: a common message), the forum topic."""

    chat_id: int
    receiver: int | None
    thread_id: int | None


def place_of(session: GameSession, to: int | None) -> Place:
    """The group; a player's private chat; or — when the game keeps secrets in the group — the
    group, as an ephemeral message that player alone sees (unless they chose the private chat by
    answering there)."""
    if to is None:
        return Place(session.chat_id, None, session.thread_id)
    if session.secrets_in_group and not session.prefers_private(to):
        return Place(session.chat_id, to, session.thread_id)
    return Place(to, None, None)


def status_slot(session: GameSession, key: str, to: int | None) -> tuple[Place, str]:
    """A status message's place and its outbox key there (an ephemeral status is one per member)."""
    place = place_of(session, to)
    return place, session.status_key(stored_status_key(key, to) if place.receiver is not None else key)


def parse_stored_status_key(stored: str) -> tuple[str, int | None]:
    """(key, the player or None) of a name made by `stored_status_key`."""
    key, at, to = stored.rpartition("@")
    if at and to.isdigit():
        return key, int(to)
    return stored, None
