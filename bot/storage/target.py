"""Which database the bot keeps its state in, read from `DATABASE_URL` (or `DATABASE_PATH`).

`sqlite:///relative/path`, `sqlite:////absolute/path` or a bare path: the SQLite engine;
`postgresql://user:password@host:5432/db` (or `postgres://`, with `?host=/socket/dir` for a Unix
socket): the PostgreSQL engine. Anything else is refused with one line naming the problem. The
password never appears in what `describe` returns, and so never in a log.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from urllib.parse import unquote, urlsplit


class StorageError(Exception):
    """The database cannot be used: the message is the one line start-up prints (no secret in it)."""


@dataclass(frozen=True, slots=True)
class SqliteTarget:
    path: Path

    def describe(self) -> str:
        return f"SQLite {self.path}"


@dataclass(frozen=True, slots=True)
class PostgresTarget:
    dsn: str  # as given (with its password): only ever handed to asyncpg

    def describe(self) -> str:
        return f"PostgreSQL {redact(self.dsn)}"


Target = SqliteTarget | PostgresTarget


def redact(url: str) -> str:
    """`url` with its password replaced by `***` (read from the text, so a URL that is otherwise
    malformed is still shown without it)."""
    scheme, sep, rest = url.partition("://")
    if not sep:
        return "(not a URL)"
    location, slash, tail = rest.partition("/")
    userinfo, at, host = location.rpartition("@")
    if not at or ":" not in userinfo:
        return url
    user = userinfo.split(":", 1)[0]
    return f"{scheme}://{user}:***@{host}{slash}{tail}"


def parse_target(url: str | None, path: Path) -> Target:
    """The database `DATABASE_URL` names; unset or blank, the SQLite file `DATABASE_PATH`."""
    if url is None or not url.strip():
        return SqliteTarget(path)
    url = url.strip()
    scheme, sep, rest = url.partition("://")
    scheme = scheme.lower()
    if not sep:
        raise StorageError(
            "DATABASE_URL is not a URL: use sqlite:///path/to/file.sqlite3 "
            "or postgresql://user:password@host:5432/database")
    if scheme == "sqlite":
        # sqlite:///data/x.sqlite3 is relative (three slashes), sqlite:////data/x absolute (four).
        if not rest.startswith("/") or rest == "/":
            raise StorageError(f"DATABASE_URL {url!r} names no file: use sqlite:///path/to/file.sqlite3")
        return SqliteTarget(Path(unquote(rest[1:])))
    if scheme in ("postgresql", "postgres"):
        try:
            parts = urlsplit(url)
            parts.port  # noqa: B018 - raises on a port that is not a number
        except ValueError as error:
            raise StorageError(
                f"DATABASE_URL is not a valid PostgreSQL URL ({redact(url)}): {error}") from None
        if not parts.path.strip("/"):
            raise StorageError(
                f"DATABASE_URL {redact(url)} names no database: add it after the host, e.g. …:5432/arbiter")
        return PostgresTarget(url)
    raise StorageError(
        f"DATABASE_URL has an unknown scheme {scheme!r}: use sqlite:///… or postgresql://…")
