"""State and journal: JSON round-trip at every step, replay from the seed gives the same game."""

from __future__ import annotations

import contextlib
import json

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from skattergoris_helpers import ANIMAL, ANN, BOB, CAT, DAN, PLANT, T0, Table

from engines.core import Player, Refusal
from engines.skattergoris import NO, YES, GameOver, RoundScored, Skattergoris, SkattergorisSettings


def scripted_game() -> tuple[Table, list[dict[str, object]]]:
    """A whole game using every command, recording the state after each step."""
    table = Table((ANN, BOB, CAT, DAN), SkattergorisSettings(rounds=2))
    states = [table.game.to_json()]

    def step(result: object) -> None:
        states.append(table.game.to_json())

    letter = table.letter
    step(table.say(ANN, f"1 {ANIMAL[letter]}\n{PLANT[letter]}", at=T0 + 5))
    step(table.say(BOB, f"1. {ANIMAL[letter]}\n3) Слон", at=T0 + 9))
    step(table.say(CAT, "кошки\n2 Кошка", at=T0 + 30))
    step(table.say(DAN, f"3 {PLANT[letter]}", at=T0 + 181, date=int(T0) + 180))
    step(table.tick())
    vote = table.challenge(ANN, 3, BOB, at=table.now + 3).vote_id
    step(vote)
    step(table.vote(vote, ANN, NO, at=table.now + 1))
    step(table.vote(vote, BOB, YES))
    step(table.vote(vote, CAT, YES))
    step(table.vote(vote, CAT))
    step(table.vote(vote, DAN, NO))
    step(table.tick())
    step(table.done(ANN))
    step(table.leave(CAT))
    step(table.tick())  # review time is up: round 2
    letter = table.letter
    step(table.say(BOB, f"{ANIMAL[letter]}", at=table.now + 10))
    step(table.end_answering())
    step(table.end_review())
    while not table.game.is_over():  # tie-break rounds, if any, run out on the timers
        step(table.tick())
    return table, states


def test_state_round_trips_through_json_at_every_step_of_a_game() -> None:
    table, states = scripted_game()  # Table also checks the round-trip after every command
    assert table.game.is_over()
    for state in states:
        assert json.loads(json.dumps(state)) == state
    restored = [Skattergoris.from_json(json.loads(json.dumps(state)), content=table.game.content).to_json()
                for state in states]
    assert restored == states


def test_replaying_the_journal_from_the_seed_reproduces_the_state() -> None:
    table, _ = scripted_game()
    assert table.game.is_over()
    assert table.replay().to_json() == table.game.to_json()


def test_replaying_part_of_the_journal_reproduces_the_state_mid_round() -> None:
    table = Table()
    table.say(ANN, "1 Кит", at=T0 + 3)
    table.say(BOB, "Кот\nКраб", at=T0 + 4)
    table.done(CAT, at=T0 + 5)
    assert table.replay().to_json() == table.game.to_json()


def test_game_over_lists_every_list_played_for_the_chats_recent_lists() -> None:
    table, _ = scripted_game()
    over = table.events[-1]
    assert isinstance(over, GameOver)
    assert list(over.list_ids) == table.game.list_ids and len(over.list_ids) == table.game.round_no >= 2
    assert len(set(over.list_ids)) == len(over.list_ids)


# --- properties ------------------------------------------------------------------------------

WORDS = ["Кит", "киты", "кошка", "кошки", "Кошка", "краб", "Слон", "в Кишинёв", "Корова", "коровы", "-"]
PLAYERS = (ANN, BOB, CAT)

answer_lines = st.lists(
    st.tuples(st.integers(min_value=1, max_value=12), st.sampled_from(WORDS)), min_size=0, max_size=14
)
challenges = st.lists(
    st.tuples(
        st.sampled_from(PLAYERS),
        st.integers(min_value=1, max_value=12),
        st.sampled_from(PLAYERS),
        st.lists(
            st.tuples(st.sampled_from((*PLAYERS, DAN)), st.sampled_from(((), (YES,), (NO,)))), max_size=6
        ),
    ),
    max_size=4,
)


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    sheets=st.fixed_dictionaries({player.id: answer_lines for player in PLAYERS}),
    disputes=challenges,
    bonus=st.booleans(),
)
def test_random_sheets_and_votes_never_score_negative_or_a_duplicate_and_totals_add_up(
    sheets: dict[int, list[tuple[int, str]]],
    disputes: list[tuple[Player, int, Player, list[tuple[Player, tuple[int, ...]]]]],
    bonus: bool,
) -> None:
    table = Table(PLAYERS, SkattergorisSettings(rounds=1, bonus=bonus))
    for player in PLAYERS:
        lines = sheets[player.id]
        if lines:
            table.say(player, "\n".join(f"{row} {word}" for row, word in lines))
    table.end_answering()
    for challenger, row, target, votes in disputes:
        try:
            opened = table.challenge(challenger, row, target)
        except Refusal:
            continue
        for voter, options in votes:
            with contextlib.suppress(Refusal):  # a non-player's vote, or the poll already closed
                table.vote(opened.vote_id, voter, *options)
    while not table.game.is_over():
        table.tick()
    game = table.game
    scored = [e for e in table.events if isinstance(e, RoundScored)]
    assert all(points >= 0 for points in game.scores().values())
    assert game.scores() == {p.id: sum(r.get(p.id, 0) for r in game.history) for p in PLAYERS}
    assert isinstance(table.events[-1], GameOver)
    for history_round in game.history:
        assert all(score >= 0 for score in history_round.values())
    if scored:
        for review_row in scored[-1].table:
            for entry in review_row.entries:
                if entry.status in ("duplicate", "repeat", "empty"):
                    assert scored[-1].points[entry.player_id][review_row.row - 1] == 0
    assert table.replay().to_json() == game.to_json()
