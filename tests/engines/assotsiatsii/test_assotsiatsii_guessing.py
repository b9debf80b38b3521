"""Guessing (shared/seeds/003): the laid words are public, every other player writes up to three guesses
in private until the hourglass runs out; «Готово» ends a player's guessing."""

from __future__ import annotations

from assotsiatsii_helpers import T0, Table, every, only

from engines.assotsiatsii import (
    ClearGuesses,
    Done,
    GuessesShown,
    GuessingOpened,
    GuessProgress,
    Reason,
    RemoveGuess,
    RoundScored,
    TimerRestarted,
    WordRevealed,
)
from engines.core import Posted, Unreachable


def _guessing() -> tuple[Table, int, list[int]]:
    table = Table()
    leader = table.leader
    table.lay("облако")
    return table, leader, table.others()


def test_the_laid_words_are_public_with_the_deadline() -> None:
    table = Table()
    leader = table.leader
    events = table.lay("облако")
    opened = only(events, GuessingOpened)
    assert opened.audience is None
    assert len(opened.laid) == 3
    assert opened.deadline == T0 + 90
    assert opened.limit == 3
    assert set(opened.guessers) == set(table.others()) and leader not in opened.guessers
    assert table.game.deadline() == T0 + 92, "the deadline includes the answers' grace"
    shown = every(events, GuessesShown)
    assert {event.player_id for event in shown} == set(opened.guessers)
    assert all(event.audience == event.player_id for event in shown)


def test_guesses_come_one_a_line_and_each_player_sees_only_their_own() -> None:
    table, _, (a, _, _) = _guessing()
    events = table.say(a, "небо\n\nдождь,  гроза")
    shown = only(events, GuessesShown)
    assert shown.guesses == ("небо", "дождь", "гроза")
    assert shown.audience == a


def test_a_fourth_guess_is_refused() -> None:
    table, _, (a, _, _) = _guessing()
    table.say(a, "небо\nдождь")
    table.say(a, "гроза")
    refusal = table.say_refused(a, "ветер")
    assert (refusal.reason, refusal.details) == (Reason.TOO_MANY_GUESSES, {"limit": 3, "free": 0, "sent": 1})


def test_a_message_that_would_pass_the_limit_is_refused_whole() -> None:
    table, _, (a, _, _) = _guessing()
    table.say(a, "небо")
    refusal = table.say_refused(a, "дождь\nгроза\nветер")
    assert refusal.details == {"limit": 3, "free": 2, "sent": 3}
    assert table.current.sheets[a].guesses == ["небо"]


def test_the_same_guess_twice_is_kept_once() -> None:
    table, _, (a, b, _) = _guessing()
    events = table.say(a, "небо\nНебо\nдождь")
    shown = only(events, GuessesShown)
    assert (shown.guesses, shown.repeated) == (("небо", "дождь"), ("Небо",))
    refusal = table.say_refused(a, "НЕБО")
    assert (refusal.reason, refusal.details) == (Reason.ALREADY_GUESSED, {"guess": "НЕБО"})
    table.say(b, "небо")
    scored = only(table.time_up(), RoundScored)
    assert scored.points[a] == 1, "the repeated «небо» counted once"


def test_a_guess_is_changed_by_striking_it_and_writing_another() -> None:
    table, _, (a, _, _) = _guessing()
    shown = only(table.say(a, "небо\nдождь\nгроза"), GuessesShown)
    strike = RemoveGuess(player_id=a, at=table.at(), round=table.round, index=1, revision=shown.revision)
    events = table.do(strike)
    shown = only(events, GuessesShown)
    assert shown.guesses == ("небо", "гроза")
    assert only(table.say(a, "ветер"), GuessesShown).guesses == ("небо", "гроза", "ветер")


def test_a_strike_button_drawn_for_an_older_list_is_stale() -> None:
    table, _, (a, _, _) = _guessing()
    old = only(table.say(a, "небо\nдождь"), GuessesShown)
    table.say(a, "гроза")
    refusal = table.refused(RemoveGuess(player_id=a, at=table.at(), round=table.round, index=0,
                                        revision=old.revision))
    assert refusal.reason == Reason.STALE_BUTTON


def test_clearing_strikes_every_guess() -> None:
    table, _, (a, _, _) = _guessing()
    shown = only(table.say(a, "небо\nдождь"), GuessesShown)
    events = table.do(ClearGuesses(player_id=a, at=table.at(), round=table.round, revision=shown.revision))
    assert only(events, GuessesShown).guesses == ()
    clear = ClearGuesses(player_id=a, at=table.at(), round=table.round, revision=shown.revision + 1)
    refusal = table.refused(clear)
    assert refusal.reason == Reason.NO_SUCH_GUESS


def test_the_leader_cannot_guess() -> None:
    table, leader, _ = _guessing()
    assert table.say_refused(leader, "облако").reason == Reason.LEADER_CANNOT_GUESS


def test_guesses_are_written_in_private() -> None:
    table, _, (a, _, _) = _guessing()
    assert table.say_refused(a, "вот это задачка", private=False).reason == Reason.PRIVATE_ONLY
    assert table.current.sheets[a].guesses == []


def test_a_guess_dated_after_the_deadline_is_refused() -> None:
    table, _, (a, _, _) = _guessing()
    refusal = table.say_refused(a, "небо", date=int(T0) + 91, now=T0 + 91)
    assert refusal.reason == Reason.TOO_LATE


def test_an_on_time_guess_delivered_in_the_grace_counts() -> None:
    table, _, (a, b, _) = _guessing()
    table.say(b, "небо")
    table.say(a, "небо", date=int(T0) + 90, now=T0 + 91.5)  # written at 90 s, delivered in the grace
    scored = only(table.time_up(), RoundScored)
    assert scored.points[a] == scored.points[b] == 1


def test_nothing_is_taken_once_the_grace_is_over() -> None:
    table, _, (a, _, _) = _guessing()
    refusal = table.say_refused(a, "небо", date=int(T0) + 90, now=T0 + 92)
    assert refusal.reason == Reason.TOO_LATE


def test_the_round_ends_early_when_every_guesser_is_done() -> None:
    table, _, (a, b, c) = _guessing()
    table.say(a, "небо")
    events = table.done(a)
    assert only(events, GuessProgress).waiting == (b, c)
    assert only(events, GuessesShown).done
    assert table.say_refused(a, "дождь").reason == Reason.ALREADY_DONE
    table.done(b)
    events = table.done(c)
    assert only(events, WordRevealed).word == "облако"
    assert only(events, RoundScored)


def test_an_unreachable_guesser_is_not_waited_for() -> None:
    table, _, (a, b, c) = _guessing()
    events = table.do(Unreachable(c))
    assert only(events, GuessProgress).waiting == (a, b)
    table.done(a)
    events = table.done(b)
    assert only(events, RoundScored), "the round ends without the unreachable player"


def test_done_after_the_round_is_over_is_refused() -> None:
    table, _, (a, _, _) = _guessing()
    table.time_up()
    refusal = table.refused(Done(player_id=a, at=table.at(), round=table.round - 1))
    assert refusal.reason == Reason.STALE_BUTTON


def test_the_hourglass_restarts_when_the_laid_words_are_posted() -> None:
    table, _, _ = _guessing()
    anchor = table.current.anchor
    events = table.do(Posted(anchor, int(T0) + 3, 555), now=T0 + 3)
    assert only(events, TimerRestarted).deadline == T0 + 93
    assert table.game.deadline() == T0 + 95
    assert table.refused(Posted(anchor, int(T0) + 4, 556)).reason == Reason.UNKNOWN_ANCHOR
    assert table.refused(Posted("words-99", int(T0) + 4, 556)).reason == Reason.UNKNOWN_ANCHOR
