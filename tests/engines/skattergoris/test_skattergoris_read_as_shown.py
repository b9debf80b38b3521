"""Answers are compared as a reader takes them in (issue 26, item 6): a Russian answer typed with a
Latin look-alike letter («Kит», «кoт») is the same answer and on the same letter as the one typed
in Cyrillic, and the review table quotes it as compared. A game stored before these rulings (its
settings have the first `rules`) replays to the rulings it was played under."""

from __future__ import annotations

from skattergoris_helpers import ANN, BOB, CAT, Table

from engines.core import FIRST_RULES, RULES
from engines.skattergoris import ReviewStarted, SkattergorisSettings


def review(rules: int, answers: dict[int, str]) -> dict[int, tuple[str | None, str]]:
    """Row 1's answers (as shown) and their statuses after everyone wrote `answers` on letter К."""
    table = Table(settings=SkattergorisSettings(rounds=1, rules=rules), letter="К")
    for player in (ANN, BOB, CAT):
        if player.id in answers:
            table.say(player, f"1 {answers[player.id]}")
    events = table.end_answering()
    [started] = [e for e in events if isinstance(e, ReviewStarted)]
    return {e.player_id: (e.answer, e.status) for e in started.table[0].entries}


def test_a_latin_look_alike_first_letter_is_on_the_round_letter() -> None:
    shown = review(RULES, {ANN.id: "Kит", BOB.id: "Кот"})  # Аня's К is Latin
    assert shown[ANN.id] == ("кит", "ok")  # the table quotes what was compared
    assert shown[BOB.id] == ("Кот", "ok")  # an answer with no disguise: as typed


def test_a_look_alike_spelling_of_anothers_answer_is_a_duplicate() -> None:
    shown = review(RULES, {ANN.id: "кoт", BOB.id: "кот", CAT.id: "к и т"})  # Latin o; a word spelt out
    assert shown[ANN.id][1] == shown[BOB.id][1] == "duplicate"
    assert shown[CAT.id] == ("кит", "ok")


def test_a_game_stored_under_the_first_rules_keeps_them() -> None:
    shown = review(FIRST_RULES, {ANN.id: "Kит", BOB.id: "кoт", CAT.id: "кот"})
    assert shown[ANN.id][1] == "wrong-letter"
    assert shown[BOB.id][1] == shown[CAT.id][1] == "ok"
