"""docs/contracts.md and docs/architecture.md name only what exists (issue 10: a page that names files
and fields that no longer exist misleads the next game's author).

Every backticked path must exist; every backticked Python name (a class, function, field, method or
keyword, as in `GameSpec`, `new(...)`, `private_to`, `view.t`) must be defined somewhere in the code.
"""

from __future__ import annotations

import builtins
import re
import sys
from functools import cache
from pathlib import Path

import pytest

from bot.games.registry import KNOWN_GAMES

ROOT = Path(__file__).resolve().parents[2]
PAGES = [ROOT / "docs" / "contracts.md", ROOT / "docs" / "architecture.md"]
CODE = [*ROOT.glob("bot/**/*.py"), *ROOT.glob("engines/**/*.py"), *ROOT.glob("sandbox/**/*.py"),
        *ROOT.glob("tests/**/*.py"), *ROOT.glob("locales/*.py")]
# Words in backticks that are not Python names of ours: Telegram's, SQL's, aiogram's, the CLI's.
NOT_OURS = {
    "date", "message_id", "editMessageMedia", "editMessageText", "editMessageCaption", "sendPhoto",
    "getMe", "setMyCommands", "chat_member", "my_chat_member", "migrate_to_chat_id", "file_id",
    "update_id", "PollAnswer", "CallbackData", "Router", "get_routers", "asyncio.Lock", "Lock",
    "sender_chat", "games.state", "version", "journal", "timers", "contents", "polls", "at", "seq",
    "GAME_TIME_SCALE", "answer_grace", "Say.order", "Press.order", "event.audience", "view.kind",
    # PostgreSQL's functions and views, our cluster tables, and the Prometheus metrics' names.
    "pg_advisory_lock", "pg_stat_activity", "pg_terminate_backend", "shard_owners", "chat_shards",
    "arbiter_updates_handled_total", "arbiter_update_handling_seconds", "arbiter_inbox_lag_seconds",
    "arbiter_outbox_depth", "arbiter_telegram_429_total", "arbiter_shards_owned", "arbiter_polling_leader",
}
SPAN = re.compile(r"`([^`\n]+)`")
TELEGRAM_METHOD = re.compile(r"^[a-z]+[A-Z]\w*$")  # sendMessage, editMessageMedia: the Bot API's
NAME = re.compile(r"^[A-Za-z_][A-Za-z0-9_]*(?:\.[A-Za-z_][A-Za-z0-9_]*)*$")


@cache
def defined_names() -> frozenset[str]:
    names: set[str] = set()
    pattern = re.compile(
        r"^\s*(?:async\s+)?(?:def|class)\s+([A-Za-z_]\w*)|^\s*(?:self\.)?([A-Za-z_]\w*)\s*[:=]", re.M)
    for path in CODE:
        for match in pattern.finditer(path.read_text(encoding="utf-8")):
            names.add(match.group(1) or match.group(2))
        names.add(path.stem)
    return frozenset(names)


def spans(page: Path) -> list[str]:
    text = page.read_text(encoding="utf-8")
    text = re.sub(r"```.*?```", "", text, flags=re.S)  # code blocks are examples, checked as Python below
    return SPAN.findall(text)


@pytest.mark.parametrize("page", PAGES, ids=lambda p: p.name)
def test_every_path_a_page_names_exists(page: Path) -> None:
    missing = []
    for span in spans(page):
        if "/" not in span or " " in span or "<" in span or span.startswith(("http", "/", "@")):
            continue
        path = span.split(":")[0].rstrip("/")
        if path.startswith("shared/"):
            # The team's shared/ folder lies beside a checkout, not in it: checked where it is there.
            if not (ROOT.parent / "shared").is_dir():
                continue
            base = ROOT.parent
        else:
            base = ROOT
        if not (base / path).exists():
            missing.append(span)
    assert missing == []


@pytest.mark.parametrize("page", PAGES, ids=lambda p: p.name)
def test_every_python_name_a_page_uses_is_defined(page: Path) -> None:
    known = defined_names()
    files = {path.name for path in ROOT.rglob("*") if ".git" not in path.parts}
    missing = []
    for span in spans(page):
        head = span.split("(")[0].strip()
        if "/" in span or head in NOT_OURS or head in KNOWN_GAMES or head in dir(builtins):
            continue
        if re.fullmatch(r"[\w-]+\.(py|ftl|json|md)", head):
            if head not in files:  # a file name in a table of a game's files
                missing.append(span)
            continue
        if not NAME.match(head) or head.isupper() or TELEGRAM_METHOD.match(head):
            continue
        if head.split(".")[0] in sys.stdlib_module_names:
            continue  # `dataclasses.replace(...)`
        module = ROOT.joinpath(*head.split(".")[:-1])
        if "." in head and (module.with_suffix(".py").exists() or module.is_dir()):
            continue  # `engines.core.serial`, `locales.load_content`: a module (and a name in it)
        if not all(part in known for part in head.split(".") if part not in ("self", "view", "spec", "app")):
            missing.append(span)
    assert missing == []


def test_the_check_would_catch_a_name_that_does_not_exist() -> None:
    assert "GameSpec" in defined_names() and "private_to" in defined_names()
    assert "is_timer_field" not in defined_names()  # the old seam's name guessing is gone
