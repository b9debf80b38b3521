"""Соображарий on the platform's seam: typed button commands that survive the journal, stale buttons
refused, every refusal a `Reason`, a state that keeps card ids and not the content's texts,
durations the platform can scale, and players the bot cannot write to privately playing on."""

from __future__ import annotations

import json
from collections.abc import Callable

import pytest
from soobrazhariy_table import (
    ANN,
    BOB,
    CITY,
    CLOTHING,
    GAL,
    START,
    VEGETABLE,
    VIC,
    Table,
    players,
    real_content,
)

from engines.core import (
    GameRules,
    PressedAt,
    Reachable,
    Refusal,
    Unreachable,
    command_from_json,
    command_to_json,
    duration_fields,
    scaled,
)
from engines.soobrazhariy import (
    Bid,
    ChallengeAnswer,
    Pass,
    Reason,
    Settings,
    Skip,
    Soobrazhariy,
    SoobrazhariyContent,
)
from engines.soobrazhariy.events import CandidateNamed, NoAnswer, SkipPressed

AT = PressedAt(date=1_767_000_004, after_message_id=120, update_id=9001)


@pytest.mark.parametrize("command", [
    Skip(player_id=ANN, at=AT, turn=3),
    Skip(player_id=ANN, turn=None),
    ChallengeAnswer(player_id=BOB, at=AT, message_id=4711),
    Bid(player_id=VIC, at=AT, turn=2, amount=5),
    Pass(player_id=GAL, at=AT, turn=2),
], ids=lambda c: c.type)
def test_button_commands_round_trip_through_the_journal(command: Skip | ChallengeAnswer | Bid | Pass) -> None:
    data = command_to_json(command)
    assert str(data["type"]).startswith("soobrazhariy-")
    assert command_from_json(json.loads(json.dumps(data))) == command


def test_skip_under_an_earlier_letter_is_refused_as_stale() -> None:
    table = Table([CLOTHING, CITY, VEGETABLE], ["Ы", "К", "С"])
    table.advance(3 + 47)  # turn 1 had no answer; turn 2's letter is open
    table.advance(3)
    with pytest.raises(Refusal) as refused:
        table.handle(Skip(player_id=ANN, turn=1))
    assert refused.value.reason == Reason.STALE_BUTTON
    table.handle(Skip(player_id=ANN, turn=2))
    assert table.last(SkipPressed).turn == 2


def test_challenge_on_an_answer_of_an_earlier_letter_is_refused() -> None:
    table = Table([CLOTHING, CITY, VEGETABLE], ["Ш", "К", "С"])
    table.advance(3)
    old = table.say(BOB, "Шарф")
    table.advance(8 + 3)  # Боб won; the next letter is open
    table.say(ANN, "Казань")
    with pytest.raises(Refusal) as refused:
        table.handle(ChallengeAnswer(player_id=VIC, message_id=old))
    assert refused.value.reason == Reason.NO_SUCH_ANSWER


def test_bid_buttons_of_an_earlier_bidding_are_refused_as_stale() -> None:
    # Turn 1 is a «Кто больше?» won and played; turn 2 is another «Кто больше?» with its own buttons.
    table = Table(["more", VEGETABLE, "more", CITY], ["С", "К"], seats=(ANN, BOB))
    table.press(ANN, "bid", 1)
    table.press(BOB, "pass")
    table.say(ANN, "салат")
    table.advance(8)
    assert table.game.turn is not None and table.game.turn.phase == "bidding" and table.game.turn.number == 2
    with pytest.raises(Refusal) as stale_bid:
        table.handle(Bid(player_id=ANN, turn=1, amount=3))
    assert stale_bid.value.reason == Reason.STALE_BID
    with pytest.raises(Refusal) as stale_pass:
        table.handle(Pass(player_id=ANN, turn=1))
    assert stale_pass.value.reason == Reason.STALE_BID
    table.handle(Bid(player_id=ANN, turn=2, amount=3))


def test_bid_buttons_after_the_bidding_say_it_is_over() -> None:
    table = Table(["more", VEGETABLE, CITY], ["С", "К"], seats=(ANN, BOB))
    table.press(ANN, "bid", 1)
    table.press(BOB, "pass")
    with pytest.raises(Refusal) as refused:
        table.handle(Bid(player_id=BOB, turn=1, amount=2))
    assert refused.value.reason == Reason.NO_BIDDING


def test_every_refusal_reason_is_a_member_of_the_games_reason_enum() -> None:
    table = Table([CLOTHING, CITY], ["Ш", "К"])
    attempts: list[Callable[[], object]] = [
        lambda: table.say(BOB, "Шуба"),  # before the letter
        lambda: table.handle(Skip(player_id=ANN, turn=1)),
        lambda: table.handle(Bid(player_id=ANN, turn=1, amount=1)),
        lambda: table.handle(Unreachable(player_id=99)),
    ]
    for attempt in attempts:
        with pytest.raises(Refusal) as refused:
            attempt()
        assert isinstance(refused.value.reason, Reason)


def test_players_the_bot_cannot_write_to_privately_play_on_in_the_group() -> None:
    # The game is played in the group: an unreachable player loses nothing and the game says nothing.
    table = Table([CLOTHING, CITY], ["Ш", "К"])
    assert table.handle(Unreachable(player_id=BOB)) == []
    table.advance(3)
    assert table.handle(Reachable(player_id=BOB)) == []
    table.say(BOB, "Шарф")
    assert table.last(CandidateNamed).player_id == BOB
    for command in (Unreachable(player_id=99), Reachable(player_id=99)):
        with pytest.raises(Refusal) as refused:
            table.handle(command)
        assert refused.value.reason == Reason.NOT_A_PLAYER


def test_unreachable_arriving_when_a_timer_is_due_acts_on_it_like_a_tick() -> None:
    table = Table([CLOTHING, CITY], ["Ы", "К"])
    table.advance(3)
    table.now += 47  # the no-answer time is over; the Tick is late
    assert isinstance(table.handle(Unreachable(player_id=ANN))[0], NoAnswer)


def test_the_state_keeps_card_ids_and_no_category_text() -> None:
    content = real_content("ru")
    game, _ = Soobrazhariy.new(players(ANN, BOB, VIC), Settings(), 7, START, content=content, locale="ru",
                               memory={})
    state = json.dumps(game.to_json(), ensure_ascii=False)
    assert not [c.text for c in content.categories if c.text in state]
    assert not [name for name in ("Кто последний?", "Кто больше?") if name in state]
    assert "cat:" in state
    restored = Soobrazhariy.from_json(json.loads(state), content=content)
    assert restored.to_json() == game.to_json()
    assert restored.category_text(restored.cards.open_stack[-1]) in [c.text for c in content.categories]


def test_an_english_game_keeps_its_language_and_letters_in_the_state() -> None:
    content = real_content("en")
    game, _ = Soobrazhariy.new(players(ANN, BOB), Settings(), 3, START, content=content, locale="en",
                               memory={})
    assert game.state.lang == "en" and game.state.letters == content.letters
    assert set(game.cards.letter_deck) <= set(content.letters)


def test_platform_clock_durations_are_scaled_and_telegram_seconds_are_not() -> None:
    assert set(duration_fields(Settings)) == {
        "letter_pause", "challenge_window", "no_answer_time", "skip_after", "more_time", "vote_time",
        "bid_time", "post_wait", "answer_grace",
    }
    fast = scaled(Settings(), 0.1)
    assert (fast.letter_pause, fast.no_answer_time, fast.more_time, fast.answer_grace) == pytest.approx(
        (0.3, 4.5, 6.0, 0.2))
    assert (fast.count_time, fast.max_bid, fast.letter_copies) == (5, 20, 2)  # not durations
    for name in duration_fields(Settings):
        assert getattr(fast, name) == pytest.approx(getattr(Settings(), name) * 0.1), name


def test_the_scaled_game_runs_on_the_scaled_clock() -> None:
    table = Table([CLOTHING, CITY], ["Ы", "К"], settings=scaled(Settings(), 0.1))
    table.advance(0.3)
    table.advance(4.5 + 0.2)
    assert table.last(NoAnswer).reason == "timeout"


def test_the_engine_class_is_the_platforms_game_rules() -> None:
    rules: GameRules[Settings, SoobrazhariyContent, Soobrazhariy] = Soobrazhariy  # checked by mypy
    assert (rules.kind, rules.min_players, rules.max_players) == ("soobrazhariy", 2, 10)
    with pytest.raises(Refusal) as refused:
        Soobrazhariy.new(players(ANN), Settings(), 1, START, content=real_content("ru"), locale="ru",
                         memory={})
    assert (refused.value.reason, refused.value.details) == (Reason.PLAYER_COUNT, {"min": 2, "max": 10})
