"""«Игрок, забравший буквы в личный отбой, может выбрать, кто будет ходить следующим: он сам или его
соперник слева.» If they do not choose in time, the opponent on their left moves."""

from __future__ import annotations

import pytest
from netslov_table import ANN, BOB, CAT, Table

from engines.core import Refusal
from engines.netslov import ChoiceOffered, ChooseNextMover, NextMoverChosen, Reason, TableShown


def _charge_bob(table: Table) -> None:
    """Боб lays Т, Катя catches «кот»: Боб chooses who moves next."""
    table.rig("АЕКОИ", hands={BOB: "ТЛМ"}, mover=BOB)
    table.lay_letter("Т")
    table.claim(CAT, "кот")


def test_the_penalised_player_is_offered_the_choice() -> None:
    table = Table()
    _charge_bob(table)
    offered = table.last(ChoiceOffered)
    assert (offered.chooser, offered.left, offered.default_mover) == (BOB, CAT, CAT)
    assert offered.closes_at == table.now + table.settings.choice_seconds
    status = table.last(TableShown)
    assert (status.phase, status.chooser, status.choice) == ("choosing", BOB, offered.choice)


def test_the_penalised_player_may_move_again_themselves() -> None:
    table = Table()
    _charge_bob(table)
    table.choose(BOB, myself=True)
    chosen = table.last(NextMoverChosen)
    assert (chosen.chooser, chosen.mover, chosen.by) == (BOB, BOB, "choice")
    assert table.game.state.mover == BOB
    table.lay(BOB)  # and plays


def test_the_penalised_player_may_let_the_opponent_on_the_left_move() -> None:
    table = Table()
    _charge_bob(table)
    table.choose(BOB, myself=False)
    assert table.game.state.mover == CAT


def test_the_left_of_the_last_seat_is_the_first() -> None:
    table = Table()
    table.rig("АЕКОИ", hands={CAT: "ТЛМ"}, mover=CAT)
    table.lay_letter("Т")
    table.claim(BOB, "кот")
    assert table.last(ChoiceOffered).left == ANN
    table.choose(CAT, myself=False)
    assert table.game.state.mover == ANN


def test_without_a_choice_in_time_the_opponent_on_the_left_moves() -> None:
    table = Table()
    _charge_bob(table)
    assert table.game.deadline() == table.last(ChoiceOffered).closes_at
    table.advance(table.settings.choice_seconds)
    chosen = table.last(NextMoverChosen)
    assert (chosen.mover, chosen.by) == (CAT, "timeout")
    assert table.game.state.choice is None


def test_only_the_penalised_player_chooses() -> None:
    table = Table()
    _charge_bob(table)
    with pytest.raises(Refusal) as refused:
        table.choose(CAT, myself=True)
    assert refused.value.reason == Reason.NOT_YOUR_CHOICE


def test_an_old_choice_button_is_stale() -> None:
    table = Table()
    _charge_bob(table)
    number = table.last(ChoiceOffered).choice
    table.choose(BOB, myself=True)
    with pytest.raises(Refusal) as refused:
        table.game.handle(ChooseNextMover(player_id=BOB, choice=number, myself=False), table.now)
    assert refused.value.reason == Reason.STALE_BUTTON


def test_cards_wait_for_the_choice() -> None:
    table = Table()
    _charge_bob(table)
    mover = table.game.state.mover
    assert mover == CAT  # the turn had passed on to Катя when Боб laid his card
    with pytest.raises(Refusal) as refused:
        table.lay(CAT)
    assert refused.value.reason == Reason.CHOICE_PENDING


def test_a_choice_makes_the_earlier_play_buttons_stale() -> None:
    table = Table()
    _charge_bob(table)
    old_turn = table.game.state.turn
    table.choose(BOB, myself=False)
    assert table.game.state.turn == old_turn + 1


def test_a_word_called_while_the_choice_is_open_is_charged_and_the_choice_offered_again() -> None:
    table = Table()
    table.rig("АЕКОИЛСТ", hands={BOB: "МНР"}, mover=BOB)
    table.lay_letter("М")
    table.claim(CAT, "кот")
    first = table.last(ChoiceOffered).choice
    table.claim(ANN, "лес")  # from what «кот» left: Л, Е, С
    assert sorted(table.penalty_letters(BOB)) == sorted("КТЛС")
    again = table.last(ChoiceOffered)
    assert again.choice == first + 1 and again.chooser == BOB
    with pytest.raises(Refusal) as refused:
        table.handle(ChooseNextMover(player_id=BOB, choice=first, myself=True))
    assert refused.value.reason == Reason.STALE_BUTTON
    table.choose(BOB, myself=True)
    assert table.game.state.mover == BOB
