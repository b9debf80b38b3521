"""What an operator sees of several workers (issue 24, "Seeing it"): `arbiter workers`, each
process's /healthz and its Prometheus metrics."""

from __future__ import annotations

import asyncio
import sys

import aiohttp
import pytest

from tests.cluster.conftest import START_TIMEOUT, STEP, Cell, eventually
from tests.cluster.test_workers import answer_everywhere, lay_tables, start_workers, wait_judged

pytestmark = pytest.mark.usefixtures("pg_cluster")


async def arbiter_workers(cell: Cell) -> str:
    process = await asyncio.create_subprocess_exec(
        sys.executable, "-m", "bot", "workers", cwd=cell.tmp, env=cell.env(),
        stdout=asyncio.subprocess.PIPE, stderr=asyncio.subprocess.STDOUT)
    out, _ = await asyncio.wait_for(process.communicate(), START_TIMEOUT)
    assert process.returncode == 0, out.decode()
    return out.decode()


async def test_arbiter_workers_healthz_and_metrics_describe_the_running_workers(cell: Cell) -> None:
    await start_workers(cell, 2)
    tables = await lay_tables(cell, 4)
    posted = await answer_everywhere(cell, tables)
    await wait_judged(cell, posted, STEP)

    async def settled() -> str | None:  # handled updates are marked done a moment after their answer
        listing = await arbiter_workers(cell)
        return listing if "inbox: 0 update(s) waiting" in listing else None

    listing = await eventually(settled, within=STEP, what="an empty inbox in the listing", cell=cell)
    lines = listing.splitlines()
    assert lines[0].split()[:3] == ["worker", "roles", "shards"]
    rows = [line for line in lines[1:] if "receive,work" in line]
    assert len(rows) == 2, listing
    assert sorted(int(line.split()[2]) for line in rows) == [128, 128]
    assert sum(1 for line in rows if line.split()[3] == "yes") == 1  # one polling leader
    assert "inbox: 0 update(s) waiting" in lines[-1]
    urls = [line.split()[-1] for line in rows]
    assert all(url.startswith("http://127.0.0.1:") for url in urls)

    async with aiohttp.ClientSession() as http:
        leaders = 0
        for url in urls:
            async with http.get(url + "/healthz") as response:
                assert response.status == 200
                health = await response.json()
            assert health["ok"] is True and health["shards"] == 128
            leaders += health["leader"]

            async def scraped(u: str = url) -> str:
                async with http.get(u + "/metrics") as response:
                    assert response.status == 200
                    assert response.headers["Content-Type"].startswith("text/plain")
                    return await response.text()

            text = await scraped()
            values = {line.split()[0]: float(line.split()[1]) for line in text.splitlines()
                      if line and not line.startswith("#")}
            assert values["arbiter_shards_owned"] == 128
            assert values["arbiter_telegram_429_total"] == 0
            assert "arbiter_inbox_lag_seconds" in values and "arbiter_outbox_depth" in values
            assert values["arbiter_update_handling_seconds_count"] >= 0
        assert leaders == 1

        async def all_handled() -> bool:
            # An update's inbox row is marked done while its handler still finishes: the counter
            # follows a moment later.
            total = 0.0
            for url in urls:
                async with http.get(url + "/metrics") as response:
                    for line in (await response.text()).splitlines():
                        if line.startswith("arbiter_updates_handled_total "):
                            total += float(line.split()[1])
            return total >= 3 * 4 + len(posted)

        # Every update of the games laid was handled by one worker or the other: each of the four tables
        # had a command, a join press and a start press, and an answer only where its card was a plain
        # letter (a special card gets none, so four answers are not a given).
        await eventually(all_handled, within=STEP, what="every update counted as handled", cell=cell)


async def test_a_worker_that_is_killed_drops_out_of_the_listing(cell: Cell) -> None:
    workers = await start_workers(cell, 2)
    workers[0].process.kill()
    await workers[0].process.wait()

    async def one_left() -> bool:
        listing = await arbiter_workers(cell)
        rows = [line for line in listing.splitlines()[1:] if "receive,work" in line]
        return len(rows) == 1 and rows[0].split()[2] == "256"

    await eventually(one_left, within=STEP, what="the survivor holding every shard", cell=cell)
