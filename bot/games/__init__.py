"""The games the bot referees: one `GameSpec` per game, registered in `registry.py`."""

from bot.games.actions import Action, Button, DeleteStatus, OpenPoll, SendText, ShowStatus, StopPoll
from bot.games.registry import KNOWN_GAMES, Registry, default_registry
from bot.games.spec import GameSpec, Presenter, View, json_content

__all__ = [
    "KNOWN_GAMES",
    "Action",
    "Button",
    "DeleteStatus",
    "GameSpec",
    "OpenPoll",
    "Presenter",
    "Registry",
    "SendText",
    "ShowStatus",
    "StopPoll",
    "View",
    "default_registry",
    "json_content",
]
