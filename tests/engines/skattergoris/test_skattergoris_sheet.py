"""The private answer sheet: the message styles of issue 5, step 3."""

from __future__ import annotations

import pytest

from engines.skattergoris import Line, Sheet, parse_message


@pytest.mark.parametrize("text", ["3 Кит", "3. Кит", "3) Кит", "3: Кит", "3 - Кит", "  3.Кит  "])
def test_numbered_line_writes_its_row(text: str) -> None:
    assert parse_message(text) == [Line(3, "Кит")]


@pytest.mark.parametrize("text", ["3 -", "3. -", "3) —", "3-", "3 –"])
def test_number_and_dash_clears_the_row(text: str) -> None:
    assert parse_message(text) == [Line(3, None)]


@pytest.mark.parametrize("text", ["1000 мелочей", "13 стульев", "0 кит", "3кита"])
def test_a_number_that_is_not_a_row_is_part_of_a_plain_answer(text: str) -> None:
    assert parse_message(text) == [Line(None, text)]


def test_several_lines_in_one_message_each_count_and_blank_lines_are_skipped() -> None:
    assert parse_message("1 Кит\n\n  Корова\n12. Кактус") == [
        Line(1, "Кит"),
        Line(None, "Корова"),
        Line(12, "Кактус"),
    ]


def test_plain_lines_fill_the_empty_rows_in_order() -> None:
    sheet = Sheet.empty()
    sheet.write(parse_message("2 Кит"), (10, 1))
    left = sheet.write(parse_message("Кошка\nКорова\nКенгуру"), (11, 2))
    assert sheet.answers[:5] == ["Кошка", "Кит", "Корова", "Кенгуру", None]
    assert left == []


def test_plain_lines_beyond_twelve_rows_are_left_over() -> None:
    sheet = Sheet.empty()
    words = [f"Кот{i}" for i in range(14)]
    left = sheet.write(parse_message("\n".join(words)), (10, 1))
    assert sheet.answers == words[:12]
    assert left == words[12:]


def test_a_later_answer_for_a_row_replaces_the_earlier_one() -> None:
    sheet = Sheet.empty()
    sheet.write(parse_message("3 Кит"), (10, 1))
    sheet.write(parse_message("3 Кашалот"), (11, 2))
    assert sheet.answers[2] == "Кашалот"


def test_the_later_line_of_one_message_wins() -> None:
    sheet = Sheet.empty()
    sheet.write(parse_message("3 Кит\n3 Кашалот"), (10, 1))
    assert sheet.answers[2] == "Кашалот"


def test_an_older_message_delivered_late_does_not_replace_a_newer_answer() -> None:
    sheet = Sheet.empty()
    sheet.write(parse_message("3 Кашалот"), (12, 5))
    sheet.write(parse_message("3 Кит"), (12, 4))  # same second, earlier message id
    assert sheet.answers[2] == "Кашалот"


def test_clearing_a_row_makes_it_empty_for_plain_lines_again() -> None:
    sheet = Sheet.empty()
    sheet.write(parse_message("1 Кит\n2 Кот"), (10, 1))
    sheet.write(parse_message("1 -"), (11, 2))
    sheet.write(parse_message("Краб"), (12, 3))
    assert sheet.answers[:2] == ["Краб", "Кот"]


def test_sheet_round_trips_through_json() -> None:
    sheet = Sheet.empty()
    sheet.write(parse_message("1 Кит\nКот"), (10, 1))
    assert Sheet.from_json(sheet.to_json()) == sheet


def test_a_blank_line_between_plain_lines_leaves_that_row_empty() -> None:
    """Issue 5, step 3: plain lines fill the empty rows in order — a column typed with gaps
    («Завод / зубы / blank ×4 / Зевс …») keeps its rows instead of sliding every answer up."""
    sheet = Sheet.empty()
    left = sheet.write(parse_message("Завод\nзубы\n\n\n\n\nЗевс\nЗИЛ"), (10, 1))
    assert sheet.answers[:9] == ["Завод", "зубы", None, None, None, None, "Зевс", "ЗИЛ", None]
    assert left == []


def test_gaps_skip_only_empty_rows_and_blank_lines_at_the_edges_say_nothing() -> None:
    sheet = Sheet.empty()
    sheet.write(parse_message("2 Кит"), (10, 1))
    sheet.write(parse_message("\n\nКошка\n\nКорова\n\n"), (11, 2))
    # Row 1 Кошка; the gap skips the next empty row (3, as 2 is filled); Корова goes to row 4.
    assert sheet.answers[:5] == ["Кошка", "Кит", None, "Корова", None]


def test_more_gaps_than_empty_rows_lose_no_answer_silently() -> None:
    sheet = Sheet.empty()
    words = [f"Кот{i}" for i in range(11)]
    left = sheet.write(parse_message("\n".join(words) + "\n\n\nКит"), (10, 1))
    assert sheet.answers == [*words, None]
    assert left == ["Кит"]  # no empty row after the gaps: told back, not dropped
