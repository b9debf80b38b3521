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
    private_answers=True,
    # Group messages reach the game only so that an answer posted there can be deleted (the engine
    # refuses every group answer): a secret seen by all is no secret.
    needs_group_messages=True,
    content=content,
    setting_choices=SETTING_CHOICES,
)

__all__ = ["SPEC", "ChatSkattergoris", "SkattergorisOptions", "SkattergorisPresenter", "engine_settings"]
