"""«Ассоциации» in English at the Russian game's size (issue 26, item 22): the English deck is nouns with no
shared stems, the leader's word must be an English noun sharing no stem with the laid cards, and guesses
match the hidden word and each other by inflection, with same-stem pairs put to the table's vote."""

from __future__ import annotations

import pytest
from assotsiatsii_helpers import ANYA, DIMA, OLEG, VIKA, Table, only

from engines.assotsiatsii import (
    AssotsiatsiiContent,
    Reason,
    RoundScored,
    SecretPosted,
    VoteOpened,
    WordAccepted,
    WordNeedsConfirmation,
    near_match,
)
from engines.assotsiatsii.leader_word import check_word
from engines.assotsiatsii.near_matches import candidates, english_family
from engines.assotsiatsii.scoring import score_round
from engines.core import Refusal, serial
from engines.words.english_words import english_noun_verdict, same_stem
from locales import load_content

LAID = ("forest", "mouse", "nation", "run")


def _english_cards() -> tuple[str, ...]:
    return serial.load(AssotsiatsiiContent, load_content("en", "assotsiatsii")).cards


def test_the_english_deck_is_300_plus_english_nouns() -> None:
    """issue 26: an English deck at the Russian deck's size, every card a noun by the English judgments."""
    cards = _english_cards()
    assert len(cards) >= 300
    assert [card for card in cards if english_noun_verdict(card) != "noun"] == []


def test_no_two_english_cards_share_a_stem() -> None:
    """issue 26: as no two Russian cards share a root, no two English ones share a stem."""
    cards = _english_cards()
    pairs = [
        (a, b) for i, a in enumerate(cards) for b in cards[i + 1:] if same_stem(a, b) or english_family(a, b)
    ]
    assert pairs == []


@pytest.mark.parametrize("word", ["beautiful", "quickly", "ran", "eat", "the", "happier"])
def test_an_english_word_that_is_no_noun_is_refused(word: str) -> None:
    """issue 26: the leader's hidden word must be a noun in English as in Russian."""
    with pytest.raises(Refusal) as refused:
        check_word(word, LAID, "en")
    assert (refused.value.reason, refused.value.details) == (Reason.NOT_A_NOUN, {"word": word})


@pytest.mark.parametrize(
    ("word", "card"),
    [("mice", "mouse"), ("running", "run"), ("runner", "run"), ("nationality", "nation"),
     ("forests", "forest"), ("forester", "forest")],
)
def test_an_english_word_sharing_a_stem_with_a_laid_card_is_refused(word: str, card: str) -> None:
    """issue 26: no root shared with the cards on the table, inflection and stems folded."""
    with pytest.raises(Refusal) as refused:
        check_word(word, LAID, "en")
    assert (refused.value.reason, refused.value.details) == (Reason.SHARES_ROOT, {"word": word, "card": card})


@pytest.mark.parametrize("word", ["Hogwarts", "Gryffindor"])
def test_an_english_word_wordnet_lacks_goes_back_to_the_leader(word: str) -> None:
    """issue 26: a name the lists lack is asked about, not refused."""
    checked = check_word(word, LAID, "en")
    assert checked.unknown and checked.needs_confirmation


@pytest.mark.parametrize("word", ["cloud", "clouds", "journey", "children", "Paris", "ice-cream"])
def test_an_english_noun_is_taken_at_once(word: str) -> None:
    """issue 26"""
    assert not check_word(word, LAID, "en").needs_confirmation


@pytest.mark.parametrize(
    ("word", "guess"),
    [("mouse", "mice"), ("child", "children"), ("berry", "Berries"), ("wolf", "wolves"), ("box", "boxes"),
     ("cactus", "cacti"), ("crisis", "crises"), ("tooth", "teeth")],
)
def test_a_plural_guess_of_the_hidden_word_scores_3(word: str, guess: str) -> None:
    """issue 26: the guess matches the hidden word by inflection, irregular plurals included."""
    table = score_round({ANYA.id: [guess], VIKA.id: ["rain"], DIMA.id: ["rain"]}, word=word,
                        leader_id=OLEG.id, matched_pairs=(), lang="en")
    assert table.points == {ANYA.id: 3, VIKA.id: 1, DIMA.id: 1, OLEG.id: 3}
    assert table.guessed_by == (ANYA.id,)


def test_guesses_match_each_other_by_inflection() -> None:
    """issue 26: «mice» and «mouse» are one guess, +1 to each writer."""
    table = score_round({ANYA.id: ["mice"], VIKA.id: ["Mouse"], DIMA.id: ["cheese"]}, word="cat",
                        leader_id=OLEG.id, matched_pairs=(), lang="en")
    assert table.points == {ANYA.id: 1, VIKA.id: 1, DIMA.id: 0, OLEG.id: 0}


@pytest.mark.parametrize(
    ("a", "b"),
    [("run", "running"), ("nation", "nationality"), ("swim", "swimmer"), ("hope", "hopeful"),
     ("present", "presentation")],
)
def test_english_guesses_with_one_stem_go_to_a_vote(a: str, b: str) -> None:
    """issue 26: near-matches by a shared stem are proposed; the table decides."""
    assert near_match(a, b, "en")
    assert candidates({ANYA.id: [a], VIKA.id: [b]}, "en", final=False) == [(a, b)]


@pytest.mark.parametrize(("a", "b"), [("cat", "caterpillar"), ("car", "carpet"), ("war", "warrior")])
def test_english_guesses_that_only_begin_alike_are_not_proposed(a: str, b: str) -> None:
    """issue 26"""
    assert not near_match(a, b, "en")


def test_an_english_round_through_the_engine() -> None:
    """issue 26: an English table refuses an adjective, takes a noun, scores a plural guess as the word and
    puts a same-stem pair to the vote."""
    table = Table(lang="en")
    leader = table.leader
    table.pick(0, 1, 2)
    assert table.say_refused(leader, "beautiful").reason == Reason.NOT_A_NOUN
    events = table.say(leader, "Hogwarts")
    assert only(events, WordNeedsConfirmation).word == "Hogwarts"
    events = table.say(leader, "cloud")
    assert only(events, WordAccepted).word == "cloud"
    a, b, c = table.others()
    table.say(a, "clouds\nswim")
    table.say(b, "swimmer")
    table.say(c, "sky")
    events = table.time_up()
    [vote] = [event for event in events if isinstance(event, VoteOpened)]
    assert set(vote.words) == {"swim", "swimmer"}
    for voter in table.s.active:
        table.vote(vote.vote_id, voter, 0)
    scored = only(table.events, RoundScored)
    assert scored.points[a] == 3 + 1 and scored.points[b] == 1 and scored.points[c] == 0
    assert scored.leader_points == 3


def test_english_chatter_in_the_group_is_no_leak_but_a_posted_noun_is() -> None:
    """issue 26: in an English game a one-word group message that is no noun («awesome», «seriously»,
    «later») is chatter, not a guess everyone saw; a noun still is."""
    table = Table(lang="en")
    table.lay("cloud")
    a, _, _ = table.others()
    for text in ("awesome", "seriously", "later", "exactly", "tough"):
        assert table.say_refused(a, text, private=False).reason == Reason.PRIVATE_ONLY, text
    assert only(table.say(a, "rain", private=False), SecretPosted).what == "guess"
