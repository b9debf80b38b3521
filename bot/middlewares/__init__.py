"""Dispatcher middlewares."""

from bot.middlewares.chat_order import ChatOrderMiddleware

__all__ = ["ChatOrderMiddleware"]
