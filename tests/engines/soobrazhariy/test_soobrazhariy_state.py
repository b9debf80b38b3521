"""State round-trips to JSON; replaying the journal from the seed rebuilds the same state;
no card is ever lost or counted twice."""

from __future__ import annotations

import json
from collections import Counter
from typing import Any

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from soobrazhariy_table import (
    ANIMAL,
    ANN,
    BOB,
    CATEGORIES,
    CITY,
    CONTENT,
    START,
    VIC,
    Table,
    new_game,
    players,
    press_command,
    replay_journal,
)

from engines.core import Command, Engine, Leave, Posted, Refusal, Rng, Say, Tick, Vote, command_to_json
from engines.soobrazhariy import Settings, Soobrazhariy, SoobrazhariyContent
from engines.soobrazhariy.events import CandidateNamed, Event, LetterOpened, TurnWon


def _through_json(game: Soobrazhariy) -> Soobrazhariy:
    return Soobrazhariy.from_json(json.loads(json.dumps(game.to_json())), content=game.content)


def test_restart_in_the_middle_of_a_last_count_continues_the_same_play() -> None:
    table = Table(["last", ANIMAL, CITY], ["К", "М"])
    table.advance(3)
    table.say(ANN, "кот")
    table.advance(2)
    table.say(BOB, "крот")
    restored = _through_json(table.game)
    assert restored.to_json() == table.game.to_json()
    assert restored.deadline() == table.game.deadline()
    # The restarted referee goes on from the same count: «кошка» 3 s after «крот» takes over.
    table.game = restored
    table.advance(3)
    table.say(VIC, "кошка")
    assert table.last(CandidateNamed).text == "кошка"
    table.advance(10)
    assert table.last(TurnWon).winner == VIC


def test_journal_replay_from_the_seed_reproduces_the_state() -> None:
    seats = players(ANN, BOB, VIC)
    content = SoobrazhariyContent.of_texts(CATEGORIES * 7)
    game = new_game(seats, Settings(), seed=42, now=START, content=content)
    journal: list[tuple[dict[str, Any], float]] = []
    now = START
    message_id = 10

    def send(command: Command) -> None:
        game.handle(command, now)
        journal.append((command_to_json(command), now))

    for _ in range(6):
        while (due := game.deadline()) is not None and game.turn and game.turn.phase != "answering":
            now = due
            send(Tick())
        turn = game.turn
        if turn is None:
            break
        if turn.anchor is None and turn.anchor_name is not None:
            message_id += 1
            send(Posted(turn.anchor_name, int(now), message_id))
        if turn.bidding is not None and turn.phase == "bidding":
            continue
        letter = (turn.letter or "а").lower()
        message_id += 1
        speaker = turn.bidder or BOB
        if game.can(Say(speaker, letter + "ос", int(now) + 1, message_id), now + 1):
            now += 1
            send(Say(speaker, letter + "ос", int(now), message_id))
        now = game.deadline() or now
        send(Tick())
    again = new_game(seats, Settings(), seed=42, now=START, content=content)
    assert replay_journal(again, journal).to_json() == game.to_json()
    assert len(journal) > 10


WORDS = ["кот", "крот", "кошка", "кит", "Кот", "салат", "свёкла", "сом", "слон", "сыр", "ёж"]
ACTIONS = ["advance"] * 4 + ["say"] * 4 + ["skip", "challenge", "vote", "vote", "bid", "bid", "pass", "leave"]
STEPS = [0.5, 1.0, 2.0, 3.0, 5.0, 8.0, 30.0, 50.0]


def _conserved(game: Soobrazhariy) -> tuple[Counter[str], Counter[str]]:
    categories = Counter(game.cards.category_deck + game.cards.open_stack + game.cards.discard)
    for cards in game.cards.won.values():
        categories.update(cards)
    letters = Counter(game.cards.letter_deck + game.cards.box_letters + game.cards.letter_discard)
    for penalty in game.cards.penalties.values():
        letters.update(penalty)
    if game.turn is not None and game.turn.letter is not None:
        letters[game.turn.letter] += 1
    return categories, letters


def _command(game: Soobrazhariy, action: str, a: int, b: int, now: float, message_id: int) -> Command | None:
    ids = [p.id for p in game.players]
    player = ids[a % len(ids)]
    turn = game.turn
    if action == "say":
        return Say(player, WORDS[b % len(WORDS)], date=int(now) - (b % 3 == 0), message_id=message_id)
    if action == "skip":
        return press_command(game, player, "skip")
    if action == "challenge" and turn is not None and turn.answers:
        return press_command(game, player, "challenge", turn.answers[b % len(turn.answers)].message_id)
    if action == "vote" and turn is not None and turn.challenges:
        vote_id = sorted(turn.challenges)[0]
        return Vote(vote_id, player, (b % 2,) if b % 5 else ())
    if action in ("bid", "pass") and turn is not None and turn.bidding is not None:
        current = turn.bidding.current or player
        return press_command(game, current, action, turn.bidding.min_bid + b % 2)
    if action == "leave" and b % 10 == 0:
        return Leave(player)
    return None


def _play(seed: int, seat_count: int, steps: list[tuple[str, int, int]]) -> tuple[Soobrazhariy, list[Event]]:
    """Play random commands (refused ones included) and check the cards after every step."""
    # Small decks (letters К and С only) so that random answers often fit.
    rules = Settings(letter_copies=2, special_copies=2)
    content = SoobrazhariyContent.of_texts(CATEGORIES, letters="КС")
    seats = players(*[ANN, BOB, VIC, 4][:seat_count])
    game, events = Soobrazhariy.new(seats, rules, seed, START, content=content, locale="ru", memory={})
    categories, letters = _conserved(game)
    assert sum(categories.values()) == len(CATEGORIES) + 8 and sum(letters.values()) == 4
    journal: list[tuple[dict[str, Any], float]] = []
    now, message_id = START, 1000

    def send(command: Command) -> None:
        nonlocal events
        before = game.to_json()
        try:
            new_events = game.handle(command, now)
        except Refusal:
            assert game.to_json() == before  # a refused command changes nothing
            return
        journal.append((command_to_json(command), now))
        events = events + new_events
        for event in new_events:
            if isinstance(event, LetterOpened):
                send(Posted(event.anchor, int(now), message_id + 1))

    for action, a, b in steps:
        if game.is_over():
            break
        message_id += 2
        if action == "advance":
            target = now + STEPS[b % len(STEPS)]
            while (due := game.deadline()) is not None and due <= target and not game.is_over():
                now = max(now, due)
                send(Tick())
            now = target
        else:
            command = _command(game, action, a, b, now, message_id)
            if command is not None:
                send(command)
        assert _conserved(game) == (categories, letters)
        # Every phase survives a restart: play on with the state read back from JSON (the
        # journal replay below then proves the restored engine behaved like the original).
        restored = _through_json(game)
        assert restored.to_json() == game.to_json() and restored.deadline() == game.deadline()
        game = restored
        won_points = sum(e.points for e in events if isinstance(e, TurnWon))
        penalties = sum(len(kept) for kept in game.cards.penalties.values())
        assert sum(game.scores().values()) == won_points - 2 * penalties

    again = new_game(seats, rules, seed=seed, now=START, content=content)
    assert replay_journal(again, journal).to_json() == game.to_json()
    assert _through_json(game).to_json() == game.to_json()
    json.dumps([event.to_json() for event in events])  # every event is plain data
    return game, events


@settings(max_examples=80, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    seed=st.integers(0, 2**32),
    seat_count=st.integers(2, 4),
    steps=st.lists(
        st.tuples(st.sampled_from(ACTIONS), st.integers(0, 9), st.integers(0, 99)), min_size=1, max_size=120
    ),
)
def test_no_card_is_ever_lost_or_counted_twice(
    seed: int, seat_count: int, steps: list[tuple[str, int, int]]
) -> None:
    _play(seed, seat_count, steps)


def test_no_card_is_lost_in_long_random_games_played_to_the_end() -> None:
    seen: set[str] = set()
    for seed in range(20):
        rng = Rng(seed)
        steps = [(rng.choice(ACTIONS), rng.randrange(10), rng.randrange(100)) for _ in range(600)]
        game, events = _play(seed, 2 + seed % 3, steps)
        assert game.is_over()
        seen |= {type(e).__name__ for e in events}
    # The random games reach every way a turn can end, so the conservation checks covered them.
    assert {"TurnWon", "NoAnswer", "BidFailed", "ChallengeClosed", "GameOver"} <= seen


def test_the_engine_fits_the_core_engine_protocol() -> None:
    game = new_game(players(ANN, BOB), Settings(), seed=1, now=START, content=CONTENT)
    engine: Engine = game  # checked by mypy
    assert (engine.kind, engine.min_players, engine.max_players) == ("soobrazhariy", 2, 10)
    first_timer = Settings().bid_time if game.turn and game.turn.play == "more" else Settings().letter_pause
    assert engine.deadline() == START + first_timer
