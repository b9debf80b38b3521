"""A throwaway PostgreSQL server for the tests: `initdb` into a temporary folder, started on a Unix
socket there (no TCP port), `fsync=off`; stopped and removed at the end of the session.

`ARBITER_TEST_PG_DSN` names an existing server to use instead. Without either, the PostgreSQL tests
skip, saying why; with `ARBITER_REQUIRE_PG=1` (what CI sets) they fail instead, so CI cannot pass
with the PostgreSQL half silently skipped.

`initdb` refuses to run as root: as root, the cluster is made and run by Debian's `postgres` user.
"""

from __future__ import annotations

import itertools
import os
import shutil
import subprocess
import tempfile
from dataclasses import dataclass, field
from pathlib import Path
from urllib.parse import urlsplit, urlunsplit

PASSWORD = "arbiter-test-secret"
BIN_DIRS = sorted(Path("/usr/lib/postgresql").glob("*/bin"), reverse=True)


def find_binary(name: str) -> str | None:
    found = shutil.which(name)
    if found:
        return found
    for folder in BIN_DIRS:
        if (folder / name).exists():
            return str(folder / name)
    return None


class NoServer(Exception):
    """No PostgreSQL server can be had here: the message says why (the skip reason)."""


def _as_postgres(command: list[str]) -> list[str]:
    if os.geteuid() != 0:
        return command
    if shutil.which("runuser") is None:
        raise NoServer("running as root and there is no runuser to run initdb as the postgres user")
    return ["runuser", "-u", "postgres", "--", *command]


@dataclass
class Cluster:
    """A server and a way to make a fresh, empty database on it for each test."""

    admin_dsn: str
    folder: Path | None = None  # set when we started the server ourselves
    pg_ctl: str | None = None
    _numbers: itertools.count[int] = field(default_factory=lambda: itertools.count(1))

    def dsn(self, database: str) -> str:
        parts = urlsplit(self.admin_dsn)
        return urlunsplit(parts._replace(path=f"/{database}"))

    async def fresh_database(self) -> str:
        """The DSN of a new empty database (named for this process, so runs never collide)."""
        import asyncpg

        name = f"arbiter_test_{os.getpid()}_{next(self._numbers)}"
        admin = await asyncpg.connect(self.admin_dsn)
        try:
            await admin.execute(f"DROP DATABASE IF EXISTS {name}")
            await admin.execute(f"CREATE DATABASE {name}")
        finally:
            await admin.close()
        return self.dsn(name)

    def stop(self) -> None:
        if self.folder is None or self.pg_ctl is None:
            return
        stop = [self.pg_ctl, "-D", str(self.folder / "data"), "-m", "immediate", "stop"]
        subprocess.run(_as_postgres(stop), capture_output=True, check=False)
        shutil.rmtree(self.folder, ignore_errors=True)
        self.folder = None


def start_cluster() -> Cluster:
    """The server to test on: `ARBITER_TEST_PG_DSN`'s, or a new throwaway one (NoServer if neither)."""
    given = os.environ.get("ARBITER_TEST_PG_DSN", "").strip()
    if given:
        return Cluster(admin_dsn=given)
    try:
        import asyncpg  # noqa: F401
    except ImportError:
        raise NoServer("asyncpg is not installed (pip install -e '.[dev]')") from None
    initdb, pg_ctl = find_binary("initdb"), find_binary("pg_ctl")
    if initdb is None or pg_ctl is None:
        raise NoServer("no PostgreSQL server binaries (initdb, pg_ctl): apt-get install postgresql, "
                       "or set ARBITER_TEST_PG_DSN")
    folder = Path(tempfile.mkdtemp(prefix="arbiter-pg-"))
    data, socket_dir = folder / "data", folder
    if os.geteuid() == 0:
        shutil.chown(folder, "postgres", "postgres")
    folder.chmod(0o755)
    # A real password (scram), so that a wrong one is refused as a real server refuses it.
    secret = folder / "pw"
    secret.write_text(PASSWORD)
    if os.geteuid() == 0:
        shutil.chown(secret, "postgres", "postgres")
    made = subprocess.run(
        _as_postgres([initdb, "-D", str(data), "-U", "postgres", "--auth=scram-sha-256", f"--pwfile={secret}",
                      "-E", "UTF8", "--locale=C.UTF-8", "--no-sync"]),
        capture_output=True, text=True, check=False)
    if made.returncode != 0:
        shutil.rmtree(folder, ignore_errors=True)
        raise NoServer(f"initdb failed: {(made.stderr or made.stdout).strip().splitlines()[-1:]}")
    options = (f"-k {socket_dir} -c listen_addresses='' -c fsync=off -c synchronous_commit=off "
               "-c full_page_writes=off -c max_connections=200")
    started = subprocess.run(
        _as_postgres([pg_ctl, "-D", str(data), "-o", options, "-l", str(folder / "log"), "-w", "start"]),
        capture_output=True, text=True, check=False)
    if started.returncode != 0:
        log = (folder / "log").read_text() if (folder / "log").exists() else started.stderr
        shutil.rmtree(folder, ignore_errors=True)
        raise NoServer(f"the PostgreSQL server did not start: {log.strip().splitlines()[-1:]}")
    dsn = f"postgresql://postgres:{PASSWORD}@/postgres?host={socket_dir}"
    return Cluster(admin_dsn=dsn, folder=folder, pg_ctl=pg_ctl)
