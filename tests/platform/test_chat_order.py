"""Per-chat serialisation (issue 3): one chat's updates run one at a time, in arrival order."""

from __future__ import annotations

import asyncio

from bot.services.chat_order import ChatLocks


async def test_updates_of_one_chat_run_one_at_a_time_in_arrival_order() -> None:
    locks = ChatLocks()
    gate = asyncio.Event()
    order: list[str] = []

    async def handle(name: str, key: tuple[int, int], wait: bool = False) -> None:
        async with locks.hold(key):
            order.append(f"{name}+")
            if wait:
                await gate.wait()
            await asyncio.sleep(0)
            order.append(f"{name}-")

    first = asyncio.create_task(handle("a1", (-1, 0), wait=True))
    others = [asyncio.create_task(handle(n, (-1, 0))) for n in ("a2", "a3")]
    other_chat = asyncio.create_task(handle("b1", (-2, 0)))
    await other_chat  # another chat is not held up by the busy one
    assert order == ["a1+", "b1+", "b1-"]
    gate.set()
    await asyncio.gather(first, *others)
    assert order[3:] == ["a1-", "a2+", "a2-", "a3+", "a3-"]
    assert locks.active == 0 and not locks.locked((-1, 0))
