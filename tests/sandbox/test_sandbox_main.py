"""`python -m sandbox` starts the HTTP emulator and prints where it listens."""

from __future__ import annotations

import asyncio
import logging
import re
import sys

import pytest
from aiohttp import ClientSession

from sandbox.__main__ import parse_args
from sandbox.dsl import Sandbox
from sandbox.http import base_url, serve


def test_command_line_defaults() -> None:
    args = parse_args([])
    assert (args.host, args.port, args.token, args.manual_clock) == ("127.0.0.1", 8081, "123456:TEST", None)
    args = parse_args(["--port", "9000", "--manual-clock", "100", "--no-privacy", "--flood"])
    assert (args.port, args.manual_clock, args.no_privacy, args.flood) == (9000, 100.0, True, True)


async def test_python_dash_m_sandbox_serves_the_bot_api() -> None:
    process = await asyncio.create_subprocess_exec(
        sys.executable,
        "-m",
        "sandbox",
        "--port",
        "0",
        "--manual-clock",
        "1767000000",
        "--allow-token",
        "123456:SECOND",
        stdout=asyncio.subprocess.PIPE,
    )
    try:
        assert process.stdout is not None
        line = (await asyncio.wait_for(process.stdout.readline(), 60)).decode()
        match = re.search(r"http://127\.0\.0\.1:(\d+)", line)
        assert match, line
        async with ClientSession() as http:
            async with http.get(f"http://127.0.0.1:{match.group(1)}/bot123456:TEST/getMe") as response:
                assert (await response.json())["result"]["username"] == "arbiter_test_bot"
            async with http.get(f"http://127.0.0.1:{match.group(1)}/bot123456:SECOND/getMe") as response:
                assert (await response.json())["result"]["id"] == 123456
            async with http.get(f"http://127.0.0.1:{match.group(1)}/bot123456:OTHER/getMe") as response:
                assert response.status == 401
            async with http.get(f"http://127.0.0.1:{match.group(1)}/sandbox/config") as response:
                config = await response.json()
        assert config["manual_clock"] is True and config["now"] == 1_767_000_000
    finally:
        process.terminate()
        await asyncio.wait_for(process.wait(), 30)


async def test_quiet_serves_without_a_log_line_per_request(caplog: pytest.LogCaptureFixture) -> None:
    assert parse_args(["--quiet"]).quiet and not parse_args([]).quiet
    for access_log, lines in ((True, 1), (False, 0)):
        runner = await serve(Sandbox(), "127.0.0.1", 0, access_log=access_log)
        try:
            caplog.clear()
            url = f"{base_url(runner)}/bot123456:TEST/getMe"
            with caplog.at_level(logging.INFO, logger="aiohttp.access"):
                async with ClientSession() as http, http.get(url) as got:
                    assert (await got.json())["result"]["username"] == "arbiter_test_bot"
            assert len([r for r in caplog.records if r.name == "aiohttp.access"]) == lines
        finally:
            await runner.cleanup()
