"""Скаттергорис in Telegram: a letter and twelve categories in the group, answers in private."""

from bot.games.skattergoris.options import (
    SETTING_CHOICES,
    ChatSkattergoris,
    SkattergorisOptions,
    content,
    engine_settings,
)
from bot.games.skattergoris.presenter import SkattergorisPresenter
from bot.games.spec import GameSpec

SPEC = GameSpec(
    kind="skattergoris",
    engine=ChatSkattergoris,
    presenter=SkattergorisPresenter(),
    settings_type=SkattergorisOptions,
    min_players=ChatSkattergoris.min_players,
    max_players=ChatSkattergoris.max_players,
    # Answers are private; group messages still reach the game (the platform passes them to every
    # private-answer game) so that an answer posted there can be deleted: a secret seen by all is no
    # secret. The game does not need them, so the lobby gives no privacy-mode warning.
    private_answers=True,
    content=content,
    setting_choices=SETTING_CHOICES,
)

__all__ = ["SPEC", "ChatSkattergoris", "SkattergorisOptions", "SkattergorisPresenter", "engine_settings"]
