"""The track's picture: drawn the same every time, any length, each marker on its player's cell (at the
finish once the total reaches it), Cyrillic names, emoji left out."""

from __future__ import annotations

import io

import pytest
from PIL import Image

from bot.games.assotsiatsii.pictures import COLOURS, HEIGHT, WIDTH, TrackRenderer, cell_centres, track_scene

RENDERER = TrackRenderer()


def draw(length: int, standings: list[tuple[str, int]]) -> Image.Image:
    scene = track_scene(length, standings, title=f"Трек до {length} очков", finish="Старт · финиш")
    png = RENDERER.render(scene, "ru")
    assert png[:8] == b"\x89PNG\r\n\x1a\n"
    image = Image.open(io.BytesIO(png)).convert("RGB")
    assert image.size == (WIDTH, HEIGHT)
    return image


def near(pixel: object, colour: tuple[int, int, int], slack: int = 24) -> bool:
    assert isinstance(pixel, tuple)
    return all(abs(a - b) <= slack for a, b in zip(pixel, colour, strict=True))


def test_the_same_scene_gives_the_same_bytes() -> None:
    scene = track_scene(30, [("Аня", 12), ("Боб", 9)], title="Трек до 30 очков", finish="Старт · финиш")
    assert RENDERER.render(scene, "ru") == RENDERER.render(dict(scene), "ru")


@pytest.mark.parametrize("length", [20, 30, 40, 7, 25])
def test_a_lone_marker_stands_on_its_players_cell(length: int) -> None:
    total = length // 2
    image = draw(length, [("Аня", total), ("Боб", length + 3)])
    centres, _ = cell_centres(length)
    x, y = centres[total]
    assert near(image.getpixel((round(x), round(y))), COLOURS[0])


def test_past_the_finish_the_marker_stands_on_the_finish() -> None:
    image = draw(20, [("Аня", 23)])
    x, y = cell_centres(20)[0][0]
    assert near(image.getpixel((round(x), round(y))), COLOURS[0])


def test_names_with_emoji_and_long_names_draw() -> None:
    others = [(f"Игрок {n}", n) for n in range(6)]
    image = draw(40, [("Аня 🎉", 5), ("Константин Константинопольский", 5), *others])
    assert image.getbbox() is not None


def test_not_a_track_scene_is_refused() -> None:
    with pytest.raises(ValueError):
        RENDERER.render({"scene": "dobble-card"}, "ru")
