"""Services under the handlers: the outbox (all writes to Telegram) and the timer scheduler."""

from bot.services.outbox import FloodLimits, Outbox
from bot.services.scheduler import Scheduler

__all__ = ["FloodLimits", "Outbox", "Scheduler"]
