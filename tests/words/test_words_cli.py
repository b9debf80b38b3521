"""The operator CLI (issue 4, capability 10): `check WORD...` and `rack LETTERS`."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from engines.words import can_make
from engines.words.__main__ import main


def test_check_prints_one_json_line_per_word(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["check", "кошки", "ножницы", "ковид"]) == 0
    lines = [json.loads(line) for line in capsys.readouterr().out.splitlines()]
    assert lines == [
        {"word": "кошки", "verdict": "wrong-form", "lemma": "кошка"},
        {"word": "ножницы", "verdict": "valid", "lemma": "ножницы"},
        {"word": "ковид", "verdict": "unknown", "lemma": None},
    ]


def test_rack_prints_nouns_the_letters_make_most_common_first(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["rack", "Д", "О", "М", "А"]) == 0
    words = capsys.readouterr().out.split()
    assert "дом" in words
    assert words[0] == "дом"  # the everyday word before мода, ода, дао
    assert all(can_make(w, "дома") for w in words)


def test_rack_can_show_tiers(capsys: pytest.CaptureFixture[str]) -> None:
    main(["rack", "дом", "--tier"])
    assert capsys.readouterr().out.splitlines()[0] == "дом\teveryday"


def test_module_runs_as_a_command() -> None:
    root = Path(__file__).resolve().parents[2]
    out = subprocess.run(
        [sys.executable, "-m", "engines.words", "check", "Париж"],
        cwd=root, capture_output=True, text=True, check=True, timeout=60,
    ).stdout
    assert json.loads(out) == {"word": "Париж", "verdict": "proper-noun", "lemma": "париж"}
