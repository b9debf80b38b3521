"""The track of «Ассоциации» as a picture: a loop of `length` cells from «Старт · финиш» clockwise, every
player's marker on their cell (at the finish once they reach it), and the totals in the middle.

The loop starts and ends at the bottom's middle. A scene is plain JSON, the key of the platform's file_id
cache (the same standings give the same picture, sent again by its file_id). The presenter builds it
with `track_scene`; the labels come translated, so the renderer needs no strings of its own:

    {"scene": "assotsiatsii-track", "length": 30, "title": "Трек до 30 очков", "finish": "Старт · финиш",
     "players": [{"name": "Аня", "total": 12}, {"name": "Боб", "total": 9}, …]}   # join order: colours

The font is PT Sans (OFL-1.1, made for Cyrillic) from the `fontpkg-pt-sans` package; nothing is
downloaded or read from the system.
"""

from __future__ import annotations

import io
import math
from collections.abc import Sequence
from dataclasses import dataclass
from functools import lru_cache

from PIL import Image, ImageDraw

from bot.games.lettering import drawable, fit, font
from engines.core import JsonDict, JsonValue

TRACK = "assotsiatsii-track"

WIDTH, HEIGHT = 1280, 800  # Telegram keeps photos up to 1280 on a side
MARGIN = 64
CORNER = 130
PAPER = (245, 238, 225)
CELL = (255, 255, 255)
CELL_EDGE = (196, 184, 164)
PATH = (226, 214, 194)
INK = (54, 46, 38)
FAINT = (160, 148, 130)
WHITE = (255, 255, 255)
GOLD = (196, 140, 20)
# Markers in join order: strong, distinct hues that read on the paper and carry a white letter.
COLOURS = ((229, 57, 53), (30, 136, 229), (67, 160, 71), (251, 140, 0), (142, 36, 170), (0, 137, 123),
           (216, 27, 96), (109, 76, 65), (84, 110, 122), (192, 202, 51))


@dataclass(frozen=True, slots=True)
class Standing:
    name: str
    total: int


def track_scene(length: int, standings: Sequence[tuple[str, int]], *, title: str, finish: str) -> JsonDict:
    players: list[JsonValue] = [{"name": name, "total": total} for name, total in standings]
    return {"scene": TRACK, "length": length, "title": title, "finish": finish, "players": players}


# -- the font -------------------------------------------------------------------------------------


# -- the loop -------------------------------------------------------------------------------------


def loop_point(s: float, box: tuple[float, float, float, float], r: float) -> tuple[float, float]:
    """The point `s` pixels along a rounded rectangle, clockwise from the top edge's left end."""
    x0, y0, x1, y1 = box
    w, h = x1 - x0 - 2 * r, y1 - y0 - 2 * r
    arc = math.pi * r / 2
    pieces = ((w, "top"), (arc, (x1 - r, y0 + r, -90)), (h, "right"), (arc, (x1 - r, y1 - r, 0)),
              (w, "bottom"), (arc, (x0 + r, y1 - r, 90)), (h, "left"), (arc, (x0 + r, y0 + r, 180)))
    s %= 2 * (w + h) + 4 * arc
    for size, piece in pieces:
        if s <= size:
            if piece == "top":
                return x0 + r + s, y0
            if piece == "right":
                return x1, y0 + r + s
            if piece == "bottom":
                return x1 - r - s, y1
            if piece == "left":
                return x0, y1 - r - s
            assert isinstance(piece, tuple)
            cx, cy, start = piece
            angle = math.radians(start + 90 * s / arc)
            return cx + r * math.cos(angle), cy + r * math.sin(angle)
        s -= size
    return x0 + r, y0


def cell_centres(length: int) -> tuple[list[tuple[float, float]], float]:
    """Where each cell sits and the cells' diameter. Cell 0, the start and the finish, is in the middle of
    the bottom edge (its label above it, clear of the totals); the cells go on clockwise from it."""
    box = (MARGIN, MARGIN, WIDTH - MARGIN, HEIGHT - MARGIN)
    r = CORNER
    w, h = box[2] - box[0] - 2 * r, box[3] - box[1] - 2 * r
    perimeter = 2 * (w + h) + 2 * math.pi * r
    start = w + h + math.pi * r + w / 2  # the top edge, two corners, the right edge, half the bottom
    step = perimeter / length
    diameter = min(0.82 * step, 96.0)
    return [loop_point(start + i * step, box, r) for i in range(length)], diameter


def marker_spots(count: int, cx: float, cy: float, cell: float) -> tuple[list[tuple[float, float]], float]:
    """Where `count` markers sharing a cell stand (a small grid on it) and their diameter."""
    cols = math.ceil(math.sqrt(count))
    rows = math.ceil(count / cols)
    size = min(cell * 0.62, cell * 0.98 / cols)
    spots = []
    for i in range(count):
        row, col = divmod(i, cols)
        in_row = min(cols, count - row * cols)
        x = cx + (col - (in_row - 1) / 2) * size
        y = cy + (row - (rows - 1) / 2) * size
        spots.append((x, y))
    return spots, size


# -- drawing --------------------------------------------------------------------------------------


class TrackRenderer:
    """Draws the track (`render(scene, locale) -> PNG bytes`); CPU only, no I/O after import."""

    def render(self, scene: JsonDict, locale: str) -> bytes:
        if scene.get("scene") != TRACK:
            raise ValueError(f"not a track of «Ассоциации»: {scene.get('scene')!r}")
        length, title, finish, players = scene["length"], scene["title"], scene["finish"], scene["players"]
        assert isinstance(length, int) and isinstance(title, str) and isinstance(finish, str)
        assert isinstance(players, list)
        standings = [self._standing(p) for p in players]
        return encode(self.picture(length, standings, title, finish))

    @staticmethod
    def _standing(data: JsonValue) -> Standing:
        assert isinstance(data, dict)
        name, total = data["name"], data["total"]
        assert isinstance(name, str) and isinstance(total, int)
        return Standing(name, total)

    def picture(self, length: int, standings: Sequence[Standing], title: str, finish: str) -> Image.Image:
        image = Image.new("RGB", (WIDTH, HEIGHT), PAPER)
        draw = ImageDraw.Draw(image)
        centres, cell = cell_centres(length)
        box = (MARGIN, MARGIN, WIDTH - MARGIN, HEIGHT - MARGIN)
        draw.rounded_rectangle(box, radius=CORNER, outline=PATH, width=int(cell * 0.5))
        for number, (x, y) in enumerate(centres):
            self._cell(image, draw, number, x, y, cell)
        x0, y0 = centres[0]
        draw.text((x0, y0 - cell / 2 - 10), fit(drawable(finish), 24, 260), font=font(24), fill=INK,
                  anchor="mb")
        self._markers(draw, standings, centres, cell, length)
        self._legend(draw, standings, length, title, cell)
        return image

    @staticmethod
    def _cell(image: Image.Image, draw: ImageDraw.ImageDraw, number: int, x: float, y: float,
              cell: float) -> None:
        box = (x - cell / 2, y - cell / 2, x + cell / 2, y + cell / 2)
        if number == 0:
            image.paste(_finish_cell(round(cell)), (round(box[0]), round(box[1])), _disc(round(cell)))
            draw.ellipse(box, outline=INK, width=3)
            return
        draw.ellipse(box, fill=CELL, outline=CELL_EDGE, width=3)
        draw.text((x, y), str(number), font=font(max(12, round(cell * 0.34)), bold=False), fill=FAINT,
                  anchor="mm")

    @staticmethod
    def _markers(draw: ImageDraw.ImageDraw, standings: Sequence[Standing],
                 centres: Sequence[tuple[float, float]], cell: float, length: int) -> None:
        on_cell: dict[int, list[int]] = {}
        for seat, standing in enumerate(standings):
            place = 0 if standing.total >= length else max(0, standing.total)
            on_cell.setdefault(place, []).append(seat)
        for place, seats in on_cell.items():
            x, y = centres[place]
            spots, size = marker_spots(len(seats), x, y, cell)
            for seat, (mx, my) in zip(seats, spots, strict=True):
                _marker(draw, mx, my, size, COLOURS[seat % len(COLOURS)], standings[seat].name)

    @staticmethod
    def _legend(draw: ImageDraw.ImageDraw, standings: Sequence[Standing], length: int, title: str,
                cell: float) -> None:
        left, top = MARGIN + cell, MARGIN + cell
        right, bottom = WIDTH - MARGIN - cell, HEIGHT - MARGIN - cell
        draw.text(((left + right) / 2, top + 24), fit(drawable(title), 44, right - left - 40), font=font(44),
                  fill=INK, anchor="mt")
        ranked = sorted(range(len(standings)), key=lambda seat: (-standings[seat].total, seat))
        columns = 1 if len(ranked) <= 4 else 2
        per_column = math.ceil(len(ranked) / columns)
        row_height = min(64.0, (bottom - top - 110) / max(per_column, 1))
        column_width = min(420.0, (right - left - 40) / columns)
        first_x = (left + right) / 2 - columns * column_width / 2
        size = round(row_height * 0.62)
        for n, seat in enumerate(ranked):
            column, row = divmod(n, per_column)
            x = first_x + column * column_width + 20
            y = top + 100 + row * row_height + row_height / 2
            standing = standings[seat]
            _marker(draw, x + size / 2, y, size * 0.9, COLOURS[seat % len(COLOURS)], standing.name)
            total = str(standing.total)
            total_x = x + column_width - 40
            draw.text((total_x, y), total, font=font(size), anchor="rm",
                      fill=GOLD if standing.total >= length else INK)
            name_room = total_x - font(size).getlength(total) - (x + size + 16) - 16
            name = fit(drawable(standing.name) or "?", size, name_room)
            draw.text((x + size + 16, y), name, font=font(size), fill=INK, anchor="lm")


def _marker(draw: ImageDraw.ImageDraw, x: float, y: float, size: float, colour: tuple[int, int, int],
            name: str) -> None:
    r = size / 2
    draw.ellipse((x - r, y - r, x + r, y + r), fill=colour, outline=WHITE, width=max(2, round(size / 14)))
    letter = next((c for c in drawable(name) if c.isalnum()), "")
    if letter and size >= 18:
        draw.text((x, y + 1), letter.upper(), font=font(round(size * 0.56)), fill=WHITE, anchor="mm")


@lru_cache(maxsize=8)
def _disc(side: int) -> Image.Image:
    mask = Image.new("L", (side * 3, side * 3), 0)
    ImageDraw.Draw(mask).ellipse((0, 0, side * 3 - 1, side * 3 - 1), fill=255)
    return mask.reduce(3)


@lru_cache(maxsize=8)
def _finish_cell(side: int) -> Image.Image:
    """The start and finish: a chequered disc."""
    squares = 6
    tile = Image.new("RGB", (side, side), WHITE)
    draw = ImageDraw.Draw(tile)
    step = side / squares
    for row in range(squares):
        for col in range(squares):
            if (row + col) % 2:
                draw.rectangle((col * step, row * step, (col + 1) * step, (row + 1) * step), fill=INK)
    return tile


def encode(image: Image.Image) -> bytes:
    """PNG in at most 256 colours (the drawing is flat): small, and the same scene gives the same bytes."""
    out = io.BytesIO()
    image.quantize(256, method=Image.Quantize.FASTOCTREE, dither=Image.Dither.NONE).save(out, "PNG")
    return out.getvalue()
