"""«Конец игры»: 10 penalty letters or the last black letter drawn; the fewest penalties win."""

from __future__ import annotations

import pytest
from netslov_table import ANN, BOB, CAT, Table

from engines.core import Refusal, Tick
from engines.netslov import (
    ChoiceOffered,
    ClaimDropped,
    GameOver,
    Reason,
    TableShown,
    VoteClosed,
    judge_word,
)


def _give_penalties(table: Table, player: int, letters: str) -> None:
    """Move black cards from the deck into a personal discard (as earlier accepted words would have)."""
    s = table.game.state
    for letter in letters:
        card = next(c for c in s.deck if table.game.board.letter(c) == letter)
        s.deck.remove(card)
        s.penalties[player].append(card)


def test_ten_penalty_letters_end_the_game() -> None:
    table = Table()
    table.rig("АЕКОИ", hands={BOB: "ТЛМ"}, mover=BOB)
    _give_penalties(table, BOB, "БВГЖЗНПРС")  # 9
    _give_penalties(table, ANN, "ФХ")
    table.lay_letter("Т")
    events = table.claim(CAT, "кот")  # К Т: 11
    over = table.last(GameOver)
    assert over.cause == "penalties"
    assert over.penalties == {ANN: 2, BOB: 11, CAT: 0}
    assert over.winners == (CAT,)
    assert not any(isinstance(e, ChoiceOffered) for e in events)
    assert table.game.is_over() and table.game.deadline() is None
    assert table.last(TableShown).phase == "over"


def test_nine_penalty_letters_do_not_end_the_game() -> None:
    table = Table()
    table.rig("АЕКОИ", hands={BOB: "ТЛМ"}, mover=BOB)
    _give_penalties(table, BOB, "БВГЖЗНП")  # 7
    table.lay_letter("Т")
    table.claim(CAT, "кот")  # 9
    assert not table.game.is_over()


def test_the_penalty_limit_is_a_setting() -> None:
    table = Table(penalty_limit=2)
    table.rig("АЕКОИ", hands={BOB: "ТЛМ"}, mover=BOB)
    table.lay_letter("Т")
    table.claim(CAT, "кот")
    assert table.last(GameOver).cause == "penalties"


def test_drawing_the_last_black_letter_ends_the_game_once_the_turn_is_done() -> None:
    table = Table()
    table.rig("АЕ", hands={ANN: "КТМ"}, mover=ANN)
    s = table.game.state
    s.discard.extend(s.deck[1:])  # the deck is down to its last card
    del s.deck[1:]
    table.lay(ANN, slot=0)
    over = table.last(GameOver)
    assert over.cause == "deck"
    assert table.conversation() == "АЕК"  # the card was laid
    assert len(table.game.hand(ANN)) == 3 and s.deck == []  # and the last card drawn
    assert set(over.winners) == {ANN, BOB, CAT}  # nobody has a penalty: they share the win


def test_a_red_card_does_not_draw_so_the_game_goes_on_with_one_card_in_the_deck() -> None:
    table = Table()
    table.rig("АЕ", hands={ANN: "КТМ"}, mover=ANN)
    s = table.game.state
    s.discard.extend(s.deck[1:])
    del s.deck[1:]
    table.lay_letter("О")
    assert not table.game.is_over()


def test_fewest_penalties_win() -> None:
    table = Table(penalty_limit=2)
    table.rig("АЕКОИ", hands={BOB: "ТЛМ"}, mover=BOB)
    _give_penalties(table, ANN, "Б")
    table.lay_letter("Т")
    table.claim(CAT, "кот")
    assert table.game.winners() == [CAT]


def test_a_tie_at_the_fewest_shares_the_win() -> None:
    table = Table(penalty_limit=2)
    table.rig("АЕКОИ", hands={BOB: "ТЛМ"}, mover=BOB)
    _give_penalties(table, ANN, "Б")
    _give_penalties(table, CAT, "В")
    table.lay_letter("Т")
    table.claim(CAT, "кот")
    assert table.game.winners() == [ANN, CAT]
    assert table.last(GameOver).winners == (ANN, CAT)


def test_scores_are_penalty_points_and_a_series_sums_them_lowest_first() -> None:
    # «В серии партий побеждает игрок с наименьшим количеством штрафных очков.»
    totals = {ANN: 0, BOB: 0, CAT: 0}
    for catcher, caught, word, hand in ((CAT, BOB, "кот", "ТЛМ"), (BOB, ANN, "кит", "ТРС")):
        table = Table(penalty_limit=2)
        table.rig("АЕКОИ", hands={caught: hand}, mover=caught)
        table.lay_letter("Т")
        table.claim(catcher, word)
        assert table.game.scores() == {p: len(table.game.state.penalties[p]) for p in totals}
        for player, points in table.game.scores().items():
            totals[player] += points
    assert totals == {ANN: 2, BOB: 2, CAT: 0}
    assert min(totals, key=lambda p: totals[p]) == CAT


def test_the_final_event_offers_common_words_nobody_called() -> None:
    table = Table()
    table.rig("ОЕАИЛТМ", hands={ANN: "СНР"}, latest=CAT, mover=ANN)
    table.claim(BOB, "стол")  # no С yet: rejected, but called
    s = table.game.state
    s.discard.extend(s.deck[1:])
    del s.deck[1:]
    table.lay_letter("С")  # the last card is drawn: the game ends
    over = table.last(GameOver)
    assert over.cause == "deck"
    assert over.missed_words == ("место", "тело", "самолёт", "сила", "тема")
    assert "стол" not in over.missed_words  # Боб called it
    assert all(judge_word(word, list(table.conversation())).is_valid for word in over.missed_words)


def test_claims_waiting_when_the_game_ends_are_dropped() -> None:
    table = Table(penalty_limit=2, claim_window=2.0)
    table.rig("ОЕАИКТДМ", hands={BOB: "ЛНР"}, mover=BOB)
    table.lay_letter("Л")
    table.claim(CAT, "кот")
    table.claim(ANN, "дама")
    table.advance(2.0)
    dropped = table.last(ClaimDropped)
    assert (dropped.claimant, dropped.word, dropped.cause) == (ANN, "дама", "game-over")
    assert table.game.state.pending == []


def test_a_claim_waiting_for_a_vote_may_end_the_game_after_it() -> None:
    table = Table(penalty_limit=2, claim_window=2.0)
    table.rig("ОЕИКВДТ", hands={BOB: "ЛНР"}, mover=BOB)
    table.lay_letter("Л")
    table.claim(CAT, "ковид")  # earlier: goes to the vote
    table.claim(ANN, "кот")  # waits for the vote
    table.advance(2.0)
    for voter in (ANN, BOB, CAT):
        table.vote(voter, 1)  # ковид rejected, then кот ends the game
    assert table.last(GameOver).cause == "penalties"
    assert table.game.state.poll is None
    assert table.all(VoteClosed)[-1].cancelled is False


def test_after_the_end_commands_are_refused_and_ticks_do_nothing() -> None:
    table = Table(penalty_limit=2)
    table.rig("АЕКОИ", hands={BOB: "ТЛМ"}, mover=BOB)
    table.lay_letter("Т")
    table.claim(CAT, "кот")
    with pytest.raises(Refusal) as refused:
        table.claim(ANN, "кит")
    assert refused.value.reason == Reason.GAME_OVER
    assert table.game.handle(Tick(), 1000.0) == []
