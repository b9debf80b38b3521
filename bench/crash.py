"""kill -9 trials of the real bot process (issue 15), run by hand:

    .venv/bin/python bench/crash.py                # 50 trials of each kind
    .venv/bin/python bench/crash.py --trials 5
    .venv/bin/python bench/crash.py --database auto   # Arbiter on PostgreSQL (a throwaway server)

The sandbox and Arbiter run as processes on loopback (as in bench/load.py); Соображарий is running in
a table of chats with its letter open. A trial posts a player's valid answer in one chat and kills
the bot with SIGKILL at a random moment, then starts it again on the same database and waits until
it is idle. Two kinds:

- **receipt**: killed 0–40 ms after the answer was posted (the bot long-polls, so it has the update
  within a millisecond or two): between Telegram handing it over and the command's commit;
- **announce**: killed 0–15 ms after the command was committed (its journal row is seen in the
  database): between the commit and the claim's message in the chat.

After each restart: the answer must be in the game's journal exactly once (else "lost" or
"twice"); every committed announcement must have reached the chat (the outbox table empty, the
claim's message in the chat; "unsaid" if not, "repeated" if the claim was posted twice); no game is
stuck (a deadline more than 5 s past); `PRAGMA integrity_check` is ok (on PostgreSQL: the
database answers, and every running game's version matches its journal).
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import random
import signal
import statistics
import sys
import time
from collections import Counter
from dataclasses import dataclass
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from load import (  # bench/ is a folder of scripts: they import each other by path
    BOT_ID,
    NOUNS,
    Bot,
    Sandbox,
    Table,
    lay_table,
    open_sandbox,
    settle,
    start_bot,
    stuck_games,
    wait_polling,
)

ROOT = Path(__file__).resolve().parents[1]
KINDS = ("receipt", "announce")
# Seconds since the letter within which a trial may answer it: the answer time is 45 s and a
# restart takes about 4, so an answer posted later may rightly be too late («Время вышло»).
LETTER_FRESH = 30.0


@dataclass
class Trial:
    kind: str
    chat: int
    message_id: int
    answer: str
    journal: int  # times the answer is in the journal after the restart
    claims: int  # the claim's messages in the chat
    unsaid: int  # outbox rows left once the restarted bot was idle
    stuck: int
    intact: bool
    recovery: float  # seconds from the restart to idle


async def journal_rows(bot: Bot) -> int:
    return int(await bot.scalar("SELECT COUNT(*) FROM journal"))


async def times_in_journal(bot: Bot, chat: int, message_id: int) -> int:
    """Commands of the chat's games made from the message `message_id`."""
    rows = await bot.rows("SELECT j.command FROM journal j JOIN games g ON g.id = j.game_id "
                          "WHERE g.chat_id = ?", chat)
    found = 0
    for (command,) in rows:
        data = json.loads(command)
        body = data.get("command", data) if isinstance(data, dict) else {}
        if isinstance(body, dict) and body.get("message_id") == message_id and "text" in body:
            found += 1
    return found


async def database_state(bot: Bot) -> tuple[int, bool]:
    """Outbox rows left, and whether the database is intact (SQLite's integrity check; on both, every
    game's version is its journal's last row)."""
    left = int(await bot.scalar("SELECT COUNT(*) FROM outbox"))
    intact = True
    if bot.dsn is None:
        intact = await bot.scalar("PRAGMA integrity_check") == "ok"
    gaps = await bot.scalar(
        "SELECT COUNT(*) FROM games g WHERE g.status = 'running' AND g.version <> "
        "(SELECT COALESCE(MAX(seq), 0) FROM journal j WHERE j.game_id = g.id)")
    return left, intact and int(gaps) == 0


async def open_letter(sandbox: Sandbox, chat: int) -> tuple[int, str] | None:
    """The chat's open letter with time left and nothing claimed on it yet, and its message: the
    newest bot message (a «Пропустить» offer aside) ends with the letter, edited in lately."""
    messages = await sandbox.get(f"/sandbox/chats/{chat}/messages?after=0")
    for m in reversed(messages):
        text = m.get("text") or ""
        if m.get("from", {}).get("id") != BOT_ID:
            continue
        rows = (m.get("reply_markup") or {}).get("inline_keyboard") or []
        if any(b.get("text") == "Пропустить" for row in rows for b in row):
            continue  # the offer to skip a letter nobody has answered yet
        last = text.splitlines()[-1].strip() if text else ""
        letter = last.removeprefix("Буква:").strip()
        if not last.startswith("Буква:") or len(letter) != 1:
            # A claim, an award before its letter, a result; or «Кто больше?»'s letter («Буква: К.
            # Аня, назовите…»), which only the winner of the bidding may answer.
            return None
        shown = float(m.get("edit_date") or m.get("date", 0))  # the letter is edited in
        fresh = time.time() - shown < LETTER_FRESH  # an answer then lands in time
        return (int(m["message_id"]), letter) if fresh and letter in NOUNS else None
    return None


async def claims_of(sandbox: Sandbox, chat: int, after: int, answer: str) -> int:
    said = [m.get("text") or "" for m in await sandbox.get(f"/sandbox/chats/{chat}/messages?after={after}")
            if m.get("from", {}).get("id") == BOT_ID and f"«{answer}»" in (m.get("text") or "")]
    if len(said) > 1 and os.environ.get("CRASH_VERBOSE"):
        print(f"chat {chat}: the claim of «{answer}» said {len(said)} times:", *said, sep="\n  ")
    return len(said)


async def kill_after(bot: Bot, kind: str, rows_before: int, rng: random.Random) -> None:
    if kind == "receipt":
        await asyncio.sleep(rng.uniform(0, 0.040))
    else:
        deadline = time.monotonic() + 5
        while await journal_rows(bot) == rows_before and time.monotonic() < deadline:  # noqa: ASYNC110
            await asyncio.sleep(0.001)  # the database is another process's: nothing to await but time
        await asyncio.sleep(rng.uniform(0, 0.015))
    os.kill(bot.pid, signal.SIGKILL)
    await bot.process.wait()


async def restart(sandbox: Sandbox, bot: Bot) -> tuple[Bot, float]:
    seq = (await sandbox.calls_after(0) or [{"seq": 0}])[-1]["seq"]
    began = time.monotonic()
    again = await start_bot(bot.kind, sandbox.url, bot.workdir, dsn=bot.dsn)
    await wait_polling(sandbox, seq)
    idle = await settle(sandbox, again, quiet=0.5)
    return again, idle - began


async def trial(sandbox: Sandbox, bot: Bot, table: Table, kind: str, chat: int,
                rng: random.Random) -> tuple[Bot, Trial] | None:
    shown = await open_letter(sandbox, chat)
    if shown is None:
        return None
    mark, letter = shown
    answer = NOUNS[letter]
    rows_before = await journal_rows(bot)
    posted = await sandbox.post(f"/sandbox/chats/{chat}/messages",
                                {"from_id": table.players[chat][1], "text": answer})
    await kill_after(bot, kind, rows_before, rng)
    bot, recovery = await restart(sandbox, bot)
    unsaid, intact = await database_state(bot)
    if os.environ.get("CRASH_VERBOSE") and (unsaid or not await claims_of(sandbox, chat, mark, answer)):
        since = await sandbox.get(f"/sandbox/chats/{chat}/messages?after={mark - 1}")
        print(f"{kind} in chat {chat}: «{answer}» (message {posted['message_id']}), {unsaid} outbox rows"
              " left; the chat since the letter:", *[(m["message_id"], m.get("text")) for m in since],
              sep="\n  ")
    return bot, Trial(kind, chat, int(posted["message_id"]),
                      answer, await times_in_journal(bot, chat, int(posted["message_id"])),
                      await claims_of(sandbox, chat, mark, answer), unsaid, await stuck_games(bot), intact,
                      recovery)


async def run_trials(trials: int, chats: int, seed: int, dsn: str | None = None) -> list[Trial]:
    """`trials` of each kind; each in a chat whose letter is open (waiting for the next turn's letter
    when none is)."""
    rng = random.Random(seed)
    done: list[Trial] = []
    async with open_sandbox() as sandbox:
        await sandbox.post("/sandbox/config", {"privacy_mode": False, "flood": None})
        seq = (await sandbox.calls_after(0) or [{"seq": 0}])[-1]["seq"]
        bot = await start_bot("postgres" if dsn else "arbiter", sandbox.url, dsn=dsn)
        try:
            await wait_polling(sandbox, seq)
            await settle(sandbox, bot)
            table = await lay_table(sandbox, bot, chats)
            queue = [kind for kind in KINDS for _ in range(trials)]
            waited = 0
            while queue and waited < 600:
                progressed = False
                for chat in table.chats:
                    if not queue:
                        break
                    outcome = await trial(sandbox, bot, table, queue[0], chat, rng)
                    if outcome is not None:
                        bot, result = outcome
                        done.append(result)
                        queue.pop(0)
                        progressed = True
                if not progressed:  # every chat is between turns: the next letters come on their timers
                    await asyncio.sleep(1)
                    waited += 1
        finally:
            await bot.stop()
    return done


def verdicts(trial: Trial) -> Counter[str]:
    found: Counter[str] = Counter()
    found["lost"] += trial.journal == 0
    found["twice"] += trial.journal > 1
    found["unsaid"] += trial.unsaid > 0 or trial.claims == 0
    found["repeated"] += trial.claims > 1
    found["stuck"] += trial.stuck > 0
    found["damaged"] += not trial.intact
    return found


async def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--trials", type=int, default=50, help="trials of each kind")
    parser.add_argument("--chats", type=int, default=20)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--database", help="Arbiter on PostgreSQL: a server's URL (a fresh database is "
                                           "made on it), or `auto` for a throwaway server")
    args = parser.parse_args()
    cluster = None
    if args.database:
        sys.path.insert(0, str(ROOT))
        from tests.pg_cluster import Cluster, start_cluster

        cluster = start_cluster() if args.database == "auto" else Cluster(admin_dsn=args.database)
    try:
        dsn = await cluster.fresh_database() if cluster is not None else None
        results = await run_trials(args.trials, args.chats, args.seed, dsn)
    finally:
        if cluster is not None:
            cluster.stop()
    print(f"on {'PostgreSQL' if cluster is not None else 'SQLite'}")
    print(f"{'kind':<10} {'trials':>6} {'lost':>5} {'twice':>5} {'unsaid':>6} {'repeated':>8} {'stuck':>5} "
          f"{'damaged':>7} {'restart→idle s (median)':>24}")
    for kind in KINDS:
        mine = [t for t in results if t.kind == kind]
        total: Counter[str] = sum((verdicts(t) for t in mine), Counter())
        recovery = statistics.median(t.recovery for t in mine) if mine else float("nan")
        print(f"{kind:<10} {len(mine):>6} {total['lost']:>5} {total['twice']:>5} {total['unsaid']:>6} "
              f"{total['repeated']:>8} {total['stuck']:>5} {total['damaged']:>7} {recovery:>24.2f}")


if __name__ == "__main__":
    asyncio.run(main())
