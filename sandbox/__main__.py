"""`python -m sandbox --port 8081`: run the emulator over HTTP until interrupted."""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import gc
import logging

from sandbox.clock import Clock, ManualClock, SystemClock
from sandbox.dsl import DEFAULT_TOKEN, Sandbox
from sandbox.http import base_url, serve

GC_YOUNG = 10_000  # allocations between collections of the young generation (Python's default: 700)


def parse_args(argv: list[str] | None = None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(prog="python -m sandbox", description="Telegram Bot API emulator")
    parser.add_argument("--host", default="127.0.0.1")
    parser.add_argument("--port", type=int, default=8081)
    parser.add_argument("--token", default=DEFAULT_TOKEN, help="the bot's token; its digits are the bot's id")
    parser.add_argument("--allow-token", action="append", default=[], metavar="TOKEN", dest="tokens",
                        help="another token the bot may log in with (same id; repeatable); others get 401")
    parser.add_argument("--bot-username", default="arbiter_test_bot")
    parser.add_argument("--manual-clock", type=float, metavar="START", default=None,
                        help="a manual clock starting at this Unix time (moved by POST /sandbox/clock)")
    parser.add_argument("--no-privacy", action="store_true", help="start with privacy mode off")
    parser.add_argument("--flood", action="store_true", help="start with Telegram's default flood limits on")
    parser.add_argument("--quiet", action="store_true",
                        help="log no line per request (benches: Telegram's own work is not on our machine)")
    return parser.parse_args(argv)


async def run(args: argparse.Namespace) -> None:
    clock: Clock = ManualClock(args.manual_clock) if args.manual_clock is not None else SystemClock()
    tg = Sandbox(clock=clock, token=args.token, bot_username=args.bot_username, tokens=args.tokens,
                 privacy_mode=not args.no_privacy, flood={} if args.flood else None)
    runner = await serve(tg, args.host, args.port, access_log=not args.quiet)
    # What the emulator keeps (every chat, message and call of the session) only grows: the start-up
    # objects are set aside and young objects gathered less often, so the collector does not keep
    # re-walking it under load.
    gc.collect()
    gc.freeze()
    gc.set_threshold(GC_YOUNG, *gc.get_threshold()[1:])
    url = base_url(runner)
    print(f"sandbox: Bot API at {url}/bot<token>/<method>, control API at {url}/sandbox", flush=True)
    try:
        await asyncio.Event().wait()
    finally:
        await runner.cleanup()


def main(argv: list[str] | None = None) -> None:
    logging.basicConfig(level=logging.INFO)
    with contextlib.suppress(KeyboardInterrupt):
        asyncio.run(run(parse_args(argv)))


if __name__ == "__main__":
    main()
