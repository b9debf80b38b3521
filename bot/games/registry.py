"""Which games the bot offers.

Each game's issue adds one registration line to `default_registry`. Kinds in
`KNOWN_GAMES` that are not registered yet still appear in /games as "coming soon".
"""

from __future__ import annotations

from collections.abc import Iterator

from bot.games.spec import GameSpec

KNOWN_GAMES: tuple[str, ...] = ("skattergoris", "soobrazhariy", "dobble", "assotsiatsii", "netslov")


class Registry:
    def __init__(self, *specs: GameSpec) -> None:
        self._specs: dict[str, GameSpec] = {}
        for spec in specs:
            self.register(spec)

    def register(self, spec: GameSpec) -> None:
        if spec.kind in self._specs:
            raise ValueError(f"game {spec.kind!r} registered twice")
        self._specs[spec.kind] = spec

    def get(self, kind: str) -> GameSpec | None:
        return self._specs.get(kind)

    def __contains__(self, kind: object) -> bool:
        return kind in self._specs

    def __iter__(self) -> Iterator[GameSpec]:
        return iter(self._specs.values())

    def menu(self) -> list[str]:
        """The kinds shown in /games: the five games (registered or not), then any others registered."""
        return [*KNOWN_GAMES, *(kind for kind in self._specs if kind not in KNOWN_GAMES)]


def default_registry() -> Registry:
    registry = Registry()
    # One line per game, added by that game's issue, e.g.:
    # from bot.games.skattergoris import SPEC as skattergoris; registry.register(skattergoris)
    from bot.games.soobrazhariy import SPEC as soobrazhariy; registry.register(soobrazhariy)  # noqa: E702, I001
    from bot.games.skattergoris import SPEC as skattergoris; registry.register(skattergoris)  # noqa: E702, I001
    return registry
