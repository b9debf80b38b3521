"""The decks, the end of the game and the final count."""

from __future__ import annotations

from collections import Counter

import pytest
from soobrazhariy_table import (
    ANIMAL,
    ANN,
    BOB,
    CITY,
    CLOTHING,
    KNOWN_WORDS,
    VEGETABLE,
    VIC,
    Table,
    new_game,
    players,
    press_command,
    real_content,
)

from engines.core import Posted, Refusal, Say, Tick
from engines.soobrazhariy import (
    RUSSIAN_LETTERS,
    Reason,
    Settings,
    Soobrazhariy,
    SoobrazhariyContent,
    card_points,
    player_score,
)
from engines.soobrazhariy.events import GameOver, LetterOpened, PlayAnnounced, TurnWon
from engines.soobrazhariy.scoring import winners

CATEGORY_TEXTS = SoobrazhariyContent.of_texts([f"Категория {i}" for i in range(52)])


def test_box_has_60_category_cards_and_52_letter_cards() -> None:
    game = new_game(players(ANN, BOB), Settings(), seed=1, now=0.0, content=CATEGORY_TEXTS)
    cards = Counter(game.cards.category_deck + game.cards.open_stack)
    assert sum(cards.values()) == 60
    assert {kind: cards[kind] for kind in ("last", "longer", "shorter", "more")} == dict.fromkeys(
        ("last", "longer", "shorter", "more"), 2
    )
    assert sum(1 for card in cards.elements() if card.startswith("cat:")) == 52
    assert len(RUSSIAN_LETTERS) == 26
    assert Counter(game.cards.letter_deck) == Counter(dict.fromkeys(RUSSIAN_LETTERS, 2))


def test_same_seed_deals_the_same_game_and_another_seed_another() -> None:
    def deal(seed: int) -> tuple[list[str], list[str], int]:
        game = new_game(players(ANN, BOB, VIC), Settings(), seed=seed, now=0.0, content=CATEGORY_TEXTS)
        return game.cards.category_deck, game.cards.letter_deck, game.opener

    assert deal(7) == deal(7)
    assert deal(7) != deal(8)


def test_short_game_plays_fewer_letter_cards() -> None:
    settings = Settings(short_game=True, short_game_letters=20)
    game, events = Soobrazhariy.new(players(ANN, BOB), settings, seed=3, now=0.0, content=CATEGORY_TEXTS,
                                    locale="ru", memory={})
    assert len(game.cards.letter_deck) == 20 and len(game.cards.box_letters) == 32
    assert events[0].letters == 20  # type: ignore[attr-defined]


def test_player_count_is_2_to_10() -> None:
    with pytest.raises(Refusal):
        new_game(players(ANN), Settings(), seed=1, now=0.0, content=CATEGORY_TEXTS)


def test_card_prices() -> None:
    assert [card_points(c) for c in ("cat:3", "last", "longer", "shorter", "more")] == [1, 1, 1, 1, 2]


def test_example_final_score_7_plus_1_plus_2x2_minus_2_is_10() -> None:
    # Seven categories, one «Кто последний?», two «Кто больше?», one penalty letter.
    won = [f"cat:{i}" for i in range(7)] + ["last", "more", "more"]
    assert player_score(won, ["Ж"]) == 7 + 1 + 2 * 2 - 2 == 10


def test_tie_is_a_shared_win() -> None:
    assert winners({ANN: 3, BOB: 3, VIC: 1}) == (ANN, BOB)
    assert winners({ANN: 3, BOB: 4}) == (BOB,)


def test_last_letter_is_announced_and_the_game_ends_after_it() -> None:
    table = Table([CLOTHING, CITY, ANIMAL, VEGETABLE], ["Ш", "К"], seats=(ANN, BOB))
    assert table.last(PlayAnnounced).last_turn is False
    table.advance(3)
    table.say(BOB, "Шарф")
    table.advance(8)
    assert table.last(PlayAnnounced).last_turn is True  # announced before the last letter
    table.advance(3)
    assert table.last(LetterOpened).last_turn is True
    table.say(ANN, "Казань")
    table.advance(8)
    assert table.last(TurnWon).winner == ANN
    over = table.last(GameOver)
    assert over.reason == "letters-played"
    assert over.winners == (ANN, BOB)  # 1 : 1 is a shared win
    assert [(t.player_id, t.won, t.score) for t in over.tallies] == [(ANN, (CITY,), 1), (BOB, (CLOTHING,), 1)]
    assert table.game.is_over() and table.game.deadline() is None
    with pytest.raises(Refusal) as refused:
        table.game.handle(Tick(), table.now)
    assert refused.value.reason == Reason.GAME_OVER


def test_last_turn_without_answer_ends_the_game_with_the_stack_unclaimed() -> None:
    table = Table([CLOTHING, CITY], ["Ы"], seats=(ANN, BOB))
    assert table.last(PlayAnnounced).last_turn is True
    table.advance(3 + 47)
    assert table.last(GameOver).winners == (ANN, BOB)
    assert table.game.cards.open_stack == [CLOTHING]


def test_a_whole_game_with_the_real_deck_plays_all_52_letters() -> None:
    seats, content = players(ANN, BOB, VIC), real_content("ru")
    game, events = Soobrazhariy.new(seats, Settings(), 11, 0.0, content=content, locale="ru", memory={})
    now, message_id = 0.0, 0
    answered: set[int] = set()
    while not game.is_over():
        turn = game.turn
        assert turn is not None
        if turn.phase == "bidding" and turn.bidding is not None and turn.bidding.current is not None:
            action = "bid" if turn.bidding.high == 0 else "pass"
            events += game.handle(press_command(game, turn.bidding.current, action, 1), now)
            continue
        if turn.phase == "answering" and turn.anchor is None and turn.anchor_name is not None:
            message_id += 1
            events += game.handle(Posted(turn.anchor_name, int(now), message_id), now)
        if turn.phase == "answering" and turn.number not in answered:
            answered.add(turn.number)
            message_id += 1
            speaker = turn.bidder if turn.bidder is not None else (ANN, BOB, VIC)[turn.number % 3]
            answer = KNOWN_WORDS[turn.letter]
            events += game.handle(Say(speaker, answer, int(now) + 1, message_id), now + 1)
        due = game.deadline()
        assert due is not None
        now = due
        events += game.handle(Tick(), now)
    over = events[-1]
    assert isinstance(over, GameOver) and over.reason == "letters-played"
    assert len(game.cards.letter_discard) + sum(len(p) for p in game.cards.penalties.values()) == 52
    won = [card for cards in game.cards.won.values() for card in cards]
    assert sum(game.scores().values()) == sum(card_points(c) for c in won)
    assert len(won) + len(game.cards.open_stack) + len(game.cards.category_deck) == 60
    assert sum(isinstance(e, TurnWon) for e in events) == 52  # every letter found its answer
