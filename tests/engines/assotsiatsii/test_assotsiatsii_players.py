"""Players leaving and the bot losing its private line to them: the game goes on while 3 remain, the
lead skips those who left, their points stay; nothing waits on an unreachable player."""

from __future__ import annotations

from assotsiatsii_helpers import PLAYERS, Table, every, only

from engines.assotsiatsii import (
    GameOver,
    GuessProgress,
    LeaderTurnStarted,
    PlayerLeft,
    PlayerReachability,
    Reason,
    RoundScored,
)
from engines.core import Leave, Reachable, Unreachable


def test_the_game_goes_on_while_three_remain_and_the_lead_skips_who_left() -> None:
    table = Table()
    order = [p.id for p in table.players]
    leader = table.leader
    nxt = order[(order.index(leader) + 1) % 4]
    table.lay("облако")
    table.say(nxt, "облако")
    events = table.do(Leave(nxt))
    assert only(events, PlayerLeft) == PlayerLeft(nxt, was_leader=False)
    assert not table.game.is_over()
    events = table.time_up()
    assert only(events, LeaderTurnStarted).leader_id == order[(order.index(nxt) + 1) % 4]
    assert table.game.scores()[nxt] == 3, "a guess written before leaving still scores; the points stay"


def test_fewer_than_three_players_end_the_game_and_the_points_stay() -> None:
    table = Table(PLAYERS[:3])
    leader = table.leader
    a, _ = table.others()
    table.play_round("облако", {a: "облако"})
    events = table.do(Leave(a))
    over = only(events, GameOver)
    assert over.reason == "too-few-players"
    assert over.totals[a] == 3
    assert set(over.winners) == {leader}, "the winner is among those still playing"


def test_a_player_who_left_is_refused() -> None:
    table = Table()
    leaver = table.others()[0]
    table.do(Leave(leaver))
    assert table.say_refused(leaver, "небо").reason == Reason.LEFT_THE_GAME
    assert table.refused(Leave(leaver)).reason == Reason.LEFT_THE_GAME


def test_commands_about_strangers_are_refused() -> None:
    table = Table()
    for command in (Leave(99), Unreachable(99), Reachable(99)):
        assert table.refused(command).reason == Reason.NOT_A_PLAYER
    assert table.say_refused(99, "небо").reason == Reason.NOT_A_PLAYER


def test_an_unreachable_guesser_guesses_nothing_until_reachable_and_is_told_about() -> None:
    table = Table()
    table.lay("облако")
    a = table.others()[0]
    events = table.do(Unreachable(a))
    assert only(events, PlayerReachability) == PlayerReachability(a, reachable=False)
    assert a not in only(events, GuessProgress).waiting
    assert table.do(Unreachable(a)) == [], "told twice: nothing new"
    events = table.do(Reachable(a))
    assert a in only(events, GuessProgress).waiting
    table.say(a, "облако")
    assert table.current.sheets[a].guesses == ["облако"]


def test_leaving_while_guessing_ends_the_round_when_the_rest_are_done() -> None:
    table = Table(PLAYERS[:5])
    table.lay("облако")
    a, b, c, d = table.others()
    for player in (a, b, c):
        table.done(player)
    events = table.do(Leave(d))
    assert every(events, PlayerLeft) and every(events, GameOver) == []
    assert table.s.phase == "leading", "the round was scored and the next leader is up"


def test_a_leader_who_leaves_after_laying_still_scores_when_the_word_is_guessed() -> None:
    table = Table(PLAYERS[:5])
    leader = table.leader
    table.lay("облако")
    a = table.others()[0]
    table.say(a, "облако")
    events = table.do(Leave(leader))
    assert only(events, PlayerLeft) == PlayerLeft(leader, was_leader=False), "the cards are laid already"
    scored = only(table.time_up(), RoundScored)
    assert (scored.points[a], scored.points[leader]) == (3, 3)
    assert table.leader != leader
