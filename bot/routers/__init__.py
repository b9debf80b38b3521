"""The router tree, built in one place (one Router per file)."""

from aiogram import Router

from bot.routers import chat_events, common, errors, forged, games, leftover, lobby, polls, settings


def get_routers() -> list[Router]:
    """New routers for one dispatcher. Forged presses first (data not on the pressed message); then
    the players' moves: most updates of a running game are plain answers and button presses, which
    no other router takes (`games` handles plain texts and the game's own /commands only); then
    service messages, the platform's commands and buttons; last, any press none of them took."""
    return [m.make_router() for m in (errors, forged, games, chat_events, common, lobby, settings, polls,
                                            leftover)]


__all__ = ["get_routers"]
