"""The Bot API methods the sandbox emulates; importing the modules registers them."""

from sandbox.core.methods import bot, callbacks, chats, ephemerals, files, messages, polls
from sandbox.core.methods.registry import ASYNC_METHODS, METHODS

__all__ = ["ASYNC_METHODS", "METHODS", "bot", "callbacks", "chats", "ephemerals", "files", "messages",
           "polls"]
