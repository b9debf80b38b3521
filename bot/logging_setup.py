"""Log output as text or JSON lines, with the bot token scrubbed from every record."""

from __future__ import annotations

import contextlib
import json
import logging
import re
import sys
from collections.abc import Iterable, Iterator
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
    # pymorphy3 says where it loads its dictionaries from at every start: nothing an operator acts on.
    logging.getLogger("pymorphy3").setLevel(max(root.level, logging.WARNING))
    return handler


# What the playground's console leaves out: aiohttp's access log (every getUpdates of the bot, some
# 5,600 lines in a quarter of an hour), aiogram's polling chatter, and the privacy-mode warning — the
# playground makes the bot an admin of its group, so the bot sees every message there.
PLAYGROUND_QUIET = ("aiohttp.access", "aiogram.dispatcher")
NOT_IN_PLAYGROUND = {"bot.app": ("privacy mode is on",)}


class DropMessages(logging.Filter):
    """Drops the records whose message (before its arguments are put in) starts with a prefix."""

    def __init__(self, prefixes: Iterable[str]) -> None:
        super().__init__()
        self.prefixes = tuple(prefixes)

    def filter(self, record: logging.LogRecord) -> bool:
        return not str(record.msg).startswith(self.prefixes)


@contextlib.contextmanager
def playground_console() -> Iterator[None]:
    """While the playground runs, its console says what a person needs: the address, the games
    started and finished, and the warnings that apply to it. Undone on the way out."""
    quiet = {name: logging.getLogger(name) for name in PLAYGROUND_QUIET}
    levels = {name: logger.level for name, logger in quiet.items()}
    filters = [(logging.getLogger(name), DropMessages(prefixes))
               for name, prefixes in NOT_IN_PLAYGROUND.items()]
    for logger in quiet.values():
        logger.setLevel(logging.WARNING)
    for logger, dropping in filters:
        logger.addFilter(dropping)
    try:
        yield
    finally:
        for name, logger in quiet.items():
            logger.setLevel(levels[name])
        for logger, dropping in filters:
            logger.removeFilter(dropping)
