"""A game from the deal to the count: the rules text's worked examples with their numbers and names."""

from __future__ import annotations

import pytest
from dobble_table import ANN, BOB, LIZA, VIKA, Table, common, content, players, symbol_id

from engines.core import Refusal, Tick
from engines.dobble import (
    CARDS,
    CardTaken,
    CentreOpened,
    ClaimHeld,
    ClaimMissed,
    Countdown,
    Dobble,
    DobbleSettings,
    GameOver,
    GameStarted,
    Reason,
)


def test_three_players_leave_52_in_the_centre() -> None:
    # «Если играют трое, после раздачи личных карточек в центре останутся 52: 55 − 3 = 52.»
    table = Table.start(ANN, BOB, VIKA, open_centre=False)
    started = table.events[0]
    assert isinstance(started, GameStarted)
    assert (started.deck_size, started.dealt, started.centre_count) == (55, 3, 52)
    assert len(table.state.stack) == 52 and all(len(p.cards) == 1 for p in table.state.piles)
    assert sorted(table.cards_in_play()) == list(range(55))


def test_every_game_is_shuffled_from_its_seed() -> None:
    a = Table.start(ANN, BOB, seed=1, open_centre=False)
    b = Table.start(ANN, BOB, seed=1, open_centre=False)
    c = Table.start(ANN, BOB, seed=2, open_centre=False)
    assert a.state.stack == b.state.stack != c.state.stack


def test_the_countdown_then_the_cards_turn_over_together() -> None:
    table = Table.start(ANN, BOB, VIKA, open_centre=False)
    assert table.events[1] == Countdown(3) and table.game.deadline() == 1.0
    assert table.tick() == [Countdown(2)]
    assert table.tick() == [Countdown(1)]
    (opened,) = table.tick()
    assert isinstance(opened, CentreOpened) and opened.first and opened.number == 1
    assert table.now == 3.0 and opened.anchor == "centre-1" and opened.left == 51
    assert [top.player_id for top in opened.tops] == [ANN, BOB, VIKA]
    assert all(top.count == 1 and len(top.card.symbols) == 8 for top in opened.tops)
    emoji = [content().symbols[i].emoji for i in CARDS[opened.card.id]]
    assert [s.emoji for s in opened.card.symbols] == emoji


def test_nobody_claims_during_the_countdown() -> None:
    # «Пока личные карточки закрыты, никто не начинает поиск.»
    table = Table.start(ANN, BOB, open_centre=False)
    with pytest.raises(Refusal) as refused:
        table.say(ANN, "звезда")
    assert refused.value.reason == Reason.NOT_OPEN


def test_a_countdown_of_zero_turns_the_cards_over_at_once() -> None:
    table = Table.start(ANN, BOB, settings=DobbleSettings(countdown=0), open_centre=False)
    assert isinstance(table.events[1], CentreOpened)


def test_the_first_correct_claim_takes_the_centre_card_onto_the_pile() -> None:
    table = Table.start(ANN, BOB, VIKA)
    centre, symbol = table.centre, table.match(BOB)
    held = table.claim(BOB)
    assert held == [ClaimHeld(BOB, centre, table.game.symbol_view(symbol), None)]
    taken, opened = table.settle()[:2]
    assert isinstance(taken, CardTaken) and taken.player_id == BOB and taken.card.id == centre
    assert taken.symbol.name == table.name(symbol) and taken.count == 2 and taken.left == 51
    assert isinstance(opened, CentreOpened) and opened.number == 2 and not opened.first
    assert table.top(BOB) == centre and opened.tops[1].card.id == centre and opened.tops[1].count == 2


def test_a_symbol_shared_with_a_neighbours_card_does_not_count() -> None:
    # «Иногда игрок уверенно называет рисунок, который совпадает с карточкой соседа, но не с его
    # собственной. Центральную карточку он не забирает.»
    table = Table.start(ANN, BOB)
    neighbours = table.match(BOB)
    assert neighbours != table.match(ANN)
    (missed,) = table.claim(ANN, neighbours)
    assert isinstance(missed, ClaimMissed) and missed.player_id == ANN
    assert missed.on_centre and not missed.on_own and missed.locked
    assert table.game.deadline() is None  # nothing held: the card stays in the centre
    assert table.state.pile(ANN).cards == [table.top(ANN)]  # type: ignore[union-attr]


def test_a_symbol_on_the_own_card_but_not_in_the_centre_does_not_count() -> None:
    table = Table.start(ANN, BOB)
    own_only = next(s for s in CARDS[table.top(ANN)] if s not in CARDS[table.centre])
    (missed,) = table.claim(ANN, own_only)
    assert isinstance(missed, ClaimMissed) and missed.on_own and not missed.on_centre


def test_after_lizas_take_her_new_top_card_is_the_one_compared() -> None:
    # «Лиза нашла звезду и взяла центральную карточку. … На следующем поиске Лиза сравнивает с
    # центром новую верхнюю, а не вспоминает звезду на нижней.»
    star = symbol_id("звезда")
    with_star = [card for card in range(55) if star in CARDS[card]]
    old_top, centre = with_star[0], with_star[1]
    # The next centre card has no star, so her old card and her new one match it differently.
    next_centre = next(card for card in range(55)
                       if star not in CARDS[card] and card not in (old_top, centre)
                       and common(card, old_top) != common(card, centre))
    table = Table.start(LIZA, BOB)
    table.stage(top={LIZA: old_top}, centre=centre, next_centre=[next_centre])
    table.stage(top={BOB: next(c for c in table.state.stack if c != next_centre)})
    assert table.match(LIZA) == star
    table.say(LIZA, "Звезда!")
    taken = table.settle()[0]
    assert isinstance(taken, CardTaken) and taken.symbol.name == "звезда"
    assert table.state.pile(LIZA).cards == [old_top, centre]  # type: ignore[union-attr]
    assert table.top(LIZA) == centre and table.centre == next_centre
    remembered = common(old_top, next_centre)  # the match of the card now underneath
    (missed,) = table.claim(LIZA, remembered)
    assert isinstance(missed, ClaimMissed) and not missed.on_own
    assert table.state.centre.locks  # type: ignore[union-attr]


def test_after_lizas_take_the_new_pair_is_matched() -> None:
    table = Table.start(LIZA, BOB)
    table.take(LIZA)
    assert isinstance(table.claim(LIZA)[0], ClaimHeld)  # the match of her new top card


def play_out(table: Table, takers: list[int]) -> GameOver:
    """Give the centre cards to `takers` in turn (one name per card) and return the count."""
    for taker in takers:
        table.claim(taker)
        events = table.settle()
    over = events[-1]
    assert isinstance(over, GameOver) and table.game.is_over()
    return over


def test_anya_21_boris_18_vika_13_give_piles_of_22_19_14_and_anya_wins() -> None:
    # «За партию Аня забрала 21, Борис 18, Вика 13. … 21 + 18 + 13 = 52 … итоговые стопки
    # содержат 22, 19 и 14 карточек. Победила Аня с 22 карточками.»
    table = Table.start(ANN, BOB, VIKA)
    takers = [ANN] * 21 + [BOB] * 18 + [VIKA] * 13
    assert len(takers) == 52
    over = play_out(table, takers[::2] + takers[1::2])
    counted = [(p.player_id, p.taken, p.count) for p in over.piles]
    assert counted == [(ANN, 21, 22), (BOB, 18, 19), (VIKA, 13, 14)]
    assert over.total == 55 == over.deck_size and over.centre_left == 0
    assert over.winners == (ANN,) and over.reason == "centre-empty"
    assert table.game.scores() == {ANN: 22, BOB: 19, VIKA: 14} and table.game.winners() == [ANN]
    assert table.game.deadline() is None


def test_a_tie_at_the_top_is_a_shared_win() -> None:
    # «При равном наибольшем числе карточек можно признать общую победу»
    table = Table.start(ANN, BOB, VIKA)
    over = play_out(table, [ANN, BOB] * 18 + [VIKA] * 16)
    assert [p.count for p in over.piles] == [19, 19, 17]
    assert set(over.winners) == {ANN, BOB} and sorted(table.game.winners()) == [ANN, BOB]


def test_after_the_game_nothing_is_accepted() -> None:
    table = Table.start(ANN, BOB)
    play_out(table, [ANN] * 53)
    with pytest.raises(Refusal) as refused:
        table.handle(Tick(), at=100.0)
    assert refused.value.reason == Reason.GAME_OVER


@pytest.mark.parametrize("count", [1, 9])
def test_two_to_eight_players(count: int) -> None:
    with pytest.raises(ValueError):
        Dobble.new(players(*range(1, count + 1)), DobbleSettings(), 1, 0.0, content=content(), locale="ru",
                   memory={})
    assert Dobble.min_players == 2 and Dobble.max_players == 8


def test_eight_players_leave_47() -> None:
    table = Table.start(*range(1, 9), open_centre=False)
    assert table.events[0].centre_count == 47  # type: ignore[attr-defined]
