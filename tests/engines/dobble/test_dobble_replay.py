"""The state round-trips to JSON, a journal replays to the same game, and no card is ever lost."""

from __future__ import annotations

import json

from dobble_table import ANN, BOB, VIKA, Table, content, players
from hypothesis import given, settings
from hypothesis import strategies as st

from engines.core import Leave, Refusal, Tick, command_from_json, command_to_json
from engines.dobble import CARDS, CardTaken, ClaimSymbol, Dobble, DobbleSettings, GameOver, is_match


def test_the_state_round_trips_through_json_mid_claim() -> None:
    table = Table.start(ANN, BOB, VIKA)
    table.claim(ANN, table.miss(ANN))
    table.claim(BOB)
    data = json.loads(json.dumps(table.game.to_json()))
    again = Dobble.from_json(data, content=content())
    assert again.to_json() == table.game.to_json()
    assert again.deadline() == table.game.deadline() and again.scores() == table.game.scores()
    due = table.game.deadline()
    assert due is not None
    assert again.handle(Tick(), due) == table.game.handle(Tick(), due)  # the award, on both
    assert again.to_json() == table.game.to_json()


def test_the_button_command_round_trips_through_the_journal() -> None:
    table = Table.start(ANN, BOB)
    table.press(ANN)
    command = table.journal[-1][0]
    assert isinstance(command, ClaimSymbol)
    assert command_from_json(json.loads(json.dumps(command_to_json(command)))) == command


def replay(table: Table, seed: int, lang: str = "ru") -> Dobble:
    ids = [p.id for p in table.state.players]
    game, _ = Dobble.new(players(*ids), table.state.settings, seed, 0.0, content=content(lang), locale=lang,
                         memory={})
    for command, at in table.journal:
        game.handle(command_from_json(command_to_json(command)), at)
    return game


def test_a_whole_game_replays_from_its_journal() -> None:
    table = Table.start(ANN, BOB, VIKA, seed=11)
    for i in range(52):
        taker = (ANN, BOB, VIKA)[i % 3]
        other = (ANN, BOB, VIKA)[(i + 1) % 3]
        table.claim(other, table.miss(other))
        table.claim(taker)
        table.settle()
    assert table.game.is_over()
    assert replay(table, seed=11).to_json() == table.game.to_json()


# -- the property: under any sequence of claims no card is lost or counted twice ----------------

Step = tuple[str, int, float]
steps = st.lists(
    st.tuples(st.sampled_from(["match", "match", "miss", "press", "press-miss", "early", "wait", "wait",
                               "tick", "post", "leave"]),
              st.integers(0, 3), st.floats(0.0, 1.5)),
    min_size=10,
    max_size=120,
)


@settings(max_examples=60, deadline=None)
@given(steps=steps, seed=st.integers(0, 2**32), lock=st.booleans())
def test_no_card_is_lost_and_every_take_was_a_correct_claim(steps: list[Step], seed: int, lock: bool) -> None:
    ids = (ANN, BOB, VIKA, 4)
    table = Table.start(*ids, seed=seed, settings=DobbleSettings(lock_after_wrong=lock))
    for kind, who, pause in steps:
        player = ids[who]
        tops = {p.player_id: p.top for p in table.state.piles}
        centre = table.state.centre.card if table.state.centre else None
        table.now += pause
        try:
            if kind == "tick":
                events = table.handle(Tick())
            elif kind == "wait":  # until the next deadline; the new card's picture arrives
                events = table.settle()
            elif kind == "post":
                events = table.post()
            elif kind == "leave":
                events = table.handle(Leave(player))
            elif kind == "early":  # delivered late: ranks before the latest message
                events = table.claim(player, message_id=table.message_id - 1, after=0.0)
            elif kind in ("match", "miss"):
                events = table.claim(player, None if kind == "match" else table.miss(player), after=0.0)
            else:
                events = table.press(player, None if kind == "press" else table.miss(player), after=0.0)
        except (Refusal, AssertionError, StopIteration):
            continue
        cards = table.cards_in_play()
        assert sorted(cards) == list(range(55))  # every card once: piles + centre pile + the open card
        for event in events:
            if isinstance(event, CardTaken):
                assert centre == event.card.id
                assert is_match(event.symbol.id, CARDS[tops[event.player_id]], CARDS[event.card.id])
                assert table.top(event.player_id) == event.card.id
            if isinstance(event, GameOver):
                assert event.total + event.centre_left == 55
                assert event.total == sum(len(p.cards) for p in table.state.piles)
