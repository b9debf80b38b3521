"""Which of the answers given so far counts, as pure functions of the answers in Telegram order.

The referee keeps every answer that starts with the letter, and which answers a vote rejected;
the candidate, the holder of a «Кто последний?» count, or the bidder's tally are always
recomputed from them. A rejection therefore undoes exactly what the rejected answer did: the
next answer in order becomes the candidate, or an earlier holder's count turns out to have run
out before anyone took it over.

An answer is heard once, when it comes (`heard`): its comparison key (`engines.words.answer_key`:
two answers are the same answer when their keys are equal) and its length in letters are kept with
it, so a reading goes through the answers once with set lookups — linear in the answers so far,
with no word-toolkit call for an earlier answer.
"""

from __future__ import annotations

from bisect import bisect_right
from collections.abc import Collection, Iterable, Sequence
from dataclasses import dataclass
from typing import Literal

from engines.core import FIRST_RULES, Order
from engines.words import answer_key, knows_a_word, word_length
from engines.words.letters import as_compared

Compare = Literal["any", "longer", "shorter"]


@dataclass(frozen=True, slots=True)
class Answer:
    player_id: int
    text: str
    date: int
    message_id: int
    received_at: float  # platform clock: when the referee saw it (challenge windows start then)
    key: tuple[str, ...] = ()  # `answer_key(text, lang)`: equal keys are the same answer
    length: int = 0  # `word_length(text)`: «Кто длиннее?»/«Кто короче?» compare it
    known: bool = True  # `knows_a_word(text, lang)`: False puts it to the table at once (issue 14.1)

    @property
    def order(self) -> Order:
        return Order(self.date, self.message_id)


def heard(player_id: int, text: str, date: int, message_id: int, received_at: float, lang: str, *,
          rules: int = FIRST_RULES) -> Answer:
    """An answer as the referee keeps it: judged by the word toolkit once, here — as typed under the
    first rules, as read from the next (`as_compared`); it is shown as typed."""
    read = as_compared(text, rules)
    return Answer(player_id, text, date, message_id, received_at, answer_key(read, lang), word_length(read),
                  knows_a_word(read, lang))


def counted_in_order(answers: Sequence[Answer], after: Order, players: Iterable[int]) -> list[Answer]:
    """Answers newer than the anchor message, by players still in the game, in Telegram order
    (`answers` are kept in Telegram order: the newer ones are found by bisection)."""
    present = set(players)
    start = bisect_right(answers, after, key=lambda a: a.order)
    return [a for a in answers[start:] if a.player_id in present]


def first_candidate(
    answers: Sequence[Answer], *, until_date: int, rejected: Collection[int]
) -> Answer | None:
    """Ordinary turn: the first answer in order not rejected and not a repeat of a rejected one."""
    refused: set[tuple[str, ...]] = set()
    for answer in answers:
        if answer.date > until_date:
            break
        if answer.message_id in rejected:
            refused.add(answer.key)
        elif answer.key not in refused:
            return answer
    return None


def _takes_over(answer: Answer, holder: Answer, compare: Compare) -> bool:
    if answer.player_id == holder.player_id:
        return False  # the count is broken by *another* player
    if compare == "longer":
        return answer.length > holder.length
    if compare == "shorter":
        return answer.length < holder.length
    return True


def count_holder(
    answers: Sequence[Answer],
    *,
    until_date: int,
    count_time: int,
    rejected: Collection[int],
    compare: Compare,
) -> Answer | None:
    """«Кто последний?» family: whose answer holds (or has won) the count.

    The first valid answer must come by `until_date`; then another player's different valid
    answer dated within `count_time` of the holder's takes over (and, for «длиннее»/«короче»,
    only if strictly longer/shorter). Every word named in the play — rejected, too short or by
    the holder themself included — cannot count again.
    """
    holder: Answer | None = None
    named: set[tuple[str, ...]] = set()
    for answer in answers:
        if holder is None and answer.date > until_date:
            break
        if holder is not None and answer.date > holder.date + count_time:
            break  # the holder's count ran out before this answer
        repeat = answer.key in named
        named.add(answer.key)
        if repeat or answer.message_id in rejected:
            continue
        if holder is None or _takes_over(answer, holder, compare):
            holder = answer
    return holder


def bid_answers(answers: Sequence[Answer], *, until_date: int, rejected: Collection[int]) -> list[Answer]:
    """«Кто больше?»: the bidder's different answers within the minute, not rejected."""
    named: set[tuple[str, ...]] = set()
    counted: list[Answer] = []
    for answer in answers:
        if answer.date > until_date:
            break
        repeat = answer.key in named
        named.add(answer.key)
        if not repeat and answer.message_id not in rejected:
            counted.append(answer)
    return counted
