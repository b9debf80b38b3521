"""The playground's console (issue 14.18): the address, the games started and finished, and the
warnings that apply — not aiohttp's access log of every long poll, not aiogram's polling chatter, and
not the privacy-mode warning (the playground makes the bot an admin of its group).

The real bot plays the test game in the playground over HTTP; the console is what the CLI sets up
(`setup_logging`) while `serve_playground` runs.
"""

from __future__ import annotations

import asyncio
import functools
import io
import logging
import socket
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import asyncpg
import pytest
from aiohttp import ClientSession
from playground_helpers import playground_settings
from pydantic import SecretStr

from bot.games.registry import Registry
from bot.logging_setup import setup_logging
from bot.playground import run_real_bot, serve_playground
from tests.games.quick.spec import SPEC
from tests.platform.harness import translator

WITHIN = 30.0


@pytest.fixture
def console() -> Iterator[io.StringIO]:
    """The console as `arbiter` configures it, written to a buffer; the test's logging put back after."""
    root = logging.getLogger()
    saved = (list(root.handlers), root.level)
    stream = io.StringIO()
    handler = setup_logging("INFO")
    handler.setStream(stream)
    try:
        yield stream
    finally:
        root.removeHandler(handler)
        for old in saved[0]:
            root.addHandler(old)
        root.setLevel(saved[1])


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


async def eventually(check: Any, what: str) -> Any:
    deadline = time.monotonic() + WITHIN
    while not (found := await check()):
        if time.monotonic() > deadline:
            raise AssertionError(f"timed out waiting for {what}")
        await asyncio.sleep(0.05)
    return found


@pytest.mark.both_engines  # `DATABASE_URL=postgresql://… arbiter playground` too (issue 23)
async def test_the_console_shows_the_address_the_games_and_only_warnings_that_apply(
    tmp_path: Path, console: io.StringIO, capsys: pytest.CaptureFixture[str], database_engine: str,
    database_url: str,
) -> None:
    port = free_port()
    runner = functools.partial(run_real_bot, registry=Registry(SPEC), translator=translator())
    postgres = database_url if database_engine == "postgresql" else None
    settings = playground_settings().model_copy(
        update={"database_url": SecretStr(postgres) if postgres else None})
    serving = asyncio.create_task(serve_playground(
        settings, port=port, run_bot=runner, database_path=tmp_path / "p.sqlite3", flood=False))
    url = f"http://127.0.0.1:{port}"
    try:
        async with ClientSession() as http:
            async def get(path: str) -> Any:
                try:
                    async with http.get(url + path) as response:
                        return await response.json() if response.status == 200 else None
                except OSError:
                    return None  # not listening yet

            async def post(path: str, body: dict[str, Any]) -> Any:
                async with http.post(url + path, json=body) as response:
                    assert response.status == 200, await response.text()
                    return await response.json()

            roster = await eventually(lambda: get("/playground/roster"), "the playground")
            group = roster["groups"][0]["id"]
            ann, boris = (user["id"] for user in roster["users"][:2])

            async def bot_message(start: str) -> Any:
                messages = await get(f"/sandbox/chats/{group}/messages?after=0") or []
                found = [m for m in messages if m.get("from", {}).get("is_bot")
                         and (m.get("text") or "").startswith(start)]
                return found[-1] if found else None

            await eventually(lambda: get("/sandbox/calls?after=0"), "the bot")
            await eventually(lambda: _polling(get), "the bot polling")
            await post(f"/sandbox/chats/{group}/messages", {"from_id": ann, "text": "/start_testgame"})
            lobby = await eventually(lambda: bot_message("Собираемся играть"), "the lobby")
            await post(f"/sandbox/chats/{group}/press", {"from_id": boris, "message_id": lobby["message_id"],
                                                         "button": "Играю"})
            await eventually(lambda: _lists(get, group, lobby["message_id"], "Борис"), "Boris seated")
            await post(f"/sandbox/chats/{group}/press", {"from_id": ann, "message_id": lobby["message_id"],
                                                         "button": "Начать"})
            for round_ in (1, 2):
                asked = f"Вопрос {round_}:"
                question = await eventually(lambda q=asked: bot_message(q), asked)
                press = {"from_id": ann, "message_id": question["message_id"], "button": "Закончить раунд"}
                await post(f"/sandbox/chats/{group}/press", press)
            await eventually(lambda: _said(console, "finished"), "the game's end in the log")
    finally:
        serving.cancel()
        await asyncio.gather(serving, return_exceptions=True)
    lines = console.getvalue().splitlines()
    printed = capsys.readouterr().out
    assert printed.startswith(f"Arbiter playground: open http://127.0.0.1:{port}/ in a browser.")
    assert not [line for line in lines if "aiohttp.access" in line or "GET /" in line or "POST /" in line]
    assert not [line for line in lines if "privacy mode" in line]
    assert not [line for line in lines if "aiogram.dispatcher" in line]
    assert [line for line in lines if "game 1: testgame started in chat «Игротека»" in line]
    assert [line for line in lines if "game 1: testgame finished in chat «Игротека»" in line]
    assert len(lines) <= 6, lines  # what a person needs, and the warnings that apply
    if postgres is not None:  # the playground's world is a schema of its own in that database
        assert "PostgreSQL" in printed and "schema arbiter_playground" in printed
        assert "secret" not in printed
        connection = await asyncpg.connect(postgres)
        try:
            kinds = await connection.fetch("SELECT kind, status FROM arbiter_playground.games")
            public = await connection.fetchval("SELECT to_regclass('public.games')")
        finally:
            await connection.close()
        assert [tuple(row) for row in kinds] == [("testgame", "finished")] and public is None


async def _polling(get: Any) -> bool:
    calls = await get("/sandbox/calls?after=0") or []
    return any(call["method"] == "getUpdates" for call in calls)


async def _lists(get: Any, group: int, message_id: int, name: str) -> bool:
    messages = await get(f"/sandbox/chats/{group}/messages?after=0") or []
    return any(m["message_id"] == message_id and name in (m.get("text") or "") for m in messages)


async def _said(console: io.StringIO, word: str) -> bool:
    return any(word in line for line in console.getvalue().splitlines())
