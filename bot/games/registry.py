"""Which games the bot offers.

Each game's issue adds one registration line to `default_registry`. Kinds in `KNOWN_GAMES` that
are not registered yet still appear in /games as "coming soon".
"""

from __future__ import annotations

from collections.abc import Iterator

from bot.games.buttons import Tapped, kind_and_game
from bot.games.spec import Game

KNOWN_GAMES: tuple[str, ...] = ("skattergoris", "soobrazhariy", "dobble", "assotsiatsii", "netslov")


class Registry:
    def __init__(self, *specs: Game) -> None:
        self._specs: dict[str, Game] = {}
        self._buttons: dict[str, Game] = {}  # button code -> the game whose button it is
        for spec in specs:
            self.register(spec)

    def register(self, spec: Game) -> None:
        if spec.kind in self._specs:
            raise ValueError(f"game {spec.kind!r} registered twice")
        for code in spec.buttons.codes:
            taken = self._buttons.get(code)
            if taken is not None and taken.buttons != spec.buttons:  # two variants of one game may share
                raise ValueError(f"button code {code!r} of {spec.kind!r} is taken by {taken.kind!r}")
            self._buttons[code] = spec
        self._specs[spec.kind] = spec

    def get(self, kind: str) -> Game | None:
        return self._specs.get(kind)

    def __contains__(self, kind: object) -> bool:
        return kind in self._specs

    def __iter__(self) -> Iterator[Game]:
        return iter(self._specs.values())

    def menu(self) -> list[str]:
        """The kinds shown in /games: the five games (registered or not), then any others registered."""
        return [*KNOWN_GAMES, *(kind for kind in self._specs if kind not in KNOWN_GAMES)]

    def button(self, data: str) -> Tapped | None:
        """The game button a callback's data packs, if it is one (its `game` names the game)."""
        spec = self._buttons.get(kind_and_game(data)[0])
        return spec.buttons.unpack(data) if spec is not None else None


def default_registry() -> Registry:
    registry = Registry()
    # One line per game, added by that game's issue.
    from bot.games.soobrazhariy import SPEC as soobrazhariy; registry.register(soobrazhariy)  # noqa: E702, I001
    from bot.games.skattergoris import SPEC as skattergoris; registry.register(skattergoris)  # noqa: E702, I001
    from bot.games.netslov import SPEC as netslov; registry.register(netslov)  # noqa: E702, I001
    from bot.games.dobble import SPEC as dobble; registry.register(dobble)  # noqa: E702, I001
    from bot.games.assotsiatsii import SPEC as assotsiatsii; registry.register(assotsiatsii)  # noqa: E702, I001
    return registry
