"""Wrong claims lock a player until the centre card changes; non-players, leaving, the private chat."""

from __future__ import annotations

import pytest
from dobble_table import ANN, BOB, MAX, VIKA, Table

from engines.core import Leave, Reachable, Refusal, Say, Tick, Unreachable
from engines.dobble import (
    CardTaken,
    ClaimHeld,
    ClaimMissed,
    DobbleSettings,
    GameOver,
    LocksCleared,
    PlayerLeft,
    Reason,
)


def refused(call, *args, **kwargs) -> Refusal:  # type: ignore[no-untyped-def]
    with pytest.raises(Refusal) as caught:
        call(*args, **kwargs)
    return caught.value


def test_a_wrong_claim_locks_the_player_until_the_centre_card_changes() -> None:
    table = Table.start(ANN, BOB, VIKA)
    (missed,) = table.claim(ANN, table.miss(ANN))
    assert isinstance(missed, ClaimMissed) and missed.locked
    assert refused(table.claim, ANN).reason == Reason.LOCKED
    assert refused(table.press, ANN).reason == Reason.LOCKED
    table.take(BOB)
    assert isinstance(table.claim(ANN)[0], ClaimHeld)  # a new centre card: Аня searches again


def test_without_the_lock_a_wrong_claim_costs_nothing() -> None:
    table = Table.start(ANN, BOB, settings=DobbleSettings(lock_after_wrong=False))
    (missed,) = table.claim(ANN, table.miss(ANN))
    assert isinstance(missed, ClaimMissed) and not missed.locked
    assert isinstance(table.claim(ANN)[0], ClaimHeld)


def test_a_correct_claim_sent_before_the_wrong_one_still_counts() -> None:
    table = Table.start(ANN, BOB)
    table.claim(ANN, table.miss(ANN), message_id=501)
    (held,) = table.claim(ANN, message_id=500)  # typed first, delivered after the miss
    assert isinstance(held, ClaimHeld)


def test_a_miss_sent_before_a_held_claim_takes_that_claim_back() -> None:
    table = Table.start(ANN, BOB)
    table.claim(ANN, message_id=601)
    table.claim(ANN, table.miss(ANN), message_id=600)  # the miss came first: the lock was on
    assert table.game.deadline() is None and not table.state.centre.held  # type: ignore[union-attr]
    assert isinstance(table.claim(BOB, message_id=602)[0], ClaimHeld)


def test_the_holder_is_not_told_he_is_late_for_his_own_card() -> None:
    table = Table.start(ANN, BOB)
    table.claim(ANN)
    assert refused(table.claim, ANN).reason == Reason.ALREADY_CLAIMED


def test_when_everyone_missed_everyone_searches_the_card_again() -> None:
    table = Table.start(ANN, BOB)
    table.claim(ANN, table.miss(ANN))
    missed, cleared = table.claim(BOB, table.miss(BOB))
    assert isinstance(missed, ClaimMissed) and cleared == LocksCleared(table.centre)
    assert isinstance(table.claim(ANN)[0], ClaimHeld)


def test_a_claim_by_someone_not_playing_is_refused() -> None:
    table = Table.start(ANN, BOB)
    assert refused(table.say, MAX, "звезда").reason == Reason.NOT_A_PLAYER
    assert refused(table.press, MAX, 0).reason == Reason.NOT_A_PLAYER
    for command in (Leave(MAX), Unreachable(MAX), Reachable(MAX)):
        assert refused(table.handle, command).reason == Reason.NOT_A_PLAYER


def test_chatter_and_private_messages_are_refused_quietly() -> None:
    table = Table.start(ANN, BOB)
    assert refused(table.say, ANN, "ну и карточка у меня").reason == Reason.CHATTER
    private = Say(ANN, table.name(table.match(ANN)), int(table.now), 1, private=True)
    assert refused(table.handle, private).reason == Reason.PRIVATE


def test_the_private_chat_does_not_matter_to_dobble() -> None:
    table = Table.start(ANN, BOB)
    before = table.game.to_json()
    assert table.handle(Unreachable(ANN)) == [] and table.handle(Reachable(ANN)) == []
    assert table.game.to_json() == before


def test_a_tick_with_nothing_due_does_nothing() -> None:
    table = Table.start(ANN, BOB)
    before = table.game.to_json()
    assert table.handle(Tick(), at=table.now + 0.5) == []
    assert table.game.to_json() == before


def test_a_player_who_leaves_keeps_their_pile_in_the_count() -> None:
    table = Table.start(ANN, BOB, VIKA)
    table.take(VIKA)
    table.take(VIKA)
    assert table.handle(Leave(VIKA)) == [PlayerLeft(VIKA, 3)]
    assert refused(table.claim, VIKA).reason == Reason.LEFT
    assert refused(table.handle, Leave(VIKA)).reason == Reason.LEFT
    table.take(ANN)
    assert [top.player_id for top in table.last_opened().tops] == [ANN, BOB]
    left, over = table.handle(Leave(BOB))
    assert left == PlayerLeft(BOB, 1) and isinstance(over, GameOver) and over.reason == "players-left"
    assert {(p.player_id, p.count, p.present) for p in over.piles} == {(ANN, 2, True), (VIKA, 3, False),
                                                                      (BOB, 1, False)}
    assert over.total + over.centre_left == 55 and over.winners == (VIKA,)
    assert table.game.scores() == {ANN: 2, BOB: 1, VIKA: 3} and table.game.is_over()


def test_a_held_claim_of_a_player_who_leaves_is_dropped() -> None:
    table = Table.start(ANN, BOB, VIKA)
    table.claim(BOB, message_id=700)
    table.handle(Leave(BOB))
    assert table.game.deadline() is None
    table.claim(ANN)
    taken = table.settle()[0]
    assert isinstance(taken, CardTaken) and taken.player_id == ANN
