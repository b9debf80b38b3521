"""Guesses and the hidden word are compared as a reader takes them in (issue 26, item 6): a Latin
look-alike letter, a word spelt out letter by letter or reversed by a right-to-left override is the
word everyone reads. A game stored under the first rules keeps them (its replay reaches the same
totals)."""

from __future__ import annotations

from assotsiatsii_helpers import Table, only, short_settings

from engines.assotsiatsii import RoundScored, WordRevealed
from engines.core import FIRST_RULES, RULES


def round_of(rules: int, word: str, *guesses: str) -> tuple[Table, list[int], RoundScored]:
    table = Table(settings=short_settings(rules=rules))
    others = table.others()
    table.lay(word)
    for player, text in zip(others, guesses, strict=False):
        table.say(player, text)
    events = table.time_up()
    return table, others, only(events, RoundScored)


def test_the_word_guessed_in_disguise_is_the_word() -> None:
    table, (a, b, c), scored = round_of(RULES, "облако", "oблакo", "о б л а к о", "\u202eокалбо")
    assert {row.player_id: row.mark for row in scored.rows} == {a: "+3", b: "+3", c: "+3"}
    assert scored.points[table.leader] == 3
    assert [row.guess for row in scored.rows] == ["oблакo", "о б л а к о", "\u202eокалбо"]  # as typed


def test_two_guesses_alike_but_for_a_look_alike_letter_match() -> None:
    _, (a, b, c), scored = round_of(RULES, "облако", "кoт", "кот", "небо")
    assert (scored.points[a], scored.points[b], scored.points[c]) == (1, 1, 0)


def test_the_leaders_word_typed_in_disguise_is_hidden_as_read() -> None:
    table = Table(settings=short_settings(rules=RULES))
    table.lay("oблакo")
    for player in table.others():
        table.say(player, "облако")
    revealed = only(table.time_up(), WordRevealed)
    assert revealed.word == "облако" and len(revealed.guessed_by) == 3


def test_a_game_stored_under_the_first_rules_keeps_them() -> None:
    _, (a, b, c), scored = round_of(FIRST_RULES, "облако", "oблакo", "кoт", "кот")
    assert scored.points[a] == 0  # «oблакo» was not the word then
    assert (scored.points[b], scored.points[c]) == (0, 0)
