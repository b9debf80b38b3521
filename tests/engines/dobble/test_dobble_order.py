"""Who was first: Telegram order, the settle time, «опоздали», stale buttons, the picture's anchor."""

from __future__ import annotations

import pytest
from dobble_table import ANN, BOB, VIKA, Table

from engines.core import Posted, Refusal
from engines.dobble import CARDS, CardTaken, CentreOpened, CentreUnposted, ClaimHeld, DobbleSettings, Reason


def refused(call, *args, **kwargs) -> Refusal:  # type: ignore[no-untyped-def]
    with pytest.raises(Refusal) as caught:
        call(*args, **kwargs)
    return caught.value


def test_a_lower_message_id_delivered_later_within_the_settle_time_wins() -> None:
    # «Если двое назвали совпадения почти одновременно … выясните, кто назвал верный символ раньше.»
    table = Table.start(ANN, BOB, VIKA)
    date = int(table.now) + 1
    table.claim(BOB, date=date, message_id=211)  # delivered first
    (held,) = table.claim(ANN, date=date, message_id=210, after=0.4)  # sent first, delivered late
    assert isinstance(held, ClaimHeld) and held.overtook == BOB
    taken = table.settle()[0]
    assert isinstance(taken, CardTaken) and taken.player_id == ANN and taken.late == (BOB,)


def test_the_settle_time_runs_from_the_first_correct_claim() -> None:
    table = Table.start(ANN, BOB)
    table.claim(BOB, message_id=310)
    first = table.now
    table.claim(ANN, message_id=305, after=0.5)
    assert table.game.deadline() == pytest.approx(first + DobbleSettings().settle_time)


def test_a_later_correct_claim_is_told_it_is_late() -> None:
    table = Table.start(ANN, BOB, VIKA)
    table.claim(ANN)
    late = refused(table.claim, BOB)
    assert late.reason == Reason.LATE and late.details == {"name": "Аня"}
    late_button = refused(table.press, VIKA)
    assert late_button.reason == Reason.LATE


def test_an_earlier_claim_after_the_settle_time_no_longer_overtakes() -> None:
    table = Table.start(ANN, BOB)
    table.claim(BOB, message_id=300)
    table.now += DobbleSettings().settle_time  # the award is due; the Tick has not come yet
    assert refused(table.claim, ANN, message_id=299, after=0.0).reason == Reason.LATE
    assert table.settle()[0].player_id == BOB  # type: ignore[attr-defined]


def test_a_button_ranks_after_every_message_the_bot_had_seen_in_that_second() -> None:
    table = Table.start(ANN, BOB)
    date = int(table.now) + 1
    table.claim(BOB, date=date, message_id=400)
    # Аня's press came when the bot had seen message 399 only: it ranks before Борис's message 400.
    (held,) = table.press(ANN, date=date, after_message_id=399, after=0.3)
    assert isinstance(held, ClaimHeld) and held.overtook == BOB
    assert table.settle()[0].player_id == ANN  # type: ignore[attr-defined]


def test_a_button_after_the_message_was_seen_ranks_after_it() -> None:
    table = Table.start(ANN, BOB)
    date = int(table.now) + 1
    table.claim(BOB, date=date, message_id=400)
    assert refused(table.press, ANN, date=date, after_message_id=400).reason == Reason.LATE


def test_presses_rank_among_themselves_in_update_order() -> None:
    table = Table.start(ANN, BOB)
    table.press(BOB)
    assert refused(table.press, ANN).reason == Reason.LATE
    assert table.settle()[0].player_id == BOB  # type: ignore[attr-defined]


def test_claims_on_a_card_already_taken_are_late() -> None:
    table = Table.start(ANN, BOB, VIKA)
    old = table.centre
    table.take(ANN)
    # A button left on the taken card, and a name typed before the next card's picture.
    assert refused(table.press, BOB, card=old).reason == Reason.LATE
    c = table.state.centre
    assert c is not None and c.anchor is not None
    typed_before = refused(table.claim, BOB, date=c.anchor.date, message_id=c.anchor.message_id - 1)
    assert typed_before.reason == Reason.LATE and typed_before.details == {"name": "Аня"}


def test_a_button_of_an_older_centre_card_is_stale() -> None:
    table = Table.start(ANN, BOB)
    oldest = table.centre
    table.take(ANN)
    table.take(BOB)
    assert refused(table.press, ANN, card=oldest).reason == Reason.STALE_CARD


def test_a_button_for_a_symbol_not_on_the_centre_card_is_refused() -> None:
    table = Table.start(ANN, BOB)
    foreign = next(s for s in range(57) if s not in CARDS[table.centre])
    assert refused(table.press, ANN, foreign).reason == Reason.UNKNOWN_SYMBOL


def test_the_centre_card_opens_only_when_its_picture_is_in_the_chat() -> None:
    table = Table.start(ANN, BOB, open_centre=False)
    table.turn_over()
    assert refused(table.claim, ANN).reason == Reason.NOT_OPEN
    assert refused(table.press, ANN).reason == Reason.NOT_OPEN
    table.post()
    assert isinstance(table.claim(ANN)[0], ClaimHeld)


def test_a_claim_ranking_before_the_picture_is_refused() -> None:
    table = Table.start(ANN, BOB)
    c = table.state.centre
    assert c is not None and c.anchor is not None
    early = refused(table.claim, ANN, date=c.anchor.date, message_id=c.anchor.message_id - 1)
    assert early.reason == Reason.BEFORE_CARD
    early_press = refused(table.press, ANN, date=c.anchor.date, after_message_id=c.anchor.message_id - 1)
    assert early_press.reason == Reason.BEFORE_CARD


def test_a_picture_never_confirmed_opens_after_post_wait() -> None:
    table = Table.start(ANN, BOB, open_centre=False)
    table.turn_over()
    opened = table.last_opened()
    assert table.game.deadline() == table.now + DobbleSettings().post_wait
    assert table.tick() == [CentreUnposted(opened.number, opened.anchor)]
    assert isinstance(table.claim(ANN)[0], ClaimHeld)
    # …and the late confirmation changes nothing.
    assert refused(table.handle, Posted(opened.anchor, int(table.now), 999)).reason == Reason.UNKNOWN_ANCHOR


def test_posted_for_another_anchor_is_refused() -> None:
    table = Table.start(ANN, BOB, open_centre=False)
    assert refused(table.handle, Posted("centre-1", 0, 1)).reason == Reason.UNKNOWN_ANCHOR  # countdown
    table.turn_over()
    assert refused(table.handle, Posted("centre-2", 3, 1)).reason == Reason.UNKNOWN_ANCHOR
    table.post()
    assert refused(table.post).reason == Reason.UNKNOWN_ANCHOR  # once only


def test_each_centre_card_has_its_own_anchor() -> None:
    table = Table.start(ANN, BOB)
    table.claim(ANN)
    opened = table.tick()[1]
    assert isinstance(opened, CentreOpened) and opened.anchor == "centre-2"
    assert refused(table.claim, BOB).reason == Reason.LATE  # the new picture is not in the chat yet
