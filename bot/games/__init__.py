"""The games the bot referees: one `GameSpec` per game, registered in `registry.py`."""

from bot.games.actions import (
    Action,
    Alert,
    Button,
    DeleteChatMessage,
    DeleteStatus,
    Keyboard,
    OpenPoll,
    Picture,
    Remember,
    SendText,
    ShowStatus,
    StopPoll,
)
from bot.games.buttons import GameButton
from bot.games.presenter import Presenter
from bot.games.registry import KNOWN_GAMES, Registry, default_registry
from bot.games.spec import Capabilities, Game, GameSpec, Legacy, Renderer, ViewContext, json_content
from bot.games.view import View

__all__ = [
    "KNOWN_GAMES",
    "Action",
    "Alert",
    "Button",
    "Capabilities",
    "DeleteChatMessage",
    "DeleteStatus",
    "Game",
    "GameButton",
    "GameSpec",
    "Keyboard",
    "Legacy",
    "OpenPoll",
    "Picture",
    "Presenter",
    "Registry",
    "Remember",
    "Renderer",
    "SendText",
    "ShowStatus",
    "StopPoll",
    "View",
    "ViewContext",
    "default_registry",
    "json_content",
]
