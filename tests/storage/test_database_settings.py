"""Choosing the database (issue 23): `DATABASE_URL` read and checked, and every way PostgreSQL can be
unusable at start — a bad URL, no server, a wrong password, a missing database, no driver — is one
line on stderr and a non-zero exit, never a traceback and never the password."""

from __future__ import annotations

import asyncio
import os
import socket
import sys
from pathlib import Path
from urllib.parse import urlsplit, urlunsplit

import pytest

from bot.config import Settings
from bot.storage import StorageError, make_repository, parse_target
from bot.storage.target import PostgresTarget, SqliteTarget, redact
from tests.pg_cluster import Cluster

ROOT = str(Path(__file__).resolve().parents[2])
EXIT_TIMEOUT = 90.0


def test_unset_url_is_the_sqlite_path_and_a_set_url_wins(tmp_path: Path) -> None:
    path = tmp_path / "a.sqlite3"
    assert Settings(_env_file=None, database_path=path).database == SqliteTarget(path)
    both = Settings(_env_file=None, database_path=path, database_url="postgresql://u:p@db:5432/arbiter")
    assert both.database == PostgresTarget("postgresql://u:p@db:5432/arbiter")
    assert Settings(_env_file=None, database_url="sqlite:///data/x.sqlite3").database == SqliteTarget(
        Path("data/x.sqlite3"))
    assert Settings(_env_file=None, database_url="sqlite:////srv/x.sqlite3").database == SqliteTarget(
        Path("/srv/x.sqlite3"))
    assert Settings(_env_file=None, database_url="  ").database == SqliteTarget(Path("data/arbiter.sqlite3"))


@pytest.mark.parametrize(("url", "says"), [
    ("mysql://u:hunter2@h/db", "unknown scheme 'mysql'"),
    ("hunter2", "is not a URL"),
    ("postgresql://u:hunter2@h:port/db", "not a valid PostgreSQL URL"),
    ("postgresql://u:hunter2@h:5432", "names no database"),
    ("sqlite://", "names no file"),
])
def test_a_bad_url_is_refused_without_its_password(url: str, says: str) -> None:
    with pytest.raises(StorageError, match=says) as refused:
        parse_target(url, Path())
    assert "hunter2" not in str(refused.value)


def test_the_password_never_shows() -> None:
    assert redact("postgresql://arbiter:s3cr%40t@db.example:6543/game") == (
        "postgresql://arbiter:***@db.example:6543/game")
    assert redact("postgresql://arbiter@/game?host=/run/postgresql") == (
        "postgresql://arbiter@/game?host=/run/postgresql")
    target = PostgresTarget("postgresql://arbiter:s3cret@db/game")
    assert "s3cret" not in target.describe() and "s3cret" not in repr(
        Settings(_env_file=None, database_url=target.dsn))


def test_choosing_postgresql_gives_the_postgresql_engine() -> None:
    repo = make_repository("postgresql://u:p@localhost:5432/arbiter")
    assert type(repo).__name__ == "PostgresRepository"
    assert type(make_repository("sqlite:///x.sqlite3")).__name__ == "SqliteRepository"


async def arbiter_run(tmp_path: Path, database_url: str, *, pythonpath: str = ROOT) -> tuple[int, list[str]]:
    names = ("BOT_", "TELEGRAM_", "DATABASE_", "WEBHOOK_", "GAME_", "LOG_", "DEFAULT_LOCALE")
    env = {k: v for k, v in os.environ.items() if not k.startswith(names)}
    env.update(BOT_TOKEN="123456:AAFakeToken", TELEGRAM_API_URL=f"http://127.0.0.1:{closed_port()}",
               DATABASE_URL=database_url, PYTHONPATH=pythonpath)
    process = await asyncio.create_subprocess_exec(
        sys.executable, "-m", "bot", "run", cwd=tmp_path, env=env,
        stdout=asyncio.subprocess.PIPE, stderr=asyncio.subprocess.PIPE)
    try:
        _, err = await asyncio.wait_for(process.communicate(), EXIT_TIMEOUT)
    finally:
        if process.returncode is None:
            process.kill()
            await process.wait()
    return process.returncode or 0, err.decode().splitlines()


def closed_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


def one_line(code: int, lines: list[str], *, says: str, secret: str) -> None:
    assert code != 0
    assert len(lines) == 1, lines
    assert says in lines[0], lines[0]
    assert "Traceback" not in lines[0] and secret not in lines[0]


async def test_a_bad_url_stops_start_up_with_one_line(tmp_path: Path) -> None:
    code, lines = await arbiter_run(tmp_path, "mysql://root:hunter2@db/arbiter")
    one_line(code, lines, says="DATABASE_URL", secret="hunter2")


async def test_no_server_at_the_address_is_one_line(tmp_path: Path) -> None:
    port = closed_port()
    code, lines = await arbiter_run(tmp_path, f"postgresql://arbiter:hunter2@127.0.0.1:{port}/arbiter")
    one_line(code, lines, says=f"cannot reach PostgreSQL at 127.0.0.1:{port}", secret="hunter2")


async def test_postgresql_without_its_driver_says_what_to_install(tmp_path: Path) -> None:
    blocker = tmp_path / "no-asyncpg" / "asyncpg"
    blocker.mkdir(parents=True)
    (blocker / "__init__.py").write_text("raise ImportError('asyncpg is not installed here')\n")
    code, lines = await arbiter_run(tmp_path, "postgresql://arbiter:hunter2@127.0.0.1:5432/arbiter",
                                    pythonpath=f"{blocker.parent}{os.pathsep}{ROOT}")
    one_line(code, lines, says='pip install "arbiter-bot[postgres]"', secret="hunter2")


def with_parts(dsn: str, *, password: str | None = None, database: str | None = None) -> str:
    parts = urlsplit(dsn)
    netloc = parts.netloc
    if password is not None:
        user = parts.username or "postgres"
        host = netloc.rpartition("@")[2]
        netloc = f"{user}:{password}@{host}"
    path = f"/{database}" if database is not None else parts.path
    return urlunsplit(parts._replace(netloc=netloc, path=path))


async def test_a_wrong_password_is_one_line(tmp_path: Path, pg_cluster: Cluster) -> None:
    code, lines = await arbiter_run(tmp_path, with_parts(pg_cluster.admin_dsn, password="hunter2"))
    one_line(code, lines, says="refused user 'postgres'", secret="hunter2")


async def test_a_missing_database_is_one_line(tmp_path: Path, pg_cluster: Cluster) -> None:
    code, lines = await arbiter_run(tmp_path, with_parts(pg_cluster.admin_dsn, database="no_such_database"))
    one_line(code, lines, says="has no database 'no_such_database'", secret="arbiter-test-secret")


def test_the_healthcheck_asks_the_postgresql_server(
        monkeypatch: pytest.MonkeyPatch, pg_cluster: Cluster) -> None:
    from bot.healthcheck import main as healthcheck

    monkeypatch.setenv("DATABASE_URL", pg_cluster.admin_dsn)
    assert healthcheck() == 0
    monkeypatch.setenv("DATABASE_URL", with_parts(pg_cluster.admin_dsn, password="hunter2"))
    assert healthcheck() == 1
