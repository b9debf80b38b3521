"""Several workers on one PostgreSQL database, as real processes against the sandbox (issue 24):
the chats shared out, a worker killed or frozen mid-game, the polling leader killed, a rolling
restart. Every answer must be judged exactly once, in order, within 5 s of a worker's death."""

from __future__ import annotations

import asyncio
import os
import signal
import time

import asyncpg
import pytest

from bot.storage.postgres.cluster import THIS_DATABASE
from tests.cluster.conftest import NOUNS, START_TIMEOUT, STEP, Cell, Worker, eventually
from tests.platform.test_process_bot import _free_port

pytestmark = pytest.mark.usefixtures("pg_cluster")

TAKEOVER = 5.0  # seconds within which a dead worker's chats are answered again (the figure)


async def all_joined(cell: Cell, n: int) -> bool:
    try:
        rows = await cell.sql("SELECT count(*), sum(shards) FROM workers")
    except asyncpg.UndefinedTableError:  # not migrated yet
        return False
    owners = await cell.sql("SELECT count(DISTINCT worker) FROM shard_owners o "
                            "JOIN workers w ON w.id = o.worker")
    return int(rows[0][0]) == n and int(owners[0][0]) == n


async def start_workers(cell: Cell, n: int, **extra: str) -> list[Worker]:
    workers = [await cell.start_worker(**extra) for _ in range(n)]
    await eventually(lambda: all_joined(cell, n), within=START_TIMEOUT,
                     what=f"{n} workers sharing the shards", cell=cell)
    return workers


async def lay_tables(cell: Cell, n: int) -> dict[int, tuple[int, int, str]]:
    """`n` groups, each with two players and Соображарий running on an open letter:
    chat -> (first player, second player, letter)."""
    chats: dict[int, tuple[int, int]] = {}
    for i in range(n):
        a = (await cell.post("/sandbox/users", {"first_name": f"Аня{i}"}))["id"]
        b = (await cell.post("/sandbox/users", {"first_name": f"Боб{i}"}))["id"]
        chat = (await cell.post("/sandbox/chats", {"type": "group", "title": f"Стол {i}",
                                                   "member_ids": [a, b]}))["id"]
        chats[chat] = (a, b)
        await cell.post(f"/sandbox/chats/{chat}/messages", {"from_id": a, "text": "/start_soobrazhariy"})
    for chat, (a, b) in chats.items():
        shown = await eventually(lambda c=chat: cell.bot_messages(c), within=STEP, what="a lobby", cell=cell)
        lobby = shown[-1]
        await cell.post(f"/sandbox/chats/{chat}/press", {"from_id": b, "message_id": lobby["message_id"],
                                                         "button": "Играю"})
        await eventually(lambda c=chat, m=lobby["message_id"]: _lobby_has(cell, c, m, "Боб"), within=STEP,
                         what="Боб in the lobby", cell=cell)
        await cell.post(f"/sandbox/chats/{chat}/press", {"from_id": a, "message_id": lobby["message_id"],
                                                         "button": "Начать"})
    tables = {}
    for chat, (a, b) in chats.items():
        letter = await eventually(lambda c=chat: open_letter(cell, c), within=STEP, what="a letter",
                                  cell=cell)
        if letter in NOUNS:  # a special card («Кто больше?» …) is no plain letter to answer
            tables[chat] = (a, b, letter)
    assert len(tables) >= n // 2
    return tables


async def _lobby_has(cell: Cell, chat: int, message_id: int, name: str) -> bool:
    return any(m["message_id"] == message_id and name in (m.get("text") or "")
               for m in await cell.bot_messages(chat))


async def open_letter(cell: Cell, chat: int, after: int = 0) -> str | None:
    """The letter of the newest turn shown after message `after` ("?" when none is to be answered)."""
    for m in reversed(await cell.bot_messages(chat, after)):
        text = m.get("text") or ""
        if "Буква:" in text:
            return text.rsplit("Буква:", 1)[1].strip()[:1] or "?"
        if "Кто больше?" in text:
            return "?"  # the letter comes after a bidding nobody here makes
    return None


Tables = dict[int, tuple[int, int, str]]


async def answer_everywhere(cell: Cell, tables: Tables) -> dict[int, tuple[int, str]]:
    """Each table's second player answers its letter; chat -> (message id, answer)."""
    posted = {}
    for chat, (_, b, letter) in tables.items():
        answer = NOUNS[letter]
        message = await cell.post(f"/sandbox/chats/{chat}/messages", {"from_id": b, "text": answer})
        posted[chat] = (message["message_id"], answer)
    return posted


async def wait_judged(cell: Cell, posted: dict[int, tuple[int, str]], within: float) -> float:
    """Seconds until every answer's claim is in its chat."""
    began = time.monotonic()

    async def judged() -> bool:
        for chat, (mark, answer) in posted.items():
            if not await cell.claims(chat, mark, answer):
                return False
        return True

    await eventually(judged, within=within, what="every answer judged", cell=cell)
    return time.monotonic() - began


async def said_once(cell: Cell, posted: dict[int, tuple[int, str]]) -> dict[int, int]:
    return {chat: await cell.claims(chat, mark, answer) for chat, (mark, answer) in posted.items()}


async def journal_consistent(cell: Cell) -> bool:
    """Every game's version is its last journal row, and no message became a command twice (the
    same command, message id, sender and all, journalled twice)."""
    gaps = await cell.sql("SELECT count(*) FROM games g WHERE g.status IN ('running', 'finished') "
                          "AND g.version <> (SELECT COALESCE(MAX(seq), 0) FROM journal j "
                          "WHERE j.game_id = g.id)")
    twice = await cell.sql("SELECT count(*) FROM (SELECT game_id, command::text FROM journal "
                           "WHERE command->>'message_id' IS NOT NULL GROUP BY 1, 2 HAVING count(*) > 1) x")
    return int(gaps[0][0]) == 0 and int(twice[0][0]) == 0


async def leader_pid(cell: Cell) -> int:
    rows = await cell.sql("SELECT l.pid FROM pg_locks k JOIN pg_stat_activity a ON a.pid = k.pid "
                          "JOIN workers l ON l.backend_pid = k.pid WHERE k.locktype = 'advisory' "
                          "AND k.classid = $1 AND k.objid = 0 AND k.granted", 0x7465_72)
    return int(rows[0][0])


async def test_two_workers_share_the_chats_evenly(cell: Cell) -> None:
    await start_workers(cell, 2)
    shards = await cell.sql("SELECT worker, count(*) FROM shard_owners GROUP BY worker")
    assert sorted(int(n) for _, n in shards) == [128, 128]
    tables = await lay_tables(cell, 8)
    owners = {await cell.owner_of(chat) for chat in tables}
    assert len(owners) == 2  # neighbouring chat ids land on both workers
    posted = await answer_everywhere(cell, tables)
    await wait_judged(cell, posted, STEP)
    assert set((await said_once(cell, posted)).values()) == {1}
    assert await journal_consistent(cell)


async def test_the_killed_polling_leader_s_chats_and_polling_are_taken_over_within_5_s(cell: Cell) -> None:
    workers = await start_workers(cell, 2)
    tables = await lay_tables(cell, 8)
    victim_pid = await leader_pid(cell)
    victim = next(w for w in workers if w.pid == victim_pid)
    victim_id = (await cell.live_workers())[victim_pid]
    assert any([await cell.owner_of(chat) == victim_id for chat in tables])
    os.kill(victim.pid, signal.SIGKILL)  # kill -9: no goodbye, its locks go with its connection
    posted = await answer_everywhere(cell, tables)
    took = await wait_judged(cell, posted, TAKEOVER)
    assert took < TAKEOVER
    assert set((await said_once(cell, posted)).values()) == {1}  # nothing lost, nothing twice
    assert await journal_consistent(cell)
    assert all([await cell.owner_of(chat) != victim_id for chat in tables])
    assert await cell.stuck_games() == 0


async def test_a_worker_frozen_past_its_lease_is_fenced_and_says_nothing_twice(cell: Cell) -> None:
    workers = await start_workers(cell, 2)
    tables = await lay_tables(cell, 8)
    live = await cell.live_workers()
    victim = workers[0]
    victim_id = live[victim.pid]
    frozen_chats = [chat for chat in tables if await cell.owner_of(chat) == victim_id]
    assert frozen_chats
    os.kill(victim.pid, signal.SIGSTOP)  # its connection stays open: only the lease can free its shards
    try:
        posted = await answer_everywhere(cell, tables)
        took = await wait_judged(cell, posted, TAKEOVER + 3.0)  # the lease (3 s) runs out first
    finally:
        os.kill(victim.pid, signal.SIGCONT)
    assert took < TAKEOVER + 1.0
    # Woken, the frozen worker finds itself buried and joins anew; what it held is not said again.
    await eventually(lambda: _log_has(victim, "lost its hold on the database"), within=STEP,
                     what="the frozen worker noticing", cell=cell)
    await eventually(lambda: all_joined(cell, 2), within=STEP, what="the woken worker rejoining", cell=cell)
    posted_again = await answer_everywhere(cell, tables)
    await asyncio.sleep(1.0)
    assert set((await said_once(cell, posted)).values()) == {1}
    assert set((await said_once(cell, posted_again)).values()) <= {0, 1}
    assert await journal_consistent(cell)


async def _log_has(worker: Worker, text: str) -> bool:
    return text in worker.log.read_text(errors="replace")


async def test_a_rolling_restart_of_every_worker_loses_no_answer(cell: Cell) -> None:
    workers = await start_workers(cell, 2)
    tables = await lay_tables(cell, 6)
    for old in list(workers):
        posted = await answer_everywhere(cell, tables)  # in flight while the worker stops
        old.process.send_signal(signal.SIGTERM)
        assert await asyncio.wait_for(old.process.wait(), STEP) == 0, old.tail()
        await cell.start_worker()
        await wait_judged(cell, posted, STEP)
        await eventually(lambda: all_joined(cell, 2), within=START_TIMEOUT, what="the new worker joining",
                         cell=cell)
        counts = await said_once(cell, posted)
        assert set(counts.values()) == {1}, counts
        # The next letters, for the next round's answers.
        fresh = {}
        for chat, (a, b, _) in tables.items():
            new = await eventually(lambda c=chat, mark=posted[chat][0]: open_letter(cell, c, mark),
                                   within=STEP + 10, what=f"the next letter in {chat}", cell=cell)
            if new in NOUNS:
                fresh[chat] = (a, b, new)
        tables = fresh
    assert await journal_consistent(cell)
    assert await cell.stuck_games() == 0
    for worker in cell.workers:
        assert "Traceback" not in worker.log.read_text(errors="replace"), worker.tail()


async def test_three_workers_split_the_shards_and_a_fourth_rebalances(cell: Cell) -> None:
    await start_workers(cell, 3)

    async def thirds() -> bool:  # at most ceil(256 / 3) each, once the first two have handed theirs back
        owned = await cell.sql("SELECT worker, count(*) FROM shard_owners GROUP BY worker")
        counts = sorted(int(n) for _, n in owned)
        return sum(counts) == 256 and counts[-1] == 86 and counts[0] >= 84

    await eventually(thirds, within=STEP, what="86, 86 and 84 shards", cell=cell)
    await cell.start_worker()
    await eventually(lambda: all_joined(cell, 4), within=START_TIMEOUT, what="the fourth worker", cell=cell)

    async def even() -> bool:
        held = await cell.sql("SELECT count(*) FROM pg_locks WHERE locktype = 'advisory' AND classid = $1 "
                              f"AND granted AND {THIS_DATABASE} GROUP BY pid", 0x4172_6269)
        return sorted(int(n) for (n,) in held) == [64, 64, 64, 64]

    await eventually(even, within=STEP, what="64 shards each", cell=cell)


async def test_groups_that_become_supergroups_mid_game_play_on_whichever_worker_held_them(cell: Cell) -> None:
    """A supergroup has a new id, so by its number another shard: it keeps its group's shard
    (`chat_shards`), so the worker holding the game goes on with it."""
    await start_workers(cell, 2)
    tables = await lay_tables(cell, 8)
    owners = {chat: await cell.owner_of(chat) for chat in tables}
    moved: dict[int, tuple[int, int, str]] = {}
    # The sandbox numbers chats in one run; one more group shifts the supergroups' numbers so that
    # their shards by number fall on the other worker for some of them.
    await cell.post("/sandbox/chats", {"type": "group", "title": "Сдвиг", "member_ids": []})
    for chat, table in tables.items():
        supergroup = await cell.post(f"/sandbox/chats/{chat}/migrate")
        moved[supergroup["id"]] = table
    # By their new ids, some supergroups fall in the other worker's shards; they stay where they were.
    assert any([await cell.owner_of(new) != owners[old] for new, old in zip(moved, tables, strict=True)])
    posted = await answer_everywhere(cell, moved)
    await wait_judged(cell, posted, STEP)
    assert set((await said_once(cell, posted)).values()) == {1}
    assert await journal_consistent(cell)
    rows = await cell.sql("SELECT count(*) FROM chat_shards")
    assert int(rows[0][0]) == len(moved)


KINDS = ("soobrazhariy", "skattergoris", "netslov", "dobble", "assotsiatsii")


async def start_game(cell: Cell, kind: str, i: int) -> tuple[int, list[int]]:
    """A group of three who opened the bot privately, playing `kind`: the chat and the players."""
    players = [(await cell.post("/sandbox/users", {"first_name": f"{name}{i}"}))["id"]
               for name in ("Аня", "Боб", "Вика")]
    for user in players:
        await cell.post(f"/sandbox/users/{user}/start")
    chat = (await cell.post("/sandbox/chats", {"type": "group", "title": f"{kind} {i}",
                                               "member_ids": players}))["id"]
    await cell.post(f"/sandbox/chats/{chat}/messages", {"from_id": players[0], "text": f"/start_{kind}"})
    shown = await eventually(lambda: cell.bot_messages(chat), within=STEP, what=f"the {kind} lobby",
                             cell=cell)
    lobby = shown[-1]["message_id"]
    for user in players[1:]:
        await cell.post(f"/sandbox/chats/{chat}/press",
                        {"from_id": user, "message_id": lobby, "button": "Играю"})
    await eventually(lambda: _any_says(cell, chat, f"Вика{i}"), within=STEP, what=f"a full {kind} lobby",
                     cell=cell)
    start = await _message_with_button(cell, chat, "Начать")
    await cell.post(f"/sandbox/chats/{chat}/press", {"from_id": players[0], "message_id": start,
                                                     "button": "Начать"})
    return chat, players


async def status_of(cell: Cell, chat: int) -> str | None:
    rows = await cell.sql("SELECT status FROM games WHERE chat_id = $1 ORDER BY id DESC LIMIT 1", chat)
    return str(rows[0][0]) if rows else None


async def journal_length(cell: Cell, chat: int) -> int:
    rows = await cell.sql("SELECT count(*) FROM journal j JOIN games g ON g.id = j.game_id "
                          "WHERE g.chat_id = $1", chat)
    return int(rows[0][0])


async def test_all_five_games_run_on_two_workers_and_go_on_after_one_is_killed(cell: Cell) -> None:
    workers = await start_workers(cell, 2)
    games = {kind: await start_game(cell, kind, i) for i, kind in enumerate(KINDS)}
    for kind, (chat, _) in games.items():
        await eventually(lambda c=chat: _is(cell, c, "running"), within=STEP, what=f"{kind} running",
                         cell=cell)
    owners = {kind: await cell.owner_of(chat) for kind, (chat, _) in games.items()}
    assert len(set(owners.values())) == 2  # the five games are shared out between both workers

    live = await cell.live_workers()
    victim = next(w for w in workers if live[w.pid] == owners["skattergoris"])
    os.kill(victim.pid, signal.SIGKILL)

    # Скаттергорис is answered in private: the answers find the game on the worker now holding it.
    chat, players = games["skattergoris"]
    letter = await eventually(lambda: _round_letter(cell, chat), within=STEP, what="the round's letter",
                              cell=cell)
    before = await journal_length(cell, chat)
    began = time.monotonic()
    for user in players:
        answer = f"1 {NOUNS.get(letter, 'кот')}"
        await cell.post(f"/sandbox/chats/{user}/messages", {"from_id": user, "text": answer})
    await eventually(lambda: _grew(cell, chat, before + len(players)), within=TAKEOVER,
                     what="the private answers", cell=cell)
    assert time.monotonic() - began < TAKEOVER

    # Every game, wherever it ran, answers /stop (and its confirmation) and ends.
    for kind, (chat, players) in games.items():
        await cell.post(f"/sandbox/chats/{chat}/messages", {"from_id": players[0], "text": "/stop"})
        ask = await eventually(lambda c=chat: _message_with_button(cell, c, "Да, остановить"),
                               within=STEP, what=f"{kind}'s stop question", cell=cell)
        await cell.post(f"/sandbox/chats/{chat}/press", {"from_id": players[0], "message_id": ask,
                                                         "button": "Да, остановить"})
        await eventually(lambda c=chat: _is(cell, c, "stopped"), within=STEP, what=f"{kind} stopped",
                         cell=cell)
    assert await journal_consistent(cell)
    assert await cell.stuck_games() == 0


async def _any_says(cell: Cell, chat: int, text: str) -> bool:
    return any(text in (m.get("text") or "") for m in await cell.bot_messages(chat))


async def _is(cell: Cell, chat: int, status: str) -> bool:
    return await status_of(cell, chat) == status


async def _grew(cell: Cell, chat: int, length: int) -> bool:
    return await journal_length(cell, chat) >= length


async def _round_letter(cell: Cell, chat: int) -> str | None:
    for m in reversed(await cell.bot_messages(chat)):
        text = m.get("text") or m.get("caption") or ""
        if "буква «" in text:
            return text.split("буква «", 1)[1][:1]
    return None


async def _message_with_button(cell: Cell, chat: int, label: str) -> int | None:
    for m in reversed(await cell.bot_messages(chat)):
        rows = (m.get("reply_markup") or {}).get("inline_keyboard") or []
        if any(b.get("text") == label for row in rows for b in row):
            return int(m["message_id"])
    return None


async def test_with_a_webhook_any_receiver_takes_updates_and_the_shard_owners_handle_them(cell: Cell) -> None:
    """Behind a load balancer every worker may receive: here Telegram posts to the first worker only,
    which writes each update to the shared inbox; the chats on the second worker's shards are
    answered by it. Nobody polls."""
    ports = [_free_port(), _free_port()]
    hook = f"http://127.0.0.1:{ports[0]}/telegram/hook"
    for port in ports:
        await cell.start_worker(WEBHOOK_URL=hook, WEBHOOK_SECRET="s3cret-Token_1",
                                WEBHOOK_LISTEN=f"127.0.0.1:{port}")
    await eventually(lambda: all_joined(cell, 2), within=START_TIMEOUT, what="2 workers", cell=cell)
    tables = await lay_tables(cell, 6)
    assert len({await cell.owner_of(chat) for chat in tables}) == 2
    posted = await answer_everywhere(cell, tables)
    await wait_judged(cell, posted, STEP)
    assert set((await said_once(cell, posted)).values()) == {1}
    methods = [call["method"] for call in await cell.get("/sandbox/calls?after=0")]
    assert "getUpdates" not in methods and "setWebhook" in methods


async def test_roles_split_one_process_receives_and_another_works(cell: Cell) -> None:
    receiver = await cell.start_worker("--role", "receive")
    await cell.start_worker("--role", "work")

    async def receiver_leads() -> bool:
        try:
            held = await cell.sql("SELECT count(*) FROM shard_owners")
            return int(held[0][0]) == 256 and await leader_pid(cell) == receiver.pid
        except (asyncpg.UndefinedTableError, IndexError):
            return False

    await eventually(receiver_leads, within=START_TIMEOUT, what="the receiver polling", cell=cell)
    roles = {str(r): int(s) for r, s in await cell.sql("SELECT roles, shards FROM workers")}
    assert roles.keys() == {"receive", "work"}
    tables = await lay_tables(cell, 4)
    posted = await answer_everywhere(cell, tables)
    await wait_judged(cell, posted, STEP)
    held = await cell.sql("SELECT w.roles, count(*) FROM shard_owners o JOIN workers w ON w.id = o.worker "
                          "GROUP BY 1")
    assert [(str(r), int(n)) for r, n in held] == [("work", 256)]
