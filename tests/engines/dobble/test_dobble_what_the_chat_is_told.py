"""What the Доббль engine tells the presenter beyond the rules: which claims came by a button (only a
presser can be answered privately, by a toast) and the table as it lies when the game ends."""

from __future__ import annotations

from engines.core import Leave
from engines.dobble import ClaimHeld, ClaimMissed, GameOver
from tests.engines.dobble.dobble_table import ANN, BOB, VIKA, Table


def test_a_pressed_claim_says_so_and_a_typed_one_does_not() -> None:
    table = Table.start(ANN, BOB, VIKA)
    [typed_miss] = table.claim(BOB, table.miss(BOB))
    [pressed_miss] = table.press(VIKA, table.miss(VIKA))
    [pressed] = table.press(ANN)
    assert isinstance(typed_miss, ClaimMissed) and not typed_miss.pressed
    assert isinstance(pressed_miss, ClaimMissed) and pressed_miss.pressed
    assert isinstance(pressed, ClaimHeld) and pressed.pressed
    [typed] = Table.start(ANN, BOB).claim(ANN)
    assert isinstance(typed, ClaimHeld) and not typed.pressed


def test_an_early_end_shows_the_open_centre_card_and_the_tops_of_those_still_at_the_table() -> None:
    table = Table.start(ANN, BOB, VIKA)
    table.take(BOB)
    table.handle(Leave(VIKA))
    *_, over = table.handle(Leave(ANN))
    assert isinstance(over, GameOver) and over.reason == "players-left"
    assert over.centre is not None and over.centre.id == table.centre
    assert [top.player_id for top in over.tops] == [BOB] and over.tops[0].count == 2
    assert over.look == table.state.look


def test_a_game_played_out_ends_with_an_empty_centre_and_every_top_card() -> None:
    table = Table.start(ANN, BOB)
    over: GameOver | None = None
    while over is None:
        events = table.take(ANN if len(table.state.stack) % 2 else BOB)
        over = next((e for e in events if isinstance(e, GameOver)), None)
    assert over.centre is None and over.centre_left == 0
    tops = [(top.player_id, top.card.id) for top in over.tops]
    assert tops == [(ANN, table.top(ANN)), (BOB, table.top(BOB))]
