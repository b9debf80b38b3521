"""Secrets posted in the group ("Загаданное слово никто не должен видеть!"; guesses are written secretly):
a group message that gives the leader's word, a hint or a guess away is caught, never counted, and the
event that says so names no word."""

from __future__ import annotations

import pytest
from assotsiatsii_helpers import Table, only, short_settings

from engines.assotsiatsii import Reason, RoundScored, SecretPosted, WordAccepted
from engines.assotsiatsii.leaks import names_word
from engines.core import serial
from engines.words.letters import shown_forms, undisguised


def _guessing(word: str = "облако") -> tuple[Table, int, list[int]]:
    table = Table()
    leader = table.leader
    table.lay(word)
    return table, leader, table.others()


def test_a_guess_posted_in_the_group_is_caught_and_does_not_count() -> None:
    table, _, (a, b, _) = _guessing()
    events = table.say(a, "небо\nдождь", private=False)
    leak = only(events, SecretPosted)
    assert (leak.player_id, leak.what, leak.message_id) == (a, "guess", table.message_id)
    assert table.current.sheets[a].guesses == []
    table.say(b, "небо")
    scored = only(table.time_up(), RoundScored)
    assert [row.player_id for row in scored.rows] == [b], "the posted guesses are on nobody's list"


def test_a_guesser_naming_the_word_in_the_group_is_caught_in_any_form() -> None:
    table, _, (a, _, _) = _guessing("облако")
    leak = only(table.say(a, "по-моему, тут облака", private=False), SecretPosted)
    assert leak.what == "guess"


def test_the_leader_posting_the_word_or_a_hint_is_caught() -> None:
    table, leader, _ = _guessing("облако")
    assert only(table.say(leader, "Облако!", private=False), SecretPosted).what == "word"
    assert only(table.say(leader, "погода", private=False), SecretPosted).what == "hint"


def test_chatter_in_the_group_while_guessing_is_no_leak() -> None:
    table, leader, (a, _, _) = _guessing()
    for text in ("ого", "кто ведёт?", "сложно", "ну и слова", "дождь?"):
        assert table.say_refused(a, text, private=False).reason == Reason.PRIVATE_ONLY
    assert table.say_refused(leader, "думайте", private=False).reason == Reason.PRIVATE_ONLY


def test_a_noun_the_leader_posts_during_the_turn_may_not_be_hidden() -> None:
    table = Table()
    leader = table.leader
    table.pick(0, 1, 2)
    leak = only(table.say(leader, "облако", private=False), SecretPosted)
    assert leak.what == "draft"
    refusal = table.say_refused(leader, "облака")
    assert (refusal.reason, refusal.details) == (Reason.SEEN_IN_GROUP, {"word": "облака"})
    assert only(table.say(leader, "небо"), WordAccepted).word == "небо"


def test_the_event_of_a_leak_names_no_word() -> None:
    table, leader, (a, _, _) = _guessing("облако")
    events = table.say(leader, "облако", private=False) + table.say(a, "небо", private=False)
    for event in events:
        assert event.audience is None
        assert "облако" not in repr(serial.dump(event)) and "небо" not in repr(serial.dump(event))


def test_a_player_who_is_done_still_gives_a_guess_away_in_the_group() -> None:
    table, _, (a, _, _) = _guessing()
    table.done(a)
    assert only(table.say(a, "небо", private=False), SecretPosted).what == "guess"


def test_the_final_round_guards_the_associations_too() -> None:
    table = Table(settings=short_settings(track_length=3))
    guesser = table.others()[0]
    table.play_round("облако", {guesser: "облако"})
    assert table.s.phase == "final"
    assert only(table.say(guesser, "игра", private=False), SecretPosted).what == "guess"


def test_a_caught_message_is_journalled_and_replays() -> None:
    table = Table()
    leader = table.leader
    table.pick(0, 1, 2)
    table.say(leader, "облако", private=False)
    table.say(leader, "небо")
    table.say(table.others()[0], "дождь", private=False)
    assert table.replay().to_json() == table.game.to_json()


def test_the_word_in_an_oblique_case_inside_a_sentence_is_still_named() -> None:
    """Issue 26, item 1: «вина» alone is its own noun (guilt), but «стакан вина» names «вино»;
    «гора» alone does not name «горе»."""
    assert names_word("стакан вина", "вино", "ru")
    assert names_word("вина", "вина", "ru")
    assert not names_word("гора", "горе", "ru")
    assert not names_word("вина", "вино", "ru")


DISGUISES = [
    "oблакo",  # Latin o's among the Russian letters
    "ОБЛAKО",  # Latin A and K, capitals
    "о б л а к о",  # spelt out, letter by letter
    "о-б-л-а-к-о",
    "\u202eокалбо",  # a right-to-left override: typed reversed, shown «облако»
    "вот: о.б.л.а.к.о",
]


@pytest.mark.parametrize("text", DISGUISES)
def test_the_leader_cannot_disguise_the_word_in_the_group(text: str) -> None:
    """Issue 26, item 6: look-alike letters, spaced letters and a reversed override hid the word
    from the guard; each is read as a reader reads it (`engines.words.letters.undisguised`)."""
    table, leader, (a, _, _) = _guessing("облако")
    assert only(table.say(leader, text, private=False), SecretPosted).what == "word"
    assert only(table.say(a, text, private=False), SecretPosted).what == "guess"


@pytest.mark.parametrize("text", ["oблакo", "о б л а к о", "\u202eокалбо"])
def test_a_disguised_draft_is_remembered_as_seen(text: str) -> None:
    """Issue 26, item 6: the leader's draft posted in disguise is still the word everyone saw."""
    table = Table()
    leader = table.leader
    table.pick(0, 1, 2)
    assert only(table.say(leader, text, private=False), SecretPosted).what == "draft"
    assert table.say_refused(leader, "облако").reason == Reason.SEEN_IN_GROUP


def test_initials_and_short_words_are_not_read_as_spelt_out() -> None:
    assert undisguised("А. С. Пушкин") == "а. с. пушкин"
    assert undisguised("я и ты") == "я и ты"
    assert undisguised("Кот") == "кот" and shown_forms("Кот") == ("Кот",)
