"""The Telegram Bot API emulator and the scenario DSL every test uses (see docs/sandbox.md)."""

from sandbox.clock import Clock, ManualClock, SystemClock
from sandbox.core import ApiError, Core, FloodLimits
from sandbox.dsl import CallbackAnswer, ChatHandle, Sandbox, SandboxNotIdle, UserHandle
from sandbox.session import SandboxSession

__all__ = [
    "ApiError",
    "CallbackAnswer",
    "ChatHandle",
    "Clock",
    "Core",
    "FloodLimits",
    "ManualClock",
    "Sandbox",
    "SandboxNotIdle",
    "SandboxSession",
    "SystemClock",
    "UserHandle",
]
