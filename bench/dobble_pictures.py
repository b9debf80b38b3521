"""Benchmark of Доббль's pictures, run by hand: `python bench/dobble_pictures.py`.

Prints the time to draw one card (512×512) and the table for 2, 3, 4 and 8 players:
- cold: a new renderer (empty caches; the process has loaded the font and the modules once),
- next: the table after a take in a running game (caches warm; the new centre card and the
  taker's card are drawn, the other cards come from the cache) — what a game really costs,
- warm: the same scene again (everything cached but the PNG encoding),
each as a median in milliseconds of this process's CPU time (the drawing is single-threaded, so on
a machine of its own that is the wall time; on a shared one the wall clock would measure the
neighbours) and as a ratio to its goal (at or below 1.00 meets it), and how much resident memory
drawing a whole 8-player game adds.

The goals are the first prototype's figures (Twemoji + resvg + Pillow): 26 ms a card, 66 ms the
table of 3, 154 ms the table of 8; 2 and 4 players are interpolated between those (17.6 ms a seat).
"""

from __future__ import annotations

import gc
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from bot.games.dobble.pictures import DobbleRenderer, card_scene, table_scene
from engines.core import JsonDict, Player, Posted, PressedAt, Tick, serial
from engines.dobble import (
    CARDS,
    CentreOpened,
    ClaimSymbol,
    Dobble,
    DobbleContent,
    DobbleSettings,
)
from locales import load_content

CARD_GOAL_MS = 26.0
TABLE_GOAL_MS = {2: 48.4, 3: 66.0, 4: 83.6, 8: 154.0}
CACHE_BOUND_MB = 16 + 16 + 8  # the renderer's caches' bounds (symbols, cards, blank cards)
NAMES = ("Аня", "Борис", "Вика", "Лиза", "Макс", "Женя", "Юля", "Эдуард")
RUNS = 7


def rss_mb(field: str = "VmRSS") -> float:
    for line in Path("/proc/self/status").read_text().splitlines():
        if line.startswith(field + ":"):
            return int(line.split()[1]) / 1024
    return float("nan")


def median_ms(scenes: list[JsonDict], renderer: DobbleRenderer | None = None) -> float:
    """The median time to draw each scene: with `renderer` (its caches as they are), or each with
    a new renderer (cold)."""
    times = []
    for scene in scenes:
        drawing = renderer or DobbleRenderer()
        start = time.process_time()
        drawing.render(scene, "ru")
        times.append((time.process_time() - start) * 1000)
    return statistics.median(times)


def game_tables(players: int, seed: int, content: DobbleContent) -> list[JsonDict]:
    """The table scene of every centre card of one game, each card taken by the next player."""
    seats = [Player(i + 1, NAMES[i]) for i in range(players)]
    game, events = Dobble.new(seats, DobbleSettings(countdown=0), seed, 0.0, content=content, locale="ru",
                              memory={})
    scenes: list[JsonDict] = []
    now, message, update = 0.0, 100, 1000
    names = {p.id: p.name for p in seats}
    while not game.is_over():
        opened = next(e for e in reversed(events) if isinstance(e, CentreOpened))
        scenes.append(table_scene(opened, names.__getitem__))
        message += 1
        game.handle(Posted(opened.anchor, int(now), message), now)
        taker = seats[len(scenes) % players].id
        top = next(t for t in opened.tops if t.player_id == taker)
        (symbol,) = set(CARDS[top.card.id]) & set(CARDS[opened.card.id])
        update += 1
        game.handle(ClaimSymbol(player_id=taker, at=PressedAt(int(now), message, update), card=opened.card.id,
                                symbol=symbol), now)
        now += 2.0
        events = list(game.handle(Tick(), now))
    return scenes


def report(label: str, figure: float, goal: float) -> None:
    print(f"{label:<34} {figure:>8.1f} ms   goal {goal:>6.1f} ms   ratio {figure / goal:>5.2f}")


def main() -> None:
    content = serial.load(DobbleContent, load_content("ru", "dobble"))
    print(f"start: RSS {rss_mb():.1f} MB")
    whole_game = game_tables(8, 99, content)
    gc.collect()
    before = rss_mb()
    renderer = DobbleRenderer()
    first_ms = median_ms(whole_game[:1], renderer)
    print(f"first render in this process (font, artwork index, palette): {first_ms:.0f} ms")
    for scene in whole_game[1:]:
        renderer.render(scene, "ru")
    gc.collect()
    rss = rss_mb()
    held = ", ".join(f"{name} {size / 2**20:.1f} MB" for name, size in renderer.cache_bytes().items())
    growth = rss - before
    print(f"a whole 8-player game drawn by a new renderer: RSS {rss:.1f} MB "
          f"(peak {rss_mb('VmHWM'):.1f} MB), {growth:.1f} MB more than before it; the caches hold {held}; "
          f"ratio of the growth to their bound {CACHE_BOUND_MB} MB: {growth / CACHE_BOUND_MB:.2f}")

    tables = {n: [game_tables(n, seed, content) for seed in range(RUNS)] for n in (2, 3, 4, 8)}
    game, _ = Dobble.new([Player(1, "Аня"), Player(2, "Борис")], DobbleSettings(), 0, 0.0, content=content,
                         locale="ru", memory={})
    cards = [card_scene(game.card_view(card), look=card) for card in range(RUNS)]
    report("one card 512×512, cold", median_ms(cards), CARD_GOAL_MS)
    renderer = DobbleRenderer()
    report("one card 512×512, warm", median_ms(cards[:1] * (RUNS + 1), renderer), CARD_GOAL_MS)

    for players, games in tables.items():
        goal = TABLE_GOAL_MS[players]
        report(f"table of {players}, cold", median_ms([g[0] for g in games]), goal)
        renderer = DobbleRenderer()
        median_ms(games[0][:5], renderer)
        report(f"table of {players}, next (in a game)", median_ms(games[0][5:25], renderer), goal)
        report(f"table of {players}, warm (same scene)", median_ms(games[0][5:6] * RUNS, renderer), goal)


if __name__ == "__main__":
    main()
