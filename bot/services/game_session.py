"""One live game (a lobby or a running game) held in memory beside its database row."""

from __future__ import annotations

from dataclasses import dataclass, field, replace

from bot.games.buttons import GameButton
from bot.games.spec import Game, ViewContext
from bot.games.view import Translates
from bot.services.chat_order import ChatKey
from bot.storage import GameRecord, GameStatus
from engines.core import Command, Engine, JsonDict, Player


@dataclass(eq=False)
class GameSession:
    record: GameRecord
    spec: Game
    settings: object  # the game's settings (an instance of its spec's settings type)
    engine: Engine | None = None  # None while the lobby is open
    content: JsonDict | None = None  # what the game was dealt from (stored once, by digest)
    # The commands committed since the stored snapshot (`record.state`): replayed on it, they give
    # the engine as committed (a rewind after a failed command, a restart).
    since_snapshot: list[tuple[Command, float]] = field(default_factory=list)
    # The bot cannot see plain group messages here (privacy mode on, not an admin).
    blind: bool = False
    # Players reported to the engine as unreachable in private (until they open the bot again).
    unreachable: set[int] = field(default_factory=set)
    # The highest group message id seen: message ids restart in a migrated supergroup, so the
    # ids from there are shifted past it to keep Telegram order across the migration.
    seen_message_id: int = 0

    @property
    def id(self) -> int:
        return self.record.id

    @property
    def key(self) -> ChatKey:
        return (self.record.chat_id, self.record.thread_id)

    @property
    def chat_id(self) -> int:
        return self.record.chat_id

    @property
    def thread_id(self) -> int | None:
        return self.record.thread_id or None

    @property
    def locale(self) -> str:
        """The language the game speaks: the chat's when the lobby opened, for the whole game."""
        return self.record.settings.locale

    @property
    def secrets_in_group(self) -> bool:
        """A player's secrets go to them inside the group (Bot API 10.3 ephemeral messages), not to
        their private chat. Games stored before there was a choice keep the private chat."""
        return self.record.settings.secrets == "group"

    def prefers_private(self, player_id: int) -> bool:
        """The player wrote to the bot privately in this game: their secrets follow them there."""
        return player_id in self.record.settings.private_secrets

    def prefer_private(self, player_id: int) -> bool:
        """Note that the player answers in private (True when that is news: the settings need saving)."""
        if self.prefers_private(player_id):
            return False
        settings = self.record.settings
        self.record.settings = replace(settings, private_secrets=(*settings.private_secrets, player_id))
        return True

    @property
    def needs_private_chat(self) -> bool:
        """Every player must have opened the bot (checked at join, a deep link in the lobby)."""
        return self.spec.capabilities.private_chat and not self.secrets_in_group

    @property
    def message_id_offset(self) -> int:
        return self.record.settings.message_id_offset

    @property
    def in_log(self) -> str:
        """The chat as an operator reads it in the log: its title (as the lobby saw it) and id."""
        title = self.record.settings.chat_title
        return f"«{title}» ({self.chat_id})" if title else str(self.chat_id)

    def pack(self, button: GameButton) -> str:
        """One of this game's buttons as callback data."""
        return self.spec.buttons.pack(button, self.id)

    def unpack(self, data: str) -> GameButton | None:
        """The button `pack` wrote, if it is this game's."""
        tapped = self.spec.buttons.unpack(data)
        return tapped.does if tapped is not None and tapped.game == self.id else None

    def group_message_id(self, message_id: int) -> int:
        """A group message's id in the game's one ordering (shifted after a migration)."""
        return message_id + self.message_id_offset

    def saw(self, message_id: int) -> None:
        self.seen_message_id = max(self.seen_message_id, self.group_message_id(message_id))

    @property
    def status(self) -> GameStatus:
        return self.record.status

    @property
    def running(self) -> bool:
        return self.record.status is GameStatus.RUNNING and self.engine is not None

    @property
    def players(self) -> list[Player]:
        return self.record.players

    def player(self, user_id: int) -> Player | None:
        return next((p for p in self.record.players if p.id == user_id), None)

    def is_player(self, user_id: int) -> bool:
        return self.player(user_id) is not None

    def context(self, translator: Translates) -> ViewContext:
        return ViewContext(self.locale, translator, {p.id: p for p in self.players}, self.secrets_in_group)

    def status_key(self, key: str) -> str:
        """The outbox key of this game's status message `key` (unique per chat)."""
        return f"g{self.id}:{key}"
