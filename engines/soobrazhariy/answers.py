"""Which of the answers given so far counts, as pure functions of the answers in Telegram order.

The referee keeps every answer that starts with the letter, and which answers a vote rejected;
the candidate, the holder of a «Кто последний?» count, or the bidder's tally are always
recomputed from them. A rejection therefore undoes exactly what the rejected answer did: the
next answer in order becomes the candidate, or an earlier holder's count turns out to have run
out before anyone took it over.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import Any, Literal

from engines.words import same_answer, word_length

Order = tuple[int, int]  # (Telegram date, message_id)
Compare = Literal["any", "longer", "shorter"]


@dataclass(frozen=True, slots=True)
class Answer:
    player_id: int
    text: str
    date: int
    message_id: int
    received_at: float  # platform clock: when the referee saw it (challenge windows start then)

    @property
    def order(self) -> Order:
        return (self.date, self.message_id)

    def to_json(self) -> dict[str, Any]:
        return {
            "player_id": self.player_id,
            "text": self.text,
            "date": self.date,
            "message_id": self.message_id,
            "received_at": self.received_at,
        }

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> Answer:
        return cls(
            player_id=int(data["player_id"]),
            text=str(data["text"]),
            date=int(data["date"]),
            message_id=int(data["message_id"]),
            received_at=float(data["received_at"]),
        )


def counted_in_order(answers: Iterable[Answer], after: Order, players: Iterable[int]) -> list[Answer]:
    """Answers newer than the anchor message, by players still in the game, in Telegram order."""
    present = set(players)
    return sorted((a for a in answers if a.order > after and a.player_id in present), key=lambda a: a.order)


def _said_before(text: str, said: Sequence[str], lang: str) -> bool:
    return any(same_answer(text, earlier, lang) for earlier in said)


def first_candidate(
    answers: Sequence[Answer], *, until_date: int, rejected: set[int], lang: str
) -> Answer | None:
    """Ordinary turn: the first answer in order not rejected and not a repeat of a rejected one."""
    refused: list[str] = []
    for answer in answers:
        if answer.date > until_date:
            break
        if answer.message_id in rejected:
            refused.append(answer.text)
        elif not _said_before(answer.text, refused, lang):
            return answer
    return None


def _takes_over(answer: Answer, holder: Answer, compare: Compare) -> bool:
    if answer.player_id == holder.player_id:
        return False  # the count is broken by *another* player
    if compare == "longer":
        return word_length(answer.text) > word_length(holder.text)
    if compare == "shorter":
        return word_length(answer.text) < word_length(holder.text)
    return True


def count_holder(
    answers: Sequence[Answer],
    *,
    until_date: int,
    count_time: int,
    rejected: set[int],
    compare: Compare,
    lang: str,
) -> Answer | None:
    """«Кто последний?» family: whose answer holds (or has won) the count.

    The first valid answer must come by `until_date`; then another player's different valid
    answer dated within `count_time` of the holder's takes over (and, for «длиннее»/«короче»,
    only if strictly longer/shorter). Every word named in the play — rejected, too short or by
    the holder themself included — cannot count again.
    """
    holder: Answer | None = None
    named: list[str] = []
    for answer in answers:
        if holder is None and answer.date > until_date:
            break
        if holder is not None and answer.date > holder.date + count_time:
            break  # the holder's count ran out before this answer
        repeat = _said_before(answer.text, named, lang)
        named.append(answer.text)
        if repeat or answer.message_id in rejected:
            continue
        if holder is None or _takes_over(answer, holder, compare):
            holder = answer
    return holder


def bid_answers(answers: Sequence[Answer], *, until_date: int, rejected: set[int], lang: str) -> list[Answer]:
    """«Кто больше?»: the bidder's different answers within the minute, not rejected."""
    named: list[str] = []
    counted: list[Answer] = []
    for answer in answers:
        if answer.date > until_date:
            break
        repeat = _said_before(answer.text, named, lang)
        named.append(answer.text)
        if not repeat and answer.message_id not in rejected:
            counted.append(answer)
    return counted
