"""Shared fixtures: `harness` runs the whole bot against the in-process Telegram sandbox, on SQLite —
and, for tests marked `both_engines`, once more on PostgreSQL (a throwaway server: tests/pg_cluster.py)."""

from __future__ import annotations

import os
import sys
from collections.abc import AsyncIterator, Iterator
from pathlib import Path

import pytest

_ROOT = str(Path(__file__).resolve().parents[1])
if _ROOT not in sys.path:
    sys.path.insert(0, _ROOT)

from tests.pg_cluster import Cluster, NoServer, start_cluster  # noqa: E402
from tests.platform.harness import Harness  # noqa: E402
from tests.transcripts.recorder import Recorder, check  # noqa: E402

ENGINES = ("sqlite", "postgresql")


def pytest_configure(config: pytest.Config) -> None:
    config.addinivalue_line(
        "markers", "both_engines: run once on SQLite and once on PostgreSQL (the `database_url` fixture)")
    config.addinivalue_line(
        "markers", "transcript(name): the conversation must equal tests/transcripts/<name>.txt")


@pytest.hookimpl(wrapper=True, tryfirst=True)
def pytest_runtest_makereport(item: pytest.Item, call: pytest.CallInfo[None]) -> object:
    report = yield
    setattr(item, f"rep_{report.when}", report)  # the transcript check runs only after a passed test
    return report


def pytest_generate_tests(metafunc: pytest.Metafunc) -> None:
    if "database_engine" in metafunc.fixturenames and metafunc.definition.get_closest_marker("both_engines"):
        metafunc.parametrize("database_engine", ENGINES, indirect=True)


@pytest.fixture
def database_engine(request: pytest.FixtureRequest) -> str:
    """"sqlite", or "postgresql" for the second run of a `both_engines` test."""
    return str(getattr(request, "param", "sqlite"))


_cluster: Cluster | NoServer | None = None


@pytest.fixture(scope="session")
def pg_cluster() -> Iterator[Cluster]:
    """The session's PostgreSQL server, started on first use (a skip with the reason if there is none;
    a failure instead under ARBITER_REQUIRE_PG=1)."""
    global _cluster
    if _cluster is None:
        try:
            _cluster = start_cluster()
        except NoServer as why:
            _cluster = why
    if isinstance(_cluster, NoServer):
        if os.environ.get("ARBITER_REQUIRE_PG") == "1":
            pytest.fail(f"PostgreSQL is required here (ARBITER_REQUIRE_PG=1): {_cluster}")
        pytest.skip(f"no PostgreSQL server: {_cluster}")
    yield _cluster


def pytest_sessionfinish(session: pytest.Session, exitstatus: int) -> None:
    if isinstance(_cluster, Cluster):
        _cluster.stop()


@pytest.fixture
async def database_url(database_engine: str, tmp_path: Path, request: pytest.FixtureRequest) -> str:
    """The DATABASE_URL of a fresh database on the engine under test."""
    if database_engine == "postgresql":
        cluster: Cluster = request.getfixturevalue("pg_cluster")
        return await cluster.fresh_database()
    return f"sqlite:///{tmp_path / 'arbiter.sqlite3'}"


@pytest.fixture
async def harness(tmp_path: Path, database_engine: str,
                  request: pytest.FixtureRequest) -> AsyncIterator[Harness]:
    """A sandbox Telegram on a ManualClock and a way to boot (and re-boot) the bot on one database."""
    url = None
    if database_engine == "postgresql":
        url = await request.getfixturevalue("pg_cluster").fresh_database()
    h = Harness(tmp_path, database_url=url)
    marker = request.node.get_closest_marker("transcript")
    recorder = Recorder(h.tg) if marker is not None and database_engine == "sqlite" else None
    if recorder is not None:
        recorder.attach()
    yield h
    await h.shutdown()
    passed = getattr(getattr(request.node, "rep_call", None), "passed", False)
    if recorder is not None and marker is not None and passed:  # a failing test has said why already
        check(marker.args[0], recorder.render(), write=os.environ.get("ARBITER_WRITE_TRANSCRIPTS") == "1")
