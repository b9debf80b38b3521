"""«Ассоциации» as the platform runs it: the engine, its presenter, buttons, settings, deck and track."""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from bot.games.assotsiatsii.buttons import BUTTONS
from bot.games.assotsiatsii.pictures import TrackRenderer
from bot.games.assotsiatsii.presenter import AssotsiatsiiPresenter
from bot.games.spec import Capabilities, GameSpec, json_content
from engines.assotsiatsii import (
    GUESS_TIMES,
    TRACK_LENGTHS,
    Assotsiatsii,
    AssotsiatsiiContent,
    AssotsiatsiiSettings,
    Reason,
)
from engines.core import JsonValue

_BOX = AssotsiatsiiSettings()


def _from_default(default: float, values: Sequence[float]) -> tuple[int, ...]:
    """The values in order, starting at the default and wrapping round (30 → 40 → 20 → 30)."""
    ordered = sorted({int(default), *(int(v) for v in values)})
    start = ordered.index(int(default))
    return tuple(ordered[start:] + ordered[:start])


# What /settings cycles through, the default first (the engine itself takes any value).
SETTING_CHOICES: Mapping[str, Sequence[JsonValue]] = {
    "track_length": _from_default(_BOX.track_length, TRACK_LENGTHS),
    "guess_time": _from_default(_BOX.guess_time, GUESS_TIMES),
    "leader_time": _from_default(_BOX.leader_time, (60, 90, 180)),
    "text_mode": (False, True),
}

SPEC: GameSpec[AssotsiatsiiSettings, AssotsiatsiiContent, Assotsiatsii] = GameSpec(
    kind="assotsiatsii",
    rules=Assotsiatsii,
    engine_type=Assotsiatsii,
    presenter=AssotsiatsiiPresenter(),
    settings_type=AssotsiatsiiSettings,
    content_type=AssotsiatsiiContent,
    load_content=json_content("assotsiatsii", AssotsiatsiiContent),
    # Cards, the leader's word and the guesses travel in private chats. Group messages still reach the
    # engine, so that a word or a guess posted there is caught (deleted, never counted): a secret seen
    # by all is no secret. The game needs nothing else from the group, so no privacy-mode warning.
    capabilities=Capabilities(private_chat=True, private_answers=True, guards_secrets=True),
    buttons=BUTTONS,
    # `/secret зима`, `/guess снег` in the group, seen by the sender and the bot only: the game
    # tells the leader's word from a guess by who writes it when.
    ephemeral_commands=("secret", "guess"),
    reasons=(Reason,),
    renderer=TrackRenderer(),
    setting_choices=SETTING_CHOICES,
)
