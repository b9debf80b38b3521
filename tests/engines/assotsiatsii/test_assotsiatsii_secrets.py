"""Secrets never reach the group: a hand, the hidden word before the reveal, a player's guesses before the
reveal are only in events marked `private_to` that player."""

from __future__ import annotations

from assotsiatsii_helpers import PLAYERS, Table, a_whole_game, only

from engines.assotsiatsii import (
    Event,
    GuessesShown,
    HandDealt,
    WordAccepted,
    WordNeedsConfirmation,
    WordRevealed,
)
from engines.core import serial


def _strings(value: object) -> set[str]:
    if isinstance(value, str):
        return {value}
    if isinstance(value, dict):
        return set().union(*(_strings(v) for v in value.values())) if value else set()
    if isinstance(value, list):
        return set().union(*(_strings(v) for v in value)) if value else set()
    return set()


def _public_strings(event: Event) -> set[str]:
    return _strings(serial.dump(event))


def _check(events: list[Event]) -> int:
    """Walk the events in order; return how many secrets were seen, failing on a public leak."""
    secrets: set[str] = set()
    seen = 0
    for event in events:
        if isinstance(event, WordRevealed):
            secrets.clear()  # the word and every guess are public from here (and a new round brings new ones)
        if event.audience is not None:
            if isinstance(event, WordAccepted | WordNeedsConfirmation):
                secrets.add(event.word)
            elif isinstance(event, GuessesShown):
                secrets.update(event.guesses)
            seen += 1
            continue
        leaked = _public_strings(event) & secrets
        assert not leaked, f"{type(event).__name__} tells the group {leaked}"
    return seen


def test_no_public_event_carries_a_secret_before_the_reveal() -> None:
    table = a_whole_game()
    assert _check(table.events) > 20


def test_secret_events_are_addressed_to_their_player() -> None:
    table = Table(PLAYERS[:4])
    table.lay("облако")
    for event in table.events:
        if isinstance(event, HandDealt | GuessesShown):
            assert event.audience == event.player_id
        if isinstance(event, WordAccepted):
            assert event.audience == event.leader_id


def test_the_secret_commands_say_what_the_player_meant() -> None:
    """issue 25: typed in the group as ephemeral commands, `/secret зима` is meant as the leader's word
    and `/guess снег` as guesses; either in the wrong hands or the wrong phase is refused, not taken
    as the other."""
    from engines.assotsiatsii import Reason

    table = Table()
    leader = table.leader
    guesser = table.others()[0]
    table.pick(0, 1, 2)
    assert table.say_refused(guesser, "/secret облако").reason == Reason.NOT_THE_LEADER
    assert table.say_refused(guesser, "/guess облако").reason == Reason.NOT_GUESSING
    assert table.say_refused(leader, "/guess облако").reason == Reason.LEADER_CANNOT_GUESS
    assert table.s.phase == "leading"  # nothing above was taken as the word
    table.say(leader, "/secret облако")
    assert table.s.phase == "guessing" and table.current.word == "облако"
    assert table.say_refused(leader, "/secret дождь").reason == Reason.NOT_LEADING
    assert table.say_refused(guesser, "/secret дождь").reason == Reason.NOT_THE_LEADER
    shown = only(table.say(guesser, "/guess дождь\nснег"), GuessesShown)
    assert shown.guesses == ("дождь", "снег")
    assert only(table.say(guesser, "туман"), GuessesShown).guesses == ("дождь", "снег", "туман")
