"""Judging answers: the rules «Какой ответ годится», «Подсчёт раунда» and the bonus mode of text 001."""

from __future__ import annotations

import pytest

from engines.skattergoris import NO, YES, answer_points, classify, decide, leaders


def statuses(
    sheets: dict[int, list[str | None]], letter: str = "К", lang: str = "ru"
) -> dict[int, list[str]]:
    return {player: list(marks) for player, marks in classify(sheets, letter, lang).items()}


def test_an_answer_nobody_else_wrote_fits_and_scores() -> None:
    assert statuses({1: ["Кит"], 2: ["Кашалот"]}) == {1: ["ok"], 2: ["ok"]}
    assert answer_points("Кит", "ok", None, "К", "ru", bonus=False) == 1


def test_coinciding_answers_bring_nothing_to_anyone() -> None:
    # «„Кошка“ в строке „животные“ придёт в голову всем сразу и не даст никому ничего».
    assert statuses({1: ["Кошка"], 2: ["кошка"], 3: ["Кит"]}) == {
        1: ["duplicate"],
        2: ["duplicate"],
        3: ["ok"],
    }
    assert answer_points("Кошка", "duplicate", None, "К", "ru", bonus=False) == 0


def test_inflected_forms_of_one_answer_are_duplicates() -> None:
    assert statuses({1: ["кошки"], 2: ["Кошка!"]}) == {1: ["duplicate"], 2: ["duplicate"]}


def test_one_name_written_in_either_order_is_the_same_answer() -> None:
    # «Совпавшие ответы не приносят ничего»: «Григорий Печорин» and «Печорин Григорий» are one hero.
    assert statuses({1: ["Григорий Печорин"], 2: ["Печорин Григорий"]}, letter="Г") == {
        1: ["duplicate"],
        2: ["duplicate"],
    }
    assert statuses({1: ["Кира Найтли", "Найтли Кира"]}) == {1: ["ok", "repeat"]}


def test_duplicates_are_judged_per_category_row() -> None:
    assert statuses({1: ["Кит", None], 2: [None, "Кит"]}) == {1: ["ok", "empty"], 2: ["empty", "ok"]}


def test_the_first_word_must_start_with_the_key_letter() -> None:
    assert statuses({1: ["Слон"], 2: ["Кит"]}) == {1: ["wrong-letter"], 2: ["ok"]}
    assert answer_points("Слон", "wrong-letter", None, "К", "ru", bonus=False) == 0


def test_a_function_word_at_the_start_does_not_count_for_the_letter() -> None:
    # «артикль или служебное слово в начале не считается»: «в Париж» has the key letter П.
    assert statuses({1: ["в Париж"], 2: ["Вена"]}, letter="П") == {1: ["ok"], 2: ["wrong-letter"]}
    assert statuses({1: ["the Beatles"]}, letter="B", lang="en") == {1: ["ok"]}


def test_a_name_counts_by_what_is_written_first_name_or_surname() -> None:
    # «годится и имя, и фамилия, если написать её первой».
    # (Each on its own: written by two players in one row they are the same answer, see below.)
    assert statuses({1: ["Рейган Роналд"]}, letter="Р") == {1: ["ok"]}
    assert statuses({1: ["Роналд Рейган"]}, letter="Р") == {1: ["ok"]}
    assert statuses({1: ["Билл Клинтон"]}, letter="К") == {1: ["wrong-letter"]}


def test_the_same_answer_twice_by_one_player_counts_once_in_its_first_category() -> None:
    assert statuses({1: ["Кит", "Слон", "киты"]}) == {1: ["ok", "wrong-letter", "repeat"]}
    assert answer_points("киты", "repeat", None, "К", "ru", bonus=False) == 0


def test_empty_and_punctuation_only_rows_are_empty() -> None:
    assert statuses({1: [None, "!!!"]}) == {1: ["empty", "empty"]}


def test_letters_compare_with_yo_folded_to_ye() -> None:
    assert statuses({1: ["ёлка"]}, letter="Е") == {1: ["ok"]}


def test_bonus_mode_gives_a_point_per_word_starting_with_the_key_letter() -> None:
    # «„Роналд Рейган“ — два, „Хьюберт Хорейшо Хамфри“ — три».
    assert answer_points("Роналд Рейган", "ok", None, "Р", "ru", bonus=True) == 2
    assert answer_points("Хьюберт Хорейшо Хамфри", "ok", None, "Х", "ru", bonus=True) == 3
    assert answer_points("Роналд Рейган", "ok", None, "Р", "ru", bonus=False) == 1
    assert answer_points("Кит", "ok", None, "К", "ru", bonus=True) == 1


def test_bonus_mode_gives_nothing_for_a_struck_answer() -> None:
    assert answer_points("Роналд Рейган", "duplicate", None, "Р", "ru", bonus=True) == 0


def test_a_challenge_decides_whether_an_answer_fits() -> None:
    # «находчивый ответ засчитывается, если игроки с ним согласны» — and a rejected one does not.
    assert answer_points("Слон", "wrong-letter", "accepted", "К", "ru", bonus=False) == 1
    assert answer_points("Слон", "wrong-letter", "accepted", "К", "ru", bonus=True) == 1
    assert answer_points("Кит", "ok", "rejected", "К", "ru", bonus=False) == 0
    assert answer_points("Кит", "ok", "open", "К", "ru", bonus=False) == 1


# --- the challenge vote: majority decides; on a tie the challenged player's vote is not counted ---


def test_vote_majority_yes_accepts() -> None:
    decision = decide({1: YES, 2: YES, 3: NO}, challenged=3)
    assert decision.accepted and not decision.challenged_vote_dropped
    assert (decision.yes, decision.no) == ((1, 2), (3,))


def test_vote_majority_no_rejects() -> None:
    decision = decide({1: NO, 2: NO, 3: YES}, challenged=3)
    assert not decision.accepted and not decision.challenged_vote_dropped


def test_tie_vote_drops_challenged_players_vote_for_yes() -> None:
    decision = decide({1: NO, 2: YES, 3: YES, 4: NO}, challenged=3)
    assert decision.challenged_vote_dropped and not decision.accepted
    assert (decision.yes, decision.no) == ((2,), (1, 4))


def test_tie_vote_drops_challenged_players_vote_for_no() -> None:
    decision = decide({1: YES, 2: YES, 3: NO, 4: NO}, challenged=3)
    assert decision.challenged_vote_dropped and decision.accepted


def test_tie_that_remains_rejects_the_answer() -> None:
    # The challenged player did not vote: nothing to drop, the tie stands and the answer falls.
    decision = decide({1: YES, 2: NO}, challenged=3)
    assert not decision.accepted and not decision.challenged_vote_dropped
    assert not decide({}, challenged=3).accepted


def test_leaders_are_all_players_with_the_top_score() -> None:
    assert leaders({1: 5, 2: 7, 3: 7}, [1, 2, 3]) == (2, 3)
    assert leaders({1: 5, 2: 7, 3: 7}, [1, 2]) == (2,)


@pytest.mark.parametrize(("letter", "answer"), [("П", "в Париж"), ("П", "на Плутон"), ("М", "из Москвы")])
def test_key_letter_skips_leading_prepositions_and_conjunctions(letter: str, answer: str) -> None:
    assert classify({1: [answer]}, letter, "ru") == {1: ["ok"]}
