"""The dispatch table: Bot API method name -> handler."""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from typing import TYPE_CHECKING, Any, TypeVar

if TYPE_CHECKING:
    from sandbox.core.telegram import Core

Handler = Callable[["Core", dict[str, Any]], Any]
AsyncHandler = Callable[["Core", dict[str, Any]], Awaitable[Any]]
F = TypeVar("F", bound=Callable[..., Any])

METHODS: dict[str, Handler] = {}
ASYNC_METHODS: dict[str, AsyncHandler] = {}


def method(*names: str) -> Callable[[F], F]:
    def register(handler: F) -> F:
        for name in names:
            METHODS[name] = handler
        return handler

    return register


def async_method(*names: str) -> Callable[[F], F]:
    def register(handler: F) -> F:
        for name in names:
            ASYNC_METHODS[name] = handler
        return handler

    return register
