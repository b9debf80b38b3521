"""Texts the platform itself writes: lobbies, scoreboards, leaderboards."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from html import escape
from typing import Any

from bot.services.game_session import GameSession
from bot.storage import StatsRow
from engines.core import Player


def lobby_text(session: GameSession, t: Any, *, deep_link: str | None = None) -> str:
    locale = session.locale
    spec = session.spec
    lines = [
        t.t(locale, "lobby-title", game=t.t(locale, spec.title_key)),
        t.t(locale, "lobby-players", count=len(session.players), min=spec.min_players, max=spec.max_players),
    ]
    lines += [f"• {escape(p.name)}" for p in session.players]
    if spec.private_answers:
        lines.append(t.t(locale, "lobby-private-hint"))
    if session.blind:
        lines.append(t.t(locale, "lobby-privacy-warning"))
    return "\n".join(lines)


def scores_text(
    locale: str, t: Any, players: Sequence[Player], scores: Mapping[int, int], *, final: bool
) -> str:
    names = {p.id: p.name for p in players}
    header = t.t(locale, "scores-final" if final else "scores-now")
    ranked = sorted(scores.items(), key=lambda item: (-item[1], names.get(item[0], "")))
    lines = [header]
    for place, (player_id, points) in enumerate(ranked, start=1):
        name = escape(names.get(player_id, str(player_id)))
        lines.append(t.t(locale, "scores-line", place=place, name=name, points=points))
    if final and ranked:
        best = ranked[0][1]
        winners = [escape(names.get(pid, str(pid))) for pid, points in ranked if points == best]
        lines.append(t.t(locale, "scores-winners", count=len(winners), names=", ".join(winners)))
    return "\n".join(lines)


def leaderboard_text(locale: str, t: Any, rows: Sequence[StatsRow]) -> str:
    if not rows:
        return t.t(locale, "stats-empty")  # type: ignore[no-any-return]
    lines = [t.t(locale, "stats-title")]
    for place, row in enumerate(rows, start=1):
        lines.append(t.t(locale, "stats-line", place=place, name=escape(row.name), wins=row.wins,
                         points=row.points, games=row.games))
    return "\n".join(lines)
