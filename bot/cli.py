"""`arbiter` on the command line: run the bot, run the sandbox, look inside the games database."""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import json
import sys
from collections.abc import Sequence
from typing import Any

from aiogram.exceptions import TelegramAPIError, TelegramNetworkError, TelegramUnauthorizedError

from bot.config import Settings, load_settings
from bot.games.registry import Registry, default_registry
from bot.logging_setup import setup_logging
from bot.services.replay import caught_up
from bot.storage import GameRecord, Repository, StorageError, open_repository
from engines.core import Engine


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="arbiter", description="Arbiter: a Telegram game-referee bot.")
    commands = parser.add_subparsers(dest="command")
    run = commands.add_parser("run", help="run the bot (long polling; webhook when WEBHOOK_URL is set)")
    run.add_argument("--role", help="several workers on PostgreSQL: receive, work or both (WORKER_ROLES); "
                                    "by default both")
    sandbox = commands.add_parser(
        "sandbox", help="run the Telegram sandbox (emulator); other options go to `python -m sandbox`"
    )
    sandbox.add_argument("--port", type=int, default=8081)
    sandbox.add_argument("--host", default="127.0.0.1")
    playground = commands.add_parser(
        "playground",
        help="the local playground: the sandbox, the bot and a Telegram-like page in the browser",
    )
    playground.add_argument(
        "--port", type=int, default=None, help="the page's port (default PLAYGROUND_PORT)"
    )
    games = commands.add_parser("games", help="list games, or `games show ID` for one game as JSON")
    games.add_argument("action", nargs="?", choices=["show"])
    games.add_argument("game_id", nargs="?", type=int)
    games.add_argument("--chat", type=int, help="only games of this chat id")
    games.add_argument("--status", choices=["lobby", "running", "finished", "stopped", "closed"])
    commands.add_parser("workers", help="the processes sharing a PostgreSQL database: shards, leader, lag")
    db = commands.add_parser("db", help="the database: `db copy --from URL --to URL` moves an install")
    db.add_argument("action", choices=["copy"])
    db.add_argument("--from", dest="source", required=True,
                    help="the database to copy (sqlite:///data/arbiter.sqlite3, postgresql://…)")
    db.add_argument("--to", dest="target", required=True, help="the database to copy into (empty)")
    db.add_argument("--replace", action="store_true", help="empty a target that holds rows first")
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    args, extra = build_parser().parse_known_args(argv)
    if extra and args.command != "sandbox":
        build_parser().error(f"unrecognized arguments: {' '.join(extra)}")
    settings = load_settings(**({"worker_roles": args.role} if getattr(args, "role", None) else {}))
    token = settings.bot_token.get_secret_value() if settings.bot_token else None
    setup_logging(settings.log_level, settings.log_format, secrets=[token] if token else [])
    try:
        return _command(args, extra, settings)
    except StorageError as error:  # the database cannot be used: one line, never a traceback
        print(f"arbiter: {error}", file=sys.stderr)
        return 1


def _command(args: argparse.Namespace, extra: Sequence[str], settings: Settings) -> int:
    if args.command == "db":
        from bot.cli_db import copy_database

        return asyncio.run(copy_database(args.source, args.target, replace=args.replace))
    if args.command == "workers":
        from bot.cli_workers import list_workers

        return asyncio.run(list_workers(settings))
    if args.command == "run":
        return run_bot(settings)
    if args.command == "sandbox":
        return run_sandbox(args.host, args.port, extra)
    if args.command == "playground":
        return run_playground(settings, args.port)
    if args.command == "games":
        if args.action == "show":
            if args.game_id is None:
                print("usage: arbiter games show ID", file=sys.stderr)
                return 2
            return asyncio.run(show_game(settings, args.game_id))
        return asyncio.run(list_games(settings, chat_id=args.chat, status=args.status))
    # Bare `arbiter`: the bot when a token is configured, else the playground hook.
    if settings.bot_token is not None:
        return run_bot(settings)
    return run_playground(settings)


def run_playground(settings: Settings, port: int | None = None) -> int:
    """Bare `arbiter` without a token, and `arbiter playground`: the bot against the local sandbox."""
    from bot.playground import run_playground as serve

    return serve(settings, port=port)


def run_bot(settings: Settings) -> int:
    from bot.app import run_polling
    from bot.storage.target import PostgresTarget, SqliteTarget
    from bot.webhook import run_webhook

    if settings.bot_token is None:
        print("BOT_TOKEN is not set: put the token from @BotFather in the environment or .env",
              file=sys.stderr)
        return 1
    # SIGTERM/SIGINT are handled inside (a clean stop, exit status 0), also while still starting.
    database = settings.database
    try:
        with contextlib.ExitStack() as stack:
            if isinstance(database, PostgresTarget):
                try:
                    from bot.cluster.node import run_node  # every process on one PostgreSQL shares the chats
                except ImportError:
                    from bot.storage import POSTGRES_EXTRA

                    raise StorageError(f"DATABASE_URL names PostgreSQL, and its driver is not installed: "
                                       f"{POSTGRES_EXTRA}") from None

                runner = run_node(settings, handle_signals=True)
            else:
                from bot.storage.sqlite.one_process import only_process

                assert isinstance(database, SqliteTarget)
                stack.enter_context(only_process(database.path))
                runner = (
                    run_webhook(settings, handle_signals=True)
                    if settings.webhook_url
                    else run_polling(settings, handle_signals=True)
                )
            stack.enter_context(contextlib.suppress(KeyboardInterrupt))
            asyncio.run(runner)
    except TelegramAPIError as error:
        # Telegram (or the network to it) refused the bot at start: one line, as a bad setting gets.
        print(startup_failure(error, settings.telegram_api_url), file=sys.stderr)
        return 1
    return 0


def startup_failure(error: TelegramAPIError, api_url: str) -> str:
    """What failed and what to check, in one line (never the token itself)."""
    if isinstance(error, TelegramUnauthorizedError):
        return (f"arbiter: Telegram did not accept BOT_TOKEN ({api_url} answered 401 Unauthorized): "
                "check the token @BotFather gave the bot")
    if isinstance(error, TelegramNetworkError):
        return (f"arbiter: cannot reach Telegram at {api_url} ({error.message}): "
                "check the network connection, or TELEGRAM_API_URL")
    return f"arbiter: Telegram refused {error.method.__api_method__}: {error.message}"


def run_sandbox(host: str, port: int, extra: Sequence[str] = ()) -> int:
    """Delegate to the sandbox package's own server (`python -m sandbox`), options passed through."""
    from sandbox.__main__ import main as sandbox_main

    sandbox_main(["--host", host, "--port", str(port), *extra])
    return 0


async def _engine(record: GameRecord, registry: Registry, repo: Repository) -> Engine | None:
    """The game as its last command left it (the stored snapshot with the journal after it)."""
    spec = registry.get(record.kind)
    if spec is None or record.state is None or record.content_digest is None:
        return None
    engine, _ = await caught_up(repo, spec, record, await repo.content(record.content_digest))
    return engine


async def _scores(record: GameRecord, registry: Registry, repo: Repository) -> dict[int, int] | None:
    engine = await _engine(record, registry, repo)
    return dict(engine.scores()) if engine is not None else None


async def list_games(settings: Settings, *, chat_id: int | None, status: str | None) -> int:
    registry = default_registry()
    repo = await open_repository(settings.database)
    try:
        records = await repo.games(chat_id=chat_id, status=status)
        all_scores = [await _scores(record, registry, repo) for record in records]
    finally:
        await repo.close()
    print(f"{'id':>5}  {'chat':>15}  {'game':<14} {'status':<9} players / scores")
    for record, found in zip(records, all_scores, strict=True):
        scores = found or {}
        players = ", ".join(
            f"{p.name}={scores[p.id]}" if p.id in scores else p.name for p in record.players
        )
        print(f"{record.id:>5}  {record.chat_id:>15}  {record.kind:<14} {record.status.value:<9} {players}")
    return 0


async def show_game(settings: Settings, game_id: int, registry: Registry | None = None) -> int:
    registry = registry or default_registry()
    repo = await open_repository(settings.database)
    try:
        record = await repo.game(game_id)
        if record is None:
            print(f"no game {game_id}", file=sys.stderr)
            return 1
        journal = await repo.journal(game_id)
        dead_letters = await repo.dead_letters(game_id)
        engine = await _engine(record, registry, repo)
    finally:
        await repo.close()
    report: dict[str, Any] = {
        "id": record.id,
        "kind": record.kind,
        "chat_id": record.chat_id,
        "thread_id": record.thread_id,
        "status": record.status.value,
        "seed": record.seed,
        "version": record.version,
        "settings": record.settings.to_json(),
        "players": [p.to_json() for p in record.players],
        "created_at": record.created_at,
        "started_at": record.started_at,
        "updated_at": record.updated_at,
        "scores": dict(engine.scores()) if engine is not None else None,
        "state": engine.to_json() if engine is not None else record.state,
        "journal": [{"seq": seq, "at": at, "command": command} for seq, command, at in journal],
        # what a committed command had still to say, saved in a form this version cannot read
        "dead_letters": dead_letters,
    }
    print(json.dumps(report, ensure_ascii=False, indent=2))
    return 0
