"""Several workers on one PostgreSQL database (issue 24), run by hand:

    .venv/bin/python bench/workers.py                    # 1,000 chats; 1, 2 and 3 workers
    .venv/bin/python bench/workers.py --chats 200 --runs 1
    .venv/bin/python bench/workers.py --database postgresql://user:pw@host/db   # a server of yours

Processes on loopback, as in bench/load.py: the sandbox, N `python -m bot run` on one database
(`auto`: a throwaway server, tests/pg_cluster.py), this script. Соображарий runs in every chat.

Printed:
- **drain**: updates/s handling a backlog of 3 messages per chat (every worker paused with SIGSTOP
  while it is posted, so all of it waits at once), for 1, 2 and 3 workers, and the ratio to one
  worker (the median of `--runs`); CPU seconds of the workers and of the server over the drain;
- **kill**: 2 workers, a steady stream of `/score` probes (each answered with a message) and
  answers; one worker killed with SIGKILL; for the chats it held, the seconds from the kill until
  each answers a probe again (median and max); probes never answered (lost), answers journalled
  twice (handled twice), games stuck (a deadline 5 s past);
- **limits**: the sandbox's flood control on (1/s per chat, 20/min per group, 30/s overall) and the
  bots' own limits as shipped, 2 workers, one probe in each chat at once: 429s the sandbox answered
  (its call log), and the seconds until every probe was answered.
"""

from __future__ import annotations

import argparse
import asyncio
import itertools
import os
import random
import signal
import statistics
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))

from load import (  # bench/ is a folder of scripts: they import each other by path
    ROOT,
    Bot,
    Sandbox,
    Table,
    bot_cpu,
    cpu_seconds,
    lay_table,
    message_for,
    open_sandbox,
    server_cpu_seconds,
    settle,
    start_bot,
    stuck_games,
)

sys.path.insert(0, str(ROOT))

from bot.storage.postgres.cluster import THIS_DATABASE


def sandbox_pid(sandbox: Sandbox) -> int:
    port = sandbox.url.rsplit(":", 1)[1]
    found = subprocess.run(["pgrep", "-f", f"sandbox --port {port}"], capture_output=True, text=True,
                           check=False)
    return int(found.stdout.split()[0])


async def start_workers(sandbox: Sandbox, dsn: str, n: int, *, limits: bool = False) -> Bot:
    """`n` workers on `dsn` (Telegram's limits off unless `limits`: then as shipped); the first
    stands for all (its `also` are the others)."""
    if limits:
        workers = [await start_worker_with_limits(sandbox.url, dsn) for _ in range(n)]
    else:
        workers = [await start_bot("postgres", sandbox.url, dsn=dsn) for _ in range(n)]
    first = workers[0]
    first.also = workers[1:]
    deadline = time.monotonic() + 120
    while time.monotonic() < deadline:
        rows = await first.rows("SELECT count(*) FROM workers") if await has_workers(first) else [(0,)]
        held = await first.rows("SELECT count(*) FROM pg_locks WHERE locktype = 'advisory' "
                                f"AND classid = ? AND granted AND {THIS_DATABASE}", 0x4172_6269)
        if rows[0][0] == n and held[0][0] == 256:
            return first
        await asyncio.sleep(0.2)
    raise RuntimeError(f"{n} workers did not share the shards")


async def start_worker_with_limits(url: str, dsn: str) -> Bot:
    import tempfile

    from load import TOKEN

    workdir = Path(tempfile.mkdtemp(prefix="workers-"))
    mine = ("BOT_", "TELEGRAM_", "DATABASE_", "FLOOD_")
    env = {k: v for k, v in os.environ.items() if not k.startswith(mine)}
    env.update(PYTHONPATH=str(ROOT), LOG_LEVEL="WARNING", BOT_TOKEN=TOKEN, TELEGRAM_API_URL=url,
               DATABASE_URL=dsn)
    log = (workdir / "bot.log").open("ab")
    process = await asyncio.create_subprocess_exec(sys.executable, "-m", "bot", "run", cwd=workdir, env=env,
                                                   stdout=log, stderr=log)
    return Bot("postgres", process, workdir, dsn=dsn)


async def has_workers(bot: Bot) -> bool:
    rows = await bot.rows("SELECT count(*) FROM information_schema.tables WHERE table_name = 'workers'")
    return bool(rows[0][0])


async def stop_all(bot: Bot) -> None:
    for worker in [bot, *bot.also]:
        await worker.stop()


def signal_all(bot: Bot, sig: int) -> None:
    for pid in bot.pids:
        os.kill(pid, sig)


async def drain(sandbox: Sandbox, bot: Bot, table: Table, per_chat: int
                ) -> tuple[float, float, float, float, float]:
    """updates/s until every update of the backlog is handled; the workers', the server's and the
    sandbox's CPU seconds over it, and how long it took."""
    emulator = sandbox_pid(sandbox)
    await settle(sandbox, bot)
    signal_all(bot, signal.SIGSTOP)
    try:
        for k in range(per_chat):
            for chat in table.chats:
                who, text = message_for(table, chat, k)
                await sandbox.post(f"/sandbox/chats/{chat}/messages", {"from_id": who, "text": text})
    finally:
        server0, cpu0, t0 = server_cpu_seconds(), bot_cpu(bot), time.monotonic()
        each0 = [cpu_seconds(pid) for pid in bot.pids]
        emulator0 = cpu_seconds(emulator)
        signal_all(bot, signal.SIGCONT)
        profilers = await profile_workers(bot, emulator)
    updates = per_chat * len(table.chats)
    timeline = bool(os.environ.get("WORKERS_TIMELINE"))
    since = (await sandbox.calls_after(0))[-1]["seq"] if timeline else 0
    while True:
        await asyncio.sleep(0.05)
        waiting = int(await bot.scalar("SELECT COUNT(*) FROM inbox WHERE NOT done"))
        with_telegram = await sandbox.pending()
        if timeline:
            print(f"  {time.monotonic() - t0:5.2f} s: {with_telegram:5d} with Telegram, "
                  f"{waiting:5d} received and not handled", flush=True)
        if with_telegram == 0 and waiting == 0:
            break
    took = time.monotonic() - t0
    if timeline:
        polls = [c for c in await sandbox.calls_after(since) if c["method"] == "getUpdates"]
        gaps = [round((b["at"] - a["at"]) * 1000) for a, b in itertools.pairwise(polls)]
        print(f"  {len(polls)} getUpdates; ms between them: {gaps}", flush=True)
    each = [round(cpu_seconds(pid) - before, 1) for pid, before in zip(bot.pids, each0, strict=True)]
    if os.environ.get("WORKERS_EACH"):
        print(f"  each worker's CPU seconds: {each}", flush=True)
    for profiler in profilers:
        profiler.send_signal(signal.SIGINT)
        await profiler.wait()
    server = server_cpu_seconds() - server0
    return updates / took, bot_cpu(bot) - cpu0 - server, server, cpu_seconds(emulator) - emulator0, took


async def profile_workers(bot: Bot, emulator: int) -> list[asyncio.subprocess.Process]:
    """With WORKERS_PROFILE=<prefix>, py-spy samples each worker's drain into <prefix>-<n>-<pid>.txt
    and the sandbox's into <prefix>-<n>-sandbox.txt (collapsed stacks; the file names tell the runs
    and workers apart)."""
    prefix = os.environ.get("WORKERS_PROFILE")
    if not prefix:
        return []
    workers = [bot, *bot.also]
    outputs = [(w.pid, f"{prefix}-{len(workers)}-{w.pid}.txt") for w in workers]
    outputs.append((emulator, f"{prefix}-{len(workers)}-sandbox.txt"))
    return [await asyncio.create_subprocess_exec(
        "py-spy", "record", "-p", str(pid), "-o", out, "--format", "raw",
        "-r", "200", stdout=asyncio.subprocess.DEVNULL, stderr=asyncio.subprocess.DEVNULL)
        for pid, out in outputs]


async def owner_pids(bot: Bot) -> dict[int, int]:
    """shard -> the pid of the worker process holding it."""
    rows = await bot.rows("SELECT o.shard, w.pid FROM shard_owners o JOIN workers w ON w.id = o.worker")
    return {int(s): int(p) for s, p in rows}


async def kill_under_load(sandbox: Sandbox, bot: Bot, table: Table, rate: float) -> dict[str, float]:
    """The stream runs 12 s; at 4 s one worker is killed and every chat it held gets a probe at once:
    how long until each is answered, counted from the kill."""
    await settle(sandbox, bot)
    owners = await owner_pids(bot)
    victim = bot.also[0]
    victim_chats = [c for c in table.chats if owners.get(c % 256) == victim.pid]
    start_seq = (await sandbox.calls_after(0))[-1]["seq"]
    probes: list[tuple[int, int, float]] = []
    interval, began, k, killed_at = 1.0 / rate, time.monotonic(), 0, 0.0
    while time.monotonic() - began < 12:
        if not killed_at and time.monotonic() - began > 4:
            os.kill(victim.pid, signal.SIGKILL)
            killed_at = time.time()
            for chat in victim_chats:
                message = await sandbox.post(f"/sandbox/chats/{chat}/messages",
                                             {"from_id": table.players[chat][0], "text": "/score"})
                probes.append((chat, message["message_id"], killed_at))
            began += time.monotonic() - began - 4  # the stream goes on at its rate after the probes
        chat = random.choice(table.chats)
        if k % 4 == 0:
            posted = time.time()
            message = await sandbox.post(f"/sandbox/chats/{chat}/messages",
                                         {"from_id": table.players[chat][0], "text": "/score"})
            probes.append((chat, message["message_id"], posted))
        else:
            who, text = message_for(table, chat, k)
            await sandbox.post(f"/sandbox/chats/{chat}/messages", {"from_id": who, "text": text})
        k += 1
        await asyncio.sleep(max(0.0, began + k * interval - time.monotonic()))
    await victim.process.wait()
    bot.also = bot.also[1:]
    # A thousand games play on by their timers, so the survivor is never quite idle: wait for the
    # probes' answers instead (or 60 s).
    waited = time.monotonic()
    while time.monotonic() - waited < 60:
        calls = await sandbox.calls_after(start_seq)
        answered_chats = {int(c["params"]["chat_id"]) for c in calls
                          if c["method"] == "sendMessage" and c.get("ok")}
        if {chat for chat, _, _ in probes} <= answered_chats and await sandbox.pending() == 0:
            break
        await asyncio.sleep(0.5)
    await asyncio.sleep(2)
    answers: dict[int, list[float]] = {}
    for call in await sandbox.calls_after(start_seq):
        if call["method"] == "sendMessage" and call.get("ok"):
            answers.setdefault(int(call["params"]["chat_id"]), []).append(float(call["at"]))
    lost, back = 0, []
    first_after: dict[int, float] = {}
    for chat, _, posted in probes:
        later = sorted(at for at in answers.get(chat, []) if at >= posted)
        if not later:
            lost += 1
            continue
        answers[chat].remove(later[0])
        if chat in victim_chats and posted >= killed_at and chat not in first_after:
            first_after[chat] = later[0] - killed_at
    back = sorted(first_after.values())
    twice = await bot.scalar("SELECT count(*) FROM (SELECT game_id, command::text FROM journal "
                             "WHERE command->>'message_id' IS NOT NULL GROUP BY 1, 2 HAVING count(*) > 1) x")
    return {"victim_chats": len(victim_chats),
            "back_median": statistics.median(back) if back else float("nan"),
            "back_max": max(back) if back else float("nan"), "lost": lost, "probes": len(probes),
            "twice": int(twice), "stuck": await stuck_games(bot)}


async def limits_held(sandbox: Sandbox, bot: Bot, table: Table, start_seq: int) -> dict[str, float]:
    """A probe in every chat while a thousand games play on by their timers (the workers never go
    idle): the 429s since the limits were switched on (`start_seq`), the workers' restart included."""
    began = time.monotonic()
    for chat in table.chats:
        await sandbox.post(f"/sandbox/chats/{chat}/messages",
                           {"from_id": table.players[chat][0], "text": "/score"})
    wanted = set(table.chats)
    while time.monotonic() - began < 600:  # the limits keep the bots waiting, not busy: watch the answers
        calls = await sandbox.calls_after(start_seq)
        answered = {int(c["params"]["chat_id"]) for c in calls
                    if c["method"] == "sendMessage" and c.get("ok")}
        if wanted <= answered:
            break
        await asyncio.sleep(0.5)
    await asyncio.sleep(2)
    calls = await sandbox.calls_after(start_seq)
    writes = ("sendMessage", "editMessageText", "editMessageReplyMarkup", "editMessageCaption",
              "editMessageMedia", "sendPhoto", "deleteMessage")
    sent = [c for c in calls if c["method"] in writes and c.get("ok")]
    too_many = sum(1 for c in calls if c.get("error_code") == 429)
    answered = {int(c["params"]["chat_id"]) for c in sent if c["method"] == "sendMessage"}
    last = max((float(c["at"]) for c in sent), default=0.0)
    first = min((float(c["at"]) for c in sent), default=0.0)
    return {"429": too_many, "answered": len(answered & set(table.chats)), "chats": len(table.chats),
            "writes": len(sent), "seconds": last - first, "wall": time.monotonic() - began}


async def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--chats", type=int, default=1000)
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--workers", default="1,2,3")
    parser.add_argument("--database", default="auto", help="auto (a throwaway server) or a postgresql:// URL")
    parser.add_argument("--skip", default="", help="comma-separated parts to skip: drain, kill, limits")
    args = parser.parse_args()
    skip = set(args.skip.split(","))
    cluster: Any = None
    if args.database == "auto":
        from tests.pg_cluster import start_cluster

        cluster = start_cluster()

    async def fresh() -> str:
        if cluster is not None:
            return str(await cluster.fresh_database())
        return str(args.database)

    counts = [int(n) for n in args.workers.split(",")]
    try:
        async with open_sandbox() as sandbox:
            if "drain" not in skip:
                rates: dict[int, list[float]] = {n: [] for n in counts}
                cpus: dict[int, list[tuple[float, float]]] = {n: [] for n in counts}
                for run in range(args.runs):
                    for n in counts:  # interleaved, so drift on the machine hits every count alike
                        await sandbox.post("/sandbox/reset")
                        await sandbox.post("/sandbox/config", {"privacy_mode": False, "flood": None})
                        bot = await start_workers(sandbox, await fresh(), n)
                        try:
                            table = await lay_table(sandbox, bot, args.chats)
                            rate, cpu, server, emulator, took = await drain(sandbox, bot, table, 3)
                        finally:
                            await stop_all(bot)
                        rates[n].append(rate)
                        cpus[n].append((cpu, server))
                        print(f"run {run + 1}: {n} worker(s): {rate:.0f} updates/s in {took:.1f} s; CPU: "
                              f"workers {cpu:.1f} s, PostgreSQL {server:.1f} s, sandbox {emulator:.1f} s "
                              f"(the machine has {os.cpu_count()} cores)", flush=True)
                base = statistics.median(rates[counts[0]])
                print(f"\ndrain, {args.chats} chats, 3 messages each (median of {args.runs}):")
                for n in counts:
                    median = statistics.median(rates[n])
                    print(f"  {n} worker(s): {median:7.0f} updates/s  ×{median / base:.2f} of {counts[0]}")
            if "kill" not in skip:
                await sandbox.post("/sandbox/reset")
                await sandbox.post("/sandbox/config", {"privacy_mode": False, "flood": None})
                bot = await start_workers(sandbox, await fresh(), 2)
                try:
                    table = await lay_table(sandbox, bot, args.chats)
                    result = await kill_under_load(sandbox, bot, table, 40)
                finally:
                    await stop_all(bot)
                print(f"\nkill -9 of one of 2 workers under 40 updates/s, {args.chats} chats: its "
                      f"{result['victim_chats']} chats answered again after {result['back_median']:.1f} s "
                      f"(median), {result['back_max']:.1f} s (max); lost {result['lost']} of "
                      f"{result['probes']} probes, handled twice {result['twice']}, stuck {result['stuck']}")
            if "limits" not in skip:
                await sandbox.post("/sandbox/reset")
                await sandbox.post("/sandbox/config", {"privacy_mode": False, "flood": None})
                dsn = await fresh()
                bot = await start_workers(sandbox, dsn, 2)  # the table laid quickly, without limits
                try:
                    table = await lay_table(sandbox, bot, args.chats)
                finally:
                    await stop_all(bot)
                await sandbox.post("/sandbox/config", {"privacy_mode": False, "flood": {}})
                since = (await sandbox.calls_after(0))[-1]["seq"]
                bot = await start_workers(sandbox, dsn, 2, limits=True)
                try:
                    result = await limits_held(sandbox, bot, table, since)
                finally:
                    await stop_all(bot)
                print(f"\nflood limits on, 2 workers restarted on {args.chats} running games, then a probe "
                      f"in each chat: {result['429']} × 429; {result['answered']} of {result['chats']} chats "
                      f"answered; {result['writes']} writes in {result['seconds']:.1f} s "
                      f"({result['writes'] / max(result['seconds'], 1e-6):.1f}/s)")
    finally:
        if cluster is not None:
            cluster.stop()


if __name__ == "__main__":
    asyncio.run(main())
