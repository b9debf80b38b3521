"""Polls: sendPoll with Telegram's limits, stopPoll, auto-closing by open_period / close_date."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from sandbox.core.errors import bad_request
from sandbox.core.methods.common import inline_keyboard, send
from sandbox.core.methods.registry import method
from sandbox.core.state import PollState, revise
from sandbox.core.telegram import dump

if TYPE_CHECKING:
    from sandbox.core.telegram import Core

QUESTION_LIMIT = 300
OPTION_LIMIT = 100
MIN_OPTIONS, MAX_OPTIONS = 2, 12
OPEN_PERIOD = (5, 600)


def _option_text(option: Any) -> str:
    return str(option.get("text", "")) if isinstance(option, dict) else str(option)


@method("sendPoll")
def send_poll(core: Core, p: dict[str, Any]) -> dict[str, Any]:
    chat = core.chat_for_bot(p.get("chat_id"))
    question = str(p.get("question") or "")
    options = [_option_text(o) for o in p.get("options") or []]
    if not question.strip():
        raise bad_request("poll question must be non-empty")
    if len(question) > QUESTION_LIMIT:
        raise bad_request(f"poll question length must not exceed {QUESTION_LIMIT}")
    if len(options) < MIN_OPTIONS:
        raise bad_request("poll must have at least 2 option")
    if len(options) > MAX_OPTIONS:
        raise bad_request(f"poll can't have more than {MAX_OPTIONS} options")
    if any(not o.strip() for o in options):
        raise bad_request("poll options must be non-empty")
    if any(len(o) > OPTION_LIMIT for o in options):
        raise bad_request(f"poll options length must not exceed {OPTION_LIMIT}")
    kind = p.get("type") or "regular"
    if kind not in ("regular", "quiz"):
        raise bad_request("wrong poll type specified")
    correct = p.get("correct_option_id")
    if correct is None and p.get("correct_option_ids"):
        correct = p["correct_option_ids"][0]
    if kind == "quiz" and (correct is None or not 0 <= int(correct) < len(options)):
        raise bad_request("wrong correct option id specified")
    close_date = p.get("close_date")
    if p.get("open_period") is not None:
        period = int(p["open_period"])
        if not OPEN_PERIOD[0] <= period <= OPEN_PERIOD[1]:
            raise bad_request("wrong open period specified")
        close_date = int(core.now()) + period
    poll = PollState(id=str(5_000_000_000_000_000_000 + core.next_id()), chat_id=chat.id, message_id=0,
                     question=question, options=options,
                     is_anonymous=p.get("is_anonymous", True) is not False, type=kind,
                     allows_multiple_answers=bool(p.get("allows_multiple_answers")) and kind == "regular",
                     correct_option_id=int(correct) if correct is not None else None,
                     close_date=int(close_date) if close_date is not None else None,
                     is_closed=bool(p.get("is_closed")))
    core.polls[poll.id] = poll
    try:
        stored = send(core, chat, p, poll_id=poll.id, poll=core.poll_model(poll))
    except Exception:
        del core.polls[poll.id]
        raise
    poll.message_id = stored.message.message_id
    if poll.close_date is not None and not poll.is_closed:
        core.schedule_close(poll)
    return core.message_json(stored)


@method("stopPoll")
def stop_poll(core: Core, p: dict[str, Any]) -> dict[str, Any]:
    chat = core.chat_for_bot(p.get("chat_id"))
    stored = core.stored(chat, p.get("message_id"))
    if stored is None or stored.poll_id is None:
        raise bad_request("message with poll to stop not found")
    author = stored.message.from_user
    if author is None or author.id != core.bot_id:
        raise bad_request("poll can't be stopped")
    poll = core.polls[stored.poll_id]
    if poll.is_closed:
        raise bad_request("poll has already been closed")
    if "reply_markup" in p:
        stored.message = revise(stored.message, reply_markup=inline_keyboard(p))
    core.close_poll(poll)
    return dump(core.poll_model(poll))
