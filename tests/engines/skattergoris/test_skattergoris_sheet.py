"""The private answer sheet: the message styles of issue 5, step 3."""

from __future__ import annotations

import pytest

from engines.core import serial
from engines.skattergoris import Line, NumberedLine, Sheet, parse_message


@pytest.mark.parametrize("text", ["3 Кит", "3. Кит", "3) Кит", "3: Кит", "3 - Кит", "  3.Кит  "])
def test_numbered_line_writes_its_row(text: str) -> None:
    assert parse_message(text) == [Line(3, "Кит")]


@pytest.mark.parametrize("text", ["3 -", "3. -", "3) —", "3-", "3 –"])
def test_number_and_dash_clears_the_row(text: str) -> None:
    assert parse_message(text) == [Line(3, None)]


@pytest.mark.parametrize("text", ["1000 мелочей", "13 стульев", "50 оттенков серого", "3кита"])
def test_a_number_that_is_not_a_row_is_part_of_a_plain_answer(text: str) -> None:
    assert parse_message(text) == [Line(None, text)]


# --- issue 14.4: a row number must be unmistakable; nothing is silently misfiled --------------------


@pytest.mark.parametrize(("text", "row", "answer"), [("3. кит", 3, "кит"), ("3) кит", 3, "кит"),
                                                     ("3 кит", 3, "кит"), ("12 Кирпич", 12, "Кирпич"),
                                                     ("5 кошки", 5, "кошки"), ("1 Кит", 1, "Кит"),
                                                     # «кошки» is also what row 2 would hold: a row
                                                     ("2 кошки", 2, "кошки")])
def test_an_unmistakable_row_number_writes_its_row(text: str, row: int, answer: str) -> None:
    assert parse_message(text) == [Line(row, answer)]


@pytest.mark.parametrize(("text", "number"), [("12 стульев", 12), ("7 гномов", 7), ("3 мушкетёра", 3),
                                              ("11 друзей Оушена", 11)])
def test_a_number_that_could_be_part_of_the_answer_is_read_as_the_answer(text: str, number: int) -> None:
    # «12 стульев» is a book, «7 гномов» are Snow White's: the number governs the word after it.
    assert parse_message(text) == [Line(None, text, number)]


def test_the_answer_read_whole_goes_to_the_next_empty_row_and_says_so() -> None:
    sheet = Sheet.empty()
    sheet.write(parse_message("1 Кит\n2 Кот\n3 Краб"), (10, 1))
    written = sheet.write(parse_message("12 стульев"), (11, 2))
    assert sheet.answers[3] == "12 стульев" and sheet.answers[11] is None  # not row 12 «стульев»
    assert written.read_as_answers == [NumberedLine(12, "12 стульев", row=4)]


def test_in_a_numbered_column_a_phrase_like_line_is_numbered_too() -> None:
    # The other lines are plainly numbered: «2 кошки» is row 2, as the doctest's sheet has it.
    assert parse_message("1 Кит\n2 кошки") == [Line(1, "Кит"), Line(2, "кошки")]


@pytest.mark.parametrize(("text", "number", "answer"), [("13 Икринка", 13, "13 Икринка"),
                                                        ("0 кит", 0, "0 кит"), ("14. Кит", 14, "14. Кит"),
                                                        ("20) Кот", 20, "20) Кот")])
def test_a_row_the_sheet_lacks_writes_nothing_and_is_told(text: str, number: int, answer: str) -> None:
    sheet = Sheet.empty()
    written = sheet.write(parse_message(text), (10, 1))
    assert sheet.answers == [None] * 12  # not «13 Икринка» silently in row 1
    assert written.no_such_row == [NumberedLine(number, answer)]


def test_english_numbers_follow_the_plural_too() -> None:
    assert parse_message("7 dwarfs", lang="en") == [Line(None, "7 dwarfs", 7)]
    assert parse_message("3 whale", lang="en") == [Line(3, "whale")]


def test_several_lines_in_one_message_each_count_and_blank_lines_are_skipped() -> None:
    assert parse_message("1 Кит\n\n  Корова\n12. Кактус") == [
        Line(1, "Кит"),
        Line(None, "Корова"),
        Line(12, "Кактус"),
    ]


def test_plain_lines_fill_the_empty_rows_in_order() -> None:
    sheet = Sheet.empty()
    sheet.write(parse_message("2 Кит"), (10, 1))
    left = sheet.write(parse_message("Кошка\nКорова\nКенгуру"), (11, 2)).left_over
    assert sheet.answers[:5] == ["Кошка", "Кит", "Корова", "Кенгуру", None]
    assert left == []


def test_plain_lines_beyond_twelve_rows_are_left_over() -> None:
    sheet = Sheet.empty()
    words = [f"Кот{i}" for i in range(14)]
    left = sheet.write(parse_message("\n".join(words)), (10, 1)).left_over
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
    assert serial.load(Sheet, serial.dump(sheet)) == sheet


def test_a_blank_line_between_plain_lines_leaves_that_row_empty() -> None:
    """Issue 5, step 3: plain lines fill the empty rows in order — a column typed with gaps
    («Завод / зубы / blank ×4 / Зевс …») keeps its rows instead of sliding every answer up."""
    sheet = Sheet.empty()
    left = sheet.write(parse_message("Завод\nзубы\n\n\n\n\nЗевс\nЗИЛ"), (10, 1)).left_over
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
    left = sheet.write(parse_message("\n".join(words) + "\n\n\nКит"), (10, 1)).left_over
    assert sheet.answers == [*words, None]
    assert left == ["Кит"]  # no empty row after the gaps: told back, not dropped
