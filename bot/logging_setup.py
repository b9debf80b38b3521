"""Log output as text or JSON lines, with the bot token scrubbed from every record."""

from __future__ import annotations

import json
import logging
import re
import sys
from collections.abc import Iterable
from datetime import UTC, datetime
from typing import Literal, TextIO

REDACTED = "***"

# Anything shaped like a bot token (`<bot id>:<35 url-safe chars>`), e.g. inside a request URL.
_TOKEN_SHAPE = re.compile(r"\b\d{5,}:[A-Za-z0-9_-]{30,}")


class RedactSecrets(logging.Filter):
    """Replaces the given secrets, and anything shaped like a bot token, in the rendered record.

    Sits on the handler so records of every logger (aiogram, aiohttp, ours) pass through it.
    """

    def __init__(self, secrets: Iterable[str] = ()) -> None:
        super().__init__()
        self._secrets = sorted({s for s in secrets if s}, key=len, reverse=True)

    def redact(self, text: str) -> str:
        for secret in self._secrets:
            text = text.replace(secret, REDACTED)
        return _TOKEN_SHAPE.sub(REDACTED, text)

    def filter(self, record: logging.LogRecord) -> bool:
        record.msg = self.redact(record.getMessage())
        record.args = None
        if record.exc_info and not record.exc_text:
            record.exc_text = logging.Formatter().formatException(record.exc_info)
        if record.exc_text:
            record.exc_text = self.redact(record.exc_text)
        if record.stack_info:
            record.stack_info = self.redact(record.stack_info)
        return True


class JsonFormatter(logging.Formatter):
    """One JSON object per line: time, level, logger, message (and the traceback if any)."""

    def format(self, record: logging.LogRecord) -> str:
        entry = {
            "time": datetime.fromtimestamp(record.created, UTC).isoformat(timespec="milliseconds"),
            "level": record.levelname,
            "logger": record.name,
            "message": record.getMessage(),
        }
        if record.exc_info and not record.exc_text:
            record.exc_text = self.formatException(record.exc_info)
        if record.exc_text:
            entry["exception"] = record.exc_text
        return json.dumps(entry, ensure_ascii=False)


def setup_logging(
    level: str = "INFO",
    fmt: Literal["text", "json"] | str = "text",
    secrets: Iterable[str] = (),
) -> logging.StreamHandler[TextIO]:
    """Route all logging to stderr in `fmt`; `secrets` (the bot token) never reach the output."""
    handler: logging.StreamHandler[TextIO] = logging.StreamHandler(sys.stderr)
    if fmt == "json":
        handler.setFormatter(JsonFormatter())
    else:
        handler.setFormatter(logging.Formatter("%(asctime)s %(levelname)-7s %(name)s: %(message)s"))
    handler.addFilter(RedactSecrets(secrets))
    root = logging.getLogger()
    for old in list(root.handlers):
        root.removeHandler(old)
    root.addHandler(handler)
    root.setLevel(level.upper())
    # aiogram's event log repeats every update at INFO; keep it for DEBUG runs only.
    logging.getLogger("aiogram.event").setLevel(max(root.level, logging.WARNING))
    return handler
