"""The leader's word (shared/seeds/003 «Ход игрока»): a noun, common or proper, one word, no root shared
with a laid card, in the game's language; checked at once, with the reason it fails."""

from __future__ import annotations

import pytest
from assotsiatsii_helpers import Table, only, safe_deck

from engines.assotsiatsii import (
    AssotsiatsiiContent,
    ChooseAnotherWord,
    ConfirmWord,
    GuessingOpened,
    LeaderHand,
    Reason,
    WordAccepted,
    WordNeedsConfirmation,
)
from engines.assotsiatsii.leader_word import check_word
from engines.core import Refusal

LAID = ("лесник", "море", "рука", "кот")


@pytest.mark.parametrize(
    ("word", "reason", "details"),
    [
        ("железная дорога", Reason.PHRASE, {"word": "железная дорога"}),
        ("красивый", Reason.NOT_A_NOUN, {"word": "красивый"}),
        ("бежать", Reason.NOT_A_NOUN, {"word": "бежать"}),
        ("лес", Reason.SHARES_ROOT, {"word": "лес", "card": "лесник"}),
        ("моряк", Reason.SHARES_ROOT, {"word": "моряк", "card": "море"}),
        ("Море!", Reason.SHARES_ROOT, {"word": "Море", "card": "море"}),
        ("tree", Reason.WRONG_LANGUAGE, {"word": "tree", "language": "ru"}),
        ("Т-34", Reason.UNKNOWN_WORD, {"word": "Т-34"}),
        ("   ", Reason.EMPTY_WORD, {}),
    ],
)
def test_a_word_breaking_a_rule_is_refused_with_its_reason(word: str, reason: Reason, details: dict[str, str]
                                                          ) -> None:
    with pytest.raises(Refusal) as refused:
        check_word(word, LAID, "ru")
    assert refused.value.reason == reason
    assert refused.value.details == details


@pytest.mark.parametrize("word", ["Санкт-Петербург", "самолёт", "Москва", "Пушкин", "диван-кровать"])
def test_compounds_and_proper_nouns_are_one_word(word: str) -> None:
    assert check_word(word, LAID, "ru").unsure == ()


def test_a_root_the_toolkit_only_suspects_goes_back_to_the_leader() -> None:
    assert check_word("ручка", LAID, "ru").unsure == ("рука",)
    assert check_word("котлета", LAID, "ru").unsure == ("кот",)


def test_a_borrowed_word_whose_stem_keeps_its_ending_still_suspects_its_relatives() -> None:
    assert check_word("космонавтика", ("космос", "ночь", "тишина"), "ru").unsure == ("космос",)
    assert check_word("глобальность", ("глобус", "ночь", "тишина"), "ru").unsure == ("глобус",)
    assert check_word("планета", ("космос", "глобус", "ветер"), "ru").unsure == ()


@pytest.mark.parametrize("word", ["Чебурашка", "Хогвартс", "абырвалг"])
def test_a_word_the_dictionary_does_not_know_goes_back_to_the_leader(word: str) -> None:
    checked = check_word(word, LAID, "ru")
    assert checked.unknown and checked.needs_confirmation
    assert not check_word("облако", LAID, "ru").needs_confirmation


def test_a_russian_word_in_an_english_game_is_refused() -> None:
    with pytest.raises(Refusal) as refused:
        check_word("облако", ("sea", "forest", "king"), "en")
    assert refused.value.reason == Reason.WRONG_LANGUAGE


def test_english_words_share_a_root_by_stem() -> None:
    laid = ("forest", "dream", "sea")
    for word in ("forester", "dreamer", "seas"):
        with pytest.raises(Refusal) as refused:
            check_word(word, laid, "en")
        assert refused.value.reason == Reason.SHARES_ROOT
    assert check_word("seaside", laid, "en").unsure == ("sea",)
    assert check_word("cloud", laid, "en").unsure == ()


# ---- through the engine ------------------------------------------------------------------------------


def test_the_word_is_refused_at_once_and_the_leader_can_write_another() -> None:
    table = Table()
    leader = table.leader
    table.pick(0, 1, 2)
    refusal = table.say_refused(leader, "железная дорога")
    assert refusal.reason == Reason.PHRASE
    events = table.say(leader, "облако")
    assert only(events, WordAccepted).word == "облако"
    assert table.s.phase == "guessing"


def test_a_word_before_three_cards_are_picked_is_refused() -> None:
    table = Table()
    leader = table.leader
    table.pick(0, 1)
    refusal = table.say_refused(leader, "облако")
    assert (refusal.reason, refusal.details) == (Reason.TOO_FEW_CARDS, {"need": 3, "picked": 2})


def test_the_word_is_written_in_private_and_group_chatter_is_no_word() -> None:
    table = Table()
    leader = table.leader
    table.pick(0, 1, 2)
    assert table.say_refused(leader, "сейчас придумаю", private=False).reason == Reason.PRIVATE_ONLY
    assert table.s.phase == "leading" and table.s.current is None


BODY = ("рука", "нога", "глаз", "ухо", "нос", "зуб")


def _body_table() -> Table:
    """A table whose first leader holds the six BODY cards: the deal depends on the seed and the deck's
    size only, so the same deal with those cards written into the leader's places gives them to the leader."""
    plain = Table()
    places = dict(zip(plain.seat(plain.leader).hand, BODY, strict=True))
    fillers = iter(card for card in safe_deck().cards if card not in BODY)
    cards = tuple(places[i] if i in places else next(fillers) for i in range(len(plain.content.cards)))
    table = Table(content=AssotsiatsiiContent(cards))
    assert table.hand(table.leader) == list(BODY)
    return table


def test_a_suspected_root_asks_the_leader_to_confirm_and_confirming_lays_the_cards() -> None:
    table = _body_table()
    leader = table.leader
    table.pick(0, 1, 2)
    events = table.say(leader, "ручка")
    asked = only(events, WordNeedsConfirmation)
    assert (asked.word, asked.cards) == ("ручка", ("рука",))
    assert asked.audience == leader, "the word is the leader's secret"
    assert only(events, LeaderHand).pending_word == "ручка"
    events = table.do(ConfirmWord(player_id=leader, at=table.at(), round=table.round))
    assert only(events, WordAccepted).word == "ручка"
    assert only(events, GuessingOpened).laid == ("рука", "нога", "глаз")


def test_a_word_the_dictionary_does_not_know_is_laid_once_the_leader_confirms_it() -> None:
    table = Table()
    leader = table.leader
    table.pick(0, 1, 2)
    asked = only(table.say(leader, "Чебурашка"), WordNeedsConfirmation)
    assert (asked.word, asked.cards, asked.unknown) == ("Чебурашка", (), True)
    events = table.do(ConfirmWord(player_id=leader, at=table.at(), round=table.round))
    assert only(events, WordAccepted).word == "Чебурашка"


def test_choosing_another_word_drops_the_suspect_one() -> None:
    table = _body_table()
    leader = table.leader
    table.pick(0, 1, 2)
    table.say(leader, "ручка")
    events = table.do(ChooseAnotherWord(player_id=leader, at=table.at(), round=table.round))
    assert only(events, LeaderHand).pending_word is None
    refusal = table.refused(ConfirmWord(player_id=leader, at=table.at(), round=table.round))
    assert refusal.reason == Reason.NOTHING_TO_CONFIRM
    assert table.s.phase == "leading"


def test_changing_the_row_drops_a_word_waiting_for_confirmation() -> None:
    table = _body_table()
    leader = table.leader
    table.pick(0, 1, 2)
    table.say(leader, "ручка")
    events = table.pick(0)  # «рука» taken back: the word was checked against the old row
    assert only(events, LeaderHand).pending_word is None
    assert table.s.turn is not None and table.s.turn.pending is None
