"""The end of the game (text 001 «Конец игры»), extra rounds, the bonus mode, players who leave."""

from __future__ import annotations

import pytest
from skattergoris_helpers import ANIMAL, ANN, BOB, CAT, PLANT, Table, only

from engines.core import Player, Refusal
from engines.skattergoris import (
    YES,
    ChallengeClosed,
    Event,
    GameOver,
    PlayerLeft,
    Reason,
    ReviewStarted,
    RoundScored,
    RoundStarted,
    SkattergorisSettings,
)


def play_round(table: Table, sheets: dict[Player, str]) -> list[Event]:
    """Each player sends their message, everyone presses «Готово» twice (answering, review)."""
    for player, text in sheets.items():
        table.say(player, text)
    table.end_answering()
    return table.end_review()


def test_after_three_rounds_the_highest_total_wins() -> None:
    # «После трёх раундов каждый складывает свои три результата. Побеждает набравший больше всех».
    table = Table()
    scores = []
    a = table.letter
    events = play_round(table, {ANN: f"1 {ANIMAL[a]}\n2 {PLANT[a]}", BOB: f"1 {ANIMAL[a]}\n3 {PLANT[a]}"})
    scores.append(only(events, RoundScored).round_scores)
    b = table.letter
    events = play_round(table, {ANN: f"{ANIMAL[b]}", BOB: f"4 {PLANT[b]}", CAT: f"5 {ANIMAL[b]}"})
    scores.append(only(events, RoundScored).round_scores)
    c = table.letter
    events = play_round(table, {CAT: f"{ANIMAL[c]}\n{PLANT[c]}"})
    scores.append(only(events, RoundScored).round_scores)
    assert scores == [{1: 1, 2: 1, 3: 0}, {1: 1, 2: 1, 3: 1}, {1: 0, 2: 0, 3: 2}]
    over = only(events, GameOver)
    assert isinstance(over, GameOver)
    assert over.totals == {1: 2, 2: 2, 3: 3} == table.game.scores()
    assert over.winners == (CAT.id,) and over.reason == "finished"
    assert over.round_scores == tuple(scores)
    assert over.letters == (a, b, c) and len(set(over.list_ids)) == 3
    assert table.game.is_over() and table.game.deadline() is None
    with pytest.raises(Refusal) as refused:
        table.say(ANN, "1 Кит")
    assert refused.value.reason == Reason.GAME_OVER


def test_a_tie_plays_an_extra_round_with_a_new_letter_among_the_tied_players() -> None:
    # «При равенстве играется ещё один раунд с новой буквой, и выигрывает тот, у кого в нём больше очков».
    table = Table(settings=SkattergorisSettings(rounds=1))
    first_letter, first_list = table.letter, table.game.list_id
    l1 = table.letter
    events = play_round(table, {ANN: f"1 {ANIMAL[l1]}", BOB: f"2 {PLANT[l1]}"})
    extra = only(events, RoundStarted)
    assert isinstance(extra, RoundStarted)
    assert (extra.round_no, extra.extra, extra.players) == (2, 1, (ANN.id, BOB.id))
    assert extra.letter != first_letter and extra.list_id != first_list
    with pytest.raises(Refusal) as refused:
        table.say(CAT, f"1 {ANIMAL[extra.letter]}")
    assert refused.value.reason == Reason.NOT_IN_ROUND
    events = play_round(table, {ANN: f"1 {ANIMAL[extra.letter]}"})
    over = only(events, GameOver)
    assert isinstance(over, GameOver)
    assert over.winners == (ANN.id,) and over.reason == "finished"
    assert over.totals == {1: 2, 2: 1, 3: 0}


def test_a_second_extra_round_when_the_first_is_tied_too() -> None:
    table = Table(settings=SkattergorisSettings(rounds=1))
    play_round(table, {})  # 0–0–0
    assert table.game.extra == 1 and table.game.round_players == [1, 2, 3]
    letter = table.letter
    events = play_round(table, {ANN: f"1 {ANIMAL[letter]}", BOB: f"1 {PLANT[letter]}"})
    second = only(events, RoundStarted)
    assert isinstance(second, RoundStarted)
    assert (second.extra, second.players) == (2, (ANN.id, BOB.id))
    events = play_round(table, {BOB: f"1 {ANIMAL[second.letter]}"})
    over = only(events, GameOver)
    assert isinstance(over, GameOver) and over.winners == (BOB.id,)
    assert len(set(over.letters)) == 3 and len(set(over.list_ids)) == 3


def test_two_extra_rounds_still_tied_is_a_shared_win() -> None:
    table = Table(settings=SkattergorisSettings(rounds=1))
    for _ in range(2):
        letter = table.letter
        events = play_round(table, {ANN: f"1 {ANIMAL[letter]}", BOB: f"2 {PLANT[letter]}"})
    letter = table.letter
    events = play_round(table, {ANN: f"1 {ANIMAL[letter]}", BOB: f"2 {PLANT[letter]}"})
    over = only(events, GameOver)
    assert isinstance(over, GameOver)
    assert over.reason == "tie-after-extra-rounds" and over.winners == (ANN.id, BOB.id)
    assert over.totals == {1: 3, 2: 3, 3: 0} and len(over.round_scores) == 3


def test_bonus_mode_scores_every_word_on_the_key_letter() -> None:
    table = Table((ANN, BOB), SkattergorisSettings(rounds=1, bonus=True), letter="Р")
    events = play_round(table, {ANN: "1 Роналд Рейган\n2 рысь", BOB: "1 Рейган"})
    assert only(events, RoundScored).round_scores == {1: 3, 2: 1}


def test_bonus_mode_hubert_horatio_humphrey_scores_three() -> None:
    table = Table((ANN, BOB), SkattergorisSettings(rounds=1, bonus=True), letter="Х")
    events = play_round(table, {ANN: "1 Хьюберт Хорейшо Хамфри", BOB: "2 хомяк"})
    assert only(events, RoundScored).round_scores == {1: 3, 2: 1}


def test_a_player_who_leaves_mid_round_keeps_their_sheet_as_it_stands() -> None:
    table = Table(settings=SkattergorisSettings(rounds=2))
    letter = table.letter
    table.say(CAT, f"1 {ANIMAL[letter]}")
    table.done(ANN)
    table.done(BOB)
    events = table.leave(CAT)
    assert only(events, PlayerLeft) == PlayerLeft(CAT.id, (ANN.id, BOB.id))
    review = only(events, ReviewStarted)
    assert isinstance(review, ReviewStarted)
    assert review.players == (ANN.id, BOB.id)
    assert review.table[0].entries[2].answer == ANIMAL[letter]
    events = table.end_review()
    assert only(events, RoundScored).round_scores == {1: 0, 2: 0, 3: 1}
    assert only(events, RoundStarted).players == (ANN.id, BOB.id)
    with pytest.raises(Refusal) as refused:
        table.say(CAT, "1 Кит")
    assert refused.value.reason == Reason.NOT_A_PLAYER


def test_a_player_who_leaves_during_a_poll_no_longer_votes_and_the_poll_can_close() -> None:
    table = Table(settings=SkattergorisSettings(rounds=1))
    table.say(ANN, f"1 {ANIMAL[table.letter]}")
    table.end_answering()
    vote = table.challenge(BOB, 1, ANN).vote_id
    table.vote(vote, CAT, YES)
    table.vote(vote, ANN, YES)
    events = table.leave(CAT)
    assert not [e for e in events if isinstance(e, ChallengeClosed)]
    result = only(table.vote(vote, BOB, YES), ChallengeClosed)
    assert isinstance(result, ChallengeClosed)
    assert result.accepted and result.yes == (ANN.id, BOB.id)


def test_the_game_ends_when_fewer_than_two_players_remain() -> None:
    table = Table((ANN, BOB))
    events = table.leave(BOB)
    over = only(events, GameOver)
    assert isinstance(over, GameOver) and over.reason == "not-enough-players"
    assert table.game.is_over()


def test_a_tie_among_players_who_all_left_is_a_shared_win_without_an_empty_extra_round() -> None:
    # Their sheets count as they stand, but nobody is left to play the tie off.
    dan = Player(4, "Даня")
    table = Table((ANN, BOB, CAT, dan), SkattergorisSettings(rounds=1))
    letter = table.letter
    table.say(ANN, f"1 {ANIMAL[letter]}")
    table.say(BOB, f"2 {PLANT[letter]}")
    table.end_answering()
    table.leave(ANN)
    table.leave(BOB)
    events = table.end_review()
    assert not [e for e in events if isinstance(e, RoundStarted)]
    over = only(events, GameOver)
    assert isinstance(over, GameOver)
    assert over.winners == (ANN.id, BOB.id) and over.reason == "tie-after-extra-rounds"
    assert table.game.is_over()
