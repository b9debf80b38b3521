"""A player's answer sheet and the private messages that fill it.

A message holds one or more lines. `3. кит`, `3) кит`, `3: кит` write row 3, and so does `3 кит`;
`3 -` clears it; a plain line fills the next empty row, in order, and a blank line between two
plain lines leaves that row empty (a column typed with gaps keeps its rows). A later answer for a row
replaces the earlier one, where "later" is Telegram's order `(date, message_id)`, so a message
delivered late after a restart does not overwrite a newer answer.

Nothing is silently misfiled (issue 14.4). A line whose number could be either a row or part of the
answer — «7 гномов», «12 стульев»: the word is in the form the number governs — is an answer for
the next empty row, and the sheet says how it was read; in a message whose other lines are
plainly numbered, such a line is numbered too («1 Кит / 2 кошки»). A number that is no row of the
sheet («13 Икринка», «0. кит») writes nothing: the player is told there is no such row. A longer
number starts a plain answer («1000 мелочей»), as does a number in the form of a phrase
(«50 оттенков серого»).
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from engines.skattergoris.settings import CATEGORIES_PER_LIST
from engines.words import counted_by

# A row number (not part of a longer number), separators, the answer.
_NUMBERED = re.compile(r"^\s*(\d{1,2})(?!\d)\s*([.):\-–—]*)\s*(.*?)\s*$")
_DASHES = frozenset("-–—")

Stamp = tuple[int, int]  # (date, message_id)


@dataclass(frozen=True, slots=True)
class Line:
    """One parsed line: `row` is 1-based or None for a plain line; `answer` None clears the row.

    `Line(None, None)` is a gap: a blank line between plain lines, which skips one empty row.
    A plain line that began with a number it could have meant as its row carries that `number`
    («7 гномов»: the answer «7 гномов», not row 7); `outside` marks a line numbered with a row
    the sheet does not have («13 Икринка»): nothing is written.
    """

    row: int | None
    answer: str | None
    number: int | None = None
    outside: bool = False


@dataclass(frozen=True, slots=True)
class NumberedLine:
    """A line whose leading number was not read as its row: `row` is where the whole line went
    (None: nowhere — there is no row `number`)."""

    number: int
    text: str
    row: int | None = None


@dataclass(slots=True)
class Written:
    """What one message did besides filling rows: what found no empty row, which numbered lines
    were read as whole answers (and where they went), and which named a row there is not."""

    left_over: list[str] = field(default_factory=list)
    read_as_answers: list[NumberedLine] = field(default_factory=list)
    no_such_row: list[NumberedLine] = field(default_factory=list)


def parse_message(text: str, rows: int = CATEGORIES_PER_LIST, lang: str = "ru") -> list[Line]:
    """The lines of a message, in order; blank lines are dropped, except between two plain lines.

    A player typing the column «Завод / зубы / (blank) / Зевс» means the third row is left empty:
    each such blank line is a gap (`Line(None, None)`). Blank lines before, after or next to a
    numbered line say nothing.
    """
    read = [(raw, _read_line(raw, rows, lang)) for raw in text.splitlines()]
    numbered = any(line is not None and line.row is not None for _, line in read)
    lines: list[Line] = []
    gaps = 0  # blank lines since the last plain line
    for raw, line in read:
        if line is None:  # a blank line
            gaps += 1
            continue
        if numbered and line.number is not None and not line.outside and 1 <= line.number <= rows:
            line = _numbered_line(raw) or line  # a column numbered row by row: «2 кошки» is row 2
        if line.row is None and lines and lines[-1].row is None:
            lines += [Line(None, None)] * gaps
        gaps = 0
        lines.append(line)
    return lines


def _read_line(raw: str, rows: int, lang: str) -> Line | None:
    """One line on its own (None: blank)."""
    if not raw.strip():
        return None
    text = raw.strip()
    match = _NUMBERED.match(raw)
    if not match:
        return Line(None, text)
    number, separator, answer = int(match.group(1)), match.group(2), match.group(3)
    clears = (answer and set(answer) <= _DASHES) or (not answer and set(separator) & _DASHES)
    if not clears and (not answer or match.end(1) == match.start(3)):
        return Line(None, text)  # `3.` alone or `3кита`: not a numbered answer
    in_sheet = 1 <= number <= rows
    if clears or separator:  # `3. кит`, `3) кит`, `3 -`: plainly a row number
        if not in_sheet:
            return Line(None, text, number, outside=True)
        return Line(number, None if clears else answer)
    if counted_by(number, answer, lang):  # «7 гномов», «50 оттенков серого»: a phrase
        return Line(None, text, number if in_sheet else None)
    if not in_sheet:
        return Line(None, text, number, outside=True)  # «13 Икринка»: row 13 meant, and there is none
    return Line(number, answer)


def _numbered_line(raw: str) -> Line | None:
    match = _NUMBERED.match(raw)
    return Line(int(match.group(1)), match.group(3)) if match else None


@dataclass(slots=True)
class Sheet:
    """The answers of one player in one round: `answers[i]` for row i+1, with the stamp that wrote it."""

    answers: list[str | None]
    stamps: list[Stamp | None]

    @classmethod
    def empty(cls, rows: int = CATEGORIES_PER_LIST) -> Sheet:
        return cls([None] * rows, [None] * rows)

    def write(self, lines: list[Line], stamp: Stamp) -> Written:
        """Apply the lines of one message; returns what did not simply fill a row."""
        written = Written()
        start = 0  # plain lines fill empty rows from here on; a gap moves it past one empty row
        for line in lines:
            if line.outside:
                assert line.number is not None and line.answer is not None
                written.no_such_row.append(NumberedLine(line.number, line.answer))
            elif line.row is None:
                row = self._first_empty(start)
                if line.answer is None:  # a gap: that row stays as it is
                    start = len(self.answers) if row is None else row + 1
                    continue
                if row is None:
                    written.left_over.append(line.answer)
                    continue
                self._set(row, line.answer, stamp)
                if line.number is not None:
                    written.read_as_answers.append(NumberedLine(line.number, line.answer, row + 1))
            else:
                index = line.row - 1
                previous = self.stamps[index]
                if previous is None or stamp >= previous:
                    self._set(index, line.answer, stamp)
        return written

    def _first_empty(self, start: int = 0) -> int | None:
        return next((i for i in range(start, len(self.answers)) if self.answers[i] is None), None)

    def _set(self, index: int, answer: str | None, stamp: Stamp) -> None:
        self.answers[index] = answer
        self.stamps[index] = stamp


def reads_as_sheet(text: str, rows: int = CATEGORIES_PER_LIST, lang: str = "ru") -> bool:
    """A message with a numbered sheet line («3 Кит»): an answer, wherever it was posted.

    Plain chat («ну и буква!», «1000 мелочей», «7 гномов») is not: only what reads as a sheet line
    counts.
    """
    return any(line.row is not None for line in parse_message(text, rows, lang))
