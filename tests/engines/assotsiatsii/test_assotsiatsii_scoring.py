"""Scoring in the text's order (shared/seeds/003 «Подсчёт очков»), on the table and through the engine."""

from __future__ import annotations

from assotsiatsii_helpers import ANYA, DIMA, OLEG, VIKA, ZHENYA, Table, only

from engines.assotsiatsii import RoundScored, WordRevealed
from engines.assotsiatsii.scoring import score_round


def test_every_guesser_with_the_word_gets_3_and_the_leader_3_once() -> None:
    # Олег leads with «облако»; Аня and Вика both have it: +3 each, and Олег +3 once, not +6.
    table = score_round(
        {ANYA.id: ["облако", "небо"], VIKA.id: ["Облака"], DIMA.id: ["дождь"]},
        word="облако", leader_id=OLEG.id, matched_pairs=(), lang="ru",
    )
    assert table.points == {ANYA.id: 3, VIKA.id: 3, DIMA.id: 0, OLEG.id: 3}
    assert table.leader_points == 3
    assert table.guessed_by == (ANYA.id, VIKA.id)


def test_nobody_guessed_the_word_so_the_leader_gets_nothing() -> None:
    table = score_round(
        {ANYA.id: ["небо"], VIKA.id: ["дождь"], DIMA.id: ["ветер"]},
        word="облако", leader_id=OLEG.id, matched_pairs=(), lang="ru",
    )
    assert table.points[OLEG.id] == 0
    assert table.leader_points == 0
    assert all(row.mark == "—" for row in table.rows)


def test_a_remaining_guess_matching_another_players_gives_1_however_many_wrote_it() -> None:
    # «небо» is written by three players: each gets +1 (not +2); «дождь» by two: +1 each.
    table = score_round(
        {ANYA.id: ["небо", "дождь"], VIKA.id: ["небо", "дождь"], DIMA.id: ["небо", "ветер"],
         ZHENYA.id: ["гром"]},
        word="облако", leader_id=OLEG.id, matched_pairs=(), lang="ru",
    )
    assert table.points == {ANYA.id: 2, VIKA.id: 2, DIMA.id: 1, ZHENYA.id: 0, OLEG.id: 0}
    marks = {(row.player_id, row.guess): row.mark for row in table.rows}
    assert marks[(DIMA.id, "ветер")] == "—"
    assert marks[(DIMA.id, "небо")] == "+1"


def test_the_leaders_word_is_taken_out_before_the_remaining_guesses_are_compared() -> None:
    # Аня and Вика both wrote «облако» (the word): +3 each, and no extra +1 for it matching.
    table = score_round(
        {ANYA.id: ["облако"], VIKA.id: ["облако"], DIMA.id: ["небо"]},
        word="облако", leader_id=OLEG.id, matched_pairs=(), lang="ru",
    )
    assert table.points == {ANYA.id: 3, VIKA.id: 3, DIMA.id: 0, OLEG.id: 3}


def test_a_match_is_the_same_answer_whatever_the_case_yo_or_inflection() -> None:
    table = score_round(
        {ANYA.id: ["Ёлка"], VIKA.id: ["елки"], DIMA.id: ["ЁЛОЧКА"]},
        word="облако", leader_id=OLEG.id, matched_pairs=(), lang="ru",
    )
    assert table.points[ANYA.id] == table.points[VIKA.id] == 1
    assert table.points[DIMA.id] == 0  # a near-match counts only when the table votes for it


def test_a_near_match_the_table_voted_for_counts_as_a_match() -> None:
    table = score_round(
        {ANYA.id: ["патриот"], VIKA.id: ["патриотизм"], DIMA.id: ["флаг"]},
        word="облако", leader_id=OLEG.id, matched_pairs=[("патриот", "патриотизм")], lang="ru",
    )
    assert table.points == {ANYA.id: 1, VIKA.id: 1, DIMA.id: 0, OLEG.id: 0}


def test_a_player_cannot_match_their_own_guess() -> None:
    table = score_round(
        {ANYA.id: ["патриот", "патриотизм"], VIKA.id: ["флаг"], DIMA.id: ["гимн"]},
        word="облако", leader_id=OLEG.id, matched_pairs=[("патриот", "патриотизм")], lang="ru",
    )
    assert table.points[ANYA.id] == 0


def test_the_same_guess_twice_by_one_player_counts_once() -> None:
    table = score_round(
        {ANYA.id: ["небо", "Небо"], VIKA.id: ["небо"], DIMA.id: ["облако", "облако"]},
        word="облако", leader_id=OLEG.id, matched_pairs=(), lang="ru",
    )
    assert table.points == {ANYA.id: 1, VIKA.id: 1, DIMA.id: 3, OLEG.id: 3}
    assert len([row for row in table.rows if row.player_id == ANYA.id]) == 1


def test_a_guess_equal_to_a_laid_word_is_scored_like_any_other() -> None:
    table = Table()
    laid_word = table.hand(table.leader)[0]
    guesser_a, guesser_b, guesser_c = table.others()
    scored = table.play_round("космонавт", {guesser_a: laid_word, guesser_b: laid_word, guesser_c: "ракета"})
    assert scored.points[guesser_a] == scored.points[guesser_b] == 1


def test_the_round_table_through_the_engine_has_every_guess_its_mark_points_and_totals() -> None:
    table = Table()
    leader = table.leader
    a, b, c = table.others()
    table.lay("облако")
    table.say(a, "облако\nнебо")
    table.say(b, "небо\nдождь")
    table.say(c, "ветер")
    events = table.time_up()
    revealed = only(events, WordRevealed)
    assert revealed.word == "облако"
    assert revealed.guessed_by == (a,)
    scored = only(events, RoundScored)
    assert [(row.player_id, row.guess, row.mark) for row in scored.rows] == [
        (a, "облако", "+3"), (a, "небо", "+1"), (b, "небо", "+1"), (b, "дождь", "—"), (c, "ветер", "—"),
    ]
    assert scored.points == {a: 4, b: 1, c: 0, leader: 3}
    assert scored.totals == {leader: 3, a: 4, b: 1, c: 0}
    assert scored.leader_points == 3
    assert table.game.scores() == scored.totals


def test_a_guess_that_is_another_noun_is_not_the_hidden_word() -> None:
    """Issue 26, item 1: «гора» is not «горе» (pymorphy's likeliest «горе» is a case of «гора»),
    «ухо» not «уха», «пара» not «пар»; nor are «белка» and «белок» one +1 match."""
    table = score_round(
        {ANYA.id: ["гора", "белка"], VIKA.id: ["ухо", "белок"], DIMA.id: ["пара"]},
        word="горе", leader_id=OLEG.id, matched_pairs=(), lang="ru",
    )
    assert table.points == {ANYA.id: 0, VIKA.id: 0, DIMA.id: 0, OLEG.id: 0}
    assert table.guessed_by == ()
    for word, guess in [("уха", "ухо"), ("пар", "пара")]:
        table = score_round({ANYA.id: [guess], VIKA.id: ["небо"]}, word=word, leader_id=OLEG.id,
                            matched_pairs=(), lang="ru")
        assert table.points[ANYA.id] == table.points[OLEG.id] == 0, (word, guess)


def test_the_hidden_word_in_the_plural_is_a_guess_of_it() -> None:
    """Issue 26, item 1: «белки» for «белка», «луки» for «лук», «горе» for «горе» score +3."""
    for word, guess in [("белка", "белки"), ("лук", "луки"), ("горе", "горе")]:
        table = score_round({ANYA.id: [guess], VIKA.id: ["небо"]}, word=word, leader_id=OLEG.id,
                            matched_pairs=(), lang="ru")
        assert table.points == {ANYA.id: 3, VIKA.id: 0, OLEG.id: 3}, (word, guess)
        assert table.guessed_by == (ANYA.id,)
