"""Games of Соображарий stored by the first platform, read today (`Legacy`, bot/games/spec.py).

The old journal wrote a button press as `{"type": "press", "player_id": …, "action": …, "arg": …}`;
today each button is a command of its own. Old presses did not say which turn's bidding they were
in (only «Пропустить» did, and not in the earliest games): those come back with `turn=None`, which
the engine takes to mean the current turn, as it did then. Every other command reads as it was.

The old stored options were the engine's settings of then, with the judging language and the
letter faces among them; today those come with the game (its locale, its content) and the rest is
today's `Settings`, with `first_rulings` on: the game replays under the rulings it was played with.
Stored durations were already scaled by GAME_TIME_SCALE when the game started.
"""

from __future__ import annotations

import dataclasses

from bot.games.spec import Legacy
from engines.core import JsonDict, JsonValue, serial
from engines.soobrazhariy import Bid, ChallengeAnswer, Pass, Settings, Skip

PRESSES = {"skip": Skip.type, "challenge": ChallengeAnswer.type, "bid": Bid.type, "pass": Pass.type}


def command(row: JsonDict) -> JsonDict:
    """An old journal row as today's command JSON (`command_from_json` reads it)."""
    if row.get("type") != "press":
        return dict(row)  # say, tick, posted, vote, leave: the same fields then and now
    action, arg = str(row["action"]), str(row.get("arg", ""))
    upgraded: JsonDict = {"type": PRESSES[action], "player_id": row["player_id"]}
    if action == "challenge":
        upgraded["message_id"] = int(arg)
    elif action == "bid":
        upgraded["amount"] = int(arg)
    if action in ("skip", "bid", "pass"):
        upgraded["turn"] = _plain_number(arg) if action == "skip" else None
    return upgraded


def settings(options: JsonDict, locale: str) -> JsonDict:
    """Old stored options as today's settings JSON (the game's `locale` needs no field now)."""
    names = {f.name for f in dataclasses.fields(Settings)}
    known: dict[str, JsonValue] = {name: value for name, value in options.items() if name in names}
    # An old game replays with the rulings it was played under (no referee's vote on unknown words).
    first = {**serial.dump_dict(Settings()), **known, "first_rulings": True}
    return serial.dump_dict(serial.load(Settings, first))


def _plain_number(arg: str) -> int | None:
    return int(arg) if arg.isascii() and arg.isdigit() else None


LEGACY = Legacy(command=command, settings=settings)
