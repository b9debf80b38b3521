"""Whole games: no card is ever lost, penalties come only from accepted claims, a journal replays
to the same state, and the state survives JSON."""

from __future__ import annotations

import json
import random

from hypothesis import given, settings
from hypothesis import strategies as st
from netslov_driver import advance_clock, next_command
from netslov_table import ANN, BOB, CAT, DAN, Table, content

from engines.core import Command, Refusal, command_from_json, command_to_json
from engines.netslov import HandShown, NetSlov, TableShown, WordCharged


def _check_table(table: Table) -> None:
    game = table.game
    s = game.state
    cards = game.board.cards
    # Conversation + showcase + hands + deck + discards + penalties = 8 red + 76 black, each once.
    assert sorted(game.board.everywhere()) == list(range(84))
    assert sum(1 for c in s.conversation + s.showcase if cards[c].red) == 8
    # Penalties hold black letters only, and only those of accepted words.
    charged: dict[int, list[int]] = {p.id: [] for p in s.players}
    for charge in s.charges:
        charged[charge.against] += [c for c in charge.cards if not cards[c].red]
    for player, penalty in s.penalties.items():
        assert all(not cards[c].red for c in penalty)
        assert penalty == charged[player]
    words = table.all(WordCharged)
    assert len(words) == len(s.charges)
    for player in s.penalties:
        assert sum(len(w.black) for w in words if w.against == player) == len(s.penalties[player])
    assert all(len(hand) <= s.settings.hand_size for hand in s.hands.values())


def _play(table: Table, pick: random.Random | None = None, draw: st.DataObject | None = None,
          steps: int = 120) -> None:
    def number(n: int) -> int:
        if draw is not None:
            return draw.draw(st.integers(0, n - 1))
        assert pick is not None
        return pick.randrange(n)

    for _ in range(steps):
        if table.game.is_over():
            break
        advance_clock(table, number)
        command = next_command(table, number)
        before = table.game.to_json()
        try:
            events = table.handle(command)
        except Refusal:
            assert table.game.to_json() == before  # a refused command changes nothing
            continue
        for event in events:
            json.dumps(event.to_json())  # every event reaches the platform as JSON
            if isinstance(event, HandShown):
                assert event.audience == event.player_id
            else:
                assert event.audience is None
        _check_table(table)


@settings(max_examples=40, deadline=None)
@given(st.data(), st.integers(0, 2**32), st.sampled_from([(ANN, BOB), (ANN, BOB, CAT), (ANN, BOB, CAT, DAN)]),
       st.sampled_from([0.0, 2.0]))
def test_no_card_is_ever_lost_and_penalties_come_only_from_accepted_claims(
    data: st.DataObject, seed: int, seats: tuple[int, ...], window: float
) -> None:
    table = Table(seats, seed=seed, claim_window=window)
    _check_table(table)
    _play(table, draw=data, steps=60)


def _replayed(table: Table) -> NetSlov:
    journal: list[Command] = [command_from_json(command_to_json(c)) for c in table.journal]
    game, _ = NetSlov.new(table.players, table.settings, table.seed, 0.0, content=content(), locale="ru",
                          memory={})
    now = 0.0
    for command, at in zip(journal, table.times, strict=True):
        now = at
        game.handle(command, now)
    return game


def test_a_journal_replayed_from_new_gives_the_same_state() -> None:
    for seed in range(6):
        table = Table((ANN, BOB, CAT), seed=seed, claim_window=2.0)
        _play(table, pick=random.Random(seed), steps=200)
        assert len(table.journal) > 20
        assert _replayed(table).to_json() == table.game.to_json()


def test_the_state_survives_a_json_round_trip_and_plays_on_the_same() -> None:
    table = Table((ANN, BOB, CAT), seed=4, claim_window=2.0)
    _play(table, pick=random.Random(4), steps=40)
    data = table.game.to_json()
    restored = NetSlov.from_json(data, content=content())
    assert restored.to_json() == data
    twin = Table((ANN, BOB, CAT), seed=4, claim_window=2.0)
    twin.game = restored
    twin.now, twin.message_id, twin.update_id = table.now, table.message_id, table.update_id
    twin.events = list(table.events)
    rng_a, rng_b = random.Random(9), random.Random(9)
    _play(table, pick=rng_a, steps=40)
    _play(twin, pick=rng_b, steps=40)
    assert twin.game.to_json() == table.game.to_json()
    assert twin.events == table.events


def test_every_table_shown_in_a_game_is_public_and_names_no_hand_card() -> None:
    table = Table((ANN, BOB, CAT), seed=11, claim_window=0)
    _play(table, pick=random.Random(11), steps=150)
    for status in table.all(TableShown):
        shown = {card.id for card in (*status.conversation, *status.showcase)}
        assert status.audience is None and len(shown) == len(status.conversation) + len(status.showcase)
