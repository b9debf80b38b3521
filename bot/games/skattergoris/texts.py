"""How Скаттергорис reads in the chat: the round post, the sheet, the table, the scores.

Texts are HTML (the bot's parse mode): every answer, category and name is escaped. Long texts
(the table) are made of whole lines so the outbox can cut them at line ends into as few
4096-character messages as fit.

An answer is the player's own text, of any length (up to a whole 4096-character message): wherever
one is shown it is what was compared (`engines.words.visible_text`: no zero-width or bidi
characters that would make two equal answers look different, or one look like another), clipped
first, with an ellipsis — before escaping, so that a Fluent argument never grows past its limit (a
longer one renders as «{???}»).
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from html import escape

from bot.games.view import View
from engines.skattergoris import ReviewEntry, ReviewRow, RoundStarted, SheetShown, SkattergorisSettings
from engines.words import visible_text

SkatView = View[SkattergorisSettings]

POLL_QUESTION_LIMIT = 300  # Telegram's limit for a poll question
ANSWER_IN_POLL = 80  # an answer is cut to this many characters in a poll question
BUTTON_TEXT = 48  # button labels are cut here so a row of them stays readable
NAME_IN_BUTTON = 20  # a long name is cut in a picker's label so the answer keeps some room
# Answers are cut so a sheet fits one message and a table row stays well under a message (the
# outbox cuts long texts at line ends; a longer line would be cut inside, through its HTML tags).
SHEET_ANSWER = 100
TABLE_ANSWER = 60
ANSWER_IN_TEXT = 100  # an answer in a sentence: a challenge announced, its verdict, the picker's note


def clip(text: str, limit: int) -> str:
    return text if len(text) <= limit else text[: limit - 1] + "…"


def shown(answer: str, limit: int) -> str:
    """A player's answer as the bot shows it: what was compared, clipped (not yet escaped)."""
    return clip(visible_text(answer), limit)


def answer_label(mark: str, answer: str, whose: str, limit: int = BUTTON_TEXT) -> str:
    """A picker button «⚠️ Кит — Аня»: the answer is clipped, the name (its author) stays."""
    whose = clip(whose, NAME_IN_BUTTON)
    tail = f" — {whose}"
    room = max(limit - len(mark) - len(tail), 1)
    return f"{mark}{shown(answer, room)}{tail}"


def names(view: SkatView, players: Iterable[int]) -> str:
    return ", ".join(escape(view.name(p)) for p in players)


def clock_text(seconds: float) -> str:
    """Seconds as m:ss (a countdown reading)."""
    whole = max(0, round(seconds))
    return f"{whole // 60}:{whole % 60:02d}"


def round_post(event: RoundStarted, view: SkatView) -> str:
    t = view.t
    if event.extra:
        head = t("skat-extra-round", extra=event.extra, round=event.round_no, letter=event.letter,
                 players=names(view, event.players))
    else:
        head = t("skat-round", round=event.round_no, rounds=event.rounds, letter=event.letter)
    lines = [head]
    if event.rerolled:
        rerolled = list(dict.fromkeys(event.rerolled))  # the die may show one played letter twice
        lines.append(t("skat-rerolled", letters=", ".join(rerolled), count=len(rerolled)))
    lines.append("")
    lines += [f"{number}. {escape(category)}" for number, category in enumerate(event.categories, start=1)]
    if event.round_no == 1:  # how to answer is said once; every round repeating it is noise
        lines += ["", t("skat-answer-privately")]
    return "\n".join(lines)


# Remaining seconds at which the countdown is edited: every 30 s, then at 10 s — seven edits for
# the box's 3 minutes, well inside a group's 20 messages a minute. Marks above the round's timer
# fall before the round started and are skipped by the platform.
COUNTDOWN_MARKS: tuple[float, ...] = (*(float(s) for s in range(300, 0, -30)), 10.0)


def countdown_text(view: SkatView, remaining: float) -> str:
    return view.t("skat-countdown", time=clock_text(remaining))


def sheet_text(event: SheetShown, view: SkatView, footer: str | None = None) -> str:
    t = view.t
    lines = [t("skat-sheet-title", round=event.round_no, letter=event.letter), ""]
    for row in event.rows:
        if row.answer is None:
            answer = "—"
        elif row.wrong_letter:
            answer = t("skat-sheet-wrong-letter", answer=escape(shown(row.answer, SHEET_ANSWER)),
                       letter=event.letter)
        else:
            answer = f"<b>{escape(shown(row.answer, SHEET_ANSWER))}</b>"
        lines.append(f"{row.row}. {escape(row.category)}: {answer}")
    if event.left_over:
        lines += ["", t("skat-sheet-left-over", count=len(event.left_over),
                        answers=", ".join(escape(shown(a, SHEET_ANSWER)) for a in event.left_over[:12]))]
    for read in event.read_as_answers:  # «7 гномов»: how a line that could be either was read
        rest = read.text.strip()[len(str(read.number)):].strip()
        lines += ["", t("skat-sheet-read-as", text=escape(shown(read.text, SHEET_ANSWER)), row=read.row or 0,
                        number=str(read.number), rest=escape(shown(rest, SHEET_ANSWER)))]
    lines += ["", footer or (t("skat-sheet-done") if event.done else t("skat-sheet-help"))]
    return "\n".join(lines)


def entry_text(entry: ReviewEntry, view: SkatView) -> str:
    t = view.t
    if entry.answer is None:
        answer = "—"
    else:
        answer = escape(shown(entry.answer, TABLE_ANSWER))
        if entry.status in ("duplicate", "repeat"):
            answer = f"<s>{answer}</s>"
        elif entry.status == "wrong-letter":
            answer = t("skat-table-wrong-letter", answer=answer)
    if entry.verdict == "accepted":
        answer += " " + t("skat-verdict-accepted")
    elif entry.verdict == "rejected":
        answer += " " + t("skat-verdict-rejected")
    elif entry.verdict == "open":
        answer += " " + t("skat-verdict-open")
    return f"{escape(view.name(entry.player_id))}: {answer}"


def table_text(title: str, table: Sequence[ReviewRow], view: SkatView,
               points: Mapping[int, Sequence[int]] | None = None) -> str:
    """The round's answers, one category per line: every given answer, struck or marked.

    A player with nothing in a row is left out of that line («Вика: —» twelve times over is noise
    in a busy chat); a row nobody filled still shows, saying so.
    """
    lines = [title, view.t("skat-table-legend"), ""]
    for row in table:
        entries = []
        for entry in row.entries:
            if entry.answer is None:
                continue
            text = entry_text(entry, view)
            if points is not None:
                got = points.get(entry.player_id, ())
                if row.row - 1 < len(got) and got[row.row - 1]:
                    text += f" (+{got[row.row - 1]})"
            entries.append(text)
        answers = " · ".join(entries) or view.t("skat-table-nobody")
        lines.append(f"<b>{row.row}. {escape(row.category)}</b> — {answers}")
    return "\n".join(lines)


def scores_lines(view: SkatView, scores: Mapping[int, int]) -> list[str]:
    ranked = sorted(scores.items(), key=lambda item: (-item[1], view.name(item[0])))
    return [view.t("skat-score-line", name=escape(view.name(player)), points=points)
            for player, points in ranked]


def poll_question(view: SkatView, answer: str, player: int, category: str) -> str:
    """Plain text (polls take no HTML), at most Telegram's 300 characters."""
    question = view.t("skat-poll-question", answer=shown(answer, ANSWER_IN_POLL), name=view.name(player),
                      category=category)
    return clip(question, POLL_QUESTION_LIMIT)
