"""Settings from the environment and `.env`; a bad value stops start-up with one line naming it."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any, Literal

from pydantic import Field, SecretStr, ValidationError, field_validator
from pydantic_settings import BaseSettings, SettingsConfigDict

from bot.storage.records import Secrets
from bot.storage.target import StorageError, Target, parse_target

_SECRET_TOKEN = re.compile(r"[A-Za-z0-9_-]{1,256}")

LogLevel = Literal["DEBUG", "INFO", "WARNING", "ERROR", "CRITICAL"]


class Settings(BaseSettings):
    """Every knob of the bot; the environment variable is the field name in upper case."""

    model_config = SettingsConfigDict(
        env_file=".env",
        env_file_encoding="utf-8",
        extra="ignore",
        case_sensitive=False,
    )

    bot_token: SecretStr | None = None
    telegram_api_url: str = "https://api.telegram.org"
    database_path: Path = Path("data/arbiter.sqlite3")
    # sqlite:///path or postgresql://user:password@host:5432/db; wins over DATABASE_PATH when set.
    database_url: SecretStr | None = None
    default_locale: Literal["ru", "en"] = "ru"
    webhook_url: str | None = None
    webhook_secret: SecretStr | None = None
    webhook_listen: str = "0.0.0.0:8443"
    game_time_scale: float = Field(default=1.0, gt=0, allow_inf_nan=False)
    # Where a player's secrets (sheets, hands, hidden words) go in games that have them: "group" —
    # Bot API 10.3 ephemeral messages inside the group, seen by that player only; "private" — the
    # player's private chat with the bot (everyone must open the bot before joining).
    secrets: Secrets = "group"
    log_level: LogLevel = "INFO"
    log_format: Literal["text", "json"] = "text"
    playground_port: int = Field(default=8080, ge=1, le=65535)
    flood_per_chat_per_second: float = Field(default=1.0, gt=0)
    flood_per_group_per_minute: int = Field(default=20, gt=0)
    flood_global_per_second: int = Field(default=30, gt=0)
    # Seconds kept on top of each limit (our clock and Telegram's may disagree a little).
    flood_margin: float = Field(default=0.05, ge=0, allow_inf_nan=False)
    # Several workers on one PostgreSQL (bot/cluster/, docs/architecture.md "Several workers").
    worker_roles: str = "receive,work"  # a process may take just one: receive (poll) or work (shards)
    worker_heartbeat: float = Field(default=0.5, gt=0, allow_inf_nan=False)
    worker_lease: float = Field(default=3.0, gt=0, allow_inf_nan=False)
    # /healthz and /metrics; port 0: a free one, which `arbiter workers` shows.
    metrics_listen: str = "127.0.0.1:0"

    @field_validator("bot_token", "webhook_url", "webhook_secret", "database_url", mode="before")
    @classmethod
    def _blank_is_unset(cls, value: Any) -> Any:
        # `BOT_TOKEN=` in a .env file means "not configured", not "an empty token".
        if isinstance(value, str) and not value.strip():
            return None
        return value

    @field_validator("bot_token")
    @classmethod
    def _token_shape(cls, value: SecretStr | None) -> SecretStr | None:
        if value is not None:
            left, sep, right = value.get_secret_value().partition(":")
            if not (sep and left.isdigit() and right):
                # The value itself is never echoed: it is a secret even when malformed.
                raise ValueError("must look like 123456:ABC-DEF… (the token BotFather gave you)")
        return value

    @field_validator("database_url")
    @classmethod
    def _database_url(cls, value: SecretStr | None) -> SecretStr | None:
        if value is not None:
            try:
                parse_target(value.get_secret_value(), Path())
            except StorageError as error:  # its line never shows the password
                raise ValueError(str(error).removeprefix("DATABASE_URL ")) from None
        return value

    @field_validator("webhook_secret")
    @classmethod
    def _secret_alphabet(cls, value: SecretStr | None) -> SecretStr | None:
        # Telegram refuses setWebhook with any other secret_token; better to say so at start-up.
        if value is not None and not _SECRET_TOKEN.fullmatch(value.get_secret_value()):
            raise ValueError("must be 1-256 characters of A-Z, a-z, 0-9, _ and -")
        return value

    @field_validator("log_level", mode="before")
    @classmethod
    def _upper_level(cls, value: Any) -> Any:
        return value.strip().upper() if isinstance(value, str) else value

    @field_validator("log_format", "default_locale", mode="before")
    @classmethod
    def _lower(cls, value: Any) -> Any:
        return value.strip().lower() if isinstance(value, str) else value

    @field_validator("telegram_api_url", "webhook_url")
    @classmethod
    def _http_url(cls, value: str | None) -> str | None:
        if value is not None and not value.startswith(("http://", "https://")):
            raise ValueError("must start with http:// or https://")
        return value.rstrip("/") if value is not None else None

    @field_validator("worker_roles")
    @classmethod
    def _roles(cls, value: str) -> str:
        roles = {r.strip() for r in value.split(",") if r.strip()}
        if not roles or roles - {"receive", "work"}:
            raise ValueError("must name receive, work or both, e.g. receive,work")
        return ",".join(sorted(roles))

    @field_validator("metrics_listen")
    @classmethod
    def _metrics_host_port(cls, value: str) -> str:
        host, sep, port = value.rpartition(":")
        if not (sep and host and port.isdigit() and 0 <= int(port) < 65536):
            raise ValueError("must be HOST:PORT (port 0: any free one), e.g. 127.0.0.1:9100")
        return value

    @field_validator("webhook_listen")
    @classmethod
    def _host_port(cls, value: str) -> str:
        host, sep, port = value.rpartition(":")
        if not (sep and host and port.isdigit() and 0 < int(port) < 65536):
            raise ValueError("must be HOST:PORT, e.g. 0.0.0.0:8443")
        return value

    @property
    def database(self) -> Target:
        """Where the bot keeps its state: `DATABASE_URL` when set, else the SQLite file `DATABASE_PATH`."""
        url = self.database_url.get_secret_value() if self.database_url is not None else None
        return parse_target(url, self.database_path)

    @property
    def webhook_host(self) -> str:
        return self.webhook_listen.rpartition(":")[0]

    @property
    def webhook_port(self) -> int:
        return int(self.webhook_listen.rpartition(":")[2])


def describe_error(error: ValidationError) -> str:
    """One line naming the first bad setting by its environment variable, without its value."""
    first = error.errors()[0]
    name = str(first["loc"][0]).upper() if first["loc"] else "SETTINGS"
    message = str(first["msg"])
    for prefix, replacement in (("Value error, ", ""), ("Input should be ", "must be ")):
        if message.startswith(prefix):
            message = replacement + message.removeprefix(prefix)
    line = f"Bad setting {name}: {message}"
    others = error.error_count() - 1
    return f"{line} (and {others} more)" if others else line


def load_settings(**overrides: Any) -> Settings:
    """Read the settings; on a bad value exit with `describe_error`'s line instead of a traceback."""
    try:
        return Settings(**overrides)
    except ValidationError as error:
        raise SystemExit(describe_error(error)) from None
