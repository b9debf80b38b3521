"""Names and numbers drawn on game pictures: PT Sans (OFL-1.1, ParaType, made for Cyrillic) from the
`fontpkg-pt-sans` package, so pictures render after a plain `pip install` (Pillow's own font has no
Cyrillic, and no system font is assumed)."""

from __future__ import annotations

from functools import cache, lru_cache
from importlib import resources

from PIL import ImageFont


@cache
def font_path(bold: bool = True) -> str:
    name = "PT_Sans-Web-Bold.ttf" if bold else "PT_Sans-Web-Regular.ttf"
    return str(resources.files("fontpkg_pt_sans").joinpath("files", name))


@lru_cache(maxsize=32)
def font(size: int, bold: bool = True) -> ImageFont.FreeTypeFont:
    return ImageFont.truetype(font_path(bold), size)


@lru_cache(maxsize=4096)
def has_glyph(char: str) -> bool:
    """Whether the font draws `char` (an emoji in a name has no glyph: it is left out)."""
    if char.isspace():
        return True
    f = font(32)
    return bytes(f.getmask(char)) != bytes(f.getmask("\U0010fffd"))


def drawable(text: str) -> str:
    return " ".join("".join(c for c in text if has_glyph(c)).split())


def fit(text: str, size: int, width: float) -> str:
    """`text` cut with «…» to fit `width` pixels."""
    f = font(size)
    if f.getlength(text) <= width:
        return text
    while text and f.getlength(text + "…") > width:
        text = text[:-1]
    return text.rstrip() + "…"
