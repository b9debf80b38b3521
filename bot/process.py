"""What the bot's own process (`arbiter run`) does once, when it has started: the work that would
otherwise come back again and again under load. Not for a host process or a test: both are left as
they are."""

from __future__ import annotations

import gc
from typing import Any

from aiogram import methods
from aiogram.methods.base import Response

# The Bot API methods the bot calls. aiogram parses each answer as `Response[<its type>]`, a pydantic
# generic class kept only weakly: once the collector frees it, the next call builds it again (about
# 4 ms; 3.5 % of the bot's time with 1,000 chats).
CALLED = (
    methods.SendMessage, methods.SendPhoto, methods.SendPoll, methods.StopPoll, methods.EditMessageText,
    methods.EditMessageCaption, methods.EditMessageMedia, methods.EditMessageReplyMarkup,
    methods.DeleteMessage, methods.AnswerCallbackQuery, methods.GetUpdates, methods.SendChatAction,
    methods.SetMyCommands, methods.GetChatMember, methods.GetMe, methods.DeleteWebhook, methods.SetWebhook,
)
# The collector's thresholds for the bot's own process (CPython's defaults: 700, 10, 10). A full
# collection walks every object of every live game: about 120 ms with 1,000 chats, and with the
# defaults it came 29 times in one 1,000-chat drain, the loop stopped each time. Ten thousand
# allocations before a young collection and fifty of each generation before the next one make
# full collections rare, while cyclic garbage still goes within seconds (bench/load.py: the drain
# went from 850–1,200 to 1,430 updates/s; RSS after 1,000 finished games stayed flat).
COLLECTOR_THRESHOLDS = (10_000, 50, 50)
_kept: list[type] = []
_settled = False


def keep_response_models() -> list[type]:
    """Hold the answer models of the methods the bot calls, so they are built once per process."""
    if not _kept:
        answers: dict[str, type] = {}
        for method in CALLED:
            returning: Any = method.__returning__
            answers.setdefault(repr(returning), Response[returning])
        _kept.extend(answers.values())
    return _kept


def freeze_start_up_heap() -> None:
    """Move everything loaded at start (aiogram's models, the word toolkit's lists: about 200,000
    objects) out of the garbage collector's sight. Otherwise every full collection walks them all,
    about 150 ms with the loop stopped: an answer's p99 latency was that pause."""
    gc.collect()
    gc.freeze()


def settle_the_process() -> None:
    """Once per process, after the start: the answer models kept, the start-up heap frozen, and
    the collector's thresholds raised."""
    global _settled
    if _settled:
        return
    _settled = True
    keep_response_models()
    freeze_start_up_heap()
    gc.set_threshold(*COLLECTOR_THRESHOLDS)
