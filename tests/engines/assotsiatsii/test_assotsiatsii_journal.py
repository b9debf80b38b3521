"""Replay and JSON: the journal replayed from `new` gives the same state; scores come only from the rules'
sources (a hypothesis property recomputes every point from the round's guesses)."""

from __future__ import annotations

import json

from assotsiatsii_helpers import PLAYERS, T0, Table, a_whole_game, every, only, safe_deck, short_settings
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from engines.assotsiatsii import (
    NO,
    YES,
    Assotsiatsii,
    AssotsiatsiiContent,
    AssotsiatsiiSettings,
    Done,
    GameOver,
    RemoveGuess,
    RoundScored,
    ToggleCard,
    VoteClosed,
    VoteOpened,
)
from engines.core import (
    Command,
    Engine,
    GameRules,
    Leave,
    Reachable,
    Say,
    Tick,
    Unreachable,
    Vote,
    duration_fields,
)
from engines.words import same_answer

VOCABULARY = ("облако", "Облака", "небо", "небеса", "патриот", "патриотизм", "звезда", "звёздочка", "вход",
              "выход", "дождь", "ДОЖДЬ", "ёлка", "елки", "дом", "домик")
WORD = "облако"


def test_a_whole_game_replayed_from_its_journal_gives_the_same_state() -> None:
    table = a_whole_game()
    assert only(table.events, GameOver).reason == "finished"
    replayed = table.replay()
    assert replayed.to_json() == table.game.to_json()
    assert replayed.scores() == table.game.scores()
    assert replayed.winners() == table.game.winners()


def test_the_state_round_trips_through_json_at_every_step() -> None:
    table = a_whole_game()  # Table checks from_json(to_json()) after every command
    data = json.loads(json.dumps(table.game.to_json()))
    assert Assotsiatsii.from_json(data, content=table.content).to_json() == data


def test_the_state_holds_card_numbers_not_the_words() -> None:
    table = Table()
    text = json.dumps(table.game.to_json(), ensure_ascii=False)
    hand = table.hand(table.leader)
    assert not any(f'"{card}"' in text for card in hand)


def test_the_engine_class_is_what_the_platform_expects() -> None:
    rules: GameRules[AssotsiatsiiSettings, AssotsiatsiiContent, Assotsiatsii] = Assotsiatsii  # mypy checks
    game, _ = rules.new(PLAYERS[:3], AssotsiatsiiSettings(), 1, T0, content=safe_deck(), locale="ru",
                        memory={})
    engine: Engine = game
    assert (rules.kind, rules.min_players, rules.max_players) == ("assotsiatsii", 3, 8)
    assert engine.deadline() == T0 + 120
    assert duration_fields(AssotsiatsiiSettings) == ("guess_time", "leader_time", "vote_time", "answer_grace")


def test_a_press_journals_with_its_type() -> None:
    table = Table()
    table.pick(0)
    data, _ = table.journal[-1]
    assert data["type"] == ToggleCard.type


def _expected_points(guesses: dict[int, list[str]], matched: list[tuple[str, str]], leader: int
                     ) -> dict[int, int]:
    """The rules, recomputed plainly: +3 for the word, +1 for each remaining guess matching another player's
    (same answer, or a chain of voted near-matches), the leader +3 if anyone had the word."""
    sheets: dict[int, list[str]] = {}
    for player, lines in guesses.items():
        kept: list[str] = []
        for line in lines:
            if not any(same_answer(line, seen) for seen in kept):
                kept.append(line)
        sheets[player] = kept
    points = dict.fromkeys(sheets, 0)
    nodes: list[tuple[int, str]] = []
    for player, lines in sheets.items():
        for line in lines:
            if same_answer(line, WORD):
                points[player] += 3
            else:
                nodes.append((player, line))

    def linked(x: str, y: str) -> bool:
        return same_answer(x, y) or any(
            (same_answer(x, a) and same_answer(y, b)) or (same_answer(x, b) and same_answer(y, a))
            for a, b in matched
        )

    for player, line in nodes:
        group, frontier = {line}, [line]
        while frontier:
            x = frontier.pop()
            for _, y in nodes:
                if y not in group and linked(x, y):
                    group.add(y)
                    frontier.append(y)
        if any(other != player and y in group for other, y in nodes):
            points[player] += 1
    points[leader] = 3 if any(same_answer(line, WORD) for lines in sheets.values() for line in lines) else 0
    return points


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    players=st.integers(3, 6),
    seed=st.integers(0, 10_000),
    sheets=st.lists(st.lists(st.sampled_from(VOCABULARY), max_size=3), min_size=5, max_size=5),
    ballots=st.lists(st.booleans(), min_size=60, max_size=60),
)
def test_every_point_comes_from_the_rules_and_replay_gives_the_same_totals(
    players: int, seed: int, sheets: list[list[str]], ballots: list[bool]
) -> None:
    table = Table(PLAYERS[:players], seed=seed, roundtrip=False)
    leader = table.leader
    table.lay(WORD)
    written: dict[int, list[str]] = {}
    for player, lines in zip(table.others(), sheets, strict=False):
        written[player] = lines
        if lines:
            table.say(player, "\n".join(lines))
    events = table.time_up()
    choices = iter(ballots)
    for vote in every(events, VoteOpened):
        for voter in vote.voters:
            events = table.vote(vote.vote_id, voter, YES if next(choices) else NO)
    scored = only(table.events, RoundScored)
    matched = [closed.words for closed in every(table.events, VoteClosed) if closed.match]
    expected = _expected_points(written, matched, leader)
    assert scored.points == expected
    for row in scored.rows:
        if row.kind == "word":
            assert same_answer(row.guess, WORD) and row.points == 3
        elif row.points:
            assert row.points == 1 and row.kind == "match"
    assert sum(scored.points.values()) == sum(table.game.scores().values())
    replayed = table.replay()
    assert replayed.scores() == table.game.scores()
    assert replayed.to_json() == table.game.to_json()


ACTIONS = st.lists(
    st.tuples(
        st.sampled_from(("toggle",) * 4 + ("word",) * 2 + ("guess",) * 5 + ("done",) * 2 + ("vote",) * 3
                        + ("tick", "wait") * 2 + ("remove", "leave", "unreachable", "reachable")),
        st.integers(0, 7),
        st.sampled_from((*VOCABULARY, "облако\nдождь", "красивый", "ручка")),
    ),
    min_size=40,
    max_size=150,
)


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(players=st.integers(3, 6), seed=st.integers(0, 10_000), actions=ACTIONS)
def test_any_sequence_of_commands_keeps_the_totals_to_the_tables_and_replays(
    players: int, seed: int, actions: list[tuple[str, int, str]]
) -> None:
    table = Table(PLAYERS[:players], settings=short_settings(track_length=6), seed=seed, roundtrip=False)
    ids = [p.id for p in table.players]
    for kind, n, text in actions:
        if table.game.is_over():
            break
        if kind in ("leave", "unreachable") and n:
            continue  # rarely: a game that ends at once shows little
        who = ids[n % len(ids)]
        if kind in ("toggle", "word") and table.s.turn is not None and n % 4:
            who = table.s.turn.leader_id  # mostly the leader: enough rounds get laid and scored
        command: Command
        if kind == "toggle":
            command = ToggleCard(player_id=who, at=table.at(), round=table.round, card=n % 6)
        elif kind in ("word", "guess"):
            table.message_id += 1
            command = Say(who, text, int(table.now), table.message_id, True)
        elif kind == "done":
            command = Done(player_id=who, at=table.at(), round=table.round)
        elif kind == "remove":
            sheet = table.s.current.sheets.get(who) if table.s.current else None
            revision = sheet.revision if sheet else 0
            command = RemoveGuess(player_id=who, at=table.at(), round=table.round, index=n % 3,
                                  revision=revision)
        elif kind == "tick":
            command = Tick()
        elif kind == "vote":
            opened = table.votes()
            if not opened:
                continue
            command = Vote(opened[n % len(opened)].vote_id, who, (n % 2,))
        elif kind == "leave":
            command = Leave(who)
        elif kind == "unreachable":
            command = Unreachable(who)
        elif kind == "reachable":
            command = Reachable(who)
        else:
            table.advance(10.0 * (n + 1))
            continue
        if table.game.can(command, table.now):
            table.do(command)
        else:
            table.refused(command)
    scored = every(table.events, RoundScored)
    for player, total in table.game.scores().items():
        assert total == sum(round_.points.get(player, 0) for round_ in scored)
    for round_ in scored:
        assert sum(row.points for row in round_.rows) + round_.leader_points == sum(round_.points.values())
    replayed = table.replay()
    assert replayed.to_json() == table.game.to_json()
