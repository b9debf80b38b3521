"""«Не говори …!» (rules page 2): the word's black letters to the latest mover, its reds back on show."""

from __future__ import annotations

import pytest
from netslov_table import ANN, BOB, CAT, Table

from engines.core import Refusal, Say
from engines.netslov import (
    ChoiceOffered,
    ClaimHeard,
    ClaimRejected,
    ConversationReset,
    MissingLetter,
    Reason,
    TableShown,
    WordCharged,
)


def test_rules_example_ne_govori_dom() -> None:
    # «Пример: если составляется слово «дом», игрок скажет завершившему ход сопернику: «Не говори ДОМ!»»
    table = Table()
    table.rig("АЕДО", hands={ANN: "МКТ"}, mover=ANN)
    table.lay_letter("М")
    table.say(BOB, "Не говори ДОМ!")
    charged = table.last(WordCharged)
    assert (charged.claimant, charged.against, charged.word) == (BOB, ANN, "дом")
    assert [c.letter for c in charged.black] == ["Д", "М"]
    assert [c.letter for c in charged.red] == ["О"]
    assert table.penalty_letters(ANN) == "ДМ"
    assert charged.penalties == 2
    assert table.conversation() == "АЕ"  # two reds are left: the conversation goes on
    assert table.showcase() == "АЕИИОО"


def test_black_letters_go_to_the_latest_mover_and_red_ones_back_to_the_showcase() -> None:
    table = Table()
    table.rig("АЕКОИ", hands={BOB: "ТЛМ"}, mover=BOB)
    table.lay_letter("Т")
    table.claim(CAT, "кот")
    assert table.penalty_letters(BOB) == "КТ"
    assert table.conversation() == "АЕИ"
    assert "О" in table.showcase()
    assert table.game.scores() == {ANN: 0, BOB: 2, CAT: 0}


def test_fewer_than_two_reds_left_starts_a_new_conversation_with_two_random_reds() -> None:
    table = Table()
    table.rig("АЛКО", hands={ANN: "ТМР"}, mover=ANN)
    table.lay_letter("Т")
    table.claim(BOB, "кот")  # leaves А and Л: one red
    reset = table.last(ConversationReset)
    assert [c.letter for c in reset.discarded] == ["Л"]
    assert [table.game.board.letter(c) for c in table.game.state.discard] == ["Л"]
    assert len(table.game.state.conversation) == 2
    assert all(table.game.board.cards[c].red for c in table.game.state.conversation)
    assert len(table.game.state.showcase) == 6
    assert [c.id for c in reset.conversation] == table.game.state.conversation
    assert table.game.state.latest_mover is None  # nobody has laid a card of the new conversation


def test_the_new_conversation_is_drawn_at_random_from_all_the_reds() -> None:
    openings = set()
    for seed in range(10):
        table = Table(seed=seed)
        table.rig("АЛКО", hands={ANN: "ТМР"}, mover=ANN)
        table.lay_letter("Т")
        table.claim(BOB, "кот")
        openings.add(table.conversation())
    assert len(openings) > 2


def test_a_word_noticed_late_is_charged_to_the_latest_mover() -> None:
    # «…слово обнаруживают только после хода другого игрока. В этом случае буквы слова забирает тот
    # игрок, кто ходил (выложил букву) последним.»
    table = Table()
    table.rig("АЕДО", hands={ANN: "МКТ", BOB: "ЛРС"}, mover=ANN)
    table.lay_letter("М")  # ДОМ is on the table and nobody says it
    table.lay_letter("Л")  # Боб lays his card
    table.claim(CAT, "дом")
    charged = table.last(WordCharged)
    assert charged.against == BOB
    assert table.penalty_letters(BOB) == "ДМ" and table.penalty_letters(ANN) == ""


def test_a_late_word_can_be_saved_for_a_player_closer_to_winning() -> None:
    # «…вы имеете право промолчать и назвать это слово после хода другого игрока.»
    table = Table()
    table.rig("АЕДО", hands={ANN: "МКТ", BOB: "ЛРС"}, mover=ANN)
    table.lay_letter("М")
    table.lay_letter("Л")
    table.claim(ANN, "дом")  # Аня laid the М herself, but Боб moved last: she may call it now
    assert table.last(WordCharged).against == BOB


def test_the_latest_mover_cannot_claim_against_themselves() -> None:
    table = Table()
    table.rig("АЕДО", hands={ANN: "МКТ"}, mover=ANN)
    table.lay_letter("М")
    with pytest.raises(Refusal) as refused:
        table.claim(ANN, "дом")
    assert refused.value.reason == Reason.AGAINST_YOURSELF


def test_a_claim_before_anyone_laid_a_card_has_nobody_to_charge() -> None:
    table = Table()
    with pytest.raises(Refusal) as refused:
        table.claim(BOB, "дом")
    assert refused.value.reason == Reason.NO_ONE_TO_CHARGE


def test_a_non_player_cannot_claim() -> None:
    table = Table()
    table.rig("АЕДО", hands={ANN: "МКТ"}, mover=ANN)
    table.lay_letter("М")
    with pytest.raises(Refusal) as refused:
        table.claim(99, "дом")
    assert refused.value.reason == Reason.NOT_A_PLAYER


@pytest.mark.parametrize("text", ["дом", "ну что, играем?", "ДОМ!!!", "Не говорите так"])
def test_chatter_is_refused_silently(text: str) -> None:
    table = Table()
    table.rig("АЕДО", hands={ANN: "МКТ"}, mover=ANN)
    table.lay_letter("М")
    with pytest.raises(Refusal) as refused:
        table.say(BOB, text)
    assert refused.value.reason == Reason.NOT_A_CLAIM


def test_a_claim_with_no_word_is_refused_with_its_own_reason() -> None:
    table = Table()
    table.rig("АЕДО", hands={ANN: "МКТ"}, mover=ANN)
    table.lay_letter("М")
    with pytest.raises(Refusal) as refused:
        table.say(BOB, "/word")
    assert refused.value.reason == Reason.NO_WORD


def test_a_claim_in_a_private_chat_is_not_a_claim() -> None:
    table = Table()
    table.rig("АЕДО", hands={ANN: "МКТ"}, mover=ANN)
    table.lay_letter("М")
    with pytest.raises(Refusal) as refused:
        table.game.handle(Say(BOB, "Не говори ДОМ!", date=0, message_id=5, private=True), table.now)
    assert refused.value.reason == Reason.NOT_A_CLAIM


def test_the_word_command_claims_too() -> None:
    table = Table()
    table.rig("АЕДО", hands={ANN: "МКТ"}, mover=ANN)
    table.lay_letter("М")
    table.say(BOB, "/word дом")
    assert table.last(WordCharged).word == "дом"


@pytest.mark.parametrize(
    ("word", "verdict", "missing", "lemma"),
    [
        ("мода", "not-formable", (MissingLetter("А", 1, 0),), None),
        ("дым", "not-formable", (MissingLetter("Ы", 1, 0),), None),
        ("дома", "not-formable", (MissingLetter("А", 1, 0),), None),
        ("до", "too-short", (), None),
        ("мим", "not-formable", (MissingLetter("М", 2, 1),), None),  # one М card cannot be used twice
        ("кто", "not-formable", (MissingLetter("К", 1, 0), MissingLetter("Т", 1, 0)), None),
    ],
)
def test_a_rejected_claim_says_why_and_moves_no_card(
    word: str, verdict: str, missing: tuple[MissingLetter, ...], lemma: str | None
) -> None:
    table = Table()
    table.rig("ЕДОИ", hands={ANN: "МКТ"}, mover=ANN)
    table.lay_letter("М")
    before = table.game.to_json()
    table.claim(BOB, word)
    rejected = table.last(ClaimRejected)
    assert (rejected.word, rejected.verdict, rejected.lemma) == (word, verdict, lemma)
    assert rejected.missing == missing
    assert (rejected.claimant, rejected.against, rejected.min_length) == (BOB, ANN, 3)
    state = table.game.to_json()
    for field in ("conversation", "showcase", "penalties", "deck", "hands", "discard"):
        assert state[field] == before[field]


@pytest.mark.parametrize(
    ("conversation", "word", "verdict", "lemma"),
    [
        ("АКОШИК", "кошки", "plural", "кошка"),
        ("АКОШУК", "кошку", "wrong-case", "кошка"),
        ("ЕКРАСНЫЙ", "красный", "not-a-noun", "красный"),
        ("АПРИЖ", "париж", "proper", "париж"),
        ("ЮЗЕРА", "юзер", "slang", "юзер"),
    ],
)
def test_dictionary_refusals_name_the_reason(conversation: str, word: str, verdict: str, lemma: str) -> None:
    table = Table()
    table.rig(conversation, latest=ANN, mover=BOB)
    table.claim(CAT, word)
    rejected = table.last(ClaimRejected)
    assert (rejected.verdict, rejected.lemma) == (verdict, lemma)
    assert table.game.scores()[ANN] == 0


def test_players_may_agree_to_allow_proper_names() -> None:
    table = Table(allow_proper_names=True)
    table.rig("АПРИЖ", latest=ANN, mover=BOB)
    table.claim(CAT, "Париж")
    assert table.penalty_letters(ANN) == "ПРЖ"


# ---- two claims at once -------------------------------------------------------------------------


def test_two_claims_at_once_are_judged_in_telegram_order_the_second_on_what_remains() -> None:
    table = Table(claim_window=2.0)
    table.rig("ЕДОАИ", hands={ANN: "МКТ"}, mover=ANN)
    table.lay_letter("М")
    # Катя's «мода» arrives first but Боб's «дом» was sent earlier (a smaller message id).
    table.say(CAT, "Не говори МОДА!", message_id=61)
    heard = table.say(BOB, "Не говори ДОМ!", message_id=60)
    assert [type(e) for e in heard] == [ClaimHeard, TableShown]
    assert table.game.deadline() == 2.0
    assert table.last(TableShown).phase == "judging"
    table.advance(2.0)
    charged = table.last(WordCharged)
    assert (charged.claimant, charged.word) == (BOB, "дом")
    rejected = table.last(ClaimRejected)
    assert (rejected.claimant, rejected.word, rejected.verdict) == (CAT, "мода", "not-formable")
    # what «дом» left: Е А И; the missing letters come in the word's order
    assert rejected.missing == (MissingLetter("М", 1, 0), MissingLetter("О", 1, 0), MissingLetter("Д", 1, 0))
    assert table.penalty_letters(ANN) == "ДМ"  # charged once


def test_the_same_word_called_twice_at_once_is_taken_once() -> None:
    table = Table(claim_window=2.0)
    table.rig("ЕДОИ", hands={ANN: "МКТ"}, mover=ANN)
    table.lay_letter("М")
    table.claim(BOB, "дом")
    table.claim(CAT, "дом")
    table.advance(2.0)
    assert table.last(WordCharged).claimant == BOB
    assert table.last(ClaimRejected).verdict == "already-taken"
    assert table.penalty_letters(ANN) == "ДМ"


def test_two_words_from_different_letters_are_both_charged() -> None:
    table = Table(claim_window=2.0)
    table.rig("ЕДОИКАЛ", hands={ANN: "ТМР"}, mover=ANN)
    table.lay_letter("Т")
    table.claim(BOB, "кит")
    table.claim(CAT, "дол")
    table.advance(2.0)
    assert [e.word for e in table.all(WordCharged)] == ["кит", "дол"]
    assert sorted(table.penalty_letters(ANN)) == sorted("КТДЛ")
    assert len(table.all(ChoiceOffered)) == 2  # the last choice stands; the first one's buttons are stale
    assert table.game.state.choice is not None and table.game.state.choice.number == 2


def test_cards_wait_while_a_claim_is_judged() -> None:
    table = Table(claim_window=2.0)
    table.rig("ЕДОИ", hands={ANN: "МКТ"}, mover=ANN)
    table.lay_letter("М")
    table.claim(CAT, "мир")
    with pytest.raises(Refusal) as refused:
        table.lay(BOB)
    assert refused.value.reason == Reason.CLAIM_BEING_JUDGED
    table.advance(2.0)
    assert table.last(ClaimRejected).verdict == "not-formable"
    table.lay(BOB)  # the table is free again


def test_the_same_player_repeating_a_claim_is_refused() -> None:
    table = Table(claim_window=2.0)
    table.rig("ЕДОИ", hands={ANN: "МКТ"}, mover=ANN)
    table.lay_letter("М")
    table.claim(BOB, "дом")
    with pytest.raises(Refusal) as refused:
        table.say(BOB, "/word ДОМ")
    assert refused.value.reason == Reason.ALREADY_CLAIMED
