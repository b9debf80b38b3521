"""Poll answers: routed to their game through the stored poll -> game map and fed as `Vote`."""

from __future__ import annotations

from aiogram import Router
from aiogram.types import PollAnswer

from bot.services.sessions import Sessions
from bot.storage import GameStatus
from engines.core import Vote


async def poll_answer(answer: PollAnswer, sessions: Sessions) -> None:
    route = sessions.poll_route(answer.poll_id)
    session = sessions.by_id.get(route.game_id) if route is not None else None
    if route is None or session is None or session.status is not GameStatus.RUNNING:
        return
    voter = answer.user
    if voter is None or voter.is_bot:
        return  # an anonymous (chat) vote: not a player
    # The engine decides who counts (only players); a retraction has no options.
    await sessions.apply(session, Vote(vote_id=route.vote_id, voter_id=voter.id,
                                       option_ids=tuple(answer.option_ids)))


def make_router() -> Router:
    """A fresh router each time: a router joins one dispatcher only, and tests build several."""
    router = Router(name="polls")
    router.poll_answer.register(poll_answer)
    return router
