"""`GameSpec`: everything the platform needs to know to run one game.

A new game needs an engine (`engines/<game>`), a presenter and a spec
(`bot/games/<game>/`), a content file (`locales/<lang>/<game>.json`) and one
registration line in `bot/games/registry.py` — nothing else in the platform.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, Protocol

from bot.games.actions import Action
from engines.core import Command, Player, Refusal


class Translates(Protocol):
    def t(self, locale: str | None, key: str, **args: Any) -> str: ...


@dataclass(frozen=True, slots=True)
class View:
    """What a presenter may know while rendering: the chat's locale, strings and players."""

    locale: str
    translator: Translates
    players: Mapping[int, Player]

    def t(self, key: str, **args: Any) -> str:
        return self.translator.t(self.locale, key, **args)

    def name(self, player_id: int) -> str:
        player = self.players.get(player_id)
        return player.name if player else str(player_id)


class Presenter(Protocol):
    def present(self, events: Sequence[Any], view: View) -> list[Action]:
        """Turn an engine's events into messages, status edits and polls."""

    def refusal(self, command: Command, refusal: Refusal, view: View) -> list[Action]:
        """What (if anything) to say when the engine refused a player's command."""


def no_content(locale: str) -> Mapping[str, Any]:
    return {}


def json_content(name: str) -> Callable[[str], Mapping[str, Any]]:
    """Content read from `locales/<locale>/<name>.json`, passed to `new(...)` as keyword arguments."""

    def load(locale: str) -> Mapping[str, Any]:
        from locales import load_content

        data = load_content(locale, name)
        return dict(data) if isinstance(data, Mapping) else {"content": data}

    return load


def is_timer_field(name: str) -> bool:
    """Settings scaled by GAME_TIME_SCALE: durations, by naming convention."""
    return name.endswith(("_seconds", "_secs")) or name in ("answer_grace", "timer", "grace")


@dataclass(frozen=True, slots=True)
class GameSpec:
    kind: str  # also the command: /start_<kind>
    engine: type[Any]  # docs/contracts.md "Engines"
    presenter: Presenter
    settings_type: type[Any]  # a frozen dataclass; every default in one place
    min_players: int
    max_players: int
    private_answers: bool = False  # players answer in their private chat with the bot
    needs_group_messages: bool = False  # players answer with plain messages in the group
    content: Callable[[str], Mapping[str, Any]] = no_content
    # The presenter writes its own final results (cards, sums, winners): the platform's plain
    # scoreboard would say the same twice.
    presents_final_scores: bool = False
    # Duration fields (platform-clock seconds) whose names the `*_seconds` convention misses:
    # GAME_TIME_SCALE multiplies them too.
    timer_fields: tuple[str, ...] = ()
    # Options /settings offers for this game: field name -> the values to cycle through.
    setting_choices: Mapping[str, Sequence[Any]] = field(default_factory=dict)

    @property
    def command(self) -> str:
        return f"start_{self.kind}"

    @property
    def title_key(self) -> str:
        return f"game-{self.kind}"

    @property
    def rules_key(self) -> str:
        return f"rules-{self.kind}"

    def make_settings(self, overrides: Mapping[str, Any], time_scale: float = 1.0) -> Any:
        """The settings for a new game: defaults, the chat's overrides, timers scaled."""
        values: dict[str, Any] = {}
        for f in dataclasses.fields(self.settings_type):
            if f.name in overrides:
                values[f.name] = _restore(overrides[f.name])
            if is_timer_field(f.name) or f.name in self.timer_fields:
                base = values.get(f.name, _default(f))
                if isinstance(base, int | float) and not isinstance(base, bool):
                    values[f.name] = _whole(float(base) * time_scale)
        return self.settings_type(**values)

    def settings_to_json(self, settings: Any) -> dict[str, Any]:
        return {f.name: _jsonable(getattr(settings, f.name)) for f in dataclasses.fields(settings)}

    def settings_from_json(self, data: Mapping[str, Any]) -> Any:
        names = {f.name for f in dataclasses.fields(self.settings_type)}
        return self.settings_type(**{k: _restore(v) for k, v in data.items() if k in names})


def _default(f: dataclasses.Field[Any]) -> Any:
    if f.default is not dataclasses.MISSING:
        return f.default
    if f.default_factory is not dataclasses.MISSING:
        return f.default_factory()
    return None


def _whole(seconds: float) -> float | int:
    """3.0 reads "3" on the /settings buttons; 22.5 stays 22.5."""
    return int(seconds) if seconds.is_integer() else seconds


def _jsonable(value: Any) -> Any:
    if isinstance(value, tuple | list):
        return [_jsonable(v) for v in value]
    return value


def _restore(value: Any) -> Any:
    if isinstance(value, list):
        return tuple(_restore(v) for v in value)
    return value
