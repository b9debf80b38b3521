"""Players leaving, and the commands every engine takes: Leave, Unreachable, Reachable, Posted."""

from __future__ import annotations

import pytest
from netslov_table import ANN, BOB, CAT, Table

from engines.core import Leave, Posted, Reachable, Refusal, Unreachable
from engines.netslov import (
    ClaimDropped,
    GameOver,
    NextMoverChosen,
    PlayerLeft,
    Reason,
    TableShown,
    VoteClosed,
    WordCharged,
)


def test_a_leavers_hand_goes_to_the_common_discard_and_the_game_goes_on() -> None:
    table = Table()
    table.rig("АЕ", hands={CAT: "КТМ"}, mover=ANN)
    hand = list(table.game.state.hands[CAT])
    table.handle(Leave(CAT))
    assert table.last(PlayerLeft) == PlayerLeft(CAT, discarded=3)
    assert table.game.state.discard == hand
    assert table.game.hand(CAT) == ()
    assert not table.game.is_over()
    assert CAT not in table.last(TableShown).penalties


def test_when_the_mover_leaves_the_turn_passes_on() -> None:
    table = Table()
    table.rig("АЕ", mover=BOB)
    turn = table.game.state.turn
    table.handle(Leave(BOB))
    assert table.game.state.mover == CAT
    assert table.game.state.turn == turn + 1
    table.lay(CAT)
    assert table.game.state.mover == ANN  # the turn goes round without Боб


def test_the_game_ends_when_one_player_is_left_and_they_win() -> None:
    table = Table((ANN, BOB))
    table.handle(Leave(ANN))
    over = table.last(GameOver)
    assert (over.cause, over.winners) == ("players", (BOB,))


def test_a_leaver_keeps_their_penalties_in_the_scores_but_cannot_win() -> None:
    table = Table()
    table.rig("АЕКОИ", hands={BOB: "ТЛМ"}, mover=BOB)
    table.lay_letter("Т")
    table.claim(CAT, "кот")
    table.handle(Leave(BOB))
    table.handle(Leave(CAT))
    over = table.last(GameOver)
    assert over.penalties == {ANN: 0, BOB: 2, CAT: 0}
    assert over.winners == (ANN,)


def test_after_the_latest_mover_leaves_a_claim_has_nobody_to_charge_until_the_next_card() -> None:
    table = Table()
    table.rig("АЕДО", hands={ANN: "МКТ"}, mover=ANN)
    table.lay_letter("М")
    table.handle(Leave(ANN))
    with pytest.raises(Refusal) as refused:
        table.claim(BOB, "дом")
    assert refused.value.reason == Reason.NO_ONE_TO_CHARGE
    table.lay(BOB)  # ДОМ is still there: now it is Боб's risk
    table.claim(CAT, "дом")
    assert table.last(WordCharged).against == BOB


def test_a_waiting_claim_against_a_leaver_is_dropped() -> None:
    table = Table(claim_window=2.0)
    table.rig("АЕДО", hands={ANN: "МКТ"}, mover=ANN)
    table.lay_letter("М")
    table.claim(BOB, "дом")
    table.handle(Leave(ANN))
    assert table.last(ClaimDropped) == ClaimDropped(BOB, "дом", "target-left")
    assert table.game.state.pending == [] and table.game.deadline() is None
    table.lay(BOB)
    table.now = 10.0
    table.claim(CAT, "дом")  # a new claim opens its own window
    assert table.game.deadline() == 12.0


def test_a_waiting_claim_by_a_leaver_is_dropped() -> None:
    table = Table(claim_window=2.0)
    table.rig("АЕДО", hands={ANN: "МКТ"}, mover=ANN)
    table.lay_letter("М")
    table.claim(BOB, "дом")
    table.handle(Leave(BOB))
    assert table.last(ClaimDropped) == ClaimDropped(BOB, "дом", "claimant-left")
    assert table.penalty_letters(ANN) == ""


def test_a_vote_against_a_leaver_is_cancelled() -> None:
    table = Table()
    table.rig("ОИКВЕ", hands={ANN: "ДМТ"}, mover=ANN)
    table.lay_letter("Д")
    table.claim(BOB, "ковид")
    table.handle(Leave(ANN))
    closed = table.last(VoteClosed)
    assert (closed.cancelled, closed.accepted) == (True, False)
    assert table.game.state.poll is None


def test_a_vote_goes_on_without_a_voter_who_left() -> None:
    table = Table()
    table.rig("ОИКВЕ", hands={ANN: "ДМТ"}, mover=ANN)
    table.lay_letter("Д")
    table.claim(BOB, "ковид")
    table.vote(ANN, 1)
    table.vote(BOB, 0)
    table.handle(Leave(CAT))  # everyone left has voted: 1–1, a tie
    assert table.last(VoteClosed).accepted is False


def test_when_the_chooser_leaves_the_opponent_on_their_left_moves() -> None:
    table = Table()
    table.rig("АЕКОИ", hands={BOB: "ТЛМ"}, mover=BOB)
    table.lay_letter("Т")
    table.claim(ANN, "кот")
    table.handle(Leave(BOB))
    chosen = table.last(NextMoverChosen)
    assert (chosen.chooser, chosen.mover, chosen.by) == (BOB, CAT, "chooser-left")
    assert table.game.state.mover == CAT


def test_leave_by_a_stranger_is_refused() -> None:
    table = Table()
    for command in (Leave(99), Unreachable(99), Reachable(99)):
        with pytest.raises(Refusal) as refused:
            table.game.handle(command, 0.0)
        assert refused.value.reason == Reason.NOT_A_PLAYER


def test_unreachable_and_reachable_are_accepted_and_change_nothing() -> None:
    # The game needs no private chat: hands are shown by a button alert.
    table = Table()
    before = table.game.to_json()
    assert table.handle(Unreachable(ANN)) == []
    assert table.handle(Reachable(ANN)) == []
    assert table.game.to_json() == before


def test_the_game_asks_for_no_anchor() -> None:
    table = Table()
    with pytest.raises(Refusal) as refused:
        table.game.handle(Posted("status", 1, 5), 0.0)
    assert refused.value.reason == Reason.UNKNOWN_ANCHOR
