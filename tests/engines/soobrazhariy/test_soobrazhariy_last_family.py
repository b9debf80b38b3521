"""«Кто последний?», «Кто длиннее?», «Кто короче?»: answers take the count over within 5 s."""

from __future__ import annotations

import pytest
from soobrazhariy_table import ANIMAL, ANN, BOB, CITY, CLOTHING, GAL, VIC, Table

from engines.core import Refusal
from engines.soobrazhariy import REJECT, Reason
from engines.soobrazhariy.events import (
    CandidateNamed,
    ChallengeClosed,
    ChallengeOpened,
    LetterOpened,
    NoAnswer,
    PlayAnnounced,
    SpecialOpened,
    TurnWon,
)


def _letter_open(special: str, *, seats: tuple[int, ...] = (ANN, BOB, VIC)) -> Table:
    table = Table([special, ANIMAL, CITY, CLOTHING], ["К", "М", "Н"], seats=seats)
    table.advance(3)
    assert table.last(LetterOpened).play == special
    return table


def test_special_card_is_opened_then_a_category_and_the_play_is_announced_before_the_letter() -> None:
    table = Table(["last", ANIMAL, CITY], ["К", "М"])
    assert [e.special for e in table.of(SpecialOpened)] == ["last"]
    announced = table.last(PlayAnnounced)
    assert (announced.play, announced.points_at_stake) == ("last", 2)
    assert not table.of(LetterOpened)


def test_example_kot_then_krot_krot_wins_last() -> None:
    # The text: animals on К; «кот», and before «пять» another player says «крот» and wins.
    table = _letter_open("last")
    table.say(ANN, "кот")
    named = table.last(CandidateNamed)
    assert named.count_until_date == int(table.now) + 5
    table.advance(3)
    table.say(BOB, "крот")
    assert table.last(CandidateNamed).text == "крот"
    table.advance(6.9)  # 5 s count from «крот» + 2 s grace not yet over... window 8 s from naming
    assert not table.of(TurnWon)
    table.advance(1.1)
    won = table.last(TurnWon)
    assert (won.winner, won.text, won.cards, won.points) == (BOB, "крот", ("last", ANIMAL), 2)
    assert won.next_opener == BOB


@pytest.mark.parametrize(
    ("play", "first", "wait", "second", "settle", "winner"),
    [
        pytest.param("last", (ANN, "кот"), 6, (BOB, "крот"), 8, (ANN, "кот"),
                     id="first_answer_wins_last_when_nobody_takes_over_within_5_seconds"),
        pytest.param("last", (ANN, "кот"), 5, (BOB, "крот"), 10, (BOB, "крот"),
                     id="take_over_at_exactly_5_seconds_counts"),
        pytest.param("last", (ANN, "кот"), 4, (ANN, "крот"), 10, (ANN, "кот"),
                     id="the_same_player_cannot_take_over_their_own_count"),
        pytest.param("last", (ANN, "кот"), 2, (BOB, "Кот"), 10, (ANN, "кот"),
                     id="word_already_named_in_the_play_does_not_take_over"),
        pytest.param("shorter", (ANN, "крот"), 2, (BOB, "кошка"), 10, (ANN, "крот"),
                     id="longer_word_does_not_take_over_in_shorter"),
        pytest.param("shorter", (ANN, "крот"), 2, (BOB, "клоп"), 10, (ANN, "крот"),
                     id="equal_length_does_not_take_over_in_shorter"),
    ],
)
def test_a_second_answer_takes_the_count_over_only_as_the_play_allows(
    play: str, first: tuple[int, str], wait: float, second: tuple[int, str], settle: float,
    winner: tuple[int, str],
) -> None:
    table = _letter_open(play)
    table.say(*first)
    table.advance(wait)
    table.say(*second)
    table.advance(settle)
    won = table.last(TurnWon)
    assert (won.winner, won.text) == winner


def test_example_longer_chain_kot_krot_koshka() -> None:
    # «Кто длиннее?»: «кот» — «крот» — «кошка», three, four and five letters.
    table = _letter_open("longer", seats=(ANN, BOB, VIC))
    table.say(ANN, "кот")
    table.advance(2)
    table.say(BOB, "крот")
    table.advance(2)
    table.say(VIC, "кошка")
    assert [e.text for e in table.of(CandidateNamed)] == ["кот", "крот", "кошка"]
    table.advance(10)
    won = table.last(TurnWon)
    assert (won.winner, won.cards, won.points) == (VIC, ("longer", ANIMAL), 2)


def test_example_shorter_chain_is_the_reverse() -> None:
    table = _letter_open("shorter")
    table.say(ANN, "кошка")
    table.advance(2)
    table.say(BOB, "крот")
    table.advance(2)
    table.say(VIC, "кот")
    assert [e.text for e in table.of(CandidateNamed)] == ["кошка", "крот", "кот"]
    table.advance(10)
    assert table.last(TurnWon).winner == VIC


def test_equal_length_does_not_take_over_in_longer() -> None:
    table = _letter_open("longer")
    table.say(ANN, "крот")
    table.advance(2)
    table.say(BOB, "кит")  # shorter
    table.say(VIC, "клоп")  # as long as «крот»
    table.advance(10)
    won = table.last(TurnWon)
    assert (won.winner, won.text) == (ANN, "крот")


def test_longer_word_that_does_not_fit_is_rejected_and_does_not_take_over() -> None:
    table = _letter_open("longer", seats=(ANN, BOB, VIC, GAL))
    table.say(ANN, "кот")
    table.advance(2)
    wrong = table.say(BOB, "капуста")  # longer, but not an animal
    table.press(VIC, "challenge", wrong)
    vote_id = table.last(ChallengeOpened).vote_id
    for voter in (ANN, VIC, GAL):  # a majority of the four (two of four would only tie)
        table.vote(vote_id, voter, REJECT)
    assert not table.last(ChallengeClosed).accepted
    assert table.last(CandidateNamed).text == "кот"  # the count falls back to «кот»
    table.advance(10)
    assert table.last(TurnWon).winner == ANN


def test_rejected_take_over_does_not_extend_the_count() -> None:
    # «кактус» (not an animal) cut in 4 s after «кот», and «крот» came 4 s after «кактус» —
    # but 8 s after «кот». Once «кактус» is rejected, «кот»'s count had run out: «кот» wins.
    table = _letter_open("last")
    table.say(ANN, "кот")
    table.advance(4)
    wrong = table.say(BOB, "кактус")
    table.advance(1)
    table.press(VIC, "challenge", wrong)
    vote_id = table.last(ChallengeOpened).vote_id
    table.vote(vote_id, ANN, REJECT)  # 1 of 3: the poll stays open
    table.advance(3)
    table.say(VIC, "крот")
    assert table.last(CandidateNamed).text == "крот"
    table.vote(vote_id, VIC, REJECT)
    assert table.last(ChallengeClosed).accepted is False
    assert table.last(CandidateNamed).text == "кот"
    table.advance(20)
    won = table.last(TurnWon)
    assert (won.winner, won.text) == (ANN, "кот")


def test_no_answer_in_last_keeps_the_stack_and_the_next_turn_is_ordinary() -> None:
    table = _letter_open("last")
    table.advance(47)
    assert table.last(NoAnswer).reason == "timeout"
    announced = table.last(PlayAnnounced)
    assert (announced.play, announced.lower_specials, announced.points_at_stake) == ("ordinary", ("last",), 3)


def test_only_the_holder_can_be_challenged() -> None:
    table = _letter_open("last")
    first = table.say(ANN, "кот")
    table.advance(1)
    table.say(BOB, "крот")
    with pytest.raises(Refusal) as refused:
        table.press(VIC, "challenge", first)
    assert refused.value.reason == Reason.CHALLENGE_CLOSED


def test_specials_in_a_row_the_top_one_is_played_and_the_winner_takes_all_of_them() -> None:
    # «Кто последний?» under «Кто длиннее?» under «животное»: «Кто длиннее?» is played.
    table = Table(["last", "longer", ANIMAL, CITY], ["К", "М"])
    announced = table.last(PlayAnnounced)
    assert (announced.play, announced.lower_specials, announced.points_at_stake) == ("longer", ("last",), 3)
    table.advance(3)
    table.say(ANN, "крот")
    table.advance(1)
    table.say(BOB, "кит")  # shorter: no take-over, the lower «Кто последний?» is not in force
    table.advance(10)
    won = table.last(TurnWon)
    assert (won.winner, won.cards, won.points) == (ANN, ("last", "longer", ANIMAL), 3)


def test_more_under_last_plays_last_and_pays_the_more_card_two_points() -> None:
    table = Table(["more", "last", ANIMAL, CITY], ["К", "М"])
    assert table.last(PlayAnnounced).play == "last"
    table.advance(3)
    table.say(BOB, "кот")
    table.advance(10)
    won = table.last(TurnWon)
    assert (won.cards, won.points) == (("more", "last", ANIMAL), 4)


def test_race_winner_takes_the_categories_accumulated_from_turns_without_answer() -> None:
    # «При накопленной стопке категорий победитель получает всю стопку, а не только верхнюю карту».
    table = Table([CLOTHING, "longer", ANIMAL, CITY], ["Ы", "К", "М"])
    table.advance(3 + 47)
    assert table.last(NoAnswer).open_stack == (CLOTHING,)
    assert table.last(PlayAnnounced).play == "longer"
    table.advance(3)
    table.say(ANN, "кот")
    table.advance(2)
    table.say(BOB, "крот")
    table.advance(10)
    won = table.last(TurnWon)
    assert (won.winner, won.cards, won.points) == (BOB, (CLOTHING, "longer", ANIMAL), 3)
