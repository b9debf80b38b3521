"""`arbiter run` when Telegram will not have the bot (issue 14.16): a token it does not accept, or no
network to it. One line on stderr saying what failed and what to check, and a non-zero exit — as a
bad setting gets — instead of an 85-line traceback. Run as a process against the sandbox over HTTP,
which answers an unknown token with Telegram's 401."""

from __future__ import annotations

import asyncio
import os
import socket
import sys
from collections.abc import AsyncIterator
from pathlib import Path

import pytest

from sandbox import Sandbox, SystemClock
from sandbox.http import base_url, serve

EXIT_TIMEOUT = 90.0  # importing aiogram alone takes seconds on a busy machine
UNKNOWN_TOKEN = "987654:AAFakeTokenTheSandboxWasNeverToldAbout"
ROOT = str(Path(__file__).resolve().parents[2])


@pytest.fixture
async def sandbox_url() -> AsyncIterator[str]:
    runner = await serve(Sandbox(clock=SystemClock()), "127.0.0.1", 0)
    try:
        yield base_url(runner)
    finally:
        await runner.cleanup()


def closed_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])  # nobody listens there once the probe is closed


async def arbiter_run(tmp_path: Path, *, token: str, api_url: str) -> tuple[int, list[str]]:
    names = ("BOT_", "TELEGRAM_", "DATABASE_", "WEBHOOK_", "GAME_", "LOG_", "DEFAULT_LOCALE")
    env = {k: v for k, v in os.environ.items() if not k.startswith(names)}
    env.update(BOT_TOKEN=token, TELEGRAM_API_URL=api_url, DATABASE_PATH=str(tmp_path / "a.sqlite3"),
               PYTHONPATH=ROOT)
    process = await asyncio.create_subprocess_exec(
        sys.executable, "-m", "bot", "run", cwd=tmp_path, env=env,
        stdout=asyncio.subprocess.PIPE, stderr=asyncio.subprocess.PIPE,
    )
    try:
        out, err = await asyncio.wait_for(process.communicate(), EXIT_TIMEOUT)
    finally:
        if process.returncode is None:
            process.kill()
            await process.wait()
    assert out == b""
    return process.returncode or 0, err.decode().splitlines()


async def test_a_token_telegram_does_not_accept_is_one_line_and_a_non_zero_exit(
    tmp_path: Path, sandbox_url: str
) -> None:
    code, lines = await arbiter_run(tmp_path, token=UNKNOWN_TOKEN, api_url=sandbox_url)
    assert code == 1
    assert lines == [f"arbiter: Telegram did not accept BOT_TOKEN ({sandbox_url} answered 401 Unauthorized): "
                     "check the token @BotFather gave the bot"]
    assert "AAFakeToken" not in lines[0]  # the token itself is never printed


async def test_no_network_to_telegram_is_one_line_and_a_non_zero_exit(tmp_path: Path) -> None:
    url = f"http://127.0.0.1:{closed_port()}"
    code, lines = await arbiter_run(tmp_path, token=UNKNOWN_TOKEN, api_url=url)
    assert code == 1 and len(lines) == 1, lines
    assert lines[0].startswith(f"arbiter: cannot reach Telegram at {url} (")
    assert lines[0].endswith("): check the network connection, or TELEGRAM_API_URL")
