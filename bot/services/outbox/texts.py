"""Telegram's text limit: measuring a text the way Telegram does, and splitting long ones."""

from __future__ import annotations

MAX_TEXT = 4096
MAX_CAPTION = 1024  # a photo's caption


def clip(text: str, limit: int) -> str:
    """`text` cut to `limit` UTF-16 units (as Telegram counts), ending in «…» when it was cut."""
    if tg_len(text) <= limit:
        return text
    cut = text
    while tg_len(cut) > limit - 1:
        cut = cut[: max(0, len(cut) - max(1, (tg_len(cut) - limit + 1) // 2))]
    return cut + "…"


def tg_len(text: str) -> int:
    """Length in UTF-16 code units, as Telegram counts it (an emoji outside the BMP is two)."""
    return len(text.encode("utf-16-le")) // 2


def split_text(text: str, limit: int = MAX_TEXT) -> list[str]:
    """Cut `text` into messages of at most `limit`, at line boundaries where possible.

    A single line longer than the limit is cut at its last space before the limit, or hard at the
    limit when it has none. Blank pieces are dropped (Telegram refuses empty messages).
    """
    if tg_len(text) <= limit:
        return [text]
    pieces: list[str] = []
    for line in text.split("\n"):
        pieces.extend(_cut_line(line, limit))
    chunks: list[str] = []
    current: str | None = None
    for piece in pieces:
        if current is not None and tg_len(current) + 1 + tg_len(piece) <= limit:
            current = f"{current}\n{piece}"
        else:
            if current is not None:
                chunks.append(current)
            current = piece
    if current is not None:
        chunks.append(current)
    return [chunk for chunk in chunks if chunk.strip()]


def _cut_line(line: str, limit: int) -> list[str]:
    pieces: list[str] = []
    while tg_len(line) > limit:
        cut = _prefix_fitting(line, limit)
        space = line.rfind(" ", 0, cut)
        if space > 0:
            pieces.append(line[:space])
            line = line[space + 1 :]
        else:
            pieces.append(line[:cut])
            line = line[cut:]
    pieces.append(line)
    return pieces


def _prefix_fitting(line: str, limit: int) -> int:
    """The longest prefix length (in str characters) whose Telegram length is within `limit`."""
    units = 0
    for index, char in enumerate(line):
        units += 2 if ord(char) > 0xFFFF else 1
        if units > limit:
            return index
    return len(line)
