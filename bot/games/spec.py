"""`GameSpec`: everything the platform needs to know to run one game, typed end to end.

A game author writes `GameSpec[Settings, Content, Engine](...)` with the game's own types; mypy
checks that the engine class, the presenter, the settings and the content agree. The platform
holds every game as the non-generic `Game` protocol below: it passes settings, engines and content
back to the spec that made them, and the spec narrows them to its own types (the existential
pattern; nothing at the seam is `Any`).

A new game needs the files listed in docs/architecture.md "Adding a game" and one registration
line in `bot/games/registry.py` — nothing else in the platform.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from enum import StrEnum
from typing import Generic, Protocol, TypeVar

from bot.games.actions import Action
from bot.games.buttons import ButtonKinds, ChoicesButton
from bot.games.presenter import Presenter
from bot.games.view import Translates, View
from engines.core import (
    RULES,
    Command,
    Engine,
    Event,
    GameRules,
    JsonDict,
    JsonValue,
    Memory,
    Player,
    Press,
    Refusal,
    duration_fields,
    scaled,
    serial,
)

S = TypeVar("S")
C = TypeVar("C")
G = TypeVar("G", bound=Engine)


@dataclass(frozen=True, slots=True)
class Capabilities:
    """What a game needs from the chat, each said once (the platform acts on each separately)."""

    # Every player must be reachable in private: checked at join (a deep link in the lobby), and a
    # player the bot cannot write to is reported to the engine (`Unreachable`).
    private_chat: bool = False
    # A player's plain private messages are commands of this game (so one such game per player).
    private_answers: bool = False
    # Group messages reach the engine even though answers are private, so it can catch a secret
    # posted where everyone sees it.
    guards_secrets: bool = False
    # Plain group messages are answers: the bot must see them (privacy mode off, or an admin).
    group_messages: bool = False


class Renderer(Protocol):
    """Draws a game's pictures: PNG bytes for a `Picture.scene` in a language (CPU only, no I/O)."""

    def render(self, scene: JsonDict, locale: str) -> bytes: ...


@dataclass(frozen=True, slots=True)
class Legacy:
    """How a game stored by the first platform (schema 1, before the seam was rebuilt) reads now."""

    # An old journal row (`{"type": "press", "action": …, "arg": …}` and the like) as today's command.
    command: Callable[[JsonDict], JsonDict]
    # The old stored options (and the game's locale) as today's settings.
    settings: Callable[[JsonDict, str], JsonDict]


@dataclass(frozen=True, slots=True)
class ViewContext:
    """The platform's side of a `View`: the game's language and its seats."""

    locale: str
    translator: Translates
    players: Mapping[int, Player]
    secrets_in_group: bool = False


@dataclass(frozen=True, eq=False)
class GameSpec(Generic[S, C, G]):
    kind: str  # also the command: /start_<kind>
    rules: GameRules[S, C, G]  # the engine class (its classmethods `new`, `from_json`)
    engine_type: type[G]  # the same class, for narrowing what the platform hands back
    presenter: Presenter[G, S]
    settings_type: type[S]  # a frozen dataclass; every default in one place; durations via `duration()`
    content_type: type[C]  # the content a game is dealt from (stored once per game, never in its state)
    load_content: Callable[[str], C]  # the content for a language, from `locales/<lang>/<kind>.json`
    capabilities: Capabilities = Capabilities()
    buttons: ButtonKinds = field(default_factory=ButtonKinds)  # the presses and choices on its buttons
    reasons: tuple[type[StrEnum], ...] = ()  # the engine's refusal reasons (each translated)
    renderer: Renderer | None = None
    # Slash commands that are moves of this game (`/word дом`): delivered to the engine as a `Say`
    # whose text is `/word дом` (the bot's @name dropped); they work with privacy mode on.
    commands: tuple[str, ...] = ()
    # Bot API 10.3 ephemeral commands (`/a кит`, seen by the sender and the bot only): a player's
    # secret typed inside the group. Delivered to the engine as a private `Say` whose text is the
    # command and what follows it (`/a 3 кит`: the engine reads the command, `split_command`); the
    # command alone shows the player their secrets again (`Presenter.secrets`).
    ephemeral_commands: tuple[str, ...] = ()
    # Options /settings offers for this game: field name -> the values to cycle through.
    setting_choices: Mapping[str, Sequence[JsonValue]] = field(default_factory=dict)
    # The presenter writes its own final results: the platform's plain scoreboard would repeat them.
    presents_final_scores: bool = False
    # Scores are penalties: the fewest wins. The scoreboard (/score, the final and the stopped score)
    # and /stats <game> rank the lowest first; the chat's overall rating counts such a game's wins
    # and games but not its points (they are not points won).
    lower_scores_win: bool = False
    legacy: Legacy | None = None

    # ---- names ---------------------------------------------------------------------------------

    @property
    def command(self) -> str:
        return f"start_{self.kind}"

    @property
    def title_key(self) -> str:
        return f"game-{self.kind}"

    @property
    def rules_key(self) -> str:
        return f"rules-{self.kind}"

    @property
    def min_players(self) -> int:
        return self.rules.min_players

    @property
    def max_players(self) -> int:
        return self.rules.max_players

    # ---- settings ------------------------------------------------------------------------------

    def settings(self, overrides: Mapping[str, JsonValue], time_scale: float = 1.0) -> S:
        """Defaults, then the chat's /settings choices, then every duration scaled."""
        names = {f.name for f in dataclasses.fields(self.settings_type)}  # type: ignore[arg-type]
        chosen = {k: v for k, v in overrides.items() if k in names and k != "rules"}
        data = {**serial.dump_dict(self.settings_type()), **chosen}
        if "rules" in names:  # a new game is judged by today's rulings; a stored one keeps its own
            data["rules"] = RULES
        return scaled(serial.load(self.settings_type, data), time_scale)

    def durations(self) -> tuple[str, ...]:
        return duration_fields(self.settings_type)

    def settings_to_json(self, settings: object) -> JsonDict:
        return serial.dump_dict(self._settings(settings))

    def settings_from_json(self, data: JsonDict) -> S:
        return serial.load(self.settings_type, data)

    def setting_value(self, settings: object, name: str) -> JsonValue:
        value: JsonValue = serial.dump_dict(self._settings(settings))[name]
        return value

    # ---- the engine ----------------------------------------------------------------------------

    def content(self, locale: str) -> tuple[C, JsonDict]:
        """The content for `locale`, and the same as JSON (what the game's row keeps)."""
        content = self.load_content(locale)
        return content, serial.dump_dict(content)

    def start(
        self, players: Sequence[Player], settings: object, seed: int, now: float, *, content: JsonDict,
        locale: str, memory: Memory,
    ) -> tuple[G, Sequence[Event]]:
        return self.rules.new(players, self._settings(settings), seed, now,
                              content=serial.load(self.content_type, content), locale=locale, memory=memory)

    def restore(self, state: JsonDict, content: JsonDict) -> G:
        return self.rules.from_json(state, content=serial.load(self.content_type, content))

    # ---- the presenter -------------------------------------------------------------------------

    def view(self, ctx: ViewContext, settings: object, events: Sequence[Event] = ()) -> View[S]:
        return View(self.kind, ctx.locale, ctx.translator, ctx.players, self._settings(settings), events,
                    ctx.secrets_in_group)

    def present(self, events: Sequence[Event], ctx: ViewContext, settings: object,
                look_ahead: Sequence[Event] = ()) -> list[Action]:
        return self.presenter.present(events, self.view(ctx, settings, look_ahead or events))

    def refusal(self, command: Command, refusal: Refusal, ctx: ViewContext, settings: object) -> list[Action]:
        return self.presenter.refusal(command, refusal, self.view(ctx, settings))

    def button_refusal(self, command: Press, refusal: Refusal, ctx: ViewContext, settings: object
                       ) -> str | None:
        return self.presenter.button_refusal(command, refusal, self.view(ctx, settings))

    def menu(self, button: ChoicesButton, player_id: int, engine: Engine, ctx: ViewContext, settings: object
             ) -> list[Action] | None:
        return self.presenter.menu(button, player_id, self._engine(engine), self.view(ctx, settings))

    def resume(self, engine: Engine, ctx: ViewContext, settings: object) -> list[Action]:
        return self.presenter.resume(self._engine(engine), self.view(ctx, settings))

    def moved(self, engine: Engine, ctx: ViewContext, settings: object) -> list[Action]:
        return self.presenter.moved(self._engine(engine), self.view(ctx, settings))

    def stopped(self, engine: Engine, ctx: ViewContext, settings: object) -> list[Action]:
        return self.presenter.stopped(self._engine(engine), self.view(ctx, settings))

    def secrets(self, engine: Engine, player_id: int, ctx: ViewContext, settings: object) -> list[Action]:
        return self.presenter.secrets(self._engine(engine), player_id, self.view(ctx, settings))

    # ---- narrowing what the platform hands back ------------------------------------------------

    def _settings(self, settings: object) -> S:
        if not isinstance(settings, self.settings_type):
            raise TypeError(f"{self.kind}: settings of type {type(settings).__name__}")
        return settings

    def _engine(self, engine: Engine) -> G:
        if not isinstance(engine, self.engine_type):
            raise TypeError(f"{self.kind}: an engine of type {type(engine).__name__}")
        return engine


class Game(Protocol):
    """A game as the platform holds it: what every `GameSpec[S, C, G]` offers, types erased."""

    @property
    def kind(self) -> str: ...
    @property
    def command(self) -> str: ...
    @property
    def title_key(self) -> str: ...
    @property
    def rules_key(self) -> str: ...
    @property
    def min_players(self) -> int: ...
    @property
    def max_players(self) -> int: ...
    @property
    def capabilities(self) -> Capabilities: ...
    @property
    def buttons(self) -> ButtonKinds: ...
    @property
    def reasons(self) -> tuple[type[StrEnum], ...]: ...
    @property
    def renderer(self) -> Renderer | None: ...
    @property
    def commands(self) -> tuple[str, ...]: ...
    @property
    def ephemeral_commands(self) -> tuple[str, ...]: ...
    @property
    def setting_choices(self) -> Mapping[str, Sequence[JsonValue]]: ...
    @property
    def presents_final_scores(self) -> bool: ...
    @property
    def lower_scores_win(self) -> bool: ...
    @property
    def legacy(self) -> Legacy | None: ...

    def settings(self, overrides: Mapping[str, JsonValue], time_scale: float = 1.0) -> object: ...
    def durations(self) -> tuple[str, ...]: ...
    def settings_to_json(self, settings: object) -> JsonDict: ...
    def settings_from_json(self, data: JsonDict) -> object: ...
    def setting_value(self, settings: object, name: str) -> JsonValue: ...
    def content(self, locale: str) -> tuple[object, JsonDict]: ...
    def start(
        self, players: Sequence[Player], settings: object, seed: int, now: float, *, content: JsonDict,
        locale: str, memory: Memory,
    ) -> tuple[Engine, Sequence[Event]]: ...
    def restore(self, state: JsonDict, content: JsonDict) -> Engine: ...
    def present(self, events: Sequence[Event], ctx: ViewContext, settings: object,
                look_ahead: Sequence[Event] = ()) -> list[Action]: ...
    def refusal(self, command: Command, refusal: Refusal, ctx: ViewContext, settings: object
                ) -> list[Action]: ...
    def button_refusal(self, command: Press, refusal: Refusal, ctx: ViewContext, settings: object
                       ) -> str | None: ...
    def menu(self, button: ChoicesButton, player_id: int, engine: Engine, ctx: ViewContext, settings: object
             ) -> list[Action] | None: ...
    def resume(self, engine: Engine, ctx: ViewContext, settings: object) -> list[Action]: ...
    def moved(self, engine: Engine, ctx: ViewContext, settings: object) -> list[Action]: ...
    def stopped(self, engine: Engine, ctx: ViewContext, settings: object) -> list[Action]: ...
    def secrets(self, engine: Engine, player_id: int, ctx: ViewContext, settings: object) -> list[Action]: ...


def json_content(kind: str, content_type: type[C]) -> Callable[[str], C]:
    """Content read from `locales/<locale>/<kind>.json` as `content_type`."""

    def load(locale: str) -> C:
        from locales import load_content

        return serial.load(content_type, load_content(locale, kind))

    return load
