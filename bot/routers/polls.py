"""Poll answers: routed to their game through the stored poll -> game map and fed as `Vote`."""

from __future__ import annotations

from aiogram import Router
from aiogram.types import PollAnswer

from bot.services.driver import Driver
from bot.services.game_session import GameSession
from bot.services.live import LiveGames
from engines.core import Vote


async def poll_answer(answer: PollAnswer, live: LiveGames, driver: Driver,
                      game: GameSession | None = None) -> None:
    found = live.poll(answer.poll_id)
    voter = answer.user
    if found is None or game is None or not game.running or found[1] is not game:
        return
    if voter is None or voter.is_bot:
        return  # an anonymous (chat) vote: not a player
    # The engine decides who counts (only players); a retraction has no options.
    vote = Vote(vote_id=found[0].vote_id, voter_id=voter.id, option_ids=tuple(answer.option_ids))
    await driver.apply(game, vote)


def make_router() -> Router:
    """A fresh router each time: a router joins one dispatcher only, and tests build several."""
    router = Router(name="polls")
    router.poll_answer.register(poll_answer)
    return router
