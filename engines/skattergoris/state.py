"""A game's state as plain JSON (saved after every command, so a restarted bot plays on)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from engines.skattergoris.challenge import Challenge
from engines.skattergoris.sheet import Sheet

if TYPE_CHECKING:
    from engines.skattergoris.game import Skattergoris


def dump(game: Skattergoris) -> dict[str, Any]:
    # Maps keyed by player become lists of pairs: JSON object keys would turn the ids into strings.
    return {
        "kind": game.kind,
        "players": [player.to_json() for player in game.players],
        "settings": game.settings.to_json(),
        "rng": game.rng.to_json(),
        "lists": [card.to_json() for card in game.lists],
        "recent_list_ids": list(game.recent_list_ids),
        "left": list(game.left),
        "phase": game.phase,
        "round_no": game.round_no,
        "extra": game.extra,
        "contenders": list(game.contenders),
        "letter": game.letter,
        "list_id": game.list_id,
        "started_at": game.started_at,
        "answers_deadline": game.answers_deadline,
        "sheets": [[player, sheet.to_json()] for player, sheet in game.sheets.items()],
        "done": list(game.done),
        "statuses": [[player, list(marks)] for player, marks in game.statuses.items()],
        "challenges": [challenge.to_json() for challenge in game.challenges],
        "idle_since": game.idle_since,
        "letters": list(game.letters),
        "list_ids": list(game.list_ids),
        "history": [[[player, score] for player, score in scores.items()] for scores in game.history],
        "totals": [[player, score] for player, score in game.totals.items()],
        "winners": list(game.winners),
        "over_reason": game.over_reason,
    }


def load(game: Skattergoris, data: dict[str, Any]) -> None:
    """Set what `dump` wrote on a game built from the same players, settings, RNG and lists."""
    game.left = list(data["left"])
    game.phase = data["phase"]
    game.round_no = data["round_no"]
    game.extra = data["extra"]
    game.contenders = list(data["contenders"])
    game.letter = data["letter"]
    game.list_id = data["list_id"]
    game.started_at = data["started_at"]
    game.answers_deadline = data["answers_deadline"]
    game.sheets = {int(player): Sheet.from_json(sheet) for player, sheet in data["sheets"]}
    game.done = list(data["done"])
    game.statuses = {int(player): list(marks) for player, marks in data["statuses"]}
    game.challenges = [Challenge.from_json(challenge) for challenge in data["challenges"]]
    game.idle_since = data["idle_since"]
    game.letters = list(data["letters"])
    game.list_ids = list(data["list_ids"])
    game.history = [{int(player): int(score) for player, score in scores} for scores in data["history"]]
    game.totals = {int(player): int(score) for player, score in data["totals"]}
    game.winners = list(data["winners"])
    game.over_reason = data["over_reason"]
