"""A turn: one card into the conversation, from the hand (then draw) or from the showcase; hidden hands."""

from __future__ import annotations

import pytest
from netslov_table import ANN, BOB, CAT, DAN, Table

from engines.core import Refusal
from engines.netslov import (
    CardDrawn,
    CardLaid,
    GameStarted,
    HandShown,
    PlayFromHand,
    PlayFromShowcase,
    Reason,
    TableShown,
    TurnPassed,
)


def test_each_player_holds_three_black_letters_told_to_them_alone() -> None:
    table = Table()
    shown = table.all(HandShown)
    dealt = [e for e in shown if e.turn is None]
    assert [e.player_id for e in dealt] == [ANN, BOB, CAT]
    # Then the first mover's hand once more, marked with the turn their buttons play on.
    [first] = [e for e in shown if e.turn is not None]
    assert (first.player_id, first.turn) == (table.game.state.mover, table.game.state.turn)
    for event in shown:
        assert event.audience == event.player_id  # a secret: the platform never shows it to the group
        assert event.letters == table.game.hand(event.player_id)
        assert len(event.letters) == 3
        assert all(not table.game.board.cards[c].red for c in table.game.state.hands[event.player_id])


def test_the_public_table_holds_no_hand() -> None:
    table = Table()
    status = table.last(TableShown)
    assert status.audience is None
    on_table = {card.id for card in (*status.conversation, *status.showcase)}
    hands = {card for hand in table.game.state.hands.values() for card in hand}
    assert not on_table & hands
    assert status.hand_sizes == {ANN: 3, BOB: 3, CAT: 3}
    assert status.deck_left == 76 - 9
    assert status.penalties == {ANN: 0, BOB: 0, CAT: 0}


def test_the_conversation_opens_with_two_random_red_letters_and_the_other_reds_on_show() -> None:
    openings = set()
    for seed in range(12):
        table = Table(seed=seed)
        status = table.last(TableShown)
        assert len(status.conversation) == 2 and all(card.red for card in status.conversation)
        assert len(status.showcase) == 6 and all(card.red for card in status.showcase)
        openings.add(table.conversation())
    assert len(openings) > 3


def test_the_first_mover_is_random_and_the_turn_then_goes_round_in_join_order() -> None:
    firsts = {Table(seed=seed).last(GameStarted).first_mover for seed in range(12)}
    assert firsts == {ANN, BOB, CAT}
    table = Table((ANN, BOB, CAT, DAN), seed=1)
    seats = [ANN, BOB, CAT, DAN]
    mover = table.game.state.mover
    assert mover is not None
    order = [mover]
    for _ in range(5):
        table.lay()
        order.append(table.game.state.mover)  # type: ignore[arg-type]
    start = seats.index(order[0])
    assert order == [seats[(start + i) % 4] for i in range(6)]


def test_a_black_letter_from_the_hand_is_replaced_by_the_top_of_the_deck() -> None:
    table = Table()
    table.rig("АО", hands={ANN: "КТМ"}, mover=ANN, deck_top="Р")
    deck = len(table.game.state.deck)
    events = table.lay(ANN, slot=1)
    assert table.conversation() == "АОТ"
    assert table.game.hand(ANN) == ("К", "Р", "М")  # the new letter takes the played one's slot
    laid = table.last(CardLaid)
    assert (laid.card.letter, laid.card.red, laid.from_hand) == ("Т", False, True)
    assert table.last(CardDrawn).deck_left == deck - 1
    drawn = [e for e in events if isinstance(e, HandShown) and e.turn is None]
    assert [(e.player_id, e.letters) for e in drawn] == [(ANN, ("К", "Р", "М"))]
    assert table.game.state.latest_mover == ANN and table.game.state.mover == BOB
    [turn] = [e for e in events if isinstance(e, HandShown) and e.turn is not None]
    assert (turn.player_id, turn.turn) == (BOB, table.game.state.turn)  # Боб's turn, Боб's hand


def test_a_red_letter_comes_from_the_showcase_and_nothing_is_drawn() -> None:
    table = Table()
    table.rig("АО", hands={ANN: "КТМ"}, mover=ANN)
    deck = len(table.game.state.deck)
    table.lay_letter("И")
    assert table.conversation() == "АОИ"
    assert table.showcase() == "АЕЕИО"
    assert table.game.hand(ANN) == ("К", "Т", "М")
    assert len(table.game.state.deck) == deck
    assert table.last(CardLaid).from_hand is False


def test_only_the_player_whose_turn_it_is_may_lay_a_card() -> None:
    table = Table()
    table.rig("АО", mover=ANN)
    with pytest.raises(Refusal) as refused:
        table.lay(BOB)
    assert refused.value.reason == Reason.NOT_YOUR_TURN


def test_a_button_from_an_earlier_turn_is_stale() -> None:
    table = Table()
    table.rig("АО", mover=ANN)
    old_turn = table.game.state.turn
    table.lay(ANN)
    for press in (PlayFromHand(player_id=BOB, turn=old_turn, slot=0),
                  PlayFromShowcase(player_id=BOB, turn=old_turn, card=table.game.state.showcase[0])):
        with pytest.raises(Refusal) as refused:
            table.game.handle(press, table.now)
        assert refused.value.reason == Reason.STALE_BUTTON


def test_a_card_that_is_not_there_is_refused() -> None:
    table = Table()
    table.rig("АО", mover=ANN)
    turn = table.game.state.turn
    in_conversation = table.game.state.conversation[0]
    for press in (PlayFromHand(player_id=ANN, turn=turn, slot=3),
                  PlayFromShowcase(player_id=ANN, turn=turn, card=in_conversation),
                  PlayFromShowcase(player_id=ANN, turn=turn, card=table.game.state.hands[ANN][0])):
        with pytest.raises(Refusal) as refused:
            table.game.handle(press, table.now)
        assert refused.value.reason == Reason.NO_SUCH_CARD


def test_a_player_with_no_card_to_lay_passes_automatically() -> None:
    table = Table()
    table.rig("АЕИОАЕИ", hands={ANN: "КТМ", BOB: ""}, mover=ANN)  # one red on show, Боб holds nothing
    table.lay_letter("О")  # the last red: the showcase is empty now
    passed = table.last(TurnPassed)
    assert passed.player_id == BOB
    assert table.game.state.mover == CAT
    assert table.last(TableShown).mover == CAT


def test_tick_with_nothing_due_is_a_no_op() -> None:
    table = Table()
    before = table.game.to_json()
    assert table.game.deadline() is None
    assert table.advance(30) == []
    assert table.game.to_json() == before
