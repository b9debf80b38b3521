"""Dispatcher middlewares."""

from bot.middlewares.chat_order import ChatOrderMiddleware, InboxMiddleware

__all__ = ["ChatOrderMiddleware", "InboxMiddleware"]
