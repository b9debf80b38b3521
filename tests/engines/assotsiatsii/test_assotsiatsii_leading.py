"""The leader's turn: a random first leader, the lead in join order, cards picked in order, the time limit,
a leader the bot cannot reach, stale buttons."""

from __future__ import annotations

from assotsiatsii_helpers import PLAYERS, T0, Table, every, only

from engines.assotsiatsii import (
    ConfirmWord,
    Done,
    GameStarted,
    GuessingOpened,
    HandDealt,
    LeaderHand,
    LeaderTurnStarted,
    LeadPassed,
    Reason,
    ToggleCard,
    WordAccepted,
)
from engines.core import Leave, Reachable, Unreachable


def test_everyone_is_dealt_six_cards_seen_only_by_them() -> None:
    table = Table()
    hands = every(table.events, HandDealt)
    assert [hand.player_id for hand in hands] == [p.id for p in table.players]
    for hand in hands:
        assert len(hand.cards) == 6
        assert hand.audience == hand.player_id
    dealt = [card for hand in hands for card in hand.cards]
    assert len(set(dealt)) == len(dealt), "no card is dealt twice"


def test_the_first_leader_is_drawn_at_random_from_the_seed() -> None:
    leaders = {Table(seed=seed).leader for seed in range(30)}
    assert len(leaders) == 4, "each of the four players leads first for some seed"
    assert Table(seed=7).leader == Table(seed=7).leader
    started = only(Table(seed=7).events, GameStarted)
    assert started.first_leader_id == Table(seed=7).leader


def test_the_lead_passes_in_join_order() -> None:
    table = Table()
    order = [p.id for p in table.players]
    first = table.leader
    seen = [first]
    for _ in range(5):
        table.play_round("облако", {})
        seen.append(table.leader)
    start = order.index(first)
    assert seen == [order[(start + i) % 4] for i in range(6)]


def test_the_leaders_panel_shows_the_row_in_the_order_picked_and_the_table_sees_that_order() -> None:
    table = Table()
    leader = table.leader
    hand = table.hand(leader)
    events = table.pick(4, 1, 2, 5)
    assert every(events, LeaderHand)[-1].picked == (4, 1, 2, 5)
    events = table.pick(2)  # taken back
    assert only(events, LeaderHand).picked == (4, 1, 5)
    assert only(events, LeaderHand).audience == leader
    events = table.say(leader, "облако")
    assert only(events, GuessingOpened).laid == (hand[4], hand[1], hand[5])


def test_the_word_is_secret_until_the_reveal() -> None:
    table = Table()
    leader = table.leader
    events = table.lay("облако")
    carrying = [event for event in events if "облако" in repr(event)]
    assert carrying == [only(events, WordAccepted)]
    assert carrying[0].audience == leader
    opened = only(events, GuessingOpened)
    assert opened.audience is None and "облако" not in repr(opened)


def test_only_the_leader_picks_cards_and_only_in_their_turn() -> None:
    table = Table()
    other = table.others()[0]
    refusal = table.refused(ToggleCard(player_id=other, at=table.at(), round=table.round, card=0))
    assert refusal.reason == Reason.NOT_THE_LEADER
    leader = table.leader
    table.lay("облако")
    refusal = table.refused(ToggleCard(player_id=leader, at=table.at(), round=table.round, card=3))
    assert refusal.reason == Reason.NOT_LEADING
    refusal = table.refused(ToggleCard(player_id=99, at=table.at(), round=table.round, card=3))
    assert refusal.reason == Reason.NOT_A_PLAYER


def test_a_card_outside_the_hand_is_refused() -> None:
    table = Table()
    refusal = table.refused(ToggleCard(player_id=table.leader, at=table.at(), round=table.round, card=6))
    assert refusal.reason == Reason.NO_SUCH_CARD


def test_a_leader_who_does_not_lay_in_time_loses_the_lead() -> None:
    table = Table()
    first = table.leader
    hand = table.hand(first)
    table.pick(0, 1)
    assert table.game.deadline() == T0 + 120
    assert table.tick(T0 + 119) == [], "a Tick with nothing due does nothing"
    events = table.tick(T0 + 120)
    assert only(events, LeadPassed) == LeadPassed(1, first, "timeout")
    started = only(events, LeaderTurnStarted)
    order = [p.id for p in table.players]
    assert started.leader_id == order[(order.index(first) + 1) % 4]
    assert started.round == 2
    assert table.hand(first) == hand, "the leader who lost the lead keeps their cards"


def test_a_whole_table_of_lost_leads_ends_an_idle_game() -> None:
    table = Table()
    for lap in range(4):
        table.tick(T0 + 120 * (lap + 1))
    assert table.game.is_over()
    assert table.s.over_reason == "idle"


def test_an_unreachable_leader_passes_the_lead_at_once() -> None:
    table = Table()
    leader = table.leader
    table.pick(0, 1, 2)
    events = table.do(Unreachable(leader))
    passed = only(events, LeadPassed)
    assert (passed.player_id, passed.reason) == (leader, "unreachable")
    assert only(events, LeaderTurnStarted).leader_id != leader


def test_an_unreachable_player_is_passed_over_when_their_lead_comes() -> None:
    table = Table()
    order = [p.id for p in table.players]
    nxt = order[(order.index(table.leader) + 1) % 4]
    table.do(Unreachable(nxt))
    table.play_round("облако", {})
    passed = every(table.events, LeadPassed)
    assert [(e.player_id, e.reason) for e in passed] == [(nxt, "unreachable")]
    assert table.leader == order[(order.index(nxt) + 1) % 4]
    table.do(Reachable(nxt))
    assert not table.seat(nxt).unreachable


def test_nobody_reachable_to_lead_ends_the_game() -> None:
    table = Table(PLAYERS[:3])
    for player in table.players:
        table.do(Unreachable(player.id))
    assert table.game.is_over()
    assert table.s.over_reason == "no-reachable-leader"


def test_a_leader_who_leaves_mid_turn_passes_the_lead() -> None:
    table = Table()
    leader = table.leader
    table.pick(0, 1, 2)
    events = table.do(Leave(leader))
    assert only(events, LeadPassed).reason == "left"
    assert table.leader != leader
    assert not table.game.is_over()


def test_a_button_from_an_earlier_round_is_refused_as_stale() -> None:
    table = Table()
    old_round = table.round
    table.play_round("облако", {})
    refusal = table.refused(ToggleCard(player_id=table.leader, at=table.at(), round=old_round, card=0))
    assert refusal.reason == Reason.STALE_BUTTON
    refusal = table.refused(ConfirmWord(player_id=table.leader, at=table.at(), round=old_round))
    assert refusal.reason == Reason.STALE_BUTTON
    guesser = table.others()[0]
    refusal = table.refused(Done(player_id=guesser, at=table.at(), round=old_round))
    assert refusal.reason == Reason.STALE_BUTTON
