"""answerCallbackQuery: the answer is recorded so tests and the control API can read it."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from sandbox.core.errors import bad_request
from sandbox.core.methods.registry import method

if TYPE_CHECKING:
    from sandbox.core.telegram import Core

ANSWER_TEXT_LIMIT = 200
QUERY_LIFETIME = 15 * 60  # seconds; Telegram forgets unanswered queries after this
TOO_OLD = "query is too old and response timeout expired or query ID is invalid"


@method("answerCallbackQuery")
def answer_callback_query(core: Core, p: dict[str, Any]) -> bool:
    record = core.callbacks.get(str(p.get("callback_query_id") or ""))
    if record is None or record.answered or core.now() - record.created_at > QUERY_LIFETIME:
        raise bad_request(TOO_OLD)
    text = p.get("text")
    if text is not None and len(text) > ANSWER_TEXT_LIMIT:
        raise bad_request("MESSAGE_TOO_LONG")
    record.answered = True
    record.text = text
    record.show_alert = bool(p.get("show_alert"))
    record.url = p.get("url")
    core.touch()
    return True
