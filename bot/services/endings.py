"""A game that is over: the chat's leaderboard rows, and the final score the platform says for it."""

from __future__ import annotations

import logging

from bot.games.actions import Action, SendText
from bot.i18n import Translator
from bot.services.game_session import GameSession
from bot.services.rendering import scores_text
from bot.storage import Results

log = logging.getLogger("bot.services.driver")  # the operator reads a game's start and end in one place


def ending(session: GameSession, t: Translator) -> tuple[Results, list[Action]]:
    """The chat's leaderboard rows of a game that is over, and the final score (unless the
    presenter writes its own): committed with the command that ended the game."""
    engine = session.engine
    assert engine is not None
    scores, winners = dict(engine.scores()), set(engine.winners())
    rows = tuple((p, scores[p.id], p.id in winners) for p in session.players if p.id in scores)
    lowest_first = session.spec.lower_scores_win
    # A game of penalties counts its wins and games in the chat's overall rating, not its points.
    results = Results(session.chat_id, session.spec.kind, rows, overall_points=not lowest_first)
    log.info("game %s: %s finished in chat %s", session.id, session.spec.kind, session.in_log)
    if session.spec.presents_final_scores:
        return results, []
    text = scores_text(session.locale, t, session.players, scores, winners=sorted(winners),
                       lowest_first=lowest_first, kind=session.spec.kind)
    return results, [SendText(text, alone=True)]  # the game's last word stands on its own
