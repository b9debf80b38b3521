"""Games of Скаттергорис stored by the first platform, read by today's engine.

The first platform journalled buttons as `{"type": "press", "action": "done", "arg": "3:answering"}`
and `{"action": "challenge", "arg": "<row>:<author>:<round>"}`, and kept the chat's options
(`SkattergorisOptions`: `challenge_seconds`, `review_seconds`, …) beside the game's locale. Messages,
votes, ticks and leaves were journalled as they are today. The language of the game is its locale,
which the platform passes to `new` as it is; it is no setting.
"""

from __future__ import annotations

from bot.games.spec import Legacy
from engines.core import Command, JsonDict, command_to_json, serial
from engines.skattergoris import Challenge, Done, RoundPhase, SkattergorisSettings

# Old option names -> today's settings fields (the others kept their names).
RENAMED = {"challenge_seconds": "challenge_time", "review_seconds": "review_time"}
PHASES: dict[str, RoundPhase] = {"answering": "answering", "review": "review"}


def upgrade_command(row: JsonDict) -> JsonDict:
    """An old journal row as today's command JSON (anything but a button press is unchanged)."""
    if row.get("type") != "press":
        return row
    player_id, action, arg = row.get("player_id"), row.get("action"), row.get("arg")
    if not isinstance(player_id, int) or not isinstance(arg, str):
        raise ValueError(f"an old press without a player or an argument: {row!r}")
    command: Command
    if action == "done":
        round_text, _, phase = arg.partition(":")
        if phase not in PHASES:
            raise ValueError(f"an old «Готово» without its round and phase: {row!r}")
        command = Done(player_id=player_id, round=int(round_text), phase=PHASES[phase])
    elif action == "challenge":
        parts = [int(part) for part in arg.split(":")]
        if len(parts) != 3:
            raise ValueError(f"an old challenge without its round: {row!r}")
        row_no, author, round_no = parts
        command = Challenge(player_id=player_id, round=round_no, row=row_no, author=author)
    else:
        raise ValueError(f"an old press of an unknown action: {row!r}")
    return command_to_json(command)


def upgrade_settings(options: JsonDict, locale: str) -> JsonDict:
    """The old stored options (timers as stored: already scaled) as today's settings JSON."""
    data = {RENAMED.get(name, name): value for name, value in options.items()}
    return serial.dump_dict(serial.load(SkattergorisSettings, data))


LEGACY = Legacy(command=upgrade_command, settings=upgrade_settings)
