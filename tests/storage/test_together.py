"""`Together`: writes that arrive while one is on its way share the next statement (issue 24)."""

from __future__ import annotations

import asyncio

import pytest

from bot.storage.postgres.together import Together


class Server:
    def __init__(self) -> None:
        self.statements: list[list[int]] = []
        self.gate = asyncio.Event()
        self.fail: set[int] = set()

    async def write(self, items: list[int]) -> None:
        self.statements.append(items)
        await self.gate.wait()
        if self.fail & set(items):
            raise OSError("connection lost")


async def on_its_way(together: Together[int], item: int) -> asyncio.Future[None]:
    """`item` added, and its statement begun (the server has not answered yet)."""
    call = asyncio.ensure_future(together.add(item))
    await asyncio.sleep(0)
    await asyncio.sleep(0)
    return call


async def test_a_lone_write_goes_at_once_and_returns_when_written() -> None:
    server = Server()
    together = Together(server.write)
    call = await on_its_way(together, 1)
    assert server.statements == [[1]]  # no waiting for company
    assert not call.done()  # not before the statement is done
    server.gate.set()
    await call


async def test_writes_made_meanwhile_share_the_next_statement() -> None:
    server = Server()
    together = Together(server.write)
    first = await on_its_way(together, 1)
    rest = [asyncio.ensure_future(together.add(i)) for i in range(2, 102)]
    await asyncio.sleep(0)
    server.gate.set()
    await asyncio.gather(first, *rest)
    assert server.statements == [[1], list(range(2, 102))]
    assert together.statements == 2


async def test_a_failed_statement_fails_its_callers_only() -> None:
    server = Server()
    server.fail = {2}
    together = Together(server.write)
    first = await on_its_way(together, 1)
    second, third = asyncio.ensure_future(together.add(2)), asyncio.ensure_future(together.add(3))
    server.gate.set()
    await first
    for call in (second, third):
        with pytest.raises(OSError):
            await call
    await together.add(4)  # the next statement goes as usual
    assert server.statements[-1] == [4]


async def test_a_caller_that_gives_up_does_not_cancel_the_write_of_the_others() -> None:
    server = Server()
    together = Together(server.write)
    first = await on_its_way(together, 1)
    quitter, stayer = asyncio.ensure_future(together.add(2)), asyncio.ensure_future(together.add(3))
    await asyncio.sleep(0)
    quitter.cancel()
    server.gate.set()
    await asyncio.gather(first, stayer)
    assert server.statements == [[1], [2, 3]]
