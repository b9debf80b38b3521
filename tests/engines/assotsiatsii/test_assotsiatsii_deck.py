"""The deck (shared/seeds/003 «Конец раунда»): the leader draws back up to 6 cards, the word is kept for
the final round, and when the deck runs out the discards are shuffled back in."""

from __future__ import annotations

from assotsiatsii_helpers import PLAYERS, Table, every, only, safe_deck

from engines.assotsiatsii import AssotsiatsiiContent, DeckReshuffled, HandDealt, RoundScored


def test_the_leader_draws_back_up_to_six_and_the_word_is_kept() -> None:
    table = Table()
    leader = table.leader
    hand = table.hand(leader)
    table.lay("облако", cards=(0, 1, 2, 3))
    events = table.time_up()
    dealt = only(events, HandDealt)
    assert dealt.player_id == leader and dealt.audience == leader
    assert len(dealt.cards) == 6
    assert dealt.cards[:2] == tuple(hand[4:]), "the cards not laid stay in the hand"
    assert table.s.leader_words == ["облако"]
    assert len(table.s.discards) == 4


def test_when_the_deck_runs_out_the_discards_are_reshuffled() -> None:
    deck = AssotsiatsiiContent(safe_deck().cards[:20])  # 3 hands of 6, two cards left
    table = Table(PLAYERS[:3], content=deck)
    table.lay("облако")
    events = table.time_up()
    assert only(events, DeckReshuffled).cards == 3
    assert events.index(only(events, DeckReshuffled)) < events.index(only(events, HandDealt))
    assert len(only(events, HandDealt).cards) == 6
    in_hands = [card for seat in table.s.seats for card in seat.hand]
    assert sorted(in_hands + table.s.deck + table.s.discards) == list(range(20)), "no card lost or doubled"


def test_cards_never_repeat_across_hands_over_many_rounds() -> None:
    deck = AssotsiatsiiContent(safe_deck().cards[:21])
    table = Table(PLAYERS[:3], content=deck)
    for _ in range(8):
        table.play_round("облако", {})
        in_hands = [card for seat in table.s.seats for card in seat.hand]
        assert len(set(in_hands)) == 18
        assert sorted(in_hands + table.s.deck + table.s.discards) == list(range(21))
    assert len(every(table.events, DeckReshuffled)) >= 2
    assert len(every(table.events, RoundScored)) == 8
