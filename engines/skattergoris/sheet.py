"""A player's answer sheet and the private messages that fill it.

A message holds one or more lines. `3 Кит`, `3. кит`, `3) кит` (also `3: кит`) write row 3;
`3 -` clears it; a plain line fills the next empty row, in order, and a blank line between two
plain lines leaves that row empty (a column typed with gaps keeps its rows). A later answer for a row
replaces the earlier one, where "later" is Telegram's order `(date, message_id)`, so a message
delivered late after a restart does not overwrite a newer answer.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from engines.skattergoris.settings import CATEGORIES_PER_LIST

# A row number (not part of a longer number), separators, the answer.
_NUMBERED = re.compile(r"^\s*(\d{1,2})(?!\d)\s*([.):\-–—]*)\s*(.*?)\s*$")
_DASHES = frozenset("-–—")

Stamp = tuple[int, int]  # (date, message_id)


@dataclass(frozen=True, slots=True)
class Line:
    """One parsed line: `row` is 1-based or None for a plain line; `answer` None clears the row.

    `Line(None, None)` is a gap: a blank line between plain lines, which skips one empty row.
    """

    row: int | None
    answer: str | None


def parse_message(text: str, rows: int = CATEGORIES_PER_LIST) -> list[Line]:
    """The lines of a message, in order; blank lines are dropped, except between two plain lines.

    A player typing the column «Завод / зубы / (blank) / Зевс» means the third row is left empty:
    each such blank line is a gap (`Line(None, None)`). Blank lines before, after or next to a
    numbered line say nothing. A leading number outside 1..rows is not a row number, so
    «1000 мелочей» on its own is a plain line.
    """
    lines: list[Line] = []
    gaps = 0  # blank lines since the last plain line
    for raw in text.splitlines():
        if not raw.strip():
            gaps += 1
            continue
        line = _numbered_line(raw, rows) or Line(None, raw.strip())
        if line.row is None and lines and lines[-1].row is None:
            lines += [Line(None, None)] * gaps
        gaps = 0
        lines.append(line)
    return lines


def _numbered_line(raw: str, rows: int) -> Line | None:
    match = _NUMBERED.match(raw)
    if not match or not 1 <= int(match.group(1)) <= rows:
        return None
    row, separator, answer = int(match.group(1)), match.group(2), match.group(3)
    if (answer and set(answer) <= _DASHES) or (not answer and set(separator) & _DASHES):
        return Line(row, None)  # `3 -`, `3. —`, `3-`: clear the row
    if not answer or match.end(1) == match.start(3):
        return None  # `3.` alone or `3кита`: not a numbered answer
    return Line(row, answer)


@dataclass(slots=True)
class Sheet:
    """The answers of one player in one round: `answers[i]` for row i+1, with the stamp that wrote it."""

    answers: list[str | None]
    stamps: list[Stamp | None]

    @classmethod
    def empty(cls, rows: int = CATEGORIES_PER_LIST) -> Sheet:
        return cls([None] * rows, [None] * rows)

    def write(self, lines: list[Line], stamp: Stamp) -> list[str]:
        """Apply the lines of one message; returns the plain lines left over (no empty row for them)."""
        left_over: list[str] = []
        start = 0  # plain lines fill empty rows from here on; a gap moves it past one empty row
        for line in lines:
            if line.row is None:
                row = self._first_empty(start)
                if line.answer is None:  # a gap: that row stays as it is
                    start = len(self.answers) if row is None else row + 1
                    continue
                if row is None:
                    left_over.append(line.answer)
                    continue
                self._set(row, line.answer, stamp)
            else:
                index = line.row - 1
                previous = self.stamps[index]
                if previous is None or stamp >= previous:
                    self._set(index, line.answer, stamp)
        return left_over

    def _first_empty(self, start: int = 0) -> int | None:
        return next((i for i in range(start, len(self.answers)) if self.answers[i] is None), None)

    def _set(self, index: int, answer: str | None, stamp: Stamp) -> None:
        self.answers[index] = answer
        self.stamps[index] = stamp

    def to_json(self) -> dict[str, list[object]]:
        return {"answers": list(self.answers), "stamps": [list(s) if s else None for s in self.stamps]}

    @classmethod
    def from_json(cls, data: dict[str, list[object]]) -> Sheet:
        answers = [None if a is None else str(a) for a in data["answers"]]
        stamps: list[Stamp | None] = []
        for s in data["stamps"]:
            if s is None:
                stamps.append(None)
            else:
                assert isinstance(s, list)
                stamps.append((int(s[0]), int(s[1])))
        return cls(answers, stamps)
