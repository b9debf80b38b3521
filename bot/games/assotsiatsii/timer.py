"""«Ассоциации»'s status messages by key, and the laid words' message under its timer: the timer's
readings and the line of who is ready, edited into that one message (issue 26, item 12)."""

from __future__ import annotations

from collections.abc import Sequence

from bot.games.actions import Action, Button, Keyboard, ShowStatus
from bot.games.assotsiatsii import texts
from bot.games.assotsiatsii.texts import AssocView
from engines.assotsiatsii import GuessProgress


def lead_key(round_no: int) -> str:
    return f"lead:{round_no}"


def confirm_key(round_no: int) -> str:
    return f"confirm:{round_no}"


def words_key(round_no: int) -> str:
    return f"words:{round_no}"


def progress_key(round_no: int) -> str:
    return f"progress:{round_no}"


def sheet_key(round_no: int) -> str:
    return f"sheet:{round_no}"


def mine(view: AssocView, key: str) -> Keyboard | None:
    """With secrets inside the group (ephemeral messages, which may not arrive): a button under a
    public message that shows the presser their own cards or list again."""
    return ((Button(view.t(key), secrets=True),),) if view.secrets_in_group else None


def countdown(round_no: int, leader_id: int | None, laid: Sequence[str], limit: int, deadline: float,
              view: AssocView, *, ready: str = "") -> list[Action]:
    """The timer's readings under the laid words (the message shows the whole time when it is posted,
    and the hourglass runs from then); readings whose time has passed are skipped by the platform.
    `ready`: who is done and who is awaited, a line under the timer in every reading."""

    def reading(remaining: float) -> ShowStatus:
        footer = "\n".join(filter(None, (view.t("assoc-clock", time=texts.clock_text(remaining)), ready)))
        text = texts.words_text(view, round_no, leader_id, laid, limit=limit, footer=footer)
        return ShowStatus(words_key(round_no), text, mine(view, "assoc-my-guesses"), at=deadline - remaining)

    return [reading(mark) for mark in texts.COUNTDOWN_MARKS if mark < view.settings.guess_time]


def ready_line(view: AssocView, done: Sequence[int], waiting: Sequence[int]) -> str:
    """«✅ Готовы: … Ждём: …» once someone is done and someone is still writing; else nothing."""
    if not done or not waiting:
        return ""
    return view.t("assoc-progress", done=texts.names(view, done), waiting=texts.names(view, waiting))


def progress(event: GuessProgress, view: AssocView) -> list[Action]:
    """Who is done, once someone is: a line under the timer of the laid words' message, edited in
    (issue 26, item 12: a message of its own, sent and then deleted, rang everyone's phone each
    round). Nobody done yet is what the timer already says; everyone done, the reveal follows."""
    ready = ready_line(view, event.done, event.waiting)
    if not ready:
        return []
    limit = event.limit or view.settings.max_guesses
    marks = (*texts.COUNTDOWN_MARKS, view.settings.guess_time)
    shown = min((mark for mark in marks if mark >= event.remaining), default=event.remaining)
    footer = f"{view.t('assoc-clock', time=texts.clock_text(shown))}\n{ready}"
    text = texts.words_text(view, event.round, event.leader_id, event.laid, limit=limit, footer=footer)
    now = ShowStatus(words_key(event.round), text, mine(view, "assoc-my-guesses"))
    # The status shown now cancels the readings still waiting: they come again, with the line.
    later = countdown(event.round, event.leader_id, event.laid, limit, event.deadline, view, ready=ready)
    return [now, *later]
