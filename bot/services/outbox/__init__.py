"""The outbox: every Bot API write, queued per chat and sent within Telegram's flood limits."""

from bot.services.outbox.delivery import ChatGoneHandler, ErrorHandler
from bot.services.outbox.failures import ChatGone, ChatGoneReason
from bot.services.outbox.flood import FloodGate, FloodLimits
from bot.services.outbox.jobs import COALESCE_SEPARATOR
from bot.services.outbox.outbox import Outbox
from bot.services.outbox.texts import MAX_TEXT, split_text, tg_len

__all__ = [
    "COALESCE_SEPARATOR",
    "MAX_TEXT",
    "ChatGone",
    "ChatGoneHandler",
    "ChatGoneReason",
    "ErrorHandler",
    "FloodGate",
    "FloodLimits",
    "Outbox",
    "split_text",
    "tg_len",
]
