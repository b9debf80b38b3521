"""Errors shaped like Telegram's: `{"ok": false, "error_code", "description", "parameters"?}`."""

from __future__ import annotations

from typing import Any


class ApiError(Exception):
    """A failed Bot API call; the transports turn it into Telegram's JSON error body."""

    def __init__(self, code: int, description: str, parameters: dict[str, Any] | None = None) -> None:
        super().__init__(description)
        self.code = code
        self.description = description
        self.parameters = parameters

    def to_json(self) -> dict[str, Any]:
        body: dict[str, Any] = {"ok": False, "error_code": self.code, "description": self.description}
        if self.parameters:
            body["parameters"] = self.parameters
        return body


def bad_request(reason: str, **parameters: Any) -> ApiError:
    return ApiError(400, f"Bad Request: {reason}", parameters or None)


def forbidden(reason: str) -> ApiError:
    return ApiError(403, f"Forbidden: {reason}")


def not_found() -> ApiError:
    return ApiError(404, "Not Found")


def unauthorized() -> ApiError:
    return ApiError(401, "Unauthorized")


def conflict(reason: str) -> ApiError:
    return ApiError(409, f"Conflict: {reason}")


def too_many_requests(retry_after: int) -> ApiError:
    return ApiError(429, f"Too Many Requests: retry after {retry_after}", {"retry_after": retry_after})
