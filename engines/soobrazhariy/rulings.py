"""What counts in the current turn right now: pure readings of the turn, the settings and who
is still playing. The engine asks these, then moves the cards."""

from __future__ import annotations

import math
from collections.abc import Sequence

from engines.core import Order
from engines.soobrazhariy.answers import (
    Answer,
    Compare,
    bid_answers,
    count_holder,
    counted_in_order,
    first_candidate,
)
from engines.soobrazhariy.settings import Settings
from engines.soobrazhariy.turn import Turn

RACE_COMPARE: dict[str, Compare] = {"last": "any", "longer": "longer", "shorter": "shorter"}


def answer_end(t: Turn, s: Settings) -> float:
    """Platform time when the no-answer time (or the bidder's minute) is over, grace included.

    Answers count up to the letter message's `date` + the span, so if that message went out
    later than the engine opened the letter (a slow send), the deadline moves with it.
    """
    assert t.opened_at is not None
    span = s.more_time if t.play == "more" else s.no_answer_time
    if t.anchor is None:
        # The letter is not in the chat yet (held back by flood limits): nobody could have answered.
        return t.opened_at + s.post_wait + span + s.answer_grace
    return max(t.opened_at, float(t.anchor.date)) + span + s.answer_grace


def skip_majority(present: Sequence[int]) -> int:
    """Presses of «Пропустить» that skip the letter: a majority of the players still in the game."""
    return len(present) // 2 + 1


def skip_at(t: Turn, s: Settings) -> float:
    """Platform time when «Пропустить» is offered if nobody has a valid answer: `skip_after` from
    the letter in the chat (like `answer_end`, from the longest wait while it is not posted yet)."""
    assert t.opened_at is not None
    if t.anchor is None:
        return t.opened_at + s.post_wait + s.skip_after
    return max(t.opened_at, float(t.anchor.date)) + s.skip_after


def anchor(t: Turn, s: Settings, now: float) -> Order | None:
    """The letter message's place in Telegram order. If the platform never confirmed it, the
    letter's opening second stands in once the answer time is over (so the game goes on)."""
    if t.anchor is not None:
        return t.anchor
    if t.opened_at is not None and now >= answer_end(t, s):
        return Order(int(t.opened_at), 0)
    return None


def candidate(t: Turn, s: Settings, present: Sequence[int], now: float) -> Answer | None:
    """Ordinary turn: the first fitting answer; race: the answer holding the count."""
    order = anchor(t, s, now)
    if order is None:
        return None
    answers = counted_in_order(t.answers, order, present)
    until = order.date + int(s.no_answer_time)
    rejected = set(t.rejected)
    if t.is_race:
        return count_holder(
            answers,
            until_date=until,
            count_time=s.count_time,
            rejected=rejected,
            compare=RACE_COMPARE[t.play],
        )
    return first_candidate(answers, until_date=until, rejected=rejected)


def win_at(t: Turn, s: Settings, holder: Answer) -> float:
    """When the named candidate wins if nothing else happens: its challenge window is over
    (unless a vote already accepted it) and, in a race, its count has run out."""
    times = [t.shown_at]
    if holder.message_id not in t.accepted:
        times.append(t.shown_at + s.challenge_window)
    if t.is_race:
        times.append(holder.date + s.count_time + s.answer_grace)
    return max(times)


def race_wait(s: Settings) -> int:
    """«Кто последний?» family, as announced: whole seconds from the last answer until its card goes
    if nobody overtakes or challenges it — the count (Telegram seconds) and the delivery grace, or
    the challenge window if that is longer (`win_at`)."""
    return math.ceil(max(s.challenge_window, s.count_time + s.answer_grace))


def bid_counted(t: Turn, s: Settings, present: Sequence[int], now: float) -> list[Answer]:
    """«Кто больше?»: the bidder's different answers on the letter within the minute."""
    order = anchor(t, s, now)
    if order is None or t.bidder is None:
        return []
    own = [a for a in t.answers if a.player_id == t.bidder]
    until = order.date + int(s.more_time)
    answers = counted_in_order(own, order, present)
    return bid_answers(answers, until_date=until, rejected=set(t.rejected))


def window_start(t: Turn, answer: Answer) -> float:
    """«Кто больше?»: an answer is open to challenge from when it was seen — or, if it came
    before the letter message was confirmed, from the confirmation."""
    return max(answer.received_at, t.posted_at if t.posted_at is not None else answer.received_at)


def settled(t: Turn, s: Settings, answer: Answer, now: float) -> bool:
    """Nobody can take this answer away any more: accepted, or its window passed unchallenged."""
    if answer.message_id in t.accepted:
        return True
    return now >= window_start(t, answer) + s.challenge_window and not t.open_challenge_on(answer.message_id)


def challengeable(t: Turn, s: Settings, present: Sequence[int], answer: Answer, now: float) -> bool:
    """Only the named candidate (or the holder of the count), within its window; in «Кто
    больше?» each counted answer within its own window."""
    if t.play == "more":
        counted = {a.message_id for a in bid_counted(t, s, present, now)}
        return answer.message_id in counted and now < window_start(t, answer) + s.challenge_window
    return answer.message_id == t.shown and now < t.shown_at + s.challenge_window


def timers(t: Turn, s: Settings) -> list[float]:
    """Every moment at which this turn may change by itself (some may be past or idle)."""
    if t.phase == "pause":
        return [] if t.letter_at is None else [t.letter_at]
    if t.phase == "bidding":
        return [] if t.bidding is None or t.bidding.over else [t.bidding.since + s.bid_time]
    times = [answer_end(t, s), *(ch.closes_at for ch in t.challenges.values())]
    if t.play != "more" and not t.skip_offered and t.shown is None and not t.challenges:
        times.append(skip_at(t, s))  # (once a named answer is out, the settling that said so offers it)
    if t.play == "more":
        times += [window_start(t, a) + s.challenge_window for a in t.answers]
    elif t.shown is not None:
        times.append(t.shown_at + s.challenge_window)
        holder = t.answer(t.shown)
        if t.is_race and holder is not None:
            times.append(holder.date + s.count_time + s.answer_grace)
    return times
