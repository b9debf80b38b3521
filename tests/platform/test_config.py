"""Settings: environment and .env parsing, one-line errors naming the setting, the token kept secret."""

from __future__ import annotations

import io
import json
import logging
import sqlite3
from collections.abc import Iterator
from contextlib import closing
from pathlib import Path

import pytest

from bot.config import Settings, load_settings
from bot.healthcheck import check_database
from bot.healthcheck import main as healthcheck_main
from bot.logging_setup import REDACTED, setup_logging
from bot.services.outbox import FloodLimits

TOKEN = "123456789:AAHdqTcvCH1vGWJxfSeofSAs0K5PALDsaw0"
ENV_NAMES = [
    "BOT_TOKEN", "TELEGRAM_API_URL", "DATABASE_PATH", "DEFAULT_LOCALE", "WEBHOOK_URL", "WEBHOOK_SECRET",
    "WEBHOOK_LISTEN", "GAME_TIME_SCALE", "LOG_LEVEL", "LOG_FORMAT", "PLAYGROUND_PORT",
    "FLOOD_PER_CHAT_PER_SECOND", "FLOOD_PER_GROUP_PER_MINUTE", "FLOOD_GLOBAL_PER_SECOND", "FLOOD_MARGIN",
]


@pytest.fixture(autouse=True)
def clean_env(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> Iterator[None]:
    # Neither the developer's environment nor a .env in the project may leak into these tests.
    for name in ENV_NAMES:
        monkeypatch.delenv(name, raising=False)
    monkeypatch.chdir(tmp_path)
    yield


def test_defaults_match_the_issue() -> None:
    settings = load_settings()
    assert settings.bot_token is None
    assert settings.telegram_api_url == "https://api.telegram.org"
    assert settings.database_path == Path("data/arbiter.sqlite3")
    assert settings.default_locale == "ru"
    assert settings.webhook_url is None
    assert (settings.webhook_host, settings.webhook_port) == ("0.0.0.0", 8443)
    assert settings.game_time_scale == 1.0
    assert (settings.log_level, settings.log_format) == ("INFO", "text")
    assert settings.playground_port == 8080
    assert FloodLimits.from_settings(settings) == FloodLimits(1.0, 20, 30, margin=0.05)


def test_environment_values_are_read_and_normalised(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("BOT_TOKEN", TOKEN)
    monkeypatch.setenv("DATABASE_PATH", "/data/arbiter.sqlite3")
    monkeypatch.setenv("DEFAULT_LOCALE", "EN")
    monkeypatch.setenv("GAME_TIME_SCALE", "0.05")
    monkeypatch.setenv("LOG_LEVEL", "debug")
    monkeypatch.setenv("LOG_FORMAT", "json")
    monkeypatch.setenv("WEBHOOK_URL", "https://bot.example.org/tg/")
    monkeypatch.setenv("WEBHOOK_LISTEN", "127.0.0.1:9000")
    monkeypatch.setenv("FLOOD_PER_GROUP_PER_MINUTE", "10")
    settings = load_settings()
    assert settings.bot_token is not None and settings.bot_token.get_secret_value() == TOKEN
    assert settings.database_path == Path("/data/arbiter.sqlite3")
    assert settings.default_locale == "en"
    assert settings.game_time_scale == 0.05
    assert (settings.log_level, settings.log_format) == ("DEBUG", "json")
    assert settings.webhook_url == "https://bot.example.org/tg"
    assert (settings.webhook_host, settings.webhook_port) == ("127.0.0.1", 9000)
    assert FloodLimits.from_settings(settings).per_group_per_minute == 10


def test_dot_env_file_is_read_and_environment_wins(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    dot_env = f"BOT_TOKEN={TOKEN}\nLOG_LEVEL=WARNING\nGAME_TIME_SCALE=2\n"
    (tmp_path / ".env").write_text(dot_env, encoding="utf-8")
    monkeypatch.setenv("GAME_TIME_SCALE", "0.5")
    settings = load_settings()
    assert settings.bot_token is not None
    assert settings.log_level == "WARNING"
    assert settings.game_time_scale == 0.5


def test_blank_token_means_not_configured(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("BOT_TOKEN", "  ")
    assert load_settings().bot_token is None


@pytest.mark.parametrize(
    ("name", "value", "line"),
    [
        ("GAME_TIME_SCALE", "0", "Bad setting GAME_TIME_SCALE: must be greater than 0"),
        ("GAME_TIME_SCALE", "fast", "Bad setting GAME_TIME_SCALE: must be a valid number"),
        ("DEFAULT_LOCALE", "de", "Bad setting DEFAULT_LOCALE: must be 'ru' or 'en'"),
        ("LOG_FORMAT", "xml", "Bad setting LOG_FORMAT: must be 'text' or 'json'"),
        ("WEBHOOK_LISTEN", "8443", "Bad setting WEBHOOK_LISTEN: must be HOST:PORT"),
        ("TELEGRAM_API_URL", "localhost:8081", "Bad setting TELEGRAM_API_URL: must start with http"),
        ("FLOOD_PER_GROUP_PER_MINUTE", "0", "Bad setting FLOOD_PER_GROUP_PER_MINUTE: must be greater than 0"),
        ("WEBHOOK_SECRET", "has spaces!", "Bad setting WEBHOOK_SECRET: must be 1-256 characters of A-Z"),
        ("GAME_TIME_SCALE", "inf", "Bad setting GAME_TIME_SCALE: must be a finite number"),
    ],
)
def test_a_bad_value_stops_with_one_line_naming_the_setting(
    monkeypatch: pytest.MonkeyPatch, name: str, value: str, line: str
) -> None:
    monkeypatch.setenv(name, value)
    with pytest.raises(SystemExit) as stopped:
        load_settings()
    message = str(stopped.value.code)
    assert message.startswith(line)
    assert "\n" not in message


def test_a_malformed_token_is_refused_without_echoing_it(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("BOT_TOKEN", "not-a-token-secret-value")
    with pytest.raises(SystemExit) as stopped:
        load_settings()
    message = str(stopped.value.code)
    assert message.startswith("Bad setting BOT_TOKEN:")
    assert "not-a-token-secret-value" not in message


def test_the_token_never_shows_in_repr_or_str(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("BOT_TOKEN", TOKEN)
    settings = Settings()
    assert TOKEN not in repr(settings)
    assert TOKEN not in str(settings)
    assert TOKEN not in settings.model_dump_json()


@pytest.fixture
def restore_logging() -> Iterator[None]:
    root = logging.getLogger()
    handlers, level = list(root.handlers), root.level
    yield
    root.handlers[:] = handlers
    root.setLevel(level)


@pytest.mark.parametrize("fmt", ["text", "json"])
@pytest.mark.usefixtures("restore_logging")
def test_logging_redacts_the_token_from_messages_arguments_and_tracebacks(fmt: str) -> None:
    handler = setup_logging("DEBUG", fmt, secrets=[TOKEN])
    stream = io.StringIO()
    handler.setStream(stream)
    log = logging.getLogger("aiogram.test")
    log.info("POST https://api.telegram.org/bot%s/getMe", TOKEN)
    log.warning(f"token is {TOKEN}")
    try:
        raise RuntimeError(f"failed with {TOKEN}")
    except RuntimeError:
        log.exception("request failed")
    # Anything shaped like a token is hidden too, even one we were not told about.
    log.info("other bot 987654321:ZZHdqTcvCH1vGWJxfSeofSAs0K5PALDsaw9 seen")
    output = stream.getvalue()
    assert TOKEN not in output
    assert "987654321:ZZH" not in output
    assert output.count(REDACTED) == 4
    assert "request failed" in output and "RuntimeError" in output
    if fmt == "json":
        records = [json.loads(line) for line in output.splitlines() if line.startswith("{")]
        assert [r["level"] for r in records] == ["INFO", "WARNING", "ERROR", "INFO"]
        assert "RuntimeError" in records[2]["exception"]


def test_healthcheck_passes_only_for_a_readable_database(tmp_path: Path) -> None:
    database = tmp_path / "arbiter.sqlite3"
    assert check_database(database) == f"database {database} does not exist (yet)"
    with closing(sqlite3.connect(database)) as db:
        db.execute("PRAGMA journal_mode=WAL")
        db.execute("PRAGMA user_version=3")
    assert check_database(database) is None
    database.write_bytes(b"this is not sqlite at all, just some bytes" * 10)
    assert (check_database(database) or "").endswith("file is not a database")


def test_healthcheck_exit_code_follows_the_database(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    monkeypatch.setenv("DATABASE_PATH", str(tmp_path / "missing.sqlite3"))
    assert healthcheck_main() == 1
    with closing(sqlite3.connect(tmp_path / "missing.sqlite3")) as db:
        db.execute("CREATE TABLE chats (id INTEGER)")
    assert healthcheck_main() == 0


def test_settings_table_in_docs_lists_exactly_the_settings() -> None:
    table = (Path(__file__).resolve().parents[2] / "docs" / "settings.md").read_text(encoding="utf-8")
    documented = {line.split("`")[1] for line in table.splitlines() if line.startswith("| `")}
    assert documented == {name.upper() for name in Settings.model_fields}
