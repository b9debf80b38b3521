"""The state of one turn: from opening the category to the card going to someone.

Sets of message ids and players are lists in the order things happened (each id once), so the
state writes the same JSON however it was reached: a replay gives the same `to_json()`.
"""

from __future__ import annotations

from bisect import insort
from dataclasses import dataclass, field
from typing import Literal

from engines.core import Order
from engines.soobrazhariy.answers import Answer
from engines.soobrazhariy.bidding import Bidding
from engines.soobrazhariy.challenge import Challenge
from engines.soobrazhariy.events import Play, TurnWon

Phase = Literal["pause", "bidding", "answering"]
RACE_PLAYS = frozenset({"last", "longer", "shorter"})


@dataclass(slots=True)
class Turn:
    number: int
    opener: int
    play: Play
    category: str  # the top category card: the answer is sought for it only
    phase: Phase
    letter_at: float | None = None  # "pause": when the letter is due
    letter: str | None = None
    anchor_name: str | None = None
    anchor: Order | None = None  # the letter message's place in Telegram order, once posted
    posted_at: float | None = None
    opened_at: float | None = None  # the letter was opened then (platform clock)
    answers: list[Answer] = field(default_factory=list)  # every answer on the letter, in Telegram order
    rejected: list[int] = field(default_factory=list)  # message ids a vote rejected
    accepted: list[int] = field(default_factory=list)  # message ids a vote accepted
    challenges: dict[str, Challenge] = field(default_factory=dict)  # the open ones
    challenged: list[int] = field(default_factory=list)  # message ids ever challenged (once each)
    shown: int | None = None  # message id of the candidate/holder last named
    shown_at: float = 0.0
    noted: list[int] = field(default_factory=list)  # «Кто больше?»: answers announced
    skips: list[int] = field(default_factory=list)  # who pressed «Пропустить», in press order
    skip_offered: bool = False  # «Пропустить» was offered (`Settings.skip_after`)
    bidding: Bidding | None = None
    bidder: int | None = None
    bid: int = 0
    award: TurnWon | None = None  # the previous turn's win, said with this turn's category

    @property
    def is_race(self) -> bool:
        """«Кто последний?», «Кто длиннее?», «Кто короче?»: answers take the count over."""
        return self.play in RACE_PLAYS

    @property
    def skip_shown(self) -> bool:
        """The «Пропустить» message is in the chat: offered, or made by a press (a game saved while
        the button was still on the letter)."""
        return self.skip_offered or bool(self.skips)

    def answer(self, message_id: int) -> Answer | None:
        return next((a for a in self.answers if a.message_id == message_id), None)

    def hear(self, answer: Answer) -> None:
        """Keep an answer in its place in Telegram order (answers may arrive out of order)."""
        insort(self.answers, answer, key=lambda a: a.order)

    def open_answers(self) -> tuple[tuple[int, int, str], ...]:
        """«Кто больше?»: the answers noted (with «Оспорить» under them) that no vote decided, as
        (message_id, player_id, text)."""
        decided = {*self.accepted, *self.rejected}
        noted = (self.answer(mid) for mid in self.noted if mid not in decided)
        return tuple((a.message_id, a.player_id, a.text) for a in noted if a is not None)

    def open_challenge_on(self, message_id: int) -> bool:
        return any(ch.message_id == message_id for ch in self.challenges.values())


def add_once(ids: list[int], item: int) -> None:
    if item not in ids:
        ids.append(item)
