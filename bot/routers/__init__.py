"""The router tree, built in one place (one Router per file)."""

from aiogram import Router

from bot.routers import chat_events, common, games, lobby, polls, settings


def get_routers() -> list[Router]:
    """New routers for one dispatcher. Order matters: commands before the catch-all answer handlers."""
    return [m.make_router() for m in (chat_events, common, lobby, settings, polls, games)]


__all__ = ["get_routers"]
