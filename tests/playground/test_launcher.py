"""The launcher without a browser: it starts, builds the playground's world, serves the page and the
control API on one origin, runs a bot against it, and stops cleanly."""

from __future__ import annotations

import asyncio
import contextlib
import os
import signal
import socket
import sys
from pathlib import Path
from typing import Any

import aiohttp
import pytest
from aiohttp import ClientSession
from playground_demo_bot import HELP_TEXT
from playground_helpers import playground_settings, until

from bot.config import Settings
from bot.playground import (
    GROUP_TITLE,
    PLAYGROUND_TOKEN,
    USER_NAMES,
    Playground,
    PortBusy,
    banner,
    serve_playground,
)

REPO_ROOT = Path(__file__).resolve().parents[2]


async def get_json(http: ClientSession, url: str) -> Any:
    async with http.get(url) as response:
        assert response.status == 200, await response.text()
        return await response.json()


async def post_json(http: ClientSession, url: str, body: dict[str, Any]) -> Any:
    async with http.post(url, json=body) as response:
        assert response.status == 200, await response.text()
        return await response.json()


def messages_of(data: Any) -> list[dict[str, Any]]:
    # The control API answers a list (or wraps it); the page accepts both, so do the tests.
    if isinstance(data, dict):
        data = data.get("result", data.get("messages", data))
    assert isinstance(data, list)
    return data


async def test_start_creates_group_igroteka_with_three_users_and_their_private_chats(
    playground: Playground, http: ClientSession
) -> None:
    roster = await get_json(http, playground.url + "playground/roster")
    assert [group["title"] for group in roster["groups"]] == [GROUP_TITLE]
    assert [user["first_name"] for user in roster["users"]] == list(USER_NAMES)
    assert roster["bot"]["is_bot"] is True
    assert roster["bot"]["id"] == int(PLAYGROUND_TOKEN.split(":")[0])

    group_id = roster["groups"][0]["id"]
    group = playground.sandbox.chat(group_id)
    statuses = [group.state.members[user["id"]] for user in roster["users"]]
    assert statuses == ["creator", "member", "member"]  # the first user made the group
    for user in roster["users"]:
        # A private chat's id is the user's id, and it exists from the start.
        private = await get_json(http, f"{playground.api_url}/sandbox/chats/{user['id']}/messages?after=0")
        assert messages_of(private) == []
    # The bot is an admin of the group, so it sees plain messages with privacy mode on.
    assert group.state.members[roster["bot"]["id"]] == "administrator"


async def test_page_and_its_static_files_are_served_from_the_sandbox_origin(
    playground: Playground, http: ClientSession
) -> None:
    async with http.get(playground.url) as response:
        assert response.status == 200
        assert response.content_type == "text/html"
        page = await response.text()
    assert "/playground/static/app.js" in page and "user-picker" in page
    # Nothing is fetched from the internet: every script and stylesheet is local.
    assert "http://" not in page and "https://" not in page
    for name, kind in (("app.js", "javascript"), ("style.css", "text/css")):
        async with http.get(f"{playground.url}playground/static/{name}") as response:
            assert response.status == 200
            assert kind in response.content_type
    async with http.get(f"{playground.url}playground/static/server.py") as response:
        assert response.status == 404
    async with http.get(f"{playground.url}playground/static/..%2Fserver.py") as response:
        assert response.status == 404


async def test_a_user_message_posted_through_the_control_api_gets_the_bots_answer(
    playground: Playground, http: ClientSession
) -> None:
    group_id = playground.roster.groups[0]["id"]
    ann = playground.roster.users[0]
    chat_url = f"{playground.api_url}/sandbox/chats/{group_id}/messages"
    posted = await post_json(http, chat_url, {"from_id": ann["id"], "text": "/help"})
    assert posted

    async def bot_answered() -> list[dict[str, Any]]:
        data = messages_of(await get_json(http, chat_url + "?after=0"))
        return [m for m in data if m.get("from", {}).get("is_bot") and m.get("text") == HELP_TEXT]

    answers = await until(playground, bot_answered)
    keyboard = answers[0]["reply_markup"]["inline_keyboard"]
    assert [row[0]["text"] for row in keyboard] == ["Нажми меня", "Тревога", "Открыть бота", "Подождать"]
    calls = await get_json(http, f"{playground.api_url}/sandbox/calls?after=0")
    calls = calls.get("result", calls) if isinstance(calls, dict) else calls
    assert any(call["method"] == "sendMessage" and call["ok"] for call in calls)


async def test_added_user_is_registered_in_the_roster_and_bad_users_are_refused(
    playground: Playground, http: ClientSession
) -> None:
    dina = await post_json(http, f"{playground.api_url}/sandbox/users", {"first_name": "Дина"})
    dina = dina.get("result", dina)
    roster = await post_json(http, playground.url + "playground/roster/users", dina)
    assert [user["first_name"] for user in roster["users"]] == [*USER_NAMES, "Дина"]
    # Registering the same user again does not duplicate it.
    roster = await post_json(http, playground.url + "playground/roster/users", dina)
    assert len(roster["users"]) == len(USER_NAMES) + 1
    async with http.post(playground.url + "playground/roster/users", json={"first_name": "x"}) as response:
        assert response.status == 400


def test_bot_settings_point_the_bot_at_the_sandbox_with_the_playground_database(tmp_path: Path) -> None:
    database = tmp_path / "playground.sqlite3"
    playground = Playground(playground_settings(), port=18123, database_path=database)
    settings = playground.bot_settings()
    assert settings.bot_token is not None and settings.bot_token.get_secret_value() == PLAYGROUND_TOKEN
    assert settings.telegram_api_url == "http://127.0.0.1:18123"
    assert settings.database_path == database
    assert settings.webhook_url is None
    assert playground.url == "http://127.0.0.1:18123/"


def test_default_port_is_the_playground_port_setting() -> None:
    settings = Settings(_env_file=None, playground_port=8099)
    assert Playground(settings).url == "http://127.0.0.1:8099/"
    assert Playground(playground_settings()).url == "http://127.0.0.1:8080/"


def leave_stale_files(paths: list[Path]) -> None:
    paths[0].parent.mkdir(parents=True, exist_ok=True)
    for path in paths:
        path.write_text("stale games of a world that no longer exists")


def any_exists(paths: list[Path]) -> bool:
    return any(path.exists() for path in paths)


async def test_the_last_runs_database_is_wiped_because_the_sandbox_world_is_new(tmp_path: Path) -> None:
    database = tmp_path / "data" / "playground.sqlite3"
    files = [database, Path(f"{database}-wal")]
    leave_stale_files(files)
    started = asyncio.Event()

    async def recording_bot(settings: Settings) -> None:
        assert settings.database_path == database
        assert not any_exists(files)
        started.set()
        await asyncio.Event().wait()

    async with Playground(playground_settings(), port=0, database_path=database, run_bot=recording_bot):
        await asyncio.wait_for(started.wait(), 5)


async def test_stop_ends_the_bot_and_closes_the_port(tmp_path: Path) -> None:
    bot_cancelled = asyncio.Event()

    async def waiting_bot(settings: Settings) -> None:
        try:
            await asyncio.Event().wait()
        finally:
            bot_cancelled.set()

    playground = Playground(
        playground_settings(), port=0, database_path=tmp_path / "p.sqlite3", run_bot=waiting_bot
    )
    await playground.start()
    url = playground.url
    async with ClientSession() as http:
        async with http.get(url) as response:
            assert response.status == 200
        await playground.stop()
        assert bot_cancelled.is_set()
        with pytest.raises(aiohttp.ClientConnectionError):
            async with http.get(url):
                pass
    await playground.stop()  # stopping twice is harmless


async def test_a_bot_that_crashes_leaves_the_page_up(tmp_path: Path) -> None:
    async def broken_bot(settings: Settings) -> None:
        raise RuntimeError("no games today")

    async with Playground(
        playground_settings(), port=0, database_path=tmp_path / "p.sqlite3", run_bot=broken_bot
    ) as playground, ClientSession() as http:
        assert playground.bot_task is not None
        with contextlib.suppress(RuntimeError):
            await playground.bot_task
        async with http.get(playground.url) as response:
            assert response.status == 200


async def test_serve_prints_the_address_and_stops_when_cancelled(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    ready = asyncio.Event()

    async def bot(settings: Settings) -> None:
        ready.set()
        await asyncio.Event().wait()

    task = asyncio.create_task(
        serve_playground(playground_settings(), port=0, run_bot=bot, database_path=tmp_path / "p.sqlite3")
    )
    await asyncio.wait_for(ready.wait(), 10)
    task.cancel()
    with contextlib.suppress(asyncio.CancelledError):
        await task
    printed = capsys.readouterr().out
    assert "Arbiter playground: open http://127.0.0.1:" in printed


def test_banner_names_the_page_address(tmp_path: Path) -> None:
    playground = Playground(playground_settings(), port=8080, database_path=tmp_path / "p.sqlite3")
    assert banner(playground).startswith("Arbiter playground: open http://127.0.0.1:8080/ in a browser.")



def free_loopback_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


async def test_bare_arbiter_without_a_token_serves_the_playground_and_stops_on_sigterm(
    tmp_path: Path,
) -> None:
    """The CLI's hook in its own process, as `arbiter` runs it: real bot, port from PLAYGROUND_PORT,
    database under ./data, and SIGTERM closes everything (the database's WAL files are gone)."""
    port = free_loopback_port()
    env = {**os.environ, "PLAYGROUND_PORT": str(port), "PYTHONPATH": str(REPO_ROOT), "BOT_TOKEN": ""}
    # Bare `arbiter` (= `python -m bot`) without a token: the README's first command.
    process = await asyncio.create_subprocess_exec(
        sys.executable, "-m", "bot", cwd=tmp_path, env=env, stdout=asyncio.subprocess.PIPE
    )
    try:
        assert process.stdout is not None
        first_line = await asyncio.wait_for(process.stdout.readline(), 30)
        assert first_line.decode().startswith(f"Arbiter playground: open http://127.0.0.1:{port}/")
        async with ClientSession() as http:
            roster = await get_json(http, f"http://127.0.0.1:{port}/playground/roster")
        assert [group["title"] for group in roster["groups"]] == [GROUP_TITLE]
        process.send_signal(signal.SIGTERM)
        assert await asyncio.wait_for(process.wait(), 30) == 0
    finally:
        if process.returncode is None:
            process.kill()
            await process.wait()
    assert not any_exists([tmp_path / "data" / f"playground.sqlite3{suffix}" for suffix in ("-wal", "-shm")])


async def test_a_busy_port_is_named_and_leaves_nothing_running(tmp_path: Path) -> None:
    bot_started = asyncio.Event()

    async def bot(settings: Settings) -> None:
        bot_started.set()

    with socket.socket() as taken:
        taken.bind(("127.0.0.1", 0))
        taken.listen()
        port = int(taken.getsockname()[1])
        playground = Playground(
            playground_settings(), port=port, database_path=tmp_path / "p.sqlite3", run_bot=bot
        )
        with pytest.raises(PortBusy, match=f"127.0.0.1:{port}.*PLAYGROUND_PORT"):
            await playground.start()
    assert not bot_started.is_set()
    assert playground.bot_task is None
    await playground.stop()  # already stopped: harmless
