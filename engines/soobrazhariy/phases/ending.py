"""The end of a turn and of the game: the open stack goes to the winner, or stays for the same
opener when nobody answered; the turn's leftovers are cleared; the next opener opens the next turn,
or the game is over and the cards are counted.

Rules text: «Победитель хода открывает следующую категорию» (after «Кто больше?» «следующий ход
начинает тот же игрок»); «Если никто не ответил, сохраните категории … Тот же игрок открывает
поверх неё новую категорию»; «Перед открытием последней карты буквы объявите, что начинается
последний ход. После него каждый считает свои карты … Побеждает участник с наибольшей суммой.» The
game also ends when the category deck runs out, or when fewer than two players are left.

The turn's phase decides that it is over (`letter.py`, `bidding.py`, which says a broken promise
itself) and calls `win`, `no_answer` or `end_turn`; only this module opens the next turn.
"""

from __future__ import annotations

from typing import Literal

from engines.soobrazhariy.answers import Answer
from engines.soobrazhariy.content import SoobrazhariyContent
from engines.soobrazhariy.events import (
    ChallengeDropped,
    Event,
    GameOver,
    LetterClosed,
    NoAnswer,
    PlayerTally,
    TurnWon,
)
from engines.soobrazhariy.phases import opening
from engines.soobrazhariy.scoring import cards_points, player_score, winners
from engines.soobrazhariy.state import OverReason, State
from engines.soobrazhariy.turn import Turn

NoAnswerReason = Literal["timeout", "skipped", "nobody-bid"]


def win(s: State, content: SoobrazhariyContent, t: Turn, answer: Answer, now: float) -> list[Event]:
    winner = answer.player_id
    cards = s.cards.take_stack(winner)
    assert t.letter is not None
    s.cards.letter_discard.append(t.letter)
    next_opener = t.opener if t.play == "more" else winner  # «Кто больше?»: the opener again
    won = TurnWon(t.number, winner, answer.text, answer.message_id, cards, cards_points(cards), next_opener)
    # Its claim showed the next category unless a vote was put on it (its message said so instead).
    shown = answer.message_id not in t.challenged and opening.next_opening(s, content, t, answer, now)
    since = t.shown_at if shown else None
    return [won, *end_turn(s, content, next_opener, now, award=won, previewed_since=since)]


def no_answer(s: State, content: SoobrazhariyContent, t: Turn, reason: NoAnswerReason, now: float
              ) -> list[Event]:
    """The letter goes to the discard; the categories stay face up for the same opener."""
    if t.letter is not None:
        s.cards.letter_discard.append(t.letter)
    event = NoAnswer(t.number, t.letter, reason, tuple(s.cards.open_stack), t.opener)
    return [event, *end_turn(s, content, t.opener, now)]


def end_turn(s: State, content: SoobrazhariyContent, next_opener: int, now: float,
             award: TurnWon | None = None, previewed_since: float | None = None) -> list[Event]:
    dropped = _close_turn(s)
    if not s.cards.letter_deck:
        return dropped + game_over(s, "letters-played")
    ids = [p.id for p in s.players]
    start = ids.index(next_opener)  # a winner who left hands the opening to the next seat
    s.opener = next(pid for pid in ids[start:] + ids[:start] if pid in s.present)
    return dropped + next_turn(s, content, now, award, previewed_since)


def next_turn(s: State, content: SoobrazhariyContent, now: float, award: TurnWon | None = None,
              previewed_since: float | None = None) -> list[Event]:
    """Open the next turn (the first one too); if no ordinary category is left, the game is over."""
    events = opening.open_turn(s, content, now, award, previewed_since)
    if s.turn is None:  # the category deck ran out (the specials opened on the way are said)
        events += game_over(s, "categories-exhausted")
    return events


def _close_turn(s: State) -> list[Event]:
    """End the turn: polls still open decide nothing any more, and its letter is over."""
    t, s.turn = s.turn, None
    if t is None:
        return []
    events: list[Event] = [ChallengeDropped(t.number, vote_id, ch.message_id)
                           for vote_id, ch in t.challenges.items()]
    if t.letter is not None:
        award_message = t.award.message_id if t.award is not None else None
        events.append(LetterClosed(t.number, t.letter, t.play, t.open_answers(), award_message,
                                   skip_offered=t.skip_shown))
    return events


def game_over(s: State, reason: OverReason) -> list[Event]:
    t = s.turn
    if t is not None and t.letter is not None:
        s.cards.letter_discard.append(t.letter)  # a letter opened in an unfinished turn
    dropped = _close_turn(s)
    s.over_reason = reason
    cards = s.cards
    scores = {p.id: player_score(cards.won[p.id], cards.penalties[p.id]) for p in s.players}
    tallies = tuple(
        PlayerTally(p.id, tuple(cards.won[p.id]), tuple(cards.penalties[p.id]), scores[p.id])
        for p in s.players
    )
    return [*dropped, GameOver(reason=reason, tallies=tallies, winners=winners(scores))]
