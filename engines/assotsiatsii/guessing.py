"""Guessing: the laid words are public; every other player writes up to three guesses in private.

A message adds its lines to the player's list (one guess a line; commas and semicolons split too)
while there is room; a guess already on the list is dropped, not counted twice; a message that would
go past the limit is refused whole, so nothing is half-taken. A guess is changed by striking it
(`RemoveGuess`, or `ClearGuesses` for all) and writing another. «Готово» ends a player's guessing;
the round ends early when everyone the bot can reach is done. Lateness is judged on Telegram's date:
a guess dated after the deadline is refused, one dated in time but delivered within `answer_grace`
counts.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from engines.assotsiatsii.commands import ClearGuesses, Done, RemoveGuess
from engines.assotsiatsii.events import Event, GuessesShown, GuessingOpened, GuessProgress, TimerRestarted
from engines.assotsiatsii.reasons import Reason
from engines.assotsiatsii.scoring import key_of
from engines.assotsiatsii.state import AssotsiatsiiState, Round, Sheet
from engines.core import Refusal, Say
from engines.words import normalize

GuessPress = RemoveGuess | ClearGuesses | Done
_SPLIT = re.compile(r"[\n,;]+")


def guess_lines(text: str) -> list[str]:
    """The guesses in a message: one a line (or between commas); blank lines and bare punctuation dropped."""
    return [line.strip() for line in _SPLIT.split(text) if normalize(line)]


def current(s: AssotsiatsiiState) -> Round:
    assert s.current is not None
    return s.current


def open_round(
    s: AssotsiatsiiState, leader_id: int | None, laid_cards: list[int], laid: Sequence[str], word: str | None,
    guessers: Sequence[int], now: float,
) -> list[Event]:
    final = leader_id is None
    r = Round(
        number=s.round, leader_id=leader_id, laid=list(laid), word=word,
        anchor=f"{'final' if final else 'words'}-{s.round}", deadline=now + s.settings.guess_time,
        laid_cards=laid_cards, sheets={player_id: Sheet() for player_id in guessers},
    )
    s.current = r
    s.phase = "final" if final else "guessing"
    opened = GuessingOpened(
        round=r.number, leader_id=leader_id, laid=tuple(laid), guessers=tuple(guessers),
        limit=s.settings.max_guesses, deadline=r.deadline, anchor=r.anchor, final=final,
    )
    return [opened, *(sheet_event(s, player_id) for player_id in guessers), progress(s, now)]


def restart_timer(s: AssotsiatsiiState, date: int) -> list[Event]:
    """The laid words are in the chat: the hourglass runs from that message's date."""
    r = current(s)
    r.posted = True
    r.deadline = date + s.settings.guess_time
    return [TimerRestarted(r.number, r.deadline, r.leader_id, tuple(r.laid), s.settings.max_guesses, r.final)]


def sheet_event(s: AssotsiatsiiState, player_id: int, repeated: Sequence[str] = ()) -> GuessesShown:
    r = current(s)
    sheet = r.sheets[player_id]
    return GuessesShown(
        player_id=player_id, round=r.number, guesses=tuple(sheet.guesses), revision=sheet.revision,
        limit=s.settings.max_guesses, done=sheet.done, deadline=r.deadline, repeated=tuple(repeated),
        laid=tuple(r.laid), final=r.final,
    )


def waiting_for(s: AssotsiatsiiState) -> list[int]:
    """Guessers still writing whom the table waits for: in the game, reachable, not done."""
    r = current(s)
    return [
        seat.id for seat in s.seats
        if seat.id in r.sheets and not seat.left and not seat.unreachable and not r.sheets[seat.id].done
    ]


def progress(s: AssotsiatsiiState, now: float) -> GuessProgress:
    r = current(s)
    writing = [seat.id for seat in s.seats if seat.id in r.sheets and not seat.left]
    done = tuple(player_id for player_id in writing if r.sheets[player_id].done)
    return GuessProgress(r.number, done, tuple(waiting_for(s)), r.leader_id, tuple(r.laid),
                         s.settings.max_guesses, r.deadline, max(0.0, r.deadline - now))


def everyone_done(s: AssotsiatsiiState) -> bool:
    r = current(s)
    writing = [seat.id for seat in s.seats if seat.id in r.sheets and not seat.left]
    return bool(writing) and not waiting_for(s) and any(r.sheets[p].done for p in writing)


# ---- verify ---------------------------------------------------------------------------------------


def _too_late(s: AssotsiatsiiState, date: int, now: float) -> bool:
    r = current(s)
    return date > r.deadline or now >= r.deadline + s.settings.answer_grace


def _sheet(s: AssotsiatsiiState, player_id: int) -> Sheet:
    r = current(s)
    if player_id == r.leader_id:
        raise Refusal(Reason.LEADER_CANNOT_GUESS)
    sheet = r.sheets.get(player_id)
    if sheet is None:
        raise Refusal(Reason.NOT_GUESSING)
    if sheet.done:
        raise Refusal(Reason.ALREADY_DONE)
    return sheet


def verify_guesses(s: AssotsiatsiiState, say: Say, now: float) -> tuple[list[str], list[str]]:
    """The new guesses of a message and the lines dropped as already on the list."""
    sheet = _sheet(s, say.player_id)
    if _too_late(s, say.date, now):
        raise Refusal(Reason.TOO_LATE)
    lines = guess_lines(say.text)
    if not lines:
        raise Refusal(Reason.EMPTY_GUESS)
    keys = {key_of(guess, s.language, s.settings.rules) for guess in sheet.guesses}
    fresh: list[str] = []
    repeated: list[str] = []
    for line in lines:
        key = key_of(line, s.language, s.settings.rules)
        (repeated if key in keys else fresh).append(line)
        keys.add(key)
    if not fresh:
        raise Refusal(Reason.ALREADY_GUESSED, guess=repeated[0])
    limit = s.settings.max_guesses
    if len(sheet.guesses) + len(fresh) > limit:
        raise Refusal(Reason.TOO_MANY_GUESSES, limit=limit, free=limit - len(sheet.guesses), sent=len(fresh))
    return fresh, repeated


def verify_press(s: AssotsiatsiiState, press: GuessPress, now: float) -> None:
    if press.round != s.round:
        raise Refusal(Reason.STALE_BUTTON)
    if s.phase not in ("guessing", "final"):
        raise Refusal(Reason.TOO_LATE if s.phase in ("voting", "final-voting") else Reason.NOT_GUESSING)
    sheet = _sheet(s, press.player_id)
    if _too_late(s, press.at.date, now):
        raise Refusal(Reason.TOO_LATE)
    if isinstance(press, RemoveGuess | ClearGuesses) and press.revision != sheet.revision:
        raise Refusal(Reason.STALE_BUTTON)
    if isinstance(press, RemoveGuess) and not 0 <= press.index < len(sheet.guesses):
        raise Refusal(Reason.NO_SUCH_GUESS)
    if isinstance(press, ClearGuesses) and not sheet.guesses:
        raise Refusal(Reason.NO_SUCH_GUESS)


# ---- apply ----------------------------------------------------------------------------------------


def take(s: AssotsiatsiiState, player_id: int, fresh: list[str], repeated: list[str]) -> list[Event]:
    sheet = current(s).sheets[player_id]
    sheet.guesses.extend(fresh)
    sheet.revision += 1
    return [sheet_event(s, player_id, repeated)]


def press(s: AssotsiatsiiState, command: GuessPress, now: float) -> list[Event]:
    sheet = current(s).sheets[command.player_id]
    if isinstance(command, RemoveGuess):
        del sheet.guesses[command.index]
        sheet.revision += 1
        return [sheet_event(s, command.player_id)]
    if isinstance(command, ClearGuesses):
        sheet.guesses.clear()
        sheet.revision += 1
        return [sheet_event(s, command.player_id)]
    sheet.done = True
    return [sheet_event(s, command.player_id), progress(s, now)]
