"""The browser playground: a Telegram-like page over the sandbox's control API."""

from sandbox.playground.server import Roster, add_playground

__all__ = ["Roster", "add_playground"]
