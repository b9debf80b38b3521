"""Texts the platform itself writes: lobbies, scoreboards, leaderboards."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from html import escape

from bot.i18n import Translator
from bot.services.game_session import GameSession
from bot.storage import StatsRow
from engines.core import Player


def lobby_text(session: GameSession, t: Translator, *, waiting: Sequence[int] = ()) -> str:
    """The lobby: the game, the seats, and what a player must still do (open the bot in private)."""
    locale = session.locale
    spec = session.spec
    lines = [
        t.t(locale, "lobby-title", game=t.t(locale, spec.title_key)),
        t.t(locale, "lobby-players", count=len(session.players), min=spec.min_players, max=spec.max_players),
    ]
    lines += [f"• {escape(p.name)}" + (" " + t.t(locale, "lobby-needs-bot") if p.id in waiting else "")
              for p in session.players]
    if session.needs_private_chat:
        lines.append(t.t(locale, "lobby-private-hint"))
    elif session.secrets_in_group:  # secrets inside the group: how they are kept there
        own = f"{spec.kind}-secrets-hint"
        if t.has(locale, own):
            lines.append(t.t(locale, own))
        elif spec.capabilities.private_chat:
            lines.append(t.t(locale, "lobby-secrets-hint"))
    if session.blind:
        lines.append(t.t(locale, "lobby-privacy-warning"))
        # A game whose moves are also slash commands says which still reach the bot (`/word дом`).
        hint = f"{spec.kind}-privacy-hint"
        if t.has(locale, hint):
            lines.append(t.t(locale, hint))
    return "\n".join(lines)


def scores_text(locale: str, t: Translator, players: Sequence[Player], scores: Mapping[int, int], *,
                winners: Sequence[int] | None = None, stopped: bool = False,
                lowest_first: bool = False, kind: str | None = None) -> str:
    """The score: now (`/score`), final with the `winners`, or as it stood when the game was stopped.

    Equal points share a place (1, 1, 3), so a tie never reads as if one of them were ahead. In a game
    of penalties (`lowest_first`) the fewest points rank first, and the score says so. A game whose
    score counts something else (Доббль's cards) words its lines with `scores-line-<kind>`."""
    names = {p.id: p.name for p in players}
    header = "scores-stopped" if stopped else "scores-final" if winners is not None else "scores-now"
    sign = 1 if lowest_first else -1
    ranked = sorted(scores.items(), key=lambda item: (sign * item[1], names.get(item[0], "")))
    lines = [t.t(locale, header)]
    if lowest_first:
        lines.append(t.t(locale, "scores-lower-better"))
    own = f"scores-line-{kind}"
    line = own if kind is not None and t.has(locale, own) else "scores-line"
    place = 0
    for index, (player_id, points) in enumerate(ranked, start=1):
        if index == 1 or points != ranked[index - 2][1]:
            place = index
        name = escape(names.get(player_id, str(player_id)))
        lines.append(t.t(locale, line, place=place, name=name, points=points))
    if winners:
        shown = [escape(names.get(pid, str(pid))) for pid in winners]
        lines.append(t.t(locale, "scores-winners", count=len(shown), names=", ".join(shown)))
    return "\n".join(lines)


def leaderboard_text(locale: str, t: Translator, rows: Sequence[StatsRow], *,
                     title: str | None = None, lowest_first: bool = False) -> str:
    """The chat's rating, `rows` in their order (a game of penalties: the fewest points first)."""
    if not rows:
        return t.t(locale, "stats-empty")
    lines = [title or t.t(locale, "stats-title")]
    if lowest_first:
        lines.append(t.t(locale, "stats-lower-better"))
    # Games of penalties add no points to the chat's rating: a column of zeros would read as a fault.
    line = "stats-line" if lowest_first or any(row.points for row in rows) else "stats-line-no-points"
    for place, row in enumerate(rows, start=1):
        lines.append(t.t(locale, line, place=place, name=escape(row.name), wins=row.wins,
                         points=row.points, games=row.games))
    return "\n".join(lines)
