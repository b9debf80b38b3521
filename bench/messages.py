"""What each game writes to Telegram, and what the flood limits cost it; run by hand:
`.venv/bin/python bench/messages.py [--answer-after=SECONDS] [game ...]`, or
`.venv/bin/python bench/messages.py --secrets` for the games with secrets, played alike with the
secrets inside the group (ephemeral messages) and in the private chat: writes per round, side by side.

Every registered game is played once through the in-process harness (sandbox, manual clock),
twice: with Telegram's limits on (the outbox's FloodLimits and the sandbox's flood control) and
with them off. Players act at the same human-like moments both times, so any difference in the
game's length is time spent waiting for the limits. Printed per game: group writes (sends,
edits), private writes, the most group writes in any 60 s, 429s, and the game's length (clock
time from the start to the final result's write) on vs off with their ratio.

Соображарий is a 20-turn game of standard turns: the letter comes, an answer a few seconds
later, nobody challenges, the card is awarded. The other games replay their flood e2e test.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import sys
import tempfile
from collections.abc import Awaitable, Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from bot.games.registry import Registry
from bot.services.live import LiveGames
from bot.services.outbox import FloodLimits
from engines.soobrazhariy import Soobrazhariy
from sandbox import FloodLimits as SandboxFlood
from sandbox import Sandbox
from tests.e2e.soobrazhariy.deals import KnownDeal, spec_with_deal
from tests.platform.harness import Harness, play

TELEGRAM = SandboxFlood(per_chat_per_second=1, per_group_per_minute=20, global_per_second=30)
SENDS = {"sendMessage", "sendPhoto", "sendPoll", "sendMediaGroup"}
EDITS = {"editMessageText", "editMessageCaption", "editMessageMedia", "editMessageReplyMarkup",
         "stopPoll", "deleteMessage", "pinChatMessage", "unpinChatMessage",
         "editEphemeralMessageText", "editEphemeralMessageCaption", "editEphemeralMessageMedia",
         "editEphemeralMessageReplyMarkup", "deleteEphemeralMessage"}
WINDOW = 60.0

# Соображарий: 20 letters, each with a word the dictionary knows, answered a few seconds after it.
SOOB_WORDS = {"К": "кот", "М": "мост", "С": "сок", "П": "парк", "Т": "торт", "Б": "банк",
              "Л": "лес", "Д": "дом", "Г": "гора", "Р": "река", "Н": "нос", "В": "вода",
              "З": "зонт", "О": "окно", "Ш": "шарф", "Ч": "чай", "Ф": "флаг", "Е": "ель",
              "И": "игра", "У": "утка"}
SOOB_TURNS = 20
ANSWER_AFTER = 3.0  # seconds from the letter in the chat to the answer (`--answer-after`)
STEP = 0.5


@dataclass
class Run:
    sends: int = 0
    edits: int = 0
    private: int = 0
    peak: int = 0
    too_many: int = 0
    length: float = 0.0
    failed: str = ""


class _Sandbox(Sandbox):
    """The sandbox with its flood control held off, whatever a scenario sets."""

    @property  # type: ignore[override]
    def flood(self) -> Any:
        return None

    @flood.setter
    def flood(self, value: Any) -> None:
        pass


class BenchHarness(Harness):
    def __init__(self, tmp_path: Path, *, limits: bool) -> None:
        super().__init__(tmp_path)
        self.limits = limits
        if limits:
            self.tg.flood = TELEGRAM
        else:
            self.tg.__class__ = _Sandbox
        self.started_at: float | None = None

    async def boot(self, *, flood_limits: FloodLimits | None = None, **kwargs: Any) -> Any:
        kwargs["count_outbox"] = False
        app = await super().boot(flood_limits=FloodLimits() if self.limits else None, **kwargs)
        self._watch(app.live)
        return app

    def _watch(self, live: LiveGames) -> None:
        bench = self

        class Watched(dict[Any, Any]):
            def __setitem__(self, key: Any, value: Any) -> None:
                if bench.started_at is None:
                    bench.started_at = bench.clock.now()
                super().__setitem__(key, value)

        live.by_key = Watched(live.by_key)


async def settle(harness: Harness) -> None:
    assert harness.app is not None
    for _ in range(2000):
        if harness.app.outbox.pending == 0:
            return
        await harness.tg.advance(STEP)
    raise AssertionError("the outbox never drained")


async def soobrazhariy_game(harness: Harness) -> None:
    letters = tuple(SOOB_WORDS)[:SOOB_TURNS]
    categories = tuple(f"cat:{n}" for n in range(SOOB_TURNS + 2))
    registry = Registry(spec_with_deal(KnownDeal(categories, letters)))
    harness.tg.privacy_mode = False
    await harness.boot(registry=registry)
    users = list(harness.tg.users("Аня", "Боб", "Вика"))
    group = harness.tg.group("Игротека", *users)
    await play(harness, group, users[0], *users[1:], command="/start_soobrazhariy")
    assert harness.app is not None
    session = harness.app.live.by_key[(group.id, 0)]
    answered: set[int] = set()
    for _ in range(20000):
        if (group.id, 0) not in harness.app.live.by_key:
            break
        game = session.engine
        assert isinstance(game, Soobrazhariy)
        turn = game.turn
        if turn is not None and turn.anchor is not None and turn.number not in answered and turn.letter:
            answered.add(turn.number)
            await harness.tg.advance(ANSWER_AFTER)
            await users[turn.number % 3].says(group, SOOB_WORDS[turn.letter])
            continue
        await harness.tg.advance(STEP)
    assert (group.id, 0) not in harness.app.live.by_key, "the game did not end"
    assert len(answered) == SOOB_TURNS, answered
    await settle(harness)


def _from_flood_test(module: str, name: str) -> Callable[[Harness], Awaitable[None]]:
    async def run(harness: Harness) -> None:
        import importlib

        await getattr(importlib.import_module(module), name)(harness)
        await settle(harness)

    return run


GAMES: dict[str, Callable[[Harness], Awaitable[None]]] = {
    "skattergoris": _from_flood_test("tests.e2e.skattergoris.test_skattergoris_e2e_flood", "six_player_game"),
    "soobrazhariy": soobrazhariy_game,
    "dobble": _from_flood_test("tests.e2e.dobble.test_dobble_e2e_flood", "four_player_game"),
    "assotsiatsii": _from_flood_test("tests.e2e.assotsiatsii.test_assotsiatsii_e2e_flood",
                                     "four_player_game"),
    "netslov": _from_flood_test("tests.e2e.netslov.test_netslov_e2e_flood", "three_player_game"),
}


async def measure(game: str, *, limits: bool) -> Run:
    run = Run()
    with tempfile.TemporaryDirectory() as tmp:
        harness = BenchHarness(Path(tmp), limits=limits)
        try:
            await GAMES[game](harness)
        except AssertionError as error:  # a scenario's own check; the figures still say what happened
            run.failed = str(error)[:120] or "assertion"
        finally:
            if harness.app is not None:
                with contextlib.suppress(AssertionError):
                    await settle(harness)
            started = harness.started_at
            calls = [c for c in harness.tg.calls if c["method"] != "getUpdates"]
            await harness.shutdown()
    begin = started if started is not None else 0.0
    group_times = []
    for call in calls:
        if call["error_code"] == 429:
            run.too_many += 1
        if not call["ok"] or call["at"] < begin:
            continue
        chat = call["params"].get("chat_id")
        if call["method"] not in SENDS | EDITS or not isinstance(chat, int):
            continue
        if chat > 0:
            run.private += 1
            continue
        group_times.append(call["at"])
        if call["method"] in SENDS:
            run.sends += 1
        else:
            run.edits += 1
    run.length = (max(group_times) - begin) if group_times else 0.0
    run.peak = max((sum(1 for u in group_times if t <= u < t + WINDOW) for t in group_times), default=0)
    return run


def is_ephemeral(call: dict[str, Any]) -> bool:
    return "Ephemeral" in call["method"] or call["params"].get("ephemeral_message_parameters") is not None


async def measure_secrets(game: str, mode: str) -> tuple[int, dict[str, int], str]:
    """One game of `bench/secret_rounds.py` with the limits on: (rounds, writes by kind, failure)."""
    from bench.secret_rounds import SCENARIOS

    counts = {"group": 0, "ephemeral": 0, "private": 0, "429": 0}
    rounds, failed = 0, ""
    with tempfile.TemporaryDirectory() as tmp:
        harness = BenchHarness(Path(tmp), limits=True)
        try:
            rounds = await SCENARIOS[game](harness, mode)
        except AssertionError as error:
            failed = str(error)[:120] or "assertion"
        finally:
            if harness.app is not None:
                with contextlib.suppress(AssertionError):
                    await settle(harness)
            calls = [c for c in harness.tg.calls if c["method"] != "getUpdates"]
            await harness.shutdown()
    for call in calls:
        counts["429"] += call["error_code"] == 429
        chat = call["params"].get("chat_id")
        if not call["ok"] or call["method"] not in SENDS | EDITS or not isinstance(chat, int):
            continue
        counts["private" if chat > 0 else "ephemeral" if is_ephemeral(call) else "group"] += 1
    return rounds, counts, failed


async def main_secrets() -> None:
    from bench.secret_rounds import ROUNDS, SCENARIOS

    logging.disable(logging.WARNING)
    print(f"per round ({ROUNDS} rounds each; Нет слов: a turn of each player), Telegram's limits on")
    print(f"{'game':<14}{'secrets':<9}{'group writes':>13}{'of them ephemeral':>19}{'private':>9}"
          f"{'429s':>6}")
    for game in SCENARIOS:
        for mode in ("group", "private"):
            rounds, counts, failed = await measure_secrets(game, mode)
            per = max(rounds, 1)
            in_group = counts["group"] + counts["ephemeral"]
            note = f"  ({failed})" if failed else ""
            print(f"{game:<14}{mode:<9}{in_group / per:>13.1f}{counts['ephemeral'] / per:>19.1f}"
                  f"{counts['private'] / per:>9.1f}{counts['429']:>6}{note}")


async def main(games: list[str]) -> None:
    logging.disable(logging.WARNING)
    print(f"{'game':<14}{'limits':<7}{'group sends':>12}{'edits':>7}{'private':>9}{'max/60s':>9}"
          f"{'429s':>6}{'length s':>10}")
    for game in games:
        on = await measure(game, limits=True)
        off = await measure(game, limits=False)
        for label, run in (("on", on), ("off", off)):
            note = f"  ({run.failed})" if run.failed else ""
            print(f"{game:<14}{label:<7}{run.sends:>12}{run.edits:>7}{run.private:>9}{run.peak:>9}"
                  f"{run.too_many:>6}{run.length:>10.1f}{note}")
        ratio = on.length / off.length if off.length else float("nan")
        print(f"{game:<14}length on/off: ×{ratio:.2f}")
        if game == "soobrazhariy":
            group = on.sends + on.edits
            print(f"{game:<14}per turn: {on.sends / SOOB_TURNS:.2f} sends + {on.edits / SOOB_TURNS:.2f} edits"
                  f" = {group / SOOB_TURNS:.2f} group writes;"
                  f" {group / (off.length / 60):.1f} group writes a minute played freely")


if __name__ == "__main__":
    names = []
    for arg in sys.argv[1:]:
        if arg.startswith("--answer-after="):
            ANSWER_AFTER = float(arg.partition("=")[2])
        elif arg == "--secrets":
            asyncio.run(main_secrets())
            sys.exit(0)
        else:
            names.append(arg)
    asyncio.run(main(names or list(GAMES)))
